"""Writes ../questions.yaml for paraphrase52 (13 intents x 4 phrasings)."""
import os

HERE = os.path.dirname(os.path.abspath(__file__))

A = "astrid_nyqvist.pdf"
B = "闫泊远_广告算法_简历.docx"
C = "伍承霖_硬件工程师.pdf"
D = "郜晓帆_简历.txt"
E = "巫星野-游戏策划.md"
F = "viraj_sundaresan.resume.json"
G = "geng_yunxi_resume.docx"
H1 = "IMG_20210514_183022.jpg"
H2 = "Benedikt_Hahn_CV_2026.pdf"

OWNER = {A: "AN", B: "YB", C: "WC", D: "GX", E: "WX", F: "VS", G: "GY", H1: "BH", H2: "BH"}
LANG = {"AN": "en", "YB": "zh", "WC": "zh", "GX": "zh", "WX": "zh", "VS": "en", "GY": "en", "BH": "en"}

PEOPLE = [
    ("AN", ["astrid nyqvist", "nyqvist astrid"]),
    ("YB", ["闫泊远", "yan boyuan", "boyuan yan"]),
    ("WC", ["伍承霖", "wu chenglin", "chenglin wu"]),
    ("GX", ["郜晓帆", "gao xiaofan", "xiaofan gao"]),
    ("WX", ["巫星野", "wu xingye", "xingye wu"]),
    ("VS", ["viraj sundaresan", "sundaresan viraj"]),
    ("GY", ["yunxi geng", "geng yunxi"]),
    ("BH", ["benedikt hahn", "hahn benedikt"]),
]

