# Generates ../questions.yaml (evidence comments + questions).
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
PH = 'IMG_20261103_091742.jpg'
TY = '佟逸凡_简历.pdf'
MS = '闵书棠-资金分析师.docx'
HF = 'Hollis_Ferrandino_VP_Ops.docx'
QHf = 'qiao_hanwen.pdf'
FRf = 'fenella_roscoe.pdf'
MDf = 'marisela_dunleavy.md'
QXt = 'qinhaoxiang_2021.txt'
QXj = 'resume.json'

people = {
  'QH': ['qiao hanwen', 'hanwen qiao', '乔涵文'],
  'FR': ['fenella roscoe', 'roscoe fenella'],
  'TY': ['佟逸凡', 'tong yifan', 'yifan tong'],
  'MS': ['闵书棠', 'min shutang', 'shutang min'],
  'MD': ['marisela dunleavy', 'dunleavy marisela'],
  'QX': ['秦浩翔', 'qin haoxiang', 'haoxiang qin'],
  'LR': ['栾若希', 'luan ruoxi', 'ruoxi luan'],
  'HF': ['hollis ferrandino', 'ferrandino hollis'],
}
# language of each person's files
LANG = {'QH': {'en'}, 'FR': {'en'}, 'TY': {'zh'}, 'MS': {'zh'}, 'MD': {'en'},
        'QX': {'en', 'zh'}, 'LR': {'zh'}, 'HF': {'en'}}

