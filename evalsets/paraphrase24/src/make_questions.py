"""Writes ../questions.yaml (evidence comments repeated above each of an intent's 4 phrasings)."""
MK, XA, WD, GR = "mattias_kronborg_cv.pdf", "许安然_简历.pdf", "weilin_du_resume.pdf", "葛睿鹏-简历.docx"
CLN, CLO, RB, CY, SM = "Lichuan_CAO_CV_2026.docx", "曹立川_简历_2021.txt", "renee_baptiste_resume.md", "程雨菲_cv.md", "shi_mingkai_resume_photo.jpg"
EN_ONLY = {"MK", "WD", "RB", "SM"}   # people whose only evidence is English
ZH_ONLY = {"XA", "GR", "CY"}         # people whose only evidence is Chinese
# CL has a Chinese (2021) and an English (2026) CV; cross-lingual for CL is set per intent below.

HEADER = r'''# paraphrase24 — blind PARAPHRASE set over the CVs in paraphrase24/cvs
# (8 fictional people at real companies/universities, 9 CV files: 3 LaTeX PDFs (moderncv classic,
# an awesome-cv-like look, a Chinese ctex page), 2 DOCX (one Chinese with tables), 2 Markdown,
# 1 plain text, 1 phone photo .jpg with no text layer; 4 files in Chinese).
# 13 intents, each asked exactly 4 ways (English formal, English chatty, Chinese formal, Chinese
# chatty); all 4 phrasings of an intent have the same gold. `intent:` names the intent.
# tags: kinds for `cvbot eval`'s per-kind table; every question also carries `paraphrase`;
# cross-lingual = some gold person's only evidence is in the other language; empty-gold = nobody.
# Evidence comments: "+ file: quote" supports a gold person, "- file: quote" documents a trap.
# Quotes are verbatim from the file's text, compared whitespace-insensitively (pdftotext for PDFs,
# python-docx paragraphs + table cells for DOCX, the file itself for .md/.txt with ** / * markers
# ignored; for the photo, src/shi_mingkai_photo_page.txt = pdftotext of the page before it was
# photographed). src/check_evidence.py checks all of them.
#
# GOLD RULES (what a recruiter would not type, but the gold depends on):
# - today = as_of 2026-11-25; "Present", "至今", "today", "since X" mean still there on that date.
# - A person with two CVs is one candidate (Cao Lichuan: 曹立川_简历_2021.txt, old, Chinese, and
#   Lichuan_CAO_CV_2026.docx, new, English; same e-mail and phone). For "current" the NEWER CV
#   decides: his 2021 "华为云 ... 2020/7-至今" is superseded by "07/2020 - 02/2023" in the 2026 CV.
# - "worked at X" includes internships unless the question says full-time / internship only.
# - NOT employment: awards, hackathons, scholarships/fellowships, competitions (华为杯), talks
#   (KubeCon, NVIDIA GTC), certifications (CKA), clients of a consultancy (Renée Baptiste's client
#   Huawei Technologies France while employed by Altran), declined offers (Cao's ByteDance offer),
#   using a vendor's product (NVIDIA Jetson), student volunteering, reviewing.
# - Subsidiaries / units: TikTok, 抖音 (Douyin), 火山引擎 (Volcano Engine) and the Seed team are
#   ByteDance. HiSilicon, Huawei Cloud (华为云), 华为云计算技术有限公司 and 华为 云BU are Huawei.
#   Alibaba DAMO Academy is Alibaba. WXG (微信事业群) is Tencent. Spotify/Intel are neither.
# - "Big Chinese internet company" (大厂) = Alibaba (incl. DAMO Academy, Ant, Alibaba Cloud),
#   Tencent, ByteDance, Baidu, Meituan, JD, Kuaishou (快手), NetEase, Pinduoduo, DiDi. Huawei,
#   chip companies and STMicroelectronics are NOT internet companies.
# - Semiconductor / chip company = designs or makes chips: Cambricon (寒武纪), MediaTek, NXP
#   Semiconductors, HiSilicon, Intel, STMicroelectronics. The person's role there does not matter
#   (a DevOps engineer at MediaTek counts). Huawei Cloud and ByteDance are not.
# - Years of experience = sum of full-time employment (incl. consultancy employment) up to
#   2026-11-25; internships, studies and PhD years do not count. Computed: Kronborg 14.3,
#   葛睿鹏 10.4, Shi Mingkai 10.3, Baptiste 7.2, 许安然 6.4, Cao 6.3, Weilin Du 5.1, 程雨菲 0.
#   Nobody is within 6 months of the 8-year threshold asked.
# - Degree questions: "holds or is pursuing a PhD" = completed PhD or currently enrolled PhD.
#   A discontinued doctoral programme (Kronborg, Uppsala, left without degree) does not count.
#   A part-time online master's in progress (葛睿鹏, Georgia Tech OMSCS) is a master's, not a PhD.
# - Publications: "NeurIPS paper" = main conference; a NeurIPS workshop paper does not count.
#   "First author" = first name in the printed author list (equal-contribution '*' first-listed
#   counts). Reviewer / PC service is not publishing; student volunteering is not reviewing.
# - "Studied at Zhejiang University / 浙大" = 浙江大学 only; 浙江工业大学 (Zhejiang University of
#   Technology) is a different school. A scholarship from a school is studying there anyway for 许安然.
# - Tier list used (985 = 国家“985工程” universities): 浙江大学, 上海交通大学, 北京大学,
#   中国科学技术大学 (USTC), 华中科技大学 (HUST) are 985. 北京邮电大学 (BUPT) and 西安电子科技大学
#   (Xidian) are 211 / 双一流 but NOT 985. 浙江工业大学 is none of 985/211 (near-namesake of 浙大).
#   Foreign schools (KTH, Uppsala, Edinburgh, INSA Lyon, Politecnico di Milano, Georgia Tech) are
#   not 985. Bachelor's from 985: 许安然 (浙江大学), Weilin Du (USTC), Shi Mingkai (HUST).
# - Names: 许安然, 葛睿鹏, 程雨菲 and 曹立川 write their names in Chinese (Cao also as "Lichuan
#   CAO"); Shi Mingkai's CV is a phone photo ("SHI Mingkai"). renee_baptiste_resume.md never states
#   its owner's name in the body; it is only in the file name and the e-mail handle.
as_of: "2026-11-25"
people:
  MK: ["mattias kronborg", "kronborg mattias"]
  XA: ["许安然", "xu anran", "anran xu"]
  WD: ["weilin du", "du weilin"]
  GR: ["葛睿鹏", "ge ruipeng", "ruipeng ge"]
  CL: ["曹立川", "cao lichuan", "lichuan cao"]
  RB: ["renée baptiste", "renee baptiste", "baptiste renée", "baptiste renee"]
  CY: ["程雨菲", "cheng yufei", "yufei cheng"]
  SM: ["shi mingkai", "mingkai shi"]
questions:'''

