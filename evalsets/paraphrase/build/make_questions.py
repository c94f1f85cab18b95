"""Generate ../questions.yaml for the paraphrase set from the data below (run from this folder)."""
import re

ZH_FILES = {"chen_siyuan_zh.md", "zhang_xue_zh.md", "wang_lei_zh.docx", "liu_yang_zh.txt"}

HEADER = """\
# paraphrase — blind PARAPHRASE set over evalsets/paraphrase/cvs (10 fictional people, 12 CV files:
# 2 LaTeX/moderncv PDFs (classic, banking), 3 DOCX (one Chinese with an education table, one
# two-column table layout, one whose name is only in the footer section), 4 Markdown, 3 plain
# text; 4 files are in Chinese). Written blind: no cvbot code, tests or other eval questions read.
# It measures whether ONE intent asked in different words gets ONE answer: 16 intents, each asked
# 5 ways (2-3 English, 2-3 Chinese; formal, chatty, inverted, synonym). Every question carries
# `intent:`; all questions of an intent have the same gold.
# tags: the question's kinds for `cvbot eval`'s per-kind table (+ paraphrase on every question);
# cross-lingual = some gold person's evidence is only in a CV in the other language;
# empty-gold = nobody qualifies; venue = publication venue.
# Evidence comments: "+ file: quote" supports a gold person, "- file: quote" documents a trap.
# Quotes are verbatim (markdown ** / * markers and runs of whitespace ignored; PDF text as
# pdftotext gives it; DOCX text of one body or table-cell paragraph).
# Gold rules (shared/real-cvs/README.md, fixed here so that questions need not state them):
# - as_of 2026-11-23: "present", "now", "至今", "since 2021" mean employed on that date.
# - "worked at X" includes internships unless the question says full-time / not as an intern;
#   "interned at X but never full-time" needs an internship there and no full-time job there.
# - Awards, competitions, fellowships, scholarships, hackathons, sponsors, clients, partners,
#   talks, certifications, Google Summer of Code, reviewing are NOT employment.
# - Subsidiaries and named labs count for the parent: Alibaba Cloud (阿里云) and Alibaba DAMO
#   Academy count as Alibaba; HiSilicon (海思), Huawei Noah's Ark Lab and Huawei's Munich Research
#   Center (Huawei Technologies Duesseldorf GmbH) count as Huawei; TikTok and ByteDance AI Lab
#   count as ByteDance; Tencent AI Lab counts as Tencent; Baidu Apollo / Baidu Research count as
#   Baidu; 北京三快在线科技有限公司 is Meituan.
# - "X at employer Y" (skill/topic at Y) needs the CV to tie X to the job at Y.
# - "Years of experience" = full-time work only (not internships, not study, not PhD research
#   assistant positions), overlapping jobs counted once, open ranges end at as_of. Nobody is
#   within 6 months of the 8-year threshold (full-time years: CSY 10.4, WL 9.4, PN 9.3, TF 13.1,
#   ZX 10.4; LB 6.1, DK 7.1, LY 6.4, HJ 7.3, ZZ 0).
# - Degree questions count completed degrees unless they say "or pursuing / 在读 / 正在读";
#   "highest degree" = highest completed degree. A discontinued PhD is no degree.
# - 985 = the official Project 985 list; a person qualifies with any completed degree from a 985
#   university (北京邮电大学 and 西安电子科技大学 are 211 but not 985; 浙江工业大学 is neither).
# - "Published at <venue>" = main-conference paper; workshop papers and reviewing do not count.
# - A person with two CVs is one candidate; evidence in either file counts.
# Two-CV people: CSY (chen_siyuan_zh.md + siyuan_chen_cv.pdf, same e-mail and phone); DK
# (cv_2022.txt, old version, + resume_final.docx, new version; same e-mail and phone). DK's name
# never appears in the body of either file: only in the e-mail handle d.kowalski.ml@gmail.com and
# in the footer section of resume_final.docx ("Daniel Kowalski — Curriculum Vitae").
"""

