"""Writes ../questions.yaml from the intents below (evidence + 4 phrasings each)."""
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RK, SR, CC, WX, SY, ON, GH, LQ = "RK SR CC WX SY OSK GH LQ".split()
ZH_ONLY = {CC, WX, SY}          # evidence only in Chinese files
EN_ONLY = {RK, SR, ON, GH, LQ}  # evidence only in English files

PEOPLE = {
    RK: ["renata kvamme", "kvamme renata"],
    SR: ["sudhir ramakrishnan", "ramakrishnan sudhir", "s. ramakrishnan"],
    CC: ["蔡承彦", "cai chengyan", "chengyan cai"],
    WX: ["温雪岑", "wen xuecen", "xuecen wen"],
    SY: ["石映禾", "shi yinghe", "yinghe shi"],
    ON: ["oskar nieminen", "nieminen oskar"],
    GH: ["goh hui shan", "hui shan goh", "huishan goh", "goh huishan"],
    LQ: ["lu qinghan", "qinghan lu"],
}

F_RK = "renata_kvamme_cv.pdf"
F_SR = "sudhir_ramakrishnan.pdf"
F_CCN = "蔡承彦_简历_2026.pdf"
F_CCO = "caichengyan_resume_2020.txt"
F_WX = "温雪岑-品类经理.docx"
F_SY = "IMG_20261103_184512.jpg"
F_ON = "oskar_nieminen.md"
F_GH = "HuiShan_Goh_CV.docx"
F_LQ = "lu_qinghan.resume.json"