# intent: (name, kind tags, gold, evidence [(sign, file, quote)], [(lang, register, question)])
INTENTS = [
    ("i01-tencent", ["employer"], ["WX", "VS", "BH"], [
        ("+", E, "腾讯 · 天美工作室群｜游戏策划（系统方向）"),
        ("+", F, "Tencent Cloud (Tencent International)"),
        ("+", H2, "Director of Product, WeChat Pay, Tencent, Shenzhen"),
        ("+", H1, "Director of Product, WeChat Pay — Tencent, Shenzhen"),
        ("-", B, "2019 腾讯广告算法大赛 复赛第 12 名"),
    ], [
        ("en", "formal", "Which candidates have worked at Tencent, including its subsidiaries and units such as WeChat, Tencent Cloud or TiMi?"),
        ("en", "chatty", "anyone ex-penguin? tencent or any of its studios / units counts"),
        ("zh", "formal", "请列出曾在腾讯集团（含微信、腾讯云、天美等子公司或工作室）任职的候选人"),
        ("zh", "chatty", "有没有鹅厂出来的 子公司工作室都算"),
    ]),
    ("i02-zju", ["school"], ["YB"], [
        ("+", B, "2018.09–2021.06 浙江大学 计算机科学与技术 硕士"),
        ("-", G, "Zhejiang University of Technology"),
    ], [
        ("en", "formal", "Which candidates studied at Zhejiang University?"),
        ("en", "chatty", "any ZJU alums in the pool"),
        ("zh", "formal", "哪些候选人在浙江大学就读过？"),
        ("zh", "chatty", "有浙大出来的吗"),
    ]),
    ("i03-masters", ["degree"], ["AN", "YB", "GY", "BH"], [
        ("+", A, "M.S. in Robotics (earned en route to the Ph.D.)"),
        ("+", B, "2018.09–2021.06 浙江大学 计算机科学与技术 硕士"),
        ("+", G, "M.S. in Robotics (in progress)"),
        ("+", H2, "MBA, INSEAD"),
        ("+", H1, "MBA — INSEAD"),
        ("-", C, "工程硕士课程学习（未完成，未取得学位）"),
    ], [
        ("en", "formal", "Which candidates hold a master's degree or are currently studying for one? An MBA counts."),
        ("en", "chatty", "who's got a masters or is doing one rn, MBA ok too"),
        ("zh", "formal", "哪些候选人拥有硕士学位或正在攻读硕士（MBA 也算）？"),
        ("zh", "chatty", "研究生学历的有谁 在读也算 mba也行"),
    ]),
    ("i04-k8s", ["skill"], ["YB", "VS"], [
        ("+", B, "将广告召回服务迁移至 Kubernetes 集群，使用 Flink 实时特征管道，P99 延迟降低 40%。"),
        ("+", F, "Lead architect for regional gaming and fintech accounts moving onto Tencent Kubernetes Engine (TKE); designed multi-cluster Kubernetes landing zones with GitOps."),
        ("-", G, "Python, C++, ROS, MuJoCo, Isaac Gym, Docker, Kubernetes, SolidWorks"),
    ], [
        ("en", "formal", "Who has used Kubernetes in an actual job, not just listed it as a skill?"),
        ("en", "chatty", "anyone actually run k8s at work"),
        ("zh", "formal", "哪些候选人在工作中实际使用过 Kubernetes？"),
        ("zh", "chatty", "有没有工作里真搞过容器编排的 k8s那种"),
    ]),
    ("i05-icra", ["topic"], ["AN", "GY"], [
        ("+", A, "Terrain-Aware Footstep Planning with Learned Sinkage Models.” IEEE International Conference on Robotics and Automation (ICRA), 2021."),
        ("+", G, "in Proc. IEEE International Conference on Robotics and Automation (ICRA), 2026."),
        ("-", G, "Student volunteer, ICRA 2025 (Atlanta)"),
    ], [
        ("en", "formal", "Which candidates have published a paper at ICRA?"),
        ("en", "chatty", "who has a paper at the big IEEE robotics and automation conference"),
        ("zh", "formal", "哪些候选人在 ICRA 上发表过论文？"),
        ("zh", "chatty", "有人中过icra吗"),
    ]),
    ("i06-first-author", ["topic"], ["AN", "YB"], [
        ("+", A, "A. Nyqvist, R. Okabe, H. Choset."),
        ("+", B, "Boyuan Yan, Lin Qiao, Wei Chen. Debiasing Delayed Conversion Feedback in Display Advertising."),
        ("-", G, "L. Shao, Y. Geng, and M. Xu"),
    ], [
        ("en", "formal", "Which candidates are first author of at least one published paper?"),
        ("en", "chatty", "anyone with a lead-author paper"),
        ("zh", "formal", "哪些候选人以第一作者身份发表过论文？"),
        ("zh", "chatty", "有一作论文的吗"),
    ]),
    ("i07-reviewer", ["topic"], ["AN"], [
        ("+", A, "Program Committee member, Conference on Robot Learning (CoRL) 2024"),
        ("+", A, "Reviewer, IEEE Robotics and Automation Letters (RA-L), 2021 – 2025"),
        ("-", G, "Student volunteer, ICRA 2025 (Atlanta)"),
        ("-", H2, "Advisory board member, Hong Kong Tourism Board Digital Council (unpaid)"),
    ], [
        ("en", "formal", "Which candidates have served as a reviewer or programme committee member for a conference or journal?"),
        ("en", "chatty", "anyone done peer review or sat on a PC for a conf/journal"),
        ("zh", "formal", "哪些候选人担任过学术会议或期刊的审稿人或程序委员会委员？"),
        ("zh", "chatty", "有没有给会议或者期刊审过稿的"),
    ]),
    ("i08-tencent-2019", ["period"], ["WX", "BH"], [
        ("+", E, "腾讯 · 天美工作室群｜游戏策划（系统方向）"),
        ("+", E, "2019.07 – 2022.03"),
        ("+", H2, "03/2018 – Director of Product, WeChat Pay, Tencent, Shenzhen"),
        ("+", H1, "Director of Product, WeChat Pay — Tencent, Shenzhen"),
        ("+", H1, "since 03/2018"),
        ("-", F, "Tencent Cloud (Tencent International)"),
    ], [
        ("en", "formal", "Who was employed at Tencent (any subsidiary or unit) at some point during 2019?"),
        ("en", "chatty", "who was at the penguin back in 2019? any tencent unit"),
        ("zh", "formal", "2019 年期间在腾讯（含子公司、工作室）任职过的候选人有哪些？"),
        ("zh", "chatty", "19年在鹅厂待过的有谁 子公司也算"),
    ]),
    ("i09-current-cloud", ["time/role"], ["VS"], [
        ("+", F, "Tencent Cloud (Tencent International)"),
        ("+", F, "Senior Solutions Architect"),
        ("-", F, "Amazon Web Services (AWS)"),
        ("-", A, "AWS Cloud Credit for Research award, 2020"),
        ("-", C, "超聚变数字技术有限公司（服务器整机）"),
        ("-", B, "北京字节跳动科技有限公司 · 抖音商业化　　2021.07–至今"),
    ], [
        ("en", "formal", "Which candidates currently work at a public cloud provider (AWS, Azure, Google Cloud, Alibaba Cloud, Tencent Cloud and the like)?"),
        ("en", "chatty", "anyone at a cloud vendor right now"),
        ("zh", "formal", "目前在公有云厂商（如阿里云、腾讯云、AWS、Azure）任职的候选人有哪些？"),
        ("zh", "chatty", "现在在云厂商干的有吗"),
    ]),
    ("i10-internet-intern", ["time/role"], ["YB", "GX", "WX"], [
        ("+", B, "美团 · 到店事业群　　算法实习生　　2020.06–2020.09"),
        ("+", D, "2016年7月 - 2016年9月   百度 商业分析实习生（凤巢广告数据组）"),
        ("+", E, "网易 · 雷火事业群｜游戏策划实习生"),
        ("-", A, "Research Intern, Atlas team"),
        ("-", G, "Unitree Robotics, Hangzhou — Motion Control Intern (07/2025 – 08/2025)"),
    ], [
        ("en", "formal", "Which candidates have done an internship (not a full-time job) at a big internet company?"),
        ("en", "chatty", "who interned at a big internet co? internships only"),
        ("zh", "formal", "哪些候选人有互联网公司的实习经历（全职不算）？"),
        ("zh", "chatty", "有在大厂实习过的吗 只看实习"),
    ]),
    ("i11-10-years", ["years"], ["WC", "VS", "BH"], [
        ("+", C, "2013年7月 - 2018年4月"),
        ("+", C, "2018年5月 - 至今"),
        ("+", F, "Systems Engineer"),
        ("+", F, "2014-07"),
        ("+", H2, "09/2009 – Product Manager, SAP, Walldorf"),
        ("+", H1, "09/2009 – 07/2012"),
        ("-", D, "2017/7-2020/2   携程旅行网（携程计算机技术（上海）有限公司） 机票事业部 数据分析师"),
        ("-", E, "2019.07 – 2022.03"),
    ], [
        ("en", "formal", "Which candidates have at least 10 years of full-time work experience?"),
        ("en", "chatty", "anyone with a decade+ of full-time work"),
        ("zh", "formal", "全职工作经验满 10 年及以上的候选人有哪些？"),
        ("zh", "chatty", "有没有十年以上工作经验的 实习不算"),
    ]),
    ("i12-985-bachelor", ["tier", "degree"], ["YB", "WX"], [
        ("+", B, "2014.09–2018.06 华中科技大学 软件工程 本科"),
        ("+", E, "四川大学 · 数字媒体技术 · 本科 · 2015.09 – 2019.06"),
        ("-", G, "Zhejiang University of Technology"),
        ("-", C, "2009.09 - 2013.06 西安电子科技大学 电子信息工程 本科"),
        ("-", D, "2013.9 - 2017.6   中南财经政法大学   统计学   本科（经济学学士）"),
    ], [
        ("en", "formal", "Which candidates earned their bachelor's degree at a Project 985 university?"),
        ("en", "chatty", "undergrad from a 985 school, who?"),
        ("zh", "formal", "本科毕业于 985 高校的候选人有哪些？"),
        ("zh", "chatty", "第一学历是985的有谁"),
    ]),
    ("i13-xiaomi", ["employer"], [], [
        ("-", G, "Xiaomi Scholarship, 2023"),
        ("-", D, "2017 年获得小米公司数据分析岗 offer，因已接受携程 offer 未入职"),
    ], [
        ("en", "formal", "Which candidates have worked at Xiaomi (internships included)?"),
        ("en", "chatty", "any ex-Mi people? xiaomi, interns count"),
        ("zh", "formal", "哪些候选人曾在小米公司工作或实习过？"),
        ("zh", "chatty", "有没有在米厂待过的 实习也算"),
    ]),
]

