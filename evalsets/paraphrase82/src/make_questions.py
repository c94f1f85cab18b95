"""Writes ../questions.yaml from the data below (evidence comments + questions)."""
import os, json
HERE = os.path.dirname(os.path.abspath(__file__))
EN_ONLY = {"YT", "LB", "NC", "CW"}   # evidence only in English files
ZH_ONLY = {"XT", "BS", "YS", "KY"}   # evidence only in Chinese files
PHOTO = "柯以宁简历_拍照.jpg"
YT, XT, LB, BS = "yunqi_tao.pdf", "xue_tinghe.pdf", "lennart_buehlmann.pdf", "贝思妤_品牌市场经理.docx"
NC, YS, CWo, CWn = "nuno_carvalheira_android.md", "应思岚_简历.txt", "callum_wetherby_2021.docx", "callum_wetherby_resume.json"

HEADER = '''# paraphrase82 — blind PARAPHRASE set over evalsets .../paraphrase82/cvs (8 fictional people at
# real employers and schools, 9 CV files: 3 XeLaTeX PDFs [awesome-cv look-alike, moderncv classic,
# Chinese ctex two-column], 2 DOCX [one Chinese with tables], 1 Markdown, 1 plain text,
# 1 JSON Resume, 1 phone photo .jpg of a Chinese page with no text layer).
# 13 intents x 4 phrasings (EN formal, EN chatty, ZH formal, ZH chatty); all 4 phrasings of an
# intent share `intent:` and have the SAME gold. Tags: kind tags + paraphrase; cross-lingual = a
# gold person's only evidence is in the other language; empty-gold = nobody qualifies.
# Evidence comments: "+ file: quote" supports a gold person, "- file: quote" documents a trap.
# Quotes are verbatim from the extracted text (pdftotext for PDFs; python-docx paragraphs and
# table cells; JSON string values; md/txt as is; markdown #/*/** markers and whitespace ignored).
# The .jpg has no text layer: its quotes are checked against src/ke_yining_page_text.txt (the
# pdftotext of the page before it was photographed).
#
# as_of 2026-11-26 is "today" for now / present / 至今 / today / since / years.
# GOLD RULES
# - "worked at X" includes internships unless the question says otherwise. NOT employment:
#   awards and competitions (阿里云天池大赛), collaborations with a company, customers/clients
#   reviewed or served, talks, programme committees, reviewing, volunteering.
# - Alibaba Group includes its subsidiaries: Alibaba Cloud (Aliyun), Cainiao (菜鸟网络),
#   Lazada (Alibaba-controlled since April 2016, so a May–Aug 2016 internship counts).
# - Siemens: Infineon was spun off from Siemens in 1999 and is NOT Siemens.
# - Zhejiang University (浙江大学, ZJU, 浙大) does NOT include 浙江大学城市学院 (Zhejiang University City
#   College, now Hangzhou City University), which is a separate institution.
# - Doctorate "held or being pursued": a completed PhD or an enrolled doctoral candidacy (incl.
#   part-time Dr.-Ing.); doctoral studies left without a degree do NOT count.
# - Kubernetes "at work": described in a job entry; a skills-list mention (home lab) does not count.
# - Physical Review Letters only; Physical Review Applied / PRX Quantum are other journals.
# - First author = first name in the printed author list of a paper of theirs.
# - Reviewer / committee: journal referee or programme-committee member of any conference
#   (academic or industry, e.g. QCon PC); conference speakers do not count.
# - "During 2020": an employment interval overlapping calendar year 2020.
# - Current = the job with an open end date (至今/present/today/since) in the person's NEWEST CV.
#   Callum Wetherby has two CVs: callum_wetherby_2021.docx (old, March 2021: Xero "present")
#   and callum_wetherby_resume.json (new, lastModified 2026-09-30: Personio since 2024-03).
#   A licensed digital bank (GXS Bank) is a bank; Xero (accounting SaaS) is not.
# - Telecom operator = network carrier (China Mobile, Swisscom). An internship = a role labelled
#   intern/实习; working-student jobs are not at operators here anyway.
# - Years of full-time experience: sum of full-time employment to 2026-11-26; internships,
#   working-student jobs and PhD study do NOT count; part-time MBA years do not subtract.
#   Full-time years: Callum Wetherby 16.2 (2010-09..), 贝思妤 14.4 (2012.07..), Lennart Bühlmann 12.1
#   (10/2014..), 薛听禾 11.3 (2015.08..), Nuno Carvalheira 9.3 (Aug 2017..), 应思岚 8.4 (2018/7..),
#   Yunqi Tao 5.9 (Jan 2021..; PhD 2015–2020 not counted), 柯以宁 0. Nobody within 6 months of 10.
# - Tier lists: 985 = the 39 Project-985 universities; QS top-100 = QS World University Rankings
#   2025/2026 top 100. Bachelor's schools here: Zhejiang University (985, QS top-100: YES),
#   University of Edinburgh (QS top-100: YES), Hochschule München (no), Universidade do Porto
#   (QS ~250-300: no), 上海财经大学 (211/双一流, not 985, not QS top-100: no), 上海外国语大学 (211, no),
#   浙江大学城市学院 (none: no). Master's schools (TUM, NUS, HKUST, CEIBS) do not count.
# - The Markdown CV (nuno_carvalheira_android.md) never states its owner's name in the body: only
#   the file name and the e-mail handle ncarvalheira.dev@gmail.com.
as_of: "2026-11-26"
people:
  YT: ["yunqi tao", "tao yunqi"]
  XT: ["薛听禾", "xue tinghe", "tinghe xue"]
  LB: ["lennart bühlmann", "bühlmann lennart", "lennart buehlmann", "buehlmann lennart", "lennart buhlmann", "buhlmann lennart"]
  BS: ["贝思妤", "bei siyu", "siyu bei"]
  NC: ["nuno carvalheira", "carvalheira nuno", "ncarvalheira"]
  YS: ["应思岚", "ying silan", "silan ying"]
  KY: ["柯以宁", "ke yining", "yining ke"]
  CW: ["callum wetherby", "wetherby callum"]
questions:
'''