# each intent: (id, gold, tags, evidence[(sign, file, quote)], [(lang, style, q)])
INTENTS = [
 ("i01-ant-group", [CC, ON], ["employer"], [
   ("+", F_CCN, "蚂蚁集团（支付宝）"),
   ("+", F_CCN, "2016.04 – 2020.08"),
   ("+", F_CCO, "2016年4月 - 至今    蚂蚁金服（支付宝）    技术专家 → 高级技术专家"),
   ("+", F_ON, "Ant International (Alipay+) — Senior Data Engineer"),
   ("-", F_LQ, "2nd place, Alipay Mini Program Hackathon (campus track)"),
  ], [
   ("en", "formal", "Which candidates have worked at Ant Group, including Alipay?"),
   ("en", "chatty", "anyone ex alipay"),
   ("zh", "formal", "请列出曾在蚂蚁集团工作过的候选人"),
   ("zh", "chatty", "有蚂蚁金服出来的人吗"),
  ]),
 ("i02-eth-zurich", [RK], ["school"], [
   ("+", F_RK, "ETH Zürich"),
   ("+", F_RK, "Doctor of Sciences (Dr. sc. ETH) in Computer Science, Computer Graphics Laboratory"),
   ("-", F_LQ, "Declined: ETH Zurich MSc in Quantitative Finance (admitted for autumn 2026)"),
  ], [
   ("en", "formal", "Which candidates studied at ETH Zurich?"),
   ("en", "chatty", "anyone from the swiss federal institute of technology in zurich"),
   ("zh", "formal", "哪些候选人曾就读于苏黎世联邦理工学院？"),
   ("zh", "chatty", "有没有ETH出来的"),
  ]),
 ("i03-masters", [RK, SR, GH, WX], ["degree", "time/role"], [
   ("+", F_RK, "MSc in Computer Science"),
   ("+", F_SR, "M.S. in Electrical and Computer Engineering"),
   ("+", F_GH, "National University of Singapore — MSc in Financial Engineering (part-time), 2020 – 2022"),
   ("+", F_WX, "中欧国际工商学院（CEIBS）　在职 MBA（在读）　2025年9月 - 预计 2027年6月"),
   ("-", F_ON, "MSc studies in Computer Science (Data Science track), 2018 – 2019, discontinued after one year to work full time at Wolt"),
   ("-", F_LQ, "Declined: ETH Zurich MSc in Quantitative Finance"),
  ], [
   ("en", "formal", "Which candidates hold a master's degree or are currently studying for one? An MBA counts."),
   ("en", "chatty", "who has a postgrad degree or is doing one rn, mba ok"),
   ("zh", "formal", "请找出已取得或正在攻读硕士学位的候选人（MBA 也算）"),
   ("zh", "chatty", "有硕士的吗 在读的也算"),
  ]),
 ("i04-sql-at-work", [ON, GH, WX], ["skill"], [
   ("+", F_ON, "rewriting late-arriving-data handling in PySpark and SQL"),
   ("+", F_GH, "wrote SQL queries against the loan book data mart to build early-warning watchlists"),
   ("+", F_WX, "每周使用 SQL 从门店销售数据仓库提取单品动销数据"),
   ("-", F_LQ, "SQL"),
  ], [
   ("en", "formal", "Which candidates have used SQL in their jobs?"),
   ("en", "chatty", "who actually writes database queries at work"),
   ("zh", "formal", "请列出在工作中实际使用过 SQL 的候选人"),
   ("zh", "chatty", "工作里写过sql的有谁"),
  ]),
 ("i05-siggraph", [RK, SR], ["topic"], [
   ("+", F_RK, "ACM SIGGRAPH 2023 (ACM TOG 42(4))"),
   ("+", F_SR, "ACM SIGGRAPH 2020, ACM TOG 39(4)."),
  ], [
   ("en", "formal", "Which candidates have published a paper at SIGGRAPH?"),
   ("en", "chatty", "anyone got a paper at the big acm computer graphics conference"),
   ("zh", "formal", "哪些候选人在 SIGGRAPH 会议上发表过论文？"),
   ("zh", "chatty", "有在图形学顶会siggraph发过文章的吗"),
  ]),
 ("i06-first-author", [RK, LQ], ["topic"], [
   ("+", F_RK, "Renata Kvamme, Lukas Meier, Wenzel Brandt. Neural Layered BSDFs for Real-Time Material Preview."),
   ("+", F_RK, "Renata Kvamme, Markus Gross. Stochastic Lightcuts with Adaptive Clustering."),
   ("+", F_LQ, "Lu, Q. & Zhang, H. Green bond premia in China's interbank market. SSRN working paper"),
   ("-", F_SR, "A. Ferrante, S. Ramakrishnan, H. Kim."),
   ("-", F_SR, "Y. Harada, M. Okonkwo, S. Ramakrishnan, J. Pantaleoni."),
  ], [
   ("en", "formal", "Which candidates are the first author of at least one paper?"),
   ("en", "chatty", "who's lead author on a paper"),
   ("zh", "formal", "请找出以第一作者身份发表过论文的候选人"),
   ("zh", "chatty", "有一作的吗"),
  ]),
 ("i07-reviewing", [RK, ON], ["topic"], [
   ("+", F_RK, "International Program Committee, Eurographics Symposium on Rendering (EGSR) 2024"),
   ("+", F_RK, "Reviewer: ACM SIGGRAPH Asia (2022, 2023, 2024), Computer Graphics Forum, IEEE TVCG"),
   ("+", F_ON, "Program committee member, PyCon APAC 2024 (reviewed talk proposals)"),
   ("-", F_CCO, "2019 QCon 上海 演讲：《支付系统的单元化实践》"),
  ], [
   ("en", "formal", "Which candidates have served as a reviewer or on the program committee of a conference or journal?"),
   ("en", "chatty", "anyone done peer review or sat on a PC"),
   ("zh", "formal", "哪些候选人担任过会议或期刊的审稿人或程序委员会成员？"),
   ("zh", "chatty", "有给会议审过稿的吗"),
  ]),
 ("i08-nvidia-2019", [SR], ["employer", "period"], [
   ("+", F_SR, "Senior GPU Architect"),
   ("+", F_SR, "Apr 2018 – Dec 2022"),
   ("-", F_RK, "Research Intern, Real-Time Rendering group"),
   ("-", F_RK, "Summer 2017"),
  ], [
   ("en", "formal", "Which candidates worked at NVIDIA at any point during 2019?"),
   ("en", "chatty", "who was at nvidia back in 2019"),
   ("zh", "formal", "请列出 2019 年期间在英伟达任职的候选人"),
   ("zh", "chatty", "19年在绿厂待过的有谁"),
  ]),
 ("i09-current-bank", [GH], ["time/role", "employer"], [
   ("+", F_GH, "07/2021 - today"),
   ("+", F_GH, "DBS Bank, Institutional Banking Group — Senior Credit Analyst"),
   ("-", F_LQ, "Accepted: J.P. Morgan full-time Investment Banking Analyst, start date January 2027"),
   ("-", F_CCN, "招银网络科技（深圳）有限公司"),
   ("-", F_CCO, "招商银行信用卡核心系统外围服务（额度、分期）开发与维护"),
  ], [
   ("en", "formal", "Which candidates currently work at a bank?"),
   ("en", "chatty", "who's in banking right now"),
   ("zh", "formal", "目前在银行任职的候选人有哪些？"),
   ("zh", "chatty", "现在人在银行上班的有谁"),
  ]),
 ("i10-ib-internship", [LQ, GH], ["time/role", "employer"], [
   ("+", F_LQ, "Summer Analyst, Investment Banking Division (internship)"),
   ("+", F_LQ, "Investment Banking Intern"),
   ("+", F_GH, "Morgan Stanley, Investment Banking Division — Summer Analyst (internship)"),
   ("-", F_CCN, "招银网络科技（深圳）有限公司"),
   ("-", F_CCO, "2011年7月 - 2016年3月    招银网络科技（深圳）有限公司    Java 开发工程师 / 技术经理"),
  ], [
   ("en", "formal", "Which candidates have done an internship at an investment bank?"),
   ("en", "chatty", "anyone with an IB summer internship"),
   ("zh", "formal", "哪些候选人有投资银行的实习经历？"),
   ("zh", "chatty", "有投行实习过的吗"),
  ]),
 ("i11-10y-fulltime", [SR, CC, WX], ["years"], [
   ("+", F_SR, "Jul 2012 – Mar 2018"),
   ("+", F_SR, "Jan 2023 – present"),
   ("+", F_CCN, "2011.07 – 2016.03"),
   ("+", F_CCN, "2020.09 – 至今"),
   ("+", F_WX, "华润万家有限公司　管理培训生 / 品类助理　2012年7月 - 2017年5月"),
   ("+", F_WX, "永辉超市股份有限公司　生鲜事业部　品类经理　2021年3月 - 至今"),
   ("-", F_RK, "Sep 2019 – Sep 2023"),
   ("-", F_GH, "01/2018 - 06/2021"),
   ("-", F_SY, "2018.07 – 2022.02"),
   ("-", F_ON, "06/2018 – 03/2021"),
  ], [
   ("en", "formal", "Which candidates have at least 10 years of full-time work experience?"),
   ("en", "chatty", "anyone with a decade+ in the workforce"),
   ("zh", "formal", "请找出全职工作经验不少于 10 年的候选人"),
   ("zh", "chatty", "工作十年以上的有谁"),
  ]),
 ("i12-985-bachelor", [CC, SY, LQ], ["tier", "school", "degree"], [
   ("+", F_CCO, "2007.09 - 2011.06    浙江大学    计算机科学与技术    本科 / 工学学士"),
   ("+", F_CCN, "浙江大学"),
   ("+", F_SY, "复旦大学"),
   ("+", F_SY, "文学学士"),
   ("+", F_LQ, "Nanjing University"),
   ("+", F_LQ, "Bachelor of Economics"),
   ("-", F_WX, "华南理工大学广州学院　市场营销　本科　2008年9月 - 2012年6月"),
   ("-", F_GH, "National University of Singapore — Bachelor of Business Administration (Honours), Finance, 2013 – 2017"),
  ], [
   ("en", "formal", "Which candidates completed their bachelor's degree at a Project 985 university?"),
   ("en", "chatty", "any 985 undergrads"),
   ("zh", "formal", "本科毕业于 985 高校的候选人有哪些？"),
   ("zh", "chatty", "本科是国家重点建设名校（985那种）的有谁"),
  ]),
 ("i13-procter-gamble", [], ["employer", "empty-gold"], [
   ("-", F_SY, "竞品监测：宝洁 OLAY、欧莱雅复颜系列的价格与声量。"),
   ("-", F_WX, "供应商包括宝洁、联合利华、亿滋"),
  ], [
   ("en", "formal", "Which candidates have worked at Procter & Gamble?"),
   ("en", "chatty", "anyone ex p&g"),
   ("zh", "formal", "哪些候选人曾在宝洁公司任职？"),
   ("zh", "chatty", "有从宝洁出来的吗"),
  ]),
]

