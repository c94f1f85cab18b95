"""Write ../questions.yaml from the data below (cross-lingual tags computed from evidence files)."""
import os, json
here = os.path.dirname(os.path.abspath(__file__))
LU, TAN, CAL, OU, MIAO_OLD, MIAO_NEW, ELIN, SONG, SHI = (
    "Yunshan_Lu_CV.pdf", "谭振翔_射频工程师简历.pdf", "Yvonne-Calderbank-CV.pdf", "ou_jiarui_resume.md",
    "苗雨晨_简历_2023.docx", "Yuchen_Miao_CV_2026.docx", "elin_vikstrom.resume.json",
    "resume_songyiran_2026.txt", "IMG_20261103_施闻笛简历.jpg")
LANG = {LU: "en", TAN: "zh", CAL: "en", OU: "en", MIAO_OLD: "zh", MIAO_NEW: "en", ELIN: "en", SONG: "zh", SHI: "zh"}
OWNER = {LU: "LYS", TAN: "TZX", CAL: "YC", OU: "OJR", MIAO_OLD: "MYC", MIAO_NEW: "MYC", ELIN: "EV", SONG: "SYR", SHI: "SWD"}
PEOPLE = {
    "LYS": ["lu yunshan", "yunshan lu", "卢云杉"],
    "TZX": ["tan zhenxiang", "zhenxiang tan", "谭振翔"],
    "YC": ["yvonne calderbank", "calderbank yvonne"],
    "OJR": ["ou jiarui", "jiarui ou", "欧嘉睿"],
    "MYC": ["miao yuchen", "yuchen miao", "苗雨晨"],
    "EV": ["elin vikström", "elin vikstrom", "vikström elin", "vikstrom elin"],
    "SYR": ["song yiran", "yiran song", "宋怡然", "songyiran"],
    "SWD": ["shi wendi", "wendi shi", "施闻笛"],
}
# intent: (name, gold, tags, plus-evidence, minus-evidence, notes, [(lang, style, q)])
INTENTS = [
 ("i01-microsoft", ["LYS", "OJR", "EV", "SYR"], ["employer"],
  [(LU, "Microsoft Research Asia"), (LU, "Research Intern, Speech Group"),
   (OU, "GitHub — Software Engineer, then Engineering Manager (Git Storage / Spokes)"),
   (ELIN, "Mojang Studios"), (SONG, "2024/7-2024/9 微软（中国）有限公司 苏州 STCA 数据分析实习生")],
  [(MIAO_NEW, "Microsoft Certified: Azure Data Scientist Associate (2022)")],
  "Microsoft incl. subsidiaries (GitHub, Mojang Studios, MSRA, STCA); internships count; a certification does not.",
  [("en", "formal", "Which candidates have worked at Microsoft, including subsidiaries such as GitHub, Mojang and Microsoft Research Asia? Internships count."),
   ("en", "chatty", "anyone ex-MSFT? github / mojang / msra all count, interns too"),
   ("zh", "formal", "哪些候选人曾在微软工作过（含GitHub、Mojang、微软亚洲研究院等子公司，实习也算）？"),
   ("zh", "chatty", "有没有巨硬出来的 github mojang msra都算 实习也行")]),
 ("i02-zju", ["TZX", "MYC"], ["school"],
  [(TAN, "浙江大学 信息与电子工程学院"), (MIAO_OLD, "浙江大学 数据科学研究中心"), (MIAO_NEW, "Zhejiang University")],
  [(SHI, "浙江大学城市学院 传媒与人文学院 摄影（本科）")],
  "Zhejiang University, any degree. 浙江大学城市学院 (Zhejiang University City College, now Hangzhou City University) is a different school.",
  [("en", "formal", "Which candidates studied at Zhejiang University (any degree level)?"),
   ("en", "chatty", "any ZJU alumni in here"),
   ("zh", "formal", "请列出在浙江大学就读过的候选人（任何学历层次均可）。"),
   ("zh", "chatty", "有浙大的吗 本硕博都算")]),
 ("i03-phd", ["LYS", "MYC"], ["degree", "time/role"],
  [(LU, "PhD in Informatics (Centre for Speech Technology Research)"), (MIAO_NEW, "PhD in Finance (part-time), in progress")],
  [(ELIN, "PhD programme (not completed)"), (SHI, "中国美术学院 摄影艺术硕士（非全日制） 2021 - 2022 肄业")],
  "Completed or in-progress PhD; a discontinued PhD does not count. Miao Yuchen's PhD is only in her newer (English) CV.",
  [("en", "formal", "Which candidates hold a PhD or are currently enrolled in a PhD programme?"),
   ("en", "chatty", "who's got a doctorate or is doing one rn"),
   ("zh", "formal", "哪些候选人拥有博士学位或正在攻读博士学位？"),
   ("zh", "chatty", "有读博的吗 毕业了的在读的都算")]),
 ("i04-k8s-at-work", ["OJR", "LYS"], ["skill"],
  [(OU, "Migrated 300+ stateless storage gateways from bare-metal supervisors to Kubernetes with a custom operator."),
   (LU, "Run large-scale training jobs on Kubernetes (GPU node pools, Argo workflows) for self-supervised")],
  [(SONG, "Python（pandas、scikit-learn）、SQL、R、Excel VBA、Tableau、Docker、Kubernetes、Spark（课程了解）")],
  "Kubernetes used in a job; a skills-list entry alone does not count.",
  [("en", "formal", "Which candidates have used Kubernetes in their work, not just listed it as a skill?"),
   ("en", "chatty", "who's actually run stuff on k8s at work"),
   ("zh", "formal", "哪些候选人在实际工作中使用过 Kubernetes？仅写在技能栏的不算。"),
   ("zh", "chatty", "有没有工作里真上手搞过容器编排的 就是k8s 光写技能栏的不算")]),
 ("i05-interspeech", ["LYS"], ["topic"],
  [(LU, "Accent-robust streaming transducers with adapter fusion. Proc. INTERSPEECH 2022.")],
  [],
  "Paper in INTERSPEECH proceedings (reviewing for it does not count on its own).",
  [("en", "formal", "Which candidates have published a paper at INTERSPEECH?"),
   ("en", "chatty", "anyone got a paper at ISCA's big annual speech conference"),
   ("zh", "formal", "哪些候选人在 INTERSPEECH 会议上发表过论文？"),
   ("zh", "chatty", "谁在interspeech发过文章")]),
 ("i06-first-author", ["LYS", "MYC", "SYR"], ["topic"],
  [(LU, "Y. Lu, P. Bell, S. Renals. Accent-robust streaming transducers"),
   (MIAO_NEW, "Miao, Y., Xu, H., & Zhang, L. (2023). Reject inference for thin-file borrowers"),
   (SONG, "第一作者：《基于分位数回归的城市居民消费波动研究》，《统计与决策》，2025 年第 14 期")],
  [(TAN, "第二作者：A compact decoupling structure for 5G handset MIMO antennas")],
  "First author by the printed author order (any venue, journal or conference).",
  [("en", "formal", "Which candidates are the first author of at least one published paper?"),
   ("en", "chatty", "who's listed first on a paper they wrote"),
   ("zh", "formal", "哪些候选人以第一作者身份发表过论文？"),
   ("zh", "chatty", "有一作的吗")]),
 ("i07-reviewer", ["LYS", "TZX"], ["topic"],
  [(LU, "Reviewer for ICASSP (2021–2025), INTERSPEECH (2022–2025)"),
   (TAN, "担任 IEEE Antennas and Wireless Propagation Letters 审稿人（2021 至今）。")],
  [(OU, "GopherChina 2023 speaker: \"Repairing a petabyte with a Go scheduler\""),
   (CAL, "Trustee, Leeds North Food Bank (since 10/2021)."),
   (MIAO_NEW, "presented the IFRS 9 overlay to the model-risk committee every quarter.")],
  "Reviewer or committee member for a conference or journal; talks and trusteeships do not count.",
  [("en", "formal", "Which candidates have served as a reviewer or committee member for a conference or journal?"),
   ("en", "chatty", "anyone done peer review for a journal or conf"),
   ("zh", "formal", "哪些候选人担任过学术会议或期刊的审稿人或委员？"),
   ("zh", "chatty", "谁给期刊或者会议审过稿")]),
 ("i08-oppo-2019", ["TZX", "SWD"], ["period", "employer"],
  [(TAN, "OPPO 广东移动通信有限公司 射频工程师 → 资深射频工程师 2014.07 - 2020.03"),
   (SHI, "OPPO 广东移动通信有限公司 影像效果调试工程师 2017.07 - 2019.04")],
  [(ELIN, "Worked with the AR team on a marketing filter made together with OPPO for the 2022 live event.")],
  "Employed at OPPO for any part of calendar 2019 (Shi Wendi until 2019.04 counts). A joint marketing project is not employment.",
  [("en", "formal", "Which candidates were employed at OPPO at any point during 2019?"),
   ("en", "chatty", "who was at oppo back in 2019"),
   ("zh", "formal", "2019 年内任意时间在 OPPO 任职过的候选人有哪些？"),
   ("zh", "chatty", "19年那会儿在欧珀干过的有谁")]),
 ("i09-current-manager", ["YC", "MYC"], ["title", "time/role"],
  [(CAL, "Area Manager, Yorkshire North, Sainsbury's Supermarkets Ltd"),
   (MIAO_NEW, "Credit Risk Modelling Manager, Mar 2024 – Present"),
   (MIAO_NEW, "Lead a team of five modellers for retail credit PD, LGD and EAD models")],
  [(OU, "2019–2021: Engineering Manager for a team of 6 in the Git Storage org; moved back to an IC role when I left.")],
  "Current job title is a manager title (Manager / 经理) and they manage people. Miao Yuchen's 2023 CV still shows her as 风险模型分析师; her 2026 CV decides. Past manager roles do not count.",
  [("en", "formal", "Which candidates currently hold a manager position?"),
   ("en", "chatty", "who's a people manager right now"),
   ("zh", "formal", "哪些候选人目前担任经理职位？"),
   ("zh", "chatty", "现在在带团队当经理的有谁 以前当过的不算")]),
 ("i10-big4-intern", ["SYR", "MYC"], ["time/role", "employer"],
  [(SONG, "2025/7-2025/10 安永华明会计师事务所（EY）北京分所 审计实习生"),
   (MIAO_OLD, "德勤华永会计师事务所 风险咨询部 实习生"),
   (MIAO_NEW, "Deloitte Huayong (Risk Advisory), Shanghai")],
  [(OU, "Worked with PwC auditors on the ISO 27001 and SOC 2 evidence for the storage platform.")],
  "Internship (not full-time) at Deloitte, PwC, EY or KPMG, incl. their Chinese member firms (安永华明, 德勤华永). Working with a firm's auditors is not employment.",
  [("en", "formal", "Which candidates have completed an internship at one of the Big Four accounting firms (Deloitte, PwC, EY, KPMG)?"),
   ("en", "chatty", "any big 4 interns"),
   ("zh", "formal", "哪些候选人在德勤、普华永道、安永或毕马威实习过？"),
   ("zh", "chatty", "有在四大实习过的吗")]),
 ("i11-10y-fulltime", ["TZX", "YC", "OJR"], ["years"],
  [(TAN, "2014.07 - 2020.03"), (TAN, "2020 年 4 月 - 至今"),
   (CAL, "Sep 2009 – Graduate Trainee, then Department Manager (Fresh), Tesco Stores Ltd, Bradford"),
   (CAL, "04/2018 – Area Manager"),
   (OU, "2015/3 – 2017/6 · Zhuhai"), (OU, "Jul 2017 – Sep 2021 · remote from Shanghai"), (OU, "since 10/2021 · Shanghai")],
  [(LU, "Speech researcher with 10+ years in speech recognition, counting doctoral research."),
   (SHI, "OPPO 广东移动通信有限公司 影像效果调试工程师 2017.07 - 2019.04"),
   (MIAO_NEW, "Credit Risk Model Analyst, Jul 2020 – Feb 2024"),
   (ELIN, "2021-06")],
  "Full-time years as of 2026-11-28; internships and PhD years do not count; freelance/self-employment counts. Tan 12.4, Calderbank 17.2, Ou 11.7; Shi 9.4 (1.8 OPPO + 7.6 freelance), Lu 6.2, Miao 6.4, Vikström 5.5, Song 0.",
  [("en", "formal", "Which candidates have at least 10 years of full-time work experience?"),
   ("en", "chatty", "who's got a decade+ of real full-time experience, internships don't count"),
   ("zh", "formal", "全职工作经验不少于 10 年的候选人有哪些？"),
   ("zh", "chatty", "工作十年以上的有谁 实习不算")]),
 ("i12-985-bachelor", ["TZX", "LYS", "OJR"], ["tier", "degree"],
  [(TAN, "浙江大学 信息与电子工程学院 电子科学与技术 工学学士"),
   (LU, "Shanghai Jiao Tong University B.Eng. in Electronic Engineering"),
   (OU, "Huazhong University of Science and Technology (华中科技大学) — B.Eng. Computer Science and Technology, 2011 – 2015")],
  [(MIAO_OLD, "西南财经大学 统计学院"), (SONG, "中央财经大学 统计与数学学院 统计学（本科）"),
   (SHI, "浙江大学城市学院 传媒与人文学院 摄影（本科）")],
  "Bachelor's degree from a Project 985 university (ZJU, SJTU, HUST are 985). Miao Yuchen's 985 degree (ZJU) is a master's; her bachelor's is from 西南财经大学 (211, not 985).",
  [("en", "formal", "Which candidates earned their bachelor's degree at a Project 985 university?"),
   ("en", "chatty", "who did undergrad at one of china's 39 elite '985' unis"),
   ("zh", "formal", "哪些候选人本科毕业于985高校？"),
   ("zh", "chatty", "本科985的有哪些 硕士才985的不算")]),
 ("i13-nokia-empty", [], ["empty-gold", "employer"],
  [],
  [(TAN, "与诺基亚、爱立信基站进行互操作测试，解决 NSA 掉话问题。"),
   (LU, "M. Hartikainen (Nokia Bell Labs), Y. Lu. Keyword spotting for noisy factory floors.")],
  "Nobody has worked at Nokia (incl. Nokia Bell Labs); interoperability testing and a co-author's affiliation are not employment.",
  [("en", "formal", "Which candidates have worked at Nokia, including Nokia Bell Labs?"),
   ("en", "chatty", "anyone ever work at the finnish phone company, the 3310 people"),
   ("zh", "formal", "哪些候选人曾在诺基亚（含诺基亚贝尔实验室）工作过？"),
   ("zh", "chatty", "有没有在诺基亚待过的")]),
]

