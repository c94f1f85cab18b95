"""Writes ../questions.yaml (evidence repeated above each of an intent's four phrasings)."""
from pathlib import Path
ROOT = Path(__file__).resolve().parent.parent

HEADER = '''# paraphrase183 — blind PARAPHRASE set over paraphrase183/cvs (8 fictional people at real
# companies/schools, 9 CV files: 3 LaTeX PDFs [ctex Chinese, moderncv, awesome-cv look-alike],
# 2 DOCX [English; Chinese with tables], 1 Markdown, 1 plain text, 1 JSON Resume, 1 phone photo
# .jpg of a Chinese page). 13 intents x 4 phrasings (2 English + 2 Chinese; one formal, one
# chatty per language). All four phrasings of an intent share one gold.
# Evidence comments: "+ file: quote" supports a gold person, "- file: quote" documents a trap.
# Quotes are verbatim from the file's text (pdftotext for PDFs; python-docx paragraphs + table
# cells for DOCX; the file itself for .md/.txt/.json; for the photo IMG_20251103_141522.jpg the
# quote is from src/nie_wanqing_page.txt, the pdftotext of the page before it was photographed),
# compared whitespace-insensitively (src/check_evidence.py).
#
# GOLD RULES
# - as_of 2026-11-29: "now", "current", "至今", "Present", "today" mean this date.
# - "worked at X" includes internships unless the question says full-time / internship only.
#   Clients, customers, benchmarks/competitors named in bullets, awards, hackathons, talks,
#   panels, certifications, declined offers and reviewing are NOT employment.
# - DiDi = DiDi Chuxing / 滴滴出行 incl. its operating company 北京小桔科技有限公司 ("小桔").
#   Being a customer/partner of DiDi (滴滴自动驾驶 as a client) is not working there.
# - Oracle includes Oracle Cloud Infrastructure (OCI). Advising Oracle as a law-firm client is
#   not working there. "During 2019" = employed on some day of calendar year 2019.
# - Cloud (infrastructure) provider = a company selling public-cloud compute/storage/Kubernetes
#   (DigitalOcean, OCI, AWS, Azure, GCP, Alibaba Cloud ...). Holding a cloud certification or
#   using a cloud as a customer does not count.
# - Quant fund = quantitative trading / investment firm (Ubiquant 九坤投资, WorldQuant, Optiver
#   ...). The internship intent counts internships only (full-time roles alone do not qualify).
# - PhD intent: a completed doctorate (PhD, Dr. sc.) or one currently in progress (incl. a
#   part-time 在职 PhD). A J.D. is not a doctorate for this purpose; a PhD programme left
#   without a degree is neither completed nor in progress.
# - Years of full-time experience: sum of full-time paid employment (postdoc counts) up to
#   2026-11-29; internships, summer-associate stints and PhD study do not count. Computed:
#   NW 2015-07.. = 11.4; NG 2015-09.. = 11.2; WY 2017-07.. = 9.4; PA 2017-09.. = 9.2;
#   ZS 2018-07.. = 8.4; HJ 2018-08.. = 8.3; MD 2020-09.. = 6.2 (11.2 if the PhD were counted);
#   TY 2026-07.. = 0.4. Nobody is within 6 months of the threshold asked (10 years).
# - Publication intents: a paper/article printed in the CV; author order as printed; a sole
#   author is the first author. Reviewing a journal is not publishing in it.
# - Review/committee intent: peer reviewer/referee for a journal or programme-committee member
#   of a conference counts; talks, panels and student law-review editing do not.
# - 985 intent: the BACHELOR's school must be on the Project 985 list (39 universities).
#   Schools in this set: 浙江大学 Zhejiang University — 985; Sun Yat-sen University 中山大学 — 985;
#   北京大学 — 985 (but only NW's MBA); 北京邮电大学 BUPT — 211 only; 上海财经大学 SUFE — 211
#   only; 浙江工业大学 — neither (not Zhejiang University); foreign schools (Bristol, ETH,
#   Carnegie Mellon, Georgetown, UC Berkeley, Universidad de los Andes, Kühne Logistics
#   University) are not 985.
# - Skill "used at work": evidence must come from a job entry, not only a skills list.
# - Old/new CV: ZS has an old CV (仉书衡_简历_2021.txt, 2021) and a new one
#   (zhang_shuheng_2026.pdf); the newer one decides what is current; both count as evidence.
as_of: "2026-11-29"
'''