HEADER = '''# paraphrase91 — blind PARAPHRASE set over evalsets-style folder paraphrase91/cvs
# (8 fictional people at real employers/schools, 9 CV files: 3 LaTeX PDFs — awesome-cv look-alike,
# moderncv banking, Chinese ctex one-column —, 2 DOCX (English with tables, Chinese with paragraphs),
# 1 Markdown, 1 plain text, 1 JSON Resume, 1 phone photo .jpg of a Chinese page with no text layer).
# 13 intents x 4 phrasings (en formal, en chatty, zh formal, zh chatty); all 4 phrasings of an
# intent (field `intent`) have the SAME gold. Tags: kind of the intent + paraphrase; cross-lingual
# when some gold person's evidence exists only in the other language; empty-gold = nobody.
# Evidence comments: "+ file: quote" supports a gold person, "- file: quote" documents a trap.
# Quotes are verbatim from the file text (pdftotext for PDFs; python-docx paragraphs + table cells;
# JSON string values; the .md/.txt itself, markdown * markers ignored; PDF bullets left out);
# for the photo IMG_20261103_184512.jpg the text is src/shi_yinghe_photo_page.txt (pdftotext of the
# page before it was photographed). Checked by src/check_evidence.py (whitespace-insensitive).
#
# GOLD RULES
# - as_of 2026-11-27 is "today": "present", "至今", "today", "since" mean up to that date.
# - Worked at X: any employment there, internships included unless the question says otherwise.
#   NOT employment: awards, hackathons, scholarships, talks, conference speaking, declined or not-yet-
#   started offers (J.P. Morgan offer starting 2027), competitors monitored, suppliers negotiated with,
#   cloud vendors used (阿里云 ACK), co-author affiliations.
# - Ant Group (intent i01) includes Alipay/支付宝, Alipay+, Ant International, and its former name
#   蚂蚁金服 (Ant Financial). An "Alipay Mini Program Hackathon" prize is not employment.
# - NVIDIA (i08) includes NVIDIA Research; "during 2019" = employed on any day of 2019.
#   "绿厂" is Chinese slang for NVIDIA.
# - "Currently works at a bank" (i09): the employer on today's date is a bank (commercial or
#   investment). A bank's IT subsidiary in the past or an offer starting in 2027 does not count.
# - Internship at an investment bank (i10): an internship/summer-analyst role at an investment bank
#   or the IB division of a bank (Goldman Sachs, Morgan Stanley, CICC 中金公司). Full-time roles
#   at a commercial bank do not count.
# - Degrees (i03): master's-level = MSc / M.S. / MBA, completed or in progress (part-time counts).
#   A master's left unfinished (discontinued) or an admission declined does not count.
# - Years (i11): full-time employment only, from each job's start to its end (or as_of), summed,
#   overlaps counted once; internships, PhD and study years are excluded. Totals: Cai Chengyan 15.4
#   (2011.07–), Sudhir Ramakrishnan 14.4 (2012.07–), Wen Xuecen 14.4 (2012.07–), Goh Hui Shan 8.9
#   (2018.01–), Oskar Nieminen 8.5 (2018.06–), Shi Yinghe 8.4 (2018.07–), Renata Kvamme 7.2
#   (2019.09–), Lu Qinghan 0. Nobody is within 6 months of 10 years.
# - Publications (i05, i06): SIGGRAPH = ACM SIGGRAPH (North America) technical papers incl. those
#   published in ACM TOG and presented there; SIGGRAPH Asia is a different venue and reviewing for it
#   is not publishing. First author = first name in the author list printed in the CV. An SSRN
#   working paper counts as a paper. Reviewing (i07) = peer reviewer or program/paper committee member
#   of a conference or journal; giving a talk is not reviewing.
# - 985 (i12): the 39 Project 985 universities (incl. 浙江大学, 复旦大学, 南京大学, 华南理工大学).
#   Schools in this set: 浙江大学 985; 复旦大学 985; 南京大学 985; 华南理工大学广州学院 = an
#   independent college (now 广州城市理工学院), NOT 华南理工大学 and NOT 985; 中欧国际工商学院
#   (CEIBS) not 985; National University of Singapore (QS top 100, not 985); ETH Zürich (QS top 10);
#   Georgia Institute of Technology (QS top 100); NTNU, Aalto University, IIT Madras (outside QS top 100).
#   "Bachelor's from a 985" = the bachelor's degree itself was awarded by a 985 university.
# - One candidate, two CVs: Cai Chengyan has an old CV (caichengyan_resume_2020.txt, Ant "至今")
#   and a new one (蔡承彦_简历_2026.pdf); the newer decides what is current: he left Ant in 2020.08.
#   Evidence in either file counts for past facts.
'''