# intent: (name, kind tags, gold, cl_lang (which language(s) CL's evidence is in, for cross-lingual),
#          evidence lines, [(lang, q)] x4)
I = []
def intent(name, tags, gold, ev, qs, cl_lang=None):
    I.append((name, tags, gold, ev, qs, cl_lang))

intent("i01-bytedance", ["employer"], ["MK", "XA", "GR", "CY"], [
    ("+", MK, "Staff ML Platform Engineer, TikTok (ByteDance), London"),
    ("+", XA, "北京字节跳动科技有限公司·抖音推荐"),
    ("+", GR, "北京字节跳动科技有限公司（火山引擎）"),
    ("+", CY, "字节跳动 Seed 团队 ｜ 研究实习生 ｜ 2023年6月 - 2023年9月"),
    ("-", CLO, "2020 年秋招：拿到字节跳动运维开发 offer（未接受），选择加入华为云"),
], [("en", "Which candidates have worked at ByteDance? TikTok, Douyin and Volcano Engine count, internships too."),
    ("en", "anyone been at the company behind tiktok"),
    ("zh", "请列出曾在字节跳动工作或实习过的候选人（抖音、火山引擎等业务线均算）。"),
    ("zh", "有在字节干过的吗 抖音火山都算")])

intent("i02-zju", ["school"], ["XA", "SM"], [
    ("+", XA, "浙江大学 软件工程"),
    ("+", SM, "Zhejiang University 2013 – 2016"),
    ("+", SM, "M.S. in Electronic Science and Technology"),
    ("-", GR, "浙江工业大学"),
    ("-", WD, "Alibaba DAMO Academy Hangzhou, China"),
], [("en", "Which candidates studied at Zhejiang University, at any degree level?"),
    ("en", "any ZJU alumni in here"),
    ("zh", "哪些候选人曾就读于浙江大学？本科或研究生均可。"),
    ("zh", "有浙大的么")])

