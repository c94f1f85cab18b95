"""Writes ../questions.yaml (paraphrase set: 13 intents x 4 phrasings)."""
import os, json
HERE = os.path.dirname(os.path.abspath(__file__))

LANG = {  # languages in which each person has evidence
    'KH': {'zh'}, 'GM': {'zh'}, 'ZT': {'en'}, 'RM': {'en'}, 'LZ': {'en', 'zh'},
    'JT': {'en'}, 'KR': {'en'}, 'WT': {'zh'}}

HEADER = r'''# paraphrase156 — blind PARAPHRASE set over evalsets/paraphrase156/cvs (8 fictional people at real
# companies/schools, 9 CV files: 3 LaTeX PDFs (Chinese ctex, moderncv, awesome-cv look-alike),
# 2 DOCX (both Chinese, one with tables), 1 Markdown, 1 plain text, 1 JSON Resume, 1 phone photo
# .jpg without a text layer; src/jiayi_tang_page_text.txt is the text of the photographed page).
# 13 intents, each asked exactly 4 ways (2 English + 2 Chinese; one formal, one chatty per
# language; at least one phrasing per intent names the thing through another word). All four
# questions of an intent carry the same `intent:` and have the SAME gold.
# tags: kinds for the per-kind table; cross-lingual = the question's language differs from the
# only language in which some gold person's evidence exists; empty-gold = nobody qualifies.
# Evidence comments: "+ file: quote" supports a gold person, "- file: quote" documents a trap.
# Quotes are verbatim from the file's text (pdftotext for PDFs; python-docx paragraphs and table
# rows (cells joined by a space) for DOCX; the file itself for .md/.txt/.json; for the .jpg the
# page text in src/jiayi_tang_page_text.txt), compared whitespace-insensitively after NFKC;
# Markdown ** / * markers are ignored.
#
# GOLD RULES (what a recruiter would not type but the gold depends on):
# - today = as_of 2026-11-29; "至今 / present / now / today" = still there on that date.
# - Employment: full-time jobs and internships count as "worked at" unless the question says
#   full-time or internship. NOT employment: awards, contests (“华为杯” is a contest name),
#   invited talks, clients/customers of an employer, guest lectures, co-author affiliations,
#   reviewing, certifications, studying.
# - Subsidiaries: Huawei includes HiSilicon (海思半导体), Huawei Device (华为终端) and Huawei Cloud.
#   Honor (荣耀终端) is NOT Huawei (independent since Nov 2020). SF Express group includes
#   SF Technology (顺丰科技). T-Head (平头哥) belongs to Alibaba (not asked).
# - Years of full-time experience: sum of full-time employment from its start to its end (or
#   as_of); internships, PhD/master's study and research assistantships do not count. Nobody is
#   within 6 months of the 10-year threshold asked (holders: Ge Manning ~12.4 y, Zhiwei Tan
#   ~13.4 y; next are Zhenyu Lu, Jiayi Tang, Kaiwen Ren ~8.4 y).
# - "Currently at X": the job is open-ended (至今/present/today/no end date) on as_of. A person
#   with two CVs is ONE candidate and the newer CV decides what is current (Zhenyu Lu:
#   zhenyu_lu_cv_2023.pdf is old; 芦振宇_简历_2026.txt, updated 2026-10, is current).
# - Degrees: "holds or is pursuing a master's" counts completed and in-progress master's
#   degrees incl. an MBA and a part-time/online master's; a withdrawn/unfinished master's does
#   not count. A PhD alone would not count (everyone here with a PhD also holds a master's).
# - Bachelor's "from a 985 university": the bachelor's institution must be on the 985 list.
#   Tier lists used: 985 = 华中科技大学 HUST, 东南大学 Southeast University, 浙江大学 Zhejiang
#   University, 上海交通大学 Shanghai Jiao Tong University, 大连理工大学 Dalian University of
#   Technology; 211-only = 北京交通大学 Beijing Jiaotong University, 上海外国语大学; 双一流-only =
#   南京信息工程大学 NUIST; none = 浙江工业大学 Zhejiang University of Technology (near-namesake of
#   Zhejiang University), 中欧国际工商学院 CEIBS. Foreign: ETH Zurich (QS top 100), University of
#   London (online programme).
# - Publications: "published at VENUE" = main-conference/journal paper in the CV, any author
#   position; "first author" = listed first in the author order printed (or marked 第一作者).
#   Reviewing for a venue is not publishing there. "IEEE journal" = IEEE Transactions.
# - Internship at an automaker: a job marked intern/实习 at a car manufacturer (Mercedes-Benz AG,
#   东风汽车集团). A courier's client that is a carmaker does not count.
# - Game company: video-game developer/publisher (Hypergryph 鹰角网络, Lilith Games, Perfect World
#   Games). A game company's student contest is not employment.
# People with two CVs: LZ (zhenyu_lu_cv_2023.pdf, English, old + 芦振宇_简历_2026.txt, Chinese,
# new; same phone and e-mail). JT's only CV is the phone photo IMG_20261103_184512.jpg.
as_of: "2026-11-29"
'''

