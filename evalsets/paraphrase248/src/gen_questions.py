# Writes ../questions.yaml (evidence comments repeated above each of an intent's 4 phrasings).
import os, json
HERE = os.path.dirname(os.path.abspath(__file__))
HEADER = '''# paraphrase248 — blind PARAPHRASE set over paraphrase248/cvs (8 fictional people at real
# employers and schools, 9 CV files: 3 LaTeX PDFs [ctex Chinese, moderncv, awesome-cv look-alike],
# 2 DOCX [one Chinese with tables, one English whose owner's name is only in the page footer and
# the e-mail handle], 1 Markdown, 1 plain text, 1 JSON Resume, 1 phone photo .jpg of a page).
# 13 intents x 4 phrasings (English formal, English chatty, Chinese formal, Chinese chatty);
# all 4 phrasings of an intent have the same gold. `intent:` names the intent.
# tags: kinds for the per-kind table; paraphrase on every question; cross-lingual = the question's
# language differs from the only evidence of at least one gold person; empty-gold = nobody.
# Evidence comments: "+ file: quote" supports a gold person, "- file: quote" documents a trap.
# Quotes are verbatim from the file's text (pdftotext for PDFs, python-docx paragraphs and table
# cells for DOCX, the raw file for .md/.txt/.json with markdown ** markers ignored); whitespace is
# ignored when matching. Quotes for IMG_20261104_093215.jpg are from src/p4/larasati_page_text.txt,
# the text of the page before it was photographed (the .jpg has no text layer).
#
# GOLD RULES
# - as_of 2026-12-01 is "today": "Present", "today", "至今", "since" mean until 2026-12-01.
# - "worked at X" = employment, internships included unless the question says otherwise. NOT
#   employment: customers / retail channels a salesperson sold to (天猫超市, 盒马鲜生), competitors,
#   hospitals visited as KOL sites, declined offers, awards, scholarships, contests, talks,
#   certificates, co-authors' affiliations.
# - Alibaba Group (i01) includes its subsidiaries and business units: Xianyu (闲鱼), Taobao, Tmall,
#   Lazada (Alibaba-controlled since 2016), Alibaba Cloud. Being Tmall/Hema's supplier is not.
# - "at Lazada during 2019" (i08): any overlap of the employment with calendar year 2019.
# - Degrees (i03): a master's degree itself (MS/MSc/MEng/online master's), completed or currently
#   in progress. A withdrawn/unfinished master's does not count; a PhD without a master's does
#   not count as holding a master's.
# - "Currently" (i09) = the newest CV's open-ended entry. Pharmaceutical company = a drug maker
#   (AstraZeneca yes); interning in a bank's healthcare coverage group is not.
# - Internship at an investment bank (i10): any internship at an investment bank (Goldman Sachs,
#   Morgan Stanley), any division; commercial/retail banks (招商银行) and declined offers do not.
# - Years of full-time experience (i11): full-time employment only, from the first full-time
#   start to today, overlapping jobs counted once. Internships, PhD studies and doctoral-researcher
#   positions do NOT count; postdoctoral positions would count. Nobody is within 6 months of 10.
#   Computed: Danial Iskandar 16.4 (Jul 2010–), Bao Qimuge 14.4 (2012.07–), Dewa Ayu Larasati 13.5
#   (Jun 2013–), Pang Yunzhi 9.2 (2017.09–), Shiyan Qu 8.7 (Mar 2018–), Li Siheng 7.4 (2019.07–),
#   Jingshu Qiu 4.9 (postdoc since 01/2022), Xian Ruoqi 0.
# - Tier (i12): Project 985 list (39 universities). Our schools: 华中科技大学 HUST = 985;
#   复旦大学 Fudan = 985; 西安电子科技大学 Xidian = 211 only (not 985); 中国药科大学 China
#   Pharmaceutical University = 211 / 双一流 (not 985); 内蒙古农业大学 = none; National University
#   of Singapore = QS top 10 but not a 985; ETH Zurich, LSE, Nottingham, Arizona State, Georgia
#   Tech, Les Roches, Surrey = foreign (not 985).
# - Publications (i05, i06): author order as printed; "first author" = first-listed author.
#   Physical Review B is not Physical Review Letters.
# - Reviewing / committee (i07): journal referee or technical programme committee membership;
#   giving a talk or attending a conference does not count.
# - A person with two CVs (Li Siheng: 厉思恒_简历_2026.pdf is newer than
#   siheng_li_resume_2021.md, same e-mail) is one candidate; the newer CV decides what is current.
# - resume_final_v3.docx is Danial Iskandar's: his name is only in the DOCX footer and e-mail handle.
'''
PEOPLE = {
 "LSH": ["li siheng", "siheng li", "厉思恒"],
 "BQM": ["bao qimuge", "qimuge bao", "包其木格", "qimuge"],
 "QJS": ["jingshu qiu", "qiu jingshu", "j. qiu"],
 "DAL": ["dewa ayu larasati", "ayu larasati", "larasati"],
 "SQU": ["shiyan qu", "qu shiyan", "s. qu"],
 "PYZ": ["pang yunzhi", "yunzhi pang", "庞韵之"],
 "DIS": ["danial iskandar", "iskandar danial", "d. iskandar"],
 "XRQ": ["xian ruoqi", "ruoqi xian", "冼若琦"],
}
P1, P1o, P2 = "厉思恒_简历_2026.pdf", "siheng_li_resume_2021.md", "包其木格_大客户经理.docx"
P3, P4, P5 = "jingshu_qiu_cv.pdf", "IMG_20261104_093215.jpg", "Shiyan_Qu_SI_Engineer.pdf"
P6, P7, P8 = "庞韵之_MSL.txt", "resume_final_v3.docx", "xianruoqi.resume.json"
# intent: (name, gold, kind tags, evidence, [(q, lang, cross)]) ; lang en/zh
I = []
I.append(("i01-alibaba", ["LSH", "DIS"], ["employer"], [
  ("+", P1, "阿里巴巴·闲鱼事业部"), ("+", P1, "高级算法工程师（搜索排序）"),
  ("+", P1o, "Lazada, Singapore — Search Algorithm Intern, summer 2018"),
  ("+", P7, "Lazada Group — Engineering Manager, Checkout (Jan 2018 – Mar 2020)"),
  ("-", P2, "对接天猫超市、盒马鲜生等新零售客户")], [
  ("Which candidates have worked at Alibaba Group or one of its subsidiaries (e.g. Xianyu, Lazada, Alibaba Cloud)?", "en", False),
  ("anyone ex-ali? lazada xianyu etc count too", "en", False),
  ("哪些候选人曾在阿里巴巴集团（含闲鱼、Lazada、阿里云等子公司）任职？", "zh", True),
  ("有没有在阿里系待过的 子公司也算", "zh", True)]))
