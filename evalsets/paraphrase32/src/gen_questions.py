"""Writes ../questions.yaml (paraphrase32). Evidence quotes are checked by check_evidence.py."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))

HEADER = """\
# paraphrase32 — blind PARAPHRASE set over evalsets-style folder cvs/ (8 fictional people at real
# employers/schools, 9 CV files: 3 LaTeX PDFs [awesome-cv look-alike; Chinese ctex two-column
# (paracol); moderncv banking], 2 DOCX [Chinese with tables; English with the name only in the
# footer + e-mail handle], 1 Markdown (Chinese), 2 plain text (one English, one Chinese old CV),
# 1 phone photo .jpg of an English page (no text layer; its text is in src/dorothea_quansah_photo_page.txt).
# 13 intents x 4 phrasings (EN formal, EN chatty, ZH formal, ZH chatty); all 4 phrasings of an
# intent have the SAME gold. `intent:` names the intent.
# Tags: the question's kinds; paraphrase on every question; cross-lingual = the question's language
# differs from some gold person's only evidence; empty-gold = nobody qualifies.
# Evidence comments: "+ file: quote" supports a gold person, "- file: quote" documents a trap.
# Quotes are verbatim from the file's text (pdftotext for PDFs, python-docx paragraphs + table cells
# for DOCX, the file itself for .md/.txt; for resume_photo.jpg the pdftotext of the page before it
# was photographed), compared whitespace-insensitively, markdown ** markers ignored.
#
# GOLD RULES
# - as_of 2026-11-25: "now", "Present", "today", "至今", "since" end on that day.
# - "worked at X" includes internships unless the question says full-time/intern. NOT employment:
#   awards, competitions (阿里巴巴天池大赛), scholarships, certifications (AWS Certified ...),
#   vendors/tools used (AWS QuickSight, EKS, EC2), research awards from a company (Amazon Research
#   Award), clients of a consultancy, conference attendance/talks, reviewing.
# - Subsidiaries/units: Alibaba Group includes DAMO Academy (阿里巴巴达摩院), Alibaba Cloud
#   (Alibaba Cloud Intelligence) and Lazada. Tencent includes Tencent AI Lab, 腾讯优图实验室 and
#   WXG/WeChat Pay. Amazon includes AWS. TikTok/抖音 = ByteDance (not asked).
# - A person with two CVs is one candidate (LT: cvs/luo_tianqi_2021.txt [2021] and
#   cvs/resume_2026_embedded.docx [Oct 2026], same phone and e-mail); the newer CV decides what is
#   current (LT left DJI in 02/2024 and is now at Horizon Robotics).
# - Degrees: "holds or pursuing a PhD" = completed PhD or currently enrolled; an abandoned PhD
#   programme (OF, left 2009), an MBA, a master's (incl. online part-time) do not count. YX's
#   Tsinghua PhD is in progress (expected 2027.06).
# - Publications: only papers listed in the CV's publication list; workshop papers are NOT
#   main-conference papers (RK's CVPR 2022 workshop paper is not a CVPR paper). First author =
#   first name in the printed author list; an equal-contribution "*" first-listed author counts
#   (NS, CVPR 2021). Patents are not papers (DB "第一发明人" does not count).
# - Reviewer/committee: explicit reviewing or PC service in the CV (RK: NeurIPS reviewer, KDD PC;
#   YX: CVPR/ICCV 2025 审稿人). Attending or presenting at a conference is not reviewing.
# - Skill used at work: the skill appears in a job/internship description; a skills-section-only
#   listing does not count (DB "个人学习", AB "Also: ... Kubernetes").
# - Period "during 2019": employed there for at least one day in 2019.
# - Chip/semiconductor company = designs or makes chips as its main business: HiSilicon
#   (海思半导体, Huawei's chip unit), Horizon Robotics (AI/automotive SoC designer), Intel. NOT: DJI
#   (drones), ZTE (telecom equipment), Nubank, TikTok, Alibaba Cloud, Grab.
# - Chinese internet company: Tencent, Alibaba (incl. DAMO), ByteDance, Meituan, Kuaishou, Baidu,
#   JD, NetEase etc. NOT: SenseTime (AI vision company), Intel, ZTE, DBS Bank, Grab (Singapore),
#   Microsoft. Internship = role labelled intern/实习.
# - Years of full-time experience: sum of full-time employment periods up to as_of; internships
#   and PhD study do not count; a year-only range a–b counts as (b-a) years. Values: OF ~17.9,
#   DQ ~14.9 (MTN 2009–2013 + Alibaba Cloud Jan 2016–), DB ~11.4 (2015.07–), LT ~9.4 (07/2017–),
#   RK ~9.2 (Sep 2017–), NS ~7.4 (2019.07–), AB ~6.7 (2020/3–), YX 0. Nobody is within 6 months
#   of the 10-year threshold.
# - 985 list (Project 985): of this set's schools, 浙江大学, 华中科技大学, 电子科技大学 (UESTC),
#   东南大学, 清华大学 are 985. NOT 985: 浙江工业大学 (near-namesake of 浙江大学, neither 985 nor
#   211), 中国科学院自动化研究所 (research institute), National University of Singapore (QS top
#   100 but not a Chinese university), Anna University, Universidade de São Paulo, University of
#   Edinburgh, INSEAD, Georgia Tech, University of Ghana. "Bachelor's from a 985" needs the
#   bachelor's degree itself at a 985 school.
as_of: "2026-11-25"
people:
  RK: ["ravindra kulasekaran", "kulasekaran ravindra"]
  NS: ["nie shuhan", "shuhan nie", "聂书涵"]
  OF: ["osvaldo ferraz", "ferraz osvaldo"]
  DB: ["jiang debin", "debin jiang", "蒋德彬"]
  YX: ["shi yuxuan", "yuxuan shi", "时雨萱"]
  AB: ["ayodele bankole", "bankole ayodele"]
  DQ: ["dorothea quansah", "quansah dorothea"]
  LT: ["luo tianqi", "tianqi luo", "骆天祺"]