PEOPLE = {
    "ZS": ["zhang shuheng", "shuheng zhang", "仉书衡"],
    "MD": ["marguerite duchesne", "duchesne marguerite"],
    "HJ": ["haolun jian", "jian haolun"],
    "PA": ["priscila arbeláez", "priscila arbelaez", "arbeláez priscila", "arbelaez priscila"],
    "WY": ["wu yaning", "yaning wu", "毋雅宁"],
    "NG": ["naomi gutfreund", "gutfreund naomi"],
    "TY": ["tong yichuan", "yichuan tong", "仝逸川"],
    "NW": ["nie wanqing", "wanqing nie", "乜晚晴"],
}
ZSN, ZSO = "zhang_shuheng_2026.pdf", "仉书衡_简历_2021.txt"
MDF, HJF, PAF = "marguerite_duchesne_cv.pdf", "haolun_jian_resume.pdf", "Priscila_Arbelaez_CV.docx"
WYF, NGF, TYF, NWF = "毋雅宁_造价工程师_简历.docx", "naomi_gutfreund.md", "tong_yichuan.json", "IMG_20251103_141522.jpg"

# Each intent: name, kind tag, gold, evidence list, 4 questions (q, lang, extra tags)
INTENTS = [
 ("i01-didi", "employer", ["NW", "HJ"], [
   ("+", NWF, "北京小桔科技有限公司（滴滴出行）"), ("+", NWF, "2018.04–至今"),
   ("+", HJF, "DiDi Chuxing"), ("+", HJF, "Backend Engineering Intern, Map Services"),
   ("-", ZSN, "为滴滴自动驾驶等客户提供激光雷达光学性能联调支持"),
   ("-", NWF, "2020年 滴滴年度“橙子之星”产品奖")],
  [("Which candidates have worked at DiDi (DiDi Chuxing), internships included?", "en", []),
   ("anyone ex didi? the chinese uber i mean, interns count too", "en", []),
   ("请列出曾在滴滴出行工作或实习过的候选人。", "zh", []),
   ("有没有在小桔干过的 实习也算", "zh", [])]),
 ("i02-zju", "school", ["ZS"], [
   ("+", ZSN, "浙江大学 光电信息科学与工程 工学学士"),
   ("+", ZSO, "2014年9月 - 2018年6月   浙江大学   光电信息科学与工程   本科（工学学士）"),
   ("-", WYF, "浙江工业大学")],
  [("Which candidates studied at Zhejiang University?", "en", []),
   ("any ZJU folks in the pool", "en", []),
   ("哪些候选人曾就读于浙江大学？", "zh", []),
   ("有浙大出来的吗 求是园那个", "zh", [])]),
 ("i03-phd", "degree", ["MD", "ZS"], [
   ("+", MDF, "Dr. sc. ETH Zurich (PhD in Chemistry), ETH Zürich"),
   ("+", ZSN, "浙江大学 光学工程 博士研究生（在职，在读）"), ("+", ZSN, "2024.09–至今"),
   ("-", HJF, "PhD program in Computer Science (left without degree)"),
   ("-", NGF, "J.D., Georgetown University Law Center, 2012 – 2015")],
  [("Which candidates hold a doctorate or are currently working towards one?", "en", []),
   ("who's got a phd or is doing one right now", "en", []),
   ("哪些候选人拥有博士学位或正在攻读博士学位？", "zh", []),
   ("谁是博士 在读的也算", "zh", [])]),
 ("i04-powerbi", "skill", ["PA", "WY"], [
   ("+", PAF, "Build the weekly supplier lead-time and on-time-in-full dashboards in Power BI for 14 sourcing offices across Asia."),
   ("+", PAF, "Moved the site's KPI reporting from Excel macros to Power BI in 2019."),
   ("+", WYF, "用Power BI搭建项目成本动态看板，按月向项目部汇报目标成本偏差。"),
   ("-", NWF, "Axure、SQL、Tableau、Power BI、Python（入门）、A/B实验设计")],
  [("Which candidates have used Power BI in their jobs, not just listed it as a skill?", "en", []),
   ("who's actually built dashboards in microsoft's BI tool at work", "en", []),
   ("哪些候选人在工作中实际使用过Power BI？", "zh", []),
   ("谁工作里真用PBI做过看板", "zh", [])]),
 ("i05-jacs", "topic", ["MD"], [
   ("+", MDF, "Iron pincer catalysts for formate production from CO2 under mild conditions. J. Am. Chem. Soc. 141, 11952–11960."),
   ("-", ZSN, "Optics Express, 2023"),
   ("-", TYF, "Rough volatility calibration with signature kernels. arXiv:2509.01882")],
  [("Which candidates have published a paper in the Journal of the American Chemical Society?", "en", []),
   ("anyone with a JACS paper", "en", []),
   ("哪些候选人在《美国化学会志》上发表过论文？", "zh", []),
   ("有人发过JACS吗", "zh", [])]),
 ("i06-first-author", "topic", ["MD", "ZS", "NG"], [
   ("+", MDF, "M. Duchesne, L. Kessler, A. Rossi. Iron pincer catalysts"),
   ("+", ZSN, "仉书衡, 李明哲, 周文涛. 基于微透镜阵列的905nm激光雷达发射光束整形. Optics Express, 2023, 31(14). （第一作者）"),
   ("+", NGF, "Naomi Gutfreund, \"Loot Boxes and the Limits of State Gambling Law\", *Stanford Technology Law Review* 23 (2020) — sole author."),
   ("-", TYF, "Wei Q., Tong Y., Luo H. Rough volatility calibration with signature kernels.")],
  [("Which candidates are the first author of at least one publication (a sole author counts)?", "en", []),
   ("who has a first-author paper? solo-authored counts", "en", []),
   ("哪些候选人以第一作者身份发表过论文或文章（独立作者也算）？", "zh", []),
   ("有一作的吗 独作也算", "zh", [])]),
 ("i07-review", "topic", ["MD", "ZS", "NG", "HJ"], [
   ("+", MDF, "Referee Journal of the American Chemical Society; ACS Catalysis (since 2021)"),
   ("+", ZSN, "审稿人：Optics Letters（2024年起）"),
   ("+", NGF, "Peer reviewer, *Journal of Intellectual Property Law & Practice* (Oxford University Press), since 2022."),
   ("+", HJF, "Program committee member, SREcon22 Americas and SREcon24 Americas (USENIX)."),
   ("-", NGF, "Panelist, Game Developers Conference (GDC) 2024 legal track.")],
  [("Which candidates have served as a journal peer reviewer or on a conference program committee?", "en", []),
   ("who does reviewing or PC work", "en", []),
   ("哪些候选人担任过期刊审稿人或学术会议程序委员会委员？", "zh", []),
   ("谁给期刊审过稿或者进过会议PC", "zh", [])]),
 ("i08-oracle-2019", "period", ["HJ"], [
   ("+", HJF, "Oracle Cloud Infrastructure (OCI) – Software Engineer, then Senior Software Engineer (2020)"),
   ("+", HJF, "Aug 2018 – Jun 2022"),
   ("-", NGF, "including Oracle and several game studios")],
  [("Which candidates were employed by Oracle at some point during 2019?", "en", []),
   ("who was at big red back in 2019", "en", []),
   ("2019年期间有哪些候选人在甲骨文（Oracle）任职？", "zh", []),
   ("19年在甲骨文干过的有谁", "zh", [])]),
 ("i09-current-cloud", "time/role", ["HJ"], [
   ("+", HJF, "DigitalOcean Jul 2022 – Present"),
   ("+", HJF, "Staff Platform Engineer, Managed Kubernetes (DOKS)"),
   ("-", HJF, "AWS Solutions Architect – Associate, 2017"),
   ("-", PAF, "on the SAP data warehouse")],
  [("Which candidates currently work for a cloud infrastructure provider?", "en", []),
   ("who's at a cloud company right now", "en", []),
   ("目前在云计算服务商任职的候选人有哪些？", "zh", []),
   ("现在在公有云厂商上班的有谁", "zh", [])]),
 ("i10-quant-intern", "time/role", ["TY", "HJ"], [
   ("+", TYF, "Quantitative Research Intern"), ("+", TYF, "Ubiquant Investment (九坤投资)"),
   ("+", HJF, "WorldQuant"), ("+", HJF, "Research Intern (part-time)"),
   ("-", TYF, "Graduate trader offer from Optiver Shanghai (declined)")],
  [("Which candidates have done an internship at a quantitative hedge fund or trading firm?", "en", []),
   ("anyone interned at a quant shop", "en", []),
   ("哪些候选人在量化私募或量化交易公司实习过？", "zh", []),
   ("谁在量化实习过 全职的不算", "zh", [])]),
 ("i11-10yrs", "years", ["NW", "NG"], [
   ("+", NWF, "2018.04–至今"), ("+", NWF, "2015.07–2018.03"),
   ("+", NGF, "September 2015 – March 2021 · Palo Alto"), ("+", NGF, "April 2021 – Present · Los Angeles"),
   ("-", MDF, "2015–2020 Dr. sc. ETH Zurich (PhD in Chemistry)"),
   ("-", WYF, "2017.07–2021.05"), ("-", PAF, "DHL Supply Chain — Inventory Analyst (09/2017 - 02/2021)")],
  [("Which candidates have at least 10 years of full-time work experience?", "en", []),
   ("who's got a decade plus of real (non-intern) experience", "en", []),
   ("哪些候选人的全职工作经验不少于10年？", "zh", []),
   ("工作十年以上的有谁 实习不算", "zh", [])]),
 ("i12-985-bachelor", "tier", ["ZS", "HJ"], [
   ("+", ZSN, "浙江大学 光电信息科学与工程 工学学士"),
   ("+", HJF, "Sun Yat-sen University"), ("+", HJF, "B.Eng. in Software Engineering"),
   ("-", NWF, "北京邮电大学"), ("-", NWF, "通信工程 工学学士"),
   ("-", NWF, "北京大学光华管理学院"), ("-", NWF, "工商管理硕士（MBA，在职）"),
   ("-", TYF, "Shanghai University of Finance and Economics (上海财经大学)"),
   ("-", WYF, "浙江工业大学")],
  [("Which candidates earned their bachelor's degree at a Project 985 university?", "en", []),
   ("who did undergrad at a 985 school", "en", []),
   ("哪些候选人的本科毕业院校是985高校？", "zh", []),
   ("本科是985的有谁 研究生985不算", "zh", [])]),
 ("i13-nike", "employer", [], [
   ("-", PAF, "Benchmarked PUMA's footwear lead times against Nike and adidas using public filings and industry reports.")],
  [("Which candidates have worked at Nike?", "en", []),
   ("anyone ex-swoosh?", "en", []),
   ("哪些候选人曾在耐克公司任职？", "zh", []),
   ("有在Nike干过的吗", "zh", [])]),
]

