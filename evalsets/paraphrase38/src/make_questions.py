"""Writes ../questions.yaml from the data below (cross-lingual tags computed from LANG)."""
import os

HERE = os.path.dirname(os.path.abspath(__file__))

PEOPLE = {
    "QH": ["qu haoyang", "haoyang qu", "屈皓阳"],
    "DR": ["devansh rathore", "rathore devansh"],
    "LS": ["liu sizhe", "sizhe liu", "柳思哲"],
    "BL": ["beatriz lunardi", "lunardi beatriz"],
    "KM": ["kaveh mirzaei", "mirzaei kaveh"],
    "TW": ["tomasz wierzbicki", "wierzbicki tomasz"],
    "HY": ["hou yuxi", "yuxi hou", "侯雨溪"],
    "GY": ["gu yuhan", "yuhan gu", "谷雨涵"],
}
# languages of each person's evidence files
LANG = {"QH": {"zh"}, "DR": {"en"}, "LS": {"zh"}, "BL": {"en"}, "KM": {"en"},
        "TW": {"en"}, "HY": {"zh"}, "GY": {"zh", "en"}}

F = {
    "QH": "qu_haoyang_cv.pdf", "DR": "devansh_rathore_cv.pdf", "LS": "柳思哲_简历.docx",
    "BL": "beatriz_lunardi_cv.pdf", "KM": "kaveh_mirzaei.md", "TW": "IMG_20261103_091244.jpg",
    "HY": "resume.json", "GYzh": "谷雨涵_电商运营_2022.txt", "GYen": "resume_ops_2026.docx",
}