PEOPLE = {
    'KH': ["kuang haoyan", "haoyan kuang", "况昊言"],
    'GM': ["ge manning", "manning ge", "葛蔓宁"],
    'ZT': ["zhiwei tan", "tan zhiwei", "谭志伟"],
    'RM': ["ruolan meng", "meng ruolan", "孟若岚"],
    'LZ': ["zhenyu lu", "lu zhenyu", "芦振宇"],
    'JT': ["jiayi tang", "tang jiayi", "唐佳怡"],
    'KR': ["kaiwen ren", "ren kaiwen", "任凯文"],
    'WT': ["wu tianye", "tianye wu", "武天野"],
}

KH = 'kuang_haoyan_zh.pdf'; GMF = '葛蔓宁_简历.docx'; ZTF = 'zhiwei_tan_logistics.md'
RMF = 'ruolan_meng_cv.pdf'; LZ1 = 'zhenyu_lu_cv_2023.pdf'; LZ2 = '芦振宇_简历_2026.txt'
JTF = 'IMG_20261103_184512.jpg'; KRF = 'kaiwen_ren.resume.json'; WTF = '武天野-2026届-机械.docx'

INTENTS = [
  ('i01-huawei', ['KH', 'LZ', 'KR'], ['employer'], [
    ('+', KH, '海思半导体有限公司'),
    ('+', KH, '2019.07 – 2022.03'),
    ('+', LZ1, 'Hardware Test Engineer, Huawei Device Co., Ltd., Dongguan'),
    ('+', LZ2, '2018/7 - 2023/8    华为终端有限公司（东莞）    硬件测试工程师'),
    ('+', KRF, '"name": "Huawei Cloud"'),
    ('+', KRF, 'Software Engineering Intern, Container Service'),
    ('-', WTF, '2023 “华为杯”大学生智能设计竞赛 三等奖'),
   ], [
    ('en', 'Which candidates have worked at Huawei, including subsidiaries such as HiSilicon or Huawei Cloud? Internships count.'),
    ('en', 'anyone ex-huawei? hisilicon / huawei cloud / device arm all fine, interns too'),
    ('zh', '哪些候选人曾在华为（含海思、华为终端、华为云等子公司）工作或实习过？'),
    ('zh', '有菊厂出来的吗 海思华为云这些子公司也算 实习也算'),
  ]),
  ('i02-hust', ['KH'], ['school'], [
    ('+', KH, '华中科技大学'),
    ('+', KH, '2012.09 – 2016.06 工学学士'),
    ('-', ZTF, 'Guest lecture "Peak-season operations in express delivery", Huazhong University of Science and Technology, 2023'),
   ], [
    ('en', 'Which candidates studied at Huazhong University of Science and Technology?'),
    ('en', 'anyone from HUST in wuhan'),
    ('zh', '哪些候选人毕业于华中科技大学？'),
    ('zh', '有华科的吗'),
  ]),
  ('i03-masters', ['KH', 'GM', 'RM', 'JT'], ['degree'], [
    ('+', KH, '工学硕士'),
    ('+', GMF, '2019.09-2021.12 中欧国际工商学院 MBA（在职） 工商管理硕士'),
    ('+', RMF, 'M.Sc. in Computer Science'),
    ('+', JTF, 'MSc Human Resource Management – in progress'),
    ('-', ZTF, 'M.Sc. Management Science (part-time), 2019 – 2020, withdrew after first year'),
   ], [
    ('en', "Which candidates hold a master's degree or are currently studying for one? MBAs count."),
    ('en', "who's got a postgrad masters-level degree, done or still doing it, mba ok"),
    ('zh', '哪些候选人拥有硕士学位或正在攻读硕士学位？MBA 也算。'),
    ('zh', '有硕士的吗 在读的也算 mba也算'),
  ]),
  ('i04-powerbi', ['ZT', 'JT'], ['skill'], [
    ('+', ZTF, "Built the region's daily operations dashboards in Power BI"),
    ('+', JTF, 'Built attrition and headcount dashboards in Power BI for studio heads'),
    ('-', GMF, '品牌定位、整合营销、消费者调研、预算管理；工具：Excel、Power BI、SPSS、Canva'),
   ], [
    ('en', 'Which candidates have used Power BI in their jobs?'),
    ('en', 'anyone actually built PBI dashboards at work, not just listed it under skills'),
    ('zh', '哪些候选人在工作中使用过 Power BI？'),
    ('zh', '有人工作里用过微软那个BI看板工具吗'),
  ]),
  ('i05-iccv', ['RM', 'KR'], ['topic'], [
    ('+', RMF, 'RelightNeRF: Relightable Neural Radiance Fields from Sparse Views. ICCV 2021.'),
    ('+', KRF, '"publisher": "ICCV 2019"'),
    ('+', KRF, 'co-authored the ICCV 2019 paper listed below'),
   ], [
    ('en', 'Which candidates have published a paper at ICCV?'),
    ('en', 'anyone with a paper at the International Conference on Computer Vision'),
    ('zh', '哪些候选人在 ICCV 上发表过论文？'),
    ('zh', '有人中过iccv吗 就是那个计算机视觉国际大会'),
  ]),
  ('i06-first-author', ['KH', 'RM', 'WT'], ['topic'], [
    ('+', KH, 'IEEE ISCAS 2019.（第一作者）'),
    ('+', RMF, 'R. Meng, M. Keller, L. Fischbach. RelightNeRF'),
    ('+', WTF, '武天野, 刘建华. 基于拓扑优化的电动汽车电池包支架轻量化设计[J]. 机械设计与制造, 2025(8). （第一作者）'),
    ('-', KRF, 'Authors: Y. Zhou, H. Lin, K. Ren, J. Wang (third author).'),
   ], [
    ('en', 'Which candidates are the first author of a published paper?'),
    ('en', "who's got a first-author pub"),
    ('zh', '哪些候选人以第一作者身份发表过论文？'),
    ('zh', '有一作论文的吗'),
  ]),
  ('i07-ieee-reviewer', ['KH', 'RM'], ['topic'], [
    ('+', KH, 'IEEE Transactions on Circuits and Systems II: Express Briefs 审稿人'),
    ('+', RMF, 'IEEE Transactions on Pattern Analysis and Machine Intelligence (TPAMI)'),
   ], [
    ('en', 'Which candidates have served as a reviewer for an IEEE journal?'),
    ('en', 'anyone refereed for one of the IEEE Transactions'),
    ('zh', '哪些候选人担任过 IEEE 期刊的审稿人？'),
    ('zh', '有给IEEE期刊审过稿的吗'),
  ]),
  ('i08-sf-2017', ['ZT'], ['period', 'employer'], [
    ('+', ZTF, 'SF Express — Operations Supervisor → Shift Manager, Shenzhen Hub'),
    ('+', ZTF, 'Jul 2013 – Mar 2018'),
    ('-', JTF, 'SF Technology (SF Express group), Shenzhen 07/2018 – 02/2022'),
   ], [
    ('en', 'Which candidates worked at SF Express (or another SF group company) at some point during 2017?'),
    ('en', 'who was at shunfeng back in 2017, any SF company counts'),
    ('zh', '2017年期间有哪些候选人在顺丰（含顺丰科技等集团公司）工作过？'),
    ('zh', '17年在顺丰待过的有谁 顺丰科技也算'),
  ]),
  ('i09-current-game', ['JT', 'KR'], ['time/role'], [
    ('+', JTF, 'Lilith Games, Shanghai 03/2022 – today'),
    ('+', KRF, '"name": "Hypergryph (鹰角网络)"'),
    ('+', KRF, '"startDate": "2021-04"'),
    ('-', WTF, '2024 网易游戏高校MINI-GAME挑战赛 最佳美术奖'),
   ], [
    ('en', 'Which candidates currently work at a video game company?'),
    ('en', "who's at a games studio right now"),
    ('zh', '目前在游戏公司任职的候选人有哪些？'),
    ('zh', '现在在游戏厂的有谁'),
  ]),
  ('i10-carmaker-intern', ['RM', 'WT'], ['time/role', 'employer'], [
    ('+', RMF, 'Mercedes-Benz AG'),
    ('+', RMF, 'Research Intern, Autonomous Driving Perception'),
    ('+', WTF, '东风汽车集团有限公司 技术中心　车身工程实习生　2025年7月 - 2025年9月'),
    ('-', ZTF, 'also handled the dedicated parts line for client SAIC Motor'),
   ], [
    ('en', 'Which candidates have completed an internship at an automobile manufacturer?'),
    ('en', 'anyone interned at a car OEM'),
    ('zh', '哪些候选人有汽车制造企业的实习经历？'),
    ('zh', '有在车企实习过的吗'),
  ]),
  ('i11-10yrs', ['GM', 'ZT'], ['years'], [
    ('+', GMF, '2014.07-2016.02 上海家化联合股份有限公司 品牌专员'),
    ('+', GMF, '2018.07-至今 资生堂（中国）投资有限公司 品牌经理'),
    ('+', ZTF, 'Jul 2013 – Mar 2018'),
    ('+', ZTF, 'June 2021 – present'),
    ('-', KRF, '"startDate": "2018-07"'),
    ('-', LZ2, '2018/7 - 2023/8'),
    ('-', JTF, '07/2018 – 02/2022'),
   ], [
    ('en', 'Which candidates have at least 10 years of full-time work experience?'),
    ('en', 'anyone with a decade+ of real FT experience, internships dont count'),
    ('zh', '哪些候选人拥有10年及以上全职工作经验？'),
    ('zh', '工作十年以上的有谁 实习不算'),
  ]),
  ('i12-985-bachelor', ['KH', 'RM', 'KR', 'WT'], ['tier', 'school', 'degree'], [
    ('+', KH, '华中科技大学'),
    ('+', KH, '2012.09 – 2016.06 工学学士'),
    ('+', RMF, 'B.Eng. in Computer Science and Technology (Chu Kochen Honors College)'),
    ('+', KRF, '"institution": "Shanghai Jiao Tong University"'),
    ('+', WTF, '大连理工大学　机械设计制造及其自动化　工学学士　2022年9月 - 2026年6月'),
    ('-', JTF, 'Zhejiang University of Technology, Hangzhou 2014 – 2018 B.A. Human Resource Management'),
    ('-', ZTF, 'Zhejiang University — M.Sc. Management Science (part-time)'),
    ('-', ZTF, 'Beijing Jiaotong University — B.Eng. Logistics Engineering, 2009 – 2013'),
    ('-', GMF, '2010.09-2014.06 上海外国语大学 英语（国际商务方向） 文学学士'),
    ('-', LZ1, 'B.Eng. Electronic Information Engineering, Nanjing University of Information Science and Technology'),
   ], [
    ('en', "Which candidates earned their bachelor's degree at a Project 985 university?"),
    ('en', 'who did undergrad at a 985 school'),
    ('zh', '哪些候选人本科毕业于985高校？'),
    ('zh', '本科是985名校的有哪些'),
  ]),
  ('i13-sensetime', [], ['employer', 'empty-gold'], [
    ('-', RMF, 'Invited talk, SenseTime Research, Shanghai, 2022'),
   ], [
    ('en', 'Which candidates have worked at SenseTime? Internships count.'),
    ('en', 'anyone ex-sensetime, the HK-listed AI vision company? interns ok'),
    ('zh', '哪些候选人曾在商汤科技工作或实习过？'),
    ('zh', '有商汤出来的吗 实习也算'),
  ]),
]

def q(s):
    return json.dumps(s, ensure_ascii=False)

out = [HEADER.rstrip('\n'), 'people:']
for k, v in PEOPLE.items():
    out.append(f'  {k}: [{", ".join(q(a) for a in v)}]')
out.append('questions:')
for name, gold, tags, ev, qs in INTENTS:
    out.append(f'  # ---------------- {name} (gold size {len(gold)}) ----------------')
    for sign, f, quote in ev:
        out.append(f'  # {sign} {f}: {quote}')
    for lang, text in qs:
        t = list(tags) + ['paraphrase']
        if any(LANG[p] == ({'en', 'zh'} - {lang}) for p in gold):
            t.append('cross-lingual')
        out.append(f'  - {{q: {q(text)}, gold: [{", ".join(gold)}], intent: {name}, lang: {lang}, tags: [{", ".join(t)}]}}')
open(os.path.join(HERE, '..', 'questions.yaml'), 'w').write('\n'.join(out) + '\n')
print('questions:', sum(len(i[4]) for i in INTENTS))
