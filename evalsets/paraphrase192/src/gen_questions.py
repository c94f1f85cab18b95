"""Writes ../questions.yaml (hand-written content; the script only lays it out and derives the
cross-lingual tag from each gold person's evidence language)."""
import json

F_DMZ = "戴铭远_简历_2022.pdf"; F_DME = "Mingyuan_Dai_CV_2026.pdf"; F_SG = "CV_QE_2026.docx"
F_QS = "Qiao_Shuyan_CV.pdf"; F_CX = "柴晓棠_品牌经理_简历.docx"; F_LM = "lucia_mendizabal.md"
F_GZ = "郜振宇_固件工程师.txt"; F_NR = "IMG_20260714_212233.jpg"; F_EI = "efosa_igbinedion.resume.json"

LANG = {"DM": {"en", "zh"}, "SG": {"en"}, "QS": {"en"}, "CX": {"zh"}, "LM": {"en"},
        "GZ": {"zh"}, "NR": {"zh"}, "EI": {"en"}}

HEADER = '''# paraphrase192 — blind PARAPHRASE set over evalsets/paraphrase192/cvs (8 fictional people at real
# companies/schools, 9 CV files: 3 LaTeX PDFs (Chinese ctex, moderncv, awesome-cv look-alike),
# 2 DOCX (one Chinese with tables, one English with the name only in the page header),
# 1 Markdown, 1 plain text, 1 JSON Resume, 1 phone photo .jpg of a page (no text layer; its text is
# src/ning_ruoxi_photo_page.txt). About 4 of 9 files are Chinese.
# 13 intents x 4 phrasings (en formal, en chatty, zh formal, zh chatty). Every question carries
# `intent:`; all four phrasings of one intent have the SAME gold.
# tags: kinds for the per-kind table; paraphrase on every question; cross-lingual = some gold
# person's evidence exists only in the other language; empty-gold = nobody qualifies.
# Evidence comments: "+ file: quote" supports a gold person, "- file: quote" documents a trap.
# Quotes are verbatim from the file's text (pdftotext for PDFs, python-docx paragraphs + table
# cells for DOCX, the raw file for .md/.txt/.json, src/ning_ruoxi_photo_page.txt for the .jpg);
# compared whitespace-insensitively, markdown ** markers ignored, PDF bullets left out.
#
# GOLD RULES
# - as_of 2026-11-30 is "today": Present / today / 至今 / open endDate run to that date.
# - "worked at X" includes internships unless the question says full-time; it does NOT include
#   awards, competitions (华为杯, 校园营销大赛, WorldQuant BRAIN championship), scholarships, talks,
#   panels, professional memberships (MICE), certifications, benchmarking against a competitor.
# - Subsidiaries: Huawei includes HiSilicon (海思, a wholly owned Huawei subsidiary) and Huawei 2012
#   Laboratories. Trip.com Group = Ctrip = 携程 (携程旅行网/携程集团). Johnson & Johnson includes
#   DePuy Synthes, Ethicon, Janssen.
# - A person with two CVs is one candidate (Dai Mingyuan: 戴铭远_简历_2022.pdf is the old CV,
#   Mingyuan_Dai_CV_2026.pdf the new one; same phone and e-mail). The newer CV decides what is
#   current: he left Ctrip in Mar 2022 and is at Meituan now.
# - "Current title senior" = the title of the present job contains Senior / 高级.
# - Years of full-time experience: sum of full-time employment spans up to as_of; internships,
#   part-time research assistantships and PhD study do not count. Values (years): Efosa Igbinedion
#   ~14.7, Siobhan Garrahy ~9.4, Chai Xiaotang ~9.4, Gao Zhenyu ~9.4, Dai Mingyuan ~7.2,
#   Lucía Mendizábal ~6.2, Qiao Shuyan 0, Ning Ruoxi 0. Threshold asked: 8.
# - MBA: completed or in progress counts; a discontinued/unfinished programme does not.
# - First author = first name in the author list printed in the CV; patents are not papers.
# - Reviewing = journal reviewer or conference programme-committee member; talks and memberships
#   do not count.
# - "Studied at" = any degree programme (bachelor's, master's, PhD, MBA), finished or not.
# - Tier lists used: 985 = the 39 Project-985 universities; of this set's schools 浙江大学,
#   哈尔滨工业大学, 中国人民大学, 电子科技大学 are 985; 北京邮电大学 is 211/双一流 but not 985;
#   浙江工业大学 is none of 985/211/双一流. QS top-100 = QS World University Rankings 2026 top
#   100: of this set's schools Imperial College London, National University of Singapore,
#   Zhejiang University, LSE and the University of Warwick are in it; Harbin Institute of
#   Technology, Renmin University, UESTC, BUPT, University of Limerick, University of Benin,
#   Universidad Carlos III de Madrid, The Open University, CEIBS are not. Intent i12 asks about the
#   BACHELOR'S degree only.
as_of: "2026-11-30"
'''

