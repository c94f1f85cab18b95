"""Writes ../questions.yaml from the intent table below (evidence repeated above every phrasing)."""
import os, json
HERE = os.path.dirname(os.path.abspath(__file__))

M_PDF, M_DOC = "meng_tianyu_cv.pdf", "Tianyu_Meng_Resume_EN.docx"
SK, PR, VL = "CV_2026_final.docx", "潘若琳-求职简历.txt", "viktor_lindahl_cv.pdf"
NA, LZ, DW, TA = "resume.json", "lu_zihang_简历.md", "戴文静_简历.docx", "IMG_20261103_142217.jpg"

HEADER = """\
# paraphrase25 — blind PARAPHRASE set over paraphrase25/cvs (8 fictional people at real employers
# and schools, 9 CV files: 2 LaTeX PDFs (one Chinese ctex), 3 DOCX (one Chinese with tables, one
# whose owner's name is only in the page footer), 1 Markdown (Chinese), 1 plain text (Chinese),
# 1 JSON Resume, 1 phone photo (JPG, no text layer) of a printed CV).
# 13 intents x 4 phrasings (English formal, English chatty, Chinese formal, Chinese chatty).
# All four questions of one intent (same `intent:`) have the SAME gold.
# Evidence comments: "+ file: quote" supports a gold person, "- file: quote" documents a trap.
# Quotes are verbatim from the file's text (pdftotext for PDFs; DOCX paragraphs, table cells and
# footer; JSON string values; the .md / .txt itself; for the JPG, src/tomoko_arai_photo_page.txt,
# the pdftotext of the page before it was photographed). Whitespace and markdown * are ignored.
#
# Gold rules (what a recruiter would not type but the gold depends on):
# - as_of 2026-11-25 is "today": 至今 / Present / today / since ... mean employed on that date.
# - A person with two CVs (Meng Tianyu: Chinese PDF + English DOCX, same e-mail and phone) is one
#   candidate; evidence in either file counts.
# - "Worked at X" includes internships unless the question says full-time / non-intern.
#   NOT employment: awards, competitions (incl. sponsored ones), talks at or for a company,
#   declined offers, certifications, fellowships (incl. finalists), vendors / products used
#   (e.g. NVIDIA GPU Operator), customers, volunteering at a conference.
# - ByteDance includes TikTok, Douyin (抖音), Feishu/Lark (飞书) and Volcano Engine (火山引擎);
#   北京字节跳动科技有限公司 and 北京字节跳动网络技术有限公司 are ByteDance.
# - Huawei includes HiSilicon (海思 / 华为海思) and Huawei's country companies (Huawei
#   Technologies Nigeria). "During 2019" = any overlap with 2019-01-01..2019-12-31; a job ending
#   2018.12 does not overlap.
# - Chip / semiconductor company = a company whose main business is designing chips: Cambricon
#   (中科寒武纪) and Graphcore count. Cloud, internet, video, AI-lab and marketplace companies
#   (Alibaba Cloud, ByteDance/TikTok, Google DeepMind, Mercari) do not. "Currently" = the job
#   marked 至今 / today / since ... on as_of.
# - Quant firm = quantitative trading / investment firm: 九坤投资 (Ubiquant), G-Research.
# - Years of full-time experience = sum of full-time employment up to as_of; internships, degree
#   studies (incl. PhD and an abandoned PhD) and gaps do not count. Totals: Sunita Kapoor ~18.5,
#   Meng Tianyu ~12.4, Dai Wenjing ~11.4, Tomoko Arai ~8.6, Viktor Lindahl ~5.2, Lu Zihang ~4.6,
#   Ngozi Adebanjo ~3.9, Pan Ruolin 0. Nobody is within 6 months of the 10-year threshold.
# - PhD question: completed or currently in progress counts; an abandoned PhD (left, no degree)
#   does not.
# - Publications: NeurIPS means the main conference (incl. its main tracks); a NeurIPS workshop
#   paper does not count. First author = first name in the author list as printed; a patent's
#   first inventor is not a paper author. Reviewing / programme committee service for any
#   conference or journal counts for the reviewing intent; student volunteering does not.
# - 985 list used (Project 985, 39 universities). Schools in this set: 浙江大学 Zhejiang University
#   (985), 电子科技大学 UESTC (985), 上海交通大学 SJTU (985), 华中科技大学 HUST (985),
#   西安电子科技大学 Xidian (211 and 双一流, NOT 985), 浙江工业大学 (not 985/211; a near-namesake of
#   浙江大学, NOT Zhejiang University), 香港中文大学 CUHK (not on the mainland lists). The
#   985 intent asks about the BACHELOR's school only.
#   Foreign schools (KTH, Uppsala, Edinburgh, Lagos, UCL, IIT Delhi, LBS, Tokyo Tech) are not 985.
# - Degree levels: M.Eng. / 工程硕士 (incl. part-time 非全日制) are master's; the LBS Executive MBA
#   is a master's; CUHK MSc is a master's in progress.
"""