ZH_FILES = {ZSN, ZSO, WYF, NWF}
def evid_lang(key, ev):
    files = {f for s, f, _ in ev if s == "+"}
    own = {f for f in files if any(f == x for x in FILES_OF[key])}
    return {"zh" if f in ZH_FILES else "en" for f in own}
FILES_OF = {"ZS": [ZSN, ZSO], "MD": [MDF], "HJ": [HJF], "PA": [PAF], "WY": [WYF], "NG": [NGF], "TY": [TYF], "NW": [NWF]}
LANG_OF = {k: {"zh" if f in ZH_FILES else "en" for f in v} for k, v in FILES_OF.items()}

def yq(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'

out = [HEADER, "people:"]
for k, v in PEOPLE.items():
    out.append(f"  {k}: [{', '.join(yq(a) for a in v)}]")
out.append("questions:")
for name, kind, gold, ev, qs in INTENTS:
    out.append(f"  # ---------------- {name} ----------------")
    for i, (q, lang, extra) in enumerate(qs):
        tags = [kind, "paraphrase"]
        if not gold:
            tags.append("empty-gold")
        if any(lang not in LANG_OF[g] for g in gold):
            tags.append("cross-lingual")
        style = "formal" if i % 2 == 0 else "chatty"
        for s, f, quote in ev:
            out.append(f"  # {s} {f}: {quote}")
        out.append(f"  - {{q: {yq(q)}, gold: [{', '.join(gold)}], intent: {name}, tags: [{', '.join(tags + extra)}]}}")
(ROOT / "questions.yaml").write_text("\n".join(out) + "\n", encoding="utf-8")
print("questions:", sum(len(x[4]) for x in INTENTS))
