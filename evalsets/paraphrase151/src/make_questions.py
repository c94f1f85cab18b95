"""Writes ../questions.yaml (13 intents x 4 phrasings)."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
HEADER = '''# paraphrase151 — blind PARAPHRASE set over evalsets-style folder paraphrase151/cvs
# (8 fictional people, 9 CV files: 3 LaTeX PDFs [Chinese ctex, moderncv, awesome-cv look-alike],
# 2 DOCX [one Chinese with tables, one English with the name only in the header section],
# 1 Markdown, 1 plain text (Chinese), 1 JSON Resume, 1 phone photo .jpg of a Chinese page).
# 13 intents, each asked 4 ways (en formal, en chatty, zh formal, zh chatty); all 4 questions of
# an intent carry the same `intent:` and the SAME gold.
# tags: kind of question; paraphrase on every question; cross-lingual = some gold person's only
# evidence is in the other language; empty-gold = nobody qualifies.
# Evidence comments: "+ file: quote" supports a gold person, "- file: quote" documents a trap.
# Quotes are verbatim from the file's text (pdftotext for PDFs; python-docx paragraphs, table
# cells and header for DOCX; the raw file for .md/.txt/.json, markdown ** markers ignored; for
# the photo 陶星野_简历照片.jpg the text is src/tao_xingye_page.txt, pdftotext of the page before
# it was photographed). Whitespace is ignored when matching.
#
# GOLD RULES
# - as_of 2026-11-29: "now", "current", "Present", "today", "至今" mean on that date.
# - "worked at X" includes internships unless the question says otherwise. Awards, competitions
#   (e.g. 阿里巴巴天池 contests), volunteering, declined offers, memberships, datasets/benchmarks
#   used, judging a case competition are NOT employment and NOT reviewing.
# - Alibaba Group includes its subsidiaries and units: Alibaba Cloud (阿里云), Tmall / Tmall Luxury
#   Pavilion (天猫), DAMO Academy (达摩院).
# - A person with two CVs (邰景曜: 邰景曜_简历_2022.pdf old, jingyao_tai_resume.md new; same
#   e-mail and phone) is one candidate; evidence in either counts; for "current" the newer CV
#   decides (he left SenseTime in Jun 2022 and is at Pony.ai since Jul 2022).
# - Degree questions count completed and in-progress degrees where the question says so; an
#   unfinished (abandoned) degree does not count. A DBA is a doctoral degree; an MBA is not.
# - Years of full-time experience: from the first full-time job (internships excluded) to as_of
#   or the end of the last job, overlaps not double-counted. Values: Moraes 15.4 (07/2011),
#   Tao 10.4 (2016.07), Ramcharan 10.2 (Sep 2016; 2014 internship excluded), Heikkilä 9.8
#   (2017-02; 2016 internship excluded), Tai 7.4 (2019.07), Varga 7.2 (Sep 2019), Xian 6.4
#   (2020/7), Ruan 0. Nobody is within 6 months of the 8-year threshold.
# - "Published at NeurIPS" = a NeurIPS paper listed in the CV; attending/volunteering does not count.
# - First author = first name in the author list printed in the CV.
# - Reviewer = reviewer/referee for a journal or conference; membership (IEEE, ASA) and judging a
#   case competition do not count.
# - Tier list used (985): 西安交通大学 (Xi'an Jiaotong University) and 中国人民大学 (Renmin
#   University of China) are 985; 北京大学 is 985 (Ruan's master's, not a bachelor's).
#   华北电力大学 (North China Electric Power University) and 西南交通大学 (Southwest Jiaotong
#   University) are 211 / 双一流 but NOT 985. Foreign schools are never 985.
# - "Consulting firm": Oliver Wyman (奥纬咨询) and HVS (hospitality consulting) are consulting firms.
# - "Autonomous-driving company": Pony.ai. SenseTime is an AI company (not counted as current).
as_of: "2026-11-29"
people:
  TJ: ["tai jingyao", "jingyao tai", "邰景曜"]
  GM: ["giulietta moraes", "moraes giulietta"]
  SR: ["shalini ramcharan", "ramcharan shalini"]
  XZ: ["xian zhiheng", "zhiheng xian", "冼知衡"]
  CV: ["celestine varga", "varga celestine"]
  TX: ["tao xingye", "xingye tao", "陶星野"]
  RB: ["ruan beichen", "beichen ruan", "阮北辰"]
  JH: ["joonas heikkilä", "joonas heikkila", "heikkilä joonas", "heikkila joonas"]
questions:
'''
# evidence language per person: set of languages in which the person has evidence overall
ZH_ONLY = {"XZ", "TX", "RB"}
EN_ONLY = {"GM", "SR", "CV", "JH"}

INTENTS = [
 ("i01-alibaba", ["employer"], ["TJ", "XZ", "CV"], [
   "+ 邰景曜_简历_2022.pdf: 阿里巴巴达摩院",
   "+ jingyao_tai_resume.md: Alibaba DAMO Academy — Research Intern, Vision Lab",
   "+ 冼知衡_运维开发.docx: 阿里云（阿里巴巴集团） 弹性计算事业部",
   "+ merchandiser_cv_2026.docx: Tmall Luxury Pavilion (Alibaba Group) — Category Merchandiser, Hangzhou | Mar 2021 – Dec 2023",
   "- ruan_beichen_简历.txt: 阿里巴巴天池 金融风控数据大赛 二等奖"],
  ["Which candidates have worked at Alibaba Group, including subsidiaries such as Alibaba Cloud, Tmall or DAMO Academy (internships count)?",
   "anyone done time at ali? aliyun / tmall / damo all count",
   "请列出曾在阿里巴巴集团任职的候选人（含阿里云、天猫、达摩院等子公司，实习也算）",
   "有没有在阿里系干过的 阿里云天猫达摩院都算"]),
 ("i02-xjtu", ["school"], ["TJ", "TX"], [
   "+ 邰景曜_简历_2022.pdf: 西安交通大学",
   "+ jingyao_tai_resume.md: Xi'an Jiaotong University — B.Eng. in Automation, 2015 – 2019",
   "+ 陶星野_简历照片.jpg: 西安交通大学",
   "- 冼知衡_运维开发.docx: 西南交通大学"],
  ["Which candidates studied at Xi'an Jiaotong University (any degree)?",
   "any XJTU alumni in the pool",
   "哪些候选人在西安交通大学读过书（任何学位均可）？",
   "有西交的吗 本科研究生都行"]),
 ("i03-doctorate", ["degree"], ["SR", "GM"], [
   "+ shalini_ramcharan_biostat.pdf: PhD in Biostatistics",
   "+ Giulietta_Moraes_CV.pdf: Doctor of Business Administration (DBA), candidate",
   "- merchandiser_cv_2026.docx: Part-time MBA, in progress (2025 – 2027)",
   "- ruan_beichen_简历.txt: 经济学硕士（在读）",
   "- joonas_heikkila.resume.json: MSc (not completed)"],
  ["Which candidates hold a doctoral degree or are currently pursuing one?",
   "who's got a phd or is doing one rn, DBA counts too",
   "请找出已获得或正在攻读博士学位的候选人",
   "有没有读博的 在读也行"]),
 ("i04-kubernetes", ["skill"], ["XZ", "TJ", "JH"], [
   "+ 冼知衡_运维开发.docx: 将 300+ 微服务迁移到基于 Kubernetes（ACK）的容器平台",
   "+ jingyao_tai_resume.md: Built the distributed training and offline-evaluation pipeline on our Kubernetes cluster (Kubeflow, 256 GPUs).",
   "+ joonas_heikkila.resume.json: Moved the event-config service and the dedicated test servers to Kubernetes (Agones on GKE).",
   "- ruan_beichen_简历.txt: Kubernetes（自学）"],
  ["Which candidates have used Kubernetes in a job, not just listed it as a skill?",
   "who's actually run k8s at work",
   "哪些候选人在工作中实际使用过 Kubernetes？",
   "有在工作里搞过容器编排的吗 k8s那种"]),
 ("i05-neurips", ["topic"], ["TJ", "SR"], [
   "+ jingyao_tai_resume.md: Temporal Query Propagation for Streaming BEV Perception. NeurIPS 2023 (main track).",
   "+ shalini_ramcharan_biostat.pdf: Doubly robust estimation of treatment effects under informative censoring. NeurIPS 2022.",
   "- ruan_beichen_简历.txt: NeurIPS 2025 会议志愿者"],
  ["Which candidates have published a paper at NeurIPS?",
   "anyone with a NIPS paper",
   "哪些候选人在 NeurIPS 会议上发表过论文？",
   "有在机器学习顶会 NeurIPS 发过 paper 的吗"]),
 ("i06-first-author", ["topic"], ["TJ", "SR", "TX"], [
   "+ 邰景曜_简历_2022.pdf: （第一作者）",
   "+ jingyao_tai_resume.md: Jingyao Tai, Hanrui Lin, Mingze Zhou. SparseFuse: Sparse Camera-LiDAR Fusion for 3D Detection. ICCV 2021. (first author)",
   "+ shalini_ramcharan_biostat.pdf: Ramcharan S, Whitcombe D, Liang Y. Bayesian dynamic borrowing for single-arm oncology trials.",
   "+ 陶星野_简历照片.jpg: 陶星野（第一作者）",
   "- Giulietta_Moraes_CV.pdf: K. Lindahl, G. Moraes. Length-of-stay controls under demand uncertainty."],
  ["Which candidates are the first author of at least one published paper?",
   "anyone whose name is listed first on a paper they published",
   "哪些候选人以第一作者身份发表过论文？",
   "有一作的吗"]),
 ("i07-reviewer", ["topic"], ["TJ", "SR", "TX"], [
   "+ jingyao_tai_resume.md: Reviewer, ECCV 2024",
   "+ shalini_ramcharan_biostat.pdf: Referee for Statistics in Medicine (since 2018) and Biometrics",
   "+ 陶星野_简历照片.jpg: 《电网技术》期刊审稿人（2023 年起）",
   "- Giulietta_Moraes_CV.pdf: Judge, HSMAI Middle East Revenue Case Competition",
   "- ruan_beichen_简历.txt: NeurIPS 2025 会议志愿者"],
  ["Which candidates have served as a reviewer for a journal or a conference?",
   "anyone who does peer review / refereeing for journals or confs",
   "哪些候选人担任过期刊或学术会议的审稿人？",
   "谁给期刊或者会议审过稿"]),
 ("i08-sensetime-2019", ["period", "employer", "conjunctive"], ["TJ"], [
   "+ 邰景曜_简历_2022.pdf: 2019.07–至今",
   "+ jingyao_tai_resume.md: SenseTime — Researcher, Intelligent Automobile Group",
   "+ jingyao_tai_resume.md: Jul 2019 – Jun 2022 · Shanghai",
   "- 冼知衡_运维开发.docx: 商汤科技　运维实习生　2018/7-2018/9"],
  ["Which candidates were working at SenseTime at any point during 2019?",
   "who was at sensetime back in 2019",
   "2019 年期间在商汤科技任职的候选人有哪些？",
   "19年在商汤的有谁"]),
 ("i09-current-autonomous-driving", ["time/role"], ["TJ"], [
   "+ jingyao_tai_resume.md: Pony.ai — Senior Perception Engineer",
   "+ jingyao_tai_resume.md: Jul 2022 – Present · Shanghai",
   "- 冼知衡_运维开发.docx: 商汤科技　运维实习生　2018/7-2018/9"],
  ["Which candidates currently work at an autonomous-driving company?",
   "anyone at a robotaxi / self-driving outfit right now",
   "目前在自动驾驶公司任职的候选人有哪些？",
   "现在在无人车公司上班的有吗"]),
 ("i10-consulting-internship", ["time/role", "employer"], ["RB", "GM"], [
   "+ ruan_beichen_简历.txt: 奥纬咨询（Oliver Wyman） 上海办公室  咨询实习生",
   "+ Giulietta_Moraes_CV.pdf: Intern, Valuation & Advisory, HVS London (hospitality consulting)",
   "- joonas_heikkila.resume.json: Engine QA Intern",
   "- shalini_ramcharan_biostat.pdf: Summer Intern, Biostatistics & Pharmacometrics"],
  ["Which candidates have done an internship at a consulting firm?",
   "anyone interned at a consultancy",
   "哪些候选人有咨询公司的实习经历？",
   "有在咨询公司实过习的吗 战略咨询行业咨询都算"]),
 ("i11-8y-fulltime", ["years"], ["GM", "TX", "SR", "JH"], [
   "+ Giulietta_Moraes_CV.pdf: Revenue Analyst, Hilton London Metropole, Hilton, London",
   "+ 陶星野_简历照片.jpg: 2016.07–2020.12",
   "+ shalini_ramcharan_biostat.pdf: Sep 2016 -- Dec 2020".replace(" -- ", " – "),
   "+ joonas_heikkila.resume.json: \"startDate\": \"2017-02\"",
   "- jingyao_tai_resume.md: Jul 2019 – Jun 2022 · Shanghai",
   "- merchandiser_cv_2026.docx: Zara China (Inditex) — Assistant Merchandiser, Shanghai | Sep 2019 – Feb 2021",
   "- 冼知衡_运维开发.docx: 运维开发工程师　2020/7-2023/2"],
  ["Which candidates have at least 8 years of full-time work experience?",
   "8+ yrs full time exp, who we got",
   "哪些候选人拥有 8 年及以上全职工作经验？",
   "工作满八年的有谁 实习不算"]),
 ("i12-985-bachelor", ["tier", "degree", "school"], ["TJ", "RB"], [
   "+ 邰景曜_简历_2022.pdf: 西安交通大学",
   "+ jingyao_tai_resume.md: Xi'an Jiaotong University — B.Eng. in Automation, 2015 – 2019",
   "+ ruan_beichen_简历.txt: 中国人民大学 经济学院    经济学 学士",
   "- 陶星野_简历照片.jpg: 华北电力大学",
   "- 冼知衡_运维开发.docx: 西南交通大学"],
  ["Which candidates hold a bachelor's degree from a Project 985 university?",
   "undergrad at a 985 school, anyone?",
   "本科毕业于985高校的候选人有哪些？",
   "第一学历是985的有吗"]),
 ("i13-waymo", ["employer", "empty-gold"], [], [
   "- jingyao_tai_resume.md: Benchmarked our detector against public baselines on the Waymo Open Dataset and nuScenes."],
  ["Which candidates have worked at Waymo?",
   "anyone ex-waymo? google's self-driving car unit",
   "哪些候选人曾在 Waymo 工作过？",
   "有没有从谷歌无人车（Waymo）出来的"]),
]
STYLE = ["en-formal", "en-chatty", "zh-formal", "zh-chatty"]

def q(s):
    return '"' + s.replace('\\', '\\\\').replace('"', '\\"') + '"'

out = [HEADER]
for name, tags, gold, ev, qs in INTENTS:
    assert len(qs) == 4
    out.append(f"  # ---------------- {name} ----------------\n")
    for i, text in enumerate(qs):
        lang = "zh" if i >= 2 else "en"
        t = list(tags) + ["paraphrase"]
        other = ZH_ONLY if lang == "en" else EN_ONLY
        if any(g in other for g in gold) or (lang == "zh" and "TJ" in gold and name in ("i05-neurips", "i07-reviewer", "i09-current-autonomous-driving")):
            t.append("cross-lingual")
        for e in ev:
            out.append(f"  # {e}\n")
        out.append(f"  - {{q: {q(text)}, gold: [{', '.join(gold)}], tags: [{', '.join(t)}], intent: {name}, style: {STYLE[i]}}}\n")
open(os.path.join(HERE, "..", "questions.yaml"), "w").write("".join(out))
print("wrote", sum(len(x[4]) for x in INTENTS), "questions")
