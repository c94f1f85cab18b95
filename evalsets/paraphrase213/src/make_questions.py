"""Writes ../questions.yaml (13 intents x 4 phrasings). Evidence blocks are repeated above every phrasing."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
J = lambda s: json.dumps(s, ensure_ascii=False)

HEADER = '''# paraphrase213 — blind PARAPHRASE set over evalsets/paraphrase213/cvs (8 fictional people at real
# companies and schools, 9 CV files: 3 LaTeX PDFs (Chinese ctex, moderncv classic, awesome-cv
# look-alike), 2 DOCX (English; Chinese with tables), 1 Markdown, 1 plain text, 1 JSON Resume,
# 1 phone photo .jpg of a page with no text layer; 4 files in Chinese).
# 13 intents, each asked 4 ways (English formal, English chatty, Chinese formal, Chinese chatty);
# all 4 questions of one intent carry the same `intent:` and the SAME gold.
# tags: the question's kinds; cross-lingual = some gold person's only evidence is in the other
# language; empty-gold = nobody qualifies; every question also carries `paraphrase`.
# Evidence comments: "+ file: quote" supports a gold person, "- file: quote" documents a trap.
# Quotes are verbatim from the file's text, compared whitespace-insensitively (pdftotext for PDFs,
# python-docx paragraphs + table cells for DOCX, the raw file for .md/.txt/.json; markdown ** / *
# markers and PDF bullets "•" left out). Quotes for IMG_20261104_183522.jpg are checked against
# src/qh/hongyi_qi_cv_2026_page1.txt, the pdftotext of the page before it was photographed.
# Small-caps lines in leila_ferhat_resume.pdf come out of pdftotext in capitals and are quoted so.
#
# GOLD RULES
# - "today" / present / 至今 / since = as_of (2026-11-30).
# - "worked at X" includes internships unless the question says full-time / internship only.
#   NOT employment: clients of a law/audit firm (Sinopec, Pony.ai, Ebro Foods, Cepsa), technology
#   licensors (Shell's licensed process package at Zhenhai), awards, competitions, online courses,
#   certificates, society memberships, mentoring, co-author affiliations.
# - Subsidiaries / branches: 中国石化镇海炼化分公司 (Sinopec Zhenhai Refining & Chemical, a branch of
#   Sinopec) counts as Sinopec. Costa Coffee is a Coca-Cola subsidiary but its store job is full-time,
#   not an internship.
# - Years of full-time experience: sum of full-time jobs up to as_of; internships, part-time
#   teaching-assistant work and doctoral study do not count; a postdoc is full-time work; all of RK's
#   Starbucks and Costa jobs are full-time. Values:
#   QH 14.4 (07/2012-), RK 12.7 (03/2014-), RZ 12.4 (07/2014-), LF 9.2 (09/2017-), XJ 6.4 (07/2020-),
#   IO 5.2 (09/2021-), YM 4.1 (10/2022-), TX 0. Nobody is within 6 months of the 10-year threshold.
# - Degree level "master's": a master's degree completed or in progress (LF's online part-time
#   Georgia Tech OMSCS counts). YM's direct-entry D.Sc. is a doctorate, not a master's, and he lists
#   no master's. Unfinished degrees count for nothing (RK left Westminster after year 2).
# - Bachelor's tier: 985 list = Project 985 universities (here: 华中科技大学, 天津大学, 上海交通大学).
#   211-only: 中国石油大学（华东）(also 双一流). None: 天津财经大学. QS top-100 = QS World University
#   Rankings 2026 top 100 (here: The University of Tokyo, University of Toronto; Kyoto University and
#   ETH Zurich too but nobody's bachelor's is there). Not top-100: Universidad Carlos III de Madrid,
#   Universidad Pontificia Comillas, University of Westminster. Only the BACHELOR's school counts
#   (RZ's master's at 天津大学 does not make his 211-only bachelor's qualify).
# - Publications: a paper counts when published or accepted; "submitted to" does not. First author
#   = first name in the author list as printed. Reviewing / committee: refereeing or reviewing for a
#   journal or conference, or a programme-committee seat; society membership and mentoring do not count.
# - "Currently": the job whose end is present / 至今 / since. QH has an old CV (qi_hongyi_2021.md,
#   Chinese, "更新于2021年3月") and a newer one (IMG_20261104_183522.jpg, English); the newer decides
#   what is current; they are one person (same e-mail qihongyi.ip@qq.com and phone).
# - cv_final_v3.txt is Rosalie Kimathi's: her name appears only in the e-mail handle.
# - Kinds of company: Pony.ai (小马智行) is an autonomous-driving (robotaxi) company; Horizon Robotics
#   makes automotive AI chips; Nestlé and PepsiCo are consumer-goods (FMCG) companies; BlueFocus is a
#   PR/marketing agency; Unitalen is an IP law firm.
as_of: "2026-11-30"
people:
  XJ: ["xian jiajun", "jiajun xian", "冼嘉峻"]
  YM: ["yusuke moriyama", "moriyama yusuke"]
  LF: ["leila ferhat", "ferhat leila"]
  IO: ["itziar olabarria", "itziar olabarria etxebarria", "olabarria itziar"]
  RZ: ["ran zhihao", "zhihao ran", "冉志豪"]
  RK: ["rosalie kimathi", "kimathi rosalie"]
  QH: ["qi hongyi", "hongyi qi", "亓鸿毅"]
  TX: ["tong xinyan", "xinyan tong", "仝欣妍"]
questions:
'''
XJF, YMF, LFF, IOF = "xian_jiajun_cv.pdf", "moriyama_cv.pdf", "leila_ferhat_resume.pdf", "Itziar_Olabarria_CV.docx"
RZF, RKF, QHM, QHJ, TXF = "冉志豪_简历.docx", "cv_final_v3.txt", "qi_hongyi_2021.md", "IMG_20261104_183522.jpg", "tong_xinyan.json"

# each intent: name, gold, base tags, evidence lines, 4 x (q, lang, extra tags)
# lang used for cross-lingual: EN question is cross-lingual if a gold person has only zh evidence, etc.
ZH_ONLY, EN_ONLY = {"XJ", "RZ", "TX"}, {"YM", "LF", "IO", "RK"}
INTENTS = [
 ("i01-sinopec", ["RZ"], ["employer"], [
   ("+", RZF, "中国石化镇海炼化分公司 乙烯厂"), ("+", RZF, "2020年1月 - 至今"),
   ("-", QHM, "主要服务客户包括中国石化、比亚迪及多家工程机械企业"),
   ("-", QHJ, "clients include Sinopec and Pony.ai")],
  [("Which candidates have worked at Sinopec (China Petroleum & Chemical Corporation), including its refineries and branch companies?", "en"),
   ("anyone ex-sinopec? the refinery branches count too", "en"),
   ("请列出曾在中国石油化工集团（含下属炼化分公司）工作过的候选人。", "zh"),
   ("有中石化出来的人吗 下面的炼化厂也算", "zh")]),
 ("i02-tianjin-university", ["RZ", "QH"], ["school"], [
   ("+", RZF, "2011.09-2014.06"), ("+", RZF, "天津大学"),
   ("+", QHM, "天津大学 机械工程 工学学士 2008.09 – 2012.06"),
   ("+", QHJ, "B.Eng. in Mechanical Engineering, Tianjin University, 2008 – 2012"),
   ("-", TXF, "\"institution\": \"天津财经大学\"")],
  [("Which candidates studied at Tianjin University, at any degree level?", "en"),
   ("anyone from tianda (tianjin uni)? any degree", "en"),
   ("哪些候选人毕业于天津大学（本科或研究生均可）？", "zh"),
   ("有北洋大学出来的吗 就是现在的天大", "zh")]),
 ("i03-masters", ["RZ", "XJ", "LF", "IO"], ["degree"], [
   ("+", RZF, "工学硕士"), ("+", XJF, "上海交通大学 控制科学与工程 工学硕士 2017.09–2020.06"),
   ("+", LFF, "M.S. IN COMPUTER SCIENCE (OMSCS), IN PROGRESS"), ("+", LFF, "2024 – expected 2027"),
   ("+", IOF, "Máster en Auditoría de Cuentas (part-time), Universidad Pontificia Comillas (ICADE), 2021 – 2022"),
   ("-", YMF, "D.Sc. in Physics (direct-entry doctoral course), Kyoto University")],
  [("Which candidates hold a master's degree or are currently enrolled in a master's programme?", "en"),
   ("who's got an MS/MSc/MA type degree or is doing one rn", "en"),
   ("请筛选具有硕士学位（含在读）的候选人。", "zh"),
   ("有硕士文凭的吗 在读的也算", "zh")]),
 ("i04-ab-testing", ["LF", "TX"], ["skill"], [
   ("+", LFF, "designed and analyzed 40+ A/B tests on surge multipliers and ride-pass discounts"),
   ("+", TXF, "参与雀巢咖啡天猫旗舰店详情页与广告素材的A/B测试"),
   ("-", RKF, "Online course: Introduction to A/B Testing (Udacity, 2022) - certificate of completion")],
  [("Which candidates have run A/B tests as part of a job or an internship?", "en"),
   ("anyone done split tests / online experiments hands-on at work?", "en"),
   ("哪些候选人在工作或实习中做过A/B测试？", "zh"),
   ("有人在工作里搞过AB实验吗 分流对照那种", "zh")]),
 ("i05-prl", ["YM"], ["topic"], [
   ("+", YMF, "Physical Review Letters 127, 086601 (2021)"),
   ("-", YMF, "submitted to Physical Review X"),
   ("-", LFF, "KDD 2023, Applied Data Science Track")],
  [("Which candidates have published a paper in Physical Review Letters?", "en"),
   ("anyone got a PRL paper?", "en"),
   ("哪些候选人在《物理评论快报》上发表过论文？", "zh"),
   ("有发过PRL的吗", "zh")]),
 ("i06-first-author", ["YM", "RZ"], ["topic"], [
   ("+", YMF, "Y. Moriyama, K. Hirano, and T. Sato"), ("+", YMF, "Physical Review Letters 127, 086601 (2021)"),
   ("+", RZF, "冉志豪，李振东，王海涛. 乙烯裂解炉结焦预测的机理-数据混合模型[J]. 化工学报, 2019"),
   ("-", XJF, "Wei Zhang, Jiajun Xian, Hao Lin."),
   ("-", LFF, "L. Chen, L. Ferhat, and M. Okafor.")],
  [("Which candidates are the first author of at least one published paper?", "en"),
   ("who's lead author on a paper, ie their name comes first", "en"),
   ("哪些候选人以第一作者身份发表过论文？", "zh"),
   ("有一作论文的吗", "zh")]),
 ("i07-reviewer", ["YM", "XJ"], ["topic"], [
   ("+", YMF, "Referee Physical Review B (since 2023); Journal of the Physical Society of Japan"),
   ("+", XJF, "IROS 2025 审稿人"),
   ("-", RZF, "中国化工学会会员"),
   ("-", LFF, "Mentor, Women in Data Science (WiDS) Datathon 2024")],
  [("Which candidates have served as a reviewer or committee member for a conference or journal?", "en"),
   ("anyone done peer review / refereeing for a journal or conf?", "en"),
   ("哪些候选人担任过学术会议或期刊的审稿人或委员会成员？", "zh"),
   ("有给会议或者期刊审过稿的吗", "zh")]),
 ("i08-weichai-2019", ["QH"], ["period", "employer"], [
   ("+", QHM, "潍柴动力股份有限公司 发动机研究院 — 机械设计工程师"), ("+", QHM, "2012.07 – 2019.05"),
   ("+", QHJ, "Weichai Power Co., Ltd., Weifang – Engine Research Institute"),
   ("+", QHJ, "Mechanical Design Engineer, 07/2012 – 05/2019")],
  [("Who was employed at Weichai Power at any point during 2019?", "en"),
   ("anyone at weichai back in 2019?", "en"),
   ("2019年期间有哪些候选人在潍柴动力任职？", "zh"),
   ("19年在潍坊那家柴油发动机厂干过的有谁", "zh")]),
 ("i09-current-autonomous-driving", ["XJ"], ["time/role"], [
   ("+", XJF, "小马智行（Pony.ai）"), ("+", XJF, "高级感知算法工程师 2023.04–至今"),
   ("+", XJF, "负责Robotaxi车队的多相机BEV三维目标检测模型"),
   ("-", QHJ, "clients include Sinopec and Pony.ai")],
  [("Which candidates currently work at an autonomous-driving company?", "en"),
   ("who's at a self-driving / robotaxi outfit right now", "en"),
   ("目前在自动驾驶公司任职的候选人有哪些？", "zh"),
   ("现在在做无人车的公司上班的有吗", "zh")]),
 ("i10-fmcg-internship", ["TX", "LF"], ["time/role", "employer"], [
   ("+", TXF, "\"name\": \"雀巢（中国）有限公司\""), ("+", TXF, "\"position\": \"市场部实习生（雀巢咖啡电商）\""),
   ("+", LFF, "PepsiCo"), ("+", LFF, "MARKETING ANALYTICS INTERN"), ("+", LFF, "Summer 2016"),
   ("-", RKF, "Costa Coffee (a Coca-Cola company) - London Bridge Station store"),
   ("-", IOF, "mid-cap listed clients in food and energy (incl. Ebro Foods and Cepsa)")],
  [("Which candidates have completed an internship at a consumer-goods company?", "en"),
   ("anyone interned at an FMCG brand? internships only, not full-time jobs", "en"),
   ("哪些候选人曾在快消品公司实习过？", "zh"),
   ("有在快消大厂实习过的吗 宝洁联合利华那种", "zh")]),
 ("i11-10y-fulltime", ["RZ", "QH", "RK"], ["years"], [
   ("+", RZF, "2014年7月 - 2019年12月"), ("+", RZF, "2020年1月 - 至今"),
   ("+", QHM, "2012.07 – 2019.05"), ("+", QHJ, "Senior Patent Attorney, since 01/2023"),
   ("+", RKF, "Barista (full-time) Mar 2014 - Jun 2017"),
   ("+", RKF, "Store Manager Feb 2020 - present"), ("+", RKF, "Shift Supervisor (full-time) Jul 2017 - Jan 2020"),
   ("-", LFF, "DATA ANALYST, GROWTH Sep 2017 – Mar 2019"),
   ("-", YMF, "Teaching Assistant (part-time)")],
  [("Which candidates have at least 10 years of full-time work experience?", "en"),
   ("10+ yrs FT exp, who we got", "en"),
   ("哪些候选人拥有10年及以上的全职工作经验？", "zh"),
   ("工作十年往上的老手有哪些", "zh")]),
 ("i12-985-or-qs100-bachelor", ["XJ", "QH", "YM", "LF"], ["tier", "degree"], [
   ("+", XJF, "华中科技大学 自动化 工学学士 2013.09–2017.06"),
   ("+", QHM, "天津大学 机械工程 工学学士"),
   ("+", QHJ, "B.Eng. in Mechanical Engineering, Tianjin University"),
   ("+", YMF, "B.Sc. in Physics, The University of Tokyo"),
   ("+", LFF, "University of Toronto"), ("+", LFF, "B.SC. IN STATISTICS"),
   ("-", RZF, "中国石油大学（华东）"),
   ("-", TXF, "\"institution\": \"天津财经大学\""),
   ("-", IOF, "Grado en Administración y Dirección de Empresas, Universidad Carlos III de Madrid, 2016 – 2020")],
  [("Which candidates earned their bachelor's degree at a Project 985 university or a QS World top-100 university?", "en"),
   ("undergrad at a 985 or a global top-100 school?", "en"),
   ("哪些候选人的本科毕业于985高校或QS世界排名前100的大学？", "zh"),
   ("本科是985或者QS百强名校的有谁", "zh")]),
 ("i13-shell", [], ["employer", "empty-gold"], [
   ("-", RZF, "该单元采用壳牌（Shell）授权的工艺包，负责与许可方的技术澄清"),
   ("-", IOF, "incl. Ebro Foods and Cepsa")],
  [("Which candidates have worked for Shell or any of its subsidiaries?", "en"),
   ("anyone ex-shell? royal dutch shell, the oil major", "en"),
   ("哪些候选人曾在壳牌公司（含其子公司）工作过？", "zh"),
   ("有在壳牌干过的吗", "zh")]),
]
out = [HEADER]
for name, gold, tags, ev, qs in INTENTS:
    out.append(f"  # ---------------- {name} ----------------\n")
    for i, (q, lang) in enumerate(qs):
        t = list(tags)
        other = ZH_ONLY if lang == "en" else EN_ONLY
        if any(g in other for g in gold):
            t.append("cross-lingual")
        t.append("paraphrase")
        for sign, f, quote in ev:
            out.append(f"  # {sign} {f}: {quote}\n")
        out.append(f"  - {{q: {J(q)}, gold: [{', '.join(gold)}], tags: [{', '.join(t)}], intent: {name}}}\n")
open(os.path.join(HERE, "..", "questions.yaml"), "w").write("".join(out))
print("wrote", sum(len(x[4]) for x in INTENTS), "questions")
