# Generates ../questions.yaml (kept as a script so the 4 phrasings of an intent share one gold).
import os
HERE = os.path.dirname(os.path.abspath(__file__))
LANG = {'YT': 'en', 'PW': 'zh', 'CS': 'en', 'PC': 'zh', 'FB': 'en', 'OB': 'en', 'TJ': 'zh', 'LX': 'zh'}
YT, PW, CS, PC, FB, OB, TJ, LX = ('yuwen_tang_cv.pdf', '蒲宛如_数据开发_简历.pdf', 'Callum_Strachan_VPE.pdf',
    '裴晨光_采购负责人.docx', 'cv_compliance_2026.docx', ('ottavia_brenner_2022.md', 'ottavia-brenner.resume.json'),
    '涂佳禾-2026届-客户端.txt', 'IMG_20261103_214512.jpg')
OBM, OBJ = OB

HEADER = '''# paraphrase76 — blind PARAPHRASE set over paraphrase76/cvs (8 fictional people, 9 CV files:
# 3 LaTeX PDFs [moderncv classic; awesome-cv look-alike; two-column Chinese ctex/paracol], 2 DOCX
# [Chinese with one table per job; English with the name only in the page footer], 1 Markdown,
# 1 JSON Resume, 1 plain text, 1 phone photo .jpg of a Chinese one-page CV, no text layer).
# 13 intents x 4 phrasings (EN formal, EN chatty, ZH formal, ZH chatty); the 4 questions of an
# intent carry the same `intent:` and the SAME gold. At least one phrasing of each intent names the
# thing through another word (nickname, abbreviation, synonym or description).
#
# Evidence comments: "+ file: quote" supports a gold person, "- file: quote" documents a trap.
# Quotes are verbatim, whitespace-insensitive: pdftotext text for PDFs; python-docx paragraphs,
# table cells and footer for DOCX; the file itself for .md/.txt/.json; for the photo
# IMG_20261103_214512.jpg the quote is checked against src/liao_xingyan_photo_page.txt
# (pdftotext of the page before it was photographed). Markdown ** / * / _ markers ignored.
#
# GOLD RULES (what a recruiter would not type but the gold depends on)
# - as_of 2026-11-26: "now", "currently", "present", "至今", "today", a missing end date and
#   years of experience are computed on this day.
# - A person with two CVs is one candidate (OB: ottavia_brenner_2022.md is the OLD CV, March
#   2022; ottavia-brenner.resume.json is the NEW one, same e-mail). Evidence in either counts
#   for past facts; for "current" the newer CV decides (OB left Duolingo in 2024-04 and is at
#   Spotify since 2024-05).
# - Worked at X: full-time jobs and internships both count, unless the question says intern or
#   full-time. NOT employment: awards (阿里云年度优秀员工 is from her own employer, so it is not
#   extra evidence), scholarships, contests, talks, volunteering, advisory boards, customers,
#   vendors / cloud providers used by an employer (Coursera using Alibaba Cloud OSS), suppliers
#   managed by a buyer (博世 in 裴晨光's supplier list), co-authors' affiliations.
# - Subsidiaries: Alibaba = Alibaba Group incl. Alibaba Cloud (阿里云计算有限公司) and DAMO
#   Academy (达摩院). Geely Auto Research Institute is part of Geely. A PhD research
#   assistantship is not full-time employment.
# - Degree level: a PhD "held or in progress" counts a completed PhD and an enrolled PhD
#   (part-time included); a PhD program left without a degree does not count.
# - Skill "used at work": it must appear in the description of a job or internship; a skills
#   list alone ("了解 Spark") does not count. PySpark counts as Spark.
# - Publications: only papers listed by the candidate. PVLDB (Proceedings of the VLDB Endowment)
#   counts as VLDB; The VLDB Journal reviewing and VLDB PC service are not publications. First
#   author = first name in the author list as printed in the CV (CHI Late-Breaking Work counts as
#   a paper). Reviewing / PC: journal reviewer, external reviewer and PC member all count; a
#   conference student volunteer does not.
# - "During 2019": employed (incl. internship) on at least one day of 2019.
# - Currently at an edtech company: current employer's main business is education technology.
#   Edtech employers in this set: Coursera, 猿辅导 (Yuanfudao), Duolingo.
# - Game company / studio: Ubisoft Montréal, 网易游戏 (NetEase Games), 米哈游 (miHoYo), Blizzard
#   Entertainment. Internship = a role labelled intern / 实习.
# - Years of full-time experience: from the first full-time job's start to today (or the end of
#   the last job), excluding internships, PhD RA years and study-only periods; overlap not
#   double-counted. Per person: CS 2006-07 -> 20.4 y; PC 2012-07 -> 14.4 y; LX 2015-07 -> 11.4 y;
#   OB 2017-09 -> 9.2 y; PW 2018-07 -> 8.4 y; FB 2019-09 -> 7.2 y; YT 2021-09 -> 5.2 y;
#   TJ 2026-07 -> 0.4 y. Nobody is within 6 months of the threshold of 10.
# - 985 tier: the 39 universities of Project 985. Schools in this set: 浙江大学 (985), 复旦大学 /
#   Fudan University (985), 同济大学 (985), 华南理工大学 (985), 上海交通大学 (985, MBA only),
#   东南大学 (985, PhD only), 西安电子科技大学 (211 but NOT 985), foreign schools (CMU,
#   Edinburgh, UCSD, Leiden, Tilburg, Georgia Tech) are not 985. "Bachelor's from a 985" needs the
#   bachelor's degree itself to be from a 985 school (a 985 master's does not count).
# - Studied at a school: any degree, completed or in progress.
as_of: "2026-11-26"
people:
  YT: ["yuwen tang", "tang yuwen", "唐语雯"]
  PW: ["蒲宛如", "pu wanru", "wanru pu"]
  CS: ["callum strachan", "strachan callum"]
  PC: ["裴晨光", "pei chenguang", "chenguang pei"]
  FB: ["femke de bruijn", "de bruijn femke", "femke debruijn"]
  OB: ["ottavia brenner", "brenner ottavia"]
  TJ: ["涂佳禾", "tu jiahe", "jiahe tu"]
  LX: ["廖星衍", "liao xingyan", "xingyan liao"]
questions:
'''

