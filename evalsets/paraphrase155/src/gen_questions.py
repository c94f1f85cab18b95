"""Writes ../questions.yaml (evidence comments are repeated above each of an intent's 4 questions)."""
from pathlib import Path

PY, NS, LC, QT, RJ, AT, SH, FZ = "PY NS LC QT RJ AT SH FZ".split()
F_PY = "濮云骞_固件工程师.pdf"; F_NS = "聂思棠-简历.docx"; F_LC = "Ladina_Casutt_CV.pdf"
F_QT = "qingshu_tao_cv_2026.pdf"; F_RJO = "冉景和_简历_2023.txt"; F_RJN = "cv_policy_2025.md"
F_AT = "Aisling_Twomey_QE.docx"; F_SH = "sander-heemskerk.resume.json"; F_FZ = "IMG_20260611_204512.jpg"

# intent: (kind tag, gold, evidence [(sign, file, quote)], questions [(q, lang, extra tags)])
INTENTS = [
 ("i01-booking-holdings", "employer", [LC, SH], [
   ("+", F_LC, "Market Manager, DACH & Thailand, Agoda (a Booking Holdings company), Bangkok"),
   ("+", F_SH, '"name": "Booking.com",'),
   ("+", F_SH, '"position": "Frontend Engineer, Accommodations Search",'),
   ("-", F_LC, "Optimised channel mix across Booking.com, Expedia and direct"),
   ("-", F_NS, "在 OTA 深度报告中对标 Booking Holdings、Expedia 的估值体系"),
   ("-", F_QT, "Booking.com AI team (research collaboration)"),
  ], [
   ("Which candidates have worked at Booking Holdings or one of its companies (Booking.com, Agoda, KAYAK, Priceline)?", "en", []),
   ("anyone ex booking.com group? agoda counts too", "en", []),
   ("请找出曾在 Booking Holdings 集团（含 Booking.com、Agoda、KAYAK 等子公司）任职过的候选人", "zh", ["cross-lingual"]),
   ("有谁在缤客或者它家的agoda干过吗", "zh", ["cross-lingual"]),
  ]),
 ("i02-zhejiang-university", "school", [QT, RJ], [
   ("+", F_QT, "Zhejiang University"),
   ("+", F_QT, "B.Eng. in Computer Science and Technology, Chu Kochen Honors College"),
   ("+", F_RJO, "2019年9月 - 2022年6月　　浙江大学　公共管理学院　公共管理硕士（MPA，在职）"),
   ("+", F_RJN, "Zhejiang University, School of Public Affairs — Master of Public Administration (MPA, part-time), 2019 – 2022"),
   ("-", F_FZ, "浙江工商大学 统计与数学学院 统计学 理学学士"),
   ("-", F_QT, "Outstanding Graduate of Zhejiang Province (2022)"),
  ], [
   ("Which candidates studied at Zhejiang University (any degree, including part-time programmes)?", "en", []),
   ("any ZJU alumni in here", "en", []),
   ("哪些候选人曾在浙江大学就读（任何学位均可，含在职项目）？", "zh", ["cross-lingual"]),
   ("有浙大出来的吗", "zh", ["cross-lingual"]),
  ]),
 ("i03-masters-degree", "degree", [NS, RJ, AT, LC], [
   ("+", F_NS, "英国华威大学（University of Warwick）"),
   ("+", F_NS, "金融学 MSc Finance"),
   ("+", F_RJO, "浙江大学　公共管理学院　公共管理硕士（MPA，在职）"),
   ("+", F_RJN, "Master of Public Administration (MPA, part-time), 2019 – 2022"),
   ("+", F_AT, "MSc in Pharmaceutical Manufacturing Technology (part-time, online), University of Limerick, 2024 – expected 2027"),
   ("+", F_LC, "Executive MBA (part-time, in progress), University of St. Gallen"),
   ("-", F_LC, "Certificate in Hospitality Revenue Management, Cornell University (eCornell, online, 6 courses)"),
   ("-", F_QT, "PhD in Informatics (ILCC), supervised in the EdinburghNLP group; expected 2027"),
  ], [
   ("Which candidates hold a master's degree or are currently studying for one? MBAs and MPAs count.", "en", ["cross-lingual", "time/role"]),
   ("who's got a postgrad masters, finished or still doing it (mba/mpa fine)", "en", ["cross-lingual", "time/role"]),
   ("请列出已获得或正在攻读硕士学位的候选人（MBA、MPA 也算）", "zh", ["cross-lingual", "time/role"]),
   ("有硕士的吗 在读的也算 MBA这种也行", "zh", ["cross-lingual", "time/role"]),
  ]),
 ("i04-sql-at-work", "skill", [LC, FZ], [
   ("+", F_LC, "rewrote the daily pick-up reports as SQL queries"),
   ("+", F_FZ, "用 SQL 从行内数据仓库提取消费贷还款数据，搭建逾期率周度监控报表"),
   ("-", F_AT, "GMP, ICH Q7/Q9/Q10, CAPA, deviation management, TrackWise, Veeva Vault, Minitab, SAP QM, SQL, Tableau, Power BI"),
  ], [
   ("Which candidates have actually used SQL in a job or internship (not just listed it as a skill)?", "en", ["cross-lingual"]),
   ("who writes sql queries at work", "en", ["cross-lingual"]),
   ("哪些候选人在工作或实习中实际使用过 SQL（仅在技能栏列出的不算）？", "zh", ["cross-lingual"]),
   ("有谁工作里自己写数据库查询语句取数的", "zh", ["cross-lingual"]),
  ]),
 ("i05-acl-paper", "topic", [QT], [
   ("+", F_QT, "Qingshu Tao, Elspeth Morrow, Ivan Titov. Abstain or Answer? Learning Calibrated Refusals for Open-Domain QA."),
   ("+", F_QT, "In Proceedings of ACL 2025 (long paper, main conference), Vienna."),
   ("-", F_PY, "排查 BLE 访问控制列表（ACL）连接异常问题"),
   ("-", F_QT, "ACL 2024 Student Research Workshop (non-archival)"),
  ], [
   ("Which candidates have published a paper at the ACL main conference?", "en", []),
   ("anyone with a paper at the annual meeting of the association for computational linguistics", "en", []),
   ("哪些候选人在 ACL 主会上发表过论文？", "zh", ["cross-lingual"]),
   ("有人中过acl吗", "zh", ["cross-lingual"]),
  ]),
 ("i06-first-author", "topic", [QT, AT], [
   ("+", F_QT, "Qingshu Tao, Elspeth Morrow, Ivan Titov. Abstain or Answer?"),
   ("+", F_AT, "Twomey A., O'Sullivan D., Healy M. (2023). Reducing recurring deviations in API manufacturing"),
   ("-", F_FZ, "陈立衡，凤知漪，周敏. 基于 XGBoost 的小微企业信用风险评估"),
   ("-", F_FZ, "（第二作者）"),
   ("-", F_QT, "Rahul Venkatesh, Mirela Lapata, Qingshu Tao. Faithful Summaries of Long Hotel Reviews."),
  ], [
   ("Which candidates are the first author of a published paper?", "en", []),
   ("anyone lead author on a paper", "en", []),
   ("哪些候选人以第一作者身份发表过论文？", "zh", ["cross-lingual"]),
   ("有一作论文的吗", "zh", ["cross-lingual"]),
  ]),
 ("i07-reviewer", "topic", [QT], [
   ("+", F_QT, "Reviewer, EMNLP 2025 and ACL Rolling Review (Feb 2025, Jun 2025 cycles)"),
   ("-", F_QT, "Student volunteer, NAACL 2024"),
   ("-", F_FZ, "2025 中国统计学年会会务志愿者"),
   ("-", F_RJN, 'Speaker, "Platform rules and the rider economy", World Artificial Intelligence Conference (WAIC) 2025 policy forum'),
  ], [
   ("Which candidates have served as a reviewer or programme-committee member for a conference or journal?", "en", []),
   ("who's done peer review for conferences or journals", "en", []),
   ("哪些候选人担任过学术会议或期刊的审稿人或程序委员？", "zh", ["cross-lingual"]),
   ("有给会议审过稿的吗", "zh", ["cross-lingual"]),
  ]),
 ("i08-guotai-junan-2019", "period", [NS], [
   ("+", F_NS, "2017.07–2019.12"),
   ("+", F_NS, "国泰君安证券股份有限公司 研究所"),
   ("+", F_NS, "行业分析师（旅游酒店）"),
   ("-", F_FZ, "国泰君安证券杭州营业部 财富管理实习生 2025.01–2025.03"),
  ], [
   ("Who was working at Guotai Junan Securities at any point during 2019?", "en", ["cross-lingual", "employer"]),
   ("anyone at GTJA back in 2019", "en", ["cross-lingual", "employer"]),
   ("2019 年期间曾在国泰君安证券任职的候选人有哪些？", "zh", ["employer"]),
   ("19年在国君的有谁", "zh", ["employer"]),
  ]),
 ("i09-current-tech-company", "time/role", [PY, RJ, SH], [
   ("+", F_PY, "出门问问（Mobvoi）"),
   ("+", F_PY, "2021.07–至今"),
   ("+", F_RJN, "Meituan — Public Policy Team, Government Affairs Department"),
   ("+", F_RJN, "Senior Public Policy Manager · since 03/2024 · Beijing"),
   ("+", F_SH, '"startDate": "2022-04",'),
   ("+", F_SH, '"name": "Booking.com",'),
   ("-", F_RJO, "2020年1月 - 至今　　深圳市工业和信息化局　数字经济处　一级主任科员"),
   ("-", F_QT, "Research Intern, AllenNLP team"),
   ("-", F_FZ, "2026 届毕业生，可随时到岗"),
  ], [
   ("Which candidates currently work at a technology or internet company?", "en", ["cross-lingual"]),
   ("who's at a tech co right now", "en", ["cross-lingual"]),
   ("目前在科技或互联网公司任职的候选人有哪些？", "zh", ["cross-lingual"]),
   ("现在人在互联网/科技公司上班的有谁", "zh", ["cross-lingual"]),
  ]),
 ("i10-bank-internship", "time/role", [FZ, SH, NS], [
   ("+", F_FZ, "招商银行股份有限公司杭州分行 零售信贷部数据分析实习生 2025.07–2025.09"),
   ("+", F_SH, '"position": "Frontend Intern (summer internship), Mobile Banking Web",'),
   ("+", F_SH, '"name": "ING",'),
   ("+", F_NS, "2015.07–2015.08　交通银行上海市分行　公司业务部　实习生"),
   ("-", F_FZ, "国泰君安证券杭州营业部 财富管理实习生"),
   ("-", F_PY, "嵌入式软件实习生（可穿戴事业部）"),
  ], [
   ("Which candidates have done an internship at a bank?", "en", ["cross-lingual", "employer"]),
   ("anyone w a banking internship", "en", ["cross-lingual", "employer"]),
   ("哪些候选人有过银行实习经历？", "zh", ["cross-lingual", "employer"]),
   ("有谁在商业银行实习过", "zh", ["cross-lingual", "employer"]),
  ]),
 ("i11-8-years-full-time", "years", [NS, LC, RJ], [
   ("+", F_NS, "2017.07–2019.12"),
   ("+", F_NS, "2023.01–至今"),
   ("+", F_LC, "Revenue Analyst, Hilton Sukhumvit Bangkok"),
   ("+", F_LC, "Director of Revenue Management, Marriott International, Zürich"),
   ("+", F_RJN, "Staff Member, Software Industry Division · 07/2016 – 12/2019"),
   ("+", F_RJN, "Senior Public Policy Manager · since 03/2024"),
   ("+", F_RJO, "2016年7月 - 2019年12月　　深圳市工业和信息化局　软件产业处　科员"),
   ("-", F_AT, "Graduate Quality Analyst, 09/2019 – 02/2021"),
   ("-", F_AT, "Senior Quality Engineer, 03/2024 - today"),
   ("-", F_SH, '"startDate": "2020-01",'),
   ("-", F_PY, "2021.07–至今"),
  ], [
   ("Which candidates have at least 8 years of full-time work experience?", "en", ["cross-lingual"]),
   ("8+ yrs experience? internships dont count", "en", ["cross-lingual"]),
   ("全职工作经验满 8 年及以上的候选人有哪些？", "zh", ["cross-lingual"]),
   ("工作八年以上的有谁 实习不算", "zh", ["cross-lingual"]),
  ]),
 ("i12-985-bachelor", "tier", [PY, QT], [
   ("+", F_PY, "电子科技大学 电子信息工程 工学学士"),
   ("+", F_QT, "B.Eng. in Computer Science and Technology, Chu Kochen Honors College"),
   ("-", F_RJO, "深圳大学　管理学院　行政管理　管理学学士"),
   ("-", F_NS, "经济学学士"),
   ("-", F_FZ, "浙江工商大学 统计与数学学院 统计学 理学学士"),
  ], [
   ("Which candidates earned their bachelor's degree at a Project 985 university?", "en", ["cross-lingual", "degree"]),
   ("undergrad from a 985 school?", "en", ["cross-lingual", "degree"]),
   ("本科毕业于 985 高校的候选人有哪些？", "zh", ["cross-lingual", "degree"]),
   ("第一学历985的有哪些", "zh", ["cross-lingual", "degree"]),
  ]),
 ("i13-expedia", "employer", [], [
   ("-", F_LC, "Optimised channel mix across Booking.com, Expedia and direct"),
   ("-", F_NS, "对标 Booking Holdings、Expedia 的估值体系"),
  ], [
   ("Which candidates have worked at Expedia Group (including Hotels.com, Vrbo or trivago)?", "en", ["empty-gold"]),
   ("anyone ex-expedia", "en", ["empty-gold"]),
   ("曾在 Expedia 集团（含 Hotels.com、Vrbo、trivago）任职过的候选人有哪些？", "zh", ["empty-gold"]),
   ("有在亿客行干过的吗", "zh", ["empty-gold"]),
  ]),
]

