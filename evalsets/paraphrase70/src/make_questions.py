"""Writes ../questions.yaml (evidence comments repeated above every question of an intent)."""
HEADER = '''# paraphrase70 — blind PARAPHRASE set over paraphrase70/cvs (8 fictional people at real employers and
# schools, 9 CV files: 3 LaTeX PDFs [awesome-cv look-alike, moderncv classic, Chinese ctex two-column],
# 2 DOCX [Chinese with an education table; English with the owner's name only in the header section],
# 1 Markdown, 1 plain text (Chinese), 1 JSON Resume, 1 phone photo .jpg of a Chinese page (no text layer;
# its text is in src/鲁砚青_简历_2021.txt and evidence quotes for it are checked against that file).
# 13 intents x 4 phrasings (EN formal, EN chatty, ZH formal, ZH chatty). All four questions of an intent
# carry the same `intent:` and the SAME gold. Every intent has at least one phrasing that names the thing
# through another word (nickname, abbreviation, slang or a description).
# Evidence comments: "+ file: quote" supports a gold person, "- file: quote" documents a trap. Quotes are
# verbatim from the file's text (pdftotext for PDFs; python-docx paragraphs, table cells and header
# paragraphs for DOCX; the raw file for .md/.txt/.json; markdown ** / * markers ignored; whitespace,
# incl. line breaks and full-width spaces, ignored).
#
# GOLD RULES (as_of 2026-11-26 = "today", "now", "present", "至今", "today"):
# - Employment = jobs and internships (unless the question says internship-only or full-time-only).
#   NOT employment: awards, scholarships, contests, conference talks, volunteering, reviewing/PC service,
#   standards committees, certifications, companies a person covered as an equity analyst, partners or
#   vendors of the employer, datasets or products used in projects.
# - Alibaba Group includes its subsidiaries and units: Alibaba Cloud (阿里云), Taobao (淘宝（中国）软件有限公司),
#   Xiami Music (虾米音乐, stated in the CV as part of 阿里巴巴文娱集团). Ant Group / Alipay+ is NOT counted
#   as Alibaba (and in this set only appears as a partner anyway).
# - JD.com = 京东 incl. 北京京东尚科信息技术有限公司 and 京东零售 ("狗东" is slang for JD).
# - "During 2019" = an employment span that overlaps any day of calendar year 2019.
# - Cloud provider = a company unit selling public cloud: Alibaba Cloud, Kingsoft Cloud (金山云), AWS, etc.
#   The cloud-internship intent counts internships only; a full-time job at AWS does not count.
# - "Currently" = a job whose end is Present / today / 至今 in the person's NEWEST CV. Lu Yanqing has an old
#   CV (photo, 2021: Taobao 至今) and a new JSON Resume (Shopee since 2024-06); the new one decides.
# - Music-streaming company = Spotify, NetEase Cloud Music (网易云音乐) and the like.
# - Years of full-time experience: sum of full-time jobs (incl. contract roles) up to 2026-11-26;
#   internships, PhD/master study years do not count. Counts used: Haugen 6.8 (Feb 2020-), Zhuo 7.2
#   (Sep 2019-), Lu 9.4 (Jul 2017-), Sha 12.4 (Jul 2014-), Bai 11.4 (Jul 2015-), Ouellette 15.2 from Sep 2011
#   (16+ with the 2010 contract job), Nkemelu 18.3 (Aug 2008-), Ruan 0. Nobody is within 6 months of 10.
# - "Studied at" a school: any degree, full- or part-time (非全日制 counts), completed or in progress.
# - Doctorate "holds or pursuing": completed PhD or a doctoral programme in progress (在职工程博士 counts);
#   a PhD programme the person withdrew from does not count.
# - Degree "from a 985 university": the bachelor's school must be on the Project 985 list. Schools in this
#   set: Zhejiang University 985; Fudan University 985; Southeast University (东南大学) 985; Xidian University
#   211 + 双一流 (not 985); Communication University of China (中国传媒大学) 211 (not 985); Zhejiang University
#   of Technology (浙江工业大学) not 211/985 (a near-namesake of Zhejiang University, NOT the same school).
#   Foreign schools (Glasgow, NTNU, LSE, McGill, Northeastern, LBS, Imperial, Lagos) are not on the list.
# - Publications: a paper counts for a venue if it is in that venue's proceedings (full or short paper);
#   a workshop paper held with SIGIR is not "published at SIGIR" (no person's gold depends on it).
#   First author = first name in the author list as printed; patents are not papers.
# - Reviewing: programme committee membership or reviewing for a conference or journal counts; student
#   volunteering, talks and standards-body committees do not.
# - Kafka "used at work" = a job or internship bullet says it was used; a skills list alone does not count.
as_of: "2026-11-26"
people:
  BH: ["brigitta haugen", "haugen brigitta", "b. haugen"]
  ZMY: ["卓暮云", "zhuo muyun", "muyun zhuo"]
  SKM: ["沙珂铭", "sha keming", "keming sha"]
  NOU: ["nadège ouellette", "nadege ouellette", "ouellette nadège", "ouellette nadege"]
  EN: ["emeka nkemelu", "nkemelu emeka", "e.nkemelu"]
  RTL: ["tinglan ruan", "ruan tinglan", "阮听澜"]
  BYS: ["柏语笙", "bai yusheng", "yusheng bai"]
  LYQ: ["鲁砚青", "yanqing lu", "lu yanqing"]
questions:
'''
BH = "brigitta_haugen_cv.pdf"; SKM = "沙珂铭_简历.pdf"; NO = "nadege_ouellette_cv.pdf"
EN = "cv_head_of_engineering_2026.docx"; ZMY = "卓暮云_投资分析师.docx"; RTL = "ruan_tinglan_resume.md"
BYS = "柏语笙_简历.txt"; LJ = "lu_yanqing_resume.json"; LP = "鲁砚青_简历_2021.jpg"
ZH_ONLY = {"SKM", "ZMY", "BYS"}       # evidence only in Chinese files
EN_ONLY = {"BH", "NOU", "EN", "RTL"}   # evidence only in English files (LYQ has both)

