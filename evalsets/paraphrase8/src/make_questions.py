"""Writes ../questions.yaml (evidence comments repeated above each of an intent's 4 phrasings)."""
from pathlib import Path

HEADER = '''# paraphrase8 — blind PARAPHRASE set over paraphrase8/cvs (7 fictional people at real companies
# and universities, 8 CV files: 3 LaTeX PDFs (a ctex Chinese one, a moderncv one, an awesome-cv
# look-alike whose owner is named only in the page footer), 2 DOCX (one Chinese with an education
# table, one English with an experience table), 1 Markdown (EN), 1 Markdown (ZH), 1 plain text (ZH)).
# 8 intents x 4 phrasings (EN formal, EN chatty, ZH formal, ZH chatty). All 4 questions of one
# intent (same `intent:` value) have the SAME gold. One intent has empty gold.
# tags: question kinds; cross-lingual = the question's language differs from the language of some
# gold person's only evidence; empty-gold = nobody qualifies; paraphrase on every question.
# Evidence comments: "+ file: quote" supports a gold person, "- file: quote" documents a trap.
# Quotes are verbatim from the file's text (pdftotext, with or without -layout, for PDFs;
# python-docx paragraphs and table cells for DOCX; the file itself for .md/.txt, markdown markers
# * # | ignored), compared whitespace-insensitively (src/check_evidence.py).
#
# GOLD RULES
# - as_of 2026-11-25 is "today": 至今 / Present / today mean up to 2026-11-25; "current(ly)" = the
#   role whose end date is 至今 / Present / today.
# - "worked at X" includes internships unless the question says otherwise. NOT employment: awards,
#   competitions (华为杯, 招商银行 FinTech 数据赛), scholarships (中国银行奖学金, 国家奖学金),
#   clients of a consultancy (McKinsey's bank clients), declined offers (Huawei 2012 Labs, 2018),
#   talks, certifications, hardware used (NVIDIA GPUs), course projects. A part-time university
#   research assistantship is a job, but not at a company and not full-time.
# - Subsidiaries / units count as their parent: TikTok = ByteDance; DAMO Academy = Alibaba;
#   HiSilicon (海思半导体), Huawei Cloud BU (华为云), 华为终端有限公司 and Noah's Ark Lab
#   (诺亚方舟实验室) = Huawei; MSRA = Microsoft; 北京三快在线科技有限公司 = Meituan.
# - "Chip / semiconductor company" (i01): a company whose main business is designing or making
#   chips or chip IP: Arm, NVIDIA, Graphcore, Qualcomm, HiSilicon. Huawei's non-chip units
#   (Huawei Cloud, 华为终端/consumer BG, Noah's Ark Lab) do NOT count; HiSilicon does.
# - Master's (i02): a completed master's or one currently being studied counts; an MBA is a
#   master's; part-time/online master's count; a master's left without a degree does NOT count;
#   a direct-entry PhD (直博) without a master's degree does NOT count.
# - Years of full-time experience (i03): sum of full-time employment up to 2026-11-25;
#   internships, PhD/master's study and part-time research assistantships do not count. Threshold
#   8 years; nobody is within 6 months of it (totals: SL 11.4, TA 14.2, OB 14.9, GR 13.4 | MJ 5.3,
#   BS 6.2, QW 0). MJ's first internship (summer 2016) is 10+ years ago — does not count.
# - Director level (i04): the CURRENT title contains Director / 总监 (Director of Product, 研究总监).
#   Reporting to a director, or a past manager title, does not count.
# - 985 (i05): the 39 Project 985 universities (清华, 北大, 浙大, 复旦, 上交, 南大, 中科大, 华中科技,
#   武大, 中山, 西交, 哈工大, 北航, 北理, 南开, 天大, 东南, 同济, 厦大, 山大, 川大, 电子科大,
#   吉大, 大连理工, 华南理工, 湖大, 中南, 重大, 兰大, 东北大学, 西工大, 中国农大, 北师大, 人大,
#   中国海洋大学, 西北农林, 国防科大, 中央民族大学, 华东师大). Any degree level, completed or in
#   progress. Our schools ON the list: 华中科技大学 (SL), Zhejiang University (MJ), 中国科学技术大学 (GR).
#   NOT on it: 华中科技大学武昌分校 (a former independent college, now 武昌首义学院 — a near-
#   namesake only), 郑州大学 and 北京邮电大学 (211 / 双一流 only), 中国科学院自动化研究所 (a research
#   institute, not a 985 university), and all foreign schools.
# - Skill used at work (i06): Kubernetes used in a job or internship (bullet describes using it);
#   a skills-list entry, a certification, a talk or a course project alone does not count.
# - Period (i07): worked at Huawei or a Huawei unit at any time before 2020-01-01 (internships count).
# - Bank (i08, empty): employment at a bank (retail, commercial, investment). McKinsey clients,
#   a bank-sponsored competition or scholarship, and payments work at Zalando do not count.
# - A person with two CVs (SL: song_lanqing_zh.pdf + lanqing_song_en.md, same e-mail and phone) is
#   one candidate; evidence in either file counts.
# - cv_2026.pdf is Mufeng Jiang's: his name appears only in the page footer (and e-mail handle).
as_of: "2026-11-25"
people:
  SL: ["song lanqing", "lanqing song", "宋澜清"]
  TA: ["tamsin achterberg", "achterberg tamsin"]
  MJ: ["mufeng jiang", "jiang mufeng"]
  BS: ["bai siyuan", "siyuan bai", "柏思远"]
  OB: ["ottilie brennecke", "brennecke ottilie"]
  QW: ["qu wenjun", "wenjun qu", "瞿文骏"]
  GR: ["guan ruoxi", "ruoxi guan", "管若曦"]
questions:
'''