INTENTS = [
 ('i01-alibaba', ['employer'], ['PW', 'YT'],
  [('+', PW, '阿里云计算有限公司（阿里云） 大数据平台事业部'),
   ('+', YT, 'Research Intern, Alibaba DAMO Academy, Database & Storage Lab, Hangzhou'),
   ('-', CS, 'Moved course-video transcoding for learners in mainland China onto Alibaba Cloud OSS and CDN')],
  ['Which candidates have worked at Alibaba Group, including subsidiaries such as Alibaba Cloud and DAMO Academy? Internships count.',
   'anyone ex-Ali? aliyun and damo count, interns too',
   '哪些候选人曾在阿里巴巴集团（含阿里云、达摩院等子公司）工作或实习过？',
   '有阿里背景的吗 阿里云达摩院实习都算']),
 ('i02-zju', ['school'], ['PW', 'LX'],
  [('+', PW, '浙江大学 计算机科学与技术'),
   ('+', LX, '浙江大学 电磁场与微波技术 工学硕士 2012.09 –2015.06')],
  ['Which candidates studied at Zhejiang University (any degree)?',
   'any zheda alumni in here',
   '哪些候选人曾就读于浙江大学（任何学位）？',
   '有浙大毕业的吗']),
 ('i03-phd', ['degree'], ['YT', 'LX'],
  [('+', YT, 'Ph.D. in Computer Science, Carnegie Mellon University'),
   ('+', LX, '东南大学 电子科学与技术 博士研究生（在职，在读） 2023.09 –至今'),
   ('-', CS, 'Ph.D. program in Computer Science (left without degree to join Yahoo!)')],
  ['Which candidates hold a PhD or are currently enrolled in a PhD program?',
   "who's got a doctorate or is doing one rn",
   '哪些候选人拥有博士学位或正在攻读博士学位？',
   '有博士吗 在读博的也算']),
 ('i04-spark', ['skill'], ['PW', 'FB', 'CS'],
  [('+', PW, '使用 Scala + Spark 重写 MaxCompute 计量计费数据'),
   ('+', FB, 'wrote PySpark notebooks over the payments data lake to measure alert precision per scenario'),
   ('+', CS, 'Kafka ingestion and Apache Spark batch jobs processing 3 billion player events a day'),
   ('-', TJ, 'C++、C#、Lua、Unity、Vulkan/OpenGL；了解 Spark、Hadoop、Kafka；英语 CET-6')],
  ['Which candidates have used Apache Spark in one of their jobs, not just listed it as a skill?',
   'who has actually written spark jobs at work? pyspark is fine',
   '哪些候选人在实际工作中使用过 Spark？只写在技能栏里的不算。',
   '工作里真用过spark的有谁']),
 ('i05-vldb', ['topic'], ['YT', 'PW'],
  [('+', YT, 'Partition-Aware Learned Cost Models for Cloud Warehouses. PVLDB 16(11), 2023.'),
   ('+', PW, 'PVLDB 16(12), 2023.（第三作者）'),
   ('-', YT, 'Program Committee member, VLDB 2025')],
  ['Which candidates have published a paper at VLDB?',
   'anyone got a vldb paper',
   '哪些候选人在 VLDB 会议上发表过论文？',
   '有在PVLDB上发过文章的吗']),
 ('i06-first-author', ['topic'], ['YT', 'OB', 'LX'],
  [('+', YT, 'Yuwen Tang, Marcus Lindholm, Hannes Kreuzer. Bounding the Regret of Learned Cardinality'),
   ('+', OBM, 'Ottavia Brenner, Daniel Okwu. "Try again!" — Tone of Corrective Feedback Microcopy in Language-Learning Apps. CHI 2019 Late-Breaking Work'),
   ('+', LX, '廖星衍，陈慕白，王启航. A Wideband Metal-Frame Antenna for 5G Smartphones.'),
   ('-', PW, 'Jian Zhou, Lei Shen, Wanru Pu, Feng Li.')],
  ['Which candidates are the first author of at least one paper?',
   'who has a first-author pub',
   '哪些候选人以第一作者身份发表过论文？',
   '有一作论文的吗']),
 ('i07-reviewing', ['topic'], ['YT', 'LX'],
  [('+', YT, 'External reviewer, SIGMOD 2024'),
   ('+', LX, 'IEEE Antennas and Wireless Propagation Letters（AWPL）审稿人，2019 –至今'),
   ('-', OBM, 'Student volunteer, CHI 2016, San Jose'),
   ('-', CS, 'Advisory board, Hour of Code (volunteer), 2018 – 2021.')],
  ['Which candidates have served as a reviewer or program-committee member for a conference or journal?',
   'anyone done peer review or sat on a PC?',
   '哪些候选人担任过学术会议或期刊的审稿人或程序委员会成员？',
   '给期刊会议审过稿的有谁']),
 ('i08-alibaba-2019', ['employer', 'period', 'conjunctive'], ['PW'],
  [('+', PW, '阿里云计算有限公司（阿里云） 大数据平台事业部'),
   ('+', PW, '2018.07 – 2021.03'),
   ('-', YT, 'Jun 2018 – Research Intern, Alibaba DAMO Academy'),
   ('-', YT, 'Aug 2018 Summer internship; worked on index advisor for PolarDB-X.')],
  ['Who was working at Alibaba (including Alibaba Cloud and DAMO Academy) at any point during 2019?',
   'who was at ali back in 2019',
   '2019 年期间在阿里巴巴（含阿里云、达摩院）任职的候选人有哪些？',
   '19年在阿里待过的有谁']),
 ('i09-current-edtech', ['employer', 'time/role'], ['CS', 'TJ'],
  [('+', CS, 'VP of Engineering'),
   ('+', CS, 'Mar 2022 – Present'),
   ('+', TJ, '猿辅导（北京猿力教育科技有限公司） 客户端开发工程师（校招） 2026.07 - 至今'),
   ('-', OBM, 'Duolingo — UX Writer'),
   ('-', OBM, 'Sep 2017 – present'),
   ('-', OBJ, '"name": "Spotify"')],
  ['Which candidates currently work at an education-technology company?',
   "who's currently at an online learning company",
   '目前在教育科技公司任职的候选人有哪些？',
   '现在在在线教育公司上班的有谁']),
 ('i10-game-intern', ['employer', 'time/role'], ['TJ', 'PW', 'OB'],
  [('+', TJ, '米哈游（上海米哈游网络科技股份有限公司） 《原神》项目组 客户端开发实习生 2025年6月 - 2025年9月'),
   ('+', PW, '网易游戏 雷火事业群 数据分析实习生'),
   ('+', PW, '• 暑期实习，负责《逆水寒》玩家留存分析报表'),
   ('+', OBM, 'Ubisoft Montréal — Narrative & Localization Intern'),
   ('-', CS, 'Blizzard Entertainment')],
  ['Which candidates have done an internship at a video game company?',
   'anyone interned at a game studio?',
   '哪些候选人有过游戏公司的实习经历？',
   '在游戏厂实习过的有谁']),
 ('i11-10y-fulltime', ['years'], ['CS', 'PC', 'LX'],
  [('+', CS, 'Jul 2006 – Mar 2013'),
   ('+', PC, '2012年7月 - 2015年12月'),
   ('+', LX, 'OPPO（广东欧珀移动通信有限公司） 2015 年 7 月–至今'),
   ('-', OBJ, '"startDate": "2017-09"'),
   ('-', PW, '2018.07 – 2021.03')],
  ['Which candidates have at least 10 years of full-time work experience?',
   "who's got 10+ yoe",
   '全职工作经验不少于 10 年的候选人有哪些？',
   '工作十年以上的老手有谁']),
 ('i12-985-bachelor', ['tier', 'school', 'degree', 'conjunctive'], ['PW', 'TJ', 'PC', 'YT'],
  [('+', PW, '浙江大学 计算机科学与技术'),
   ('+', PW, '计算机科学与技术 本科'),
   ('+', TJ, '华南理工大学 软件学院 软件工程 本科 2022.09 - 2026.06'),
   ('+', PC, '2008年9月 - 2012年6月 同济大学 机械设计制造及其自动化 工学学士'),
   ('+', YT, 'B.S. in Computer Science, Fudan University, Shanghai'),
   ('-', LX, '西安电子科技大学 电子信息工程 工学学士 2008.09 –2012.06')],
  ["Which candidates earned their undergraduate degree at a Project 985 university?",
   'who did their bachelors at a 985 school',
   '本科毕业于“985工程”高校的候选人有哪些？',
   '本科985的有谁']),
 ('i13-bosch', ['employer', 'empty-gold'], [],
  [('-', PC, '供应商管理：博世、大陆集团、汇川技术、比亚迪半导体等 30 余家')],
  ['Which candidates have worked at Robert Bosch (Bosch Group)?',
   'anyone ex-bosch',
   '哪些候选人曾在博世（Bosch）工作过？',
   '有博世出来的吗']),
]

STYLES = [('en', 'formal'), ('en', 'chatty'), ('zh', 'formal'), ('zh', 'chatty')]

def q(s):
    return '"' + s.replace('\\', '\\\\').replace('"', '\\"') + '"'

out = [HEADER]
for intent, kinds, gold, ev, phr in INTENTS:
    assert len(phr) == 4
    out.append(f'  # ---------------- {intent} (gold {len(gold)}) ----------------\n')
    for sign, f, quote in ev:
        out.append(f'  # {sign} {f}: {quote}\n')
    for (lang, style), text in zip(STYLES, phr):
        tags = list(kinds)
        if any(LANG[g] != lang for g in gold):
            tags.append('cross-lingual')
        tags.append('paraphrase')
        out.append(f'  - {{q: {q(text)}, gold: [{", ".join(gold)}], intent: {intent}, lang: {lang}, style: {style}, tags: [{", ".join(tags)}]}}\n')
open(os.path.join(HERE, '..', 'questions.yaml'), 'w').write(''.join(out))
print('questions:', sum(len(i[4]) for i in INTENTS))
