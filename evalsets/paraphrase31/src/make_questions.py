"""Writes ../questions.yaml (evidence repeated above each of the 4 phrasings of an intent)."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))

HEADER = '''# paraphrase31 — blind PARAPHRASE set over evalsets/paraphrase31/cvs (8 fictional people at real
# companies and universities, 9 CV files: 2 LaTeX PDFs (an English awesome-cv look-alike and a
# Chinese ctex CV with tables), 2 DOCX (English with a table; Chinese, an older CV), 2 Markdown
# (Chinese; English without the owner's name in the body), 1 plain text, 1 JSON Resume and 1 phone
# photo (.jpg, Chinese, no text layer; its page text is in src/yan_shuheng_page.txt).
# 13 intents, each asked exactly 4 ways (English formal, English chatty, Chinese formal, Chinese
# chatty); all 4 questions of an intent carry the same `intent:` and the SAME gold.
#
# as_of 2026-11-25 is "today": 至今 / Present / today / "since" / an open JSON endDate mean
# employed at that date.
# Evidence comments: "+ file: quote" supports a gold person, "- file: quote" documents a trap.
# Quotes are verbatim from the file text (pdftotext for PDFs; python-docx paragraphs and table
# cells for DOCX; the raw file for .md/.txt with markdown * and # markers ignored; JSON string
# values for .json; src/yan_shuheng_page.txt for the photo), compared ignoring whitespace.
#
# GOLD RULES
# - "Worked at X" includes internships, working-student jobs and part-time jobs unless the
#   question says full-time / not internship. Not employment: awards, competitions (天池大数据竞赛),
#   scholarships, hackathons, certifications, partners and partnership deals, conference
#   volunteering, reviewing / programme-committee service, co-authors' affiliations.
# - Subsidiaries: Alibaba Group includes DAMO Academy (达摩院), T-Head (平头哥半导体), Alibaba Cloud,
#   Taobao/Tmall; Ant Group (蚂蚁集团) is NOT counted as Alibaba (no gold depends on this).
#   Huawei includes HiSilicon (海思) and Huawei research centres. AWS counts as Amazon.
#   Google DeepMind counts as Google; Microsoft Research counts as Microsoft.
# - "Big tech" (i10): Alphabet/Google, Amazon, Apple, Meta, Microsoft, Alibaba, Tencent,
#   ByteDance, Baidu, Huawei, incl. their subsidiaries and labs. Stripe, SenseTime (商汤),
#   Datadog are not big tech.
# - Semiconductor company (i09): a company whose business is designing/making chips:
#   T-Head (平头哥半导体), HiSilicon, NXP Semiconductors; Samsung Electronics counts too (not needed).
# - "Currently" = the role that is open (至今/present/today/no endDate) on 2026-11-25 in the
#   person's newest CV. 邝思妤 has two CVs: 邝思妤_简历_2023.docx (old, May 2023) and
#   邝思妤_推荐算法_2026.pdf (new, Oct 2026); the newer one decides what is current (Ant Group
#   ended 2024.02; ByteDance since 2024.03); evidence in either file counts for history.
# - Years of full-time experience (i11): sum of full-time employment spans up to 2026-11-25;
#   internships, working-student jobs, teaching assistantships and PhD study do not count;
#   gaps/breaks do not count. Values: Whitfield 17.2 (2009-09..), Baek 12.4 (Mar 2014-Dec 2018
#   + Apr 2019-), 邝思妤 9.4 (2017.07-), 阎书衡 9.4 (2017/7-), 薛凌峰 7.4 (2019年7月-),
#   Pryce 5.1 (Oct 2021-), Chowdhury 1.3, Haberstroh 0. Nobody is within 6 months of 8.
# - Degrees (i03): completed or in progress count; a degree programme left without the degree
#   does not (Whitfield's University of Toronto PhD programme). A part-time / online master's
#   or MBA is a real degree.
# - Publications: a paper "at NeurIPS" means in the NeurIPS main conference (workshop papers and
#   volunteering are not). First author = first name in the author list printed in the CV, or a
#   "第一作者" statement. Reviewer / committee (i07) = reviewer or PC member of a conference or
#   journal.
# - Tier (i12): 985 list = the 39 Project-985 universities. Of this set's Chinese schools:
#   浙江大学 985 (also 211, 双一流); 华中科技大学 985 (also 211, 双一流); 东南大学 985 (but only
#   阎书衡's MASTER's is there); 西安电子科技大学 211 + 双一流, NOT 985. Only the bachelor's
#   school counts in i12.
# - School (i02): ETH Zürich = Swiss Federal Institute of Technology in Zurich (ETHZ); a city
#   (Apple, Zürich; Huawei Zurich Research Center) is not the school.
# - Names: 阎书衡's name is in the photographed page; the Markdown CV junseo_baek_cv.md never
#   states the owner's name in its body (only the file name and the e-mail/handle "jsbaek").
as_of: "2026-11-25"
people:
  RP: ["rhiannon pryce", "pryce rhiannon"]
  KS: ["邝思妤", "kuang siyu", "siyu kuang"]
  YS: ["阎书衡", "yan shuheng", "shuheng yan"]
  XL: ["薛凌峰", "xue lingfeng", "lingfeng xue"]
  FC: ["farhan chowdhury", "chowdhury farhan"]
  IW: ["isadora whitfield", "whitfield isadora"]
  NH: ["niklas haberstroh", "haberstroh niklas"]
  BJ: ["baek jun-seo", "jun-seo baek", "junseo baek", "baek junseo", "jun seo baek", "jsbaek"]
questions:
'''

KSP = "邝思妤_推荐算法_2026.pdf"; KSD = "邝思妤_简历_2023.docx"; YSJ = "IMG_20261103_阎书衡.jpg"
XLM = "薛凌峰-数据分析.md"; RPP = "Rhiannon_Pryce_CV.pdf"; NHD = "Haberstroh_CV.docx"
FCT = "farhan_chowdhury_resume.txt"; IWJ = "resume_iwhitfield.json"; BJM = "junseo_baek_cv.md"

# (intent, gold, base tags, evidence [(sign, file, quote)], [(q, extra tags)] x4 = en formal, en chatty, zh formal, zh chatty)
INTENTS = [
 ("i01-alibaba", ["KS", "YS"], ["employer"],
  [("+", KSP, "阿里巴巴达摩院（2017.07–2021.06）"),
   ("+", KSD, "阿里巴巴达摩院（决策智能实验室）"),
   ("+", YSJ, "平头哥半导体有限公司 2020/9-至今"),
   ("-", XLM, "2017 阿里巴巴天池大数据竞赛 · 新零售赛道 第 7 名"),
   ("-", IWJ, "Led the partnership integration with Alibaba.com for cross-border sellers (partner programme, no staff exchange).")],
  [("Which candidates have worked at Alibaba Group, including subsidiaries such as DAMO Academy or T-Head?", ["cross-lingual"]),
   ("anyone ex-Ali? damo / t-head etc count", ["cross-lingual"]),
   ("哪些候选人曾在阿里巴巴集团（含达摩院、平头哥等子公司）工作过？", []),
   ("有没有在阿里系待过的 子公司也算", [])]),
 ("i02-eth-zurich", ["NH", "BJ"], ["school"],
  [("+", NHD, "ETH Zürich — Doctoral studies, Department of Computer Science"),
   ("+", BJM, "M.Sc. Electrical Engineering and Information Technology, ETH Zürich, 2012 – 2014")],
  [("Which candidates studied at the Swiss Federal Institute of Technology in Zurich?", []),
   ("anyone from ETH", []),
   ("哪些候选人曾就读于苏黎世联邦理工学院？", ["cross-lingual"]),
   ("有 eth 毕业或者在读的吗", ["cross-lingual"])]),
 ("i03-phd", ["RP", "NH"], ["degree", "time/role"],
  [("+", RPP, "PhD in Informatics"),
   ("+", RPP, "Thesis: Planning with learned world models under partial observability."),
   ("+", NHD, "Doctoral studies, Department of Computer Science (Computer Vision and Learning Group), since 09/2023, expected 2027"),
   ("-", IWJ, "Electrical and Computer Engineering (PhD programme, left after first year without a degree)")],
  [("Which candidates hold a doctorate or are currently enrolled in a doctoral programme?", []),
   ("any phds in the pool? current phd students count too", []),
   ("哪些候选人拥有博士学位或正在攻读博士学位？", ["cross-lingual"]),
   ("有博士学位的吗 在读博士也算", ["cross-lingual"])]),
 ("i04-kubernetes-at-work", ["KS", "FC", "IW"], ["skill"],
  [("+", KSP, "主导把在线推理服务迁移到基于 Kubernetes 的弹性集群，峰值 QPS 提升 40%。"),
   ("+", FCT, "Internship: built a Kubernetes operator in Go that rotates node certificates for EKS managed node groups"),
   ("+", IWJ, "Sponsored the migration of 300+ services from the legacy Heroku-style PaaS to Kubernetes on GKE, finished in 14 months."),
   ("-", XLM, "了解：Spark、Docker / Kubernetes、Go（课程与个人学习，未在工作中使用）")],
  [("Which candidates have used Kubernetes in an actual job, not just listed it as a skill?", ["cross-lingual"]),
   ("who's actually run k8s at work", ["cross-lingual"]),
   ("哪些候选人在工作中实际使用过 Kubernetes（不只是写在技能里）？", ["cross-lingual"]),
   ("有没有工作里真搞过容器编排的 就是k8s那套", ["cross-lingual"])]),
 ("i05-neurips-paper", ["RP", "NH"], ["topic"],
  [("+", RPP, "R. Pryce, A. Storkey. Latent Horizon Planning for Partially Observed Control. NeurIPS 2021."),
   ("+", NHD, "T. Kessler, A. Rinaldi, N. Haberstroh, S. Tang. Occupancy Priors for Monocular Scene Completion. NeurIPS 2024."),
   ("-", FCT, "Student volunteer, NeurIPS 2024 (Vancouver)")],
  [("Which candidates have published a paper at the Conference on Neural Information Processing Systems?", []),
   ("anyone with a nips paper", []),
   ("哪些候选人在 NeurIPS 会议上发表过论文？", ["cross-lingual"]),
   ("有在 nips 中过文章的吗", ["cross-lingual"])]),
 ("i06-first-author", ["RP", "NH", "YS"], ["topic"],
  [("+", RPP, "R. Pryce, A. Storkey. Latent Horizon Planning for Partially Observed Control. NeurIPS 2021."),
   ("+", NHD, "N. Haberstroh, L. Meuli, M. Pollefeys. SparseSplat: Feed-forward Gaussian Splatting from Two Views. CVPR 2025."),
   ("+", YSJ, "阎书衡，王立群. 一种面向低功耗 SoC 的断言验证方法. 《电子学报》, 2017.（第一作者）"),
   ("-", KSD, "Wei Zhang, Siyu Kuang, Hao Lin. Graph-Aware Demand Forecasting for Retail Supply Chains. KDD 2020.（第二作者）")],
  [("Which candidates are first author on at least one published paper?", ["cross-lingual"]),
   ("who has a lead-author paper", ["cross-lingual"]),
   ("哪些候选人以第一作者身份发表过论文？", ["cross-lingual"]),
   ("有一作论文的有谁", ["cross-lingual"])]),
 ("i07-reviewer-or-pc", ["RP", "NH", "KS"], ["topic"],
  [("+", RPP, "Reviewer, NeurIPS 2022, 2023, 2024"),
   ("+", NHD, "Reviewer: CVPR 2026, ECCV 2024, IEEE TPAMI"),
   ("+", KSP, "KDD 2023 程序委员会委员（PC Member）"),
   ("-", FCT, "Student volunteer, NeurIPS 2024 (Vancouver)")],
  [("Which candidates have served as a reviewer or programme committee member for a conference or journal?", ["cross-lingual"]),
   ("anyone done peer review or sat on a PC somewhere", ["cross-lingual"]),
   ("哪些候选人担任过学术会议或期刊的审稿人或程序委员会委员？", ["cross-lingual"]),
   ("有给会议或者期刊审过稿的吗 当过pc也算", ["cross-lingual"])]),
 ("i08-huawei-in-2019", ["YS"], ["employer", "period", "conjunctive"],
  [("+", YSJ, "华为海思（HiSilicon） 2017/7-2020/8"),
   ("-", NHD, "Huawei Zurich Research Center"),
   ("-", NHD, "03/2021 - 08/2021")],
  [("Which candidates were employed at Huawei, including HiSilicon, at some point during 2019?", ["cross-lingual"]),
   ("who was at huawei back in 2019? hisilicon counts", ["cross-lingual"]),
   ("2019年期间有哪些候选人在华为（含海思）任职？", []),
   ("19年那会儿谁在华子 海思也算", [])]),
 ("i09-current-chip-company", ["YS", "BJ"], ["time/role", "employer"],
  [("+", YSJ, "平头哥半导体有限公司 2020/9-至今"),
   ("+", BJM, "NXP Semiconductors — Eindhoven, Netherlands"),
   ("+", BJM, "Senior Embedded Software Engineer, Automotive Processing | Apr 2019 – present"),
   ("-", KSP, "2024.03–至今")],
  [("Which candidates currently work at a semiconductor company?", ["cross-lingual"]),
   ("who's at a chip company right now", ["cross-lingual"]),
   ("目前有哪些候选人在半导体公司任职？", ["cross-lingual"]),
   ("现在在芯片厂干的有谁", ["cross-lingual"])]),
 ("i10-bigtech-internship", ["FC", "XL", "RP", "NH"], ["time/role", "employer", "conjunctive"],
  [("+", FCT, "Software Development Engineer Intern, EKS team"),
   ("+", XLM, "腾讯 · 微信支付 — 数据分析实习生"),
   ("+", RPP, "Research Scientist Intern"),
   ("+", RPP, "Microsoft Research, Cambridge UK"),
   ("+", NHD, "Machine Learning Research Intern (internship)"),
   ("+", NHD, "Research Intern, 3D vision"),
   ("-", KSD, "算法实习生"),
   ("-", KSD, "商汤科技"),
   ("-", FCT, "Software Engineering Intern, Billing"),
   ("-", KSP, "阿里巴巴达摩院（2017.07–2021.06）")],
  [("Which candidates have completed an internship (not a full-time role) at a large technology company?", ["cross-lingual"]),
   ("anyone interned at big tech? internships only, not FT", ["cross-lingual"]),
   ("哪些候选人在大型科技公司有过实习经历（不含全职）？", ["cross-lingual"]),
   ("谁在大厂实过习", ["cross-lingual"])]),
 ("i11-8y-fulltime", ["IW", "BJ", "KS", "YS"], ["years"],
  [("+", IWJ, "Engineering leader with 17 years in e-commerce infrastructure."),
   ("+", IWJ, "2009-09"),
   ("+", BJM, "Firmware Engineer, Mobile Communications Business | Mar 2014 – Dec 2018"),
   ("+", BJM, "Senior Embedded Software Engineer, Automotive Processing | Apr 2019 – present"),
   ("+", KSP, "阿里巴巴达摩院（2017.07–2021.06）"),
   ("+", KSP, "字节跳动（2024.03–至今）"),
   ("+", YSJ, "华为海思（HiSilicon） 2017/7-2020/8"),
   ("+", YSJ, "平头哥半导体有限公司 2020/9-至今"),
   ("-", XLM, "7 年互联网数据分析经验"),
   ("-", XLM, "2019年7月 - 2022年3月"),
   ("-", RPP, "Oct 2021 – Present"),
   ("-", NHD, "Working student (Werkstudent)")],
  [("Which candidates have at least eight years of full-time work experience?", ["cross-lingual"]),
   ("8+ yrs full time, who've we got", ["cross-lingual"]),
   ("哪些候选人的全职工作经验不少于8年？", ["cross-lingual"]),
   ("工作八年以上的老兵有谁 实习不算", ["cross-lingual"])]),
 ("i12-985-bachelor", ["KS", "XL"], ["tier", "school", "degree", "conjunctive"],
  [("+", KSD, "2013.09–2017.06 浙江大学 计算机科学与技术 工学学士"),
   ("+", XLM, "2015年9月 - 2019年6月　华中科技大学　统计学　理学学士"),
   ("-", YSJ, "西安电子科技大学 微电子学 本科"),
   ("-", YSJ, "东南大学 集成电路工程 硕士")],
  [("Which candidates earned their bachelor's degree at a Project 985 university?", ["cross-lingual"]),
   ("who did undergrad at a 985 school", ["cross-lingual"]),
   ("哪些候选人的本科毕业于985高校？", []),
   ("本科是985的有哪些", [])]),
 ("i13-apple-fulltime", [], ["employer", "time/role", "empty-gold"],
  [("-", NHD, "Machine Learning Research Intern (internship)"),
   ("-", NHD, "Apple, Zürich"),
   ("-", FCT, "Apple Swift Student Challenge winner, 2022")],
  [("Which candidates have held a full-time position at Apple (internships excluded)?", []),
   ("anyone been full-time at the iPhone maker? interns don't count", []),
   ("哪些候选人曾在苹果公司全职工作过（不含实习）？", []),
   ("有在苹果正式上过班的吗 实习的不算", [])]),
]

def yq(s):
    return '"' + s.replace('\\', '\\\\').replace('"', '\\"') + '"'

out = [HEADER]
for intent, gold, tags, ev, qs in INTENTS:
    assert len(qs) == 4
    out.append(f"  # ---------------- {intent} ----------------\n")
    for q, extra in qs:
        for sign, f, quote in ev:
            out.append(f"  # {sign} {f}: {quote}\n")
        t = ["paraphrase"] + tags + extra
        out.append(f"  - {{q: {yq(q)}, gold: [{', '.join(gold)}], tags: [{', '.join(t)}], intent: {intent}}}\n")
open(os.path.join(HERE, "..", "questions.yaml"), "w").write("".join(out))
print("wrote", sum(len(x[4]) for x in INTENTS), "questions")
