"""Writes ../questions.yaml (the evidence comments and gold are hand-written below;
this script only lays them out and computes the cross-lingual tag)."""
import os, json
HERE = os.path.dirname(os.path.abspath(__file__))
LANG = {"MR": "en", "KS": "en", "FM": "en", "CO": "en", "JC": "zh", "SQ": "zh", "YC": "zh", "ZT": "zh"}

HEADER = r'''# paraphrase37 — blind PARAPHRASE set over paraphrase37/cvs (8 fictional people, 9 CV files:
# 3 PDF made with XeLaTeX (moderncv classic; an awesome-cv look-alike; a Chinese ctex CV with
# tables), 2 DOCX (one Chinese with a table, one English with the experience in a table and the
# owner's name only in the page footer), 1 Markdown (Chinese), 1 plain text (Chinese), 1 JSON
# Resume (an OLD CV, 2022), 1 phone photo .jpg of an English page (no text layer; its text is in
# src/kaiyu_shen_photo_text.txt).
# 13 intents x 4 phrasings (2 English + 2 Chinese; one formal, one chatty per language). All four
# questions of one intent have the same gold. Every question carries `intent:`.
# tags: the question's kinds; cross-lingual = some gold person's evidence is only in a CV in the
# other language; empty-gold = nobody qualifies; paraphrase = member of a paraphrase group.
# Publication / venue / reviewing questions are tagged `topic`.
# Evidence comments: "+ file: quote" supports a gold person, "- file: quote" documents a trap.
# Quotes are verbatim from the file's text (pdftotext for PDFs, python-docx paragraphs and table
# cells for DOCX, the raw file for .md/.txt/.json; for the .jpg the text of the page before it
# was photographed, src/kaiyu_shen_photo_text.txt); whitespace is ignored when checking;
# PDF bullets "•" and markdown ** / * markers are left out of quotes.
#
# GOLD RULES
# - as_of 2026-11-26 is "today": "Present", "至今", "today", a missing endDate = still there
#   on the date that CV was written. A person with two CVs is one candidate; the NEWER CV
#   decides what is current (Camila Ostrowski: camila_ostrowski_2026.pdf supersedes
#   camila_resume_2022.json, in which Lazada has no endDate; she left Lazada in Mar 2024).
#   Evidence for past facts may come from either CV.
# - Employment = a job or internship with that employer. NOT employment: awards, competitions
#   (阿里巴巴天池, Kaggle), scholarships, research gifts/grants from a company, bug-bounty or
#   crowd-testing rewards (阿里云先知), certifications, talks, mentoring programmes (Google Summer
#   of Code, Google for Startups), exhibiting at a conference, working WITH another company's
#   team, patents, reviewing and committee service.
# - "Worked at X" includes internships unless the question says full-time / internship.
# - Subsidiaries: Alibaba Group includes Taobao / Tmall (淘天集团, 淘宝事业部), Cainiao (菜鸟网络),
#   Lazada (Alibaba-controlled since 2016/2018), Alibaba Cloud, DAMO Academy. Huawei includes
#   HiSilicon (海思半导体) and Huawei's foreign research centres (Huawei Ireland Research Centre).
#   ByteDance includes Feishu/Lark (飞书); Tencent includes WeChat Group (WXG); JD (京东) includes
#   京东零售.
# - "Major Chinese internet company" (互联网大厂): Alibaba, Tencent, ByteDance, Baidu, JD, Meituan,
#   Kuaishou, NetEase, Pinduoduo, Xiaohongshu, DiDi and their subsidiaries. Not: Huawei, DJI
#   (大疆), SF Express / 顺丰科技, 紫光同创, 奇安信, foreign companies.
# - "E-commerce company" = a company whose main business is an online retail marketplace:
#   Shopee, Lazada, Taobao/Tmall (淘天), JD, Allegro, Pinduoduo... Logistics / courier companies
#   (顺丰, 菜鸟) and B2B SaaS are not e-commerce companies.
# - Years of full-time experience: sum of full-time jobs (postdoc counts; PhD / master's study,
#   internships and part-time student research assistantships do not), up to as_of. Values used:
#   FM ~17.1, CO ~12.3 (Jun 2014–Jan 2019 + Mar 2019–now), ZT ~11.4, JC ~8.4, YC ~6.4,
#   MR ~6.1 (postdoc Oct 2020 on), SQ ~5.4, KS 0. Nobody is within 6 months of the threshold 7.
# - Degrees: "holds or is pursuing a PhD" = PhD awarded or currently enrolled (in-service
#   工程博士 counts); a withdrawn / not-completed PhD does not count.
# - "First author" = the candidate's name is listed first in the author list printed in the CV
#   (or the CV says 第一作者). Any paper (journal, conference or workshop) counts.
# - "Published at EMNLP" = a paper in EMNLP proceedings (EMNLP-IJCNLP 2019 is EMNLP). Being area
#   chair, student volunteer or exhibitor at EMNLP is not publishing there.
# - Reviewer / committee: reviewing for a journal or conference, ACL Rolling Review, area chair,
#   programme committee. Student volunteering, speaking and exhibiting do not count.
# - Tier: Project 985 list (39 universities). Schools in this set: 电子科技大学 (UESTC) = 985;
#   华中科技大学 = 985; 山东大学 / Shandong University = 985; 西安电子科技大学 = 211 + 双一流, NOT 985;
#   华中师范大学 = 211 + 双一流, NOT 985 (near-namesake of 华中科技大学); 上海财经大学 = 211, NOT 985.
#   Foreign schools (University of Edinburgh, Universiteit van Amsterdam, SGH Warsaw School of
#   Economics, INSEAD, Edinburgh Napier University, Trinity College Dublin) are never 985.
# - "University of Edinburgh" (爱丁堡大学, 爱大, Edinburgh Uni, UoE) is NOT Edinburgh Napier
#   University. "Studied at" = enrolled in a degree there (a postdoc job there is not studying).
as_of: "2026-11-26"
'''

