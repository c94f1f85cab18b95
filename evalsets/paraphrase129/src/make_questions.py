"""Writes ../questions.yaml (13 intents x 4 phrasings) with evidence comments above every question."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
TXT, MD, LQ_, YH_, WS_ = "冼博谦_简历_2022.txt", "boqian_xian_resume.md", "lingfei_qiao_cv.pdf", "郁鸿川_天线工程师.pdf", "CV_Stachowiak_TechArt.pdf"
TM_, LW_, SM_, HB_ = "钭明芮-品类经理简历.docx", "LaiQingwan_CreditRisk_2026.docx", "shi_muqing.resume.json", "IMG_20261104_183022.jpg"
LANGS = {"LQ": {"en"}, "YH": {"zh"}, "TM": {"zh"}, "XB": {"zh", "en"}, "LW": {"en"}, "WS": {"en"}, "SM": {"zh"}, "HB": {"en"}}

HEADER = """# paraphrase129 — blind PARAPHRASE set over evalsets/paraphrase129/cvs (8 fictional people at real
# companies and universities, 9 CV files: 3 LaTeX PDFs [awesome-cv look-alike, Chinese ctex, moderncv
# casual], 2 DOCX [Chinese with tables, English], 1 Markdown, 1 plain text, 1 JSON Resume, 1 phone
# photo .jpg without a text layer). One person (XB) has an old (2022, Chinese .txt) and a new
# (2026, English .md) CV; the newer one decides what is current.
# 13 intents x 4 phrasings (2 English + 2 Chinese; one formal, one chatty per language). All four
# questions of an intent carry the same `intent:` and the SAME gold.
# tags: kind of question; paraphrase = member of a paraphrase group; cross-lingual = the question's
# language differs from some gold person's only evidence; empty-gold = nobody qualifies.
# Evidence comments: "+ file: quote" supports a gold person, "- file: quote" documents a trap.
# Quotes are verbatim from the file's text: pdftotext for PDFs, python-docx paragraphs + table
# cells for DOCX, JSON string values, the .md/.txt itself; for the photo, the page text kept in
# src/henrikje/henrikje_page_text.txt (pdftotext of the page before it became a photo).
# Whitespace is ignored when matching quotes.
#
# GOLD RULES
# - as_of 2026-11-28: "now", "currently", "Present", "today", "至今" mean this date.
# - "worked at X" includes internships unless the question says otherwise. NOT employment: clients
#   of a freelancer, invited talks / conference talks, awards, certifications, memberships.
# - Alibaba Group includes its subsidiaries and units: Ele.me (饿了么, 拉扎斯网络科技), Freshippo
#   (盒马 / 盒马鲜生, 上海盒马网络科技有限公司), Taobao, Alibaba Cloud, DAMO Academy. A talk at DAMO
#   and a freelance client "Alibaba.com" do not count.
# - University of Edinburgh is NOT Edinburgh Napier University (a different university).
# - PhD intent: a completed doctorate or one currently in progress (part-time/在职 counts); a
#   discontinued PhD with no degree does not count.
# - "Used Kubernetes at work" needs a job bullet that uses it; a skills-section listing or a
#   certification (CKA) alone does not count.
# - ACL intent: papers in the ACL main conference proceedings or in Findings of ACL count; papers at
#   workshops co-located with ACL do not; other venues (EMNLP, TACL) do not.
# - First author: first name in the author list as printed in the CV, or marked 第一作者.
# - Reviewing intent: reviewer or programme-committee member for a conference or journal. Society
#   membership (IEEE 会员) and giving talks do not count.
# - Period intent ("at vivo during 2019"): any overlap with calendar year 2019. OPPO is not vivo.
# - "Currently at a game studio": current employer is a video-game developer/publisher; a
#   freelancer's client does not count.
# - Internship at a VC / PE firm: an internship (not full-time) at a venture-capital or private-
#   equity investment firm (HongShan/红杉中国 and Hillhouse Capital count); a client relationship
#   does not.
# - Years of full-time experience: sum of full-time employment from the first full-time job to
#   as_of (or the end date), excluding internships, PhD/master's study and part-time study. The
#   freelancer's self-employment would not change her answer either way (2.8 y employed, 7.2 y
#   including freelance). Everyone is >= 6 months from the threshold of 8 years:
#   YH 10.4, TM 12.4, XB 9.4, LW 9.4 | WS 6.8, LQ 6.1, HB 2.8 (7.2 with freelance), SM 0.
# - 985 intent: the bachelor's (本科) institution must be on the Project 985 list (39 schools).
#   Schools in this set: Harbin Institute of Technology 哈尔滨工业大学 (985), 电子科技大学 UESTC (985),
#   复旦大学 Fudan (985), 浙江大学 Zhejiang University (985, but XB's degree there is a part-time
#   master's), 西南财经大学 SWUFE (211 only, not 985), 哈尔滨理工大学 Harbin University of Science and
#   Technology (no tier; a near-namesake of HIT), 中南林业科技大学 (no tier). Foreign: University of
#   Edinburgh (QS top 100), Edinburgh Napier University (not top 100).
# - Currently at a food-delivery platform: judged by the newest CV; XB's 2022 CV says 饿了么 至今 but
#   his 2026 CV shows he left Ele.me in May 2024 for Airwallex (payments).
as_of: "2026-11-28"
"""

PEOPLE = {
    "LQ": ["lingfei qiao", "qiao lingfei"],
    "YH": ["郁鸿川", "yu hongchuan", "hongchuan yu"],
    "TM": ["钭明芮", "tou mingrui", "mingrui tou"],
    "XB": ["冼博谦", "xian boqian", "boqian xian"],
    "LW": ["lai qingwan", "qingwan lai", "赖清菀"],
    "WS": ["weronika stachowiak", "stachowiak weronika"],
    "SM": ["石沐清", "shi muqing", "muqing shi"],
    "HB": ["henrikje bouwhuis", "bouwhuis henrikje"],
}

I = []  # (intent, gold, kind-tags, evidence, [(q, lang)])
I.append(("i01-alibaba-group", ["XB", "TM"], ["employer"], [
    ("+", TXT, "拉扎斯网络科技（上海）有限公司（饿了么）      2017.07 - 至今"),
    ("+", MD, "Ele.me (拉扎斯网络科技) — Backend Engineer → Senior Backend Engineer"),
    ("+", TM_, "上海盒马网络科技有限公司（盒马鲜生）"),
    ("+", TM_, "2017年3月 - 2019年3月"),
    ("-", LQ_, "NLP seminar at Alibaba DAMO Academy, Hangzhou, 2023"),
    ("-", HB_, "Alibaba.com (English localisation review of seller-centre pages)"),
], [("Which candidates have worked at Alibaba Group or any of its subsidiaries, such as Ele.me or Freshippo?", "en"),
    ("anyone been at BABA? ele.me / hema count too", "en"),
    ("请列出曾在阿里巴巴集团（含饿了么、盒马等子公司）工作过的候选人", "zh"),
    ("有谁在阿里系待过吗 饿了么盒马都算", "zh")]))
I.append(("i02-univ-edinburgh", ["LQ", "LW", "HB"], ["school"], [
    ("+", LQ_, "University of Edinburgh"),
    ("+", LQ_, "PhD in Informatics (ILCC), supervised in the EdinburghNLP group"),
    ("+", LW_, "University of Edinburgh"),
    ("+", LW_, "MSc Statistics with Data Science (Distinction)"),
    ("+", HB_, "University of Edinburgh – MA (Hons) English Literature, 2:1"),
    ("-", WS_, "BSc (Hons) Games Development, Edinburgh Napier University, Edinburgh, UK"),
], [("Which candidates studied at the University of Edinburgh?", "en"),
    ("anyone an edinburgh uni alum?", "en"),
    ("哪些候选人曾就读于英国爱丁堡大学？", "zh"),
    ("有爱大出来的吗", "zh")]))
I.append(("i03-phd", ["LQ", "YH"], ["degree"], [
    ("+", LQ_, "PhD in Informatics (ILCC)"),
    ("+", YH_, "博士研究生（在职，在读）"),
    ("-", LW_, "PhD in Statistics (part-time) — discontinued after coursework, no degree awarded"),
], [("Which candidates hold a doctorate or are currently enrolled in a PhD programme?", "en"),
    ("any phds in the pile? still-studying ones ok", "en"),
    ("哪些候选人拥有博士学位或正在攻读博士学位？", "zh"),
    ("有博士吗 在读的也算", "zh")]))
I.append(("i04-kubernetes-at-work", ["XB", "LW"], ["skill"], [
    ("+", TXT, "主导订单服务从物理机迁移到 Kubernetes 集群"),
    ("+", MD, "Run our services on Kubernetes (EKS) with Argo Rollouts"),
    ("+", LW_, "deployed them on our in-house Kubernetes cluster with canary releases and drift alerts"),
    ("-", LQ_, "Infra: Kubernetes, Terraform,"),
], [("Which candidates have used Kubernetes in their jobs, as opposed to only listing it under skills?", "en"),
    ("who's actually run stuff on k8s at work", "en"),
    ("哪些候选人在工作中实际使用过容器编排平台 Kubernetes？", "zh"),
    ("有在工作里真用过 k8s 的吗", "zh")]))
I.append(("i05-acl-paper", ["LQ", "SM"], ["topic"], [
    ("+", LQ_, "Proceedings of the 62nd Annual Meeting of the Association for Computational Linguistics (ACL 2024)"),
    ("+", SM_, "Findings of the Association for Computational Linguistics: ACL 2025"),
    ("-", LW_, "Fifth Workshop on Financial Technology and Natural Language Processing (FinNLP), co-located with ACL 2023"),
    ("-", LQ_, "Transactions of the Association for Computational Linguistics, 8."),
], [("Which candidates have published at the Annual Meeting of the Association for Computational Linguistics (main conference or Findings)?", "en"),
    ("anyone got an ACL paper? findings is fine, workshops no", "en"),
    ("哪些候选人在 ACL 年会（含 Findings）上发表过论文？", "zh"),
    ("有人在计算语言学协会年会上发过文章吗 findings也算", "zh")]))
I.append(("i06-first-author", ["LQ", "YH", "LW"], ["topic"], [
    ("+", LQ_, "Lingfei Qiao, Mirela Lapthorne, and Shay B. Cohenour. 2024."),
    ("+", YH_, "Hongchuan Yu, Wei-Lun Marr, Jiaqi Tang."),
    ("+", YH_, "（第一作者）"),
    ("+", LW_, "Lai, Q., & Zhou, M. (2022). Reject inference for thin-file borrowers"),
    ("-", SM_, "第三作者，负责数据标注规范与基线评测"),
], [("Which candidates are the first author of at least one published paper?", "en"),
    ("who's lead author on a paper", "en"),
    ("哪些候选人以第一作者身份发表过论文？", "zh"),
    ("有一作论文的吗", "zh")]))
I.append(("i07-reviewer-pc", ["LQ"], ["topic"], [
    ("+", LQ_, "Reviewer, ACL Rolling Review (2021 – 2025); Program Committee member, EMNLP 2023"),
    ("-", YH_, "IEEE 会员（2019 年起）"),
    ("-", WS_, "Speaker, GDC Technical Artist Summit, San Francisco"),
], [("Which candidates have served as a reviewer or programme committee member for a conference or journal?", "en"),
    ("anyone done peer review for confs or journals", "en"),
    ("哪些候选人担任过学术会议或期刊的审稿人或程序委员会委员？", "zh"),
    ("有给会议当过审稿人或者PC的吗", "zh")]))
I.append(("i08-vivo-in-2019", ["YH"], ["period", "employer"], [
    ("+", YH_, "维沃移动通信有限公司（vivo）"),
    ("+", YH_, "2016.07–2020.03"),
], [("Which candidates were employed at vivo at any point during 2019?", "en"),
    ("who was at vivo, the phone brand, sometime in 2019", "en"),
    ("2019年期间有哪些候选人在维沃移动通信有限公司任职？", "zh"),
    ("19年在vivo干过的有谁", "zh")]))
I.append(("i09-current-game-studio", ["WS"], ["time/role", "employer"], [
    ("+", WS_, "03/2024 – Senior Technical Artist, CD PROJEKT RED, Warsaw"),
    ("-", HB_, "Rockstar North (launcher settings copy)"),
], [("Which candidates currently work at a video game developer?", "en"),
    ("who's at a game studio right now", "en"),
    ("哪些候选人目前在游戏公司任职？", "zh"),
    ("现在在做游戏的有谁", "zh")]))
I.append(("i10-vc-pe-internship", ["SM", "LW"], ["time/role", "employer"], [
    ("+", SM_, "红杉中国（HongShan）"),
    ("+", SM_, "投资实习生（科技与企业服务组）"),
    ("+", LW_, "Hillhouse Capital, Beijing — Summer Analyst (intern), Jun 2016 – Aug 2016"),
    ("-", HB_, "Balderton Capital (portfolio website rewrite)"),
], [("Which candidates have completed an internship at a venture capital or private equity firm?", "en"),
    ("anyone interned at a VC/PE shop", "en"),
    ("哪些候选人有过风险投资或私募股权投资机构的实习经历？", "zh"),
    ("有在VC/PE实习过的吗", "zh")]))
I.append(("i11-8y-fulltime", ["YH", "TM", "XB", "LW"], ["years"], [
    ("+", YH_, "2016.07–2020.03"),
    ("+", YH_, "2020.04–至今"),
    ("+", TM_, "2014年7月 - 2017年2月"),
    ("+", TM_, "2021年9月 - 至今"),
    ("+", TXT, "拉扎斯网络科技（上海）有限公司（饿了么）      2017.07 - 至今"),
    ("+", MD, "Jul 2017 – May 2024"),
    ("+", MD, "Jun 2024 – Present"),
    ("+", LW_, "Bank of China Consumer Finance (中银消费金融), Shanghai — Credit Risk Analyst, Jul 2017 – Feb 2021"),
    ("+", LW_, "Senior Credit Risk Modeller, Mar 2021 – Present"),
    ("-", LQ_, "Oct 2020 – Present"),
    ("-", WS_, "02/2020 – Technical Artist, CD PROJEKT RED, Warsaw"),
    ("-", HB_, "09/2019 – 06/2022"),
    ("-", HB_, "since 07/2022"),
], [("Which candidates have at least eight years of full-time work experience?", "en"),
    ("who's got 8+ YoE, internships don't count", "en"),
    ("哪些候选人拥有八年及以上全职工作经验？", "zh"),
    ("工作满8年的有哪些 实习不算", "zh")]))
I.append(("i12-985-bachelor", ["LQ", "YH", "SM"], ["tier", "degree", "school"], [
    ("+", LQ_, "Harbin Institute of Technology"),
    ("+", LQ_, "B.Eng. in Computer Science and Technology"),
    ("+", YH_, "电子科技大学"),
    ("+", YH_, "工学学士"),
    ("+", SM_, "复旦大学"),
    ("+", SM_, "经济学学士"),
    ("-", TXT, "哈尔滨理工大学  计算机科学与技术  工学学士"),
    ("-", TXT, "浙江大学  软件学院  软件工程  工程硕士（非全日制）"),
    ("-", LW_, "Southwestern University of Finance and Economics"),
    ("-", TM_, "中南林业科技大学"),
], [("Which candidates received their bachelor's degree from a Project 985 university?", "en"),
    ("anyone w/ undergrad from one of china's top-tier 985 schools", "en"),
    ("哪些候选人的本科毕业院校属于985工程高校？", "zh"),
    ("本科是985的有谁", "zh")]))
I.append(("i13-current-food-delivery", [], ["time/role", "employer", "empty-gold"], [
    ("-", TXT, "拉扎斯网络科技（上海）有限公司（饿了么）      2017.07 - 至今"),
    ("-", MD, "Jul 2017 – May 2024"),
    ("-", MD, "Airwallex — Senior Backend Engineer, Payments Core"),
], [("Which candidates currently work at a food delivery platform?", "en"),
    ("anyone currently at a takeout app like ele.me or meituan", "en"),
    ("目前有哪些候选人在外卖平台工作？", "zh"),
    ("现在在饿了么美团这种外卖公司上班的有吗", "zh")]))

out = [HEADER, "people:"]
for k, v in PEOPLE.items():
    out.append(f"  {k}: {json.dumps(v, ensure_ascii=False)}")
out.append("questions:")
for intent, gold, kinds, ev, qs in I:
    out.append(f"  # ---------------- {intent} (gold {len(gold)}) ----------------")
    for q, lang in qs:
        for sign, f, quote in ev:
            out.append(f"  # {sign} {f}: {quote}")
        tags = list(kinds) + ["paraphrase"]
        if any(lang not in LANGS[p] for p in gold):
            tags.append("cross-lingual")
        out.append("  - {q: %s, gold: [%s], intent: %s, tags: [%s]}  # %s" % (
            json.dumps(q, ensure_ascii=False), ", ".join(gold), intent, ", ".join(tags), lang))
open(os.path.join(HERE, "..", "questions.yaml"), "w").write("\n".join(out) + "\n")
print(len(I), "intents,", sum(len(x[4]) for x in I), "questions")
