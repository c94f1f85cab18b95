"""Writes ../questions.yaml from the data below (evidence comments + questions)."""
import re, json

KX_ZH, KX_EN = "ke_xueqing_cv.pdf", "xueqing_ke_resume_en.docx"
OT, AV = "oskar_thaarup_cv.pdf", "aditi_varkey_cv.pdf"
WZ, LS = "温昭宁_简历_拍照.jpg", "雷思嘉_简历.docx"
PA, MS, BM = "resume_final.md", "margit_szalai_cv.txt", "贝明远_简历.txt"
OWNER = {KX_ZH: "KX", KX_EN: "KX", OT: "OT", AV: "AV", WZ: "WZ", LS: "LS", PA: "PA", MS: "MS", BM: "BM"}
LANG = {KX_ZH: "zh", KX_EN: "en", OT: "en", AV: "en", WZ: "zh", LS: "zh", PA: "en", MS: "en", BM: "zh"}

PEOPLE = {
    "KX": ["ke xueqing", "xueqing ke", "snow ke", "柯雪晴"],
    "OT": ["oskar thaarup", "thaarup oskar"],
    "AV": ["aditi varkey", "varkey aditi"],
    "WZ": ["wen zhaoning", "zhaoning wen", "温昭宁"],
    "LS": ["lei sijia", "sijia lei", "雷思嘉"],
    "PA": ["priscilla amankwah", "amankwah priscilla", "p.amankwah", "p. amankwah"],
    "MS": ["margit szalai", "szalai margit"],
    "BM": ["bei mingyuan", "mingyuan bei", "贝明远"],
}