PEOPLE = [
    ("CSY", ["chen siyuan", "siyuan chen", "陈思远"]),
    ("LB", ["laura becker", "becker laura"]),
    ("WL", ["wang lei", "lei wang", "王磊"]),
    ("PN", ["priya nair", "nair priya"]),
    ("DK", ["daniel kowalski", "kowalski daniel", "d. kowalski"]),
    ("LY", ["liu yang", "yang liu", "刘洋"]),
    ("TF", ["tom fischer", "fischer tom"]),
    ("ZX", ["zhang xue", "xue zhang", "张雪"]),
    ("HJ", ["jiayi huang", "huang jiayi"]),
    ("ZZ", ["zihan zhou", "zhou zihan", "周子涵"]),
]
OWNER = {
    "siyuan_chen_cv.pdf": "CSY", "chen_siyuan_zh.md": "CSY", "laura_becker.pdf": "LB",
    "wang_lei_zh.docx": "WL", "priya_nair.docx": "PN", "cv_2022.txt": "DK",
    "resume_final.docx": "DK", "liu_yang_zh.txt": "LY", "tom_fischer.txt": "TF",
    "zhang_xue_zh.md": "ZX", "huang_jiayi.md": "HJ", "zihan_zhou.md": "ZZ",
}

# intent: (name, section title, gold, tags, evidence [(sign, file, quote)], phrasings [(lang, q)])
INTENTS = []


def intent(name, title, gold, tags, evidence, qs):
    INTENTS.append((name, title, gold, tags, evidence, qs))


intent("alibaba-incl-subsidiaries", "employer, subsidiary / named lab counts", ["CSY", "HJ"], ["employer"], [
    ("+", "siyuan_chen_cv.pdf", "Alibaba Cloud"),
    ("+", "siyuan_chen_cv.pdf", "Container Service for Kubernetes (ACK)"),
    ("+", "chen_siyuan_zh.md", "阿里云（阿里巴巴集团）· 容器服务 ACK 团队　2020.01 – 至今"),
    ("+", "huang_jiayi.md", "Alibaba DAMO Academy — Research Scientist, Language Technology Lab — Aug 2019 – Dec 2022"),
    ("-", "liu_yang_zh.txt", "2019  阿里云天池 IoT 智能硬件创新大赛  三等奖"),
], [
    ("en", "Which candidates have worked at Alibaba?"),
    ("en", "anyone ex-Alibaba, or at Alibaba now?"),
    ("en", "Alibaba Group experience, any business unit — who has it?"),
    ("zh", "谁在阿里巴巴工作过？"),
    ("zh", "有没有阿里出来的，或者现在就在阿里的？"),
])

intent("tencent-fulltime", "employer, full-time only", ["ZX"], ["employer", "time/role"], [
    ("+", "zhang_xue_zh.md", "腾讯 · 微信事业群（视频号） | 高级产品经理 | 2019.6 - 2024.3"),
    ("-", "zihan_zhou.md", "Research Intern, Tencent AI Lab, Shenzhen — 2023/3 – 2023/8"),
], [
    ("en", "Who has worked at Tencent full-time, not as an intern?"),
    ("en", "anyone who was a full-time employee at Tencent? interns don't count"),
    ("en", "Tencent, full-time roles only — who?"),
    ("zh", "谁在腾讯做过正式员工（不算实习）？"),
    ("zh", "有在腾讯全职干过的吗？"),
])

intent("bytedance-intern-only", "internship only (interned, never full-time)", ["CSY", "WL"], ["employer", "time/role"], [
    ("+", "siyuan_chen_cv.pdf", "Toutiao feed API team; wrote Python services for the article-feed endpoint."),
    ("+", "chen_siyuan_zh.md", "字节跳动 · 今日头条　2015.07 – 2015.09　后端开发实习生"),
    ("+", "wang_lei_zh.docx", "北京字节跳动科技有限公司"),
    ("+", "wang_lei_zh.docx", "推荐算法实习生（今日头条推荐），负责召回模块的离线评估"),
    ("-", "cv_2022.txt", "Sep 2020 - now       TikTok (ByteDance), London"),
    ("-", "resume_final.docx", "ByteDance AI Lab, Beijing — Research Intern"),
    ("-", "resume_final.docx", "TikTok (ByteDance), London — Senior ML Engineer, Ads Ranking"),
], [
    ("en", "who interned at ByteDance but never worked there full time?"),
    ("en", "Which candidates have been ByteDance interns but never full-time ByteDance employees?"),
    ("en", "ByteDance internship, but no full-time job there — anyone?"),
    ("zh", "谁在字节跳动实习过，但没有在字节全职工作过？"),
    ("zh", "有没有只在字节做过实习生、没在那边正式工作过的？"),
])