I.append(("i02-fudan", ["QJS", "XRQ"], ["school"], [
  ("+", P3, "B.Sc. in Physics, Fudan University, Shanghai"),
  ("+", P8, "复旦大学金融学本科、伦敦政治经济学院金融学硕士"),
  ("-", P6, "覆盖复旦大学附属中山医院、上海市胸科医院等 30 余家中心")], [
  ("Which candidates studied at Fudan University?", "en", True),
  ("anyone who went to FDU in shanghai", "en", True),
  ("哪些候选人就读于复旦大学？", "zh", True),
  ("有复旦出来的吗", "zh", True)]))
I.append(("i03-masters", ["SQU", "PYZ", "DIS", "XRQ"], ["degree"], [
  ("+", P5, "M.S. in Electrical Engineering"),
  ("+", P6, "英国诺丁汉大学　药理学 理学硕士（MSc Pharmacology）"),
  ("+", P7, "M.S. Computer Science (online, part-time) — in progress"),
  ("+", P8, "理学硕士 MSc Finance"),
  ("-", P4, "MSc International Hotel Management (distance learning), started 2019, withdrew 2020"),
  ("-", P3, "Direct doctorate after the bachelor")], [
  ("Which candidates hold a master's degree or are currently studying for one?", "en", True),
  ("anyone with an MS/MSc, or doing one right now", "en", True),
  ("哪些候选人拥有硕士学位，或正在攻读硕士学位？", "zh", True),
  ("读过硕的有谁 在读的也算", "zh", True)]))
