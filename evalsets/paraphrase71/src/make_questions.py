"""Writes ../questions.yaml (13 intents x 4 phrasings)."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))

HEADER = '''# paraphrase71 — blind PARAPHRASE set over paraphrase71/cvs (8 fictional people at real
# companies/universities, 9 CV files: 3 LaTeX PDFs [moderncv; awesome-cv look-alike; Chinese ctex
# two-column], 2 DOCX [Chinese with tables; English with the owner's name only in the footer],
# 1 Markdown, 1 plain text, 1 JSON Resume, 1 phone photo .jpg of a page).
# 13 intents, each asked exactly 4 ways (EN formal, EN chatty, ZH formal, ZH chatty); all 4 phrasings
# of an intent carry the same `intent:` and the SAME gold.
# as_of: 2026-11-26 ("today" for present / 至今 / today / "-" open end / JSON without endDate).
#
# Evidence comments: "+ file: quote" supports a gold person, "- file: quote" documents a trap.
# Quotes are verbatim from the file's text (pdftotext for PDFs; python-docx paragraphs and table
# cells for DOCX; the raw file for .md/.txt/.json; src/gs/gareth_seah_cv_page1.txt for the photo
# gareth_seah_cv.jpg), compared whitespace-insensitively; PDF bullets "•" left out.
#
# GOLD RULES
# - Employment: full-time jobs AND internships count as "worked at" unless the question says
#   internship-only / full-time-only / current. NOT employment: clients of a consultancy
#   (东方若晗 advises 阿里巴巴集团旗下业务单元 as a client), vendors/partners (菜鸟国际 quoted as a
#   logistics vendor), scholarships (Samsung Scholarship), awards and contests (华为杯 创"芯"大赛,
#   速卖通“金牌运营”称号 is an award, though she was also an AliExpress employee), talks and panels
#   (Samsung Foundry Forum talk, EMNLP 2024 Industry Track panel), mentoring programmes (Block71),
#   part-time teaching assistantships during a PhD (not full-time work).
# - Subsidiaries (i01 Alibaba): Alibaba DAMO Academy, AliExpress (全球速卖通), T-Head (平头哥半导体,
#   "阿里巴巴集团旗下芯片公司") and Lazada (Alibaba Group) count as Alibaba. Ant Group / Alipay is an
#   affiliate, not counted — it does not change any gold here (南宫屿 is gold through Lazada).
#   Samsung (i13) means any Samsung company (Samsung Electronics, Samsung Research, ...).
# - Semiconductor / chip companies: NXP, Infineon, T-Head (平头哥). "Currently" = the open-ended
#   job in the person's newest CV; a job-seeking new graduate has no current employer.
# - Old + new CV: 南宫屿 has 南宫屿_iOS_2022.md (old, Chinese, says 美团 2020/6-至今) and
#   yu_nangong_resume.json (new, English, 2026: Meituan ended 2024-03, Lazada since 2024-04).
#   One candidate; evidence in either file counts; the newer file decides what is current.
# - Years of full-time experience (i11): sum of full-time jobs up to 2026-11-26; internships,
#   vacation schemes, PhD teaching assistantships and study periods excluded. Values:
#   Gareth Seah 24.3 (Jul 2002-); 东方若晗 12.3 (2014.08-); Ilinca Vlasceanu 12.2 (09/2014-; 2013
#   NXP internship excluded); 令狐念慈 11.4 (2015年7月-); 南宫屿 9.4 (2017.07-); Dafydd Llewellyn
#   9.2 (Sep 2017-); Hyejin Seo 5.2 (Sep 2021-); 计沐霖 0. Nobody is within 6 months of 10.
# - Degrees (i03): "PhD completed or in progress" — a part-time PhD candidacy counts; a PhD
#   programme withdrawn after one semester does not; master's (incl. an online part-time MS in
#   progress, an MBA) are not doctorates.
# - School (i02): Zhejiang University (浙江大学) incl. its School of Management part-time MBA counts;
#   浙江大学城市学院 / Hangzhou City University is a separate institution and does NOT count;
#   浙江工商大学 is not Zhejiang University.
# - QS top-100 (i12) = QS World University Rankings 2026 top 100, bachelor's degree only.
#   On the list: National University of Singapore (#8), KAIST (~#53), Zhejiang University (~#49),
#   Delft University of Technology (~#50), University of Warwick (~#74), University of Edinburgh.
#   Not on it: Politehnica University of Bucharest, Cardiff University, 浙江工商大学, 浙江大学城市学院,
#   南京邮电大学, 东南大学, 中央财经大学, 上海财经大学, Georgia Tech is not a bachelor here, INSEAD
#   (not ranked). Chinese tiers for reference: 东南大学 985; 中央财经大学 / 上海财经大学 211
#   (not 985); 南京邮电大学 双一流 only (not 211/985); 浙江工商大学 and 浙江大学城市学院 none.
# - Publications (i05, i06): a paper "accepted" (已录用) counts as published. EMNLP means the
#   main proceedings incl. the Industry Track; talks/panels and reviewing are not publishing.
#   First author = first name in the author order printed in the CV (or the CV saying 第一作者).
# - Reviewing (i07): reviewer, area chair or PC member for a conference or a journal.
# - "Used SQL at work" (i04): SQL named in a job/internship bullet; a skills-section listing alone
#   does not count.
as_of: "2026-11-26"
people:
  HS: ["hyejin seo", "seo hyejin"]
  DF: ["东方若晗", "dongfang ruohan", "ruohan dongfang"]
  IV: ["ilinca vlasceanu", "vlasceanu ilinca"]
  LH: ["令狐念慈", "linghu nianci", "nianci linghu"]
  NG: ["南宫屿", "nangong yu", "yu nangong"]
  DL: ["dafydd llewellyn", "llewellyn dafydd"]
  JM: ["计沐霖", "ji mulin", "mulin ji"]
  GS: ["gareth seah", "seah gareth"]
questions:
'''

HSF = "hyejin_seo_cv.pdf"; IVF = "ilinca_vlasceanu_resume.pdf"; GSF = "gareth_seah_cv.jpg"
LHF = "linghu_nianci_cv_zh.pdf"; DFF = "东方若晗_简历.docx"; DLF = "DL_CV_2026.docx"
NGO = "南宫屿_iOS_2022.md"; NGN = "yu_nangong_resume.json"; JMF = "jimulin_resume.txt"

# language of each person's evidence per intent, for the cross-lingual tag
EN = {"HS", "IV", "GS", "DL"}; ZH = {"LH", "DF", "JM"}

INTENTS = [
 ("i01-alibaba", "employer", ["HS", "LH", "JM", "NG"], {"NG": "en"},
  [("+", HSF, "Research Scientist, Alibaba DAMO Academy, Language Technology Lab"),
   ("+", LHF, "阿里巴巴集团·全球速卖通（AliExpress）"),
   ("+", LHF, "行业运营专员"),
   ("+", JMF, "平头哥半导体有限公司（阿里巴巴集团旗下芯片公司）  模拟IC设计实习生"),
   ("+", NGN, "\"name\": \"Lazada (Alibaba Group)\""),
   ("-", DFF, "为跨境电商客户（含阿里巴巴集团旗下业务单元）提供增值税及出口退税合规咨询，服务内容不含审计。"),
   ("-", NGO, "蚂蚁集团 · 支付宝 — iOS 开发工程师（2017.07 – 2020.05）")],
  ["Which candidates have worked at Alibaba Group, including any of its subsidiaries?",
   "anyone ex-ali? the taobao parent co, subsidiaries count too",
   "请列出曾在阿里巴巴集团（含旗下子公司）任职过的候选人",
   "有阿里系背景的吗 子公司也算"]),
 ("i02-zju", "school", ["LH"], {},
  [("+", LHF, "浙江大学管理学院"),
   ("+", LHF, "工商管理硕士（MBA，在职）"),
   ("-", NGO, "**浙江大学城市学院** · 软件工程 · 本科 · 2013.09–2017.06"),
   ("-", NGN, "Hangzhou City University (formerly Zhejiang University City College)")],
  ["Which candidates studied at Zhejiang University?",
   "anyone from zju? any degree, part time counts",
   "哪些候选人曾在浙江大学就读？",
   "有浙大出来的吗"]),
 ("i03-phd", "degree", ["HS", "IV"], {},
  [("+", HSF, "2017 – 2021 PhD in Informatics, University of Edinburgh"),
   ("+", IVF, "PhD candidate (part-time), Mixed-Signal Microelectronics group"),
   ("-", GSF, "PhD programme in Computer Science, National University of Singapore – withdrawn"),
   ("-", DLF, "MS in Computer Science (OMSCS), in progress"),
   ("-", JMF, "集成电路工程  硕士")],
  ["Which candidates hold a PhD or are currently pursuing one?",
   "who's got a doctorate or is doing one rn",
   "请找出已获得或正在攻读博士学位的候选人",
   "有博士吗 在读的也算"]),
 ("i04-sql-at-work", "skill", ["HS", "LH", "DL"], {},
  [("+", HSF, "Built evaluation pipelines in Python and SQL over user-feedback logs"),
   ("+", LHF, "每周用 SQL 从数据中台拉取广告与库存数据，搭建 ACOS 与断货预警看板。"),
   ("+", DLF, "on features pulled with SQL from the Snowflake claims warehouse"),
   ("-", DFF, "SQL（自学，入门）"),
   ("-", IVF, "SKILL, Python, MATLAB, SQL (basic)")],
  ["Which candidates have used SQL in an actual job, not just listed it as a skill?",
   "who actually writes sql queries at work",
   "哪些候选人在工作中实际用过 SQL？只写在技能栏里的不算",
   "工作里真写过数据库查询语句的有谁"]),
 ("i05-emnlp", "topic", ["HS", "DL"], {},
  [("+", HSF, "Subword Segmentation Revisited for Agglutinative Languages. Proceedings of EMNLP 2020"),
   ("+", DLF, "Proceedings of EMNLP 2022: Industry Track"),
   ("-", GSF, "Panel speaker, “Shipping NLP to 100 million users”, EMNLP 2024 Industry Track"),
   ("-", HSF, "Reviewer for EMNLP, NAACL and ACL Rolling Review")],
  ["Which candidates have published a paper at EMNLP?",
   "anyone got a paper in Empirical Methods in NLP?",
   "哪些候选人在 EMNLP 会议上发表过论文？",
   "有在 NLP 经验方法大会上发过文章的吗"]),
 ("i06-first-author", "topic", ["HS", "IV", "JM"], {},
  [("+", HSF, "Hyejin Seo, Ming Zhou, and Luo Si. Aligning Small Multilingual Models with Synthetic Preference Data. Proceedings of ACL 2023"),
   ("+", IVF, "I. Vlasceanu, K. Makinwa, “A 1.2 V Curvature-Corrected Bandgap Reference"),
   ("+", JMF, "IEEE ISCAS 2026（已录用，第一作者）"),
   ("-", DLF, "Third author (of 4) on “Triage of Motor Claims Notes with Weak Supervision”"),
   ("-", IVF, "M. de Vries, I. Vlasceanu, P. Harpe")],
  ["Which candidates are first author on at least one paper?",
   "any first-author pubs in this pile?",
   "哪些候选人以第一作者身份发表过论文（已录用也算）？",
   "谁有一作的文章"]),
 ("i07-reviewing", "topic", ["HS", "IV"], {},
  [("+", HSF, "Area Chair, ACL 2024 (Multilinguality track)"),
   ("+", HSF, "Reviewer for EMNLP, NAACL and ACL Rolling Review"),
   ("+", IVF, "Reviewer, IEEE Transactions on Circuits and Systems I (2019 – present)."),
   ("-", GSF, "Mentor, Block71 Singapore start-up programme (2020 – present)."),
   ("-", GSF, "Panel speaker, “Shipping NLP to 100 million users”")],
  ["Which candidates have served as a reviewer or committee member for a conference or journal?",
   "anyone do peer review? conf or journal, area chair counts",
   "哪些候选人担任过学术会议或期刊的审稿人或程序委员会成员？",
   "有给会议或者期刊审过稿的吗"]),
 ("i08-deloitte-2019", "period", ["DF"], {},
  [("+", DFF, "2014.08–2019.12"),
   ("+", DFF, "德勤华永会计师事务所（特殊普通合伙）上海分所 税务与商务咨询部"),
   ("-", DLF, "Earlier: Summer Vacation Scheme, Deloitte UK (Risk Advisory), summer 2016 – six-week placement.")],
  ["Which candidates were employed at Deloitte at any point during 2019?",
   "who was at the green-dot big four firm back in 2019",
   "2019 年期间在德勤任职的候选人有哪些？",
   "19年那会儿在德勤干过的有谁"]),
 ("i09-current-chip", "time/role", ["IV"], {},
  [("+", IVF, "Senior Analog Design Engineer, Automotive Radar BU"),
   ("+", IVF, "03/2019 – today"),
   ("-", JMF, "求职意向：模拟IC设计工程师（已毕业，可随时到岗）"),
   ("-", JMF, "2025.06 - 2025.09   平头哥半导体有限公司")],
  ["Which candidates currently work at a semiconductor company?",
   "who's at a chip company right now",
   "目前在半导体公司任职的候选人有哪些？",
   "现在还在做芯片的公司上班的有谁"]),
 ("i10-chip-internship", "time/role", ["JM", "IV"], {},
  [("+", JMF, "平头哥半导体有限公司（阿里巴巴集团旗下芯片公司）  模拟IC设计实习生"),
   ("+", IVF, "Analog Design Intern"),
   ("+", IVF, "summer 2013"),
   ("-", HSF, "Jun 2019 – Research Intern, Naver Clova AI"),
   ("-", DLF, "Summer Vacation Scheme, Deloitte UK (Risk Advisory)")],
  ["Which candidates have done an internship (not a full-time job) at a semiconductor company?",
   "anyone intern at a chip co before",
   "哪些候选人有过半导体公司的实习经历（全职不算）？",
   "有在芯片公司实习过的吗"]),
 ("i11-10y-fulltime", "years", ["IV", "LH", "GS", "DF"], {},
  [("+", IVF, "09/2014 – 02/2019"),
   ("+", IVF, "03/2019 – today"),
   ("+", LHF, "2021.09 – 至今"),
   ("+", LHF, "2015 年 7 月 - 2018 年 3 月"),
   ("+", GSF, "Jul 2002 – Mar 2006"),
   ("+", GSF, "Director of Engineering, Checkout & Payments"),
   ("+", DFF, "2023.04–至今"),
   ("+", DFF, "2014.08–2019.12"),
   ("-", NGN, "\"startDate\": \"2017-07\""),
   ("-", DLF, "Sep 2017 – Aug 2019"),
   ("-", HSF, "Sep 2021 – Research Scientist")],
  ["Which candidates have at least 10 years of full-time work experience?",
   "need a decade+ of full time work, who fits",
   "全职工作经验不少于 10 年的候选人有哪些？",
   "工作十年以上的有谁 实习不算"]),
 ("i12-qs100-bachelor", "tier", ["HS", "GS"], {},
  [("+", HSF, "2013 – 2017 BSc in Computer Science, KAIST"),
   ("+", GSF, "B.Eng. (Computer Engineering), National University of Singapore"),
   ("-", IVF, "BSc in Electronics and Telecommunications"),
   ("-", DLF, "BSc Mathematics, First Class"),
   ("-", LHF, "国际经济与贸易学士"),
   ("-", JMF, "南京邮电大学  电子与光学工程学院   微电子科学与工程  本科")],
  ["Which candidates earned their bachelor's degree at a QS top-100 university?",
   "anyone w/ an undergrad from a QS top 100 school",
   "本科毕业于 QS 世界排名前 100 高校的候选人有哪些？",
   "本科是qs前一百的有谁"]),
 ("i13-samsung", "employer", [], {},
  [("-", HSF, "Samsung Scholarship recipient (2014–2017)."),
   ("-", IVF, "Invited talk, “Robust LDOs for radar front-ends”, Samsung Foundry Forum 2023, Munich.")],
  ["Which candidates have worked at Samsung or any Samsung company?",
   "anyone ex-samsung? the galaxy phone people",
   "哪些候选人曾在三星集团（含旗下公司）任职？",
   "有三星出来的吗 三星电子三星研究院都算"]),
]

def lang_of(p, over):
    if p in over: return over[p]
    return "en" if p in EN else "zh" if p in ZH else "both"

def q(s):
    return '"' + s.replace('\\', '\\\\').replace('"', '\\"') + '"'

out = [HEADER]
for intent, kind, gold, over, ev, phr in INTENTS:
    out.append(f"  # ---------------- {intent} ({kind}) ----------------\n")
    for k, text in enumerate(phr):
        qlang = "en" if k < 2 else "zh"
        tags = [kind, "paraphrase"]
        if not gold: tags.append("empty-gold")
        # cross-lingual: some gold person's evidence for this intent is only in the other language
        if any(lang_of(p, over) not in (qlang, "both") for p in gold): tags.append("cross-lingual")
        style = "formal" if k % 2 == 0 else "chatty"
        for sign, f, quote in ev:
            out.append(f"  # {sign} {f}: {quote}\n")
        out.append(f"  - {{q: {q(text)}, gold: [{', '.join(gold)}], tags: [{', '.join(tags)}], intent: {intent}}}  # {qlang} {style}\n")
with open(os.path.join(HERE, "..", "questions.yaml"), "w") as fh:
    fh.write("".join(out))
print("ok")