def y(s):
    return json.dumps(s, ensure_ascii=False)

HEADER = open(os.path.join(here, "questions_header.txt"), encoding="utf-8").read()
out = [HEADER.rstrip("\n"), 'as_of: "2026-11-28"', "people:"]
for k, al in PEOPLE.items():
    out.append(f"  {k}: [{', '.join(y(a) for a in al)}]")
out.append("questions:")
for name, gold, tags, plus, minus, note, qs in INTENTS:
    out.append(f"  # ================= {name} =================")
    for lang, style, q in qs:
        t = list(tags)
        # cross-lingual: some gold person's evidence for this intent is only in the other language
        for g in gold:
            langs = {LANG[f] for f, _ in plus if OWNER[f] == g}
            if lang not in langs:
                t.append("cross-lingual"); break
        t.append("paraphrase")
        out.append(f"  # ({lang}, {style}) note: {note}")
        for f, quote in plus:
            out.append(f"  # + {f}: {quote}")
        for f, quote in minus:
            out.append(f"  # - {f}: {quote}")
        out.append(f"  - {{q: {y(q)}, gold: [{', '.join(gold)}], intent: {name}, tags: [{', '.join(t)}]}}")
open(os.path.join(here, "..", "questions.yaml"), "w", encoding="utf-8").write("\n".join(out) + "\n")
print("wrote", sum(len(i[6]) for i in INTENTS), "questions")