intent("school-zju", "school", ["CSY", "HJ"], ["school"], [
    ("+", "siyuan_chen_cv.pdf", "Zhejiang University"),
    ("+", "chen_siyuan_zh.md", "浙江大学　计算机科学与技术　工学学士　2012.09 – 2016.06"),
    ("+", "huang_jiayi.md", "B.Eng. in Computer Science, Zhejiang University, 2010 – 2014."),
    ("-", "zhang_xue_zh.md", "浙江工业大学 · 信息管理与信息系统 · 管理学学士 · 2012.9 - 2016.6"),
], [
    ("en", "Who studied at Zhejiang University?"),
    ("en", "any ZJU alumni in here?"),
    ("en", "Zhejiang University graduates — which candidates?"),
    ("zh", "谁毕业于浙江大学？"),
    ("zh", "有浙大毕业的吗？"),
])

intent("phd-completed", "degree completed", ["LB", "HJ"], ["degree"], [
    ("+", "laura_becker.pdf", "Dr. rer. nat. (PhD) in Computer Science"),
    ("+", "huang_jiayi.md", "Ph.D. in Computer Science and Engineering, The Hong Kong University of Science and Technology (HKUST), 2014 – 2019."),
    ("-", "zihan_zhou.md", "PhD in Computer Science (direct-entry doctorate, expected 2029)"),
    ("-", "cv_2022.txt", "ETH Zurich - doctoral studies in Computer Science (discontinued, left for industry)"),
    ("-", "resume_final.docx", "ETH Zurich — doctoral studies in Computer Science, 2017 – 2019 (not completed)"),
], [
    ("en", "Which candidates hold a doctoral degree?"),
    ("en", "anyone with a finished PhD?"),
    ("en", "PhD holders — who?"),
    ("zh", "谁有博士学位？"),
    ("zh", "哪几位已经博士毕业了？"),
])

intent("phd-completed-or-pursuing", "degree completed or in progress", ["LB", "HJ", "ZZ"], ["degree", "time/role"], [
    ("+", "laura_becker.pdf", "Dr. rer. nat. (PhD) in Computer Science"),
    ("+", "huang_jiayi.md", "Ph.D. in Computer Science and Engineering, The Hong Kong University of Science and Technology (HKUST), 2014 – 2019."),
    ("+", "zihan_zhou.md", "2024.9 – now | PhD in Computer Science (direct-entry doctorate, expected 2029) | ETH Zurich"),
    ("-", "cv_2022.txt", "ETH Zurich - doctoral studies in Computer Science (discontinued, left for industry)"),
    ("-", "resume_final.docx", "ETH Zurich — doctoral studies in Computer Science, 2017 – 2019 (not completed)"),
], [
    ("en", "Which candidates hold a doctoral degree or are currently pursuing one?"),
    ("en", "anyone got a PhD or doing one rn?"),
    ("en", "PhD holders or PhD students — who?"),
    ("zh", "博士在读或已毕业的有哪些人？"),
    ("zh", "谁是博士，或者正在读博？"),
])

intent("highest-degree-master", "highest degree is a master", ["WL", "PN", "LY", "TF", "DK"], ["degree"], [
    ("+", "wang_lei_zh.docx", "北京邮电大学 | 模式识别与智能系统 | 硕士 | 2014.09–2017.06"),
    ("+", "priya_nair.docx", "MSc Business Analytics, University of Edinburgh, 2016 – 2017"),
    ("+", "liu_yang_zh.txt", "2017/9 - 2020/6    电子科技大学    集成电路工程    硕士"),
    ("+", "tom_fischer.txt", "M.Sc. Informatics, Technical University of Munich, 2011 - 2013"),
    ("+", "cv_2022.txt", "2015 - 2017   ETH Zurich - MSc in Computer Science"),
    ("+", "cv_2022.txt", "ETH Zurich - doctoral studies in Computer Science (discontinued, left for industry)"),
    ("+", "resume_final.docx", "ETH Zurich — MSc in Computer Science, 2015 – 2017"),
    ("-", "laura_becker.pdf", "MSc in Computer Science"),
    ("-", "laura_becker.pdf", "Dr. rer. nat. (PhD) in Computer Science"),
    ("-", "zihan_zhou.md", "2020.9 – 2024.6 | B.Eng. in Computer Science and Technology | Tsinghua University"),
    ("-", "chen_siyuan_zh.md", "浙江大学　计算机科学与技术　工学学士　2012.09 – 2016.06"),
], [
    ("en", "Whose highest degree is a master's?"),
    ("en", "who's got a master's as their top degree (no PhD)?"),
    ("en", "Master's as highest completed degree — which candidates?"),
    ("zh", "最高学历是硕士的有哪些？"),
    ("zh", "谁的最高学位是硕士研究生？"),
])

