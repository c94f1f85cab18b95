# Writes questions.yaml for paraphrase67 (evidence repeated above every question of an intent).
import json
L = "luo_shulan_cv_2023.pdf"; L2 = "骆书岚_简历_2026.pdf"; P = "petkov_radoslav_cv.pdf"
B = "包若宁_风控建模.docx"; T = "tao_jingsong_cto.docx"; D = "growth_marketing_cv.md"
F = "封宇澄_iOS.txt"; K = "kristof_ambrus.json"; N = "IMG_20261103_142215.jpg"

HEADER = '''# paraphrase67 — blind PARAPHRASE set over evalsets/paraphrase67/cvs (8 fictional people at real
# companies and schools, 9 CV files: 3 LaTeX PDFs [awesome-cv look-alike, Chinese ctex with
# tables, moderncv classic], 2 DOCX [one Chinese with a table], 1 Markdown, 1 plain text,
# 1 JSON Resume, 1 phone photo .jpg of a Chinese page). 13 intents x 4 phrasings (2 English +
# 2 Chinese; one formal and one chatty per language); all 4 phrasings of an intent share one gold.
# tags: kinds for the per-kind table; cross-lingual = some gold person's only evidence is in a CV
# in the other language than the question; empty-gold = nobody qualifies; every question also
# carries `paraphrase` and `intent: iNN-name`.
# Evidence comments: "+ file: quote" supports a gold person, "- file: quote" documents a trap.
# Quotes are verbatim, compared whitespace-insensitively (markdown * markers and PDF bullets
# left out). For the photo IMG_20261103_142215.jpg, quotes are from src/ni_muqing_photo_page.txt
# (pdftotext of the page before it was photographed; the .jpg has no text layer).
#
# GOLD RULES
# - "worked at X" includes internships unless the question says full-time / internship only.
#   NOT working there: suppliers/vendors (Kristof Ambrus buys from Alibaba Cloud), carrier
#   partners (Haulwise integrates SF Express), competitions/awards (花旗杯, KDD Cup, Cannes
#   Lions), certifications, talks/presentations, academic service.
# - Subsidiaries/brands: Alibaba Group includes Alibaba Cloud (Aliyun) and DAMO Academy.
#   Kuaishou includes its international brand Kwai. TikTok is ByteDance.
# - A person with two CVs is one candidate (Luo Shulan: old 2023 English CV + new 2026 Chinese
#   CV, same e-mail/phone); evidence in either file counts for past facts, but for "current"
#   the newer CV decides (in 2026 she is at Kuaishou; the 2023 CV's DAMO "Present" is over).
# - "today" = as_of 2026-11-26; "至今 / Present / since / today" end on as_of.
# - Degree level: a degree counts if completed or in progress; a discontinued programme does
#   not (Tao Jingsong left the Georgia Tech Ph.D. programme). Luo Shulan's Ph.D. was in progress
#   in the 2023 CV and completed 2024.06 per the 2026 CV.
# - Publication venue: KDD includes its Applied Data Science track (in the KDD proceedings).
#   First author = first name in the author list as printed.
# - Short-video platform companies: Kuaishou/Kwai, TikTok/Douyin (ByteDance).
# - Bank internship: an internship (实习生 / intern) at a bank. A full-time job at a consumer-
#   finance company (马上消费金融) is neither a bank nor an internship.
# - Years of full-time experience: from the first full-time job to its end or as_of; internships
#   and Ph.D. years do not count. Values: Ambrus 18.2 (2008-09), Tao 16.2 (Sep 2010), Feng 11.4
#   (2015.07), Petkov 9.1 (Oct 2017), Hallgren 8.4 (Jul 2018), Bao 8.4 (2018.07), Luo 2.4
#   (2024.07), Ni 0. Nobody is within 6 months of the 10-year threshold.
# - Tier list (985 = the 39 Project 985 universities). Schools in this set: 清华大学 Tsinghua
#   (985), 浙江大学 Zhejiang University (985), 华中科技大学 HUST (985); 浙江工业大学 Zhejiang
#   University of Technology is NOT 985/211 (near-namesake of 浙江大学); foreign schools (TU
#   Delft, TU Sofia, Georgia Tech, Stockholm School of Economics, Uppsala, Corvinus, Mannheim
#   Business School, UIUC) are not 985. A 985 bachelor's = the bachelor's degree itself was
#   earned at a 985 school (Feng's ZJU degree is a part-time master's; his bachelor's is HUST).
# - "Studied at" a school includes any degree, part-time included.
as_of: "2026-11-26"
people:
  LSL: ["luo shulan", "shulan luo", "骆书岚"]
  RP: ["radoslav petkov", "petkov radoslav"]
  BRN: ["bao ruoning", "ruoning bao", "包若宁"]
  TJS: ["tao jingsong", "jingsong tao", "陶劲松"]
  DH: ["dagny hallgren", "hallgren dagny"]
  FYC: ["feng yucheng", "yucheng feng", "封宇澄"]
  KA: ["kristof ambrus", "kristóf ambrus", "ambrus kristof", "ambrus kristóf"]
  NMQ: ["ni muqing", "muqing ni", "倪沐晴"]
questions:
'''
# each intent: (id, tags, gold, evidence[(sign,file,quote)], [(q, lang, register)] , cross_langs)
I = []
I.append(("i01-alibaba", ["employer"], ["LSL", "TJS"], [
  ("+", L, "Alibaba DAMO Academy, Decision Intelligence Lab"), ("+", L, "Research Intern Jun 2023 – Present"),
  ("+", T, "Alibaba Cloud (Aliyun), Storage & Networking"), ("+", T, "Senior Engineer, Sep 2010 – Jun 2015"),
  ("-", K, "Negotiated framework agreements with suppliers including Alibaba Cloud (China region)")], [
  ("Which candidates have worked at Alibaba Group? Units such as Alibaba Cloud and DAMO Academy count.", "en"),
  ("anyone ex-ali? aliyun or damo counts", "en"),
  ("哪些候选人曾在阿里巴巴集团（含阿里云、达摩院）工作或实习过？", "zh"),
  ("有没有在阿里待过的 阿里云达摩院都算", "zh")], {"zh"}))