PEOPLE = {
    "DM": ["dai mingyuan", "mingyuan dai", "戴铭远"],
    "SG": ["siobhan garrahy", "garrahy siobhan"],
    "QS": ["qiao shuyan", "shuyan qiao"],
    "CX": ["chai xiaotang", "xiaotang chai", "柴晓棠"],
    "LM": ["lucía mendizábal ortega", "lucia mendizabal ortega", "lucía mendizábal", "lucia mendizabal", "mendizábal lucía"],
    "GZ": ["gao zhenyu", "zhenyu gao", "郜振宇"],
    "NR": ["ning ruoxi", "ruoxi ning", "宁若溪"],
    "EI": ["efosa igbinedion", "igbinedion efosa"],
}

# (intent, kind tag, gold, evidence lines, [(lang, q), x4])
INTENTS = [
 ("i01-huawei", "employer", ["QS", "GZ"], [
   ("+", F_QS, "Research Intern, Huawei 2012 Laboratories, Central Research Institute, Shenzhen"),
   ("+", F_GZ, "深圳市海思半导体有限公司（华为全资子公司）   2017/7-2021/5"),
   ("-", F_DMZ, "第十五届“华为杯”中国研究生数学建模竞赛二等奖（2018）")],
  [("en", "Which candidates have worked at Huawei, including subsidiaries such as HiSilicon? Internships count."),
   ("en", "anyone ex-huawei? hisilicon or 2012 labs ok, interns too"),
   ("zh", "请列出曾在华为（含海思等子公司）工作过的候选人，实习也算。"),
   ("zh", "有没有菊厂出来的 海思也算 实习也算")]),
 ("i02-zju", "school", ["DM", "CX"], [
   ("+", F_DMZ, "浙江大学 2016.09 – 2019.06"),
   ("+", F_DME, "Zhejiang University Hangzhou M.ENG. IN COMPUTER SCIENCE AND TECHNOLOGY 2016 – 2019"),
   ("+", F_CX, "2013.09 – 2017.06 浙江大学 管理学院 市场营销"),
   ("-", F_GZ, "浙江工业大学   信息工程学院   自动化   本科   2010/9-2014/6")],
  [("en", "Which candidates studied at Zhejiang University, at any degree level?"),
   ("en", "any ZJU alums"),
   ("zh", "哪些候选人曾就读于浙江大学（任何学历层次）？"),
   ("zh", "浙大毕业的有谁")]),
 ("i03-mba", "degree", ["CX", "EI"], [
   ("+", F_CX, "中欧国际工商学院（CEIBS） MBA（在职，周末班） 硕士在读"),
   ("+", F_EI, '"area": "Business Administration (Distance Learning MBA, part-time)",'),
   ("+", F_EI, '"studyType": "MBA",'),
   ("+", F_EI, '"score": "MBA awarded with Merit (March 2024)"'),
   ("-", F_SG, "MBA – Stage 1 completed; programme discontinued, not finished")],
  [("en", "Which candidates hold an MBA or are currently studying for one?"),
   ("en", "who's got a business school master's, done or still doing it"),
   ("zh", "哪些候选人拥有 MBA 学位或正在攻读 MBA？"),
   ("zh", "有读过工商管理硕士的吗 在读也行")]),
 ("i04-sql", "skill", ["DM", "CX", "LM"], [
   ("+", F_DME, "Wrote the Hive SQL and Flink jobs that build real-time ranking features"),
   ("+", F_DMZ, "使用 Hive SQL 与 Spark 搭建排序特征生产链路"),
   ("+", F_CX, "自己写 SQL 从公司数据仓库和尼尔森零售数据中取数，搭建周度品牌健康度看板"),
   ("+", F_LM, "Build features and monitoring tables with SQL on Snowflake and dbt"),
   ("-", F_NR, "R，Python（pandas、statsmodels），SAS，SQL，C++"),
   ("-", F_SG, "ISO 13485, 21 CFR 820, ISO 14971, CAPA, PFMEA, Minitab, SolidWorks, SQL, Python (basic)")],
  [("en", "Which candidates have used SQL in their jobs, not just listed it as a skill?"),
   ("en", "who actually writes sql at work"),
   ("zh", "哪些候选人在工作中实际使用过 SQL？"),
   ("zh", "谁平时上班要自己写查询从数仓里取数的")]),
 ("i05-advmater", "topic", ["QS"], [
   ("+", F_QS, "S. Qiao, M. Tan, J. Ding. Self-healing Li–In alloy anodes for all-solid-state batteries. Advanced Materials 36, 2403117."),
   ("-", F_QS, "R. Koh, S. Qiao, J. Ding. Grain-boundary conduction in halide electrolytes. Advanced Functional Materials 33, 2301982.")],
  [("en", "Which candidates have published a paper in the journal Advanced Materials?"),
   ("en", "anyone got an Adv. Mater. paper"),
   ("zh", "哪些候选人在 Advanced Materials 期刊上发表过论文？"),
   ("zh", "有人发过AM吗 就是材料那本Wiley顶刊")]),
 ("i06-first-author", "topic", ["DM", "QS", "EI"], [
   ("+", F_DME, "Mingyuan Dai, Lei Fang, Wei Tan. Position-Debiased Learning to Rank for Hotel Search. In Proc. CIKM 2021"),
   ("+", F_DMZ, "Mingyuan Dai, Lei Fang, Wei Tan. Position-Debiased Learning to Rank for Hotel Search. CIKM 2021"),
   ("+", F_QS, "S. Qiao, M. Tan, J. Ding. Self-healing Li–In alloy anodes for all-solid-state batteries."),
   ("+", F_QS, "S. Qiao, K. Lim, H. Wang, J. Ding. Fluorinated interlayers suppress dendrite growth"),
   ("+", F_EI, '"name": "Igbinedion, E. and Walsh, K. Lifting-stage checks for long precast bridge beams on live motorways",'),
   ("-", F_NR, "Hao Lin, Ruoxi Ning, Yun Zhou. Robust change-point detection for heavy-tailed series. arXiv:2504.01873, 2025.（第二作者）"),
   ("-", F_GZ, "发明专利 1 项（第二发明人）：一种植保无人机飞控固件差分升级方法")],
  [("en", "Which candidates are the first author of at least one paper?"),
   ("en", "who has a paper where they're the lead author"),
   ("zh", "哪些候选人以第一作者身份发表过论文？"),
   ("zh", "有一作的都有谁")]),
 ("i07-reviewing", "topic", ["DM", "QS"], [
   ("+", F_DME, "Program Committee member, CIKM 2025 Applied Research Track."),
   ("+", F_QS, "Reviewer ACS Applied Materials & Interfaces (since 2024, 7 manuscripts)"),
   ("-", F_EI, '"name": "Chartered Engineer (CEng), Member of the Institution of Civil Engineers (MICE)"'),
   ("-", F_LM, 'Panel speaker, "BNPL and affordability", Money20/20 Europe, Amsterdam, June 2025'),
   ("-", F_QS, "Talk Oral presentation, MRS Spring Meeting 2025, Seattle")],
  [("en", "Which candidates have served as a peer reviewer or programme committee member for a journal or conference?"),
   ("en", "anyone done reviewing for a journal or sat on a PC"),
   ("zh", "哪些候选人担任过期刊审稿人或学术会议程序委员会成员？"),
   ("zh", "谁帮期刊或者会议审过稿")]),
 ("i08-ctrip-2021", "period", ["DM"], [
   ("+", F_DME, "Trip.com Group (Ctrip) Shanghai SEARCH RANKING ENGINEER, HOTEL SEARCH Sep 2019 – Mar 2022"),
   ("+", F_DMZ, "携程旅行网（携程集团） 搜索排序算法工程师 2019.09 – 至今"),
   ("-", F_DME, "Qunar Beijing SEARCH ALGORITHM INTERN (SUMMER) Jun 2018 – Sep 2018")],
  [("en", "Who was working at Trip.com Group (Ctrip) at some point during 2021?"),
   ("en", "who was at ctrip back in 2021"),
   ("zh", "2021 年期间有哪些候选人在携程集团任职？"),
   ("zh", "21年在上海那家订酒店订机票的大OTA干过的有谁")]),
 ("i09-current-senior", "title", ["DM", "SG", "GZ", "EI"], [
   ("+", F_DME, "SENIOR SEARCH RANKING ENGINEER, FOOD DELIVERY SEARCH Apr 2022 – Present"),
   ("+", F_SG, "Senior Quality Engineer, 09/2020 – today"),
   ("+", F_GZ, "高级固件工程师   2024/1-至今"),
   ("+", F_EI, '"position": "Senior Civil Engineer – Marine Works Package",'),
   ("-", F_LM, "Senior Analyst, Retail Credit Risk · Jan 2022 – Sep 2023"),
   ("-", F_LM, "Credit Risk Analyst, Underwriting Analytics · since 10/2023"),
   ("-", F_DMZ, "携程旅行网（携程集团） 搜索排序算法工程师 2019.09 – 至今"),
   ("-", F_CX, "2022.07 – 至今 雀巢健康科学（Nestlé Health Science）上海 品牌经理（自然之宝 Nature's Bounty）")],
  [("en", "Which candidates currently hold a job title that includes Senior?"),
   ("en", "who's at senior level in their current role, going by title"),
   ("zh", "哪些候选人目前的职位名称中带有“高级”或“Senior”？"),
   ("zh", "现在title是高级的有哪几个")]),
 ("i10-quant-intern", "time/role", ["NR"], [
   ("+", F_NR, "九坤投资（Ubiquant） 量化研究实习生 2025 年 6 月 – 2025 年 9 月"),
   ("-", F_LM, "Finalist, WorldQuant BRAIN International Quant Championship 2020 (online competition)"),
   ("-", F_DME, "SEARCH ALGORITHM INTERN (SUMMER) Jun 2018 – Sep 2018")],
  [("en", "Which candidates have done an internship at a quantitative hedge fund or quant trading firm?"),
   ("en", "anyone interned at a quant shop"),
   ("zh", "哪些候选人有在量化投资机构实习的经历？"),
   ("zh", "有在量化私募实习过的吗")]),
 ("i11-8yrs", "years", ["SG", "CX", "GZ", "EI"], [
   ("+", F_SG, "Quality Engineer, 06/2017 – 08/2020"),
   ("+", F_SG, "Senior Quality Engineer, 09/2020 – today"),
   ("+", F_CX, "2017.07 – 2020.02 玛氏箭牌（Mars Wrigley）中国 市场部管理培训生 → 品牌专员"),
   ("+", F_CX, "2022.07 – 至今 雀巢健康科学（Nestlé Health Science）上海"),
   ("+", F_GZ, "深圳市海思半导体有限公司（华为全资子公司）   2017/7-2021/5"),
   ("+", F_GZ, "广州极飞科技股份有限公司（XAG，农业无人机）   2021/6-至今"),
   ("+", F_EI, '"startDate": "2011-01",'),
   ("+", F_EI, "Chartered civil engineer with fifteen years on major infrastructure in Nigeria and the UK"),
   ("-", F_DME, "SEARCH RANKING ENGINEER, HOTEL SEARCH Sep 2019 – Mar 2022"),
   ("-", F_LM, "Analyst, Retail Credit Risk · Sep 2020 – Dec 2021"),
   ("-", F_QS, "Graduate Research Assistant, NUS Department of Materials Science and Engineering")],
  [("en", "Which candidates have at least 8 years of full-time work experience?"),
   ("en", "8+ yrs of real work experience, who we got"),
   ("zh", "哪些候选人拥有 8 年及以上的全职工作经验？"),
   ("zh", "工作满八年的老手有哪些")]),
 ("i12-top-bachelor", "tier", ["QS", "CX", "NR"], [
   ("+", F_QS, "B.Eng. in Materials Science and Engineering, Harbin Institute of Technology"),
   ("+", F_CX, "浙江大学 管理学院 市场营销 本科 / 管理学学士"),
   ("+", F_NR, "中国人民大学 统计学院 统计学（本科） 2022.09 – 2026.06"),
   ("-", F_DMZ, "北京邮电大学 2012.09 – 2016.06 计算机科学与技术 工学学士"),
   ("-", F_GZ, "电子科技大学   信息与通信工程学院   通信与信息系统   硕士   2014/9-2017/6"),
   ("-", F_GZ, "浙江工业大学   信息工程学院   自动化   本科   2010/9-2014/6"),
   ("-", F_LM, "MSc Risk and Finance, London School of Economics and Political Science (LSE)"),
   ("-", F_EI, '"institution": "Imperial College London",'),
   ("-", F_SG, "BEng Biomedical Engineering, First Class Honours")],
  [("en", "Which candidates earned their bachelor's degree at a 985 university or a QS top-100 university?"),
   ("en", "undergrad from a 985 or a global top 100 school?"),
   ("zh", "哪些候选人的本科毕业于 985 高校或 QS 世界排名前 100 的大学？"),
   ("zh", "本科是985或者世界前一百名校的有谁")]),
 ("i13-jnj", "employer", [], [
   ("-", F_SG, "benchmarked complaint rates against DePuy Synthes (Johnson & Johnson MedTech) public MAUDE data"),
   ("-", F_CX, "2016 年 强生（中国）校园营销大赛 全国十强（学生竞赛）")],
  [("en", "Which candidates have worked at Johnson & Johnson, including DePuy Synthes, Ethicon or Janssen?"),
   ("en", "anyone from the Band-Aid and Tylenol company, J&J, incl its medtech arms"),
   ("zh", "哪些候选人曾在强生公司（含 DePuy Synthes、Ethicon、杨森等子公司）工作过？"),
   ("zh", "有没有强生出来的 器械那边也算")]),
]

def q(s):
    return json.dumps(s, ensure_ascii=False)

out = [HEADER, "people:"]
for k, v in PEOPLE.items():
    out.append(f"  {k}: [{', '.join(q(a) for a in v)}]")
out.append("questions:")
for intent, kind, gold, ev, phr in INTENTS:
    assert len(phr) == 4
    out.append(f"  # ---------------- {intent} ({kind}) gold size {len(gold)} ----------------")
    for sign, f, quote in ev:
        out.append(f"  # {sign} {f}: {quote}")
    for lang, text in phr:
        tags = [kind, "paraphrase"]
        if any(LANG[g] == ({"zh"} if lang == "en" else {"en"}) for g in gold):
            tags.append("cross-lingual")
        if not gold:
            tags.append("empty-gold")
        out.append(f"  - {{q: {q(text)}, gold: [{', '.join(gold)}], intent: {intent}, tags: [{', '.join(tags)}]}}")
open("../questions.yaml", "w").write("\n".join(out) + "\n")
print("wrote", sum(4 for _ in INTENTS), "questions")