questions:
"""

RK = "ravindra_kulasekaran_cv.pdf"; NS = "聂书涵_简历.pdf"; OF = "osvaldo_ferraz_cv.pdf"
DB = "蒋德彬-简历.docx"; YX = "shi_yuxuan_cv.md"; AB = "ayodele_bankole.txt"
DQ = "resume_photo.jpg"; LTo = "luo_tianqi_2021.txt"; LTn = "resume_2026_embedded.docx"

# evidence language of each gold person's supporting file(s), per intent, for cross-lingual
LANG = {RK: "en", NS: "zh", OF: "en", DB: "zh", YX: "zh", AB: "en", DQ: "en", LTo: "zh", LTn: "en"}

INTENTS = [
 ("i01-alibaba", ["employer"], ["NS", "AB", "DQ"],
  [("+", NS, "阿里巴巴达摩院 视觉实验室"), ("+", NS, "研究实习生：商品图像检索算法。"),
   ("+", AB, "Lazada (Alibaba Group) -- Data Analyst, then Senior Data Analyst"),
   ("+", DQ, "Alibaba Cloud Intelligence – Senior Product Manager, International"),
   ("-", YX, "2020 年 阿里巴巴天池大赛 全球人工智能技术创新大赛 冠军")],
  [("en", "Which candidates have worked at Alibaba Group or any of its subsidiaries?"),
   ("en", "anyone ex-Ali? any alibaba unit counts"),
   ("zh", "请列出曾在阿里巴巴集团（含旗下子公司）工作过的候选人"),
   ("zh", "有没有在阿里系待过的")]),
 ("i02-zju", ["school"], ["NS"],
  [("+", NS, "浙江大学 计算机科学与技术 本科"),
   ("-", YX, "浙江工业大学 软件工程 · 工学学士 · 2017.09 – 2021.06")],
  [("en", "Which candidates studied at Zhejiang University?"),
   ("en", "any ZJU alumni in here"),
   ("zh", "哪些候选人毕业于浙江大学？"),
   ("zh", "有浙大的吗")]),
 ("i03-phd", ["degree"], ["RK", "YX"],
  [("+", RK, "PhD in Informatics (Machine Learning), thesis on bandit feedback"),
   ("+", YX, "清华大学 计算机科学与技术系 · 博士研究生（在读） · 2021.09 – 2027.06（预计）"),
   ("-", OF, "PhD programme in Computer Engineering (left without completing)"),
   ("-", OF, "Global Executive MBA"),
   ("-", AB, "M.S. in Analytics, online part-time programme (OMSA)"),
   ("-", NS, "模式识别与智能系统 硕士")],
  [("en", "Which candidates hold a PhD or are currently pursuing one?"),
   ("en", "who's got a doctorate or is in the middle of one"),
   ("zh", "请找出已获得博士学位或正在攻读博士学位的候选人"),
   ("zh", "博士有谁 在读的也算")]),
 ("i04-kubernetes", ["skill"], ["RK", "NS", "OF", "LT"],
  [("+", RK, "Migrated all offline training jobs from a bespoke scheduler to Kubernetes with Kubeflow pipelines"),
   ("+", NS, "搭建基于 Kubernetes 的分布式训练平台，支持千卡级别训练任务调度。"),
   ("+", OF, "Ran Kubernetes cluster upgrades and capacity planning for the payment gateway."),
   ("+", LTn, "Set up the firmware CI farm on Kubernetes (self-hosted GitLab runners)"),
   ("-", DB, "熟悉 Docker、Kubernetes 基本使用（个人学习）"),
   ("-", AB, "Also: Spark, Kubernetes, R, Julia")],
  [("en", "Which candidates have used Kubernetes in their work?"),
   ("en", "who's actually run k8s on the job, not just put it in a skills list"),
   ("zh", "哪些候选人在实际工作中使用过 Kubernetes？"),
   ("zh", "工作里真用过 k8s 的有谁")]),
 ("i05-cvpr", ["topic"], ["NS", "YX"],
  [("+", NS, "Video Super-Resolution. CVPR 2021."),
   ("+", NS, "Attention. CVPR 2019."),
   ("+", YX, "MotionBrush: Trajectory-Controllable Video Diffusion. CVPR 2025."),
   ("-", RK, "Multimodal Learning, CVPR 2022 (workshop paper)")],
  [("en", "Which candidates have published a paper in the main conference of CVPR?"),
   ("en", "anyone with a paper at the Computer Vision and Pattern Recognition conference (main track)"),
   ("zh", "哪些候选人在 CVPR 主会发表过论文？"),
   ("zh", "有谁中过 CVPR 的")]),
 ("i06-first-author", ["topic"], ["RK", "NS", "YX"],
  [("+", RK, "R. Kulasekaran, M. Dubreuil, T. Joachims. Doubly Robust Off-Policy Ranking under Position Bias."),
   ("+", RK, "R. Kulasekaran, A. Storkey. Thompson Sampling with Delayed Conversions. KDD 2018."),
   ("+", NS, "Shuhan Nie*, Kai Wen*, Jun Li. Learning Degradation Priors for Real-World"),
   ("+", YX, "Yuxuan Shi, Hao Lin, Jie Tang. *MotionBrush: Trajectory-Controllable Video Diffusion*. CVPR 2025."),
   ("-", DB, "发明专利《一种低功耗神经网络加速器数据复用方法》，第一发明人，2020 年授权")],
  [("en", "Which candidates are first author on at least one published paper?"),
   ("en", "who's lead author on a paper"),
   ("zh", "请列出以第一作者身份发表过论文的候选人"),
   ("zh", "有一作论文的有谁")]),
 ("i07-reviewer", ["topic"], ["RK", "YX"],
  [("+", RK, "Reviewer, NeurIPS 2022, 2023 and 2024; Program Committee member, KDD 2023."),
   ("+", YX, "CVPR 2025、ICCV 2025 审稿人"),
   ("-", NS, "2018 年 CVPR 参会并做口头报告")],
  [("en", "Which candidates have served as a reviewer or programme committee member for a conference or journal?"),
   ("en", "anyone done peer review for conferences?"),
   ("zh", "哪些候选人担任过学术会议或期刊的审稿人或程序委员会委员？"),
   ("zh", "有给会议审过稿的吗")]),
 ("i08-tencent-2019", ["period", "employer"], ["NS", "OF"],
  [("+", NS, "腾讯优图实验室（腾讯科技（上海）有限公司）"), ("+", NS, "2019.07–2022.03"),
   ("+", OF, "Engineering Manager, WeChat Pay International"), ("+", OF, "01/2017 – 03/2021"),
   ("-", RK, "Tencent AI Lab"), ("-", RK, "Jun 2016 – Sep 2016")],
  [("en", "Which candidates were employed at Tencent at any point during 2019?"),
   ("en", "who was at tencent back in 2019"),
   ("zh", "哪些候选人在 2019 年期间任职于腾讯？"),
   ("zh", "19年在鹅厂的有谁")]),
 ("i09-current-chip", ["time/role", "employer"], ["DB", "LT"],
  [("+", DB, "2021年1月 - 至今"), ("+", DB, "海思半导体（华为海思）"),
   ("+", LTn, "Horizon Robotics — Embedded Software Lead, Journey SoC BSP team (since 03/2024)"),
   ("-", LTo, "2017.07 - 至今    深圳市大疆创新科技有限公司    嵌入式软件工程师"),
   ("-", LTn, "DJI — Senior Embedded Software Engineer (07/2020 - 02/2024)"),
   ("-", DB, "英特尔亚太研发有限公司")],
  [("en", "Which candidates currently work at a semiconductor company?"),
   ("en", "anyone at a silicon shop right now"),
   ("zh", "目前在芯片或半导体公司任职的候选人有哪些？"),
   ("zh", "现在人在芯片公司的有谁")]),
 ("i10-intern-cn-internet", ["time/role", "employer"], ["RK", "NS", "YX"],
  [("+", RK, "Tencent AI Lab"), ("+", RK, "Internship on session-based recommendation for Tencent Video."),
   ("+", NS, "阿里巴巴达摩院 视觉实验室"), ("+", NS, "研究实习生：商品图像检索算法。"),
   ("+", YX, "美团 视觉智能部 · 算法实习生 · 2023.06 – 2023.09"),
   ("+", YX, "快手 可灵大模型团队 · 研究型实习生 · 2024.07 – 2024.12"),
   ("-", DB, "验证实习生，编写 UVM 测试用例"),
   ("-", LTo, "2016.07 - 2016.09    中兴通讯股份有限公司    软件开发实习生"),
   ("-", DQ, "Grab – Product Management Intern, GrabPay"),
   ("-", AB, "DBS Bank -- Summer Analyst (internship), Consumer Banking Analytics")],
  [("en", "Which candidates have completed an internship at a Chinese internet company?"),
   ("en", "anyone interned at one of the big chinese tech giants"),
   ("zh", "哪些候选人有国内互联网公司的实习经历？"),
   ("zh", "在互联网大厂实习过的有谁")]),
 ("i11-10y-fulltime", ["years"], ["OF", "DB", "DQ"],
  [("+", OF, "04/2021 – today"), ("+", OF, "2008 – 2010"),
   ("+", DB, "2015年7月 - 2020年12月"), ("+", DB, "2021年1月 - 至今"),
   ("+", DQ, "2016 – Present"), ("+", DQ, "2009 – 2013"),
   ("-", RK, "Sep 2017 – Feb 2021"), ("-", LTn, "Embedded Software Engineer (07/2017 - 06/2020)"),
   ("-", NS, "2019.07–2022.03")],
  [("en", "Which candidates have at least 10 years of full-time work experience?"),
   ("en", "who's got a decade+ of proper full-time work behind them"),
   ("zh", "全职工作经验 10 年及以上的候选人有哪些？"),
   ("zh", "工作十年以上的有谁 实习不算")]),
 ("i12-985-bachelor", ["tier", "degree"], ["NS", "DB", "LT"],
  [("+", NS, "浙江大学 计算机科学与技术 本科"),
   ("+", DB, "华中科技大学"), ("+", DB, "微电子学"),
   ("+", LTo, "2013.09 - 2017.06    电子科技大学    通信工程    本科"),
   ("+", LTn, "University of Electronic Science and Technology of China (UESTC)"),
   ("-", YX, "浙江工业大学 软件工程 · 工学学士"),
   ("-", AB, "National University of Singapore -- B.Sc. (Hons) Statistics")],
  [("en", "Which candidates hold a bachelor's degree from a Project 985 university?"),
   ("en", "who did undergrad at a 985 school"),
   ("zh", "本科毕业于 985 高校的候选人有哪些？"),
   ("zh", "第一学历985的有谁")]),
 ("i13-amazon-empty", ["employer", "empty-gold"], [],
  [("-", OF, "AWS Certified Solutions Architect – Professional"),
   ("-", OF, "Kubernetes (EKS)"),
   ("-", RK, "Amazon Research Award 2020 (Criteo–Amazon joint proposal on ad auctions)."),
   ("-", AB, "dashboards were deployed on AWS QuickSight during the 2022 regional pilot")],
  [("en", "Which candidates have worked at Amazon, including Amazon Web Services?"),
   ("en", "anyone ex-amazon, or from its cloud arm?"),
   ("zh", "哪些候选人曾在亚马逊（含 AWS）工作过？"),
   ("zh", "有从亚马逊或者AWS出来的吗")]),
]

FILE_OF = {"RK": [RK], "NS": [NS], "OF": [OF], "DB": [DB], "YX": [YX], "AB": [AB], "DQ": [DQ], "LT": [LTo, LTn]}

def q(s):
    return '"' + s.replace('\\', '\\\\').replace('"', '\\"') + '"'

out = [HEADER]
for intent, kinds, gold, ev, qs in INTENTS:
    # evidence languages per gold person (only files that carry + evidence for this intent)
    plangs = {}
    for sign, f, _ in ev:
        if sign == "+":
            for k, fs in FILE_OF.items():
                if f in fs:
                    plangs.setdefault(k, set()).add(LANG[f])
    assert set(plangs) == set(gold), (intent, plangs, gold)
    out.append(f"  # ---------------- {intent} (gold {len(gold)}) ----------------\n")
    for sign, f, quote in ev:
        out.append(f"  # {sign} {f}: {quote}\n")
    for lang, text in qs:
        tags = list(kinds)
        if any(lang not in ls for ls in plangs.values()):
            tags.append("cross-lingual")
        tags.append("paraphrase")
        out.append(f"  - {{q: {q(text)}, gold: [{', '.join(gold)}], intent: {intent}, lang: {lang}, tags: [{', '.join(tags)}]}}\n")
open(os.path.join(HERE, "..", "questions.yaml"), "w", encoding="utf-8").write("".join(out))
print("wrote", sum(len(x[4]) for x in INTENTS), "questions")
