"""Writes ../questions.yaml (evidence comments + 13 intents x 4 phrasings)."""
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
PHOTO = "IMG_20261103_网络工程师简历.jpg"
KZN = "况泽远_固件工程师_2026.pdf"
KZO = "zeyuan_kuang_resume_2021.pdf"
SJ = "舒嘉禾_简历_2026届.docx"
SG = "施国华_简历.txt"
TM = "tian_mingxuan_cv.pdf"
GZ = "cv_audit_2026.docx"
PY = "peng_yuxuan.md"
NS = "nadia_sulaiman.json"

# languages in which each person's evidence exists
LANG = {"QH": {"zh"}, "PY": {"en"}, "TM": {"en"}, "KZ": {"en", "zh"}, "SJ": {"zh"},
        "GZ": {"en"}, "NS": {"en"}, "SG": {"zh"}}

PEOPLE = {
    "GZ": ["gong zhiruo", "zhiruo gong", "龚芷若"],
    "QH": ["qin haichuan", "haichuan qin", "覃海川"],
    "TM": ["tian mingxuan", "mingxuan tian", "田明轩"],
    "PY": ["peng yuxuan", "yuxuan peng", "彭雨萱"],
    "SG": ["shi guohua", "guohua shi", "施国华"],
    "KZ": ["kuang zeyuan", "zeyuan kuang", "况泽远"],
    "SJ": ["shu jiahe", "jiahe shu", "舒嘉禾"],
    "NS": ["nadia sulaiman", "sulaiman nadia"],
}