intent("i03-phd", ["degree", "time/role"], ["WD", "CY"], [
    ("+", WD, "Ph.D. in Informatics (Institute for Adaptive and Neural Computation)"),
    ("+", CY, "北京大学 计算机学院 | 计算机软件与理论 | 博士在读（预计 2027 年毕业）"),
    ("-", MK, "Doctoral studies in Computer Science, Uppsala University"),
    ("-", MK, "Left the programme after one year without completing the degree, to join industry."),
    ("-", GR, "硕士在读"),
], [("en", "Which candidates hold a PhD or are currently enrolled in a PhD programme?"),
    ("en", "any doctors in the pool? done or still doing one both fine"),
    ("zh", "请找出已获得博士学位或正在攻读博士学位的候选人。"),
    ("zh", "有读博的或者博士毕业的吗")])

intent("i04-kubernetes", ["skill"], ["MK", "GR", "CL"], [
    ("+", MK, "running on Kubernetes with our own operators for model rollout"),
    ("+", GR, "主导 Spark on Kubernetes 离线计算平台建设，承载每日 20 万+ 作业，资源利用率提升 35%。"),
    ("+", CLN, "Run the Kubernetes clusters that schedule EDA simulation and regression jobs for the chip design teams"),
    ("+", CLO, "日常使用 Kubernetes 处理集群故障、升级与扩容"),
    ("-", SM, "Verilog, SystemVerilog, UVM, SpyGlass, PrimeTime, Python, Tcl, Docker, Kubernetes, Go"),
], [("en", "Which candidates have used Kubernetes in an actual job, not just listed it as a skill?"),
    ("en", "anyone actually run k8s at work"),
    ("zh", "哪些候选人在工作中实际使用过 Kubernetes？只写在技能栏里的不算。"),
    ("zh", "有在工作里搞过容器编排的吗 就k8s那套")], cl_lang="both")

intent("i05-neurips", ["topic"], ["WD"], [
    ("+", WD, "W. Du, S. Marchetti, P. Ilunga. Latent Lookahead: Planning in Learned Abstractions. NeurIPS 2023."),
    ("-", CY, "Self-Verification Helps Small Models Reason. NeurIPS 2025 Workshop on Efficient Reasoning."),
    ("-", WD, "Reviewer: NeurIPS (2024, 2025); ICML 2025"),
], [("en", "Which candidates have published a paper in the main NeurIPS conference? Workshop papers don't count."),
    ("en", "anyone got a NIPS main track paper"),
    ("zh", "哪些候选人在 NeurIPS 主会上发表过论文？workshop 论文不算。"),
    ("zh", "有人中过nips主会吗")])

intent("i06-first-author", ["topic", "time/role"], ["WD", "CY", "SM"], [
    ("+", WD, "W. Du, S. Marchetti, P. Ilunga. Latent Lookahead: Planning in Learned Abstractions. NeurIPS 2023."),
    ("+", CY, "程雨菲, 王博, 李航宇. Retrieval Budgets for Multi-Hop Question Answering. Findings of ACL 2024.（第一作者）"),
    ("+", SM, "M. Shi, L. Gu, X. Yan. A Low-Power Line-Buffer Architecture for Stereo Vision. DAC 2016."),
    ("-", XA, "Liu P., Xu A., Wang K. Graph-Enhanced Cold-Start Recall for Article Feeds. RecSys 2021.（第二作者）"),
], [("en", "Which candidates are the first author of at least one published paper?"),
    ("en", "who's got a first-author pub"),
    ("zh", "哪些候选人以第一作者身份发表过论文？"),
    ("zh", "有一作论文的吗")])

