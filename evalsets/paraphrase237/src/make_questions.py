"""Writes ../questions.yaml (evidence comments repeated above each of an intent's 4 phrasings)."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))

HEADER = """\
# paraphrase237 — blind PARAPHRASE set over evalsets/blind/paraphrase237/cvs
# 8 fictional people at real companies/universities, 9 CV files (3 LaTeX PDFs: Chinese ctex,
# moderncv classic, awesome-cv look-alike; 2 DOCX incl. a Chinese one with tables; 1 Markdown;
# 1 plain text; 1 JSON Resume; 1 phone photo .jpg with no text layer).
# 13 intents x 4 phrasings (2 English + 2 Chinese; one formal and one chatty per language). All 4
# phrasings of an intent carry the same `intent:` and the SAME gold.
#
# Evidence comments: "+ file: quote" supports a gold person, "- file: quote" documents a trap.
# Quotes are verbatim from the file's text: pdftotext for PDFs (small-caps lines come out in
# upper case and are quoted that way), python-docx paragraphs + table cells + header/footer for
# DOCX, the raw file for .md/.txt/.json; for IMG_20261115_213402.jpg the text is
# src/yu_wanzhou_photo_page.txt (pdftotext of the page before it was photographed).
# Comparison ignores whitespace and markdown ** / # markers.
#
# GOLD RULES
# - as_of 2026-12-01: "present", "至今", "today", "在读", open-ended JSON entries = still true on
#   that date. Years are counted up to as_of.
# - Employment: full-time jobs and internships. "worked at X" includes internships unless the
#   question says full-time. NOT employment: awards, competitions, talks, volunteering, judging,
#   court cases / parties to a case, platforms or chips used (a vendor's chip on a product),
#   co-authors' affiliations, declined or unused offers, PhD study, teaching fellowships.
#   A full-time research assistant job (World Bank RA) is employment.
# - Subsidiaries: Ping An Group includes Ping An Technology, Ping An Securities, Ping An P&C
#   Insurance and OneConnect (金融壹账通). The questions say so. Being a party in a court case
#   involving 中国平安财产保险 is not employment at Ping An.
# - Momenta = 北京初速度科技有限公司. Xpeng (小鹏汽车) is an EV maker; CALB (中创新航) is an EV
#   battery-cell maker; Gotion and EVE are battery makers (past jobs only). Momenta is an
#   autonomous-driving software company, NOT an EV maker.
# - "Current" = the newest CV of a person decides. Yin Zhuohang has an old English CV (Jan 2021,
#   Momenta "Present") and a newer Chinese CV (Momenta ended 2021.03; Xpeng since 2021.04): he is
#   currently at Xpeng.
# - Years of full-time experience: sum of full-time employment spans (months), internships,
#   PhD, teaching fellowships and unfinished degrees excluded. No person is within 6 months of 10
#   years: Dromgoole 13.2, Teo 14.4, Rantanen 11.3, Yin 9.4 (9.9 even with his internship),
#   Song 8.4, Lu 7.4, Meng 4.2, Yu 0.
# - Degrees: "holds or is pursuing" includes degrees in progress (Dromgoole's online part-time MSc,
#   Yu's 法律硕士 started 2026.09). A PhD candidacy left without completion and an MSc offer not
#   taken up do not count. Master's = MSc/M.Sc./MEng/工学硕士/法律硕士 etc.
# - Schools: Harbin Institute of Technology includes its Shenzhen campus 哈尔滨工业大学（深圳）.
#   哈尔滨理工大学 (Harbin University of Science and Technology) is a different school. A talk
#   given at a university is not studying there.
# - Tiers (only bachelor's degrees count for the tier question):
#   985 in this set: 哈尔滨工业大学 (HIT), 中国人民大学 (Renmin). 211-only: 江南大学,
#   中国政法大学 (Yu's master's, not bachelor). None of 985/211: 哈尔滨理工大学, 西南政法大学.
#   QS top-100 (QS World University Rankings 2026) in this set: National University of Singapore,
#   LSE, Nanyang Technological University (unfinished PhD only). Not top-100: University of
#   Stirling, Oulu University of Applied Sciences, University of London (online), Aalto
#   (never enrolled), Renmin (counts via 985), Boston University (PhD only).
# - Publications: ICRA = IEEE International Conference on Robotics and Automation, main
#   conference only; workshop papers and volunteering do not count. First author = first name in
#   the author list as printed or stated "（第一作者）"; a patent's first inventor is not a paper.
# - Reviewing: reviewer / referee / programme-committee for an academic journal or conference.
#   Judging a design competition, drafting an industry standard, or being a conference
#   discussant does not count.
# - Skill at work: used in a described job, not only listed in a skills section.
# - Internship at a bank or securities firm: 招商银行信用卡中心 is a bank unit; Ping An Securities
#   is a securities firm (brokerage). Court and law-firm internships are not.
# Two CVs of one person = one candidate: YZ (yin_zhuohang_zh.pdf, newer, + zhuohang_yin_resume_2021.txt,
# same e-mail and phone). management_accountant_cv_2026.docx states its owner's name only in the
# page footer (and e-mail handle): Maeve Dromgoole.
as_of: "2026-12-01"
people:
  YZ: ["yin zhuohang", "zhuohang yin", "尹卓航"]
  MD: ["maeve dromgoole", "dromgoole maeve"]
  XM: ["meng xiaoran", "xiaoran meng", "孟筱然"]
  LS: ["lu silan", "silan lu", "卢思岚"]
  SK: ["song kecheng", "kecheng song", "宋可澄"]
  MT: ["marcus teo", "marcus teo kian hong", "teo kian hong"]
  ER: ["eetu rantanen", "rantanen eetu"]
  YW: ["yu wanzhou", "wanzhou yu", "俞晚舟"]