HEADER = """\
# paraphrase52 — blind PARAPHRASE set over evalsets-style folder cvs/ (8 fictional people at real
# companies and universities, 9 CV files: 3 LaTeX PDFs (awesome-cv look-alike, Chinese ctex with
# tables, moderncv classic), 2 DOCX (one Chinese with an education table, one English with an
# education table), 1 Markdown (zh), 1 plain text (zh), 1 JSON Resume, 1 phone photo .jpg of an
# older English CV page (no text layer; its text is in src/benedikt_hahn_2021_photo_page.txt).
# 13 intents, each asked exactly 4 ways (English formal + chatty, Chinese formal + chatty); every
# question carries `intent:` and all 4 questions of one intent have the same gold.
# tags: kind of filter, plus paraphrase (all), cross-lingual (some gold person's only evidence
# is in the other language), empty-gold (nobody qualifies).
# Evidence comments: "+ file: quote" supports a gold person, "- file: quote" documents a trap.
# Quotes are verbatim from pdftotext (PDF), python-docx paragraphs / table cells, rows joined by
# spaces (DOCX), JSON string values (JSON), the file itself (.md with # and ** markers ignored,
# .txt), and for the .jpg the page text kept in src/. Whitespace is ignored when checking.
#
# Gold rules (what a recruiter would not type but the gold depends on):
# - as_of 2026-11-26 is "today": "present", "至今", "Present", an open JSON endDate mean still there.
# - "Worked at X" includes internships unless the question says otherwise. NOT employment:
#   awards, scholarships, competitions (腾讯广告算法大赛, 腾讯游戏创意大赛), declined offers,
#   cloud-credit grants, certifications, conference volunteering, unpaid advisory boards, talks.
# - Tencent includes its subsidiaries and units: WeChat / WeChat Pay, Tencent Cloud (Tencent
#   International), TiMi Studio Group (天美工作室群). xFusion (超聚变) is not Tencent, not a cloud
#   provider (it makes servers).
# - A person with two CVs is one candidate (Benedikt Hahn: 2021 photo + 2026 PDF, same e-mail); the
#   newer CV decides what is current (he left Tencent in 12/2023; Klook is current).
# - Master's: a master's degree itself, completed or in progress; an MBA counts; an M.S. earned en
#   route to a PhD counts; an unfinished, abandoned master's course (伍承霖) does not.
# - "Studied at Zhejiang University" = 浙江大学 / ZJU only; Zhejiang University of Technology
#   (浙江工业大学) is a different school.
# - Skill "used at work" = named in a job entry; a skills list alone does not count.
# - Publications: main-conference/journal papers printed in the CV; author position as printed
#   (first-listed author = first author); student volunteering and advisory boards are not
#   reviewing / committee service.
# - Years of full-time experience: sum of full-time job spans up to 2026-11-26; internships,
#   research assistantships during a PhD and study time do not count. Nobody is within 6 months of
#   10 years (closest: 郜晓帆, 9 years 4 months from 2017/7).
# - "Big internet company" / 大厂 / 互联网公司: Meituan, Baidu, NetEase (and the like); Boston
#   Dynamics and Unitree Robotics are robotics companies, not internet companies.
# - Public cloud providers: AWS, Azure, Google Cloud, Alibaba Cloud, Tencent Cloud, Huawei Cloud,
#   Oracle Cloud, IBM Cloud. It means working in the cloud business itself: a job in another unit
#   of a group that also sells cloud (闫泊远 in ByteDance's Douyin ads, not Volcano Engine) does not
#   count.
# - Tier list used: Project 985 (39 universities). Of the schools here, on it: 浙江大学,
#   华中科技大学, 四川大学, 上海交通大学 (Shanghai Jiao Tong University). Not on it: 西安电子科技大学
#   (211 only), 中南财经政法大学 (211 only), Zhejiang University of Technology (none); the foreign
#   schools are outside the list. "Bachelor's from a 985" looks at the bachelor's school only.
"""


def q(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def main():
    out = [HEADER, 'as_of: "2026-11-26"', "people:"]
    for k, al in PEOPLE:
        out.append(f"  {k}: [{', '.join(q(a) for a in al)}]")
    out.append("questions:")
    for name, kinds, gold, ev, phr in INTENTS:
        assert len(phr) == 4
        out.append(f"  # ---------------- {name} ----------------")
        for lang, reg, text in phr:
            for sign, f, quote in ev:
                out.append(f"  # {sign} {f}: {quote}")
            tags = list(kinds) + ["paraphrase"]
            if any(LANG[g] != lang for g in gold):
                tags.append("cross-lingual")
            if not gold:
                tags.append("empty-gold")
            out.append(f"  - {{q: {q(text)}, gold: [{', '.join(gold)}], intent: {name}, "
                       f"tags: [{', '.join(tags)}]}}  # {lang} {reg}")
    with open(os.path.join(HERE, "..", "questions.yaml"), "w", encoding="utf-8") as fh:
        fh.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