intents = [
 ('i01-alibaba', ['employer'], ['QX', 'LR', 'HF', 'MS'],
  [('+', QXj, '"name": "Alibaba Cloud"'),
   ('+', QXt, '2018/7-至今    阿里云计算有限公司    后端开发工程师'),
   ('+', PH, '淘天集团（淘宝天猫） 用户增长·数据分析实习生 2025.06 – 2025.10'),
   ('+', HF, 'Lazada Group (an Alibaba Group company) — Vice President, Fulfilment (Apr 2017 – Dec 2018)'),
   ('+', MS, '阿里巴巴（中国）有限公司　集团财务部·资金管理　2018.07 – 2020.03'),
   ('-', MDf, "Partnered with the global team on the assortment for adidas' Tmall flagship store relaunch in China.")],
  [('en', 'Which candidates have worked at Alibaba Group, including its subsidiaries?'),
   ('en', 'anyone ex-ali? alicloud taobao lazada etc all count'),
   ('zh', '哪些候选人曾在阿里巴巴集团（含子公司）工作过？'),
   ('zh', '有阿里系出来的吗 子公司也算')]),
 ('i02-fudan', ['school'], ['QH', 'MS'],
  [('+', QHf, 'Fudan University B.Sc. in Computer Science and Technology'),
   ('+', MS, '复旦大学'),
   ('-', TY, '2018 年 7 月 – 2021 年 5 月 上海复旦微电子集团股份有限公司 封装工程师')],
  [('en', 'Which candidates studied at Fudan University?'),
   ('en', 'any FDU alumni in here'),
   ('zh', '哪些候选人就读于复旦大学？'),
   ('zh', '有复旦毕业的吗 本科硕士都算')]),
 ('i03-phd', ['degree'], ['QH', 'TY'],
  [('+', QHf, 'Ph.D. in Computer Sciences (advisor: Prof. A. Kessler)'),
   ('+', TY, '2023.09 – 至今 华中科技大学材料科学与工程（在职攻读） 工学博士（在读）'),
   ('-', FRf, 'J.D. (Juris Doctor), cum laude, Georgetown University Law Center'),
   ('-', MS, '博士项目（肄业，未获学位）')],
  [('en', 'Which candidates hold a PhD or are currently enrolled in a PhD programme?'),
   ('en', 'any phds? still doing the doctorate counts, law JDs dont'),
   ('zh', '哪些候选人拥有博士学位或正在攻读博士？'),
   ('zh', '有读博的没 在读也算')]),
 ('i04-python', ['skill'], ['QH', 'MS', 'LR'],
  [('+', QHf, 'Wrote a Python benchmarking harness (TPC-DS, JOB) that runs nightly and gates optimizer changes.'),
   ('+', MS, '用 Python（pandas、statsmodels）搭建预测模型'),
   ('+', PH, '用 Python 和 SQL 搭建新客留存看板'),
   ('-', MDf, 'Anaplan, Excel (advanced), Tableau, Python (basic), SQL (basic), Spanish'),
   ('-', QXj, '"keywords": ["Python", "Terraform"]')],
  [('en', 'Which candidates have used Python in a job or internship, not just listed it as a skill?'),
   ('en', 'who actually codes py at work (skills list alone doesnt count)'),
   ('zh', '哪些候选人在工作或实习中实际使用过 Python？仅写在技能栏的不算。'),
   ('zh', '工作里真写过 py 的有谁 光技能栏写了不算')]),
 ('i05-vldb', ['topic'], ['QH'],
  [('+', QHf, 'Sketch-Guided Cardinality Estimation for Multi-Way Joins. PVLDB 16(9), 2023.'),
   ('-', QXj, 'Attended VLDB 2024 (Guangzhou) as an industry attendee')],
  [('en', 'Which candidates have published a paper at VLDB?'),
   ('en', 'anyone got a PVLDB paper'),
   ('zh', '哪些候选人在 VLDB 上发表过论文？'),
   ('zh', '有人在 Very Large Data Bases 那个会发过文章吗')]),
 ('i06-first-author', ['topic'], ['QH', 'TY'],
  [('+', QHf, 'Hanwen Qiao, Adrian Kessler. Sketch-Guided Cardinality Estimation for Multi-Way Joins.'),
   ('+', TY, '佟逸凡，王立衡，陈苒. Warpage Control of Large Fan-out Packages via Mold Compound Tuning. ECTC 2024（第一作者）'),
   ('-', FRf, 'T. Halstead and F. Roscoe, “Non-Competes after the FTC Rule Proposal”'),
   ('-', PH, '本科毕业论文：《基于因果森林的电商优惠券效果评估》')],
  [('en', 'Which candidates are the first author of a published paper?'),
   ('en', 'who has a lead-author pub'),
   ('zh', '哪些候选人以第一作者身份发表过论文？'),
   ('zh', '有一作文章的吗')]),
 ('i07-reviewer', ['topic'], ['QH', 'FR', 'TY'],
  [('+', QHf, 'Program Committee member, ACM SIGMOD 2026'),
   ('+', FRf, 'Peer reviewer, Berkeley Journal of Employment and Labor Law'),
   ('+', TY, '担任 IEEE Transactions on Components, Packaging and Manufacturing Technology 审稿人（2024 年起）'),
   ('-', HF, 'Judge, MIT Supply Chain Hackathon (2022).'),
   ('-', PH, '2024 ICPC 亚洲区域赛（青岛站）志愿者')],
  [('en', 'Which candidates have served as a reviewer or programme committee member for a conference or journal?'),
   ('en', 'anyone done peer review or sat on a PC'),
   ('zh', '哪些候选人担任过学术会议或期刊的审稿人或程序委员会成员？'),
   ('zh', '谁给会议或者期刊审过稿')]),
 ('i08-alibaba-2019', ['period', 'employer'], ['QX', 'MS'],
  [('+', QXj, '"startDate": "2018-07",'),
   ('+', QXj, '"endDate": "2022-03",'),
   ('+', QXt, '2018/7-至今    阿里云计算有限公司'),
   ('+', MS, '阿里巴巴（中国）有限公司　集团财务部·资金管理　2018.07 – 2020.03'),
   ('-', HF, 'Lazada Group (an Alibaba Group company) — Vice President, Fulfilment (Apr 2017 – Dec 2018)'),
   ('-', PH, '淘天集团（淘宝天猫） 用户增长·数据分析实习生 2025.06 – 2025.10')],
  [('en', 'Which candidates were employed at Alibaba Group (any subsidiary) at some point during 2019?'),
   ('en', 'who was at ali in 2019'),
   ('zh', '2019 年期间在阿里巴巴集团（含子公司）任职的候选人有哪些？'),
   ('zh', '19年那会儿在阿里系的有谁')]),
 ('i09-current-semiconductor', ['time/role'], ['TY', 'MS'],
  [('+', TY, '2021 年 6 月 – 至今 江苏长电科技股份有限公司（JCET）先进封装研发中心 高级封装工程师'),
   ('+', MS, '中芯国际集成电路制造（上海）有限公司　财务中心·资金部　2021.08 – 至今'),
   ('-', FRf, 'Advised Infineon Technologies Americas on a multi-state workforce restructuring')],
  [('en', 'Which candidates currently work for a semiconductor company?'),
   ('en', 'who is at a chip company right now'),
   ('zh', '哪些候选人目前就职于半导体公司？'),
   ('zh', '现在在芯片厂上班的有谁')]),
 ('i10-ecommerce-intern', ['time/role'], ['LR', 'MD'],
  [('+', PH, '淘天集团（淘宝天猫） 用户增长·数据分析实习生'),
   ('+', PH, '京东 零售·商品数据分析实习生'),
   ('+', MDf, 'Buying Intern (summer internship), Sports category'),
   ('-', HF, 'Lazada Group (an Alibaba Group company) — Vice President, Fulfilment'),
   ('-', QXj, '"position": "Senior Backend Engineer, Payments Platform"'),
   ('-', QHf, 'Research Intern, Gray Systems Lab')],
  [('en', 'Which candidates have done an internship (not a full-time job) at an e-commerce company?'),
   ('en', 'anyone interned at an online retailer? full-time doesnt count'),
   ('zh', '哪些候选人有电商公司的实习经历（全职不算）？'),
   ('zh', '在网购平台实习过的有吗')]),
 ('i11-10y-fulltime', ['years'], ['FR', 'MD', 'HF'],
  [('+', FRf, 'Associate, Labor & Employment Practice, Littler Mendelson P.C., Washington, DC'),
   ('+', MDf, 'Assistant Merchandiser* | 03/2015 - 05/2018'),
   ('+', HF, 'Procter & Gamble — Supply Chain Manager (Jul 2003 – Dec 2009), Cincinnati, OH'),
   ('-', TY, '2018 年 7 月 – 2021 年 5 月 上海复旦微电子集团股份有限公司'),
   ('-', QXt, '2018/7-至今'),
   ('-', MS, '阿里巴巴（中国）有限公司　集团财务部·资金管理　2018.07 – 2020.03'),
   ('-', QHf, 'Sep 2022 – Jun 2024')],
  [('en', 'Which candidates have at least 10 years of full-time work experience?'),
   ('en', 'who has a decade+ of full-time experience'),
   ('zh', '哪些候选人拥有十年及以上的全职工作经验？'),
   ('zh', '全职干满十年的有谁 实习不算')]),
 ('i12-985-bachelor', ['tier', 'school', 'degree'], ['QH', 'TY', 'LR'],
  [('+', QHf, 'Fudan University B.Sc. in Computer Science and Technology'),
   ('+', TY, '2011.09 – 2015.06 华中科技大学材料成型及控制工程 工学学士'),
   ('+', PH, '中国海洋大学 统计学（本科） 2022.09 – 2026.06'),
   ('-', MS, '上海财经大学'),
   ('-', QXt, '2014/9-2018/6    西安电子科技大学    计算机科学与技术    本科')],
  [('en', 'Which candidates earned their bachelor\'s degree at a 985 university?'),
   ('en', 'who did undergrad at a Project 985 school'),
   ('zh', '哪些候选人本科毕业于 985 高校？'),
   ('zh', '本科是985的有谁')]),
 ('i13-nike', ['employer', 'empty-gold'], [],
  [('-', MDf, 'Benchmarked sell-through and price ladders against Nike and Under Armour')],
  [('en', 'Which candidates have worked at Nike?'),
   ('en', 'anyone ex-swoosh?'),
   ('zh', '哪些候选人曾在耐克（Nike）工作过？'),
   ('zh', '有在耐克干过的吗')]),
]