# (intent, gold, kind tags, evidence lines, [(lang, q, extra tags)])
INTENTS = [
 ("i01-employer-china-mobile", ["QH", "PY"], ["employer"], [
   ("+", PHOTO, "中国移动通信集团广东有限公司"),
   ("+", PHOTO, "高级网络工程师 2020年1月 - 至今"),
   ("+", PY, "Migu Culture Technology Co., Ltd. (咪咕文化, a China Mobile subsidiary)"),
   ("-", GZ, "Clients served include provincial subsidiaries of China Mobile and two GAC Group component suppliers."),
   ("-", PY, "co-ordinated with China Mobile provincial branches on bundled data packages"),
  ], [
   ("en", "Which candidates have worked at China Mobile, including subsidiaries such as Migu?", []),
   ("en", "anyone ex-CMCC? subsidiaries count too", ["paraphrase"]),
   ("zh", "请列出曾在中国移动（含咪咕等子公司）工作过的候选人", []),
   ("zh", "有谁在中移动干过吗 子公司也算", ["paraphrase"]),
  ]),
 ("i02-school-zju", ["TM", "KZ"], ["school"], [
   ("+", TM, "B.Eng. in Materials Science and Engineering Zhejiang University"),
   ("+", KZN, "浙江大学 自动化工学学士"),
   ("+", KZO, "B.Eng. in Automation, Zhejiang University, Hangzhou"),
   ("-", PHOTO, "浙江工业大学 通信工程 工学学士"),
  ], [
   ("en", "Which candidates studied at Zhejiang University?", []),
   ("en", "any ZJU alumni in the pool", ["paraphrase"]),
   ("zh", "哪些候选人曾就读于浙江大学？", []),
   ("zh", "有浙大出来的吗", ["paraphrase"]),
  ]),
 ("i03-degree-masters", ["SJ", "NS", "GZ"], ["degree"], [
   ("+", SJ, "复旦大学 统计学 硕士 2024.09 – 2026.06"),
   ("+", NS, "LLM (part-time)"),
   ("+", GZ, "MSc Professional Accountancy (online, part-time), University of London — 2024 – present"),
   ("-", KZN, "控制工程硕士（未毕业，2020 年退学入职）"),
   ("-", KZO, "M.Eng. in Control Engineering (not completed, left to join industry)"),
   ("-", TM, "Direct-entry PhD."),
  ], [
   ("en", "Which candidates hold a master's degree or are currently studying for one?", []),
   ("en", "who has an MSc / LLM type degree, finished or still doing it", ["paraphrase"]),
   ("zh", "请找出已获得或正在攻读硕士学位的候选人", []),
   ("zh", "有硕士学历的吗 在读的也算", []),
  ]),
 ("i04-skill-sql", ["PY", "SJ", "GZ"], ["skill"], [
   ("+", PY, "Write SQL (ClickHouse, Hive) for cohort retention and LTV dashboards"),
   ("+", SJ, "使用 SQL（Hive）提取信用卡账户数据"),
   ("+", GZ, "Wrote SQL queries against client ERP databases (SAP, Kingdee) to extract full-population journal entries"),
   ("-", NS, "SQL (basic, self-taught online course)"),
  ], [
   ("en", "Which candidates have used SQL in their jobs or internships?", []),
   ("en", "who actually writes database queries on the job, not just lists it under skills", ["paraphrase"]),
   ("zh", "哪些候选人在工作或实习中实际使用过 SQL？", []),
   ("zh", "有谁干活要自己写sql取数的", []),
  ]),
 ("i05-venue-advanced-materials", ["TM"], ["topic"], [
   ("+", TM, "M. Tian, K. Osei, C. Wolverton. Dopant-stabilised surfaces in single-crystal Ni-rich cathodes. Advanced Materials 31 (2019) 1905521."),
   ("-", KZN, "Printable graphene strain sensors for soft robotics. Advanced Functional Materials, 2019."),
   ("-", KZO, "Advanced Functional Materials 29 (2019)."),
  ], [
   ("en", "Which candidates have published a paper in Advanced Materials?", []),
   ("en", "anyone got an Adv. Mater. paper", ["paraphrase"]),
   ("zh", "哪些候选人在 Advanced Materials 期刊上发表过论文？", []),
   ("zh", "有在AM上发过paper的吗", ["paraphrase"]),
  ]),
 ("i06-first-author", ["TM", "SJ"], ["topic"], [
   ("+", TM, "M. Tian, K. Osei, C. Wolverton. Dopant-stabilised surfaces"),
   ("+", TM, "M. Tian, A. Gupta, S. Lee. Operando strain mapping of cathode particles."),
   ("+", SJ, "舒嘉禾, 王立. 基于分位数回归的信用卡违约概率预测. 《统计研究》, 2026, 43(5).（第一作者）"),
   ("-", KZN, "（第三作者，本科科研）"),
   ("-", KZO, "J. Wu, H. Lin, Z. Kuang, Y. Chen."),
  ], [
   ("en", "Which candidates are listed as lead (first) author on a published paper?", ["paraphrase"]),
   ("en", "who's got a first-author pub", []),
   ("zh", "哪些候选人以第一作者身份发表过论文？", []),
   ("zh", "有一作文章的吗", ["paraphrase"]),
  ]),
 ("i07-reviewer-service", ["TM", "NS"], ["topic"], [
   ("+", TM, "Peer reviewer for Acta Materialia and ACS Applied Energy Materials (2021 – present, about 15 manuscripts)."),
   ("+", NS, "Computer Law & Security Review (Elsevier)"),
   ("+", NS, "Review manuscripts on platform regulation and cross-border data transfer."),
   ("-", KZN, "RoboMaster 2022 高校联盟赛技术裁判"),
   ("-", PY, "Speaker, \"Retention before acquisition\", App Growth Summit Beijing, 2023"),
  ], [
   ("en", "Which candidates have served as a peer reviewer or committee member for a journal or conference?", []),
   ("en", "anyone who referees papers for journals or sits on a conf committee?", ["paraphrase"]),
   ("zh", "哪些候选人担任过学术期刊或会议的审稿人或委员会成员？", []),
   ("zh", "有给期刊审过稿的吗", []),
  ]),
 ("i08-period-autel-2021", ["KZ"], ["period", "employer"], [
   ("+", KZN, "深圳市道通智能航空技术股份有限公司（Autel Robotics） 2020.07 –2023.03"),
   ("+", KZO, "Jul 2020 – Firmware Engineer, Autel Robotics, Shenzhen"),
   ("-", SJ, "道通智能（Autel Robotics） 数据分析实习生 2023.07 – 2023.09"),
  ], [
   ("en", "Which candidates were employed at Autel Robotics at any time during 2021?", []),
   ("en", "who was at that shenzhen drone company that makes the EVO II, back in 2021", ["paraphrase"]),
   ("zh", "2021 年期间有哪些候选人在道通智能工作？", []),
   ("zh", "21年那会儿谁在道通", ["paraphrase"]),
  ]),
 ("i09-current-manager-title", ["SG", "PY"], ["title", "time/role"], [
   ("+", SG, "2021年9月 - 至今    雅高集团 · 上海静安铂尔曼酒店（Pullman Shanghai Jing An）"),
   ("+", SG, "餐饮运营经理"),
   ("+", PY, "Growth Marketing Manager | Aug 2019 – Present"),
   ("-", NS, "Legal Manager, Corporate & Investment Banking"),
   ("-", TM, "Lead a team of 4 developing single-crystal high-nickel NMC cathodes"),
  ], [
   ("en", "Which candidates currently hold a job title that includes Manager?", []),
   ("en", "who's got mgr in their title right now", ["paraphrase"]),
   ("zh", "目前职位名称中带有“经理”的候选人有哪些？", []),
   ("zh", "现在在当经理的有谁", []),
  ]),
 ("i10-internship-bank", ["SJ", "GZ"], ["time/role", "employer"], [
   ("+", SJ, "招商银行总行 零售信贷部 数据分析实习生 2025.07 – 2025.12"),
   ("+", GZ, "HSBC, Global Banking, Guangzhou — Summer Analyst (intern), summer 2018"),
   ("-", NS, "Standard Chartered Bank"),
   ("-", NS, "Legal Associate"),
  ], [
   ("en", "Which candidates have done an internship at a bank? Full-time roles do not count.", []),
   ("en", "anyone done a summer placement at a bank (intern, not a real job)", ["paraphrase"]),
   ("zh", "哪些候选人有过银行的实习经历（正式工作不算）？", []),
   ("zh", "有在银行实习过的吗", []),
  ]),
 ("i11-years-8-fulltime", ["QH", "PY", "SG", "NS"], ["years"], [
   ("+", PHOTO, "网络优化工程师 2014年7月 - 2019年12月"),
   ("+", PY, "Marketing Specialist, Migu Video | Jul 2015 – Jun 2019"),
   ("+", SG, "2008年7月 - 2016年2月    上海外滩华尔道夫酒店（希尔顿集团）"),
   ("+", NS, "Legal Associate"),
   ("+", NS, "2014-09"),
   ("-", GZ, "Audit Associate, Sep 2019 – Sep 2022"),
   ("-", GZ, "Summer Analyst (intern), summer 2018"),
   ("-", TM, "Postdoctoral Researcher Mar 2020 – Feb 2022"),
   ("-", KZN, "2020.07 –2023.03"),
  ], [
   ("en", "Which candidates have at least 8 years of full-time work experience?", []),
   ("en", "who's got 8+ yoe, full time only", ["paraphrase"]),
   ("zh", "哪些候选人拥有 8 年及以上的全职工作经验？", []),
   ("zh", "正式工作干满八年的有哪些 实习不算", []),
  ]),
 ("i12-bachelor-985", ["TM", "KZ", "GZ"], ["tier", "school", "degree"], [
   ("+", TM, "B.Eng. in Materials Science and Engineering Zhejiang University"),
   ("+", KZN, "浙江大学 自动化工学学士"),
   ("+", GZ, "BA in Accounting, Sun Yat-sen University, Guangzhou — 2015 – 2019"),
   ("-", SJ, "西南财经大学 统计学 学士 2020.09 – 2024.06"),
   ("-", SJ, "复旦大学 统计学 硕士"),
   ("-", PHOTO, "浙江工业大学 通信工程 工学学士"),
   ("-", PY, "Communication University of China — BA in Advertising, 2011 – 2015"),
   ("-", NS, "LLB (Hons)"),
  ], [
   ("en", "Which candidates received their bachelor's degree from a Project 985 university?", []),
   ("en", "who did undergrad at a 985 school", []),
   ("zh", "哪些候选人的本科毕业于985高校？", []),
   ("zh", "第一学历985的有谁", ["paraphrase"]),
  ]),
 ("i13-empty-ericsson", [], ["employer", "empty-gold"], [
   ("-", PHOTO, "与爱立信联合开展 5G SA 现网试点，负责承载侧切片配置。"),
  ], [
   ("en", "Which candidates have worked at Ericsson?", []),
   ("en", "anyone ex-Ericsson? the swedish telecom gear maker", ["paraphrase"]),
   ("zh", "哪些候选人曾在爱立信任职？", []),
   ("zh", "有在爱立信干过的吗", []),
  ]),
]