HEADER = '''# paraphrase155 — blind PARAPHRASE set over evalsets-style folder paraphrase155/cvs
# (8 fictional people at real employers/schools, 9 CV files: 3 LaTeX PDFs [ctex Chinese, moderncv
# classic, awesome-cv look-alike], 2 DOCX [Chinese with tables, English], 1 Markdown, 1 plain text,
# 1 JSON Resume, 1 phone photo .jpg of a Chinese page with no text layer).
# 13 intents x 4 phrasings (English formal, English chatty, Chinese formal, Chinese chatty);
# every question carries `intent:` and all 4 phrasings of an intent have the SAME gold.
# tags: the question's kinds; cross-lingual = the question's language differs from some gold
# person's only evidence; empty-gold = nobody qualifies; paraphrase on every question.
# Evidence comments: "+ file: quote" supports a gold person, "- file: quote" documents a trap.
# Quotes are verbatim from the file's text: pdftotext (default mode) for PDFs, python-docx
# paragraphs + table cells for DOCX, the raw file for .md/.txt/.json (markdown ** / * markers
# ignored), and for the photo IMG_20260611_204512.jpg the text of the page before it was
# photographed (src/p8/feng_zhiyi_page_text.txt). Comparison is whitespace-insensitive.
#
# GOLD RULES
# - as_of 2026-11-29 is "today": 至今 / Present / today / since X / an open end date mean the
#   person is still there on that day.
# - "worked at X" includes internships and both titles at one employer; it does NOT include
#   clients, channel partners, companies covered as an analyst or used as valuation peers,
#   research collaborations / dataset agreements, conference talks, volunteering, awards,
#   scholarships, hackathons or certificates.
# - Booking Holdings = Booking.com, Agoda, KAYAK, Priceline, OpenTable (缤客 = Booking.com).
#   Expedia Group = Expedia, Hotels.com, Vrbo, trivago (亿客行 = Expedia). Guotai Junan Securities
#   = 国泰君安证券 = GTJA = 国君 (all branches and its research institute).
# - "studied at a school": any degree programme incl. part-time ones; a province-level honour
#   ("Outstanding Graduate of Zhejiang Province") is not a school. 浙江工商大学 is not 浙江大学.
# - Master's (i03): completed or in progress, incl. MSc, MPA and (Executive) MBA, part-time or
#   online; certificates (eCornell) and PhD programmes are not master's degrees.
# - Skill at work (i04): used in a job or internship as the CV describes it; a skills list
#   alone does not count.
# - Publications: ACL = the ACL main conference (ACL 2025 long paper); an ACL student research
#   workshop is not the main conference. First author = first name in the author list printed
#   in the CV. Reviewing (i07) = reviewer / PC member; student volunteers, conference
#   organising-staff volunteers and speakers are not reviewers.
# - Period (i08): employed there (full-time or intern) for at least one day of 2019.
# - Current tech company (i09): current employer's main business is software, an internet
#   platform or consumer electronics: Mobvoi (出门问问, smartwatches), Meituan, Booking.com are;
#   CITIC Securities, Marriott, Pfizer and universities are not. A PhD student, a graduate
#   still looking for a job and a past intern are not "currently working" there. For Ran Jinghe
#   the 2025 CV (cv_policy_2025.md) supersedes the 2023 one: he left government in 02/2024.
# - Bank internship (i10): an internship at a bank (招商银行, 交通银行, ING); a securities firm
#   (国泰君安证券) is not a bank.
# - Years (i11): full-time employment only, from the first full-time start to as_of (or the
#   end), internships, TA posts and PhD study excluded; civil-service posts count.
#   Computed: Casutt 14.2 (09/2012-), Ran 10.4 (07/2016-), Nie 9.4 (2017.07-), Twomey 7.2
#   (09/2019-), Heemskerk 6.9 (01/2020-), Pu 5.4 (2021.07-), Tao 0, Feng 0. Nobody is within
#   6 months of 8.
# - Tier (i12): 985 list = the 39 Project 985 universities. In this set: 电子科技大学 (UESTC) and
#   浙江大学 (Zhejiang University) are 985; 上海财经大学 is 211 only (not 985); 深圳大学 and
#   浙江工商大学 are neither. Only the bachelor's school counts (第一学历 = bachelor's school);
#   Ran's ZJU degree is a master's.
# - A person with two CVs (Ran Jinghe: 冉景和_简历_2023.txt + cv_policy_2025.md, same e-mail
#   and phone; the .md never states his name) is one candidate; evidence in either file counts
#   except where the newer one decides what is current.
as_of: "2026-11-29"
people:
  PY: ["pu yunqian", "yunqian pu", "濮云骞"]
  NS: ["nie sitang", "sitang nie", "聂思棠"]
  LC: ["ladina casutt", "casutt ladina"]
  QT: ["qingshu tao", "tao qingshu", "陶清舒"]
  RJ: ["ran jinghe", "jinghe ran", "冉景和"]
  AT: ["aisling twomey", "twomey aisling"]
  SH: ["sander heemskerk", "heemskerk sander"]
  FZ: ["feng zhiyi", "zhiyi feng", "凤知漪"]
questions:
'''


def q(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


out = [HEADER]
for intent, kind, gold, ev, qs in INTENTS:
    assert len(qs) == 4
    out.append(f"  # ---------------- {intent} (gold size {len(gold)}) ----------------\n")
    for text, lang, extra in qs:
        for sign, f, quote in ev:
            out.append(f"  # {sign} {f}: {quote}\n")
        tags = [kind] + [t for t in extra if t != kind] + ["paraphrase"]
        if not gold and "empty-gold" not in tags:
            tags.append("empty-gold")
        out.append(f"  - {{q: {q(text)}, gold: [{', '.join(gold)}], intent: {intent}, tags: [{', '.join(tags)}]}}\n")
Path(__file__).resolve().parent.parent.joinpath("questions.yaml").write_text("".join(out), encoding="utf-8")
print("questions:", 4 * len(INTENTS))
