"""Writes ../questions.yaml from the intent table below (evidence repeated above each phrasing)."""
from pathlib import Path
OUT = Path(__file__).resolve().parent.parent / "questions.yaml"

HEADER = '''# paraphrase97 — blind PARAPHRASE set over evalsets/paraphrase97/cvs (8 fictional people at real
# employers/schools, 9 CV files: 3 LaTeX PDFs [awesome-cv look-alike, moderncv classic, one-column
# ctex Chinese], 2 DOCX [English with an experience table, Chinese with plain paragraphs],
# 1 Markdown (zh), 1 plain text (zh), 1 JSON Resume, 1 phone photo .jpg of a page with no text layer).
# 13 intents x 4 phrasings (English formal, English chatty, Chinese formal, Chinese chatty). All four
# phrasings of an intent carry the same `intent:` id and the SAME gold; at least one phrasing per
# intent names the thing through another word (nickname, synonym or a description).
#
# Gold rules (today = as_of):
# - "Worked at / employed by X" includes internships and part-time jobs unless the question says
#   otherwise. Scholarships, awards, contests, talks, partnerships, product names, reviewing,
#   co-authors' affiliations and skills lists are NOT employment.
# - Ping An = Ping An Insurance (Group) and all its subsidiaries: Ping An Property & Casualty
#   (平安产险), Ping An Technology (平安科技), Ping An Good Doctor (平安好医生). The "平安励志奖学金"
#   scholarship is not employment.
# - Inditex includes its brand ZARA (飒拉商业（上海）有限公司). "During 2019" = any overlap with
#   2019-01-01..2019-12-31.
# - "Current(ly)" = a job with no end date (Present / 至今 / today / no endDate) in the person's
#   NEWEST CV. Jiarui Mo has two CVs: mojiarui_android_2022.md (May 2022, old) and
#   mojiarui_resume_2026.json (new); the new one decides that he left Ping An Technology in
#   2022-12 and works at Kingdee since 2023-01. Both files are one candidate.
# - SaaS company = a company whose main business is selling software as a service: HubSpot and
#   Kingdee (Kingdee Cloud) count; Google DeepMind, Silergy, Uniqlo, Ping An P&C and GreenLattice
#   Agritech (greenhouse automation) do not. SAP and Youzan are SaaS but only in the past.
# - Securities firm = 证券公司 / brokerage: CITIC Securities (中信证券), Guotai Junan Securities. An
#   investment contest run by Huatai Securities is not an internship.
# - Skill "used at work" = named in a job entry, not only in a skills list or as a hobby.
# - Years of full-time experience = from the first full-time (non-intern, non-part-time) job start
#   to as_of, gaps included; PhD/master study and internships do not count. Values: Vincent Lai
#   2010-09 (16.2), Celia Fong 2012-07 (14.4), Xin Yutang 2014-07 (12.4), Wang Mingyao 2015-07
#   (11.4), Jiarui Mo 2018-07 (8.4), Siyao Wen 2019-07 (7.4), Rafael Montemayor 2021-03 (5.7),
#   Yin Ruoxi 0. Nobody is within 6 months of 10.
# - Degrees: "hold or pursuing a doctorate" counts a completed PhD and a PhD in progress (incl.
#   part-time 在职 工程博士); a discontinued PhD without a degree does not; an MBA is not a doctorate.
# - Tier lists: 985 = the 39 Project 985 universities. Schools in this set: Zhejiang University
#   (985, 211, 双一流, QS top 100), Southeast University 东南大学 (985, 211, 双一流), Fudan (985) but
#   only for master/PhD here; Southwestern University of Finance and Economics 西南财经大学 (211 and
#   双一流, not 985); Soochow University 苏州大学 (211 and 双一流, not 985); South China Agricultural
#   University 华南农业大学 (双一流 only, not 985/211); Zhejiang University City College 浙大城市学院
#   (none of the lists; a separate institution, NOT Zhejiang University); Universidad de Zaragoza,
#   Wageningen, ETH Zurich and Warwick are foreign (not 985); ETH is Rafael's PhD/MSc school only.
# - Publications: a paper "at ICRA" = the printed venue is ICRA; RA-L, CoRL, ISSCC, JSSC are other
#   venues. First author = first name in the author list printed in the CV (or marked 第一作者).
# - Reviewing / committee service = reviewer, associate editor or committee member for an academic
#   conference or journal; judging a fashion design contest is not.
# Evidence comments: "+ file: quote" supports a gold person, "- file: quote" documents a trap.
# Quotes are verbatim (whitespace-insensitive) from pdftotext of PDFs, python-docx paragraphs and
# table cells, or the file text; the photo's text is in src/vincent_lai_page.txt (pdftotext of the
# page before it was photographed). Checked by src/check_evidence.py.
as_of: "2026-11-27"
people:
  RM: ["rafael montemayor", "montemayor rafael", "r. montemayor"]
  CF: ["celia fong", "fong celia"]
  WM: ["wang mingyao", "mingyao wang", "汪明曜"]
  SW: ["siyao wen", "wen siyao", "温思瑶"]
  XY: ["xin yutang", "yutang xin", "辛雨棠"]
  MJ: ["jiarui mo", "mo jiarui", "莫佳睿"]
  YR: ["yin ruoxi", "ruoxi yin", "尹若溪"]
  VL: ["vincent lai", "lai vincent", "v. lai"]
questions:
'''

