"""Writes ../questions.yaml (13 intents x 4 phrasings)."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
LANG = {'XD': 'zh', 'HV': 'en', 'KY': 'both', 'SA': 'en', 'MR': 'en', 'ZJ': 'zh', 'NK': 'en', 'WX': 'zh'}

HEADER = '''# paraphrase184 — blind PARAPHRASE set over paraphrase184/cvs (8 fictional people at real
# employers/schools, 9 CV files: 3 LaTeX PDFs (ctex, moderncv, awesome-cv look-alike), 2 DOCX
# (one Chinese with tables), 1 Markdown, 1 plain text, 1 JSON Resume, 1 phone photo .jpg).
# 13 intents, each asked exactly 4 ways (en formal, en chatty, zh formal, zh chatty); all four
# phrasings of an intent carry the same `intent:` and the SAME gold.
# tags: kinds for the per-kind table; cross-lingual = some gold person's only evidence is in
# the other language; empty-gold = nobody qualifies; paraphrase = every question here.
# Evidence comments: "+ file: quote" supports a gold person, "- file: quote" documents a trap.
# Quotes are verbatim (whitespace-insensitive; markdown ** markers dropped; PDF bullets left out;
# the photo's quotes are checked against src/wen_xihe_page.txt, its text before it became a photo).
#
# GOLD RULES (what the recruiter does not type but the gold depends on)
# - today = as_of 2026-11-29; "present", "至今", "today", "current" and an open-ended
#   JSON "startDate" without endDate mean employed on that day.
# - Employment = jobs and internships. NOT employment: awards, case competitions, industry
#   roundtables / working groups, grants, conference talks and posters, reviewing, certificates,
#   clients. PhD research/teaching assistantships are part of doctoral study (not full-time jobs);
#   postdoctoral fellowships ARE full-time jobs.
# - "Worked at X" includes internships unless the question says full-time / intern.
# - Subsidiaries: Coca-Cola = The Coca-Cola Company and companies it owns; Costa Coffee (owned
#   by The Coca-Cola Company since 2019, as the CV states) counts. Ping An (中国平安) = Ping An
#   Insurance (Group) and its subsidiaries: 平安产险 / Ping An Property & Casualty, 平安科技 /
#   Ping An Technology. Insurers: Ping An P&C, AIA, Zurich Insurance Group.
# - Years of full-time experience: sum of full-time jobs from first full-time start to today,
#   internships excluded; a year alone is read as that whole year. Threshold asked: 12 years;
#   nobody is within 6 months of it (HV 14.2, MR 14.3, NK 13.4; XD 10.4, ZJ 10.4, KY 10.3, SA ~7).
# - PhD: holding one or currently enrolled (part-time counts). An abandoned PhD (未完成/退学)
#   counts as neither.
# - "Studied at SYSU / 中山大学" = any degree at 中山大学 (Sun Yat-sen University, Guangzhou).
#   中山大学南方学院 (Sun Yat-sen University Nanfang College, an independent college, now
#   广州南方学院) is a different institution and does not count.
# - 985 list = the 39 Project 985 universities. On it here: 中山大学, 浙江大学, 东南大学, 复旦大学.
#   211-only: 暨南大学. Neither: 中山大学南方学院. Foreign schools are not 985.
# - First author = first name in the author list as printed in the CV.
# - Reviewer / committee = ad-hoc journal reviewing or conference programme/organising
#   committee service printed in the CV.
# - Luxury brand internship = an internship at a luxury fashion/jewellery/leather-goods house
#   (Tiffany & Co., Burberry, ...). Hotels are not luxury brands for this question.
# - Two CVs of one person (KY: 邝语汐_简历_2021.md, older; kuang_yuxi_resume.json, newer, same
#   e-mail) are one candidate; the newer CV decides what is current.
# - The photographed CV IMG_20261104_213355.jpg is 温溪禾's (Wen Xihe).
as_of: "2026-11-29"
people:
  XD: ["萧定澜", "xiao dinglan", "dinglan xiao"]
  HV: ["henrike vossberg", "vossberg henrike"]
  KY: ["邝语汐", "kuang yuxi", "yuxi kuang"]
  SA: ["sigrid aalvik", "aalvik sigrid"]
  MR: ["mateo ravelli", "ravelli mateo"]
  ZJ: ["钟霁言", "zhong jiyan", "jiyan zhong"]
  NK: ["nandini keshavamurthy", "keshavamurthy nandini"]
  WX: ["温溪禾", "wen xihe", "xihe wen"]
questions:
'''

V = 'vossberg_henrike_cv.docx'; N = 'keshavamurthy_nandini_cv.pdf'; X = 'xiao_dinglan_zh.pdf'
Z = '钟霁言_简历.docx'; KM = '邝语汐_简历_2021.md'; KJ = 'kuang_yuxi_resume.json'
S = 'aalvik_sigrid_cv.pdf'; M = 'mateo_ravelli_cv.txt'; W = 'IMG_20261104_213355.jpg'

INTENTS = [
 ('i01-coca-cola', 'employer', ['HV', 'NK'], [
   ('+', V, 'Costa Coffee (part of The Coca-Cola Company since 2019) — London'),
   ('+', V, 'Sustainability Manager, Apr 2017 – Present'),
   ('+', N, 'The Coca-Cola Company, India & South West Asia'),
   ('+', N, 'Water Stewardship Engineer'),
   ('-', V, 'HEINEKEN Netherlands — Zoeterwoude')],
  [('en', 'Which candidates have worked for The Coca-Cola Company or one of its subsidiaries?', []),
   ('en', 'anyone ex-coke? costa counts', []),
   ('zh', '有哪些候选人曾在可口可乐公司（含其旗下子公司）任职？', []),
   ('zh', '谁在可口可乐系干过 咖世家也算', [])]),
 ('i02-sysu', 'school', ['XD', 'ZJ'], [
   ('+', X, '中山大学 微电子科学与工程 学士'),
   ('+', Z, '2014.09–2016.06 中山大学 传播学 硕士'),
   ('-', W, '中山大学南方学院'), ('-', W, '市场营销 本科')],
  [('en', 'Which candidates studied at Sun Yat-sen University?', []),
   ('en', 'any SYSU alumni? the Guangzhou one named after sun yat-sen', []),
   ('zh', '请列出毕业于中山大学的候选人。', []),
   ('zh', '有中大毕业的吗', [])]),
 ('i03-phd', 'degree', ['SA', 'NK'], [
   ('+', S, 'PhD in Sociology, University of Wisconsin–Madison'),
   ('+', N, 'PhD candidate (part-time), Civil and Environmental Engineering'),
   ('+', N, 'Aug 2023 – expected 2028'),
   ('-', X, '在职博士（未完成，2021年退学）')],
  [('en', 'Which candidates hold a doctorate or are currently enrolled in a PhD programme?', []),
   ('en', 'who has a phd or is doing one rn', []),
   ('zh', '哪些候选人拥有博士学位或正在攻读博士？', []),
   ('zh', '读过博或者在读博的有谁', [])]),
 ('i04-tableau', 'skill', ['HV', 'KY', 'MR', 'ZJ'], [
   ('+', V, 'built the supplier emissions dashboards in Tableau used by the procurement leadership team each month'),
   ('+', KM, '用 Tableau 为理赔部搭建风险看板'),
   ('+', KJ, 'Tableau dashboards for the agency leadership team'),
   ('+', M, 'Built weekly occupancy, ADR and guest-satisfaction dashboards in Tableau'),
   ('+', Z, '用 Tableau 搭建审核时效与误判率看板'),
   ('-', W, 'Tableau、Python（入门）、Canva、剪映')],
  [('en', 'Which candidates have used Tableau in their jobs?', []),
   ('en', 'who has actually used salesforce\'s dashboarding tool at work', []),
   ('zh', '哪些候选人在工作中实际使用过 Tableau？', []),
   ('zh', '工作里用 tableau 做过看板的有谁', [])]),
 ('i05-asr', 'topic', ['SA'], [
   ('+', S, 'American Sociological Review 86(2)')],
  [('en', 'Which candidates have published in the American Sociological Review?', []),
   ('en', 'anyone got a paper in ASR', []),
   ('zh', '哪些候选人在《美国社会学评论》上发表过论文？', []),
   ('zh', '有人在美国社会学会那本旗舰期刊 ASR 上发过文章吗', [])]),
 ('i06-first-author', 'topic', ['SA', 'NK', 'KY'], [
   ('+', S, '2021 Aalvik, S. “Precarious Starts: Job Insecurity and Union Formation in Norway and the United States.”'),
   ('+', N, 'N. Keshavamurthy, L. Tan, W. J. Ng. “Ozone pre-treatment to control fouling in ceramic membrane bioreactors.”'),
   ('+', KM, 'KDD 2020 (Applied Data Science Track)，第一作者'),
   ('+', KJ, 'Kuang Y., Ma T., Chen S. (first author)'),
   ('-', X, 'Zhou Y., Xiao D., Lin H.')],
  [('en', 'Which candidates are the first author of a published paper?', []),
   ('en', 'who\'s lead author on a paper', []),
   ('zh', '哪些候选人以第一作者身份发表过论文？', []),
   ('zh', '有一作的人吗', [])]),
 ('i07-reviewer', 'topic', ['SA', 'NK'], [
   ('+', S, 'Reviewer Social Forces; European Sociological Review; Journal of Marriage and Family'),
   ('+', N, 'Water Research (since 2024); Journal of Water Process Engineering'),
   ('-', X, 'DAC 2019（第二作者），并在会上做海报展示'),
   ('-', KJ, 'Best Industry Poster, ASTIN Colloquium 2023')],
  [('en', 'Which candidates have served as a peer reviewer or committee member for a journal or conference?', []),
   ('en', 'anyone who refs papers for journals', []),
   ('zh', '哪些候选人担任过期刊或学术会议的审稿人或委员会成员？', []),
   ('zh', '谁给期刊当过审稿人', [])]),
 ('i08-pingan-2019', 'period', ['KY', 'ZJ'], [
   ('+', KM, '中国平安财产保险股份有限公司（平安产险） · 数据科学家'),
   ('+', KM, '2016年8月 - 至今'),
   ('+', KJ, 'Ping An Property & Casualty Insurance'),
   ('+', Z, '2018/3-2020/5 平安科技（深圳）有限公司（中国平安旗下） 内容安全组长'),
  ],
  [('en', 'Which candidates were employed by Ping An (any group company) at some point during 2019?', []),
   ('en', 'who was at ping an back in 2019', []),
   ('zh', '2019 年期间有哪些候选人在中国平安（含旗下公司）工作？', []),
   ('zh', '19年在平安系待过的有谁', [])]),
 ('i09-current-insurer', 'time/role', ['KY'], [
   ('+', KJ, '"name": "Zurich Insurance Group"'),
   ('+', KJ, 'Current role. Build claims triage and subrogation models for European retail lines.'),
   ('-', Z, '2018/3-2020/5 平安科技（深圳）有限公司（中国平安旗下） 内容安全组长'),
   ('-', KM, '2016年8月 - 至今')],
  [('en', 'Which candidates are currently employed by an insurance company?', []),
   ('en', 'who\'s working at an insurer right now', []),
   ('zh', '目前在保险公司任职的候选人有哪些？', []),
   ('zh', '现在人在险企的有谁', [])]),
 ('i10-luxury-intern', 'time/role', ['WX', 'ZJ'], [
   ('+', W, '蒂芙尼（Tiffany & Co.）上海'),
   ('+', W, '市场部实习生'),
   ('+', Z, '2015/7-2015/9 博柏利（Burberry）上海 数字内容实习生（实习）'),
   ('-', W, '2025 LVMH 校园商业案例大赛 华南赛区三等奖'),
   ('-', M, 'Four Seasons Hotel des Bergues, Geneva -- F&B operations trainee')],
  [('en', 'Which candidates have completed an internship at a luxury fashion or jewellery brand?', []),
   ('en', 'anyone interned at a high-end fashion/jewelry house', []),
   ('zh', '哪些候选人在奢侈品牌（时装或珠宝）做过实习？', []),
   ('zh', '有在大牌奢侈品实习过的吗', [])]),
 ('i11-12-years', 'years', ['HV', 'MR', 'NK'], [
   ('+', V, 'Sustainability Analyst, Sep 2012 – Mar 2017'),
   ('+', V, 'Sustainability Manager, Apr 2017 – Present'),
   ('+', M, 'Beau-Rivage Palace, Lausanne -- Guest Relations Executive 08/2012 - 12/2014'),
   ('+', M, 'Shangri-La Singapore -- Hotel Operations Manager Jan 2020 - Present'),
   ('+', N, 'Jul 2013 – Jun 2016'),
   ('+', N, 'Jan 2021 – Present'),
   ('-', X, '2016.07–2020.03'),
   ('-', Z, '2016/7-2018/2'),
   ('-', KJ, '"startDate": "2016-08"')],
  [('en', 'Which candidates have at least 12 years of full-time work experience?', []),
   ('en', 'need someone w 12+ yrs under their belt, internships dont count', []),
   ('zh', '哪些候选人拥有 12 年及以上的全职工作经验？', []),
   ('zh', '全职干满12年的有谁', [])]),
 ('i12-985-bachelor', 'tier', ['XD', 'KY'], [
   ('+', X, '中山大学 微电子科学与工程 学士'),
   ('+', KM, '浙江大学 统计学 理学学士'),
   ('+', KJ, '"institution": "Zhejiang University", "studyType": "BSc"'),
   ('-', Z, '2010.09–2014.06 暨南大学 新闻学 本科'),
   ('-', W, '中山大学南方学院'), ('-', W, '市场营销 本科')],
  [('en', 'Which candidates earned their bachelor\'s degree at a Project 985 university?', []),
   ('en', 'undergrad from one of china\'s top-39 elite unis?', []),
   ('zh', '本科毕业于 985 高校的候选人有哪些？', []),
   ('zh', '本科是985的有谁', [])]),
 ('i13-nestle', 'employer', [], [
   ('-', V, 'member, Nestlé–Costa joint packaging roundtable (industry working group, 2021)'),
   ('-', V, 'HEINEKEN Netherlands — Zoeterwoude')],
  [('en', 'Which candidates have worked at Nestlé?', []),
   ('en', 'anyone from nestle? nescafe / the swiss food giant', []),
   ('zh', '哪些候选人曾在雀巢公司工作过？', []),
   ('zh', '有雀巢出来的人吗', [])]),
]

def esc(s):
    return s.replace('\\', '\\\\').replace('"', '\\"')

out = [HEADER]
for intent, kind, gold, ev, qs in INTENTS:
    out.append(f'  # ---------------- {intent} ({kind}) ----------------\n')
    for lang, q, extra in qs:
        tags = [kind, 'paraphrase']
        if not gold:
            tags.append('empty-gold')
        elif any(LANG[g] not in (lang, 'both') for g in gold):
            tags.append('cross-lingual')
        for sign, f, quote in ev:
            out.append(f'  # {sign} {f}: {quote}\n')
        out.append(f'  - {{q: "{esc(q)}", gold: [{", ".join(gold)}], intent: {intent}, tags: [{", ".join(tags)}]}}\n')
open(os.path.join(HERE, '..', 'questions.yaml'), 'w').write(''.join(out))