I = [
 ("i01-alibaba", ["RTL", "LYQ", "BYS"], ["employer"],
  [("+", RTL, "Alibaba Cloud (阿里云) — Software Engineering Intern, Elastic Compute Service (ECS)"),
   ("+", LJ, '"name": "Taobao (Alibaba Group)"'),
   ("+", LP, "淘宝（中国）软件有限公司"),
   ("+", BYS, "2017.03 - 2021.01　虾米音乐（阿里巴巴文娱集团）"),
   ("-", ZMY, "覆盖京东、阿里巴巴、美团等 15 家港美股互联网公司，撰写深度报告与季度点评，为基金经理提供买卖建议；"),
   ("-", EN, "Wise is a partner of Alipay+ (Ant Group) for cross-border wallet payouts; I led our side of the 2023 integration.")],
  ["Which candidates have worked at Alibaba Group, including subsidiaries such as Alibaba Cloud or Taobao?",
   "anyone ex-Ali? aliyun taobao etc all count",
   "请列出曾在阿里巴巴集团（含阿里云、淘宝等子公司）工作过的候选人",
   "有没有阿里系出来的 阿里云淘宝都算"]),
 ("i02-zju", ["RTL", "BYS"], ["school"],
  [("+", RTL, "Zhejiang University — B.Eng. in Computer Science and Technology, Chu Kochen Honors College"),
   ("+", BYS, "2018.09 - 2021.06　浙江大学　传媒与国际文化学院　传播学　硕士（非全日制）"),
   ("-", SKM, "浙江工业大学")],
  ["Which candidates studied at Zhejiang University (any degree, full- or part-time)?",
   "any ZJU alumni in here",
   "哪些候选人在浙江大学读过书（任何学位，全日制或非全日制均可）？",
   "有浙大毕业的吗"]),
 ("i03-phd", ["BH", "SKM"], ["degree"],
  [("+", BH, "Ph.D. in Computing Science (Information Retrieval group)"),
   ("+", BH, "Oct 2015 – Dec 2019"),
   ("+", SKM, "工程博士（在职，在读）"),
   ("-", EN, "MPhil/PhD in Computing (part-time) — Imperial College London, 2015 - 2016 (withdrew after the first year)")],
  ["Which candidates hold a PhD or are currently enrolled in a doctoral programme?",
   "who's got a doctorate or is doing one rn",
   "请列出已获得博士学位或正在攻读博士学位的候选人",
   "博士毕业或者在读博的有谁"]),
 ("i04-kafka", ["LYQ", "EN", "RTL"], ["skill"],
  [("+", LJ, "Built the order-status message chain on Kafka for JD Retail fulfilment (Spring Cloud, MySQL sharding)."),
   ("+", LP, "基于 Kafka 搭建京东零售履约的订单状态变更消息链路，日均消息 20 亿条；"),
   ("+", EN, "Migrated the ledger event pipeline from NSQ to Kafka, handling 40k events/second at peak, with exactly-once consumers in Go."),
   ("+", RTL, "Built a Kafka-based pipeline in Java that streams ECS instance lifecycle events to the billing and audit services"),
   ("-", BH, "Other: Kafka, Airflow, Docker")],
  ["Which candidates have used Apache Kafka in a job or internship, not just listed it as a skill?",
   "anyone actually built stuff on kafka at work",
   "哪些候选人在工作或实习中实际使用过 Kafka？",
   "有没有干活时真用过卡夫卡消息队列的"]),
 ("i05-sigir", ["BH", "RTL"], ["topic"],
  [("+", BH, "B. Haugen, T. Lindahl-Moe, S. Ferrand. Calibrated Query Performance Prediction for Learned Sparse"),
   ("+", BH, "In Proceedings of SIGIR 2023, pp. 1021–1031."),
   ("+", RTL, "Q. Wen, H. Xu, T. Ruan, Y. Chen. Lightweight Sparse Retrieval for Code Search. SIGIR 2025 (short paper)."),
   ("-", RTL, "Student volunteer, SIGIR 2025, Padua.")],
  ["Which candidates have published a paper at SIGIR?",
   "anyone with a paper at the big ACM information retrieval conference",
   "哪些候选人在 SIGIR 会议上发表过论文？",
   "信息检索顶会有发过文章的吗"]),
 ("i06-first-author", ["BH", "NOU"], ["topic"],
  [("+", BH, "B. Haugen, T. Lindahl-Moe, S. Ferrand. Calibrated Query Performance Prediction for Learned Sparse"),
   ("+", NO, "N. Ouellette, K. Brannagh, P. Delisle."),
   ("-", SKM, "王立群, 沙珂铭, 周启航. 一种 LLC 谐振变换器同步整流驱动方法的研究"),
   ("-", SKM, "（第一发明人）"),
   ("-", RTL, "Third author: I implemented the indexing pipeline and the evaluation scripts.")],
  ["Which candidates are first author on at least one published paper?",
   "need someone who's been lead author on a paper",
   "请找出以第一作者身份发表过论文的候选人",
   "有一作论文的有谁"]),
 ("i07-reviewing", ["BH", "SKM"], ["topic"],
  [("+", BH, "Program Committee member: SIGIR 2024, SIGIR 2025, ECIR 2025."),
   ("+", BH, "Reviewer: ACM Transactions on Information Systems (TOIS), 2021 – present."),
   ("+", SKM, "《电工技术学报》审稿人（2022 - 至今）"),
   ("-", NO, "Member, AAMI Quality Systems standards committee"),
   ("-", RTL, "Student volunteer, SIGIR 2025, Padua."),
   ("-", NO, "Speaker, RAPS Euro Convergence 2023 (Brussels)")],
  ["Which candidates have served as a reviewer or programme committee member for an academic conference or journal?",
   "who does peer review for journals or confs",
   "哪些候选人担任过学术会议或期刊的审稿人或程序委员会委员？",
   "有给期刊会议审过稿的吗"]),
 ("i08-jd-2019", ["LYQ"], ["period", "employer", "conjunctive"],
  [("+", LP, "北京京东尚科信息技术有限公司"),
   ("+", LP, "Java 开发工程师（2017.07 - 2019.06）→ 高级 Java 开发工程师（2019.07 - 2021.03）"),
   ("+", LJ, "On-call for the 618 and 11.11 shopping festivals in 2018, 2019 and 2020."),
   ("-", RTL, "JD.com (京东零售) — Data Engineering Intern"),
   ("-", RTL, "Jul 2024 – Sep 2024 · Beijing"),
   ("-", ZMY, "覆盖京东、阿里巴巴、美团等 15 家港美股互联网公司，撰写深度报告与季度点评，为基金经理提供买卖建议；")],
  ["Who was employed at JD.com at some point during 2019?",
   "anyone at jingdong back in 2019",
   "2019 年期间在京东任职过的候选人有哪些？",
   "19年在狗东待过的有谁"]),
 ("i09-music-now", ["BH", "BYS"], ["time/role"],
  [("+", BH, "Senior Research Scientist, Search & Recommendation"),
   ("+", BH, "Apr 2024 – Present"),
   ("+", BYS, "2021.03 - 至今　网易云音乐（杭州网易云音乐科技有限公司）"),
   ("-", RTL, "matrix-factorisation recommender on the public Spotify Million Playlist Dataset"),
   ("-", LP, "2021.04 - 至今")],
  ["Which candidates currently work at a music-streaming company?",
   "who's at spotify or a spotify-like app right now",
   "目前就职于音乐流媒体平台的候选人有哪些？",
   "现在在听歌app公司上班的有谁"]),
 ("i10-cloud-intern", ["RTL", "LYQ"], ["time/role", "employer"],
  [("+", RTL, "Alibaba Cloud (阿里云) — Software Engineering Intern, Elastic Compute Service (ECS)"),
   ("+", LJ, "Internship: wrote a Java admin API for object-storage bucket quotas."),
   ("+", LP, "后端开发实习生：对象存储桶配额管理接口开发（Java）。"),
   ("-", EN, "Software Development Engineer II — Amazon Web Services (AWS), London 07/2012 - 12/2017"),
   ("-", EN, "AWS Certified Solutions Architect – Professional (2016)")],
  ["Which candidates have done an internship at a cloud computing provider? Full-time roles don't count.",
   "anyone interned at a cloud vendor, aliyun / aws that kind of thing",
   "哪些候选人在云服务商有过实习经历（全职不算）？",
   "在云厂商实习过的有吗"]),
 ("i11-10y", ["SKM", "BYS", "NOU", "EN"], ["years"],
  [("+", SKM, "电源硬件工程师（2014/7 - 2016/12）"),
   ("+", SKM, "2019/3 - 至今"),
   ("+", BYS, "2015.07 - 2017.02　新京报　文化副刊"),
   ("+", BYS, "2021.03 - 至今　网易云音乐（杭州网易云音乐科技有限公司）"),
   ("+", NO, "Sep 2011 – Regulatory Affairs Specialist, later Senior Specialist (2014), Stryker, Cork, Ireland"),
   ("+", NO, "Jun 2017 – Regulatory Affairs Manager, Medtronic, Galway, Ireland"),
   ("+", EN, "Software Engineer — Interswitch, Lagos, Nigeria 08/2008 - 06/2012"),
   ("+", EN, "Head of Engineering, Wise Platform — Wise (TransferWise), London 03/2022 - today"),
   ("-", LJ, "Java backend engineer with 9 years on high-traffic e-commerce order and checkout systems"),
   ("-", BH, "Feb 2020 – Mar 2024"),
   ("-", ZMY, "易方达基金管理有限公司 研究部 行业研究员（互联网、电商）　2019年9月 - 2022年6月")],
  ["Which candidates have at least 10 years of full-time work experience?",
   "need folks with a decade plus in the workforce, full time",
   "请找出全职工作经验满 10 年及以上的候选人",
   "工作十年以上的有哪些"]),
 ("i12-985-bachelor", ["ZMY", "RTL"], ["tier", "degree"],
  [("+", ZMY, "复旦大学 经济学院"),
   ("+", ZMY, "2014.09 - 2018.06"),
   ("+", RTL, "Zhejiang University — B.Eng. in Computer Science and Technology, Chu Kochen Honors College"),
   ("+", RTL, "Sep 2022 – Jun 2026"),
   ("-", SKM, "电力电子与电力传动硕士"),
   ("-", SKM, "电气工程及其自动化学士"),
   ("-", BYS, "2011.09 - 2015.06　中国传媒大学　广播电视编导　学士"),
   ("-", LJ, '"institution": "Xidian University"')],
  ["Which candidates hold a bachelor's degree from a Project 985 university?",
   "undergrad from a 985 school?",
   "本科毕业于 985 高校的候选人有哪些？",
   "第一学历是985的有谁"]),
 ("i13-stripe", [], ["employer", "empty-gold"],
  [("-", EN, "Owned the partner integrations with Stripe and Plaid for account funding; negotiated technical SLAs with both partners.")],
  ["Has any candidate worked at Stripe?",
   "anyone ex-stripe? the collison brothers' payments company",
   "是否有候选人曾在 Stripe 任职？",
   "有从stripe出来的吗"]),
]

def q(s):
    return '"' + s.replace('\\', '\\\\').replace('"', '\\"') + '"'

out = [HEADER]
for name, gold, tags, ev, qs in I:
    out.append(f"  # ================= {name} (gold size {len(gold)}) =================\n")
    for k, text in enumerate(qs):
        lang = "en" if k < 2 else "zh"
        t = list(tags) + ["paraphrase"]
        other = ZH_ONLY if lang == "en" else EN_ONLY
        if any(g in other for g in gold):
            t.append("cross-lingual")
        for sign, f, quote in ev:
            out.append(f"  # {sign} {f}: {quote}\n")
        out.append(f"  - {{q: {q(text)}, gold: [{', '.join(gold)}], tags: [{', '.join(t)}], intent: {name}}}\n")
    out.append("\n")
open("../questions.yaml", "w").write("".join(out))
print("questions:", sum(len(x[4]) for x in I))