# intent: (name, kind tags, gold, evidence [(sign, file, quote)], [ (q, lang, register) x4 ])
INTENTS = [
 ("i01-huawei", ["employer"], ["BM", "AV", "WZ"],
  [("+", BM, "深圳市海思半导体有限公司（HiSilicon，华为旗下）    2018年7月 - 至今"),
   ("+", AV, "Huawei Technologies India"),
   ("+", AV, "Embedded Software Engineer, Wireless BSP"),
   ("+", WZ, "华为 2012 实验室中央研究院"),
   ("+", WZ, "算法实习生：5G 大规模 MIMO 信道估计算法仿真。"),
   ("-", LS, "华为软件精英挑战赛 杭厦赛区二等奖"),
   ("-", MS, "clients: Huawei Consumer Business Group, OTP Bank")],
  ["Which candidates have worked at Huawei? Subsidiaries such as HiSilicon count, and so do internships.",
   "anyone ex-huawei? hisilicon counts too",
   "请列出曾在华为工作过的候选人（海思等子公司也算，实习也算）",
   "有菊厂背景的吗 海思也算"]),
 ("i02-zju", ["school"], ["KX", "WZ"],
  [("+", KX_ZH, "浙江大学                                                                        2013.09–2017.06"),
   ("+", KX_EN, "Zhejiang University — B.Eng. in Computer Science and Technology (Chu Kochen Honors College), Jun 2017"),
   ("+", WZ, "浙江大学 信息与通信工程                博士研究生（肄业，未获学位）"),
   ("-", LS, "浙江工业大学")],
  ["Which candidates studied at Zhejiang University, at any degree level, finished or not?",
   "any ZJU people in here",
   "哪些候选人曾在浙江大学就读（任何学历层次，未毕业也算）？",
   "有浙大出来的吗 肄业的也算"]),
 ("i03-phd", ["degree"], ["OT"],
  [("+", OT, "PhD in Computer Science, University of Copenhagen, DIKU"),
   ("-", WZ, "博士研究生（肄业，未获学位）")],
  ["Which candidates hold a doctorate or are currently working towards one?",
   "any phds in the pool? finished or still doing it, dropouts dont count",
   "哪些候选人拥有博士学位或正在攻读博士学位？",
   "有博士吗 在读的也行 退学没拿到学位的不算"]),
 ("i04-kubernetes", ["skill"], ["KX", "PA", "WZ"],
  [("+", KX_ZH, "将训练与在线推理服务迁移到 Kubernetes 集群，基于 k8s 自定义调度器将 GPU 利用率从 41% 提升到 68%。"),
   ("+", PA, "Moved our Airflow ETL jobs onto Amazon EKS (Kubernetes) and wrote the Helm charts and autoscaling rules the team still uses."),
   ("+", WZ, "搭建基于 Kubernetes 的因子回测集群，支持 2000+ 并发回测任务，回测耗时缩短 70%。"),
   ("-", LS, "其他：Kubernetes，Docker，Linux"),
   ("-", AV, "Also familiar with: Rust (self-study), Kubernetes (online course), Docker")],
  ["Which candidates have used Kubernetes in an actual job, not just listed it under skills?",
   "who's actually run stuff on k8s at work",
   "哪些候选人在工作中实际使用过 Kubernetes？只在技能栏里列出的不算。",
   "有在工作里真用过容器编排的吗 k8s 那种"]),
 ("i05-neurips", ["topic"], ["OT", "KX"],
  [("+", OT, "Advances in Neural Information Processing Systems (NeurIPS 2021)."),
   ("+", KX_ZH, "Rahul Desai, 柯雪晴, Lena Marwick. Set-Structured Priors for Few-Shot Ranking. NeurIPS 2019."),
   ("+", KX_EN, "R. Desai, X. Ke, L. Marwick. Set-Structured Priors for Few-Shot Ranking. NeurIPS 2019."),
   ("-", WZ, "NeurIPS 2021 Workshop on Machine Learning for Finance."),
   ("-", MS, "Speaker, NeurIPS 2019 Expo")],
  ["Which candidates have published a paper in the NeurIPS main conference? Workshop papers do not count.",
   "anyone got a nips paper? main track only",
   "哪些候选人在 NeurIPS 主会上发表过论文？workshop 论文不算。",
   "有在神经信息处理系统大会主会发过文章的吗"]),
 ("i06-first-author", ["topic"], ["OT", "WZ", "LS", "AV"],
  [("+", OT, "O. Thaarup, J. Ravnholt, M. Kirkeby. Calibrated Latent Dynamics for Model-Based"),
   ("+", WZ, "温昭宁，李成，陈立峰. 基于稀疏贝叶斯学习的宽带 DOA 估计方法. 电子学报，2016.（第一作者）"),
   ("+", LS, "雷思嘉，周明，王涛. 基于图注意力网络的商户推荐冷启动方法[J]. 计算机工程与应用，2025，61(8)：112-120.（第一作者）"),
   ("+", AV, "A. Varkey, R. Iyengar. Low-Jitter DMA Chaining for Automotive Radar Microcontrollers."),
   ("-", KX_ZH, "（第二作者）"),
   ("-", BM, "一种低功耗时钟门控电路及芯片（发明专利，第一发明人），2022")],
  ["Which candidates are first author on at least one published paper?",
   "anyone lead author on a paper?",
   "哪些候选人以第一作者身份发表过论文？专利不算。",
   "有一作论文的吗"]),
 ("i07-reviewer", ["topic"], ["OT", "WZ"],
  [("+", OT, "Reviewer, ICML 2022, 2023, 2024; reviewer, Journal of Machine Learning Research"),
   ("+", WZ, "ICASSP 2020、ICASSP 2021 审稿人"),
   ("-", KX_ZH, "2018 KDD 学生志愿者")],
  ["Which candidates have served as a reviewer or committee member for a conference or journal?",
   "anyone done peer review for conferences or journals",
   "哪些候选人担任过学术会议或期刊的审稿人或程序委员会成员？",
   "有给会议或者期刊审过稿的吗"]),
 ("i08-microsoft-2019", ["employer", "period"], ["MS", "OT"],
  [("+", MS, "Principal Group Program Manager, Azure Data                Jul 2016 – Mar 2020"),
   ("+", OT, "Jun–Sep Research Intern, Microsoft Research Cambridge, Cambridge, UK"),
   ("-", KX_ZH, "微软亚洲研究院（MSRA）                                                               2017.07–2017.12"),
   ("-", KX_EN, "Research Intern, Machine Learning Group, Jul 2017 – Dec 2017"),
   ("-", PA, "Business Intelligence Analyst, 02/2015 – 11/2018")],
  ["Who was working at Microsoft at any point during 2019? Microsoft Research and internships count.",
   "who was at msft sometime in 2019",
   "2019年内任一时间在微软工作过的候选人有哪些？微软研究院和实习都算。",
   "19年在巨硬待过的有谁"]),
 ("i09-current-chip-company", ["time/role", "employer"], ["BM", "AV"],
  [("+", BM, "深圳市海思半导体有限公司（HiSilicon，华为旗下）    2018年7月 - 至今"),
   ("+", AV, "NXP Semiconductors"),
   ("+", AV, "Jun 2018 – Present"),
   ("-", WZ, "华为 2012 实验室中央研究院")],
  ["Which candidates currently work at a semiconductor company?",
   "anyone at a chipmaker right now",
   "目前在半导体公司任职的候选人有哪些？",
   "现在在芯片厂干活的有谁"]),
 ("i10-internet-internship", ["time/role", "employer"], ["LS", "KX"],
  [("+", LS, "腾讯 微信事业群（WXG）"),
   ("+", LS, "后台开发实习生"),
   ("+", LS, "美团 到店事业群"),
   ("+", KX_ZH, "阿里巴巴阿里妈妈事业部                                                                 2016.07–2016.09"),
   ("+", KX_ZH, "广告算法实习生：参与点击率预估特征工程，负责样本清洗与离线评估脚本。"),
   ("-", WZ, "算法实习生：5G 大规模 MIMO 信道估计算法仿真。"),
   ("-", BM, "中兴通讯股份有限公司  FPGA 开发实习生  2017.07-2017.09")],
  ["Which candidates have done an internship at a Chinese internet company such as Tencent, Alibaba, ByteDance, Baidu or Meituan?",
   "anyone interned at one of the big chinese internet cos, BAT and the like",
   "哪些候选人有国内互联网公司的实习经历？",
   "有在互联网大厂实习过的吗"]),
 ("i11-10y-fulltime", ["years"], ["MS", "AV", "PA"],
  [("+", MS, "Senior Program Manager, Bing Ads                            Jan 2011 – Jun 2016"),
   ("+", MS, "Product Manager, OSS/BSS Mediation                          Sep 2004 – Dec 2009"),
   ("+", AV, "Aug 2013 – May 2018"),
   ("+", AV, "Jun 2018 – Present"),
   ("+", PA, "Junior Data Analyst, 09/2012 – 12/2014"),
   ("+", PA, "Senior Data Analyst, 04/2022 - today"),
   ("-", WZ, "2018/3-至今"),
   ("-", BM, "2018年7月 - 2021年8月  芯片验证工程师"),
   ("-", KX_EN, "Machine Learning Engineer, Aug 2019 – Mar 2022"),
   ("-", OT, "since Research Scientist, Google DeepMind, London")],
  ["Which candidates have at least 10 years of full-time work experience?",
   "10+ yoe folks?",
   "全职工作经验满十年的候选人有哪些？",
   "工作十年以上的老兵有谁"]),
 ("i12-985-bachelor", ["tier", "degree", "school"], ["KX", "WZ", "BM"],
  [("+", KX_ZH, "计算机科学与技术工学学士，竺可桢学院"),
   ("+", KX_EN, "Zhejiang University — B.Eng. in Computer Science and Technology"),
   ("+", WZ, "哈尔滨工业大学         电子信息工程         工学学士"),
   ("+", BM, "电子科技大学  微电子科学与工程  工学学士  2011.09-2015.06"),
   ("-", LS, "本科（工学学士）"),
   ("-", LS, "硕士研究生（在读，预计2028年6月毕业）")],
  ["Which candidates earned their bachelor's degree at a Project 985 university?",
   "anyone w/ a 985 undergrad",
   "本科毕业于985高校的候选人有哪些？",
   "第一学历985的有吗"]),
 ("i13-nvidia", ["employer", "empty-gold"], [],
  [("-", KX_ZH, "2023 NVIDIA GTC 大会演讲：《大规模推荐模型的在线训练实践》")],
  ["Which candidates have worked at NVIDIA, including internships?",
   "anyone from team green? nvidia i mean",
   "哪些候选人曾在英伟达工作或实习过？",
   "有老黄家出来的吗"]),
]