I = []  # (intent, kind-tags, gold, evidence[(sign,file,quote)], [(lang,q), x4])
I.append(("i01-alibaba-group", ["employer"], ["XT", "CW", "NC"], [
    ("+", XT, "菜鸟网络科技有限公司"), ("+", XT, "网络规划专家（2019.03–至今）"),
    ("+", CWo, "Senior Engineering Manager — Alibaba Cloud (Aliyun) International, Singapore (Jan 2015 – Jun 2020)"),
    ("+", CWn, "Alibaba Cloud"),
    ("+", NC, "Lazada — Android Intern"), ("+", NC, "May 2016 – Aug 2016 · Singapore"),
    ("-", PHOTO, "2024 阿里云天池大赛“通信网络故障诊断”赛道二等奖"),
  ], [("en", "Which candidates have worked at Alibaba Group, including its subsidiaries?"),
      ("en", "any ex-Ali folks? subsidiaries count"),
      ("zh", "请找出曾在阿里巴巴集团（含旗下子公司）任职或实习过的候选人"),
      ("zh", "有没有阿里系出来的")]))
I.append(("i02-zhejiang-university", ["school"], ["YT", "XT"], [
    ("+", YT, "Zhejiang University"), ("+", YT, "B.Sc. in Physics, Chu Kochen Honors College"),
    ("+", XT, "浙江大学"), ("+", XT, "工业工程工学学士"),
    ("-", PHOTO, "浙江大学城市学院"),
  ], [("en", "Which candidates studied at Zhejiang University?"),
      ("en", "anyone from ZJU"),
      ("zh", "哪些候选人毕业于浙江大学？"),
      ("zh", "有浙大的吗")]))
I.append(("i03-doctorate", ["degree"], ["YT", "LB"], [
    ("+", YT, "Ph.D. in Physics (Dr. sc. ETH), Quantum Device Lab"),
    ("+", LB, "Dr.-Ing. candidate (part-time, in progress), Technical University of Munich (TUM)"),
    ("-", CWo, "Left after two years, no degree awarded"),
    ("-", CWn, "Informatics (PhD programme, not completed)"),
  ], [("en", "Which candidates hold a doctorate or are currently working towards one?"),
      ("en", "who's got a phd or is doing one rn"),
      ("zh", "请列出拥有博士学位或正在攻读博士学位的候选人"),
      ("zh", "有读过博或者正在读博的吗 没读完退了的不算")]))
