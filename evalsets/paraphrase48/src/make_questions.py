"""Writes ../questions.yaml (paraphrase48) from the data below."""
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "questions.yaml"

HEADER = '''# paraphrase48 — blind PARAPHRASE set over cvs/ (8 fictional people at real
# companies/universities, 9 CV files: 3 LaTeX PDFs [awesome-cv look-alike, Chinese ctex with tables,
# moderncv classic], 2 DOCX [one Chinese], 1 Markdown [Chinese], 1 plain text [Chinese], 1 JSON Resume,
# 1 phone photo .jpg of an English page with no text layer).
# 13 intents x 4 phrasings (English formal, English chatty, Chinese formal, Chinese chatty); the 4
# questions of one intent carry the same `intent:` and have the SAME gold.
# tags: kinds for the per-kind table; paraphrase on all; cross-lingual = some gold person's only
# evidence for the question is in a file in the other language; empty-gold = nobody qualifies.
# Evidence comments: "+ file: quote" supports a gold person, "- file: quote" documents a trap.
# Quotes are verbatim from the file's text (pdftotext for PDFs; python-docx paragraphs and table
# cells for DOCX; the file itself for .md/.txt/.json, markdown ** markers ignored), compared
# whitespace-insensitively. For the photo IMG_20261103_184522.jpg the quotes are checked against
# src/cressida_lavelle_page1.txt (pdftotext of the page before it was photographed).
#
# GOLD RULES
# - as_of 2026-11-26 is "today": "present", "至今", "Present" run to that date; "current/目前/现在"
#   means the role has no end date in the person's NEWEST CV.
# - Employment ("worked at", "在…工作过") includes internships unless the question says
#   full-time only or internships only. NOT employment: customers/accounts served, partnerships
#   (e.g. a platform-integration deal with Amap/高德), integrating another company's drivers,
#   awards, scholarships, certifications, talks, declined offers, volunteering, reviewing.
# - Subsidiaries: Alibaba Group includes Alibaba Cloud (阿里云计算有限公司) and Taobao & Tmall Group
#   (淘天); Huawei includes Huawei Device (华为终端有限公司) and HiSilicon; Honor (荣耀终端) is NOT
#   Huawei after its Nov 2020 sale and nobody was at Honor before 2024 anyway. Uber includes Uber
#   China (优步中国) and Uber Eats.
# - School: Zhejiang University (浙江大学, ZJU) does NOT include 浙江大学城市学院 (an independent
#   college, now Hangzhou City University). Any degree (bachelor, master, PhD) at the school counts.
# - Degree level: "PhD" = a doctorate completed or in progress; a doctoral programme left without a
#   degree does not count.
# - Publications: a paper counts at a venue if it is in that venue's proceedings, short papers
#   included; workshop papers, talks, volunteering and attendance do not. First author = the
#   person's name is listed first in the author list printed in the CV (or the CV says 第一作者).
#   Patents are not papers.
# - Reviewing/committee service: reviewer for a journal or conference, or programme committee
#   member. Session chairing, volunteering, talks and posters do not count.
# - Leadership title = a CURRENT title containing lead / manager / head / director / VP / chief
#   (C-level) / 总监 / 经理 / 负责人 / 组长. 高级技术专家 (senior technical expert) is an individual
#   contributor title.
# - "Chinese technology company" = a company headquartered in mainland China in tech (Huawei,
#   Xiaohongshu, Alibaba's Taobao & Tmall Group, ...). Microsoft Research Redmond is not Chinese.
# - Years of full-time experience = sum of full-time employment periods up to as_of; internships
#   and study do not count; overlapping periods are counted once. Totals: Cressida Lavelle ~16.0,
#   Astrid Halvardsen 13.2, Zu Yining 11.4, Dario Pemberton 11.3, Luyao Xing 8.3, Gong Shuyuan 7.4,
#   Ji Yunze 5.4, Zhiqing You 0. Nobody is within 6 months of the threshold asked (10).
# - 985 tier (the 39 Project 985 universities): of this set's schools, Zhejiang University,
#   华中科技大学 (HUST), 电子科技大学 (UESTC), 东南大学 (Southeast University) and Shanghai Jiao Tong
#   University are 985. Donghua University (东华大学) is 211 only; 浙江大学城市学院 is none; UIUC,
#   KTH, Blekinge, Georgia Tech, UC San Diego, INSEAD, Durham are foreign. The question asks about
#   the BACHELOR's school only.
# - One person, two CVs: Zhiqing You = 尤芷晴 (尤芷晴_简历_2024.md is the OLD CV, 2024, with the
#   Xiaohongshu internship still "至今"; zhiqing_you.resume.json is the NEW CV, 2026; same e-mail
#   zhiqing.you@outlook.com and phone). Evidence in either file counts; the newer decides "current".
# - Cressida Lavelle's CV is only a phone photo (IMG_20261103_184522.jpg).
as_of: "2026-11-26"
'''

