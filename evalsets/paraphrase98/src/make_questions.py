"""Writes ../questions.yaml (evidence comments repeated above each of the 4 phrasings)."""
import os, json
here = os.path.dirname(os.path.abspath(__file__))
F = dict(IV="imke_vandersloot.pdf", LZ="lei_zhenhao.pdf", YJ="yan_jingyao_zh.pdf", MG="Morwenna_Gillespie_CV.docx",
         NZ="宁卓翰_简历.docx", PSo="pu_siyan_2022.txt", PSn="siyan_pu_resume.md", MJ="IMG_20260309_141522.jpg",
         TW="tang_weizhou.resume.json")
HEADER = r'''# paraphrase98 — blind PARAPHRASE set over evalsets/paraphrase98/cvs (8 fictional people at real
# employers and schools, 9 CV files: 3 LaTeX PDFs [awesome-cv look-alike, moderncv classic, Chinese
# ctex two-column], 2 DOCX [English with a table, Chinese with tables], 1 Markdown, 1 plain text,
# 1 JSON Resume, 1 phone photo .jpg of a Chinese page; 4 files in Chinese). 13 intents, each asked
# exactly 4 ways (English formal, English chatty, Chinese formal, Chinese chatty); every question has
# `intent:` and the 4 phrasings of an intent share the SAME gold.
# tags: kinds for the per-kind table; cross-lingual = some gold person's evidence is only in a CV in
# the other language than the question; empty-gold = nobody qualifies; paraphrase = on every question.
# Evidence comments: "+ file: quote" supports a gold person, "- file: quote" documents a trap.
# Quotes are verbatim from the file's text (pdftotext for PDFs; python-docx paragraphs + table cells
# for DOCX; the raw file for .txt/.md/.json; for the photo IMG_20260309_141522.jpg the text of the page
# before it was photographed, src/miao_jingran_zh_page1.txt). Whitespace is ignored when matching.
#
# GOLD RULES
# - as_of 2026-11-27 is "today": "present", "至今", "today" and open-ended dates end today.
# - "worked at X" = employment, full-time or intern, unless the question says internship / full-time /
#   currently. NOT employment: awards and white-hat rankings, student volunteering, talks, collaborations
#   and school-industry course projects (与中国一汽合作的校企项目), testing against another firm's
#   equipment (Ericsson base stations), UI libraries / tools named after a company (Ant Design),
#   memberships (IEEE Member), journals whose name looks like a school (《电子科技》 is a journal).
# - Subsidiaries: Ant Group includes Alipay (支付宝（中国）网络技术有限公司) and MYbank (浙江网商银行,
#   "MYbank (Zhejiang E-Commerce Bank, Ant Group)"); Ant Design is a front-end library, not employment.
#   dunnhumby is a wholly-owned subsidiary of Tesco PLC and counts as Tesco. 乐购 / 特易购 = Tesco.
# - Period: "at X during 2019" = an employment interval at X that overlaps calendar 2019.
# - Current: the newest CV of a person decides (Pu Siyan: siyan_pu_resume.md, 2026, supersedes
#   pu_siyan_2022.txt whose "2021.09 - 至今" at Alipay ended Apr 2024). Phone makers (手机厂商 /
#   handset OEMs): OPPO, Honor (荣耀) etc.; Skyworks (RF component supplier) is not one.
# - Internship at a car maker: 蔚来汽车 NIO and 上汽集团技术中心 (SAIC Motor) count; 主机厂 = car OEM.
# - Years of full-time experience: sum of full-time employment up to 2026-11-27; internships, PhD and
#   degree study do not count; founding and running one's own company counts. Values: Yan Jingyao
#   13.6 (2013-04..), Lei Zhenhao 11.4 (2015-07..), Morwenna Gillespie 12.2 (2014-09..), Miao Jingran 10.4
#   (2016-07..), Pu Siyan 7.4 (2019-07..), Weizhou Tang 7.4 (2019-07..), Imke Vandersloot 7.2 (2019-09..),
#   Ning Zhuohan 0. Nobody is within 6 months of the 8-year threshold.
# - Degrees: "master's" = a completed or in-progress master's (MSc, MEng/工程硕士, 硕士, MBA incl.
#   part-time 在职 MBA); a withdrawn / unfinished master's does not count; a PhD does not imply a master's
#   (Imke Vandersloot went BSc -> PhD).
# - Tier: Project 985 list. On it here: 同济大学 Tongji University, 电子科技大学 UESTC (nickname 成电).
#   NOT 985: 西安电子科技大学 Xidian (211 only, a near-namesake of UESTC), 上海财经大学 SUFE (211 only),
#   浙江工业大学 Zhejiang University of Technology (none; a near-namesake of 浙江大学), and all foreign
#   schools (University of Amsterdam, University of Glasgow, University of Leeds, University of
#   Edinburgh, UCL). "985 bachelor's" = the bachelor's degree school is on the list.
# - Publications: a paper in the CV's publication list; author position = order printed in the CV;
#   workshop and journal papers count as papers; "published at SIGIR" needs a paper at SIGIR itself
#   (volunteering / PC service is not publishing).
# - Reviewing / committee: reviewer or programme-committee member of a conference or journal (journal
#   特邀审稿人 counts); talks, volunteering and memberships do not.
# - UESTC school questions: studied there (any degree); Xidian (西安电子科技大学) is a different school.
# - Skill used at work: the skill must appear in a job's description, not only in a skills list.
# - A person with two CVs (Pu Siyan) is one candidate; evidence in either file counts.
as_of: "2026-11-27"
people:
  IV: ["imke vandersloot", "vandersloot imke", "i. vandersloot"]
  LZ: ["lei zhenhao", "zhenhao lei", "雷振豪", "z. lei"]
  YJ: ["鄢景曜", "yan jingyao", "jingyao yan"]
  MG: ["morwenna gillespie", "gillespie morwenna"]
  NZ: ["宁卓翰", "ning zhuohan", "zhuohan ning"]
  PS: ["蒲思衍", "pu siyan", "siyan pu"]
  MJ: ["苗婧然", "miao jingran", "jingran miao"]
  TW: ["weizhou tang", "tang weizhou", "唐伟舟", "w. tang"]
questions:
'''
# language of each person's evidence files
LANG = dict(IV="en", LZ="en", YJ="zh", MG="en", NZ="zh", MJ="zh", TW="en")
INTENTS = [
 ("i01-ant-group", ["employer"], ["PS", "TW"],
  [("PSo", "2021.09 - 至今    支付宝（中国）网络技术有限公司    高级数据工程师"),
   ("PSn", "Ant Group (Alipay) — Senior Data Engineer, Risk Data"),
   ("TW", "MYbank (Zhejiang E-Commerce Bank, Ant Group)")],
  [("NZ", "Linux、Yocto、Git、Docker、Kubernetes、Ant Design、Vue"),
   ("TW", "Top 10, Ant Group AFSRC white-hat ranking")],
  {"PS": "both", "TW": "en"},
  ["Which candidates have worked at Ant Group, including Alipay and MYbank?",
   "anyone ex-alipay or ant fin",
   "请列出曾在蚂蚁集团（含支付宝、网商银行）工作过的候选人",
   "有没有蚂蚁出来的"]),
 ("i02-uestc", ["school"], ["LZ", "TW"],
  [("LZ", "B.Eng., Electronic Information Engineering, University of Electronic Science and Technology of China (UESTC)"),
   ("TW", "\"institution\": \"University of Electronic Science and Technology of China\"")],
  [("NZ", "西安电子科技大学"), ("NZ", "基于轻量卷积网络的车载关键词检测. 电子科技, 2025.")],
  {"LZ": "en", "TW": "en"},
  ["Which candidates studied at the University of Electronic Science and Technology of China?",
   "any UESTC alumni in the pile",
   "哪些候选人毕业于电子科技大学？",
   "有成电的人吗"]),
 ("i03-masters", ["degree"], ["LZ", "YJ", "PS", "MJ"],
  [("LZ", "M.Eng., Electromagnetic Field and Microwave Technology"),
   ("YJ", "硕士 · 供热、供燃气、通风及空调工程"),
   ("PSn", "**MSc Data Science**, The University of Edinburgh, 2017 – 2018"),
   ("PSo", "爱丁堡大学（The University of Edinburgh）    数据科学 硕士（MSc）"),
   ("MJ", "MBA（在职，在读）")],
  [("TW", "MSc (withdrew in 2019, did not complete)"),
   ("IV", "PhD in Computing Science (Information Retrieval Group)")],
  {"LZ": "en", "YJ": "zh", "PS": "both", "MJ": "zh"},
  ["Which candidates hold a master's degree or are currently studying for one?",
   "who's got a masters-level grad degree? MBA fine, still-enrolled fine",
   "哪些候选人拥有硕士学位或正在攻读硕士学位？",
   "有硕士学历的吗 在读也算"]),
 ("i04-kubernetes-at-work", ["skill"], ["PS", "TW"],
  [("PSn", "Scala 3 Spark jobs run as Spark-on-Kubernetes workloads we moved off YARN in 2025"),
   ("TW", "Built container image scanning and Kubernetes RBAC auditing for the bank's core payment clusters.")],
  [("NZ", "Linux、Yocto、Git、Docker、Kubernetes、Ant Design、Vue"),
   ("IV", "Python, PyTorch, PySpark, Anserini/Pyserini, FAISS, Docker, SQL")],
  {"PS": "en", "TW": "en"},
  ["Which candidates have used Kubernetes in their work, not just listed it as a skill?",
   "who's actually run k8s on the job",
   "哪些候选人在实际工作中使用过 Kubernetes？",
   "有没有工作里真用过容器编排的 k8s那种"]),
 ("i05-sigir-paper", ["topic"], ["IV"],
  [("IV", "Query-Aware Passage Pruning for Dense Retrieval. In Proceedings of SIGIR 2023")],
  [("NZ", "SIGIR 2025 学生志愿者（线上）"),
   ("IV", "Programme Committee member, ACM SIGIR Conference (2023, 2024, 2025).")],
  {"IV": "en"},
  ["Which candidates have published a paper at SIGIR?",
   "anyone with a paper at the big ACM information retrieval conference",
   "哪些候选人在 SIGIR 会议上发表过论文？",
   "有在信息检索顶会 SIGIR 发过文章的吗"]),
 ("i06-first-author", ["topic"], ["IV", "YJ", "TW"],
  [("IV", "I. Vandersloot, R. Okeke, T. Lindahl. Query-Aware Passage Pruning for Dense Retrieval."),
   ("YJ", "第一作者：《大空间建筑分层空调气流组织的数值模拟研究》"),
   ("TW", "W. Tang, L. Ferraro, J. Ye. First author.")],
  [("LZ", "W. Zhang, H. Chen, Z. Lei, Y. Tang."),
   ("NZ", "李明远, 宁卓翰, 周可. 基于轻量卷积网络的车载关键词检测. 电子科技, 2025.（第二作者）")],
  {"IV": "en", "YJ": "zh", "TW": "en"},
  ["Which candidates are the first author of at least one paper?",
   "who's lead author on a paper somewhere",
   "哪些候选人以第一作者身份发表过论文？",
   "有一作的吗"]),
 ("i07-reviewer-pc", ["topic"], ["IV", "YJ"],
  [("IV", "Programme Committee member, ACM SIGIR Conference (2023, 2024, 2025)."),
   ("IV", "Reviewer, ACM Transactions on Information Systems (TOIS), since 2021."),
   ("YJ", "《暖通空调》期刊 特邀审稿人（2021年至今）")],
  [("TW", "Speaker, DEF CON 30 Cloud Village"), ("NZ", "SIGIR 2025 学生志愿者（线上）"),
   ("LZ", "Memberships IEEE Member"), ("IV", "Student volunteer, ECIR 2016.")],
  {"IV": "en", "YJ": "zh"},
  ["Which candidates have served as a reviewer or programme committee member for a conference or journal?",
   "anyone done peer review or PC duty",
   "哪些候选人担任过学术会议或期刊的审稿人或程序委员会委员？",
   "有给期刊会议审过稿的吗"]),
 ("i08-tesco-in-2019", ["employer", "period"], ["MG", "PS"],
  [("MG", "Buyer, Tesco Finest (own label) — Sep 2018 – Mar 2020"),
   ("PSn", "### dunnhumby — Data Engineer"), ("PSn", "*Jul 2019 – Aug 2021 · London*"),
   ("PSo", "2019.07 - 2021.08    dunnhumby（英国伦敦）    Data Engineer")],
  [("MG", "Private Label Buyer, Bakery — Apr 2020 – Jan 2023")],
  {"MG": "en", "PS": "both"},
  ["Which candidates were employed by Tesco or one of its subsidiaries at any point in 2019?",
   "who was at tesco back in 2019",
   "2019 年期间有哪些候选人在乐购（Tesco）或其子公司任职？",
   "19年在特易购干过的有谁"]),
 ("i09-now-at-phone-maker", ["time/role"], ["LZ"],
  [("LZ", "11/2018– RF Engineering Lead (since 03/2023); Senior RF Engineer (11/2018–02/2023), today OPPO (Guangdong OPPO Mobile Telecommunications Corp., Ltd.)")],
  [("NZ", "荣耀终端有限公司"), ("LZ", "RF Applications Engineer, Skyworks Solutions (Shanghai)")],
  {"LZ": "en"},
  ["Which candidates currently work for a smartphone manufacturer?",
   "who's at a handset OEM right now",
   "目前在手机厂商任职的候选人有哪些？",
   "现在在手机厂干的有谁"]),
 ("i10-carmaker-internship", ["time/role", "employer"], ["NZ", "YJ"],
  [("NZ", "蔚来汽车（NIO）"), ("NZ", "智能座舱软件实习生"),
   ("YJ", "上汽集团技术中心"), ("YJ", "整车热管理 实习生")],
  [("NZ", "与中国一汽合作的校企项目"), ("IV", "Research Intern")],
  {"NZ": "zh", "YJ": "zh"},
  ["Which candidates have completed an internship at an automobile manufacturer?",
   "anyone interned at a car company",
   "哪些候选人有在汽车整车企业实习的经历？",
   "有在主机厂实习过的吗"]),
 ("i11-8-years-fulltime", ["years"], ["YJ", "LZ", "MG", "MJ"],
  [("YJ", "华东建筑设计研究院有限公司 2013年4月 -- 2019年6月".replace(" -- ", " – ")),
   ("LZ", "07/2015– RF Applications Engineer, Skyworks Solutions (Shanghai)"),
   ("MG", "Graduate Trainee, Commercial Graduate Scheme — Sep 2014 – Aug 2016"),
   ("MJ", "资金专员（2016/7 - 2020/12）")],
  [("PSn", "*Jul 2019 – Aug 2021 · London*"), ("TW", "\"startDate\": \"2019-07\""),
   ("IV", "Sep 2019 – Mar 2022"), ("IV", "Summer 2017")],
  {"YJ": "zh", "LZ": "en", "MG": "en", "MJ": "zh"},
  ["Which candidates have at least 8 years of full-time work experience?",
   "8+ yoe full-time only pls",
   "哪些候选人拥有 8 年及以上全职工作经验？",
   "工作满八年的有谁 实习不算"]),
 ("i12-985-bachelors", ["tier", "degree"], ["YJ", "LZ", "TW"],
  [("YJ", "本科 · 建筑环境与能源应用工程"), ("YJ", "同济大学"),
   ("LZ", "B.Eng., Electronic Information Engineering, University of Electronic Science and Technology of China (UESTC)"),
   ("TW", "\"studyType\": \"Bachelor of Engineering\"")],
  [("PSo", "浙江工业大学    软件工程 本科"), ("MJ", "金融学 本科"), ("NZ", "西安电子科技大学")],
  {"YJ": "zh", "LZ": "en", "TW": "en"},
  ["Which candidates received their bachelor's degree from a Project 985 university?",
   "who did undergrad at one of china's 39 elite unis, the 985 list",
   "哪些候选人的本科毕业于985高校？",
   "本科985的有谁"]),
 ("i13-ericsson", ["employer", "empty-gold"], [],
  [],
  [("LZ", "Ran interoperability testing with Ericsson and Nokia base stations at operator labs in Europe")],
  {},
  ["Which candidates have worked at Ericsson?",
   "anyone ex-ericsson, the swedish telecom gear company",
   "哪些候选人曾在爱立信工作过？",
   "有爱立信出来的吗"]),
]
STYLE = ["en-formal", "en-chatty", "zh-formal", "zh-chatty"]
def q(s): return json.dumps(s, ensure_ascii=False)
out = [HEADER]
for name, kinds, gold, plus, minus, glang, phr in INTENTS:
    assert len(phr) == 4
    out.append(f"  # ================= {name} =================\n")
    for style, text in zip(STYLE, phr):
        lang = style[:2]
        for k, quote in plus: out.append(f"  # + {F[k]}: {quote}\n")
        for k, quote in minus: out.append(f"  # - {F[k]}: {quote}\n")
        tags = list(kinds) + ["paraphrase"]
        if any(l not in (lang, "both") for l in glang.values()): tags.append("cross-lingual")
        out.append(f"  - {{q: {q(text)}, gold: [{', '.join(gold)}], intent: {name}, style: {style}, tags: [{', '.join(tags)}]}}\n")
open(os.path.join(here, "..", "questions.yaml"), "w").write("".join(out))
print("questions:", 4 * len(INTENTS))