PEOPLE = {
    "MT": ["meng tianyu", "tianyu meng", "孟天宇"],
    "SK": ["sunita kapoor", "kapoor sunita"],
    "PR": ["pan ruolin", "ruolin pan", "潘若琳"],
    "VL": ["viktor lindahl", "lindahl viktor"],
    "NA": ["ngozi adebanjo", "adebanjo ngozi"],
    "LZ": ["lu zihang", "zihang lu", "卢子航"],
    "DW": ["dai wenjing", "wenjing dai", "戴文静"],
    "TA": ["tomoko arai", "arai tomoko"],
}

# intent, kind tag, gold, evidence [(sign, file, quote)], 4 phrasings [(q, extra tags)]
INTENTS = [
 ("i01-bytedance", "employer", ["MT", "SK", "PR"], [
   ("+", M_PDF, "北京字节跳动科技有限公司 抖音推荐"),
   ("+", M_DOC, "ByteDance — Douyin Recommendation, Beijing"),
   ("+", SK, "TikTok, London | Director of Product, Trust & Safety Tooling | 09/2021 - today"),
   ("+", PR, "飞书（北京字节跳动网络技术有限公司） 数据分析实习生"),
   ("-", DW, "2020 年 收到字节跳动 芯片验证岗位 offer，未接受。"),
   ("-", VL, "Invited talk, ByteDance AI Lab research seminar (online)"),
  ], [
   ("Which candidates have worked at ByteDance, including TikTok, Douyin or Feishu? Internships count.", ["cross-lingual"]),
   ("anyone ever work for the tiktok parent co? douyin lark etc all fine, interns too", ["cross-lingual"]),
   ("请列出曾在字节跳动（含抖音、TikTok、飞书）工作或实习过的候选人", ["cross-lingual"]),
   ("有没有在字节待过的 实习也算 抖音飞书tiktok都行", ["cross-lingual"]),
  ]),
 ("i02-zju", "school", ["MT"], [
   ("+", M_PDF, "浙江大学 计算机科学与技术 工学学士"),
   ("+", M_DOC, "Zhejiang University, Hangzhou — B.Eng. in Computer Science and Technology"),
   ("-", PR, "浙江工业大学 统计学 理学学士"),
  ], [
   ("Which candidates studied at Zhejiang University?", []),
   ("any ZJU alums in the pool", []),
   ("哪些候选人毕业于浙江大学？", []),
   ("有浙大的吗", []),
  ]),
 ("i03-phd", "degree", ["VL", "NA"], [
   ("+", VL, "Ph.D. in Computer Science, KTH Royal Institute of Technology"),
   ("+", NA, "Fifth-year PhD student working on calibrated uncertainty for time-series forecasting."),
   ("+", NA, "In progress; expected 2027"),
   ("-", SK, "PhD studies in Human-Computer Interaction, University College London, 09/2008 - 06/2010 — left the programme to join Flipkart; no degree awarded"),
  ], [
   ("Which candidates hold a doctorate or are currently enrolled in a PhD programme?", []),
   ("who's got a phd or is doing one rn", []),
   ("哪些候选人拥有博士学位或正在攻读博士学位？", ["cross-lingual"]),
   ("有读博的或者博士毕业的吗", ["cross-lingual"]),
  ]),
 ("i04-kubernetes-at-work", "skill", ["MT", "LZ", "DW", "TA"], [
   ("+", M_PDF, "主导将排序模型训练任务从自研调度系统迁移到基于 Kubernetes 的训练平台"),
   ("+", LZ, "负责 ACK 托管版 Kubernetes 控制面的弹性伸缩模块"),
   ("+", DW, "搭建基于 Kubernetes 的 EDA 回归仿真集群"),
   ("+", TA, "Run the company-wide training platform on Kubernetes (GKE)"),
   ("-", PR, "Python, SQL, R, Tableau, Excel, Spark, Docker, Kubernetes（自学）"),
  ], [
   ("Which candidates have used Kubernetes in one of their jobs, not just listed it as a skill?", ["cross-lingual"]),
   ("anyone actually run k8s at work", ["cross-lingual"]),
   ("哪些候选人在工作中实际使用过 Kubernetes？", ["cross-lingual"]),
   ("有没有在工作里真用过k8s的 容器编排那种 只写在技能栏的不算", ["cross-lingual"]),
  ]),
 ("i05-neurips", "topic", ["VL", "NA"], [
   ("+", VL, "Block-sparse fine-tuning without accuracy cliffs. Advances in Neural Information Processing Systems (NeurIPS 2021)."),
   ("+", NA, "NeurIPS 2023 (main conference)"),
   ("-", M_DOC, "NeurIPS 2022 Workshop on Recommender Systems in the Wild (non-archival)."),
   ("-", TA, "Reviewer, NeurIPS 2024 Datasets and Benchmarks Track"),
  ], [
   ("Which candidates have published a paper at the NeurIPS main conference? Workshop papers do not count.", []),
   ("anyone got a nips paper? main track not workshops", []),
   ("哪些候选人在 NeurIPS 主会发表过论文？workshop 不算", ["cross-lingual"]),
   ("有在神经信息处理系统大会主会发过文章的吗", ["cross-lingual"]),
  ]),
 ("i06-first-author", "topic", ["VL", "NA", "TA"], [
   ("+", VL, "V. Lindahl, M. Ek, A. Holmberg. Block-sparse fine-tuning without accuracy cliffs."),
   ("+", NA, "Adebanjo, N., Clarke, E., Sutton, C. Calibrated multi-horizon forecasting with conformal ensembles"),
   ("+", TA, "T. Arai, K. Mori, S. Fujita. Elastic gang scheduling for deep learning jobs on shared clusters. USENIX ATC 2022."),
   ("-", M_DOC, "Xu, L., Meng, T., Zhao, P. Session-aware multi-task ranking for short-video feeds."),
   ("-", M_PDF, "以第一发明人申请发明专利 1 项"),
   ("-", LZ, "王启明, 陈立, 卢子航. 面向容器云的任务混部干扰预测. 《计算机研究与发展》, 2022.（第三作者）"),
  ], [
   ("Which candidates are the first author of at least one published paper?", []),
   ("who's lead author on a paper, i.e. their name first on the author list", []),
   ("哪些候选人以第一作者身份发表过论文？", ["cross-lingual"]),
   ("有一作论文的吗 专利不算", ["cross-lingual"]),
  ]),
 ("i07-reviewing", "topic", ["VL", "TA"], [
   ("+", VL, "Program Committee member, MLSys 2024"),
   ("+", VL, "Reviewer, ICML; reviewer, Journal of Machine Learning Research (JMLR)"),
   ("+", TA, "Reviewer, NeurIPS 2024 Datasets and Benchmarks Track"),
   ("+", TA, "Reviewer, IEEE Transactions on Parallel and Distributed Systems (TPDS), 2023 - 2025"),
   ("-", NA, "Student volunteer"),
  ], [
   ("Which candidates have served as a reviewer or program committee member for a conference or journal?", []),
   ("anyone done peer review for a conf or journal? PC member counts", []),
   ("哪些候选人担任过学术会议或期刊的审稿人或程序委员会成员？", ["cross-lingual"]),
   ("有给会议或者期刊审过稿的吗", ["cross-lingual"]),
  ]),
 ("i08-huawei-2019", "period", ["DW", "LZ", "NA"], [
   ("+", DW, "华为技术有限公司 海思半导体（HiSilicon）"),
   ("+", DW, "2015年7月 - 2020年3月"),
   ("+", LZ, "华为海思 — 芯片软件实习生"),
   ("+", LZ, "2019 年暑期（2019.07–2019.08）"),
   ("+", NA, "Huawei Technologies Nigeria"),
   ("+", NA, "2019-08"),
   ("-", M_PDF, "华为技术有限公司 无线网络产品线"),
   ("-", M_PDF, "2014.07–2018.12"),
   ("-", M_DOC, "Jul 2014 – Dec 2018"),
  ], [
   ("Which candidates were at Huawei, HiSilicon and other Huawei subsidiaries included, at any point during 2019? Internships count.", ["cross-lingual"]),
   ("who was at huawei sometime in 2019? hisi counts, interns ok", ["cross-lingual"]),
   ("2019 年期间有哪些候选人在华为（含海思等子公司）工作或实习过？", ["cross-lingual"]),
   ("19年在菊厂待过的有谁 海思也算 实习也算", ["cross-lingual"]),
  ]),
 ("i09-current-chip-company", "time/role", ["DW", "VL"], [
   ("+", DW, "2020年4月 - 至今"),
   ("+", DW, "中科寒武纪科技股份有限公司（上海）"),
   ("+", VL, "Principal Research Scientist, Graphcore, Bristol"),
   ("-", LZ, "华为海思 — 芯片软件实习生"),
   ("-", NA, "Huawei Technologies Nigeria"),
  ], [
   ("Which candidates currently work at a semiconductor company?", ["cross-lingual"]),
   ("who's at a chip maker right now", ["cross-lingual"]),
   ("哪些候选人目前就职于芯片设计公司？", ["cross-lingual"]),
   ("现在在芯片厂上班的有谁", ["cross-lingual"]),
  ]),
 ("i10-quant-internship", "time/role", ["PR", "NA"], [
   ("+", PR, "九坤投资（北京）有限公司 量化研究实习生"),
   ("+", NA, "Quantitative Research Intern"),
   ("-", M_PDF, "2013 年 全国大学生量化交易挑战赛 二等奖（幻方量化赞助）"),
  ], [
   ("Which candidates have completed an internship at a quantitative trading or investment firm?", ["cross-lingual"]),
   ("anyone interned at a quant shop", ["cross-lingual"]),
   ("哪些候选人有量化投资机构的实习经历？", ["cross-lingual"]),
   ("有在量化私募或者量化交易公司实习过的吗", ["cross-lingual"]),
  ]),
 ("i11-10y-fulltime", "years", ["MT", "SK", "DW"], [
   ("+", M_PDF, "2019.01–至今"),
   ("+", M_PDF, "2014.07–2018.12"),
   ("+", SK, "07/2006 - 08/2008"),
   ("+", SK, "07/2010 - 03/2015"),
   ("+", SK, "04/2015 - 08/2021"),
   ("+", SK, "09/2021 - today"),
   ("+", DW, "2015年7月 - 2020年3月"),
   ("+", DW, "2020年4月 - 至今"),
   ("-", TA, "Apr 2018 - Mar 2022"),
   ("-", TA, "04/2022 - today"),
   ("-", VL, "Ph.D. in Computer Science, KTH Royal Institute of Technology"),
  ], [
   ("Which candidates have at least 10 years of full-time work experience?", ["cross-lingual"]),
   ("who's got a decade+ of full time work, internships and school don't count", ["cross-lingual"]),
   ("哪些候选人的全职工作经验在十年及以上？", ["cross-lingual"]),
   ("工作十年以上的有谁 实习读书不算", ["cross-lingual"]),
  ]),
 ("i12-985-bachelor", "tier", ["MT", "LZ"], [
   ("+", M_PDF, "浙江大学 计算机科学与技术 工学学士"),
   ("+", M_DOC, "Zhejiang University, Hangzhou — B.Eng. in Computer Science and Technology"),
   ("+", LZ, "电子科技大学 | 通信工程 | 工学学士"),
   ("-", DW, "西安电子科技大学"),
   ("-", DW, "华中科技大学（非全日制）"),
   ("-", PR, "浙江工业大学 统计学 理学学士"),
  ], [
   ("Which candidates earned their bachelor's degree at a Project 985 university?", ["cross-lingual"]),
   ("who did undergrad at one of china's top-tier 985 schools? only the bachelor's counts", ["cross-lingual"]),
   ("哪些候选人本科毕业于985高校？", []),
   ("本科是985的有哪些 研究生985的不算", []),
  ]),
 ("i13-nvidia", "employer", [], [
   ("-", VL, "Declined a research scientist offer from NVIDIA to join DeepMind"),
   ("-", TA, "NVIDIA Deep Learning Institute certificate"),
   ("-", NA, "NVIDIA Graduate Fellowship — finalist"),
   ("-", LZ, "在 ACK 上集成 NVIDIA GPU Operator"),
   ("-", DW, "2023 年 NVIDIA GTC 大会 分会场报告"),
  ], [
   ("Which candidates have worked at NVIDIA?", ["empty-gold"]),
   ("anyone ex-nvda? the geforce/cuda company, interns count too", ["empty-gold"]),
   ("哪些候选人曾在英伟达工作过？", ["empty-gold"]),
   ("有在老黄家干过的吗 实习也算", ["empty-gold"]),
  ]),
]

STYLES = ["en-formal", "en-chatty", "zh-formal", "zh-chatty"]

def q(s):
    return json.dumps(s, ensure_ascii=False)

out = [HEADER.rstrip("\n"), 'as_of: "2026-11-25"', "people:"]
for k, v in PEOPLE.items():
    out.append(f"  {k}: [{', '.join(q(a) for a in v)}]")
out.append("questions:")
for intent, kind, gold, ev, phr in INTENTS:
    assert len(phr) == 4
    out.append(f"  # ---------------- {intent} (gold size {len(gold)}) ----------------")
    for style, (text, extra) in zip(STYLES, phr):
        for sign, f, quote in ev:
            out.append(f"  # {sign} {f}: {quote}")
        tags = [kind] + extra + ["paraphrase"]
        out.append(f"  - {{q: {q(text)}, gold: [{', '.join(gold)}], intent: {intent}, "
                   f"style: {style}, tags: [{', '.join(tags)}]}}")
open(os.path.join(HERE, "..", "questions.yaml"), "w").write("\n".join(out) + "\n")
print("questions:", sum(len(i[4]) for i in INTENTS))
