"""Writes ../questions.yaml (evidence comments repeated above each of an intent's 4 phrasings)."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))

HEADER = '''# paraphrase163 — blind PARAPHRASE set over evalsets-style folder paraphrase163/cvs
# (8 fictional people at real employers/schools, 9 CV files: 3 LaTeX PDFs (moderncv classic,
# an awesome-cv look-alike, a Chinese ctex one), 2 DOCX (Chinese with tables; English with the
# name only in the page header), 1 Markdown, 1 plain text, 1 JSON Resume, 1 phone photo .jpg).
# 13 intents x 4 phrasings (English formal, English chatty, Chinese formal, Chinese chatty);
# every phrasing of one intent has the SAME gold. `intent:` names the intent.
# as_of 2026-11-29 is "today" for now / present / 至今 / since / years.
#
# Evidence: "+ file: quote" supports a gold person, "- file: quote" documents a trap. Quotes are
# verbatim from the file's text (pdftotext for PDFs; python-docx paragraphs, table cells and
# header for DOCX; the file itself for .md/.txt/.json). For the photo IMG_20261104_093512.jpg the
# text is src/photo_page_text.txt (pdftotext of the page before it became a photo). Checked by
# src/check_evidence.py (whitespace-insensitive).
#
# GOLD RULES
# - "worked at X" includes internships unless the question says otherwise. NOT employment:
#   clients of a consultancy/tax firm, partners/content collaborations, awards, competitions,
#   scholarships, certifications, conference volunteering, declined offers.
# - COSCO SHIPPING group = 中远海运 and its subsidiaries: COSCO SHIPPING Holdings (中远海运控股),
#   COSCO SHIPPING Lines, OOCL / 东方海外货柜航运 (part of the group since 2018, so OOCL jobs
#   count). CIMC (中集集团) is NOT part of COSCO SHIPPING.
# - A person with two CVs (GY: old Chinese .txt from 2025, new English .docx from Nov 2026) is
#   one candidate; evidence in either counts; the newer CV decides what is current/completed.
# - Full-time experience: employment after the first degree, internships, working-student
#   jobs and PhD/doctoral-researcher years NOT counted; ongoing jobs run to 2026-11-29.
#   Computed: FB 10.1 y (2016-10..), OM 14.4 y (2012-07..), LQ 9.4 y (2017-07..), IT 12.2 y
#   (2014-09..), JW 7.2 y (2019-09..), MZ 6.4 y (2020-07..), PS 1.3 y (2025-08..; 7.3 y even if
#   the PhD were counted), GY 0.4 y. Nobody is within 6 months of the 8-year threshold.
# - "Currently" = a job with no end date (至今 / Present / since) in the newest CV.
# - Doctorate: completed or in progress counts; a declined PhD offer does not.
# - ICRA = main conference only; ICRA workshop papers do not count. Being a reviewer of ICRA
#   is not publishing there.
# - First author = first name in the author list as printed (or marked 第一作者).
# - Reviewer / committee: reviewing or programme-committee membership for a conference or
#   journal; student volunteering does not count.
# - "Manufacturing or industrial company" internships: Schaeffler (automotive supplier), KUKA
#   (robot maker), KONE / 通力电梯 (elevator maker), Top Glove (glove manufacturer). Not:
#   喜马拉雅 (audio internet platform), 上海证券交易所 (stock exchange).
# - Podcast / audio platform: 小宇宙 (podcast app), 喜马拉雅 (audio platform).
# - 985 bachelor: Project 985 list of Chinese universities. Schools in this set: 上海交通大学 /
#   Shanghai Jiao Tong University (985), 同济大学 / Tongji University (985), 中南财经政法大学
#   (211 only, not 985), 中国传媒大学 (211 and 双一流, not 985). Foreign schools (TUM, ETH Zurich,
#   LMU Munich, University of Malaya, Hochschule Esslingen) are not 985. A 985 master's does
#   not make a 985 bachelor.
# - TUM = Technical University of Munich / Technische Universität München / 慕尼黑工业大学;
#   LMU (Ludwig-Maximilians-Universität München) is a different university.
#
# tags: employer, school, degree, skill, topic, period, time/role, years, tier, title,
# conjunctive, cross-lingual (a gold person's only evidence is in the other language),
# empty-gold, paraphrase (names the thing through another word: nickname, synonym, description).
as_of: "2026-11-29"
people:
  FB: ["florian brechtel", "brechtel florian"]
  PS: ["shuoyan pan", "pan shuoyan", "潘硕言"]
  JW: ["姜晚澄", "jiang wancheng", "wancheng jiang"]
  LQ: ["梁启舟", "liang qizhou", "qizhou liang"]
  MZ: ["米朝歌", "mi zhaoge", "zhaoge mi"]
  GY: ["顾砚霖", "gu yanlin", "yanlin gu"]
  OM: ["ooi mei ling", "mei ling ooi"]
  IT: ["imke trautwein", "trautwein imke"]
questions:
'''

F = {"FB": "Florian_Brechtel_CV.pdf", "PS": "PanShuoyan_CV_2026.pdf", "JW": "姜晚澄_简历.pdf",
     "LQ": "IMG_20261104_093512.jpg", "MZ": "米朝歌-内容运营.docx", "GYd": "CV_mech_2026.docx",
     "GYt": "顾砚霖_简历_2025.txt", "OM": "ooi_mei_ling_resume.md", "IT": "resume.json"}
ZH_ONLY = {"JW", "LQ", "MZ"}          # evidence only in Chinese
EN_ONLY = {"FB", "PS", "OM", "IT"}    # evidence only in English; GY has both

# intent: (gold, base tags, evidence [(sign, filekey, quote)], [(q, lang, extra tags)])
I = [
 ("i01-employer-cosco", ["JW", "LQ"], ["employer"], [
   ("+", "JW", "中远海运控股股份有限公司（COSCO SHIPPING Holdings） 资金管理部"),
   ("+", "LQ", "东方海外货柜航运有限公司（OOCL）珠海 IT 中心"),
   ("-", "IT", "Advised the German subsidiaries of COSCO SHIPPING Lines on transfer pricing for agency fees (client engagement, 2021-2023)."),
   ("-", "JW", "中国国际海运集装箱（集团）股份有限公司（中集集团） 财务公司"),
  ], [
   ("Which candidates have worked at COSCO SHIPPING or one of its subsidiaries such as OOCL?", "en", []),
   ("anyone ex-cosco? oocl counts too", "en", []),
   ("哪些候选人曾在中远海运集团（含东方海外 OOCL 等子公司）工作过？", "zh", []),
   ("有没有在国内那家最大的国字头航运集团干过的 东方海外也算", "zh", ["paraphrase"]),
  ]),
 ("i02-school-tum", ["FB", "PS"], ["school"], [
   ("+", "FB", "M.Sc. Mechatronics and Robotics, Technical University of Munich (TUM), Munich"),
   ("+", "PS", "Technical University of Munich"),
   ("-", "IT", "Ludwig-Maximilians-Universität München (LMU Munich)"),
  ], [
   ("Which candidates studied at the Technical University of Munich?", "en", []),
   ("anyone from TUM", "en", ["paraphrase"]),
   ("哪些候选人就读于慕尼黑工业大学？", "zh", []),
   ("有慕工大毕业的吗", "zh", ["paraphrase"]),
  ]),
 ("i03-degree-doctorate", ["PS"], ["degree"], [
   ("+", "PS", "Ph.D. in Robotics (Dr. sc. ETH), advisor: Prof. M. Hollenstein"),
   ("-", "FB", "Declined a PhD position offered by RWTH Aachen (Institute for Automotive Engineering)"),
  ], [
   ("Which candidates hold a doctorate or are currently working towards one?", "en", ["paraphrase"]),
   ("any phds? finished or still doing it both fine", "en", []),
   ("哪些候选人拥有博士学位或正在攻读博士学位？", "zh", []),
   ("有博士吗 在读的也算", "zh", []),
  ]),
 ("i04-skill-python-at-work", ["FB", "JW", "PS", "LQ"], ["skill"], [
   ("+", "FB", "Automated FMEDA and fault-tree consistency checks with Python scripts"),
   ("+", "JW", "用 Python 搭建 13 周滚动现金流预测模型"),
   ("+", "PS", "Built a fleet-log replay tool in Python that reproduces field failures in simulation within an hour."),
   ("+", "LQ", "用 Python 和 Go 编写故障自愈与容量巡检工具"),
   ("-", "IT", "\"keywords\": [\"Excel\", \"Alteryx\", \"Python\"]"),
   ("-", "GYd", "Skills: SolidWorks, ANSYS Mechanical, AutoCAD, MATLAB, Python, GD&T"),
   ("-", "GYt", "SolidWorks、ANSYS、AutoCAD、MATLAB、Python、Kubernetes（课程实验）"),
  ], [
   ("Which candidates have used Python in their jobs, not just listed it as a skill?", "en", []),
   ("who actually writes py scripts at work", "en", ["paraphrase"]),
   ("哪些候选人在工作中实际使用过 Python？仅在技能栏列出的不算。", "zh", []),
   ("谁上班真写python的 光写在技能里的不算", "zh", []),
  ]),
 ("i05-venue-icra", ["PS", "GY"], ["topic"], [
   ("+", "PS", "IEEE International Conference on Robotics and Automation (ICRA), 2023."),
   ("+", "GYd", "IEEE International Conference on Robotics and Automation (ICRA), 2025."),
   ("+", "GYt", "成果投稿 ICRA 2025（第四作者，已录用）"),
   ("-", "FB", "ICRA 2022 Workshop on Safe Robot Autonomy (workshop paper)."),
  ], [
   ("Which candidates have published a paper at ICRA (main conference, workshops excluded)?", "en", []),
   ("anyone got a paper in the big IEEE robotics and automation conference? workshop papers dont count", "en", ["paraphrase"]),
   ("哪些候选人在 ICRA 主会发表过论文（workshop 不算）？", "zh", []),
   ("有人中过icra吗 主会的", "zh", []),
  ]),
 ("i06-first-author", ["FB", "PS", "LQ"], ["topic"], [
   ("+", "FB", "F. Brechtel, K. Omland, “Quantifying latent fault coverage in redundant brake-by-wire"),
   ("+", "PS", "S. Pan, J. Keller, M. Hollenstein. “Contact-aware state estimation on deformable ground.”"),
   ("+", "LQ", "梁启舟，陈立. 基于时序异常检测的容器集群故障预警方法. 计算机工程与应用, 2019, 55(14): 88-94."),
   ("-", "GYd", "H. Zhao, M. Lin, R. Xu, Y. Gu, J. Chen"),
  ], [
   ("Which candidates are the first author of a published paper?", "en", []),
   ("who has a paper where they're the lead author", "en", ["paraphrase"]),
   ("哪些候选人以第一作者身份发表过论文？", "zh", []),
   ("有一作的吗", "zh", ["paraphrase"]),
  ]),
 ("i07-reviewer-committee", ["FB", "PS"], ["topic"], [
   ("+", "FB", "Program committee member and reviewer, SAFECOMP 2024 (Florence)."),
   ("+", "PS", "Reviewer: ICRA (2022–2025), IROS (2023, 2024), IEEE Robotics and Automation Letters."),
   ("-", "GYd", "Student volunteer, IROS 2025 (Hangzhou)."),
  ], [
   ("Which candidates have served as a reviewer or programme committee member for a conference or journal?", "en", []),
   ("anyone done peer review for conferences or journals? pc member ok too", "en", ["paraphrase"]),
   ("哪些候选人担任过学术会议或期刊的审稿人或程序委员会成员？", "zh", []),
   ("谁给会议期刊审过稿 当过pc也行 志愿者不算", "zh", []),
  ]),
 ("i08-period-cosco-2019", ["LQ"], ["period", "employer", "conjunctive"], [
   ("+", "LQ", "东方海外货柜航运有限公司（OOCL）珠海 IT 中心 2017年7月 - 2020年6月"),
   ("-", "JW", "中远海运控股股份有限公司（COSCO SHIPPING Holdings） 资金管理部 2021.03 – 至今"),
   ("-", "JW", "中国国际海运集装箱（集团）股份有限公司（中集集团） 财务公司 2019.09 – 2021.02"),
  ], [
   ("Who was employed by the COSCO SHIPPING group (OOCL included) at any point during 2019?", "en", []),
   ("who was at cosco or oocl back in 2019", "en", []),
   ("2019 年期间，哪些候选人在中远海运集团（含东方海外）任职？", "zh", []),
   ("19年那会儿在中远系公司上班的有谁", "zh", ["paraphrase"]),
  ]),
 ("i09-current-podcast-app", ["MZ"], ["time/role", "employer"], [
   ("+", "MZ", "2024.03–至今"),
   ("+", "MZ", "小宇宙（播客 App）"),
  ], [
   ("Which candidates currently work at a podcast or audio-streaming app?", "en", []),
   ("anyone at a podcast app right now", "en", []),
   ("哪些候选人目前就职于播客或音频平台？", "zh", []),
   ("现在在做那种听节目的app的人有吗", "zh", ["paraphrase"]),
  ]),
 ("i10-internship-manufacturer", ["FB", "PS", "GY", "OM"], ["time/role", "employer"], [
   ("+", "FB", "Intern, Chassis Mechatronics, Schaeffler Technologies AG & Co. KG, Herzogenaurach,"),
   ("+", "PS", "KUKA Deutschland GmbH"),
   ("+", "PS", "Research intern, Corporate Research"),
   ("+", "GYt", "通力电梯有限公司（KONE，昆山）  机械设计实习生  2025年7月 - 2025年9月"),
   ("+", "GYd", "Mechanical Design Intern — summer 2025 (Jul–Sep)"),
   ("+", "OM", "Top Glove Corporation Bhd | Industrial trainee (internship), supply chain | May – Aug 2011"),
   ("-", "MZ", "内容运营实习生"),
   ("-", "JW", "上海证券交易所 债券业务部"),
  ], [
   ("Which candidates have done an internship (not a full-time job) at a manufacturing or industrial company?", "en", []),
   ("who interned somewhere that actually makes physical stuff, factories, machines etc", "en", ["paraphrase"]),
   ("哪些候选人在制造业或工业企业有过实习经历？全职不算。", "zh", []),
   ("谁在做实业的厂子实习过", "zh", ["paraphrase"]),
  ]),
 ("i11-years-8plus", ["FB", "OM", "LQ", "IT"], ["years"], [
   ("+", "FB", "Oct 2016 – Functional Safety Engineer, ZF Friedrichshafen AG, Koblenz"),
   ("+", "OM", "KPJ Healthcare Berhad | Procurement Executive | 07/2012 – 05/2016"),
   ("+", "LQ", "东方海外货柜航运有限公司（OOCL）珠海 IT 中心 2017年7月 - 2020年6月"),
   ("+", "IT", "\"startDate\": \"2014-09\""),
   ("-", "JW", "2019.09 – 2021.02"),
   ("-", "MZ", "2020.07–2022.04"),
   ("-", "PS", "Doctoral researcher (PhD student) Sep 2019 – Jul 2025"),
  ], [
   ("Which candidates have at least 8 years of full-time work experience?", "en", []),
   ("8+ yrs full time exp, who we got", "en", []),
   ("哪些候选人的全职工作经验不少于 8 年？", "zh", []),
   ("工龄8年以上的有谁 实习和读博不算", "zh", ["paraphrase"]),
  ]),
 ("i12-tier-985-bachelor", ["LQ", "GY", "PS"], ["tier", "school", "degree"], [
   ("+", "LQ", "上海交通大学 软件工程 工学学士"),
   ("+", "GYt", "同济大学  机械与能源工程学院  机械工程  本科  2022.09 - 2026.06（预计）"),
   ("+", "GYd", "Tongji University, Shanghai — B.Eng. Mechanical Engineering, 2022–2026"),
   ("+", "PS", "B.Eng. Mechanical Engineering (Zhiyuan Honors track)"),
   ("-", "JW", "中南财经政法大学 金融学学士"),
   ("-", "JW", "上海交通大学安泰经济与管理学院 金融硕士"),
   ("-", "MZ", "中国传媒大学"),
  ], [
   ("Which candidates earned their bachelor's degree at a Project 985 university?", "en", []),
   ("undergrad at a 985 school? masters at a 985 doesnt count", "en", ["paraphrase"]),
   ("哪些候选人的本科毕业于 985 高校？", "zh", []),
   ("本科是985的有谁 研究生985的不算", "zh", []),
  ]),
 ("i13-empty-spotify", [], ["employer", "empty-gold"], [
   ("-", "MZ", "与 Spotify 播客团队开展过一次跨平台内容合作"),
  ], [
   ("Which candidates have worked at Spotify?", "en", []),
   ("anyone ex-spotify", "en", []),
   ("哪些候选人曾在 Spotify 任职？", "zh", []),
   ("有在那家瑞典的音乐流媒体公司干过的吗", "zh", ["paraphrase"]),
  ]),
]

def person(fk):
    return "GY" if fk.startswith("GY") else fk

def yq(s):
    return '"' + s.replace('\\', '\\\\').replace('"', '\\"') + '"'

lines = [HEADER.rstrip("\n")]
for intent, gold, tags, ev, qs in I:
    lines.append(f"  # ---------------- {intent}  gold: {', '.join(gold) or '(empty)'} ----------------")
    for q, lang, extra in qs:
        t = list(tags) + extra
        if lang == "en" and any(g in ZH_ONLY for g in gold):
            t.append("cross-lingual")
        if lang == "zh" and any(g in EN_ONLY for g in gold):
            t.append("cross-lingual")
        for sign, fk, quote in ev:
            lines.append(f"  # {sign} {F[fk]}: {quote}")
        lines.append(f"  - {{q: {yq(q)}, gold: [{', '.join(gold)}], intent: {intent}, lang: {lang}, tags: [{', '.join(t)}]}}")
open(os.path.join(HERE, "..", "questions.yaml"), "w").write("\n".join(lines) + "\n")
print("questions:", sum(len(x[4]) for x in I))