I.append(("i02-zju", ["school"], ["BRN", "TJS", "FYC"], [
  ("+", B, "2014.09–2018.06"), ("+", B, "浙江大学"),
  ("+", T, "Zhejiang University"),
  ("+", F, "2015.09-2018.06    浙江大学    软件学院    工程硕士（非全日制）"),
  ("-", N, "浙江工业大学")], [
  ("Which candidates studied at Zhejiang University (any degree)?", "en"),
  ("any zju alumni in here", "en"),
  ("请列出曾就读于浙江大学的候选人（任何学位均可）。", "zh"),
  ("浙大出来的有谁", "zh")], {"en", "zh"}))
I.append(("i03-phd", ["degree"], ["LSL", "RP"], [
  ("+", L2, "2019.09–2024.06 清华大学计算机科学与技术系 工学博士"),
  ("+", L, "Ph.D. Candidate in Computer Science and Technology"),
  ("+", P, "Ph.D. in Electrical Engineering, Delft University of Technology"),
  ("-", T, "Ph.D. program in Computer Science; left in 2010 without completing the degree")], [
  ("Which candidates hold a doctorate, or are currently working towards one?", "en"),
  ("who's got a phd? in progress is fine too", "en"),
  ("哪些候选人拥有博士学位或正在攻读博士学位？", "zh"),
  ("有博士吗 在读的也算", "zh")], {"zh"}))
I.append(("i04-ab-testing", ["skill"], ["DH", "FYC", "LSL"], [
  ("+", D, "Run 40+ A/B tests per quarter on onboarding flows, push timing and creator referral rewards"),
  ("+", F, "首页改版方案经 AB 实验验证后全量，点击率提升 6%。"),
  ("+", L2, "主导 12 次线上 A/B 实验"),
  ("+", L, "evaluated it in two online A/B tests with 5% tra"),
  ("-", N, "Tableau、A/B 测试、英语 CET-6")], [
  ("Which candidates have run A/B tests as part of their job?", "en"),
  ("who's actually done split testing / online experiments at work", "en"),
  ("哪些候选人在工作中实际开展过 A/B 实验？", "zh"),
  ("工作里搞过ab测试的有谁", "zh")], {"en", "zh"}))