HEADER = """\
# paraphrase27 — blind PARAPHRASE set over paraphrase27/cvs (8 fictional people at real employers and
# schools, 9 CV files: 3 LaTeX PDFs (Chinese ctex, moderncv classic, an awesome-cv imitation), 1 phone
# photo JPG of a Chinese page (no text layer), 2 DOCX (one plain, one Chinese with tables), 1 Markdown,
# 2 plain text; 4 files in Chinese). 13 intents x 4 phrasings (2 English + 2 Chinese, one formal and one
# chatty each); every question carries `intent:` and all 4 questions of an intent have the same gold.
# as_of 2026-11-25 is "today" for now / present / 至今 / today and for counting years.
#
# Evidence comments: "+ file: quote" supports a gold person, "- file: quote" documents a trap. Quotes are
# verbatim from the file's text, compared whitespace-insensitively (pdftotext for PDFs; python-docx
# paragraphs and table cells for DOCX; the file itself for .md/.txt with markdown ** markers ignored; for
# the JPG, src/wen_zhaoning_photo_page.txt = pdftotext of the page before it was photographed).
#
# GOLD RULES
# - One candidate per person. Ke Xueqing (KX) has two CVs, ke_xueqing_cv.pdf (Chinese) and
#   xueqing_ke_resume_en.docx (English, "Xueqing (Snow) Ke"; same e-mail and phone); evidence in either counts.
# - resume_final.md never states its owner's name in the body; it is Priscilla Amankwah's
#   (e-mail handle p.amankwah@outlook.com, LinkedIn pamankwah). Her aliases include the handle.
# - "Worked at X" includes internships and part-time jobs unless the question says otherwise.
#   NOT employment: competitions and awards (华为软件精英挑战赛), scholarships, certifications, clients of an
#   advisory/consulting sideline (Huawei Consumer BG for Margit Szalai), conference talks and expo
#   talks (NVIDIA GTC, NeurIPS Expo), student volunteering (KDD), reviewing.
# - Subsidiaries / divisions / labs: HiSilicon (海思, 华为旗下), Huawei Technologies India and 华为2012实验室
#   count as Huawei; Microsoft Research Cambridge and Microsoft Research Asia count as Microsoft; TikTok is
#   ByteDance; 阿里妈妈 is Alibaba; 微信事业群 WXG is Tencent; AWS is Amazon.
# - i02 "studied at" = enrolled in any degree programme, finished or not (Wen Zhaoning's unfinished ZJU PhD
#   counts; 浙江工业大学 is a different school).
# - i03 doctorate: completed or in progress; an abandoned PhD without a degree (肄业，未获学位) does not count.
# - i04 skill used at work = the CV shows it in a job; a skills list alone does not count.
# - i05 NeurIPS = main-conference papers only; NeurIPS workshop papers and NeurIPS Expo talks do not count.
# - i06 first author = first in the printed author list (or marked 第一作者) of any paper (journal,
#   conference or workshop); patents (第一发明人) are not papers; second authors do not count.
# - i07 reviewing or PC/committee service for a conference or journal; volunteering does not count.
# - i08 "during 2019" = any overlap with 2019-01-01..2019-12-31 (Oskar Thaarup's Jun–Sep 2019 internship
#   counts; Microsoft 2015–Nov 2018 and MSRA 2017 do not).
# - i09 "currently" = the job whose end is Present / 至今 / today. Semiconductor companies: HiSilicon, NXP
#   (Aditi Varkey's summer 2012 Qualcomm internship is past and irrelevant, she is gold through NXP). Quant funds, Huawei 2012 Labs, Spotify, AWS are not.
# - i10 internship at a Chinese internet company: Tencent, Alibaba, ByteDance, Baidu, Meituan, JD and the
#   like. Huawei, ZTE, Microsoft Research Asia and Qualcomm are not internet companies.
# - i11 years of full-time experience: sum of full-time jobs to 2026-11-25; internships, part-time student
#   jobs, PhD years and career breaks do not count. Totals: Margit Szalai ~20.9 (Sep 2004–Dec 2009,
#   Jan 2011–Mar 2020, Jul 2020–now), Priscilla Amankwah ~13.8 (09/2012–12/2014, 02/2015–11/2018,
#   03/2019–now), Aditi Varkey ~13.3 (Aug 2013–now), Wen Zhaoning ~8.7 (2018/3–now), Bei Mingyuan ~8.4
#   (2018.07–now), Ke Xueqing ~7.3 (2019.08–now), Oskar Thaarup ~6.1 (10/2020–now), Lei Sijia 0.
#   Nobody is within 6 months of 10.
# - i12 985 list used: the 39 Project 985 universities. Of this set's schools, 浙江大学, 哈尔滨工业大学,
#   电子科技大学 and 华南理工大学 are 985; 西安电子科技大学 is 211 but not 985 (a near-namesake of 电子科技大学);
#   浙江工业大学 is neither 985 nor 211. Only the bachelor's school counts (Lei Sijia's 985 is her
#   in-progress master's; Bei Mingyuan's 985 is his bachelor's, his master's is Xidian).
# - i13 nobody has worked at NVIDIA (Ke Xueqing only gave a talk at NVIDIA GTC).
# tags: the question's kinds; paraphrase on all; cross-lingual = the question's language differs from the
# language of every CV that holds some gold person's evidence; empty-gold = nobody qualifies.
as_of: "2026-11-25"
"""