intent("skill-kubernetes", "skill", ["CSY", "TF", "DK"], ["skill"], [
    ("+", "siyuan_chen_cv.pdf", "Kubernetes, etcd, Prometheus, MySQL, Redis"),
    ("+", "chen_siyuan_zh.md", "负责 2 万节点以上的多租户 Kubernetes 集群稳定性，双十一值班负责人"),
    ("+", "tom_fischer.txt", "Technical lead of the scheduling team for a Kubernetes-based edge cloud platform."),
    ("+", "cv_2022.txt", "Python, PyTorch, TensorFlow, Kubernetes, Kubeflow, Spark, SQL"),
    ("+", "resume_final.docx", "Lead the real-time fraud-scoring models; Kubernetes model serving with canary rollouts."),
], [
    ("en", "Who knows Kubernetes?"),
    ("en", "any k8s people?"),
    ("en", "Kubernetes experience — which candidates have it?"),
    ("zh", "谁会 Kubernetes？"),
    ("zh", "有懂 K8s 的吗？"),
])

intent("go-at-alibaba", "skill at an employer", ["CSY"], ["skill", "employer", "conjunctive"], [
    ("+", "siyuan_chen_cv.pdf", "Rewrote the cluster-provisioning control plane in Go"),
    ("+", "chen_siyuan_zh.md", "用 Go 重写集群创建控制面，P99 创建时长从 6 分钟降到 90 秒"),
    ("-", "tom_fischer.txt", "Designed the multi-cluster placement service in Go (gRPC, etcd)."),
    ("-", "huang_jiayi.md", "Built multilingual machine-translation models for AliExpress product listings (Python, PyTorch)."),
], [
    ("en", "Who has written Go at Alibaba?"),
    ("en", "anyone who coded in Golang while at Alibaba?"),
    ("en", "Go development at Alibaba — who's done it?"),
    ("zh", "谁在阿里用 Go 写过代码？"),
    ("zh", "有没有在阿里巴巴做过 Golang 开发的？"),
])

intent("recsys-at-meituan", "topic at an employer", ["WL"], ["topic", "employer", "conjunctive"], [
    ("+", "wang_lei_zh.docx", "北京三快在线科技有限公司（美团）"),
    ("+", "wang_lei_zh.docx", "2017.07–2021.12：算法工程师，负责美团 App 首页“猜你喜欢”推荐排序模型"),
    ("+", "wang_lei_zh.docx", "2022.01 起：高级算法专家，到店推荐算法组负责人，带 8 人团队"),
    ("-", "zhang_xue_zh.md", "负责视频号推荐 feed 的产品策略，与算法团队共建推荐系统评估指标体系"),
    ("-", "zhang_xue_zh.md", "美团 · 到店事业群 | 产品专家 | 2024.4 - now"),
], [
    ("en", "Who worked on recommendation systems at Meituan?"),
    ("en", "anyone who built recommenders at Meituan?"),
    ("en", "Recsys work done at Meituan — who has that?"),
    ("zh", "谁在美团做过推荐系统？"),
    ("zh", "有在美团搞过推荐算法的吗？"),
])

intent("baidu-before-2020", "period", ["CSY", "LY"], ["period", "employer"], [
    ("+", "siyuan_chen_cv.pdf", "Backend Engineer, Baidu, Beijing"),
    ("+", "siyuan_chen_cv.pdf", "Search Infrastructure Department"),
    ("+", "chen_siyuan_zh.md", "百度 · 搜索基础架构部　2016.07 – 2019.12　后端研发工程师"),
    ("+", "liu_yang_zh.txt", "2019/7 - 2019/9    百度 Apollo（智能驾驶事业群）    嵌入式开发实习生"),
    ("-", "zihan_zhou.md", "Research Intern, Baidu Research (PaddlePaddle team), Beijing — 2022/7 – 2022/9"),
], [
    ("en", "Who worked at Baidu before 2020?"),
    ("en", "anyone at Baidu pre-2020?"),
    ("en", "Baidu experience from before 2020 — who has it?"),
    ("zh", "2020 年以前在百度工作过的有谁？"),
    ("zh", "谁在2020年之前待过百度？"),
])