SL, SLE = "song_lanqing_zh.pdf", "lanqing_song_en.md"
TA, MJ = "tamsin_achterberg_cv.pdf", "cv_2026.pdf"
BS, OB = "柏思远_简历.docx", "resume_OBrennecke_2026.docx"
QW, GR = "瞿文骏_求职简历.txt", "管若曦_简历.md"

# intent -> (title, gold, kind tags, evidence lines, [(q, lang, extra tags)])
INTENTS = [
 ("i01-chip-company", "employer named by its industry", ["TA", "MJ", "QW"], ["employer"], [
   ("+", TA, "Verification Engineer, later Senior Verification Engineer, Arm, Cambridge"),
   ("+", TA, "Principal Design Verification Engineer, Graphcore, Bristol"),
   ("+", MJ, "Qualcomm Software Engineering Intern, Snapdragon Neural Processing SDK team"),
   ("+", QW, "海思半导体（HiSilicon，华为旗下）　芯片验证实习生　2025.07 – 2025.10"),
   ("-", SL, "华为技术有限公司（华为云 BU）"),
   ("-", BS, "华为终端有限公司　消费者业务 用户研究部　数据分析实习生　2019年7月 - 2019年9月"),
   ("-", GR, "华为技术有限公司 · 诺亚方舟实验室 ｜ 2013.07 – 2017.12"),
  ], [
   ("Which candidates have worked at a semiconductor company, internships included?", "en", []),
   ("anyone done time at a silicon vendor? interns ok", "en", []),
   ("请列出曾在芯片公司工作过的候选人（含实习）", "zh", []),
   ("有在芯片原厂待过的吗 实习也算", "zh", []),
  ]),
 ("i02-masters-any-status", "degree level with its status", ["SL", "BS", "OB", "QW"], ["degree", "time/role"], [
   ("+", SL, "计算机系统结构 工学硕士 2012.09–2015.06"),
   ("+", SLE, "M.Eng., Computer Architecture, Huazhong University of Science and Technology (HUST), 2012 – 2015"),
   ("+", BS, "理学硕士在读（非全日制，预计2027年毕业）"),
   ("+", OB, "INSEAD, Fontainebleau & Singapore — MBA, 2014 – 2015"),
   ("+", QW, "北京邮电大学　电子科学与技术　工学硕士（在读）　2024.09 – 至今（预计2027年6月毕业）"),
   ("-", MJ, "MASc, Electrical & Computer Engineering (not completed; left the programme in 2020)"),
   ("-", GR, "模式识别与智能系统 | 工学博士（直博）"),
   ("-", TA, "BEng Electronic Engineering, First Class, University of Southampton"),
  ], [
   ("Which candidates hold a master's degree or are currently enrolled in a master's programme?", "en", []),
   ("who's got a masters (MS, MEng, MBA, whatever) — done or still doing it", "en", []),
   ("请找出已获得硕士学位或正在攻读硕士学位的候选人", "zh", []),
   ("读过研的有谁 硕士 毕业了还是在读都算", "zh", []),
  ]),
 ("i03-fulltime-8y", "years of full-time experience at least N", ["SL", "TA", "OB", "GR"], ["years"], [
   ("+", SL, "华为技术有限公司（华为云 BU） 2015.07–2019.06"),
   ("+", SL, "北京快手科技有限公司 2019.07–至今"),
   ("+", TA, "Sep 2012 – Verification Engineer, later Senior Verification Engineer, Arm, Cambridge"),
   ("+", TA, "Jul 2024 – Principal Design Verification Engineer, Graphcore, Bristol Present"),
   ("+", OB, "09/2010 - 06/2014"),
   ("+", OB, "04/2022 - today"),
   ("+", GR, "华为技术有限公司 · 诺亚方舟实验室 ｜ 2013.07 – 2017.12"),
   ("+", GR, "阿里巴巴达摩院（DAMO Academy）· 视觉智能实验室 ｜ 2018年1月 – 至今"),
   ("-", MJ, "TikTok (ByteDance) Aug 2021 – Mar 2024 Machine Learning Engineer"),
   ("-", MJ, "Research Assistant (part-time), Vector-affiliated lab"),
   ("-", MJ, "NetEase Games Intern, Data Team"),
   ("-", BS, "北京三快在线科技有限公司（美团）　到店事业群 数据分析部　2020/9-至今"),
   ("-", QW, "芯片验证实习生　2025.07 – 2025.10"),
  ], [
   ("Which candidates have at least 8 years of full-time work experience, not counting internships?", "en", []),
   ("need ppl with 8+ YOE full time (no intern stuff)", "en", []),
   ("请筛选全职工作经验不少于8年的候选人（实习不计）", "zh", []),
   ("工龄8年以上的有谁 实习不算", "zh", []),
  ]),
 ("i04-current-director", "current title / seniority", ["OB", "GR"], ["title", "time/role"], [
   ("+", OB, "04/2022 - today"),
   ("+", OB, "Director of Product, Logistics"),
   ("+", GR, "研究总监（2021年4月 – 至今）"),
   ("-", SL, "资深 SRE 技术专家（直属上级为基础架构部技术总监）"),
   ("-", TA, "Verification Engineering Manager, NVIDIA, Reading, UK"),
   ("-", MJ, "Senior Machine Learning Engineer, Recommendation Infrastructure"),
  ], [
   ("Which candidates currently hold a director-level title?", "en", []),
   ("anyone who's a director rn", "en", []),
   ("目前担任总监职务的候选人有哪些？", "zh", []),
   ("现在是 Director 级别的有吗", "zh", []),
  ]),
 ("i05-985", "school tier", ["SL", "MJ", "GR"], ["school", "tier"], [
   ("+", SL, "华中科技大学 计算机科学与技术 工学学士 2008.09–2012.06"),
   ("+", SLE, "B.Eng., Computer Science and Technology, Huazhong University of Science and Technology, 2008 – 2012"),
   ("+", MJ, "Zhejiang University B.Eng., Computer Science and Technology"),
   ("+", GR, "2004.09 – 2008.07 | 中国科学技术大学 | 自动化 | 工学学士"),
   ("-", BS, "华中科技大学武昌分校"),
   ("-", QW, "郑州大学　微电子科学与工程　工学学士　2020.09 – 2024.06"),
   ("-", QW, "北京邮电大学　电子科学与技术　工学硕士（在读）"),
  ], [
   ("Which candidates studied at a Project 985 university (any degree level)?", "en", []),
   ("anyone from one of the 985 schools", "en", []),
   ("请列出本科或研究生就读于985高校的候选人", "zh", []),
   ("有985的吗", "zh", []),
  ]),
 ("i06-k8s-at-work", "skill used at work, not just listed", ["SL", "TA", "MJ"], ["skill"], [
   ("+", SL, "主导在线业务从物理机向 Kubernetes 迁移"),
   ("+", SLE, "Led the migration of online services from bare metal to Kubernetes"),
   ("+", TA, "Migrated the nightly RTL regression farm from LSF to Kubernetes"),
   ("+", MJ, "training jobs run on Kubernetes via a custom operator (Kubeflow-based)"),
   ("-", BS, "Docker、Kubernetes（了解）"),
   ("-", QW, "用 Docker 打包 Verilator 仿真环境，在实验室自建的 Kubernetes 集群上并行跑回归用例"),
   ("-", QW, "云原生仿真回归平台（课程项目：《云计算技术》）"),
  ], [
   ("Which candidates have used Kubernetes in an actual job, not just listed it as a skill?", "en", []),
   ("who's actually run k8s at work", "en", []),
   ("请找出在工作中实际使用过 Kubernetes 的候选人（仅在技能栏列出的不算）", "zh", []),
   ("有没有工作里真用过容器编排的", "zh", []),
  ]),
 ("i07-huawei-before-2020", "worked somewhere during a period", ["SL", "BS", "GR"], ["employer", "period"], [
   ("+", SL, "华为技术有限公司（华为云 BU） 2015.07–2019.06"),
   ("+", SLE, "Huawei Technologies — Huawei Cloud BU, Xi'an / Beijing"),
   ("+", BS, "华为终端有限公司　消费者业务 用户研究部　数据分析实习生　2019年7月 - 2019年9月"),
   ("+", GR, "华为技术有限公司 · 诺亚方舟实验室 ｜ 2013.07 – 2017.12"),
   ("-", QW, "海思半导体（HiSilicon，华为旗下）　芯片验证实习生　2025.07 – 2025.10"),
   ("-", QW, "“华为杯”第二十一届中国研究生数学建模竞赛 三等奖（2024）"),
   ("-", MJ, "Declined a 2018 full-time offer from Huawei 2012 Labs to start graduate school."),
  ], [
   ("Which candidates worked at Huawei (any unit or subsidiary, internships included) before 2020?", "en", []),
   ("who was at huawei pre-2020", "en", []),
   ("请列出2020年以前曾在华为（含子公司、实验室及实习）工作过的候选人", "zh", []),
   ("20年之前在菊厂待过的有谁", "zh", []),
  ]),
 ("i08-bank-empty", "nobody satisfies", [], ["employer", "empty-gold"], [
   ("-", OB, "served retail-banking and insurance clients (among them Deutsche Bank and Commerzbank)"),
   ("-", OB, "McKinsey & Company, Frankfurt"),
   ("-", OB, "Product Manager, Checkout & Payments"),
   ("-", BS, "2019 年招商银行信用卡中心 FinTech 数据赛 二等奖"),
   ("-", GR, "本科期间获中国银行奖学金（2006）"),
  ], [
   ("Which candidates have worked at a bank (retail, commercial or investment)?", "en", []),
   ("anyone ex-banking? like actually worked at a bank or an IB", "en", []),
   ("请列出有银行从业经历的候选人", "zh", []),
   ("有在银行上过班的吗 投行也算", "zh", []),
  ]),
]