def is_zh(s):
    return bool(re.search(r"[\u4e00-\u9fff]", s))

def q(s):
    return json.dumps(s, ensure_ascii=False)

out = [HEADER, "people:"]
for k, al in PEOPLE.items():
    out.append(f"  {k}: [{', '.join(q(a) for a in al)}]")
out.append("questions:")
for name, kinds, gold, ev, qs in INTENTS:
    out.append(f"  # ---------------- {name} (gold {len(gold)}) ----------------")
    langs_by_person = {p: {LANG[f] for s, f, _ in ev if s == "+" and OWNER[f] == p} for p in gold}
    for i, text in enumerate(qs):
        qlang = "zh" if is_zh(text) else "en"
        if i == 0:
            for s, f, quote in ev:
                out.append(f"  # {s} {f}: {re.sub(chr(32)+'{2,}', chr(32), quote)}")
        tags = list(kinds) + ["paraphrase"]
        if any(qlang not in langs_by_person[p] for p in gold):
            tags.append("cross-lingual")
        out.append(f"  - {{q: {q(text)}, gold: [{', '.join(gold)}], intent: {name}, tags: [{', '.join(tags)}]}}")
open("../questions.yaml", "w").write("\n".join(out) + "\n")
print("wrote", sum(len(x[4]) for x in INTENTS), "questions")
