"""Writes ../questions.yaml from the data below (evidence comments, tags incl. cross-lingual)."""
import os, re, json
HERE = os.path.dirname(os.path.abspath(__file__))
ZH_FILES = {"zhang_qiushi_cv.pdf", "邝明远_简历.docx", "温书恒_简历_2026.md", "聂思敏_简历_拍照.jpg"}
def is_zh(s): return bool(re.search(r"[\u4e00-\u9fff]", s))

HEADER = '''# paraphrase33 — blind PARAPHRASE set over cvs/ (8 fictional people at real
# companies and universities, 9 CV files: 2 LaTeX PDFs [ctex Chinese, moderncv classic], 2 DOCX
# [English with tables, Chinese], 2 Markdown [English, Chinese], 1 plain text, 1 JSON Resume, 1 phone
# photo .jpg of a Chinese page with no text layer). 13 intents x 4 phrasings (2 English + 2 Chinese,
# one formal and one chatty per language); all 4 questions of an intent share one gold set.
#
# Evidence comments: "+ file: quote" supports a gold person, "- file: quote" documents a trap.
# Quotes are verbatim from the file's text, compared whitespace-insensitively: pdftotext (PDF),
# python-docx paragraphs + table cells (DOCX), string values (JSON), the file itself (md/txt, with
# markdown ** and * markers ignored); for the photo 聂思敏_简历_拍照.jpg the text is
# src/nie_simin_page.txt (pdftotext of the page before it was photographed). src/check_evidence.py
# verifies all of them.
#
# GOLD RULES (as_of 2026-11-25 is "today": 至今 / Present / since = still there on that date)
# - "worked at X" = employment there, full-time or internship (internships count unless the question
#   says "full-time"). NOT employment: competitions/awards (阿里巴巴天池大数据竞赛, Mercado Libre Data
#   Challenge, Huawei "Future Star" award), talks, volunteering, competitor analysis (竞品分析),
#   customers, co-authors' affiliations, teams one merely collaborated with.
# - Subsidiaries / units: Alibaba = Alibaba Group incl. DAMO Academy (达摩院), Alibaba Cloud (阿里云)
#   and its labs. Huawei = Huawei incl. HiSilicon (海思) and Huawei Technologies Düsseldorf GmbH /
#   Munich Research Center. PDD Holdings = Pinduoduo (拼多多) and Temu. Paystack is "a Stripe company"
#   but is not asked about.
# - A person with two CVs (温书恒 / Wen Shuheng: shuheng_wen_resume_2021.txt, old, and
#   温书恒_简历_2026.md, new; same e-mail and phone) is one candidate; evidence in either file counts
#   for past facts, the NEWER CV decides what is current (the 2021 "Jul 2017 - Present" at HiSilicon
#   ended 2023/2).
# - "studied at X": any degree, completed or in progress. Degree-level question: a PhD counts if
#   completed or currently being pursued; an abandoned PhD (博士研究生（肄业）) does not; an MBA is not
#   a PhD.
# - Skill "used at work" = the tool appears in a job's description; a skills list alone does not count.
# - Publications: main-conference papers listed in the CV; an invited talk at a NeurIPS workshop, a
#   student-volunteer role or reviewing/PC service is not a publication. First author = first name in
#   the printed author list (or marked 第一作者).
# - Reviewing / committee: reviewer for a journal or conference, or programme-committee member;
#   student volunteering and society membership (IEEE Senior Member) are not.
# - "at Huawei during 2019": employed there on at least one day of 2019.
# - "currently at a semiconductor / chip company": the current employer designs or makes chips
#   (寒武纪 Cambricon, NXP Semiconductors count; ByteDance does not).
# - "internship in finance": an internship (not a full-time job) at a bank, investment bank,
#   securities firm (券商, e.g. 中金公司 CICC), hedge fund or trading firm. Full-time jobs at a bank or a
#   market maker do not count; internships at e-commerce companies (Mercado Libre) do not count.
# - Years of experience = sum of full-time employment spans up to 2026-11-25; internships, trainee
#   internships, degrees and the MBA year do not count. Computed: 章秋实 9.4 (2017.07–至今),
#   Mirko Albrecht 15.4 (07/2011–now), Ifeoma Nwachukwu 10.0 (3.8 Access Bank + 1.4 Flutterwave + 4.8
#   Paystack), 温书恒 9.4 (2017/7–至今), Joaquín Elizalde 6.6, 聂思敏 6.4, Rukmini Sethuraman 5.3,
#   邝明远 0. Nobody is within 6 months of the 8-year threshold asked.
# - Tier lists: 985 = the 39 Project-985 universities (here: 浙江大学, 东南大学, 复旦大学 are 985;
#   清华大学 also 985 but only a PhD there; 浙江工业大学 is not 985/211, a near-namesake of 浙江大学). QS top 100 = QS World University Rankings 2026 top 100 (here: Technical
#   University of Munich yes; Carnegie Mellon yes but only a PhD there; RWTH Aachen only an M.Sc.; IIT Madras, University of Lagos, Universidad Nacional de Córdoba, INSEAD (not ranked) no).
#   Only the BACHELOR's school counts in the tier question.
#
# tags: employer, school, degree, skill, topic (publications / venues / service), period, time/role,
# years, tier, cross-lingual (the question's language differs from the language of every evidence
# file of some gold person), empty-gold, paraphrase (all). Each question also has intent: iNN-name.
'''