PEOPLE = {
    "LX": ["luyao xing", "xing luyao"],
    "GS": ["宫书远", "gong shuyuan", "shuyuan gong"],
    "JY": ["姬云泽", "ji yunze", "yunze ji"],
    "ZY": ["祖一宁", "zu yining", "yining zu"],
    "AH": ["astrid halvardsen", "halvardsen astrid"],
    "DP": ["dario pemberton", "pemberton dario"],
    "YZ": ["尤芷晴", "zhiqing you", "you zhiqing"],
    "CL": ["cressida lavelle", "lavelle cressida"],
}

LX = "luyao_xing_cv.pdf"
GS = "宫书远-存储-简历.pdf"
JY = "姬云泽_射频工程师.docx"
ZY = "zuyining_resume.txt"
AH = "Halvardsen_Astrid_CV_2026.pdf"
DP = "Dario_Pemberton_SE_resume.docx"
YZo = "尤芷晴_简历_2024.md"
YZ = "zhiqing_you.resume.json"
CL = "IMG_20261103_184522.jpg"

# language of each file (for cross-lingual tags)
LANG = {LX: "en", GS: "zh", JY: "zh", ZY: "zh", AH: "en", DP: "en", YZo: "zh", YZ: "en", CL: "en"}
OWNER = {LX: "LX", GS: "GS", JY: "JY", ZY: "ZY", AH: "AH", DP: "DP", YZo: "YZ", YZ: "YZ", CL: "CL"}