I.append(("i04-kubernetes-at-work", ["skill"], ["YT", "XT", "CW"], [
    ("+", YT, "nightly decoding sweeps are scheduled as Kubernetes jobs on the internal compute cluster"),
    ("+", YT, "ran parameter sweeps on an OpenShift (Kubernetes) cluster"),
    ("+", XT, "封装为微服务部署在 K8s 集群上"),
    ("+", CWo, "Drove the migration of 120 services from EC2 to Kubernetes (EKS), with a paved-road CI/CD template."),
    ("+", CWn, "Consolidated three regional payroll engines onto one Kubernetes-based platform"),
    ("-", NC, "Kubernetes (basics, personal home-lab only)"),
  ], [("en", "Which candidates have used Kubernetes in their professional work?"),
      ("en", "anyone actually run stuff on k8s at work, not just listed under skills"),
      ("zh", "哪些候选人在工作中实际使用过 Kubernetes？"),
      ("zh", "谁工作里真用过容器编排 k8s 那种")]))
I.append(("i05-prl", ["topic"], ["YT"], [
    ("+", YT, "Physical Review Letters 131, 210601 (2023)."),
    ("-", LB, "Physical Review Applied 16, 044021 (2021)."),
  ], [("en", "Which candidates have published in Physical Review Letters?"),
      ("en", "anyone with a PRL paper"),
      ("zh", "哪些候选人在《物理评论快报》上发表过论文？"),
      ("zh", "有人发过PRL吗")]))
I.append(("i06-first-author", ["topic"], ["YT", "XT", "KY"], [
    ("+", YT, "Y. Tao, M. Keller, S. Ruiz, and A. Wallraff-Lee, “Below-threshold memory with a distance-5 colour"),
    ("+", XT, "薛听禾, 周立群, 陈默."), ("+", XT, "Part E, 2022, 161: 102688.（第一作者）"),
    ("+", PHOTO, "柯以宁，王海鸥. 基于图神经网络的 5G 小区干扰识别方法 [J]. 计算机工程与应用，2025（第一作者）"),
    ("-", LB, "K. Ostendorf, L. Bühlmann, and R. Weigand"),
  ], [("en", "Which candidates are listed as first author on a published paper?"),
      ("en", "who has a first-author paper"),
      ("zh", "请找出以第一作者身份发表过论文的候选人"),
      ("zh", "有一作的吗")]))
I.append(("i07-reviewer-or-pc", ["topic"], ["YT", "CW"], [
    ("+", YT, "Referee for Physical Review Letters, PRX Quantum and npj Quantum Information (since 2021)."),
    ("+", YT, "Programme committee member, TQC 2025"),
    ("+", CWo, "Programme committee member, QCon Shanghai 2019 (track host, Cloud Native)."),
    ("+", CWn, "Programme committee member (Cloud Native track)"),
    ("-", NC, "Speaker, KotlinConf 2024 (Copenhagen)"),
  ], [("en", "Which candidates have served as a reviewer or programme committee member for a conference or journal?"),
      ("en", "anyone done peer review or sat on a PC? giving talks doesnt count"),
      ("zh", "哪些候选人担任过学术会议或期刊的审稿人或程序委员会成员？"),
      ("zh", "有当过审稿人或者会议PC的吗")]))
I.append(("i08-infineon-during-2020", ["period", "employer"], ["LB"], [
    ("+", LB, "01/2019 – Senior Test Engineer, Infineon Technologies AG, Neubiberg"),
    ("+", LB, "03/2022"),
    ("-", YT, "Collaboration with Infineon on surface-electrode ion-trap chips (2024)"),
  ], [("en", "Who was employed at Infineon at any point during 2020?"),
      ("en", "who was at infineon back in 2020"),
      ("zh", "2020 年期间有哪些候选人在英飞凌任职？"),
      ("zh", "20年那会儿谁在英飞凌上班")]))
I.append(("i09-currently-at-a-bank", ["time/role"], ["YS", "NC"], [
    ("+", YS, "2020/7-至今    招商银行股份有限公司 总行授信审批部    信贷分析师"),
    ("+", NC, "GXS Bank — Lead Android Engineer"), ("+", NC, "05/2022 – today · Singapore"),
    ("-", CWo, "Lead the Payments & Bank Feeds engineering group (9 teams, 70 engineers) of Xero's accounting SaaS platform."),
  ], [("en", "Which candidates currently work at a bank?"),
      ("en", "who's working at a bank right now"),
      ("zh", "目前在银行任职的候选人有哪些？"),
      ("zh", "现在在银行系统上班的有谁")]))