PEOPLE = {
    "MR": ["mireille rozendaal", "rozendaal mireille"],
    "CO": ["camila ostrowski", "ostrowski camila"],
    "JC": ["fu jingchuan", "jingchuan fu", "符景川"],
    "SQ": ["liu siqi", "siqi liu", "柳思齐"],
    "FM": ["felix marangoni", "marangoni felix"],
    "YC": ["yan yucheng", "yucheng yan", "鄢雨澄"],
    "ZT": ["hou zhenting", "zhenting hou", "侯振霆"],
    "KS": ["kaiyu shen", "shen kaiyu", "沈凯昱"],
}

M = "mireille_rozendaal_cv.pdf"; C6 = "camila_ostrowski_2026.pdf"; C2 = "camila_resume_2022.json"
J = "符景川_FPGA工程师简历.pdf"; S = "柳思齐-前端-简历.docx"; F = "CV_CTO_2026.docx"
Y = "鄢雨澄-供应链数据分析.md"; Z = "侯振霆_安全工程师.txt"; K = "IMG_20261103_184512.jpg"

INTENTS = [
 ("i01-alibaba-group", ["YC", "SQ", "CO"], ["employer"], [
   ("+", Y, "菜鸟网络科技有限公司 ｜ 数据分析师（仓储规划）"),
   ("+", S, "阿里巴巴（中国）有限公司 淘宝事业部  前端开发工程师  2021/7-2024/3"),
   ("+", S, "淘天集团（淘宝天猫）  前端技术专家  2024/4-至今"),
   ("+", C6, "Lazada Group Senior Product Manager, Growth Singapore Jan 2021 – Mar 2024"),
   ("+", C2, "\"name\": \"Lazada Group\""),
   ("-", M, "Alibaba DAMO Academy Research Gift (shared with University of Edinburgh)"),
   ("-", Z, "阿里云先知安全众测平台 2018 年度优秀白帽子（漏洞奖励，非雇佣关系）"),
   ("-", Y, "2020 年 阿里巴巴天池 供应链需求预测大赛 第 7 名"),
  ], [
   ("en", "Which candidates have worked at Alibaba Group? Subsidiaries count."),
   ("en", "anyone ex-Ali? incl the subsidiaries"),
   ("zh", "请列出曾在阿里巴巴集团（含旗下子公司）工作过的候选人"),
   ("zh", "有阿里系背景的吗 子公司也算"),
  ]),
 ("i02-univ-edinburgh", ["MR", "KS"], ["school"], [
   ("+", M, "PhD in Informatics, University of Edinburgh, School of Informatics"),
   ("+", K, "University of Edinburgh Sep 2025 – Aug 2026 MSc Speech and Language Processing, awarded with Distinction."),
   ("-", F, "BEng (Hons) Software Engineering — Edinburgh Napier University, 2005 – 2009"),
  ], [
   ("en", "Which candidates studied at the University of Edinburgh?"),
   ("en", "any Edinburgh Uni alums in the pool"),
   ("zh", "哪些候选人在英国爱丁堡大学读过书？"),
   ("zh", "有爱大毕业的吗"),
  ]),
 ("i03-phd-held-or-pursuing", ["MR", "JC"], ["degree"], [
   ("+", M, "2016 – 2020 PhD in Informatics, University of Edinburgh"),
   ("+", J, "2024.09 –至今 电子科技大学（在职） 集成电路科学与工程 工程博士（在读）"),
   ("-", F, "PhD studies in Distributed Systems, Trinity College Dublin, 2014 – 2015 (part-time, withdrew after first year; not completed)"),
  ], [
   ("en", "Which candidates hold a doctorate or are currently enrolled in a PhD programme?"),
   ("en", "any phds? people still doing theirs count too"),
   ("zh", "请找出已获得博士学位或正在攻读博士的候选人"),
   ("zh", "有博士或者在读博的吗"),
  ]),
 ("i04-kubernetes-at-work", ["FM", "ZT", "YC"], ["skill"], [
   ("+", F, "Go microservices on Kubernetes (EKS), Postgres, Kafka."),
   ("+", F, "Moved batch settlement jobs onto the company's internal Kubernetes clusters"),
   ("+", Z, "基于 Kubernetes 准入控制（OPA Gatekeeper）与 eBPF 实现运行时检测，覆盖 40+ 个生产集群。"),
   ("+", Y, "将每日预测任务从单机 crontab 迁移到 Kubernetes CronJob，并用 Airflow 编排"),
   ("-", S, "了解：Docker、Kubernetes（仅个人学习，未在工作中使用）"),
   ("-", K, "coursework exposure to Spark, Docker and Kubernetes."),
  ], [
   ("en", "Which candidates have used Kubernetes in a job, not just listed it as a skill?"),
   ("en", "who's actually run k8s at work"),
   ("zh", "哪些候选人在实际工作中用过 Kubernetes？"),
   ("zh", "有在工作里真搞过容器编排（k8s 那套）的吗"),
  ]),
 ("i05-published-at-emnlp", ["MR", "KS"], ["topic"], [
   ("+", M, "Haverkamp, J., Rozendaal, M. and Titov, I. Latent Alignment for Faithful Summaries. In Proceedings of EMNLP-IJCNLP 2019."),
   ("+", K, "Li, W., Zhang, Q., Shen, K. and Birch, A. Draft Less, Verify More: Speculative Decoding for Low-Resource MT. In Proceedings of EMNLP 2025 (main conference)."),
   ("-", F, "Attended EMNLP 2023 in Singapore as an exhibitor with Tallyfold's document-AI demo."),
   ("-", K, "Student volunteer, EMNLP 2025, Suzhou."),
  ], [
   ("en", "Which candidates have published a paper at EMNLP?"),
   ("en", "anyone got a paper at the Empirical Methods in NLP conference"),
   ("zh", "哪些候选人在 EMNLP 会议上发表过论文？"),
   ("zh", "有人中过emnlp吗"),
  ]),
 ("i06-first-author", ["MR", "JC", "ZT"], ["topic"], [
   ("+", M, "Rozendaal, M. and Cohen, S. B. Frisian Is Not Dutch: Cross-Lingual Transfer for Closely Related Languages. In Proceedings of ACL 2021 (long paper)."),
   ("+", J, "ACM/SIGDA International Symposium on Field-Programmable Gate Arrays (FPGA 2023), 第一作者."),
   ("+", Z, "侯振霆，闫立衡. 基于 eBPF 的容器逃逸行为实时检测方法[J]. 信息安全学报, 2021, 6(4). （第一作者）"),
   ("-", K, "Li, W., Zhang, Q., Shen, K. and Birch, A."),
   ("-", J, "发明专利：一种多 FPGA 原型验证中的时钟同步方法（已授权，第二发明人）."),
  ], [
   ("en", "Which candidates are the first author of at least one published paper?"),
   ("en", "who has a first-author pub"),
   ("zh", "哪些候选人以第一作者身份发表过论文？"),
   ("zh", "有一作论文的吗"),
  ]),
 ("i07-reviewer-or-committee", ["MR"], ["topic"], [
   ("+", M, "Reviewer for ACL Rolling Review (2021–present) and for the journal Computational Linguistics (2023)."),
   ("+", M, "Area Chair, Multilinguality track, EMNLP 2024; Programme Committee member, NAACL 2022."),
   ("-", K, "Student volunteer, EMNLP 2025, Suzhou."),
   ("-", F, "Speaker, KubeCon + CloudNativeCon Europe 2023."),
  ], [
   ("en", "Which candidates have served as a reviewer or programme committee member for a conference or journal?"),
   ("en", "anyone done peer review or PC duty"),
   ("zh", "哪些候选人担任过学术会议或期刊的审稿人、程序委员会成员？"),
   ("zh", "有给会议或者期刊审过稿的吗"),
  ]),
 ("i08-huawei-during-2019", ["JC", "ZT"], ["employer", "period"], [
   ("+", J, "2018 年 7 月–2021 年 3 月 华为技术有限公司·海思半导体 逻辑设计工程师"),
   ("+", Z, "华为技术有限公司　PSIRT（产品安全事件响应团队）　安全工程师　　2015.07 - 2019.05"),
   ("-", F, "Huawei Ireland Research Centre — Senior Software Engineer"),
   ("-", F, "03/2012 - 08/2016"),
  ], [
   ("en", "Which candidates were employed at Huawei (HiSilicon included) at any point during 2019?"),
   ("en", "who was at huawei sometime in 2019? hisilicon counts"),
   ("zh", "2019 年期间在华为（含海思）任职过的候选人有哪些？"),
   ("zh", "19年那会儿在菊厂的有谁 海思也算"),
  ]),
 ("i09-currently-at-ecommerce", ["CO", "SQ"], ["employer", "time/role"], [
   ("+", C6, "Shopee Lead Product Manager, Buyer Growth Singapore Apr 2024 – Present"),
   ("+", S, "淘天集团（淘宝天猫）  前端技术专家  2024/4-至今"),
   ("-", Y, "顺丰科技有限公司 ｜ 高级供应链数据分析师"),
   ("-", F, "Tallyfold (Dublin) — CTO & Co-founder"),
  ], [
   ("en", "Which candidates currently work at an e-commerce company?"),
   ("en", "who's at an online shopping platform right now"),
   ("zh", "目前在电商公司任职的候选人有哪些？"),
   ("zh", "现在人在电商平台的有谁"),
  ]),
 ("i10-intern-at-chinese-internet-major", ["SQ", "KS", "YC"], ["time/role", "employer"], [
   ("+", S, "字节跳动 飞书  前端开发实习生  2020/7-2020/10"),
   ("+", K, "Tencent, WeChat Group (WXG), Guangzhou Jun 2024 – Sep 2024 NLP Algorithm Intern."),
   ("+", Y, "京东零售 ｜ 供应链数据分析实习生"),
   ("-", J, "深圳市大疆创新科技有限公司 FPGA 实习生"),
   ("-", M, "Research Intern, Amazon Alexa AI, Cambridge, UK"),
   ("-", C6, "Summer Intern, Category Management"),
  ], [
   ("en", "Which candidates have done an internship (not a full-time job) at a major Chinese internet company?"),
   ("en", "anyone interned at one of the big chinese internet cos? BAT, bytedance, jd etc"),
   ("zh", "哪些候选人有过国内互联网大厂的实习经历（不算全职）？"),
   ("zh", "有在互联网大厂实习过的吗"),
  ]),
 ("i11-7plus-years-fulltime", ["FM", "ZT", "CO", "JC"], ["years"], [
   ("+", F, "10/2009 - 02/2012"),
   ("+", F, "04/2021 - today"),
   ("+", Z, "华为技术有限公司　PSIRT（产品安全事件响应团队）　安全工程师　　2015.07 - 2019.05"),
   ("+", Z, "奇安信科技集团股份有限公司　　2019.06 - 至今"),
   ("+", C6, "Product Manager, Loyalty (Allegro Smart!) Warsaw / Poznań Jun 2014 – Jan 2019"),
   ("+", C6, "Apr 2024 – Present"),
   ("+", J, "2018 年 7 月–2021 年 3 月"),
   ("+", J, "2023 年 7 月–至今"),
   ("-", Y, "2020年7月 - 2022年3月"),
   ("-", M, "Oct 2020 – Postdoctoral Research Associate"),
   ("-", M, "2016 – 2020 PhD in Informatics"),
   ("-", S, "阿里巴巴（中国）有限公司 淘宝事业部  前端开发工程师  2021/7-2024/3"),
  ], [
   ("en", "Which candidates have at least seven years of full-time work experience?"),
   ("en", "need someone w/ 7+ yrs FT, internships dont count"),
   ("zh", "全职工作经验 7 年及以上的候选人有哪些？"),
   ("zh", "干了七年以上的有谁 实习不算"),
  ]),
 ("i12-bachelor-985", ["JC", "SQ", "KS"], ["tier", "school", "degree"], [
   ("+", J, "2014.09 –2018.06 电子科技大学 微电子科学与工程 本科 / 工学学士"),
   ("+", S, "华中科技大学"),
   ("+", S, "2017/9-2021/6"),
   ("+", K, "Shandong University (Jinan, China) Sep 2021 – Jun 2025 BEng Computer Science and Technology"),
   ("-", Y, "| 2014.09 - 2018.06 | 华中师范大学 | 数学与应用数学 | 本科 |"),
   ("-", Z, "西安电子科技大学　信息安全　本科　2011.09 - 2015.06"),
   ("-", Y, "| 2018.09 - 2020.06 | 上海财经大学 | 统计学 | 硕士 |"),
  ], [
   ("en", "Which candidates got their bachelor's degree from one of China's Project 985 universities?"),
   ("en", "anyone w/ a 985 undergrad"),
   ("zh", "本科毕业于 985 高校的候选人有哪些？"),
   ("zh", "本科是985的有谁"),
  ]),
 ("i13-currently-at-lazada", [], ["employer", "time/role", "empty-gold"], [
   ("-", C2, "\"startDate\": \"2021-01\""),
   ("-", C6, "Lazada Group Senior Product Manager, Growth Singapore Jan 2021 – Mar 2024"),
  ], [
   ("en", "Which candidates are currently employed at Lazada?"),
   ("en", "anyone at lazada rn"),
   ("zh", "目前在 Lazada 任职的候选人有哪些？"),
   ("zh", "现在还在来赞达的有吗"),
  ]),
]

def q(s):
    return json.dumps(s, ensure_ascii=False)

out = [HEADER, "people:\n"]
for k, v in PEOPLE.items():
    out.append(f"  {k}: [{', '.join(q(a) for a in v)}]\n")
out.append("questions:\n")
for intent, gold, tags, ev, qs in INTENTS:
    out.append(f"  # ---------------- {intent} (gold size {len(gold)}) ----------------\n")
    for sign, f, quote in ev:
        out.append(f"  # {sign} {f}: {quote}\n")
    for lang, text in qs:
        t = list(tags)
        if any(LANG[g] != lang for g in gold):
            t.append("cross-lingual")
        t.append("paraphrase")
        out.append(f"  - {{q: {q(text)}, gold: [{', '.join(gold)}], intent: {intent}, tags: [{', '.join(t)}]}}\n")
open(os.path.join(HERE, "..", "questions.yaml"), "w").write("".join(out))
print("wrote", sum(len(x[4]) for x in INTENTS), "questions")