intent("i07-reviewer", ["topic"], ["WD", "CY"], [
    ("+", WD, "Reviewer: NeurIPS (2024, 2025); ICML 2025"),
    ("+", CY, "EMNLP 2025 审稿人（Reviewer）"),
    ("-", CY, "ACL 2024 学生志愿者"),
    ("-", MK, "Speaker, KubeCon + CloudNativeCon Europe"),
], [("en", "Which candidates have served as a reviewer or programme committee member for a conference or journal?"),
    ("en", "anyone done peer review for conferences"),
    ("zh", "哪些候选人担任过学术会议或期刊的审稿人或程序委员会成员？"),
    ("zh", "谁帮会议审过稿")])

intent("i08-huawei-2019", ["employer", "period"], ["GR", "SM"], [
    ("+", GR, "华为技术有限公司 云BU"),
    ("+", GR, "2016.07–2020.04"),
    ("+", SM, "HiSilicon (Huawei) Jul 2016 – Mar 2022"),
    ("-", CLO, "华为云计算技术有限公司（华为云）    SRE 工程师    2020/7-至今"),
    ("-", CLN, "07/2020 - 02/2023, Xi'an"),
    ("-", RB, "main client in 2019: Huawei Technologies France (modem test firmware)"),
    ("-", XA, "2019 年“华为杯”第十六届中国研究生数学建模竞赛一等奖"),
], [("en", "Which candidates were employed at Huawei (including HiSilicon and Huawei Cloud) at some point during 2019?"),
    ("en", "who was at huawei back in 2019"),
    ("zh", "2019 年期间在华为（含海思、华为云）任职过的候选人有哪些？"),
    ("zh", "19年在菊厂待过的有谁 海思也算")])

intent("i09-current-chip-company", ["time/role", "employer"], ["CL", "RB", "SM"], [
    ("+", CLN, "MediaTek Singapore — Senior DevOps Engineer"),
    ("+", CLN, "03/2023 - today"),
    ("+", RB, "NXP Semiconductors — Firmware Engineer, Automotive Radar"),
    ("+", RB, "since 02/2024, Eindhoven"),
    ("+", SM, "Cambricon Technologies Apr 2022 – Present"),
    ("-", MK, "Jul 2012 – Software Engineer, Intel Corporation, Munich"),
    ("-", CLO, "华为云计算技术有限公司（华为云）    SRE 工程师    2020/7-至今"),
], [("en", "Which candidates currently work at a semiconductor company?"),
    ("en", "who's at a chip company right now"),
    ("zh", "目前就职于半导体公司的候选人有哪些？"),
    ("zh", "现在在芯片厂上班的有谁")], cl_lang="en")

intent("i10-internship-big-internet", ["time/role", "employer"], ["XA", "WD", "CY"], [
    ("+", XA, "腾讯 微信事业群（WXG）"),
    ("+", XA, "算法实习生"),
    ("+", WD, "Alibaba DAMO Academy Hangzhou, China Research Intern, Decision Intelligence Lab summer 2018"),
    ("+", CY, "字节跳动 Seed 团队 ｜ 研究实习生 ｜ 2023年6月 - 2023年9月"),
    ("+", CY, "快手 推荐算法部 ｜ 算法实习生 ｜ 2021年7月 - 2021年8月"),
    ("-", GR, "北京字节跳动科技有限公司（火山引擎）"),
    ("-", RB, "STMicroelectronics, Grenoble — Stagiaire ingénieur firmware, Feb–Jul 2019."),
    ("-", CLO, "2020 年秋招：拿到字节跳动运维开发 offer（未接受），选择加入华为云"),
], [("en", "Which candidates have done an internship at a major Chinese internet company such as Tencent, Alibaba or ByteDance? Full-time jobs don't count."),
    ("en", "anyone interned at one of the chinese big tech cos"),
    ("zh", "哪些候选人有过国内头部互联网公司的实习经历？全职经历不算。"),
    ("zh", "有大厂实习过的吗")])

