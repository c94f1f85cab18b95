"""Writes ../questions.yaml from the data below (evidence comments repeated above each question)."""
import os, json
HERE = os.path.dirname(os.path.abspath(__file__))
LANG = {"ZY": "zh", "FL": "en", "HZ": "both", "QW": "en", "KS": "zh", "MO": "en", "YS": "zh", "AD": "en"}

HEADER = """\
# paraphrase174 — blind PARAPHRASE set over evalsets/paraphrase174/cvs (8 fictional people at real
# employers and schools, 9 CV files: 3 LaTeX PDFs (Chinese ctex, moderncv classic, awesome-cv look-alike),
# 2 DOCX (one Chinese with tables), 1 Markdown, 1 plain text, 1 JSON Resume, 1 phone photo .jpg).
# 13 intents x 4 phrasings (2 English + 2 Chinese; one formal, one chatty each). All four questions of
# one intent (field `intent`) have the same gold. as_of 2026-11-29 is "today" (now / present / 至今 / today).
# tags: kinds for the per-kind table; paraphrase on every question; cross-lingual = the question's
# language differs from some gold person's only evidence; empty-gold = nobody qualifies.
# Evidence comments: "+ file: quote" supports a gold person, "- file: quote" documents a trap. Quotes are
# verbatim, whitespace ignored: PDFs = pdftotext (-layout or raw), DOCX = paragraphs + table cells,
# .md/.txt = the file, .json = its string values, the .jpg = src/ying_shuyan_page.txt (pdftotext of the
# page before it was photographed). Markdown ** / * markers are left out of quotes.
#
# GOLD RULES
# - "worked at X" includes internships unless the question says full-time; awards, contests, talks,
#   conference panels, certifications, interoperability tests with another vendor's equipment, and
#   declined offers / admissions are not employment or study.
# - Nokia (i01, i08) includes its subsidiaries and joint ventures named in the CVs: 上海诺基亚贝尔股份有限公司
#   (Nokia Shanghai Bell) and 诺基亚通信系统技术（杭州）有限公司 / Nokia Solutions and Networks (Hangzhou).
#   "诺记" is the usual Chinese nickname of Nokia.
# - A person with two CVs is one candidate (HZ: hu_zeyu_2021.txt, updated May 2021, and
#   hu_zeyu_platform_engineer.md, newer). Evidence in either counts for past facts; for "current" the
#   newer CV decides (HZ left Nokia in 03/2022 and is now at Cloudflare).
# - Telecom-equipment maker (i09): 烽火通信 FiberHome, Nokia, Ericsson, etc. Cloudflare is a cloud/edge
#   provider, not a telecom-equipment maker.
# - Degrees (i03): a master's counts when completed or in progress (incl. part-time 非全日制 and an MSc by
#   Research). The Scottish "MA (Hons)" from Edinburgh is a four-year undergraduate first degree and does
#   not count as a master's. An admission offer that was declined does not count. 研究生学历 = a
#   master's or doctorate (nobody here has a doctorate without a master's).
# - University of Edinburgh (i02) is not Edinburgh Napier University or Heriot-Watt; working in Edinburgh
#   is not studying there.
# - Python at work (i04): Python named in a job/postdoc entry's description; a skills list or coursework
#   ("Python（课程学习）") alone does not count.
# - Publications (i05, i06): author order as printed in the CV; a single-author article counts as first
#   author. Peer review / programme committee (i07): reviewing for a journal or serving on a conference
#   programme committee; professional-body assessing (RICS APC assessor) and regulator meetings do not count.
# - News internships (i10): newspapers, news websites/apps and broadcasters (澎湃新闻, 南方周末, BBC World Service).
# - Years (i11): full-time employment only, from the first full-time job start to as_of (or its end); a
#   postdoc is full-time employment; internships and degree study are not. Computed: ZY 5.4 (2021.07–),
#   FL 15.4 (Jul 2011–), HZ 9.4 (07/2017–), QW 6.1 (Oct 2020–), KS 12.4 (2014.07–), MO 9.2 (2017-09–),
#   YS 0, AD 18.4 (Jul 2008–). Nobody is within 6 months of 10.
# - 985 (i12): the Project 985 list of 39 universities. Schools here: 电子科技大学 UESTC (985), 东南大学 (985),
#   复旦大学 Fudan (985), 浙江大学 Zhejiang University (985, HZ's master's only), 浙江工业大学 Zhejiang
#   University of Technology (not 985/211; HZ's bachelor's), 中国药科大学 China Pharmaceutical University
#   (211 and 双一流, not 985), 沈阳药科大学 (neither), 中国传媒大学 (211; YS's declined admission).
#   Foreign schools (Edinburgh, Edinburgh Napier, Breda University of Applied Sciences) are not 985.
#   YS's Fudan BA ended 2026.06, so it is completed.
# Files -> people: zhai_yidong_fpga.pdf ZY; fergus_lindores_cv.pdf FL; hu_zeyu_2021.txt + hu_zeyu_platform_engineer.md HZ;
# wanning_qiao_cv.pdf QW; 匡思颐_注册经理_简历.docx KS; maarten_oudejans.resume.json MO;
# IMG_20260612_183402.jpg YS (photo; name only in the image); ailsa_dunbarton_qs.docx AD.
"""