PEOPLE = [
 ("ZQ", ["章秋实", "zhang qiushi", "qiushi zhang"]),
 ("MA", ["mirko albrecht", "albrecht mirko"]),
 ("RS", ["rukmini sethuraman", "sethuraman rukmini"]),
 ("IN", ["ifeoma nwachukwu", "nwachukwu ifeoma"]),
 ("WS", ["温书恒", "wen shuheng", "shuheng wen"]),
 ("KM", ["邝明远", "kuang mingyuan", "mingyuan kuang"]),
 ("JE", ["joaquín elizalde", "joaquin elizalde", "elizalde joaquín", "elizalde joaquin"]),
 ("ND", ["聂思敏", "nie simin", "simin nie"]),
]
OWNER = {"zhang_qiushi_cv.pdf": "ZQ", "mirko_albrecht_cv.pdf": "MA", "Rukmini_Sethuraman_CV.docx": "RS",
         "ifeoma_nwachukwu.json": "IN", "shuheng_wen_resume_2021.txt": "WS", "温书恒_简历_2026.md": "WS",
         "邝明远_简历.docx": "KM", "joaquin_elizalde.md": "JE", "聂思敏_简历_拍照.jpg": "ND"}

INTENTS = [
 ("i01-alibaba", ["ZQ", "RS", "KM"], ["employer"],
  [("+", "zhang_qiushi_cv.pdf", "阿里巴巴 达摩院（机器智能实验室）"),
   ("+", "zhang_qiushi_cv.pdf", "算法专家（2019.04 起）；算法工程师（2017.07–2019.03）"),
   ("+", "Rukmini_Sethuraman_CV.docx", "Alibaba Group – DAMO Academy, Sunnyvale"),
   ("+", "邝明远_简历.docx", "2023年6月 - 2023年9月　阿里云（阿里云计算有限公司）　通义实验室　算法实习生"),
   ("-", "聂思敏_简历_拍照.jpg", "2019 阿里巴巴天池大数据竞赛 亚军")],
  ["Which candidates have worked at Alibaba Group, including units such as Alibaba Cloud or DAMO Academy? Internships count.",
   "anyone worked at the company behind taobao and tmall? aliyun / damo count, interns too",
   "请找出曾在阿里巴巴集团工作过的候选人（含阿里云、达摩院等子公司和部门，实习也算）",
   "有没有在阿里待过的 阿里云达摩院都算 实习也行"]),
 ("i02-zju", ["ZQ", "WS"], ["school"],
  [("+", "zhang_qiushi_cv.pdf", "浙江大学 计算机科学与技术 工学学士"),
   ("+", "温书恒_简历_2026.md", "| 浙江大学 | 工学硕士 | 控制科学与工程 | 2014-2017 |"),
   ("+", "shuheng_wen_resume_2021.txt", "Zhejiang University M.Eng., Control Science and Engineering 2014 - 2017"),
   ("-", "邝明远_简历.docx", "浙江工业大学　软件工程　工学学士")],
  ["Which candidates studied at Zhejiang University (any degree)?",
   "any ZJU alums in here",
   "哪些候选人曾就读于浙江大学（本科、硕士、博士均可）？",
   "有浙大毕业的吗"]),
 ("i03-phd", ["RS", "KM"], ["degree"],
  [("+", "Rukmini_Sethuraman_CV.docx", "PhD, Machine Learning"),
   ("+", "Rukmini_Sethuraman_CV.docx", "Carnegie Mellon University"),
   ("+", "邝明远_简历.docx", "2020年9月 - 至今　清华大学　计算机科学与技术　直博生（博士在读，预计2026年12月毕业）"),
   ("-", "zhang_qiushi_cv.pdf", "计算机系统结构 博士研究生（肄业）"),
   ("-", "ifeoma_nwachukwu.json", "MBA")],
  ["Which candidates hold a PhD or are currently pursuing one?",
   "who's got a doctorate or is doing one rn",
   "请列出已获得博士学位或正在攻读博士学位的候选人",
   "有博士吗 在读的也算"]),
 ("i04-kubernetes", ["WS", "JE"], ["skill"],
  [("+", "温书恒_简历_2026.md", "负责火山引擎边缘节点的容器运行时与调度，维护 5 万+ 节点规模的 Kubernetes 集群"),
   ("+", "joaquin_elizalde.md", "Migrated 140 batch jobs onto Kubernetes (EKS) with Helm charts and Argo Workflows"),
   ("-", "Rukmini_Sethuraman_CV.docx", "Kubernetes, Terraform, Ray")],
  ["Which candidates have used Kubernetes in one of their jobs, not just listed it as a skill?",
   "anyone actually run k8s in prod at work",
   "哪些候选人在工作中实际使用过 Kubernetes（仅写在技能栏里的不算）？",
   "有没有在工作里真搞过容器编排的 k8s 那种"]),
 ("i05-neurips", ["ZQ", "RS", "KM"], ["topic"],
  [("+", "zhang_qiushi_cv.pdf", "Wei Lan, Hou Mingze, Qiushi Zhang, et al. Sparse Mixture Pruning for Large-Scale Recommenders. NeurIPS 2020."),
   ("+", "Rukmini_Sethuraman_CV.docx", "NeurIPS 2019"),
   ("+", "Rukmini_Sethuraman_CV.docx", "R. Sethuraman, J. Okwu, A. Dubrawski. Conformal Forecast Bands for Irregular Time Series."),
   ("+", "邝明远_简历.docx", "Yao Lin, Mingyuan Kuang, Jie Tang. Preference Drift in Iterative DPO. NeurIPS 2024.（第二作者）"),
   ("-", "mirko_albrecht_cv.pdf", "Invited talk, ML for Systems Workshop at NeurIPS 2023")],
  ["Which candidates have published a paper at NeurIPS?",
   "anyone with a NIPS paper",
   "哪些候选人在 NeurIPS 会议上发表过论文？",
   "谁在神经信息处理系统大会上发过文章"]),
 ("i06-first-author", ["ZQ", "RS", "KM"], ["topic"],
  [("+", "zhang_qiushi_cv.pdf", "Qiushi Zhang, Wei Lan. Quantization-Aware Embedding Tables. MLSys 2021."),
   ("+", "Rukmini_Sethuraman_CV.docx", "R. Sethuraman, J. Okwu, A. Dubrawski. Conformal Forecast Bands for Irregular Time Series."),
   ("+", "邝明远_简历.docx", "[1] Mingyuan Kuang, Yao Lin, Jie Tang. Faithful Long-Context Summarization via Citation Tuning. ACL 2023.（第一作者）"),
   ("-", "mirko_albrecht_cv.pdf", "Thesis: Adaptive body biasing for near-threshold SRAM.")],
  ["Which candidates are the first author of at least one published paper?",
   "anyone lead author on a paper?",
   "哪些候选人有以第一作者身份发表的论文？",
   "有一作的吗"]),
 ("i07-reviewer", ["RS"], ["topic"],
  [("+", "Rukmini_Sethuraman_CV.docx", "Program Committee member, NeurIPS 2022 and NeurIPS 2023"),
   ("+", "Rukmini_Sethuraman_CV.docx", "Reviewer, ICLR 2024; Reviewer, Journal of Machine Learning Research (JMLR)"),
   ("-", "mirko_albrecht_cv.pdf", "Senior Member, IEEE Solid-State Circuits Society, since 2021"),
   ("-", "邝明远_简历.docx", "NeurIPS 2024 学生志愿者（温哥华）")],
  ["Which candidates have served as a reviewer or programme-committee member for a conference or journal?",
   "anyone done peer review or sat on a PC",
   "哪些候选人担任过学术会议或期刊的审稿人或程序委员会成员？",
   "谁给会议或者期刊审过稿"]),
 ("i08-huawei-2019", ["WS", "MA"], ["employer", "period"],
  [("+", "shuheng_wen_resume_2021.txt", "HiSilicon (Huawei), Shanghai Embedded Software Engineer Jul 2017 - Present"),
   ("+", "温书恒_简历_2026.md", "华为 海思半导体（HiSilicon） ｜ 嵌入式软件工程师 → 高级工程师 ｜ 2017/7-2023/2"),
   ("+", "mirko_albrecht_cv.pdf", "Senior Hardware Engineer, Huawei Technologies Düsseldorf GmbH, Munich Research"),
   ("+", "mirko_albrecht_cv.pdf", "07/2018 –"),
   ("-", "邝明远_简历.docx", "2021年7月 - 2021年9月　华为技术有限公司　诺亚方舟实验室　研究实习生")],
  ["Which candidates were employed at Huawei (including HiSilicon) at any point during 2019?",
   "who was at huawei back in 2019? hisilicon counts",
   "2019年期间在华为（含海思）任职过的候选人有哪些？",
   "19年在华子的有谁 海思也算"]),
 ("i09-current-chip", ["ZQ", "MA"], ["time/role", "employer"],
  [("+", "zhang_qiushi_cv.pdf", "寒武纪科技（中科寒武纪科技股份有限公司）"),
   ("+", "zhang_qiushi_cv.pdf", "2021.04–至今"),
   ("+", "mirko_albrecht_cv.pdf", "Principal SoC Design Engineer, NXP Semiconductors, Hamburg"),
   ("-", "shuheng_wen_resume_2021.txt", "HiSilicon (Huawei), Shanghai Embedded Software Engineer Jul 2017 - Present"),
   ("-", "温书恒_简历_2026.md", "字节跳动（ByteDance）· 基础架构部 ｜ 高级系统工程师 ｜ 2023/3-至今")],
  ["Which candidates currently work at a semiconductor company?",
   "who's at a chip company right now",
   "目前在半导体或芯片公司任职的候选人有哪些？",
   "现在人在芯片公司上班的有谁"]),
 ("i10-finance-intern", ["RS", "IN", "ND"], ["time/role", "employer"],
  [("+", "Rukmini_Sethuraman_CV.docx", "Two Sigma, New York"),
   ("+", "Rukmini_Sethuraman_CV.docx", "Quantitative Research Intern"),
   ("+", "ifeoma_nwachukwu.json", "Summer Associate (MBA internship), Investment Banking Division"),
   ("+", "ifeoma_nwachukwu.json", "Goldman Sachs"),
   ("+", "聂思敏_简历_拍照.jpg", "中国国际金融股份有限公司（中金公司）研究部"),
   ("+", "聂思敏_简历_拍照.jpg", "研究实习生，协助互联网行业研究员搭建电商公司财务模型。"),
   ("-", "joaquin_elizalde.md", "Citadel Securities — Quantitative Developer"),
   ("-", "joaquin_elizalde.md", "Mercado Libre — Data Engineering Trainee (internship)")],
  ["Which candidates have done an internship (not a full-time job) at a bank, securities firm, hedge fund or other financial institution?",
   "anyone interned in finance? IB, hedge fund, broker etc - internships only",
   "哪些候选人有在金融机构（银行、券商、对冲基金等）的实习经历？全职不算",
   "谁在投行或者量化基金实习过"]),
 ("i11-8yrs", ["ZQ", "MA", "IN", "WS"], ["years"],
  [("+", "zhang_qiushi_cv.pdf", "2017.07–2021.03"),
   ("+", "zhang_qiushi_cv.pdf", "2021.04–至今"),
   ("+", "mirko_albrecht_cv.pdf", "Design Engineer, later Senior Design Engineer (2015), Infineon Technologies AG,"),
   ("+", "mirko_albrecht_cv.pdf", "07/2011 –"),
   ("+", "ifeoma_nwachukwu.json", "Data Analyst, Retail Banking"),
   ("+", "ifeoma_nwachukwu.json", "2015-09"),
   ("+", "ifeoma_nwachukwu.json", "Senior Product Manager, Merchant Payments"),
   ("+", "温书恒_简历_2026.md", "嵌入式软件工程师 → 高级工程师 ｜ 2017/7-2023/2"),
   ("+", "温书恒_简历_2026.md", "高级系统工程师 ｜ 2023/3-至今"),
   ("-", "Rukmini_Sethuraman_CV.docx", "Five years in industry research after a PhD at Carnegie Mellon."),
   ("-", "joaquin_elizalde.md", "04/2020 - 08/2022 · Buenos Aires"),
   ("-", "聂思敏_简历_拍照.jpg", "2020 年 7 月 - 2023 年 3 月")],
  ["Which candidates have at least 8 years of full-time work experience?",
   "8+ yoe only pls, internships dont count",
   "全职工作经验在8年及以上的候选人有哪些？",
   "工作八年以上的有谁 实习不算"]),
 ("i12-top-bachelor", ["ZQ", "WS", "ND", "MA"], ["tier", "degree", "school"],
  [("+", "zhang_qiushi_cv.pdf", "浙江大学 计算机科学与技术 工学学士"),
   ("+", "shuheng_wen_resume_2021.txt", "Southeast University, Nanjing B.Eng., Automation 2010 - 2014"),
   ("+", "温书恒_简历_2026.md", "| 东南大学 | 工学学士 | 自动化 | 2010-2014 |"),
   ("+", "聂思敏_简历_拍照.jpg", "复旦大学 统计学 理学学士"),
   ("+", "mirko_albrecht_cv.pdf", "B.Sc. Electrical Engineering and Information Technology, Technical University of Munich (TUM), Munich"),
   ("-", "邝明远_简历.docx", "浙江工业大学　软件工程　工学学士"),
   ("-", "Rukmini_Sethuraman_CV.docx", "Indian Institute of Technology Madras"),
   ("-", "joaquin_elizalde.md", "Licenciatura en Ciencias de la Computación, Universidad Nacional de Córdoba, 2014 – 2019"),
   ("-", "ifeoma_nwachukwu.json", "University of Lagos")],
  ["Which candidates earned their bachelor's degree at a 985 university or a QS top-100 university?",
   "undergrad from a top school? 985 or qs top 100",
   "本科毕业于985高校或QS世界大学排名前100高校的候选人有哪些？",
   "本科是名校的有谁 985或者qs前一百"]),
 ("i13-pdd", [], ["employer", "empty-gold"],
  [("-", "聂思敏_简历_拍照.jpg", "做过拼多多、抖音生活服务的竞品分析")],
  ["Which candidates have worked at PDD Holdings (Pinduoduo or Temu)?",
   "anyone ex-pinduoduo or temu",
   "哪些候选人曾在拼多多（含 Temu）工作过？",
   "有从拼夕夕出来的吗"]),
]