intent("currently-huawei", "currently at X", ["TF", "HJ"], ["employer", "time/role"], [
    ("+", "tom_fischer.txt", "Huawei Technologies Duesseldorf GmbH - Munich Research Center, Munich"),
    ("+", "tom_fischer.txt", "Principal Engineer, since 2021"),
    ("+", "huang_jiayi.md", "Huawei Noah's Ark Lab — Principal Researcher — Jan 2023 – present"),
    ("-", "liu_yang_zh.txt", "2020/7 - 2023/2    海思半导体（华为子公司）    嵌入式软件工程师"),
    ("-", "liu_yang_zh.txt", "2018  \"华为杯\"第十三届中国研究生电子设计竞赛  全国一等奖"),
], [
    ("en", "Who currently works at Huawei?"),
    ("en", "who's at Huawei right now?"),
    ("en", "Current Huawei employees among the candidates?"),
    ("zh", "谁目前在华为工作？"),
    ("zh", "现在在华为上班的有谁？"),
])

intent("fulltime-years-ge-8", "years of full-time experience >= 8", ["CSY", "WL", "PN", "TF", "ZX"], ["years"], [
    ("+", "siyuan_chen_cv.pdf", "Backend Engineer, Baidu, Beijing"),
    ("+", "siyuan_chen_cv.pdf", "Staff Engineer (since Apr 2023), Senior Engineer (Jan 2020 – Mar 2023)"),
    ("+", "chen_siyuan_zh.md", "百度 · 搜索基础架构部　2016.07 – 2019.12　后端研发工程师"),
    ("+", "chen_siyuan_zh.md", "阿里云（阿里巴巴集团）· 容器服务 ACK 团队　2020.01 – 至今"),
    ("+", "wang_lei_zh.docx", "2017.07–至今"),
    ("+", "wang_lei_zh.docx", "2017.07–2021.12：算法工程师，负责美团 App 首页“猜你喜欢”推荐排序模型"),
    ("+", "priya_nair.docx", "Deloitte India, Mumbai — Analyst, Risk Advisory | 08/2017 – 08/2019"),
    ("+", "priya_nair.docx", "Zalando SE, Berlin — Senior Data Analyst, Pricing | 07/2022 – present"),
    ("+", "tom_fischer.txt", "Software Engineer, 10/2013 - 09/2017"),
    ("+", "tom_fischer.txt", "Principal Engineer, since 2021"),
    ("+", "zhang_xue_zh.md", "网易 · 网易云音乐 | 产品经理 | 2016.7 - 2019.5"),
    ("+", "zhang_xue_zh.md", "美团 · 到店事业群 | 产品专家 | 2024.4 - now"),
    ("-", "laura_becker.pdf", "Research Assistant (PhD position)"),
    ("-", "resume_final.docx", "Allegro, Warsaw — Machine Learning Engineer, Search"),
    ("-", "cv_2022.txt", "Jun 2016 - Sep 2016  Microsoft, Zurich"),
    ("-", "huang_jiayi.md", "Alibaba DAMO Academy — Research Scientist, Language Technology Lab — Aug 2019 – Dec 2022"),
], [
    ("en", "anyone with 8+ years of full-time experience?"),
    ("en", "Which candidates have at least eight years of full-time work experience?"),
    ("en", "Eight or more years of full-time work — who?"),
    ("zh", "谁有 8 年以上全职工作经验？"),
    ("zh", "全职工作满八年的有哪些人？"),
])