PEOPLE = {
    "ZY": ["zhai yidong", "yidong zhai", "翟屹东"],
    "FL": ["fergus lindores", "lindores fergus"],
    "HZ": ["hu zeyu", "zeyu hu", "胡泽屿"],
    "QW": ["qiao wanning", "wanning qiao", "乔婉宁"],
    "KS": ["kuang siyi", "siyi kuang", "匡思颐"],
    "MO": ["maarten oudejans", "oudejans maarten"],
    "YS": ["ying shuyan", "shuyan ying", "应书妍"],
    "AD": ["ailsa dunbarton", "dunbarton ailsa"],
}

ZYF = "zhai_yidong_fpga.pdf"; FLF = "fergus_lindores_cv.pdf"; HZT = "hu_zeyu_2021.txt"; HZM = "hu_zeyu_platform_engineer.md"
QWF = "wanning_qiao_cv.pdf"; KSF = "匡思颐_注册经理_简历.docx"; MOF = "maarten_oudejans.resume.json"
YSF = "IMG_20260612_183402.jpg"; ADF = "ailsa_dunbarton_qs.docx"

# intent: (name, gold, kind tags, evidence [(sign, key, file, quote)], [(lang, q), x4])
INTENTS = [
 ("i01-nokia", ["ZY", "HZ"], ["employer"],
  [("+", "ZY", ZYF, "上海诺基亚贝尔股份有限公司（无线网络研发部）"),
   ("+", "ZY", ZYF, "FPGA 实习生"),
   ("+", "HZ", HZM, "Nokia Solutions and Networks (Hangzhou) — Software Engineer → Senior Software Engineer"),
   ("+", "HZ", HZT, "诺基亚通信系统技术（杭州）有限公司（Nokia Solutions and Networks）　2017.07 - 至今"),
   ("-", "ZY", ZYF, "参与与爱立信设备的互通测试，定位并修复 3 个帧定位问题。")],
  [("en", "Which candidates have worked at Nokia, including Nokia Shanghai Bell and other Nokia subsidiaries?"),
   ("en", "anyone ex-nokia? the finnish telecom one, their china JVs count too"),
   ("zh", "哪些候选人曾在诺基亚（含上海诺基亚贝尔等子公司）工作过？"),
   ("zh", "有没有在诺记待过的 贝尔那边也算")]),
 ("i02-edinburgh", ["FL", "QW"], ["school"],
  [("+", "FL", FLF, "MA (Hons) Economics, First Class, University of Edinburgh, Edinburgh"),
   ("+", "QW", QWF, "MSc by Research in History (Distinction)"),
   ("+", "QW", QWF, "PhD in History. Thesis:"),
   ("-", "AD", ADF, "BSc (Hons) Quantity Surveying, Edinburgh Napier University, 2004 – 2008"),
   ("-", "FL", FLF, "Summer Intern, Equities, Standard Life Investments, Edinburgh")],
  [("en", "Which candidates studied at the University of Edinburgh?"),
   ("en", "any Edinburgh Uni grads in here"),
   ("zh", "哪些候选人就读于英国爱丁堡大学？"),
   ("zh", "有爱大毕业的吗")]),
 ("i03-masters", ["ZY", "HZ", "QW", "KS"], ["degree"],
  [("+", "ZY", ZYF, "东南大学 信息与通信工程学院 电子与通信工程 工学硕士 2018.09 – 2021.06"),
   ("+", "HZ", HZT, "浙江大学　计算机科学与技术学院　计算机技术　工程硕士　2014.09 - 2017.03"),
   ("+", "HZ", HZM, "M.Eng. Computer Technology, Zhejiang University, 2014 – 2017"),
   ("+", "QW", QWF, "MSc by Research in History (Distinction)"),
   ("+", "KS", KSF, "药事管理（非全日制在职）"),
   ("+", "KS", KSF, "硕士在读"),
   ("-", "FL", FLF, "MA (Hons) Economics, First Class, University of Edinburgh"),
   ("-", "YS", YSF, "已获中国传媒大学新闻与传播专业硕士录取（已放弃，选择直接工作）"),
   ("-", "AD", ADF, "Member of the Royal Institution of Chartered Surveyors (MRICS), 2012")],
  [("en", "Which candidates hold a master's degree or are currently studying for one?"),
   ("en", "who's got a masters (or doing one rn)"),
   ("zh", "哪些候选人拥有硕士学位或正在攻读硕士学位？"),
   ("zh", "研究生学历的有谁 在读的也算")]),
 ("i04-python-at-work", ["FL", "HZ", "QW", "MO"], ["skill"],
  [("+", "FL", FLF, "Built Python factor-screening and portfolio risk models (pandas, statsmodels) used by the whole global equity desk."),
   ("+", "HZ", HZM, "Wrote a Python/Go reconciler that cut cluster-upgrade toil from two engineer-weeks to one day per quarter."),
   ("+", "HZ", HZT, "用 Python 和 Go 编写部署工具，发布周期由两周缩短为两天；"),
   ("+", "QW", QWF, "Built a Python text-mining pipeline (spaCy, pandas) over 12,000 digitised Qing maritime customs reports"),
   ("+", "MO", MOF, "Wrote Python tools for Houdini and Maya that auto-generate traversal paths and cover markup, used by the whole level-design team."),
   ("-", "YS", YSF, "技能：Premiere、Photoshop、新媒体排版；Python（课程学习）")],
  [("en", "Which candidates have used Python in their professional work?"),
   ("en", "who actually writes python on the job, not just lists it"),
   ("zh", "哪些候选人在工作中实际使用过 Python？"),
   ("zh", "工作里写过py的有谁")]),
 ("i05-past-and-present", ["QW"], ["topic"],
  [("+", "QW", QWF, "Qiao, Wanning. “Opium, Silver and Provincial Finance in Fujian, 1850–1880.” Past & Present 253 (2021):")],
  [("en", "Which candidates have published an article in Past & Present?"),
   ("en", "anyone with a paper in P&P, the oxford history journal"),
   ("zh", "哪些候选人在历史学期刊《Past & Present》上发表过论文？"),
   ("zh", "有没有在《过去与现在》那本史学刊物上发过文章的")]),
 ("i06-first-author", ["QW", "KS"], ["topic"],
  [("+", "QW", QWF, "Qiao, Wanning and Pieter van Dam. “Dutch Consular Reports and the Tea Trade of Amoy.”"),
   ("+", "KS", KSF, "匡思颐，王立伟．创新药 Pre-IND 沟通交流的实践与思考［J］．中国新药杂志，2023，32（14）：1401-1406．（第一作者）"),
   ("-", "ZY", ZYF, "刘振华，翟屹东，陈启明. 基于 FPGA 的低时延 OTN 成帧器设计. 光通信技术, 2022.（第二作者）")],
  [("en", "Which candidates are the first author of at least one published paper?"),
   ("en", "who has a lead-author paper"),
   ("zh", "哪些候选人以第一作者身份发表过论文？"),
   ("zh", "有一作文章的吗")]),
 ("i07-peer-review", ["ZY", "QW"], ["topic"],
  [("+", "ZY", ZYF, "2024 年起担任《电子与信息学报》审稿人，累计审稿 6 篇。"),
   ("+", "QW", QWF, "Peer reviewer for the Journal of Global History and Modern Asian Studies (since 2022)."),
   ("+", "QW", QWF, "Programme committee member, European Social Science History Conference (ESSHC) 2024, Asia network."),
   ("-", "AD", ADF, "RICS APC assessor since 2019"),
   ("-", "KS", KSF, "主导与国家药监局药品审评中心（CDE）的 Pre-IND 沟通交流会议 9 次")],
  [("en", "Which candidates have served as a peer reviewer or programme-committee member for a journal or conference?"),
   ("en", "anyone done reviewing for journals or confs"),
   ("zh", "哪些候选人担任过学术期刊或会议的审稿人或程序委员会委员？"),
   ("zh", "给期刊会议审过稿的有谁")]),
 ("i08-nokia-in-2021", ["HZ"], ["period", "employer"],
  [("+", "HZ", HZM, "07/2017 - 03/2022 · Hangzhou, China"),
   ("+", "HZ", HZT, "诺基亚通信系统技术（杭州）有限公司（Nokia Solutions and Networks）　2017.07 - 至今"),
   ("-", "ZY", ZYF, "上海诺基亚贝尔股份有限公司（无线网络研发部） 2020.06 – 2020.09")],
  [("en", "Which candidates were employed at Nokia (any Nokia company) at some point during 2021?"),
   ("en", "who was at nokia back in '21"),
   ("zh", "2021 年期间哪些候选人在诺基亚（含子公司）任职？"),
   ("zh", "21年那会儿在诺记的有谁")]),
 ("i09-current-telecom-equipment", ["ZY"], ["time/role", "employer"],
  [("+", "ZY", ZYF, "烽火通信科技股份有限公司（中国信科集团） 2021.07 – 至今"),
   ("-", "HZ", HZT, "诺基亚通信系统技术（杭州）有限公司（Nokia Solutions and Networks）　2017.07 - 至今"),
   ("-", "HZ", HZM, "Cloudflare — Senior Platform Engineer, Developer Platform")],
  [("en", "Which candidates currently work at a telecom-equipment manufacturer?"),
   ("en", "who's at a telecom gear vendor right now"),
   ("zh", "哪些候选人目前就职于通信设备制造商？"),
   ("zh", "现在在通信设备商上班的有吗")]),
 ("i10-news-internship", ["QW", "YS"], ["time/role"],
  [("+", "QW", QWF, "Research Intern, Chinese Service (history features desk)"),
   ("+", "QW", QWF, "BBC World Service"),
   ("+", "YS", YSF, "澎湃新闻（上海报业集团）时政新闻部 实习记者 2025.01 - 2025.06"),
   ("+", "YS", YSF, "南方周末深度新闻部 实习生"),
   ("-", "YS", YSF, "第十届全国大学生新闻作品奖二等奖（2025）"),
   ("-", "FL", FLF, "Panellist, Morningstar Investment Conference, London, 2023")],
  [("en", "Which candidates have completed an internship at a news organisation such as a newspaper, news site or broadcaster?"),
   ("en", "anyone interned at a paper or news outlet"),
   ("zh", "哪些候选人有在新闻媒体（报社、新闻网站或广播电视台）实习的经历？"),
   ("zh", "在报社媒体实习过的有谁")]),
 ("i11-10-years-full-time", ["FL", "KS", "AD"], ["years"],
  [("+", "FL", FLF, "Equity Research Analyst, European Industrials, T. Rowe Price International Ltd"),
   ("+", "FL", FLF, "Jul 2011 –"),
   ("+", "KS", KSF, "2014年7月 - 2018年7月"),
   ("+", "KS", KSF, "国药控股国大药房连锁有限公司（南京）"),
   ("+", "AD", ADF, "Jul 2008 – Aug 2011"),
   ("+", "AD", ADF, "Assistant Quantity Surveyor"),
   ("-", "HZ", HZM, "Platform engineer with 9+ years building internal developer platforms"),
   ("-", "MO", MOF, "2017-09")],
  [("en", "Which candidates have at least ten years of full-time work experience?"),
   ("en", "10+ yrs exp folks?"),
   ("zh", "哪些候选人拥有十年及以上的全职工作经验？"),
   ("zh", "工作十年以上的老司机有哪些")]),
 ("i12-985-bachelors", ["ZY", "QW", "YS"], ["tier", "degree", "conjunctive"],
  [("+", "ZY", ZYF, "电子科技大学 通信与信息工程学院 通信工程 工学学士 2014.09 – 2018.06"),
   ("+", "QW", QWF, "Fudan University"),
   ("+", "QW", QWF, "BA in History"),
   ("+", "YS", YSF, "复旦大学新闻学院 新闻学 文学学士 2022.09 - 2026.06"),
   ("-", "HZ", HZT, "浙江工业大学　计算机科学与技术学院　软件工程　工学学士　2010.09 - 2014.06"),
   ("-", "HZ", HZM, "B.Eng. Software Engineering, Zhejiang University of Technology, 2010 – 2014"),
   ("-", "KS", KSF, "中国药科大学")],
  [("en", "Which candidates received their bachelor's degree from a Project 985 university?"),
   ("en", "who did undergrad at a 985 school"),
   ("zh", "哪些候选人的本科毕业于985高校？"),
   ("zh", "本科是985名校的有谁")]),
 ("i13-ericsson", [], ["employer", "empty-gold"],
  [("-", "ZY", ZYF, "参与与爱立信设备的互通测试，定位并修复 3 个帧定位问题。")],
  [("en", "Which candidates have worked at Ericsson?"),
   ("en", "any ex-ericsson people? the swedish telecom co"),
   ("zh", "哪些候选人曾在爱立信工作过？"),
   ("zh", "有在爱立信干过的吗")]),
]


def q(s):
    return json.dumps(s, ensure_ascii=False)


def main():
    out = [HEADER, 'as_of: "2026-11-29"', "people:"]
    for k, al in PEOPLE.items():
        out.append(f"  {k}: [{', '.join(q(a) for a in al)}]")
    out.append("questions:")
    for name, gold, kinds, ev, qs in INTENTS:
        assert len(qs) == 4
        out.append(f"  # ---------------- {name} (gold: {', '.join(gold) or 'nobody'}) ----------------")
        for lang, text in qs:
            for sign, key, f, quote in ev:
                out.append(f"  # {sign} {f}: {quote}")
            tags = list(kinds) + ["paraphrase"]
            if any(LANG[g] not in (lang, "both") for g in gold):
                tags.append("cross-lingual")
            out.append(f"  - {{q: {q(text)}, gold: [{', '.join(gold)}], intent: {name}, tags: [{', '.join(tags)}]}}")
    with open(os.path.join(HERE, "..", "questions.yaml"), "w", encoding="utf-8") as fh:
        fh.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