# (intent, kind tags, gold, evidence lines, [(lang, q), x4])
INTENTS = [
    ("i01-alibaba", ["employer"], ["QH", "GY", "HY"], [
        ("+", F["QH"], "阿里云计算有限公司"),
        ("+", F["QH"], "PolarDB 内核团队"),
        ("+", F["GYen"], "Tmall, Alibaba Group, Hangzhou — Category Operations Specialist → Category Operations Manager"),
        ("+", F["GYzh"], "2014/7-2016/6    浙江天猫网络有限公司    品类运营专员"),
        ("+", F["HY"], "阿里巴巴达摩院"),
        ("+", F["HY"], "研究型实习生（系统 AI 实验室）"),
        ("-", F["BL"], "Shortlisted, Alibaba Global Design Competition"),
    ], [
        ("en", "Which candidates have worked at Alibaba Group or one of its subsidiaries (Alibaba Cloud, Tmall, DAMO Academy and so on)?"),
        ("en", "anyone ex-Ali? aliyun / tmall / damo all fine, interns too"),
        ("zh", "请列出曾在阿里巴巴集团或其子公司（阿里云、天猫、达摩院等）工作或实习过的候选人"),
        ("zh", "有没有阿里系出来的 阿里云 猫厂 达摩院都算"),
    ]),
    ("i02-hust", ["school"], ["QH", "HY"], [
        ("+", F["QH"], "华中科技大学计算机科学与技术学院"),
        ("+", F["QH"], "计算机系统结构"),
        ("+", F["HY"], "华中科技大学"),
        ("-", F["LS"], "2009年9月 - 2013年6月　华中师范大学　物理科学与技术学院　电子信息工程　本科"),
    ], [
        ("en", "Which candidates studied at Huazhong University of Science and Technology?"),
        ("en", "who went to HUST, the one in wuhan"),
        ("zh", "哪些候选人在华中科技大学读过书（本科或研究生）？"),
        ("zh", "华科毕业的有谁"),
    ]),
    ("i03-phd", ["degree"], ["KM", "HY"], [
        ("+", F["KM"], "Ph.D. in Computer Science, University of Amsterdam (IRLab), 2014 – 2019"),
        ("+", F["HY"], "博士（在读）"),
        ("+", F["HY"], "清华大学计算机系 博士研究生（系统方向）"),
        ("-", F["TW"], "PhD studies in Computer Science, TU Delft — 2011 – 2012 (left without a degree)"),
    ], [
        ("en", "Which candidates hold a PhD or are currently enrolled in a doctoral programme?"),
        ("en", "any doctors in here? finished or still doing it both ok"),
        ("zh", "请找出已获得博士学位或正在攻读博士学位的候选人"),
        ("zh", "有读博的吗 在读也算"),
    ]),
    ("i04-k8s-at-work", ["skill"], ["TW", "DR", "HY"], [
        ("+", F["TW"], "Run the Kubernetes (GKE) clusters behind GitLab.com"),
        ("+", F["DR"], "Built the model deployment pipeline on Kubernetes (Red Hat OpenShift)"),
        ("+", F["HY"], "基于 Kubernetes 自定义调度框架（Scheduling Framework）编写插件，支持 gang scheduling 与抢占"),
        ("-", F["QH"], "Kubernetes、Docker、Linux 内核调优、perf、eBPF"),
    ], [
        ("en", "Which candidates have used Kubernetes in a job or internship, as opposed to only listing it under skills?"),
        ("en", "who's actually run k8s at work not just put it in the skills box"),
        ("zh", "哪些候选人在工作或实习中实际用过 Kubernetes？只在技能栏里列出的不算"),
        ("zh", "有没有在工作里真搞过容器编排的 就是k8s那套"),
    ]),
    ("i05-sigir", ["topic"], ["KM", "DR"], [
        ("+", F["KM"], "Counterfactual Learning to Rank with Trust-Aware Propensities. SIGIR 2018."),
        ("+", F["KM"], "Sparse Expansion Meets Dense Retrieval: A Hybrid First-Stage Ranker. SIGIR 2021."),
        ("+", F["DR"], "“Dense Retrieval for Regulatory Documents in Banking”. SIGIR 2023 (short paper)."),
        ("-", F["HY"], "OSDI 2023 学生志愿者（Student Volunteer）"),
    ], [
        ("en", "Which candidates have published a paper at ACM SIGIR?"),
        ("en", "anyone got a paper at the big ACM information retrieval conference"),
        ("zh", "请列出在 SIGIR 会议上发表过论文的候选人"),
        ("zh", "谁在信息检索那个顶会发过文章"),
    ]),
    ("i06-first-author", ["topic"], ["KM", "HY", "QH"], [
        ("+", F["KM"], "K. Mirzaei, M. de Rijke. Counterfactual Learning to Rank with Trust-Aware Propensities."),
        ("+", F["HY"], "Yuxi Hou, Chen Qiao, Jiwen Tang. Tetris-GPU: Fragmentation-Aware Scheduling for Multi-Tenant LLM Training Clusters"),
        ("+", F["HY"], "第一作者"),
        ("+", F["QH"], "Haoyang Qu, Wei Lin, Jie Zhou. Adaptive Compaction Scheduling for LSM-Tree Storage"),
        ("-", F["DR"], "A. Menezes, K. Shah, D. Rathore, P. Ghosh."),
    ], [
        ("en", "Which candidates are the first author of at least one published paper?"),
        ("en", "who has a first-author pub"),
        ("zh", "哪些候选人以第一作者身份发表过论文？"),
        ("zh", "有一作论文的有谁"),
    ]),
    ("i07-reviewer", ["topic"], ["KM"], [
        ("+", F["KM"], "Program committee member, ACM SIGIR 2023, 2024 and 2025"),
        ("+", F["KM"], "Reviewer, ACM Transactions on Information Systems (TOIS), since 2021"),
        ("-", F["BL"], "Jury member, Core77 Design Awards (Interaction category)"),
        ("-", F["HY"], "OSDI 2023 学生志愿者（Student Volunteer）"),
        ("-", F["TW"], "Speaker, KubeCon + CloudNativeCon Europe 2023"),
    ], [
        ("en", "Which candidates have served as a reviewer or programme committee member for an academic conference or journal?"),
        ("en", "anyone done PC or reviewing duty for a conf or journal"),
        ("zh", "请找出担任过学术会议或期刊审稿人、程序委员会委员的候选人"),
        ("zh", "谁给会议或者期刊审过稿"),
    ]),
    ("i08-bank-2019", ["period"], ["DR"], [
        ("+", F["DR"], "Analyst, Machine Learning Engineering, JPMorgan Chase & Co., Bengaluru"),
        ("+", F["DR"], "Jun 2020"),
        ("-", F["TW"], "ING Tech Poland, Katowice — Systems Engineer 01/2013 – 08/2016"),
        ("-", F["BL"], "a mobile banking app for UniCredit"),
    ], [
        ("en", "Which candidates were employed by a bank at any point during 2019?"),
        ("en", "who was working in banking back in 2019"),
        ("zh", "2019 年期间有哪些候选人在银行任职？"),
        ("zh", "19年那会儿在银行上班的有谁"),
    ]),
    ("i09-current-phone-maker", ["time/role"], ["LS", "BL"], [
        ("+", F["LS"], "2020年12月 - 至今"),
        ("+", F["LS"], "荣耀终端有限公司"),
        ("+", F["LS"], "手机产品线 整机测试部"),
        ("+", F["BL"], "Nothing Technology"),
        ("+", F["BL"], "05/2023 – today"),
        ("+", F["BL"], "Lead designer for Nothing OS on Phone (2a) and Phone (3)"),
        ("-", F["HY"], "华为海思（HiSilicon）"),
    ], [
        ("en", "Which candidates currently work for a smartphone manufacturer?"),
        ("en", "who's at a phone maker right now"),
        ("zh", "目前在手机厂商任职的候选人有哪些？"),
        ("zh", "现在还在终端厂（做手机的那种）上班的有谁"),
    ]),
    ("i10-chip-intern", ["time/role"], ["HY", "LS"], [
        ("+", F["HY"], "芯片软件实习生"),
        ("+", F["HY"], "暑期实习：为昇腾 AI 芯片的驱动测试编写自动化用例"),
        ("+", F["LS"], "2012年7月 - 2012年9月　高通无线半导体技术（上海）有限公司　硬件测试实习生（暑期实习）"),
        ("-", F["TW"], "Arm Ltd, Cambridge, UK — DevOps Engineer 09/2016 – 2018"),
        ("-", F["DR"], "Software Engineering Intern, Flipkart, Bengaluru"),
    ], [
        ("en", "Which candidates have done an internship at a semiconductor company?"),
        ("en", "anyone interned at a chip company? full-time doesn't count"),
        ("zh", "哪些候选人有过芯片或半导体公司的实习经历？"),
        ("zh", "在芯片厂实习过的有吗 正式员工不算"),
    ]),
    ("i11-10-years", ["years"], ["LS", "BL", "TW", "GY"], [
        ("+", F["LS"], "2013年7月 - 2016年2月"),
        ("+", F["LS"], "中兴通讯股份有限公司"),
        ("+", F["BL"], "09/2012 – 09/2015"),
        ("+", F["TW"], "ING Tech Poland, Katowice — Systems Engineer 01/2013 – 08/2016"),
        ("+", F["TW"], "GitLab Inc. (all-remote) — Staff Site Reliability Engineer since 07/2021"),
        ("+", F["GYen"], "Jul 2014 – Jun 2018"),
        ("+", F["GYen"], "Mar 2023 – Present"),
        ("-", F["QH"], "2017.07 – 2021.03"),
        ("-", F["DR"], "Jan 2022 – Senior Machine Learning Engineer, Standard Chartered Bank"),
        ("-", F["KM"], "Research Scientist — NAVER LABS Europe, Grenoble, France (Sep 2019 – Aug 2023)"),
        ("-", F["KM"], "University of Amsterdam (IRLab), 2014 – 2019"),
    ], [
        ("en", "Which candidates have at least 10 years of full-time work experience?"),
        ("en", "who's got a decade+ in industry"),
        ("zh", "请列出全职工作经验不少于 10 年的候选人"),
        ("zh", "工作十年以上的有哪些"),
    ]),
    ("i12-985-bachelor", ["tier"], ["QH", "HY", "GY"], [
        ("+", F["QH"], "武汉大学计算机学院"),
        ("+", F["QH"], "本科"),
        ("+", F["HY"], "华中科技大学"),
        ("+", F["GYzh"], "2010.9-2014.6    中山大学    市场营销    本科"),
        ("+", F["GYen"], "B.A. in Marketing, Sun Yat-sen University, Guangzhou, 2010 – 2014"),
        ("-", F["LS"], "华中师范大学　物理科学与技术学院　电子信息工程　本科"),
    ], [
        ("en", "Which candidates earned their bachelor's degree at a Project 985 university?"),
        ("en", "who did undergrad at a 985 school"),
        ("zh", "哪些候选人本科毕业于 985 高校？"),
        ("zh", "本科是985的有谁 只有研究生985的不算"),
    ]),
    ("i13-kuaishou", ["employer", "empty-gold"], [], [
        ("-", F["GYen"], "Ran Yanxuan's flagship stores on Tmall, JD, Douyin and Kuaishou"),
        ("-", F["GYzh"], "负责网易严选天猫旗舰店、京东自营及抖音、快手渠道的整体运营"),
    ], [
        ("en", "Which candidates have been employed by Kuaishou?"),
        ("en", "anyone ex-Kwai? the short video app"),
        ("zh", "请找出曾在快手公司任职的候选人"),
        ("zh", "有没有在快手干过的 老铁那个平台"),
    ]),
]