intent("i11-8-years", ["years"], ["MK", "GR", "SM"], [
    ("+", MK, "Jul 2012 – Software Engineer, Intel Corporation, Munich"),
    ("+", MK, "Jan 2021 – Staff ML Platform Engineer, TikTok (ByteDance), London"),
    ("+", GR, "2016.07–2020.04"),
    ("+", GR, "2020.05–至今"),
    ("+", SM, "HiSilicon (Huawei) Jul 2016 – Mar 2022"),
    ("+", SM, "Cambricon Technologies Apr 2022 – Present"),
    ("-", RB, "09/2019 – 08/2020, Sophia Antipolis"),
    ("-", XA, "2020年7月 – 至今"),
    ("-", CLN, "07/2020 - 02/2023, Xi'an"),
], [("en", "Which candidates have at least 8 years of full-time work experience?"),
    ("en", "8+ yoe anyone? internships dont count"),
    ("zh", "全职工作经验在 8 年及以上的候选人有哪些？"),
    ("zh", "工作八年往上的有谁 实习不算")])

intent("i12-985-bachelor", ["tier", "school", "degree"], ["XA", "WD", "SM"], [
    ("+", XA, "浙江大学 软件工程"),
    ("+", XA, "工学学士"),
    ("+", WD, "University of Science and Technology of China"),
    ("+", WD, "B.S. in Physics, School of the Gifted Young"),
    ("+", SM, "Huazhong University of Science and Technology 2009 – 2013"),
    ("+", SM, "B.Eng. in Microelectronics"),
    ("-", GR, "浙江工业大学"),
    ("-", CLN, "B.Eng. Communication Engineering, Xidian University, 2016 – 2020"),
    ("-", CY, "北京邮电大学 | 计算机科学与技术 | 工学学士"),
], [("en", "Which candidates earned their bachelor's degree at a Project 985 university?"),
    ("en", "who did undergrad at a 985 school"),
    ("zh", "本科毕业于 985 高校的候选人有哪些？"),
    ("zh", "第一学历985的有吗")])

intent("i13-nvidia", ["employer", "empty-gold"], [], [
    ("-", MK, "1st place, NVIDIA Inception hackathon, Stockholm (team of three)"),
    ("-", WD, "NVIDIA Graduate Fellowship, 2019"),
    ("-", SM, "Talk at NVIDIA GTC 2023: moving RTL regression to GPU-accelerated simulation."),
    ("-", RB, "Port of our radar point-cloud demo to an NVIDIA Jetson Orin dev kit for a customer showcase."),
], [("en", "Which candidates have worked at NVIDIA, full-time or as an intern?"),
    ("en", "anyone ex team green"),
    ("zh", "哪些候选人曾在英伟达（NVIDIA）工作或实习？"),
    ("zh", "有老黄家出来的吗")])

def q(s):
    return '"' + s.replace('\\', '\\\\').replace('"', '\\"') + '"'

out = [HEADER]
for name, tags, gold, ev, qs, cl_lang in I:
    assert len(qs) == 4
    out.append(f"  # ---------------- {name} (gold {len(gold)}) ----------------")
    for lang, text in qs:
        for sign, f, quote in ev:
            out.append(f"  # {sign} {f}: {quote}")
        t = list(tags)
        other = ZH_ONLY if lang == "en" else EN_ONLY
        cross = any(g in other for g in gold)
        if "CL" in gold and cl_lang not in (None, "both") and cl_lang != lang:
            cross = True
        if cross:
            t.append("cross-lingual")
        t.append("paraphrase")
        out.append(f"  - {{q: {q(text)}, gold: [{', '.join(gold)}], intent: {name}, tags: [{', '.join(t)}]}}")
open("../questions.yaml", "w").write("\n".join(out) + "\n")
print(len(I) * 4, "questions")