HEADER = '''# paraphrase62 — blind PARAPHRASE set over paraphrase62/cvs (8 fictional people at real
# companies/universities, 9 CV files: 4 PDF (awesome-cv look-alike, moderncv, Chinese ctex with
# tables), 2 DOCX (one Chinese with an education table), 1 Markdown, 1 plain text, 1 JSON Resume,
# 1 phone photo .jpg of a Chinese page with no text layer). 13 intents x 4 phrasings
# (2 English + 2 Chinese; one formal, one chatty each); all 4 of an intent share the same gold.
# Every question carries `intent:`.
#
# Evidence comments: "+ file: quote" supports a gold person, "- file: quote" documents a trap.
# Quotes are verbatim from the file's text (pdftotext for PDF; python-docx paragraphs and table
# cells for DOCX; the file itself for .md/.txt/.json; src/photo_page_text.txt — the page's
# pdftotext before it became a photo — for the .jpg), compared whitespace-insensitively and with
# markdown * markers ignored. Checked by src/check_evidence.py.
#
# GOLD RULES
# - as_of 2026-11-26: "now/current/至今/Present/today/endDate empty" means on that day.
# - Employment = jobs and internships (a summer clerkship or internship is employment, but it is
#   not full-time). NOT employment: clients advised (Infineon for FR), sales channels worked
#   with (adidas' Tmall store for MD), competitors benchmarked (Nike for MD), partners/systems
#   integrated with (Cainiao for HF), conferences attended (VLDB 2024 for QX), talks, judging,
#   volunteering, awards, contests.
# - Alibaba Group includes its subsidiaries/units: Alibaba Cloud (阿里云计算有限公司),
#   Taobao & Tmall Group (淘天集团), Lazada (Alibaba-controlled since 2016; HF was there
#   2015-2018), 阿里巴巴（中国）有限公司.
# - Two CVs of one person (QX: qinhaoxiang_2021.txt, old, Oct 2021; resume.json, new): same
#   e-mail and phone; the newer file decides what is current (QX left Alibaba Cloud 2022-03 and
#   is now at Shopee). Evidence in either counts.
# - Degrees: "PhD" = a research doctorate, completed or in progress; a J.D. (Juris Doctor) is a
#   professional law degree, not a PhD; a withdrawn/unfinished PhD (MS, 肄业) does not count.
# - Python "at work": used in a described job/internship duty; a skills list alone does not count.
# - Publications: "published at VLDB" = PVLDB / VLDB conference paper (reviewing for The VLDB
#   Journal or attending does not count). First author = first name in the printed author list.
#   A bachelor's thesis is not a published paper. Reviewer/PC = reviewing for or sitting on the
#   programme committee of a conference or journal; hackathon judging, volunteering and talks
#   do not count.
# - Semiconductor companies here: JCET 长电科技 (OSAT), SMIC 中芯国际 (foundry), Shanghai Fudan
#   Microelectronics 复旦微电子 (a chip company — NOT Fudan University).
# - E-commerce companies here: 淘天集团, 京东 JD.com, Zalando, Lazada, Shopee. An "e-commerce
#   internship" must be an internship; HF (Lazada) and QX (Shopee) were full-time.
# - Years of full-time experience: sum of full-time employment spans up to 2026-11-26;
#   internships, clerkships, PhD/master's study and gaps excluded. FR ≈14.2 (Sept 2012–),
#   MD ≈11.7 (03/2015–), HF ≈22.4 (2003-07–2009-12 + 2011–), TY ≈8.4, QX ≈8.4, MS ≈7.0,
#   QH ≈4.2, LR 0. Nobody is within 6 months of 10.
# - 985 list used (bachelor's university): 复旦大学 Fudan University (QH), 华中科技大学 (TY),
#   中国海洋大学 Ocean University of China (LR) are 985. NOT 985: 上海财经大学 (211 only; MS's
#   bachelor — her 985 Fudan degree is a master's), 西安电子科技大学 Xidian University (211 only;
#   QX), 上海大学 (211 only; TY's master), foreign universities.
# - Fudan University = 复旦大学 = FDU; 复旦微电子 is a company.
# - i13: nobody has worked at Nike (MD only benchmarks against it).
#
# people: QH Qiao Hanwen (DB researcher, qiao_hanwen.pdf), FR Fenella Roscoe (employment
# lawyer, fenella_roscoe.pdf), TY 佟逸凡 (semiconductor packaging engineer, 佟逸凡_简历.pdf),
# MS 闵书棠 (treasury analyst, 闵书棠-资金分析师.docx), MD Marisela Dunleavy (merchandising
# planner, marisela_dunleavy.md), QX 秦浩翔 / Haoxiang Qin (Go backend engineer,
# qinhaoxiang_2021.txt + resume.json), LR 栾若希 (new graduate, IMG_20261103_091742.jpg),
# HF Hollis Ferrandino (VP of operations, Hollis_Ferrandino_VP_Ops.docx).
'''

def yq(s):
    return json.dumps(s, ensure_ascii=False)

out = [HEADER, 'as_of: "2026-11-26"', 'people:']
for k, v in people.items():
    out.append(f'  {k}: [{", ".join(yq(a) for a in v)}]')
out.append('questions:')
for name, tags, gold, ev, qs in intents:
    out.append(f'  # ---------------- {name} (gold size {len(gold)}) ----------------')
    for sign, f, quote in ev:
        out.append(f'  # {sign} {f}: {quote}')
    for lang, q in qs:
        t = list(tags)
        if any(lang not in LANG[g] for g in gold):
            t.append('cross-lingual')
        t.append('paraphrase')
        out.append(f'  - {{q: {yq(q)}, gold: [{", ".join(gold)}], intent: {name}, tags: [{", ".join(t)}]}}')
open(os.path.join(HERE, '..', 'questions.yaml'), 'w').write('\n'.join(out) + '\n')