def main():
    out = [HEADER, 'as_of: "2026-11-25"', "people:"]
    for k, al in PEOPLE:
        out.append(f"  {k}: {json.dumps(al, ensure_ascii=False)}")
    out.append("questions:")
    for name, gold, tags, ev, qs in INTENTS:
        assert len(qs) == 4 and [is_zh(q) for q in qs] == [False, False, True, True], name
        out.append(f"  # ---------------- {name} ----------------")
        for sign, f, quote in ev:
            assert f in OWNER, f
            if sign == "+": assert OWNER[f] in gold, (name, f)
            else: assert OWNER[f] not in gold, (name, f)
        for g in gold:
            assert any(s == "+" and OWNER[f] == g for s, f, _ in ev), (name, g)
        for q in qs:
            zq = is_zh(q)
            cross = any(all((f in ZH_FILES) != zq for s, f, _ in ev if s == "+" and OWNER[f] == g) for g in gold)
            t = list(tags) + (["cross-lingual"] if cross else []) + ["paraphrase"]
            for sign, f, quote in ev:
                out.append(f"  # {sign} {f}: {quote}")
            out.append("  - {q: %s, gold: [%s], tags: [%s], intent: %s}" % (
                json.dumps(q, ensure_ascii=False), ", ".join(gold), ", ".join(t), name))
    open(os.path.join(HERE, "..", "questions.yaml"), "w").write("\n".join(out) + "\n")

if __name__ == "__main__":
    main()
