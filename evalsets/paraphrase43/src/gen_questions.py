"""Writes ../questions.yaml (evidence comments repeated above each of the 4 phrasings of an intent)."""
import json
HEADER = r'''# paraphrase43 — blind PARAPHRASE set over paraphrase43/cvs (8 fictional people at real
# companies/universities, 9 CV files: 3 LaTeX PDFs [awesome-cv look-alike, moderncv classic,
# Chinese ctex with tables], 2 DOCX [English, Chinese with a table], 1 Markdown (zh), 1 plain
# text (zh), 1 JSON Resume, 1 phone photo .jpg of an English page (no text layer)).
# 13 intents x 4 phrasings (English formal, English chatty, Chinese formal, Chinese chatty);
# all 4 phrasings of an intent have the SAME gold. `intent:` names the intent.
# tags: kinds for the per-kind table; paraphrase on every question; cross-lingual = the question's
# language differs from the language of some gold person's only evidence; empty-gold = nobody.
# Evidence comments: "+ file: quote" supports a gold person, "- file: quote" documents a trap.
# Quotes are verbatim from the file text (pdftotext for PDFs; python-docx paragraphs and table
# cells for DOCX; raw file for .md/.txt/.json, markdown ** markers ignored; for the photo
# IMG_20221014_183552.jpg the text is src/bo_qichuan_2022_en_page.txt, pdftotext of the page
# before it was photographed). Comparison is whitespace-insensitive.
#
# GOLD RULES
# as_of 2026-11-26: "now", "present", "至今", "today", "since X" mean employed on that date.
# - Employment = jobs and internships (internships count as "worked at" unless the question
#   says full-time / not intern). NOT employment: awards and scholarships (Huawei Scholarship),
#   contests (ICPC, MCM), conference talks (GDC, SREcon, Money20/20), community organising,
#   vendors used by an employer (阿里云 MaxCompute at 东航), payment-method partner
#   integrations (Alipay+ at Adyen), declined offers (ByteDance), reviewing / PC service.
# - Subsidiaries (stated in each question): Alibaba Group includes 饿了么 Ele.me (阿里巴巴本地生活),
#   Ant Group / Alipay and Alibaba Cloud. Tencent includes 天美工作室群 TiMi Studio Group
#   (腾讯互动娱乐), WeChat Pay International and Tencent AI Lab. Huawei includes HiSilicon 海思.
# - A person with two CVs is one candidate (Bo Qichuan: IMG_20221014_183552.jpg = old English CV
#   from 2022, 薄启川_简历_2026.pdf = new Chinese CV, same e-mail qichuan.bo@outlook.com). The
#   newer CV decides what is current: he left Meituan in 2024.05 and is at Ele.me now.
# - "Internet company in mainland China": ByteDance, Ant Group, Tencent AI Lab (Shenzhen),
#   Trip.com/携程. Not: Microsoft Research Cambridge (UK), Razorpay (India), CERN.
# - Years of full-time experience: from the first full-time job to its end or as_of, internships,
#   PhD/master's study and summer student posts excluded. Values: Sadowska ~15.8 (2011-),
#   Ou Jincheng 13.4 (2013.07-), Jiao Shuyan 11.4 (2015.07-), Imran Siddiqui 11.4 (Jul 2015-),
#   Bo Qichuan 8.4 (2018.07-), Fei Manjing 5.7 (2021.03-), Sunniva Eklund 5.2 (Sep 2021-),
#   Wenqi Tao 0 (internships only). Nobody is within 6 months of the 10-year threshold.
# - Degrees: "PhD completed or in progress" counts a part-time in-service 工程博士 in progress
#   (焦书砚, 上海交通大学 2023.09-至今); "PhD studies (not completed)" left in 2011 does NOT count;
#   a master's in progress is not a PhD.
# - Tier (985 = the 39 Project 985 universities). Schools here: 浙江大学 (985), 上海交通大学 /
#   Shanghai Jiao Tong University (985), 四川大学 (985), 合肥工业大学 (211 only, not 985),
#   浙江工业大学 (neither 985 nor 211; a near-namesake of 浙江大学). Foreign schools are not 985.
#   "Bachelor's from a 985" looks at the bachelor's only (焦书砚's ZJU degree is a master's).
# - Papers: a paper "at INTERSPEECH" = a paper in its proceedings (reviewing does not count).
#   First author = first in the author list printed in the CV. Patents are not papers.
# - "Reviewer / programme committee" = reviewing for or sitting on the PC of a conference or
#   journal; giving a talk or co-organising a community day is not.
as_of: "2026-11-26"
people:
  SE: ["sunniva eklund", "eklund sunniva"]
  BQ: ["bo qichuan", "qichuan bo", "薄启川"]
  JS: ["jiao shuyan", "shuyan jiao", "焦书砚"]
  FM: ["fei manjing", "manjing fei", "费蔓菁"]
  OJ: ["ou jincheng", "jincheng ou", "欧锦程"]
  IS: ["imran siddiqui", "siddiqui imran"]
  TW: ["tao wenqi", "wenqi tao", "陶文绮"]
  DS: ["dominika sadowska", "sadowska dominika"]
questions:'''