F = dict(RM="rafael_montemayor.pdf", CF="celia_fong.pdf", WM="wang_mingyao_zh.pdf",
         SW="Siyao_Wen_CV.docx", XY="辛雨棠_商品经理.docx", MJmd="mojiarui_android_2022.md",
         MJjs="mojiarui_resume_2026.json", YR="尹若溪_简历.txt", VL="IMG_20260912_181433.jpg")
# language of each person's evidence files
LANG = dict(RM={"en"}, CF={"en"}, WM={"zh"}, SW={"en"}, XY={"zh"}, MJ={"zh", "en"}, YR={"zh"}, VL={"en"})

INTENTS = [
 ("i01-ping-an", ["SW", "MJ", "CF"], ["employer"], [
   ("+", F["SW"], "Ping An Property & Casualty Insurance Co. of China (平安产险), Shenzhen"),
   ("+", F["MJmd"], "平安科技（深圳）有限公司 · Android 开发工程师"),
   ("+", F["MJjs"], "\"name\": \"Ping An Technology (Shenzhen)\""),
   ("+", F["CF"], "Product Marketing Manager, Ping An Good Doctor, Shanghai"),
   ("-", F["YR"], "2023　平安励志奖学金")], None, [
   ("en", "Which candidates have worked at Ping An, including subsidiaries such as Ping An P&C, Ping An Technology and Ping An Good Doctor?"),
   ("en", "anyone ex ping an? any of their subsidiaries counts"),
   ("zh", "请列出曾在中国平安（含平安产险、平安科技、平安好医生等子公司）工作过的候选人"),
   ("zh", "有没有平安系出来的 子公司也算")]),
 ("i02-zju", ["SW", "CF"], ["school"], [
   ("+", F["SW"], "Zhejiang University, Hangzhou — B.Sc. in Statistics (2015 – 2019)"),
   ("+", F["CF"], "2008 – 2012 B.A. in Marketing, Zhejiang University, Hangzhou"),
   ("-", F["MJmd"], "**浙大城市学院** · 计算机科学与技术 · 本科 · 2014.09 – 2018.06"),
   ("-", F["MJjs"], "\"institution\": \"Zhejiang University City College\"")], None, [
   ("en", "Which candidates studied at Zhejiang University?"),
   ("en", "any ZJU alumni in here"),
   ("zh", "哪些候选人毕业于浙江大学？"),
   ("zh", "有浙大毕业的吗")]),
 ("i03-doctorate", ["RM", "WM"], ["degree", "time/role"], [
   ("+", F["RM"], "Ph.D. in Robotics (Dr. sc. ETH), Robotic Systems Lab"),
   ("+", F["WM"], "工程博士（在职，在读）"),
   ("-", F["VL"], "PhD candidate, Farm Technology Group (left to join industry; no degree)"),
   ("-", F["CF"], "2019 – 2021 Executive MBA (part-time, online)")], None, [
   ("en", "Which candidates hold a doctorate or are currently pursuing one?"),
   ("en", "who's got a phd or is doing one rn"),
   ("zh", "哪些候选人已获得或正在攻读博士学位？"),
   ("zh", "博士有谁 读完的在读的都算")]),
 ("i04-kotlin-at-work", ["MJ"], ["skill"], [
   ("+", F["MJmd"], "主导从 Java 到 Kotlin 的渐进式迁移"),
   ("+", F["MJjs"], "Rebuilt the inventory and approval apps in Kotlin with Jetpack Compose"),
   ("-", F["RM"], "Kotlin (hobby apps)"),
   ("-", F["YR"], "Python（pandas）、SQL、Wind、Excel 建模、Kotlin")], None, [
   ("en", "Which candidates have used Kotlin in a professional role?"),
   ("en", "anyone actually writing kotlin at work, not just listing it"),
   ("zh", "哪些候选人在工作中使用过 Kotlin？"),
   ("zh", "工作里真写过 JetBrains 家那个安卓首选语言的有谁")]),
 ("i05-icra-paper", ["RM", "VL"], ["topic"], [
   ("+", F["RM"], "IEEE International Conference on Robotics and Automation (ICRA), 2020"),
   ("+", F["VL"], "Proc. IEEE International Conference on Robotics and Automation (ICRA), Kobe,"),
   ("-", F["WM"], "ISSCC 2022（第一作者）")], None, [
   ("en", "Which candidates have published a paper at ICRA?"),
   ("en", "anyone got a paper at the big IEEE robotics and automation conference"),
   ("zh", "哪些候选人在 ICRA 会议上发表过论文？"),
   ("zh", "谁在icra发过文章")]),
 ("i06-first-author", ["RM", "WM", "SW"], ["topic", "time/role"], [
   ("+", F["RM"], "R. Montemayor, L. Haefeli, M. Osterwalder."),
   ("+", F["WM"], "ISSCC 2022（第一作者）"),
   ("+", F["SW"], "Wen, S., Zhao, Q. (2021). Spatial correlation of crop-insurance losses and its pricing implications."),
   ("-", F["VL"], "P. Jansma, V. Lai, T. Roodenburg.")], None, [
   ("en", "Which candidates are the first author of a published paper?"),
   ("en", "who's lead author on any paper"),
   ("zh", "哪些候选人以第一作者身份发表过论文？"),
   ("zh", "有一作的吗")]),
 ("i07-reviewing", ["RM", "WM"], ["topic"], [
   ("+", F["RM"], "Reviewer for ICRA (2019–2025), IROS, CoRL and IEEE Robotics and Automation Letters."),
   ("+", F["RM"], "Associate Editor, IEEE/RSJ International Conference on Intelligent Robots and Systems (IROS) 2025."),
   ("+", F["WM"], "IEEE Transactions on Circuits and Systems II (TCAS-II) 审稿人（2021 年至今）"),
   ("-", F["XY"], "2023 年受邀担任中国国际大学生时装周新人设计大赛评委。")], None, [
   ("en", "Which candidates have served as a reviewer or committee member for an academic conference or journal?"),
   ("en", "anyone done peer review for journals or confs"),
   ("zh", "哪些候选人担任过学术会议或期刊的审稿人或委员？"),
   ("zh", "谁给期刊会议审过稿")]),
 ("i08-inditex-2019", ["XY"], ["employer", "period"], [
   ("+", F["XY"], "2019年4月 - 2021年8月　飒拉商业（上海）有限公司（ZARA，Inditex 集团）　高级商品企划"),
   ("+", F["XY"], "2017年3月 - 2019年3月　飒拉商业（上海）有限公司（ZARA，Inditex 集团）　商品企划"),
   ("-", F["YR"], "ZARA（成都春熙路店）　兼职店员　2022.07 - 2022.08")], None, [
   ("en", "Which candidates were employed by Inditex (including ZARA) at any point in 2019?"),
   ("en", "who was at zara's parent company back in 2019"),
   ("zh", "2019 年期间有哪些候选人在 Inditex 集团（含 ZARA）任职？"),
   ("zh", "19年在zara干过的有谁")]),
 ("i09-current-saas", ["CF", "MJ"], ["employer", "time/role"], [
   ("+", F["CF"], "Mar 2021 – Principal Product Marketing Manager, HubSpot, Dublin"),
   ("+", F["MJjs"], "Android client of the Kingdee Cloud Galaxy (金蝶云·星空) SaaS ERP for SME customers."),
   ("+", F["MJjs"], "\"startDate\": \"2023-01\","),
   ("-", F["CF"], "Jul 2017 – Senior Product Marketing Manager, SAP Concur (SAP China), Shanghai"),
   ("-", F["MJmd"], "**2018.07 – 至今**"),
   ("-", F["MJjs"], "\"name\": \"Youzan\""),
   ("-", F["RM"], "Mar 2021 – Present")], None, [
   ("en", "Which candidates currently work at a SaaS company?"),
   ("en", "who's working rn at a company that sells cloud software on subscription"),
   ("zh", "目前在 SaaS 公司任职的候选人有哪些？"),
   ("zh", "现在在saas公司上班的有谁")]),
 ("i10-securities-internship", ["YR", "SW"], ["employer", "time/role"], [
   ("+", F["YR"], "中信证券股份有限公司　投资银行管理委员会　实习生　2025/6-2025/9"),
   ("+", F["SW"], "Summer Research Intern, Non-bank Financials team."),
   ("+", F["SW"], "Guotai Junan Securities, Shanghai"),
   ("-", F["YR"], "2024　华泰证券“行知杯”大学生模拟投资大赛　全国二等奖"),
   ("-", F["WM"], "暑期实习生，电源管理部：搭建 DC-DC 转换器效率自动化测试平台。")], None, [
   ("en", "Which candidates have done an internship at a securities firm?"),
   ("en", "anyone interned at a brokerage"),
   ("zh", "哪些候选人有证券公司的实习经历？"),
   ("zh", "有券商实习过的吗")]),
 ("i11-10y-fulltime", ["VL", "CF", "XY", "WM"], ["years"], [
   ("+", F["VL"], "John Deere, Intelligent Solutions Group, Mannheim, Germany"),
   ("+", F["VL"], "Sep 2010 – Jun 2015"),
   ("+", F["CF"], "Jul 2012 – Marketing Associate, Ogilvy, Shanghai"),
   ("+", F["XY"], "2014年7月 - 2017年2月　海恩斯莫里斯（上海）商业有限公司（H&M）　商品助理"),
   ("+", F["WM"], "2015.07 – 2019.06"),
   ("-", F["MJjs"], "\"startDate\": \"2018-07\","),
   ("-", F["SW"], "07/2019 - 03/2022"),
   ("-", F["RM"], "Ph.D. in Robotics (Dr. sc. ETH), Robotic Systems Lab")], None, [
   ("en", "Which candidates have at least 10 years of full-time work experience?"),
   ("en", "anyone with a decade+ of full time work under their belt"),
   ("zh", "全职工作经验 10 年及以上的候选人有哪些？"),
   ("zh", "全职干了十年以上的有谁 实习不算")]),
 ("i12-985-bachelor", ["SW", "CF", "WM"], ["tier", "school", "degree"], [
   ("+", F["SW"], "Zhejiang University, Hangzhou — B.Sc. in Statistics (2015 – 2019)"),
   ("+", F["CF"], "2008 – 2012 B.A. in Marketing, Zhejiang University, Hangzhou"),
   ("+", F["WM"], "东南大学"),
   ("+", F["WM"], "工学学士"),
   ("-", F["YR"], "西南财经大学　金融学（本科）　2022.09 - 2026.06"),
   ("-", F["XY"], "2010年9月 - 2014年6月　苏州大学　纺织工程　学士"),
   ("-", F["VL"], "South China Agricultural University"),
   ("-", F["MJmd"], "**浙大城市学院** · 计算机科学与技术 · 本科"),
   ("-", F["RM"], "B.Sc. (Grado) in Industrial Technology Engineering")], None, [
   ("en", "Which candidates hold a bachelor's degree from a Project 985 university?"),
   ("en", "who did undergrad at one of china's top-39 elite unis (the 985 list)"),
   ("zh", "本科毕业于 985 高校的候选人有哪些？"),
   ("zh", "本科是985的有谁")]),
 ("i13-syngenta", [], ["employer", "empty-gold"], [
   ("-", F["VL"], "Led the strategic field-trial partnership with Syngenta Group China on tomato and cucumber")], None, [
   ("en", "Which candidates have worked at Syngenta?"),
   ("en", "anyone ex syngenta? the big seeds and crop protection company"),
   ("zh", "哪些候选人曾在先正达集团任职？"),
   ("zh", "有在那家种子农药巨头先正达干过的吗")]),
]

def person_of(fname):
    for k, v in F.items():
        if v == fname:
            return k[:2]

def q(s):
    return '"' + s.replace('\\', '\\\\').replace('"', '\\"') + '"'

lines = [HEADER]
for iid, gold, tags, ev, _, phr in INTENTS:
    assert len(phr) == 4
    lines.append(f"  # ---------------- {iid} ----------------\n")
    for lang, text in phr:
        for sign, f, quote in ev:
            lines.append(f"  # {sign} {f}: {quote}\n")
        t = list(tags)
        if gold and any(lang not in LANG[g] for g in gold):
            t.append("cross-lingual")
        t.append("paraphrase")
        lines.append(f"  - {{q: {q(text)}, gold: [{', '.join(gold)}], tags: [{', '.join(t)}], intent: {iid}}}\n")
OUT.write_text("".join(lines), encoding="utf-8")
print("wrote", OUT)