questions:
"""

YZP, YZT = "yin_zhuohang_zh.pdf", "zhuohang_yin_resume_2021.txt"
MDD, XMP, LSD = "management_accountant_cv_2026.docx", "xiaoran_meng_cv.pdf", "卢思岚_工艺工程师.docx"
SKM, MTP, ERJ, YWJ = "宋可澄-UI设计师.md", "marcus_teo_cv.pdf", "eetu_rantanen.resume.json", "IMG_20261115_213402.jpg"

# intent, kind tags, gold, evidence, [(q, lang, extra tags)]   lang used for cross-lingual
INTENTS = [
 ("i01-pingan-employer", ["employer"], ["XM", "SK", "MT"], [
   ("+", XMP, "Research Intern, Ping An Securities, Research Institute, Shenzhen"),
   ("+", SKM, "金融壹账通（OneConnect，中国平安旗下）· UI 设计师 · 2018.07 – 2022.03"),
   ("+", MTP, "Ping An Technology (Shenzhen) Co., Ltd."),
   ("+", MTP, "Jan 2015 – Jun 2019"),
   ("-", YWJ, "其中包括涉中国平安财产保险股份有限公司的保险合同纠纷系列案"),
  ], [
   ("Which candidates have worked at Ping An Group? Subsidiaries such as Ping An Technology, Ping An Securities and OneConnect count, internships too.", "en", []),
   ("anyone ex ping an? the big shenzhen insurer - any of its subsidiaries count, internships too", "en", ["paraphrase"]),
   ("哪些候选人在中国平安集团工作过？平安科技、平安证券、金融壹账通等子公司均计入，实习也算。", "zh", []),
   ("有平安系出来的吗 子公司 实习都算", "zh", ["paraphrase"]),
  ]),
 ("i02-hit-school", ["school"], ["YZ", "LS"], [
   ("+", YZP, "哈尔滨工业大学 自动化 工学学士 2013.09–2017.06"),
   ("+", YZT, "Harbin Institute of Technology (HIT), Harbin"),
   ("+", LSD, "哈尔滨工业大学（深圳）"),
   ("-", LSD, "哈尔滨理工大学"),
   ("-", SKM, "2021 受邀在哈尔滨工业大学（深圳）建筑学院做分享"),
  ], [
   ("Which candidates studied at Harbin Institute of Technology (any campus, incl. Shenzhen)?", "en", []),
   ("any HIT alums here? harbin tech, shenzhen campus is fine too", "en", ["paraphrase"]),
   ("哪些候选人曾就读于哈尔滨工业大学（含深圳校区）？", "zh", []),
   ("有哈工大毕业的吗 深圳校区也算", "zh", ["paraphrase"]),
  ]),
 ("i03-masters-degree", ["degree", "time/role"], ["MD", "XM", "LS", "YW"], [
   ("+", MDD, "MSc Finance (online, part-time), University of London — in progress, started 2024, expected 2027"),
   ("+", XMP, "M.Sc. in Economics, London School of Economics and Political Science, London"),
   ("+", LSD, "工学硕士"),
   ("+", YWJ, "中国政法大学 法律硕士（法学） 2026.09–在读"),
   ("-", ERJ, "MSc (offer accepted 2019, did not enrol)"),
   ("-", MTP, "PHD CANDIDATE, COMPUTER ENGINEERING (LEFT WITHOUT COMPLETING THE DEGREE)"),
  ], [
   ("Which candidates hold a master's degree or are currently enrolled in a master's programme?", "en", []),
   ("who's got a masters, or is doing one right now? postgrad taught is fine", "en", ["paraphrase"]),
   ("哪些候选人拥有硕士学位或正在攻读硕士学位？", "zh", []),
   ("读过研或者正在读研的有谁 硕士就行", "zh", ["paraphrase"]),
  ]),
 ("i04-kubernetes-at-work", ["skill"], ["YZ", "MT"], [
   ("+", YZP, "搭建基于 Kubernetes 的大规模闭环仿真集群"),
   ("+", MTP, "Moved the sensor-ingest and model-serving stack onto Kubernetes (EKS + k3s at the edge)"),
   ("-", ERJ, "\"Jenkins\", \"Docker\", \"Kubernetes\""),
  ], [
   ("Which candidates have used Kubernetes in one of their jobs (not only listed it as a skill)?", "en", []),
   ("anyone actually run k8s / container orchestration at work", "en", ["paraphrase"]),
   ("哪些候选人在工作中实际使用过 Kubernetes？只写在技能栏的不算。", "zh", []),
   ("有在工作里真用过 k8s 容器编排的吗", "zh", ["paraphrase"]),
  ]),
 ("i05-icra-paper", ["topic"], ["YZ", "MT"], [
   ("+", YZP, "IEEE International Conference on Robotics and Automation (ICRA), 2019."),
   ("+", YZT, "ICRA 2019, Montreal."),
   ("+", MTP, "Proc. IEEE International Conference on Robotics and Automation (ICRA), St. Paul, MN, 2012"),
   ("-", MTP, "ICRA 2011 Workshop on Agricultural Robotics"),
   ("-", ERJ, "ICRA 2022 (Philadelphia)"),
  ], [
   ("Which candidates have published a paper at ICRA (main conference, not a workshop)?", "en", []),
   ("anyone with a paper at the IEEE robotics & automation conference? workshops don't count", "en", ["paraphrase"]),
   ("哪些候选人在 ICRA 主会上发表过论文？研讨会（workshop）论文不算。", "zh", []),
   ("有在机器人顶会 ICRA 发过文章的吗 workshop不算", "zh", ["paraphrase"]),
  ]),
 ("i06-first-author", ["topic"], ["XM", "MT", "YW"], [
   ("+", XMP, "Meng, X., and L. Whitcombe. “Mobile Money and Informal Insurance: Evidence from"),
   ("+", MTP, "M. K. H. Teo, W. Lim and I.-M. Chen, “Vision-guided end-effector for selective harvesting of greenhouse cap-"),
   ("+", YWJ, "俞晚舟（第一作者）、梁景行：《互联网保险格式条款提示说明义务的司法审查》"),
   ("-", YZP, "Q. Lin, Z. Yin, H. Gao."),
   ("-", YZP, "（第二作者）"),
   ("-", LSD, "一种锂离子电池极片辊压厚度在线补偿方法（第一发明人）"),
  ], [
   ("Which candidates are the first author of a published paper?", "en", []),
   ("anyone lead author on a published paper", "en", ["paraphrase"]),
   ("哪些候选人以第一作者身份发表过论文？", "zh", []),
   ("谁发过一作", "zh", ["paraphrase"]),
  ]),
 ("i07-reviewer", ["topic"], ["YZ", "XM"], [
   ("+", YZP, "审稿人：IEEE/RSJ IROS 2025；IEEE Transactions on Intelligent Vehicles（2024 起）"),
   ("+", XMP, "Journal of Development Economics; World Development; China Economic Review"),
   ("-", SKM, "2023 站酷 × 某银行 \"金融无障碍设计大赛\" 评委"),
   ("-", LSD, "标准起草工作组成员"),
   ("-", XMP, "NEUDC 2022 (Northeast Universities Development Consortium Conference)"),
  ], [
   ("Which candidates have served as a reviewer or programme-committee member for an academic conference or journal?", "en", []),
   ("anyone done peer review / refereeing for a journal or a conf", "en", ["paraphrase"]),
   ("哪些候选人担任过学术期刊或学术会议的审稿人或程序委员会成员？", "zh", []),
   ("有给期刊或者会议审过稿的吗", "zh", ["paraphrase"]),
  ]),
 ("i08-momenta-in-2020", ["employer", "period"], ["YZ"], [
   ("+", YZP, "Momenta（北京初速度科技有限公司） 2017.07–2021.03"),
   ("+", YZT, "Planning Engineer Jul 2017 - Present"),
   ("+", YZT, "Last updated: January 2021"),
  ], [
   ("Which candidates were employed at Momenta at any point during 2020?", "en", []),
   ("who was at momenta (the beijing self-driving startup) back in 2020", "en", ["paraphrase"]),
   ("2020年期间有哪些候选人在 Momenta 任职？", "zh", []),
   ("20年那会儿在初速度科技待过的有谁", "zh", ["paraphrase"]),
  ]),
 ("i09-current-ev-or-battery", ["time/role", "employer"], ["YZ", "LS"], [
   ("+", YZP, "小鹏汽车（广州橙行智动汽车科技有限公司） 2021.04–至今"),
   ("+", LSD, "2022年6月 - 至今"),
   ("+", LSD, "中创新航科技集团股份有限公司（CALB） 高级工艺工程师"),
   ("-", YZT, "Planning Engineer Jul 2017 - Present"),
   ("-", ERJ, "extending ring battery life by about 9 hours"),
  ], [
   ("Which candidates currently work at an electric-vehicle maker or an EV battery manufacturer?", "en", []),
   ("anyone currently at an EV carmaker or a battery cell maker", "en", ["paraphrase"]),
   ("目前在新能源车企或动力电池企业任职的候选人有哪些？", "zh", []),
   ("现在在造车新势力或者电池厂上班的有谁", "zh", ["paraphrase"]),
  ]),
 ("i10-bank-broker-internship", ["time/role", "employer"], ["XM", "SK"], [
   ("+", XMP, "Summer 2019 Research Intern, Ping An Securities"),
   ("+", SKM, "招商银行信用卡中心 · UI 设计实习生 · 2017.07 – 2017.09"),
   ("-", YWJ, "重庆市第五中级人民法院 民事审判庭 法官助理实习"),
   ("-", YWJ, "北京市中伦（重庆）律师事务所 争议解决部实习生"),
   ("-", MTP, "Ping An Technology (Shenzhen) Co., Ltd."),
  ], [
   ("Which candidates have done an internship at a bank or a securities firm?", "en", []),
   ("anyone interned at a bank or a brokerage", "en", ["paraphrase"]),
   ("哪些候选人有在银行或证券公司实习的经历？", "zh", []),
   ("有在银行券商实习过的吗", "zh", ["paraphrase"]),
  ]),
 ("i11-10y-fulltime", ["years"], ["MD", "MT", "ER"], [
   ("+", MDD, "09/2013 - 09/2016"),
   ("+", MDD, "Grant Thornton UK LLP — Audit Associate, later Audit Senior"),
   ("+", MDD, "04/2023 - today"),
   ("+", MTP, "Jul 2012 – Dec 2014"),
   ("+", MTP, "Jul 2019 – Present"),
   ("+", ERJ, "\"name\": \"Suunto Oy\""),
   ("+", ERJ, "\"startDate\": \"2015-08\""),
   ("-", YZP, "2017.07–2021.03"),
   ("-", SKM, "2018.07 – 2022.03"),
  ], [
   ("Which candidates have at least 10 years of full-time work experience?", "en", []),
   ("who has a decade+ of full-time work? internships don't count", "en", ["paraphrase"]),
   ("哪些候选人拥有10年及以上的全职工作经验？", "zh", []),
   ("全职干满十年的有谁 实习不算", "zh", ["paraphrase"]),
  ]),
 ("i12-bachelor-985-or-qs100", ["tier", "degree", "school"], ["YZ", "XM", "MT"], [
   ("+", YZP, "哈尔滨工业大学 自动化 工学学士"),
   ("+", YZT, "B.Eng. in Automation"),
   ("+", XMP, "B.A. in Economics, Renmin University of China, Beijing"),
   ("+", MTP, "National University of Singapore"),
   ("+", MTP, "BACHELOR OF COMPUTING (COMPUTER SCIENCE), FIRST CLASS HONOURS"),
   ("-", LSD, "哈尔滨理工大学"),
   ("-", SKM, "江南大学 · 视觉传达设计 · 本科（艺术学学士）"),
   ("-", MDD, "BA (Hons) Accounting and Finance, University of Stirling, 2009 – 2013"),
  ], [
   ("Which candidates hold a bachelor's degree from a 985 university or a QS top-100 university?", "en", []),
   ("anyone whose undergrad was at a Project 985 school or a global top-100 uni", "en", ["paraphrase"]),
   ("哪些候选人的本科毕业于985高校或QS世界排名前100的大学？", "zh", []),
   ("本科是985或者QS前一百的有谁", "zh", []),
  ]),
 ("i13-horizon-robotics", ["employer", "empty-gold"], [], [
   ("-", YZP, "适配地平线征程5 与英伟达 Orin 双计算平台的部署"),
  ], [
   ("Which candidates have worked at Horizon Robotics?", "en", []),
   ("anyone from horizon robotics - the journey chip people", "en", ["paraphrase"]),
   ("哪些候选人曾在地平线（Horizon Robotics）工作过？", "zh", []),
   ("有地平线出来的吗 做征程芯片那家", "zh", ["paraphrase"]),
  ]),
]

LANG = {"YZ": {"zh", "en"}, "MD": {"en"}, "XM": {"en"}, "LS": {"zh"}, "SK": {"zh"},
        "MT": {"en"}, "ER": {"en"}, "YW": {"zh"}}
# person-specific evidence language for an intent where they have only one-language evidence
ONLY = {("i04-kubernetes-at-work", "YZ"): {"zh"}, ("i07-reviewer", "YZ"): {"zh"},
        ("i09-current-ev-or-battery", "YZ"): {"zh"}}

out = [HEADER]
for intent, kinds, gold, ev, qs in INTENTS:
    out.append(f"  # ================= {intent} =================\n")
    for q, lang, extra in qs:
        for sign, f, quote in ev:
            out.append(f"  # {sign} {f}: {quote}\n")
        tags = list(kinds) + [t for t in extra if t not in kinds]
        if any(lang not in ONLY.get((intent, g), LANG[g]) for g in gold):
            tags.append("cross-lingual")
        if "paraphrase" not in tags:
            tags.append("paraphrase")
        out.append(f"  - {{q: {json.dumps(q, ensure_ascii=False)}, intent: {intent}, gold: [{', '.join(gold)}], tags: [{', '.join(tags)}]}}\n")
open(os.path.join(HERE, "..", "questions.yaml"), "w").write("".join(out))