SE='sunniva_eklund.pdf'; BQ1='IMG_20221014_183552.jpg'; BQ2='薄启川_简历_2026.pdf'; JS='焦书砚-设备工程师.docx'
FM='费蔓菁_BI分析.md'; OJ='欧锦程.txt'; IS='Imran_Siddiqui_PM_Payments.docx'; TW='tao_wenqi_resume.json'; DS='Sadowska_Dominika_CV.pdf'

# intent, gold, kind tags, evidence, [(q, lang)], cross-lingual languages (question langs that are cross-lingual)
I = [
 ("i01-alibaba", ["BQ","TW"], ["employer"],
  [("+",BQ2,"饿了么（阿里巴巴本地生活）"),("+",BQ2,"2024.06–至今"),("+",TW,'"name": "Ant Group (Alipay)"'),
   ("-",FM,"将 Oracle 报表库迁移至阿里云 MaxCompute（供应商实施，本人负责口径核对与验收）"),
   ("-",IS,"launched Alipay+ and GCash acceptance for 9,000 merchants as partner integrations")],
  [("Which candidates have worked at Alibaba Group or one of its subsidiaries? Ele.me, Ant Group and Alibaba Cloud count.","en"),
   ("anyone ex-ali in here? ant / ele.me / aliyun all count","en"),
   ("请列出曾在阿里巴巴集团或其子公司工作过的候选人（饿了么、蚂蚁集团、阿里云都算）。","zh"),
   ("有没有在阿里系待过的 蚂蚁 饿了么也算","zh")], {"en","zh"}),
 ("i02-zju", ["BQ","JS"], ["school"],
  [("+",BQ2,"2014.09–2018.06 浙江大学 计算机科学与技术 本科"),("+",BQ1,"Zhejiang University, Hangzhou"),
   ("+",JS,"浙江大学"),("+",JS,"2012.09–2015.06"),("-",FM,"| 2016.09 – 2020.06 | 浙江工业大学 | 统计学 | 本科 |")],
  [("Which candidates studied at Zhejiang University, at any degree level?","en"),
   ("any ZJU alumni in the pool","en"),
   ("哪些候选人曾在浙江大学就读（本科或研究生均可）？","zh"),
   ("有浙大毕业的吗","zh")], {"en"}),
 ("i03-phd", ["SE","JS"], ["degree"],
  [("+",SE,"PhD in Informatics, Centre for Speech Technology Research"),("+",JS,"工程博士 在读"),
   ("-",DS,"PhD studies in Computer Science (not completed), University of Waterloo, Canada"),
   ("-",FM,"理学硕士（在读）")],
  [("Which candidates hold a PhD or are currently pursuing one?","en"),
   ("who's got a doctorate or is working on one rn","en"),
   ("哪些候选人已获得博士学位或正在攻读博士？","zh"),
   ("读完博或者博士在读的有谁","zh")], {"en","zh"}),
 ("i04-kubernetes", ["BQ","DS","TW"], ["skill"],
  [("+",BQ2,"将 60 余个服务容器化并迁移至公司 Kubernetes 平台"),("+",BQ1,"migrated 60 services onto Kubernetes"),
   ("+",DS,"Led the migration of 4,000 services from bare metal to Kubernetes"),
   ("+",TW,"Containerised the feature-backfill job and deployed it on the team's Kubernetes cluster with Helm charts."),
   ("-",FM,"了解：Spark、Kubernetes、Airflow（自学课程，未在工作中使用）")],
  [("Which candidates have used Kubernetes in a job or internship, not merely listed it as a skill?","en"),
   ("who's actually run k8s at work (skills-list only doesn't count)","en"),
   ("哪些候选人在工作或实习中实际使用过 Kubernetes？只在技能栏列出的不算。","zh"),
   ("有没有真在工作里用过k8s的 技能栏写写的不算","zh")], {"zh"}),
 ("i05-interspeech", ["SE","TW"], ["topic"],
  [("+",SE,"in Proc. INTERSPEECH 2023, Dublin"),("+",TW,'"publisher": "INTERSPEECH 2025"'),
   ("-",DS,"Speaker, USENIX SREcon22 EMEA"),("-",OJ,"GDC 2022 演讲嘉宾")],
  [("Which candidates have published a paper at INTERSPEECH?","en"),
   ("anyone with a paper at ISCA's big annual speech conference?","en"),
   ("哪些候选人在 INTERSPEECH 会议上发表过论文？","zh"),
   ("有在interspeech发过文章的吗","zh")], {"zh"}),
 ("i06-first-author", ["SE","JS","TW"], ["topic"],
  [("+",SE,"S. Eklund, P. Marchetti-Rowe, and J. Haataja"),
   ("+",JS,"Shuyan Jiao, Wei Tang, Mark Ellison."),("+",JS,"（第一作者）"),
   ("+",TW,"Authors: W. Tao, Y. Qian (first author)."),
   ("-",TW,"Authors: L. Zhou, K. Xu, W. Tao, D. Su (third author)."),
   ("-",JS,"发明专利 1 项（第二发明人）")],
  [("Which candidates are the first author of at least one published paper?","en"),
   ("who has a first-author paper","en"),
   ("哪些候选人以第一作者身份发表过论文？","zh"),
   ("有一作论文的有谁","zh")], {"en","zh"}),
 ("i07-reviewer", ["SE"], ["topic"],
  [("+",SE,"Reviewer, INTERSPEECH (2021–2025) and ICASSP (2023–2025)"),
   ("+",SE,"Technical Programme Committee member, ISCA Speech Synthesis Workshop (SSW 2023)"),
   ("-",DS,"Speaker, USENIX SREcon22 EMEA"),("-",DS,"Co-organiser, Kubernetes Community Days Amsterdam"),
   ("-",OJ,"GDC 2022 演讲嘉宾"),("-",IS,"Speaker, Money20/20 Asia 2023")],
  [("Which candidates have served as a reviewer or programme-committee member for a conference or journal?","en"),
   ("anyone done peer review or sat on a PC","en"),
   ("哪些候选人担任过学术会议或期刊的审稿人或程序委员会成员？","zh"),
   ("谁给会议或者期刊审过稿","zh")], {"zh"}),
 ("i08-tencent-2019", ["OJ","IS"], ["employer","period"],
  [("+",OJ,"2017.07 - 2023.02　　腾讯互动娱乐 天美工作室群（TiMi Studio Group）"),
   ("+",IS,"Tencent — WeChat Pay International, Hong Kong"),("+",IS,"Jan 2018 – Mar 2022"),
   ("-",TW,'"name": "Tencent AI Lab"'),("-",TW,'"startDate": "2024-06"')],
  [("Which candidates were employed at Tencent (including its game studios and WeChat Pay) at some point during 2019?","en"),
   ("who was at the penguin in 2019? timi / wechat pay count","en"),
   ("2019 年期间，哪些候选人在腾讯（含天美工作室、微信支付等）任职？","zh"),
   ("19年在鹅厂干过的有谁 天美 微信支付都算","zh")], {"en","zh"}),
 ("i09-current-games", ["OJ"], ["time/role"],
  [("+",OJ,"2023.03 - 至今　　米哈游（miHoYo）　　项目制作人"),
   ("-",IS,"Tencent — WeChat Pay International, Hong Kong")],
  [("Which candidates currently work at a video game company?","en"),
   ("who's in gamedev right now","en"),
   ("目前在游戏公司任职的候选人有哪些？","zh"),
   ("现在还在游戏厂干的有谁","zh")], {"en"}),
 ("i10-intern-cn-internet", ["BQ","FM","TW"], ["time/role"],
  [("+",BQ2,"2017.06–2017.09 字节跳动 抖音后端 后端开发实习生"),("+",BQ1,"Backend Development Intern."),
   ("+",FM,"**数据分析实习生**，2020年7月 – 2020年12月"),("+",FM,"携程旅行网（Trip.com）"),
   ("+",TW,'"position": "Software Engineering Intern, Risk Platform"'),("+",TW,'"position": "Research Intern, Speech Group"'),
   ("-",SE,"Microsoft Research Cambridge"),("-",IS,"Razorpay — Bengaluru"),("-",DS,"Summer Student, CERN openlab, Geneva")],
  [("Which candidates have done an internship (not a full-time job) at an internet company in mainland China?","en"),
   ("anyone who interned at a chinese internet co","en"),
   ("哪些候选人曾在中国大陆的互联网公司实习过（全职工作不算）？","zh"),
   ("谁在国内互联网大厂实习过","zh")], {"en","zh"}),
 ("i11-10-years", ["JS","OJ","IS","DS"], ["years"],
  [("+",JS,"应用材料（中国）有限公司（Applied Materials）　工艺设备工程师　2015年7月 – 2019年8月"),
   ("+",JS,"2023年1月 – 至今"),
   ("+",OJ,"2013.07 - 2017.06　　网易游戏（广州）　　游戏策划"),("+",OJ,"2023.03 - 至今"),
   ("+",IS,"Jul 2015 – Dec 2017"),("+",IS,"04/2022 - today"),
   ("+",DS,"2011–2016 Site Reliability Engineer, Allegro"),("+",DS,"Director, Cloud Infrastructure, Shopee (Sea Group), Singapore"),
   ("-",BQ2,"2018.07–2020.03 字节跳动 抖音后端 后端开发工程师"),
   ("-",SE,"Research Scientist, Speech Sep 2021 – Sep 2023")],
  [("Which candidates have at least 10 years of full-time work experience?","en"),
   ("anyone with a decade+ in industry","en"),
   ("哪些候选人拥有 10 年及以上的全职工作经验？","zh"),
   ("工作十年以上的老兵有谁","zh")], {"en","zh"}),
 ("i12-985-bachelor", ["BQ","OJ","TW"], ["tier","degree"],
  [("+",BQ2,"2014.09–2018.06 浙江大学 计算机科学与技术 本科"),
   ("+",OJ,"2009.09 - 2013.06　　四川大学　　软件工程　　本科"),
   ("+",TW,'"institution": "Shanghai Jiao Tong University"'),("+",TW,'"studyType": "Bachelor of Engineering"'),
   ("-",JS,"合肥工业大学"),("-",JS,"材料科学与工程"),
   ("-",FM,"| 2016.09 – 2020.06 | 浙江工业大学 | 统计学 | 本科 |")],
  [("Which candidates earned their bachelor's degree at a Project 985 university?","en"),
   ("who did undergrad at a 985 school","en"),
   ("哪些候选人的本科毕业于 985 高校？","zh"),
   ("第一学历是985的有哪些","zh")], {"en","zh"}),
 ("i13-huawei", [], ["employer","empty-gold"],
  [("-",TW,'{"title": "Huawei Scholarship", "date": "2022", "awarder": "Shanghai Jiao Tong University"}')],
  [("Which candidates have worked at Huawei, including HiSilicon?","en"),
   ("any ex-huawei folks? hisilicon counts","en"),
   ("哪些候选人曾在华为（含海思）工作过？","zh"),
   ("有没有菊厂出来的 海思也算","zh")], set()),
]

def ys(s): return json.dumps(s, ensure_ascii=False)
out = [HEADER]
for intent, gold, kinds, ev, qs, xl in I:
    out.append(f"  # ================= {intent} =================")
    for q, lang in qs:
        for sign, f, quote in ev:
            out.append(f"  # {sign} {f}: {quote}")
        tags = list(kinds) + (["cross-lingual"] if lang in xl else []) + ["paraphrase"]
        out.append(f"  - {{q: {ys(q)}, gold: [{', '.join(gold)}], intent: {intent}, lang: {lang}, tags: [{', '.join(tags)}]}}")
open("../questions.yaml", "w").write("\n".join(out) + "\n")
print("wrote", sum(len(x[4]) for x in I), "questions")