intent("graduated-985", "school tier (985)", ["CSY", "LY", "HJ", "ZZ"], ["tier", "school"], [
    ("+", "chen_siyuan_zh.md", "浙江大学　计算机科学与技术　工学学士　2012.09 – 2016.06"),
    ("+", "siyuan_chen_cv.pdf", "Zhejiang University"),
    ("+", "liu_yang_zh.txt", "2017/9 - 2020/6    电子科技大学    集成电路工程    硕士"),
    ("+", "huang_jiayi.md", "B.Eng. in Computer Science, Zhejiang University, 2010 – 2014."),
    ("+", "zihan_zhou.md", "2020.9 – 2024.6 | B.Eng. in Computer Science and Technology | Tsinghua University"),
    ("-", "wang_lei_zh.docx", "北京邮电大学"),
    ("-", "zhang_xue_zh.md", "浙江工业大学 · 信息管理与信息系统 · 管理学学士 · 2012.9 - 2016.6"),
], [
    ("zh", "有没有985毕业的？"),
    ("zh", "哪些候选人毕业于985高校？"),
    ("zh", "谁拿过985大学的学位？"),
    ("en", "Who graduated from a 985 university?"),
    ("en", "any 985 grads?"),
])

intent("neurips", "publication venue", ["LB", "HJ"], ["venue"], [
    ("+", "laura_becker.pdf", "Calibrated Structured Prediction with Deep Ensembles. In NeurIPS 2019."),
    ("+", "huang_jiayi.md", "J. Huang, K. Lam. Sparse Memory Networks for Long Document Reasoning. NeurIPS 2018."),
    ("-", "zihan_zhou.md", "Z. Zhou, L. Wang. Geometry-Aware Guidance for Text-to-3D. NeurIPS 2024 Workshop on Generative Models for 3D."),
    ("-", "resume_final.docx", "Reviewer, NeurIPS 2021 and 2022; ICML 2023"),
    ("-", "cv_2022.txt", "Reviewer, NeurIPS 2021"),
], [
    ("en", "Who has published at NeurIPS?"),
    ("en", "any NeurIPS papers among these folks?"),
    ("en", "NeurIPS authors — who?"),
    ("zh", "谁在 NeurIPS 发表过论文？"),
    ("zh", "有人中过 NIPS 吗？"),
])

intent("google-empty", "empty gold (employer with near-misses)", [], ["employer", "empty-gold"], [
    ("-", "laura_becker.pdf", "Google PhD Fellowship in Machine Learning"),
    ("-", "tom_fischer.txt", "Google Summer of Code 2010 student (Debian project, package tooling)"),
    ("-", "priya_nair.docx", "Google Data Analytics Professional Certificate (2019)"),
], [
    ("en", "Who has worked at Google?"),
    ("en", "any ex-Googlers?"),
    ("en", "Google work experience, internships included — who?"),
    ("zh", "谁在谷歌工作过？"),
    ("zh", "有在 Google 干过的吗？"),
])


def ylist(xs):
    return "[" + ", ".join(xs) + "]"


def main():
    assert len(INTENTS) == 16
    out = [HEADER.rstrip("\n"), 'as_of: "2026-11-23"', "people:"]
    for k, al in PEOPLE:
        out.append(f"  {k}: [" + ", ".join(f'"{a}"' for a in al) + "]")
    out.append("questions:")
    n = 0
    for name, title, gold, tags, ev, qs in INTENTS:
        assert len(qs) == 5
        assert sum(l == "en" for l, _ in qs) >= 2 and sum(l == "zh" for l, _ in qs) >= 2
        for sign, f, _ in ev:
            if sign == "+":
                assert OWNER[f] in gold, (name, f)
            else:
                assert OWNER[f] not in gold, (name, f)
        for g in gold:
            assert any(s == "+" and OWNER[f] == g for s, f, _ in ev), (name, g)
        out.append(f"  # ---------------- intent {name}: {title} ----------------")
        for lang, q in qs:
            t = list(tags)
            cross = any(all((f in ZH_FILES) != (lang == "zh") for s, f, _ in ev if s == "+" and OWNER[f] == g)
                        for g in gold)
            if cross:
                t.append("cross-lingual")
            t.append("paraphrase")
            for sign, f, quote in ev:
                out.append(f"  # {sign} {f}: {quote}")
            assert '"' not in q
            out.append(f'  - {{q: "{q}", gold: {ylist(gold)}, tags: {ylist(t)}, intent: {name}}}')
            n += 1
    open("../questions.yaml", "w", encoding="utf-8").write("\n".join(out) + "\n")
    print(n, "questions")


if __name__ == "__main__":
    main()