# intent, gold, kind tags, evidence, [(lang, question)] in order en-formal, en-chatty, zh-formal, zh-chatty
INTENTS = [
    ("i01-alibaba", ["GS", "YZ"], ["employer"], [
        ("+", GS, "阿里云计算有限公司（阿里云）"),
        ("+", GS, "2019.07 – 至今"),
        ("+", YZ, '"name": "Taobao & Tmall Group"'),
        ("+", YZ, "Search & Recommendation Algorithm Intern"),
        ("-", ZY, "推动接入高德地图聚合打车平台的合作，聚合渠道订单占比提升至 35%（合作项目，非雇佣关系）"),
    ], [
        ("en", "Which candidates have worked at Alibaba Group, including subsidiaries such as Alibaba Cloud or Taobao & Tmall? Internships count."),
        ("en", "anyone ex-Ali? aliyun / taotian stints count, interns too"),
        ("zh", "哪些候选人曾在阿里巴巴集团（含阿里云、淘天等子公司）工作或实习过？"),
        ("zh", "有阿里系背景的吗 阿里云淘天这种都算 实习也行"),
    ]),
    ("i02-zju", ["LX", "GS"], ["school"], [
        ("+", LX, "Zhejiang University"),
        ("+", GS, "2017.09 – 2019.06 浙江大学计算机科学与技术学院"),
        ("-", ZY, "2011.09 - 2015.06    浙江大学城市学院    工商管理    本科"),
    ], [
        ("en", "Which candidates studied at Zhejiang University (any degree)?"),
        ("en", "any ZJU alumni in the pool"),
        ("zh", "哪些候选人在浙江大学就读过（本科、硕士、博士均可）？"),
        ("zh", "浙大出来的有谁"),
    ]),
    ("i03-phd", ["LX", "JY"], ["degree"], [
        ("+", LX, "Ph.D. in Computer Science"),
        ("+", JY, "博士（硕博连读）"),
        ("+", JY, "东南大学 毫米波国家重点实验室"),
        ("-", DP, "Georgia Institute of Technology — Ph.D. program in Computer Science, Aug 2014 – May 2015 (left after the first year; no degree awarded)"),
    ], [
        ("en", "Which candidates hold a doctorate or are currently working toward one?"),
        ("en", "any phds? finished or still doing it both fine"),
        ("zh", "哪些候选人拥有博士学位或正在攻读博士学位？"),
        ("zh", "读过博的有谁 毕业的在读的都算"),
    ]),
    ("i04-kubernetes", ["GS", "AH", "DP", "YZ"], ["skill"], [
        ("+", GS, "存储研发工程师：开发基于 Kubernetes CSI 的云盘挂载插件"),
        ("+", GS, "维护 Kubernetes 上的存储压测平台"),
        ("+", AH, "Moved the end-to-end test runners from a static Jenkins farm onto Kubernetes"),
        ("+", DP, "Built and maintain Kubernetes demo clusters (EKS and GKE)"),
        ("+", YZ, "Wrote the Kubernetes CronJob pipeline that refreshes item embeddings every 4 hours."),
        ("-", LX, "Spark, Kubernetes, Airflow, Docker"),
    ], [
        ("en", "Which candidates have used Kubernetes in a job or internship (not just listed it as a skill)?"),
        ("en", "who's actually run k8s at work, not just put it in the skills list"),
        ("zh", "哪些候选人在工作或实习中实际使用过 Kubernetes（仅写在技能栏里的不算）？"),
        ("zh", "有在工作里真上手过容器编排的吗 就 k8s 那套 光写技能栏的不算"),
    ]),
    ("i05-sigir", ["LX", "YZ"], ["topic"], [
        ("+", LX, "H. Moreau, L. Xing, and T. Bui. Session Graphs for Story Recommendation. In Proc. of SIGIR 2022"),
        ("+", YZ, '"publisher": "SIGIR 2026 (short paper)"'),
    ], [
        ("en", "Which candidates have published at the International ACM Conference on Research and Development in Information Retrieval?"),
        ("en", "anyone got a sigir paper? short papers fine"),
        ("zh", "哪些候选人在 SIGIR 会议上发表过论文？"),
        ("zh", "有在信息检索顶会上中过文章的吗 就是 SIGIR"),
    ]),
    ("i06-first-author", ["LX", "GS", "JY"], ["topic"], [
        ("+", LX, "L. Xing, M. Ortega, and C. Zhai. Debiasing Implicit Feedback with Exposure Propensities."),
        ("+", GS, "宫书远，陈立，许帆. 面向云盘的日志结构元数据合并方法. 《计算机研究与发展》，2022，第一作者"),
        ("+", JY, "[1] 姬云泽, 洪伟, 等. A Wideband Millimeter-Wave Antenna-in-Package for 5G Handsets. IEEE Transactions on Antennas and Propagation, 2021.（第一作者）"),
        ("-", YZ, "Q. Liang, W. Zhou, Z. You, and H. Cai. Third author"),
    ], [
        ("en", "Which candidates are the first author of at least one published paper?"),
        ("en", "who has a first-author pub"),
        ("zh", "哪些候选人以第一作者身份发表过论文？"),
        ("zh", "有一作文章的举个手"),
    ]),
    ("i07-reviewing", ["LX", "JY"], ["topic"], [
        ("+", LX, "Program Committee Member, ACM RecSys 2024 and RecSys 2025."),
        ("+", LX, "Reviewer, ACM Transactions on Information Systems (TOIS), 2020 – present."),
        ("+", JY, "IEEE Transactions on Antennas and Propagation 审稿人（2022 年至今）"),
        ("-", YZo, "2024 年 SIGIR（华盛顿）学生志愿者"),
        ("-", AH, "Agile Testing Days, Potsdam"),
    ], [
        ("en", "Which candidates have served as a reviewer or programme committee member for a conference or journal?"),
        ("en", "anyone done refereeing for journals or confs"),
        ("zh", "哪些候选人担任过学术会议或期刊的审稿人或程序委员会委员？"),
        ("zh", "有给会议期刊审过稿或者进过 PC 的吗"),
    ]),
    ("i08-huawei-2019", ["JY"], ["period", "employer"], [
        ("+", JY, "华为终端有限公司　射频实习生　2019年7月 - 2019年9月"),
        ("-", GS, "华为技术有限公司 存储产品线 2018.06 – 2018.09"),
    ], [
        ("en", "Which candidates were at Huawei (including Huawei Device) at any point during 2019? Internships count."),
        ("en", "who was at huawei back in 2019, interns ok"),
        ("zh", "2019 年期间有哪些候选人在华为（含华为终端等子公司）工作或实习过？"),
        ("zh", "19年那会儿在菊厂待过的有谁 实习也算"),
    ]),
    ("i09-current-leadership", ["ZY", "AH", "CL"], ["title", "time/role"], [
        ("+", ZY, "2022.06 - 至今    曹操出行（浙江吉利控股集团旗下）    运营总监（华东大区）"),
        ("+", AH, "QA Lead, Checkout & Payments, Zalando SE"),
        ("+", AH, "Lead a team of 7 QA engineers across three checkout squads"),
        ("+", CL, "Synthesia Chief Financial Officer Feb 2023 – present"),
        ("-", DP, "Accenture — Team Lead, Cloud Integration (Jan 2018 – Sep 2019)"),
        ("-", GS, "高级技术专家：负责 ESSD 云盘元数据服务的重构"),
    ], [
        ("en", "Which candidates currently hold a leadership title (lead, manager, head, director, VP or C-level)?"),
        ("en", "who's in a management seat right now - leads, directors, cxos etc"),
        ("zh", "哪些候选人目前担任管理职务（如负责人、经理、总监或 CXO 级高管）？"),
        ("zh", "现在在带团队当头儿的有谁 lead 总监 CFO 这种都算"),
    ]),
    ("i10-intern-chinese-tech", ["GS", "JY", "YZ"], ["time/role", "employer"], [
        ("+", GS, "实习生：OceanStor 分布式存储 EC 编码性能优化"),
        ("+", JY, "华为终端有限公司　射频实习生　2019年7月 - 2019年9月"),
        ("+", YZo, "小红书 · 推荐算法实习生 · 2024.06 – 至今"),
        ("+", YZ, '"name": "Xiaohongshu (RED)"'),
        ("+", YZ, '"position": "Recommendation Algorithm Intern"'),
        ("-", LX, "Microsoft Research Research Intern, Information & Data Sciences Redmond, WA Summer 2016"),
        ("-", ZY, "2017.03 - 2022.05    滴滴出行（北京小桔科技有限公司）"),
    ], [
        ("en", "Which candidates have done an internship at a Chinese technology company? Full-time jobs don't count."),
        ("en", "who's interned at a chinese tech co? internships only"),
        ("zh", "哪些候选人有在中国科技公司的实习经历（全职工作不算）？"),
        ("zh", "在国内科技公司实习过的有谁 正式工不算"),
    ]),
    ("i11-10y-fulltime", ["ZY", "AH", "DP", "CL"], ["years"], [
        ("+", ZY, "2015.07 - 2017.02    携程旅行网（上海携程商务有限公司）    运营专员"),
        ("+", ZY, "2022.06 - 至今    曹操出行（浙江吉利控股集团旗下）    运营总监（华东大区）"),
        ("+", AH, "Sep 2013 – QA Engineer, Spotify, Stockholm"),
        ("+", DP, "Software Engineer Analyst (Aug 2015 – Dec 2017)"),
        ("+", DP, "Datadog — Senior Sales Engineer Jan 2022 – Present"),
        ("+", CL, "PwC Audit Associate, then Audit Senior Sep 2009 – Jul 2014"),
        ("+", CL, "Feb 2023 – present"),
        ("-", LX, "Snap Inc. Research Scientist Seattle, WA Aug 2018 – Mar 2021"),
        ("-", GS, "工作年限 7年"),
    ], [
        ("en", "Which candidates have at least 10 years of full-time work experience?"),
        ("en", "need someone with a decade+ of real work experience (internships don't count), who fits"),
        ("zh", "哪些候选人有 10 年及以上的全职工作经验？"),
        ("zh", "正式工作满十年的老兵有谁 实习不算"),
    ]),
    ("i12-985-bachelor", ["LX", "GS", "JY"], ["tier", "degree", "school"], [
        ("+", LX, "Zhejiang University B.Eng. in Computer Science and Technology"),
        ("+", GS, "2013.09 – 2017.06 华中科技大学 计算机科学与技术 本科"),
        ("+", JY, "电子科技大学"),
        ("+", JY, "2012.09-2016.06"),
        ("-", YZ, '"institution": "Donghua University"'),
        ("-", YZ, '"studyType": "Master of Engineering (in progress)"'),
        ("-", ZY, "浙江大学城市学院    工商管理    本科"),
    ], [
        ("en", "Which candidates earned their bachelor's degree at one of China's Project 985 universities?"),
        ("en", "any 985 undergrads? only the bachelor's school matters"),
        ("zh", "哪些候选人本科毕业于 985 高校？"),
        ("zh", "本科是985的有哪些 研究生才上985的不算"),
    ]),
    ("i13-uber", [], ["employer", "empty-gold"], [
        ("-", ZY, "2017 年参与原优步中国司机迁移整合，负责杭州区域司机账户与奖励规则的平移。"),
        ("-", DP, "Technical owner for enterprise accounts including Uber, Peloton and a top-5 US insurer"),
    ], [
        ("en", "Which candidates have worked at Uber (including Uber China or Uber Eats)?"),
        ("en", "anyone ex-uber? uber eats / uber china fine"),
        ("zh", "哪些候选人曾在 Uber（含优步中国）工作过？"),
        ("zh", "有在优步干过的吗"),
    ]),
]