I.append(("i05-kdd", ["topic"], ["LSL", "BRN"], [
  ("+", L, "In Proceedings of KDD 2023"), ("+", L2, "KDD 2025（第一作者）"),
  ("+", B, "Graph-based Fraud Ring Detection for Consumer Loans. KDD 2021 (Applied Data Science Track)."),
  ("-", P, "FCCM 2017"), ("-", L, "Top-10 team, KDD Cup 2022")], [
  ("Which candidates have published a paper at KDD?", "en"),
  ("anyone with a sigkdd paper", "en"),
  ("哪些候选人在 KDD 会议上发表过论文？", "zh"),
  ("有没有在ACM知识发现与数据挖掘大会上发过paper的", "zh")], {"en"}))
I.append(("i06-first-author", ["topic"], ["LSL", "RP"], [
  ("+", L, "Shulan Luo, Kaiqi Dong, Jian Wen. Denoising Implicit Feedback via Counterfactual Exposure Modeling."),
  ("+", L2, "KDD 2023（第一作者）"),
  ("+", P, "R. Petkov, M. de Wit, P. Verhagen. A Streaming Architecture for Sub-Microsecond Order Book Updates on FPGAs."),
  ("-", B, "Lin Hu, Ruoning Bao, Tao Song. Graph-based Fraud Ring Detection")], [
  ("Which candidates are the first author of at least one published paper?", "en"),
  ("anyone lead author on a paper", "en"),
  ("哪些候选人以第一作者身份发表过论文？", "zh"),
  ("有一作论文的是哪几个", "zh")], {"zh"}))
I.append(("i07-reviewing", ["topic"], ["LSL"], [
  ("+", L, "Reviewer, ACM Transactions on Information Systems (TOIS), 2022 and 2023"),
  ("+", L, "External reviewer, SIGIR 2023"),
  ("+", L2, "RecSys 2025 程序委员会委员（PC Member）"),
  ("-", B, "2021 年 8 月在 KDD 2021 线上会议作口头报告。")], [
  ("Which candidates have served as a reviewer or programme committee member for a conference or journal?", "en"),
  ("anyone done peer review or sat on a PC", "en"),
  ("哪些候选人担任过学术会议或期刊的审稿人或程序委员会委员？", "zh"),
  ("谁给会议或者期刊审过稿", "zh")], set()))
I.append(("i08-kuaishou-2020", ["period", "employer", "conjunctive"], ["DH", "FYC"], [
  ("+", D, "Kwai (Kuaishou Technology) — Growth Marketing Specialist → Senior Growth Marketing Specialist"),
  ("+", D, "Apr 2019 – Aug 2022 · Beijing, later São Paulo"),
  ("+", F, "2017.07-2020.05    北京快手科技有限公司    iOS 开发工程师"),
  ("-", L, "Kuaishou Technology, Recommendation Algorithm Team Beijing Research Intern summer 2021"),
  ("-", L2, "北京快手科技有限公司 社区科学部 推荐算法研究员 2024年7月 – 至今")], [
  ("Which candidates were employed at Kuaishou at any point during 2020?", "en"),
  ("who was at kwai back in 2020", "en"),
  ("哪些候选人在 2020 年期间曾在快手任职？", "zh"),
  ("20年那会儿在快手的有谁", "zh")], {"en", "zh"}))
I.append(("i09-current-short-video", ["time/role", "employer"], ["DH", "LSL"], [
  ("+", D, "TikTok (ByteDance) — Growth Marketing Manager, SEA User Growth"),
  ("+", D, "since 09/2022 · Singapore"),
  ("+", L2, "北京快手科技有限公司 社区科学部 推荐算法研究员 2024年7月 – 至今"),
  ("-", F, "2017.07-2020.05    北京快手科技有限公司    iOS 开发工程师"),
  ("-", L, "Alibaba DAMO Academy, Decision Intelligence Lab")], [
  ("Which candidates currently work for a short-video platform company?", "en"),
  ("who's at a tiktok-style app right now", "en"),
  ("目前在短视频平台公司任职的候选人有哪些？", "zh"),
  ("现在在抖音快手这类公司上班的", "zh")], {"en", "zh"}))