ZH_ONLY = {"BS", "QW", "GR"}   # only Chinese evidence
EN_ONLY = {"TA", "MJ", "OB"}   # only English evidence; SL has both


def ystr(s):
    return '"' + s.replace('\\', '\\\\').replace('"', '\\"') + '"'


out = [HEADER]
for iid, title, gold, kinds, ev, qs in INTENTS:
    out.append(f"  # ================ {iid}: {title} ================\n")
    for n, (q, lang, extra) in enumerate(qs):
        style = "formal" if n % 2 == 0 else "chatty"
        for sign, f, quote in ev:
            out.append(f"  # {sign} {f}: {quote}\n")
        tags = list(kinds) + ["paraphrase"]
        if (lang == "en" and set(gold) & ZH_ONLY) or (lang == "zh" and set(gold) & EN_ONLY):
            tags.append("cross-lingual")
        tags += extra
        out.append(f"  - {{q: {ystr(q)}, gold: [{', '.join(gold)}], tags: [{', '.join(tags)}], "
                   f"intent: {iid}, lang: {lang}, style: {style}}}\n")
    out.append("\n")

Path(__file__).resolve().parent.parent.joinpath("questions.yaml").write_text("".join(out), encoding="utf-8")
print("wrote", sum(len(i[5]) for i in INTENTS), "questions")