def q(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def main():
    lines = [HEADER.rstrip("\n"), "people:"]
    for k, al in PEOPLE.items():
        lines.append(f"  {k}: [{', '.join(q(a) for a in al)}]")
    lines.append("questions:")
    for intent, gold, kinds, ev, qs in INTENTS:
        assert len(qs) == 4 and [l for l, _ in qs] == ["en", "en", "zh", "zh"]
        # languages of each gold person's evidence files
        langs = {}
        for sign, f, _ in ev:
            if sign == "+":
                langs.setdefault(OWNER[f], set()).add(LANG[f])
        assert set(langs) == set(gold), (intent, langs, gold)
        for sign, f, _ in ev:
            if sign == "-":
                assert OWNER[f] not in gold, (intent, f)
        lines.append(f"  # ---------------- {intent} ----------------")
        for lang, text in qs:
            for sign, f, quote in ev:
                lines.append(f"  # {sign} {f}: {quote}")
            tags = list(kinds) + ["paraphrase"]
            if any(ls == {"zh" if lang == "en" else "en"} for ls in langs.values()):
                tags.append("cross-lingual")
            lines.append(f"  - {{q: {q(text)}, gold: [{', '.join(gold)}], tags: [{', '.join(tags)}], intent: {intent}}}")
    OUT.write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