I.append(("i10-bank-internship", ["time/role", "employer"], ["NMQ", "BRN"], [
  ("+", N, "招商银行杭州分行"), ("+", N, "零售信贷部实习生"),
  ("+", B, "中国工商银行浙江省分行　风险管理部　实习生　2017年7月 - 2017年9月"),
  ("-", B, "马上消费金融股份有限公司　风险管理部　2018.07–至今"),
  ("-", N, "2024 年花旗杯金融创新应用大赛二等奖")], [
  ("Which candidates have completed an internship at a bank?", "en"),
  ("anyone interned at a bank", "en"),
  ("哪些候选人有在商业银行实习的经历？", "zh"),
  ("在银行实过习的有吗", "zh")], {"en"}))
I.append(("i11-10y-fulltime", ["years"], ["TJS", "KA", "FYC"], [
  ("+", T, "Senior Engineer, Sep 2010 – Jun 2015"),
  ("+", K, '"startDate": "2008-09"'),
  ("+", F, "2015.07-2017.06    网易（杭州）网络有限公司    iOS 开发工程师"),
  ("-", P, "Oct 2017 – FPGA Engineer, Xilinx, Dublin, Ireland"), ("-", P, "2013 – 2017 Ph.D. in Electrical Engineering"),
  ("-", D, "Jul 2018 – Mar 2019"), ("-", B, "信用风险建模工程师　2018.07–2021.02")], [
  ("Which candidates have at least a decade of full-time work experience?", "en"),
  ("who has 10+ yrs full time", "en"),
  ("全职工作经验满十年的候选人有哪些？", "zh"),
  ("工作十年以上的老兵有谁", "zh")], {"en", "zh"}))
I.append(("i12-985-bachelor", ["tier", "degree", "school", "conjunctive"], ["LSL", "BRN", "FYC", "TJS"], [
  ("+", L, "B.Eng. in Computer Science and Technology, GPA 3.85/4.0"),
  ("+", L2, "2015.09–2019.07 清华大学计算机科学与技术系 工学学士"),
  ("+", B, "本科（理学学士）"),
  ("+", F, "2011.09-2015.06    华中科技大学    软件工程    本科"),
  ("+", T, "B.S. in Computer Science and Technology"),
  ("-", N, "浙江工业大学 经济学院金融学本科"),
  ("-", P, "B.Sc. in Computer Systems and Technologies, Technical University of Sofia")], [
  ("Which candidates earned their bachelor's degree at a Project 985 university?", "en"),
  ("who did undergrad at one of china's top-tier 985 schools", "en"),
  ("本科毕业于985高校的候选人有哪些？", "zh"),
  ("本科是985的有几个", "zh")], {"en", "zh"}))
I.append(("i13-sf-express", ["employer", "empty-gold"], [], [
  ("-", T, "Integrated carrier partners SF Express and ZTO Express through their order and tracking APIs.")], [
  ("Which candidates have worked at SF Express?", "en"),
  ("anyone ex-SF? the courier company not san francisco", "en"),
  ("哪些候选人曾在顺丰速运工作过？", "zh"),
  ("有顺丰出来的吗", "zh")], set()))

out = [HEADER]
for iid, tags, gold, ev, qs, xl in I:
    out.append(f"  # ---------------- {iid} ----------------\n")
    for q, lang in qs:
        for s, f, quote in ev:
            out.append(f"  # {s} {f}: {quote}\n")
        t = list(tags) + (["cross-lingual"] if lang in xl else []) + ["paraphrase"]
        out.append(f"  - {{q: {json.dumps(q, ensure_ascii=False)}, gold: [{', '.join(gold)}], "
                   f"tags: [{', '.join(t)}], intent: {iid}}}\n")
open("questions.yaml", "w").write("".join(out))
print(len(I), sum(len(x[4]) for x in I))