HEADER = """\
# paraphrase150 — blind PARAPHRASE set over paraphrase150/cvs (8 fictional people at real
# companies and schools, 9 CV files: 3 xelatex PDFs (awesome-cv look-alike, moderncv classic,
# Chinese ctex), 2 DOCX (English with the name only in the footer; Chinese with tables),
# 1 Markdown, 1 plain text (Chinese), 1 JSON Resume, 1 phone photo .jpg of a Chinese page).
# 13 intents x 4 phrasings (2 English + 2 Chinese; one formal + one chatty per language);
# every question carries `intent:` and all 4 phrasings of an intent have the SAME gold.
# as_of: 2026-11-29 is "today" for now / present / 至今 / years.
#
# Gold rules
# - "worked at X" includes internships unless the question says full-time / not intern.
#   NOT employment: clients of an audit firm (cv_audit_2026.docx lists China Mobile
#   subsidiaries as audit clients), partners and joint pilots (覃海川's 5G pilot with
#   爱立信/Ericsson), co-ordination with another company, talks, awards, competitions,
#   refereeing a competition (RoboMaster 技术裁判), certifications, scholarships.
# - Subsidiaries: China Mobile includes its provincial companies (中国移动通信集团广东有限公司)
#   and Migu (咪咕文化). Autel Robotics = 深圳市道通智能航空技术股份有限公司 = 道通智能.
#   EHang (亿航) is a different company.
# - Period questions ("during 2021"): employed there (intern or full-time) on any day of
#   that year. A person with two CVs is one candidate; the newer CV decides end dates
#   (况泽远: the 2021 English CV says Autel "Present", the 2026 Chinese CV ends it 2023.03).
# - "currently" = the role open on 2026-11-29 (至今 / Present / no endDate in the newer CV).
#   A manager title means the current job title contains Manager / 经理; past titles and
#   "leads a team" wording do not count.
# - Years of full-time experience: sum of full-time employment from the first full-time job
#   to today (overlaps once); postdocs count as full-time; internships, PhD study and
#   part-time study do not. Threshold asked: 8 years; nobody is within 6 months of it
#   (覃海川 12.4, 彭雨萱 11.4, 施国华 18.4, Nadia Sulaiman 12.2 >= 8;
#    龚芷若 7.2, 田明轩 6.7, 况泽远 6.4, 舒嘉禾 0 < 8).
# - Degree: "master's" = a master's degree (MSc, MEng, LLM, MBA, online / part-time ones
#   included) completed or in progress; an abandoned master's (况泽远, 未毕业/not completed)
#   does not count, and a direct-entry PhD without a master's (田明轩) is not a master's.
# - Bachelor's-from-985 uses the 39 Project 985 universities. Schools in this set:
#   985: Zhejiang University 浙江大学, Sun Yat-sen University 中山大学, 复旦大学 (舒嘉禾's
#   master's only); 211 only: 西南财经大学, Communication University of China;
#   neither: 浙江工业大学 (a near-namesake of 浙江大学), 上海旅游高等专科学校; abroad:
#   Northwestern University, National University of Singapore, University of London (none
#   of them is a 985 school).
# - Skill "used at work": appears in a job or internship description; a skills-list entry
#   alone (Nadia Sulaiman: "SQL (basic, self-taught online course)") does not count.
# - Publications: the venue as printed; Advanced Functional Materials is not Advanced
#   Materials. First author = first-listed author in the CV's author list, or marked 第一作者.
# - Reviewing / committee: peer review for a journal or conference, or its committee;
#   competition judging and talks do not count.
# Bilingual / two CVs: 况泽远 = zeyuan_kuang_resume_2021.pdf (old, English) +
#   况泽远_固件工程师_2026.pdf (new, Chinese); same e-mail and phone.
# cv_audit_2026.docx is 龚芷若's (Gong Zhiruo): her name appears only in the DOCX footer and
#   in the e-mail handle zr.gong.audit.
# IMG_20261103_网络工程师简历.jpg is a phone photo (no text layer); its quotes are checked
#   against src/qin_haichuan_photo_text.txt (pdftotext of the page before it became a photo).
# Evidence comments: "+ file: quote" supports a gold person, "- file: quote" documents a
#   trap; quotes are verbatim (whitespace-insensitive; markdown * markers ignored).
# tags: kind tags + paraphrase (the phrasing names the thing through another word: nickname,
#   abbreviation, synonym or description) + cross-lingual (a gold person's evidence is only
#   in the other language) + empty-gold.
"""

def q(s):
    return json.dumps(s, ensure_ascii=False)

lines = [HEADER, 'as_of: "2026-11-29"', "people:"]
for k, v in PEOPLE.items():
    lines.append(f"  {k}: [{', '.join(q(a) for a in v)}]")
lines.append("questions:")
for intent, gold, kinds, ev, phr in INTENTS:
    lines.append(f"  # ---------------- {intent} (gold {len(gold)}) ----------------")
    for sign, f, quote in ev:
        lines.append(f"  # {sign} {f}: {quote}")
    for lang, text, extra in phr:
        tags = list(kinds) + extra
        if any(lang not in LANG[g] for g in gold):
            tags.append("cross-lingual")
        lines.append(f"  - {{q: {q(text)}, gold: [{', '.join(gold)}], intent: {intent}, "
                     f"tags: [{', '.join(tags)}]}}")
(HERE.parent / "questions.yaml").write_text("\n".join(lines) + "\n", encoding="utf-8")
