"""Appends the question blocks to ../questions.yaml (run once after the header is written)."""
import os, json
here = os.path.dirname(os.path.abspath(__file__))
ZMP = "臧明远_工艺工程师_2026.pdf"; ZMT = "zang_mingyuan_resume_2020.txt"
IA = "ines_albuquerque_cv.pdf"; LZ = "leopold_szymanski.pdf"; MQ = "苗清芷_直播电商经理.docx"
XC = "xichenyu_backend.md"; DO = "Damilola_Ogunleye_CV.docx"; XW = "IMG_20260311_094512.jpg"
AR = "annemijn_roosendaal.json"
ZH_ONLY = {"ZM", "MQ", "XC"}          # evidence only in Chinese
EN_ONLY = {"IA", "LZ", "DO", "XW", "AR"}  # evidence only in English

intents = [
 ("i01-byd", ["ZM"], "employer",
  [("+", ZMP, "弗迪电池有限公司 2021 年 4 月 - 至今"),
   ("-", DO, "including the UK sales subsidiary of BYD")],
  ["Which candidates have worked at BYD, including BYD subsidiaries such as FinDreams Battery?",
   "anyone ex-BYD? the blade battery people count too",
   "哪些候选人曾在比亚迪（含弗迪电池等子公司）工作过？",
   "有没有迪子出来的"]),
 ("i02-tudelft", ["LZ", "AR"], "school",
  [("+", LZ, "MSc Microelectronics, Delft University of Technology"),
   ("+", AR, '"institution": "TU Delft", "area": "Biomedical Engineering"')],
  ["Which candidates studied at Delft University of Technology?",
   "anyone from tu delft",
   "哪些候选人就读于代尔夫特理工大学？",
   "有没有荷兰代尔夫特那所理工大学毕业的"]),
 ("i03-phd", ["IA", "LZ"], "degree",
  [("+", IA, "PhD in Informatics (Institute for Language, Cognition and Computation) Sep 2018 – Dec 2022"),
   ("+", LZ, "Part-time PhD in Electrical Engineering (in progress), University of Edinburgh"),
   ("-", AR, '"studyType": "Executive MBA (part-time)"'),
   ("-", ZMT, "华南理工大学  材料学  硕士")],
  ["Which candidates hold a doctorate or are currently enrolled in a doctoral programme?",
   "who's got a phd or is doing one rn",
   "哪些候选人拥有博士学位或正在攻读博士学位？",
   "有博士吗 在读的也算"]),
 ("i04-sql", ["XC", "MQ", "DO", "XW"], "skill",
  [("+", XC, "负责 MySQL 分库分表方案和慢 SQL 治理，编写的 SQL 审核规则覆盖团队 120+ 个服务。"),
   ("+", MQ, "每天用 SQL 从公司数据仓库（Hive）提取直播间分钟级流量与转化数据"),
   ("+", DO, "Wrote SQL queries against client general-ledger extracts to test journal entries"),
   ("+", XW, "Wrote SQL queries to clean and join 2 million rows of retailer sales data"),
   ("-", AR, '"keywords": ["SQL", "Python", "Kubernetes", "FHIR"]')],
  ["Which candidates have used SQL in a job or internship (not just listed it as a skill)?",
   "who actually writes database queries at work? skills list alone doesnt count",
   "哪些候选人在工作或实习中实际使用过 SQL？",
   "谁上班会自己写sql取数的 光写在技能栏里的不算"]),
 ("i05-acl", ["IA"], "topic",
  [("+", IA, "Proceedings of the 61st Annual Meeting of the Association for Computational Linguistics (ACL 2023)"),
   ("-", IA, "Proceedings of EMNLP 2022"),
   ("-", LZ, "ISSCC 2018, San Francisco")],
  ["Which candidates have published a paper at ACL (the main conference)?",
   "anyone got a paper at acl",
   "哪些候选人在 ACL 主会上发表过论文？",
   "有人在计算语言学协会年会上发过文章吗"]),
 ("i06-first-author", ["IA", "LZ", "AR"], "topic",
  [("+", IA, "Inês Albuquerque, Rodrigo Menezes, Kalinda Osterhout. Calibrated Abstention"),
   ("+", LZ, "L. Szymanski, C. Moreau-Fitzgerald, E. Brannock"),
   ("+", AR, '"summary": "First author; based on my MSc thesis."'),
   ("-", ZMP, "2020 年论文一篇（第三作者）"),
   ("-", ZMP, "发明专利 2 项（第二发明人）")],
  ["Which candidates are the first author of a published paper?",
   "anyone lead author on a paper?",
   "哪些候选人以第一作者身份发表过论文？",
   "有一作的吗"]),
 ("i07-reviewing", ["IA", "LZ"], "topic",
  [("+", IA, "Reviewer, ACL Rolling Review (2021 – present)"),
   ("+", IA, "Area Chair, EMNLP 2024"),
   ("+", LZ, "Reviewer IEEE Journal of Solid-State Circuits (JSSC)"),
   ("-", ZMP, "2022 年参加“中国国际电池技术展览会（CIBF）”并作工艺交流报告。"),
   ("-", AR, "Dutch Healthtech Startup of the Year (shortlist)")],
  ["Which candidates have served as a reviewer or committee member for a conference or journal?",
   "anyone done peer review for journals or confs",
   "哪些候选人担任过学术会议或期刊的审稿人或委员会成员？",
   "有给期刊或者会议审过稿的吗"]),
 ("i08-loreal-2021", ["MQ"], "period",
  [("+", MQ, "2020.04–2022.02 欧莱雅（中国）有限公司 高级数字营销专员"),
   ("-", XW, "Marketing Intern, Lancôme brand team"),
   ("-", XW, "Jul 2024 – Aug 2024")],
  ["Which candidates were employed at L'Oréal at any point during 2021?",
   "who was working for the company behind lancome and maybelline back in 2021",
   "2021 年期间，哪些候选人在欧莱雅任职？",
   "21年谁在欧莱雅上班"]),
 ("i09-current-semiconductor", ["LZ"], "time/role",
  [("+", LZ, "09/2019 – Staff Mixed-Signal Design Engineer, Cirrus Logic, Edinburgh, UK today"),
   ("-", ZMP, "弗迪电池有限公司 2021 年 4 月 - 至今")],
  ["Which candidates currently work at a semiconductor company?",
   "who's at a chip company right now",
   "哪些候选人目前就职于半导体公司？",
   "现在在芯片公司上班的有谁"]),
 ("i10-consulting-internship", ["XW", "DO"], "time/role",
  [("+", XW, "Kearney, Shanghai office"),
   ("+", XW, "Business Analyst Intern, Consumer & Retail practice"),
   ("+", DO, "Summer Analyst Intern — PA Consulting, London Jun 2018 – Aug 2018"),
   ("-", AR, '"name": "McKinsey & Company", "position": "Associate (full-time)"'),
   ("-", XW, "Finalist, L.E.K. Consulting Case Competition (Greater China), 2024"),
   ("-", XW, "President, Fudan Consulting Club, 2024 – 2025")],
  ["Which candidates have completed an internship at a consulting firm?",
   "anyone who interned at a consultancy",
   "哪些候选人有咨询公司的实习经历？",
   "谁在管咨公司实过习"]),
 ("i11-10y-fulltime", ["LZ", "AR"], "years",
  [("+", LZ, "07/2013 – Design Engineer, Analog Devices, Limerick, Ireland"),
   ("+", LZ, "09/2019 – Staff Mixed-Signal Design Engineer, Cirrus Logic, Edinburgh, UK today"),
   ("+", AR, '"position": "Associate (full-time)", "startDate": "2010-09"'),
   ("+", AR, '"position": "Founder & CEO", "startDate": "2021-03"'),
   ("-", ZMP, "宁德时代新能源科技股份有限公司 2018 年 7 月 - 2021 年 3 月"),
   ("-", MQ, "2018.07–2020.03 欧莱雅（中国）有限公司 数字营销专员（管培生轮岗后定岗）"),
   ("-", DO, "Audit Associate — Grant Thornton UK LLP, Birmingham Sep 2019 – Sep 2022")],
  ["Which candidates have at least 10 years of full-time work experience?",
   "who's got a decade+ of full time work",
   "哪些候选人拥有十年及以上的全职工作经验？",
   "工作满十年的有谁 实习不算"]),
 ("i12-985-bachelor", ["ZM", "XC", "XW"], "tier",
  [("+", ZMT, "2011.09-2015.06  中南大学  材料科学与工程  本科"),
   ("+", XC, "**电子科技大学** · 软件工程 · 本科 · 2016-2020"),
   ("+", XW, "Fudan University, School of Economics 09/2022 – 06/2026 BA in Economics"),
   ("-", MQ, "2014.09–2018.06 中南财经政法大学 市场营销 本科（管理学学士）"),
   ("-", ZMT, "2015.09-2018.06  华南理工大学  材料学  硕士")],
  ["Which candidates received their bachelor's degree from a Project 985 university?",
   "who did undergrad at one of china's top-39 schools (985)",
   "哪些候选人本科毕业于985高校？",
   "本科985的有哪些"]),
 ("i13-siemens", [], "employer",
  [("-", AR, "Clinical pilot partner: Siemens Healthineers"),
   ("-", LZ, "Signed off layout with Siemens EDA Calibre DRC/LVS flows")],
  ["Which candidates have worked at Siemens, including Siemens Healthineers and Siemens EDA?",
   "anyone ex-siemens? healthineers or mentor graphics count too",
   "哪些候选人曾在西门子（含西门子医疗、西门子 EDA）工作过？",
   "有没有在西门子系干过的 医疗那块也算"]),
]

def yq(s):
    return json.dumps(s, ensure_ascii=False)

out = []
for name, gold, kind, ev, qs in intents:
    out.append(f"  # ---------------- {name} (gold size {len(gold)}) ----------------")
    for i, q in enumerate(qs):
        zh = i >= 2
        tags = [kind, "paraphrase"]
        if not gold:
            tags.append("empty-gold")
        if (zh and set(gold) & EN_ONLY) or (not zh and set(gold) & ZH_ONLY):
            tags.append("cross-lingual")
        for sign, f, quote in ev:
            out.append(f"  # {sign} {f}: {quote}")
        out.append(f"  - {{q: {yq(q)}, gold: [{', '.join(gold)}], tags: [{', '.join(tags)}], intent: {name}}}")
with open(os.path.join(here, "..", "questions.yaml"), "a", encoding="utf-8") as fh:
    fh.write("\n".join(out) + "\n")