I.append(("i10-telecom-operator-internship", ["time/role"], ["YT", "KY"], [
    ("+", YT, "Swisscom Innovation Lab"), ("+", YT, "Research Intern (quantum-safe networking)"),
    ("+", PHOTO, "中国移动通信集团浙江有限公司杭州分公司"), ("+", PHOTO, "网络优化实习生"),
    ("-", YS, "参与审查中国联通某省级子公司 15 亿元综合授信项目（客户项目）"),
  ], [("en", "Which candidates have completed an internship at a telecommunications operator?"),
      ("en", "anyone interned at a carrier / telco"),
      ("zh", "哪些候选人有在电信运营商实习的经历？"),
      ("zh", "有在运营商实习过的吗 移动联通电信那种")]))
I.append(("i11-10y-fulltime", ["years"], ["XT", "LB", "BS", "CW"], [
    ("+", XT, "2016.07–至今"), ("+", XT, "2015.08–2016.06"),
    ("+", LB, "10/2014 – Test Engineer, Infineon Technologies AG, Regensburg"),
    ("+", BS, "2012.07–2014.06"), ("+", BS, "2020.06–至今"),
    ("+", CWn, "2010-09"), ("+", CWo, "Skyscanner, Edinburgh (Sep 2010 – Dec 2014)"),
    ("-", NC, "Aug 2017 – Dec 2019 · Singapore"),
    ("-", YS, "2018/7-2020/6    招商银行股份有限公司 上海分行    管理培训生"),
    ("-", YT, "2015 – 2020"),
  ], [("en", "Which candidates have at least 10 years of full-time work experience?"),
      ("en", "need someone with a decade+ of real work exp, internships dont count"),
      ("zh", "请找出全职工作经验不少于 10 年的候选人"),
      ("zh", "工作十年以上的有哪些 实习不算")]))
I.append(("i12-bachelor-985-or-qs100", ["tier", "degree"], ["YT", "XT", "CW"], [
    ("+", YT, "B.Sc. in Physics, Chu Kochen Honors College"),
    ("+", XT, "浙江大学"), ("+", XT, "工业工程工学学士"),
    ("+", CWo, "BSc (Hons) Computer Science"), ("+", CWn, "University of Edinburgh"),
    ("-", PHOTO, "浙江大学城市学院"),
    ("-", NC, "National University of Singapore — MSc Computer Science, 2015 – 2017"),
    ("-", LB, "B.Eng. Electrical Engineering, Hochschule München University of Applied Sciences"),
    ("-", YS, "上海财经大学    金融学    经济学学士"),
    ("-", BS, "上海外国语大学"),
  ], [("en", "Which candidates earned their bachelor's degree at a 985 university or a QS top-100 university?"),
      ("en", "undergrad at a 985 or a world top-100 school?"),
      ("zh", "本科毕业于985高校或QS世界排名前100大学的候选人有哪些？"),
      ("zh", "本科是985或者世界百强名校的有吗")]))
I.append(("i13-siemens", ["employer", "empty-gold"], [], [
    ("-", LB, "Senior Test Engineer, Infineon Technologies AG, Neubiberg"),
  ], [("en", "Which candidates have worked at Siemens?"),
      ("en", "anyone ex-siemens"),
      ("zh", "哪些候选人曾在西门子工作过？"),
      ("zh", "有没有在西门子干过的")]))

def ystr(s):
    return json.dumps(s, ensure_ascii=False)

out = [HEADER]
for intent, kinds, gold, ev, qs in I:
    out.append(f"  # ---------------- {intent} ----------------\n")
    for sign, f, q in ev:
        out.append(f"  # {sign} {f}: {q}\n")
    for lang, q in qs:
        tags = list(kinds) + ["paraphrase"]
        if (lang == "en" and set(gold) & ZH_ONLY) or (lang == "zh" and set(gold) & EN_ONLY):
            tags.append("cross-lingual")
        out.append(f"  - {{q: {ystr(q)}, gold: [{', '.join(gold)}], intent: {intent}, tags: [{', '.join(tags)}]}}\n")
open(os.path.join(HERE, "..", "questions.yaml"), "w").write("".join(out))
print(len(I), "intents", sum(len(x[4]) for x in I), "questions")