def yq(s):
    return '"' + s.replace('\\', '\\\\').replace('"', '\\"') + '"'


def main():
    out = [HEADER, 'as_of: "2026-11-27"', "people:"]
    for k, al in PEOPLE.items():
        out.append(f"  {k}: [{', '.join(yq(a) for a in al)}]")
    out.append("questions:")
    n = 0
    for iid, gold, kinds, ev, qs in INTENTS:
        assert len(qs) == 4
        out.append(f"  # ================= {iid}  (gold: {', '.join(gold) or 'nobody'}) =================")
        for sign, f, quote in ev:
            out.append(f"  # {sign} {f}: {quote}")
        for lang, style, q in qs:
            tags = list(kinds) + ["paraphrase"]
            if lang == "en" and any(g in ZH_ONLY for g in gold):
                tags.append("cross-lingual")
            if lang == "zh" and any(g in EN_ONLY for g in gold):
                tags.append("cross-lingual")
            out.append(f"  - {{q: {yq(q)}, gold: [{', '.join(gold)}], intent: {iid}, lang: {lang}, style: {style}, tags: [{', '.join(tags)}]}}")
            n += 1
    (ROOT / "questions.yaml").write_text("\n".join(out) + "\n", encoding="utf-8")
    print(n, "questions")


if __name__ == "__main__":
    main()