I.append(("i04-kubernetes", ["LSH", "DIS"], ["skill"], [
  ("+", P1, "搭建基于 Kubernetes 的在线排序服务"),
  ("+", P7, "Drove the migration of 140 payment services from VMs to Kubernetes (EKS)"),
  ("-", P3, "Docker, Kubernetes (online course only)")], [
  ("Which candidates have used Kubernetes in their jobs?", "en", True),
  ("who's actually run k8s in prod at work", "en", True),
  ("哪些候选人在工作中使用过 Kubernetes？", "zh", True),
  ("有没有工作里真用过k8s的 不是光写在技能栏里", "zh", True)]))
I.append(("i05-prl", ["QJS"], ["topic"], [
  ("+", P3, "Physical Review Letters 125, 147401 (2020)"),
  ("-", P3, "Physical Review B 99, 205112 (2019)"),
  ("-", P5, "Via stub resonance in high-layer-count DIMM boards,” IEEE EPEPS 2021")], [
  ("Which candidates have published in Physical Review Letters?", "en", False),
  ("anyone got a PRL paper", "en", False),
  ("哪些候选人在《物理评论快报》上发表过论文？", "zh", True),
  ("有发过PRL的吗", "zh", True)]))
I.append(("i06-first-author", ["QJS", "SQU"], ["topic"], [
  ("+", P3, "J. Qiu, M. Keller, A. Rossi, and P. Brandenburg"),
  ("+", P5, "S. Qu, R. Delgado, and K. Moore"),
  ("-", P6, "第三作者：《EGFR 突变非小细胞肺癌患者一线治疗的真实世界分析》")], [
  ("Which candidates are first author on at least one published paper?", "en", False),
  ("who's got a lead-author paper", "en", False),
  ("哪些候选人以第一作者身份发表过论文？", "zh", True),
  ("有一作文章的是谁", "zh", True)]))
I.append(("i07-reviewing", ["QJS", "SQU"], ["topic"], [
  ("+", P3, "Referee Physical Review B; New Journal of Physics (since 2021)"),
  ("+", P5, "Technical Program Committee member, IEEE EPEPS 2024"),
  ("-", P7, "Speaker, QCon Singapore 2023"),
  ("-", P6, "2023 年 ASCO 年会参会并进行区域会后传达")], [
  ("Which candidates have served as a reviewer or programme committee member for a journal or conference?", "en", False),
  ("anyone done referee work for a journal or sat on a conf TPC", "en", False),
  ("哪些候选人担任过期刊审稿人或学术会议程序委员会委员？", "zh", True),
  ("有给期刊会议审过稿的吗 进过TPC也算", "zh", True)]))
I.append(("i08-lazada-2019", ["DIS"], ["period", "employer"], [
  ("+", P7, "Lazada Group — Engineering Manager, Checkout (Jan 2018 – Mar 2020)"),
  ("-", P1, "Lazada（新加坡） 2018年6月 - 2018年8月"),
  ("-", P1o, "Lazada, Singapore — Search Algorithm Intern, summer 2018")], [
  ("Who was working at Lazada at any point during 2019?", "en", False),
  ("who was at lazada back in 2019", "en", False),
  ("2019 年期间有哪些候选人在 Lazada 工作？", "zh", True),
  ("19年在来赞达的有谁", "zh", True)]))
I.append(("i09-pharma-now", ["PYZ"], ["time/role"], [
  ("+", P6, "2022/3-至今　阿斯利康（中国）　肿瘤医学事务部　高级医学联络官（肺癌领域）"),
  ("-", P8, "投资银行部暑期分析师（实习），医疗健康行业组")], [
  ("Which candidates currently work at a pharmaceutical company?", "en", True),
  ("who's in big pharma right now", "en", True),
  ("哪些候选人目前就职于制药公司？", "zh", False),
  ("现在在药企的有谁", "zh", False)]))