HEADER = """\
# paraphrase38 — blind PARAPHRASE set over evalsets/paraphrase38/cvs (8 fictional people at real
# companies and schools, 9 CV files: 3 LaTeX PDFs, 2 DOCX, 1 Markdown, 1 plain text, 1 JSON
# Resume, 1 phone photo .jpg without a text layer). 13 intents, each asked exactly 4 ways
# (English formal, English chatty, Chinese formal, Chinese chatty); all 4 questions of one
# intent have the SAME gold. `intent:` names the intent.
# Evidence comments: "+ file: quote" supports a gold person, "- file: quote" documents a trap.
# Quotes are verbatim from the file's text (pdftotext for PDFs, python-docx paragraphs / table
# cells for DOCX, JSON string values, the .md/.txt itself with ** / * markers ignored;
# whitespace ignored). The photo IMG_20261103_091244.jpg is checked against
# src/tomasz_wierzbicki_page1.txt (pdftotext of the page before it was photographed).
#
# Gold rules (what the recruiter does not type):
# - as_of 2026-11-26 is "today": "now", "currently", "Present", "至今", "today", "since" = this date.
# - "worked at X" includes internships unless the question says otherwise. NOT employment:
#   awards, competitions (Alibaba Global Design Competition), scholarships, certifications (CKA,
#   AWS), conference talks, student volunteering, design-award juries, clients of a consultancy
#   (UniCredit, Pirelli at frog design), sales channels / platforms a shop ran on (Tmall, JD,
#   Douyin, Kuaishou stores run by NetEase Yanxuan), co-author affiliations.
# - Alibaba Group includes Alibaba Cloud (阿里云计算有限公司), Tmall (浙江天猫网络有限公司)
#   and DAMO Academy (达摩院). Ant Group and its OceanBase company (北京奥星贝斯科技有限公司)
#   are NOT counted as Alibaba. Kuaishou = 快手 = Kwai.
# - Banks: JPMorgan Chase, Standard Chartered, ING (ING Tech Poland is ING's in-house tech arm
#   and counts as the bank). "During 2019" = employed on any day of 2019.
# - Smartphone makers: Honor (荣耀终端有限公司), Xiaomi, ZTE, Nothing Technology, Huawei.
#   "Currently" = the job that runs to today in the person's newest CV.
# - Semiconductor / chip companies: Qualcomm (高通), HiSilicon (华为海思), Arm. An internship is a
#   role labelled intern / 实习; full-time jobs at a chip company do not count for i10.
# - Years of full-time experience: sum of full-time jobs from start to end (or to as_of);
#   internships, PhD / master's study and the unfinished PhD do not count. Nobody is within
#   6 months of 10 years (counting whole months to as_of): LS ~13y5m, BL ~14y3m, TW ~13y11m,
#   GY ~12y5m; QH ~9y5m, DR ~8y5m, KM ~7y3m, HY 0.
# - Degrees: a PhD "held or pursuing" counts in-progress (HY, 博士在读); studies left without a
#   degree do not (TW, TU Delft). A part-time online master's is a master's (DR, Georgia Tech
#   OMSCS); an 8-week executive certificate is not a degree (GY, INSEAD).
# - Tier list (Project 985): of this set's schools 武汉大学 Wuhan University, 华中科技大学 HUST,
#   中山大学 Sun Yat-sen University and 清华大学 Tsinghua are 985; 华中师范大学 (Central China
#   Normal University) is 211-only, NOT 985 (a near-namesake of 华中科技大学). Foreign schools
#   are never 985. i12 asks about the BACHELOR's school only.
# - Publications: main-conference papers incl. short papers and industry-track papers count;
#   "first author" = first name in the author list printed in the CV. Reviewing / PC = named
#   reviewer or programme-committee roles for an academic conference or journal; student
#   volunteers, speakers and design-award juries are not.
# People and files: QH 屈皓阳 qu_haoyang_cv.pdf (zh, ctex, tables); DR devansh_rathore_cv.pdf
# (en, moderncv classic); LS 柳思哲 柳思哲_简历.docx (zh); BL beatriz_lunardi_cv.pdf (en,
# awesome-cv look); KM kaveh_mirzaei.md (en); TW IMG_20261103_091244.jpg (en, phone photo);
# HY 侯雨溪 resume.json (zh JSON Resume); GY 谷雨涵 has an old CV 谷雨涵_电商运营_2022.txt (zh)
# and a new resume_ops_2026.docx (en) whose name appears only in the DOCX footer and the
# e-mail handle (same phone and e-mail) — the newer decides what is current.
"""


def main():
    out = [HEADER, 'as_of: "2026-11-26"', "people:"]
    for k, al in PEOPLE.items():
        out.append(f"  {k}: [" + ", ".join(f'"{a}"' for a in al) + "]")
    out.append("questions:")
    for intent, kind, gold, ev, qs in INTENTS:
        assert len(qs) == 4
        out.append(f"  # ---------------- {intent} (gold size {len(gold)}) ----------------")
        for lang, q in qs:
            for sign, f, quote in ev:
                out.append(f"  # {sign} {f}: {quote}")
            tags = list(kind) + ["paraphrase"]
            if any(lang not in LANG[g] for g in gold):
                tags.append("cross-lingual")
            qq = q.replace('"', '\\"')
            g = "[" + ", ".join(gold) + "]"
            out.append(f'  - {{q: "{qq}", gold: {g}, intent: {intent}, tags: [{", ".join(tags)}]}}')
    with open(os.path.join(HERE, "..", "questions.yaml"), "w", encoding="utf-8") as fh:
        fh.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