I.append(("i10-ib-internship", ["DIS", "XRQ"], ["time/role", "employer"], [
  ("+", P7, "Morgan Stanley — Technology Summer Analyst (intern), Jun 2009 – Aug 2009"),
  ("+", P8, "投资银行部暑期分析师（实习），医疗健康行业组"),
  ("-", P1, "2019 年春招获花旗银行投资银行部 Analyst offer，已婉拒"),
  ("-", P8, "零售信贷部实习生"),
  ("-", P5, "Graduate Technical Intern, Platform SI")], [
  ("Which candidates have completed an internship at an investment bank?", "en", True),
  ("anyone done a summer stint at a bulge bracket bank", "en", True),
  ("哪些候选人有投资银行的实习经历？", "zh", True),
  ("有在投行实习过的吗", "zh", True)]))
I.append(("i11-10y-fulltime", ["BQM", "DAL", "DIS"], ["years"], [
  ("+", P2, "2012年7月 - 2014年2月"), ("+", P2, "内蒙古蒙牛乳业（集团）股份有限公司"),
  ("+", P4, "AYANA Resort Bali — Guest Service Agent Jun 2013 – 2016"),
  ("+", P7, "DBS Bank — Software Engineer → Senior Software Engineer (Jul 2010 – May 2016)"),
  ("-", P3, "Doctoral Researcher (PhD student), ETH Zurich"),
  ("-", P6, "2017/9-2022/2　赛诺菲（中国）投资有限公司"),
  ("-", P5, "Mar 2018 – Mar 2022")], [
  ("Which candidates have at least 10 years of full-time work experience?", "en", True),
  ("who's got a decade+ of real full-time work under their belt", "en", True),
  ("哪些候选人拥有 10 年及以上的全职工作经验？", "zh", True),
  ("正式工作十年以上的有谁 实习不算", "zh", True)]))
I.append(("i12-985-bachelor", ["LSH", "QJS", "XRQ"], ["tier", "degree"], [
  ("+", P1, "华中科技大学"), ("+", P1o, "Huazhong University of Science and Technology (HUST), Wuhan — B.Eng."),
  ("+", P3, "B.Sc. in Physics, Fudan University, Shanghai"),
  ("+", P8, "复旦大学金融学本科"),
  ("-", P5, "B.Eng. in Electronic Information Engineering"),
  ("-", P6, "中国药科大学　药学 本科"),
  ("-", P7, "National University of Singapore"),
  ("-", P2, "内蒙古农业大学")], [
  ("Which candidates earned their bachelor's degree at a Project 985 university?", "en", True),
  ("any 985 undergrads", "en", True),
  ("哪些候选人本科毕业于 985 高校？", "zh", True),
  ("第一学历985的有谁", "zh", True)]))
I.append(("i13-danone", [], ["employer", "empty-gold"], [
  ("-", P2, "在常温酸奶品类与竞品（达能、光明）正面竞争")], [
  ("Which candidates have worked at Danone?", "en", False),
  ("anyone ex-danone? the activia / evian people", "en", False),
  ("哪些候选人曾在达能任职？", "zh", False),
  ("有在达能干过的吗 就是做依云那家", "zh", False)]))

def q(s): return json.dumps(s, ensure_ascii=False)
out = [HEADER, 'as_of: "2026-12-01"', "people:"]
for k, v in PEOPLE.items():
    out.append(f"  {k}: [{', '.join(q(a) for a in v)}]")
out.append("questions:")
for name, gold, kinds, ev, qs in I:
    out.append(f"  # ---------------- {name} ----------------")
    for text, lang, cross in qs:
        for sign, f, quote in ev:
            out.append(f"  # {sign} {f}: {quote}")
        tags = list(kinds) + ["paraphrase"] + (["cross-lingual"] if cross else [])
        out.append(f"  - {{q: {q(text)}, gold: [{', '.join(gold)}], tags: [{', '.join(tags)}], intent: {name}}}")
open(os.path.join(HERE, "..", "questions.yaml"), "w").write("\n".join(out) + "\n")
print("questions:", sum(len(x[4]) for x in I))
