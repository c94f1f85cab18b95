"""Writes ../questions.yaml (13 intents x 4 phrasings). Run: python3 make_questions.py"""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
LANG = {'RX': 'en', 'ZW': 'zh', 'MD': 'en', 'ZS': 'zh', 'YC': 'en', 'LJ': 'zh', 'JW': 'en', 'HM': 'en'}
PEOPLE = [
    ('RX', ["ruoqing xiong", "xiong ruoqing", "熊若晴"]),
    ('ZW', ["汪泽凯", "wang zekai", "zekai wang"]),
    ('MD', ["mikołaj drzewiecki", "mikolaj drzewiecki", "drzewiecki mikołaj", "drzewiecki mikolaj"]),
    ('ZS', ["苏芷涵", "su zhihan", "zhihan su"]),
    ('YC', ["yvette chan", "chan yvette", "yvette chan hoi-ying", "chan hoi-ying yvette", "chan hoi ying"]),
    ('LJ', ["罗俊宇", "luo junyu", "junyu luo"]),
    ('JW', ["jiale wen", "wen jiale", "温嘉乐"]),
    ('HM', ["hélène marchetti", "helene marchetti", "marchetti hélène", "marchetti helene"]),
]
R, Z, M, S, Y, L, J, H = ('ruoqing_xiong_cv.pdf', 'wang_zekai_zh.pdf', 'mikolaj_drzewiecki_cv.pdf',
    'su_zhihan_jianli.docx', 'yvette_chan_cv.docx', '罗俊宇_简历_2026.md', 'wen_jiale_resume.json',
    'IMG_20261102_093114.jpg')
LO = 'luo_junyu_2019.txt'

# (intent, kind tag, gold, evidence, [(lang, q), ...])  order: en formal, en chatty, zh formal, zh chatty
INTENTS = [
 ('i01-alibaba', 'employer', ['RX', 'ZS'], [
    ('+', R, 'Alibaba DAMO Academy, Speech Lab'),
    ('+', R, 'Senior Algorithm Expert'),
    ('+', S, '浙江天猫网络有限公司（天猫）'),
    ('+', S, '美妆个护事业部 高级类目经理'),
    ('-', J, 'Ant Group'),
    ('-', H, 'Clients include Alibaba.com'),
  ], [
    ('en', 'Which candidates have worked at Alibaba Group, including units such as Tmall or DAMO Academy (Ant Group excluded)?'),
    ('en', 'anyone ex-Ali? tmall / damo count, ant doesnt'),
    ('zh', '请找出在阿里巴巴集团（含天猫、达摩院等业务单元，不含蚂蚁集团）工作过的候选人'),
    ('zh', '有没有阿里系出来的 天猫达摩院都算 蚂蚁不算'),
  ]),
 ('i02-sjtu', 'school', ['ZW', 'JW'], [
    ('+', Z, '上海交通大学'),
    ('+', J, 'Shanghai Jiao Tong University'),
    ('-', S, '西安交通大学'),
  ], [
    ('en', 'Which candidates studied at Shanghai Jiao Tong University (any degree)?'),
    ('en', 'any SJTU alumni in here'),
    ('zh', '请列出在上海交通大学就读过的候选人（任何学位）'),
    ('zh', '有上交的吗'),
  ]),
 ('i03-phd', 'degree', ['RX', 'HM'], [
    ('+', R, 'Ph.D. in Informatics (speech recognition)'),
    ('+', H, 'PhD candidate in Translation Studies (part-time), Université Sorbonne Nouvelle (ESIT), since 2024'),
    ('-', Y, 'PhD programme in Accounting (part-time), Lingnan University'),
    ('-', Y, 'withdrew after first year'),
  ], [
    ('en', 'Which candidates hold a PhD or are currently pursuing one?'),
    ('en', "who's got a doctorate or is doing one rn"),
    ('zh', '请找出已获得或正在攻读博士学位的候选人'),
    ('zh', '博士毕业或者在读博的有谁'),
  ]),
 ('i04-python-at-work', 'skill', ['RX', 'ZW', 'JW', 'YC'], [
    ('+', R, 'wrote the Python and PyTorch training pipeline used by the whole lab'),
    ('+', Z, '用 Python 编写硬件在环（HIL）自动化测试脚本'),
    ('+', J, 'Wrote Python scripts to pull and clean comparable-company financials from Wind exports'),
    ('+', Y, 'Built Python (pandas) scripts for journal-entry testing'),
    ('-', S, 'Python（自学，业余做过爬虫小项目）'),
    ('-', M, 'Python, Lua, Houdini, Blender, Perforce, Jira'),
  ], [
    ('en', 'Which candidates have used Python in a job or internship, not merely listed it as a skill?'),
    ('en', 'who actually writes python on the job? not just in the skills list'),
    ('zh', '哪些候选人在工作或实习中实际使用过 Python？仅在技能栏列出的不算'),
    ('zh', '工作里真用过py的有谁'),
  ]),
 ('i05-icassp', 'topic', ['RX', 'ZW'], [
    ('+', R, 'Proc. ICASSP 2021'),
    ('+', Z, 'ICASSP 2020（第一作者，口头报告）'),
    ('-', H, 'Invited talk, speech-translation industry panel, ICASSP 2025'),
  ], [
    ('en', 'Which candidates have published a paper at ICASSP?'),
    ('en', "anyone got a paper in IEEE's big acoustics, speech and signal processing conference"),
    ('zh', '请找出在 ICASSP 上发表过论文的候选人'),
    ('zh', '谁在IEEE声学语音与信号处理国际会议上发过文章'),
  ]),
 ('i06-first-author', 'topic', ['RX', 'ZW', 'HM'], [
    ('+', R, 'R. Xiong, A. Mackintosh, and L. Ferrier'),
    ('+', Z, 'Zekai Wang, Lin Tao, Hui Ren.'),
    ('+', Z, '（第一作者，口头报告）'),
    ('+', H, 'Journal des traducteurs, 2025 (sole author)'),
    ('-', LO, '张晓帆, 罗俊宇. 基于规则引擎的信贷审批系统设计'),
    ('-', LO, '（第二作者）'),
  ], [
    ('en', 'Which candidates are first author of at least one publication (sole authorship counts)?'),
    ('en', 'who has a first-author paper? solo papers count too'),
    ('zh', '请找出至少有一篇第一作者论文的候选人（独立作者也算）'),
    ('zh', '有一作论文的有谁 独作也算'),
  ]),
 ('i07-reviewer', 'topic', ['RX'], [
    ('+', R, 'Reviewer, INTERSPEECH (2022–2025)'),
    ('+', R, 'Reviewer, IEEE/ACM Transactions on Audio, Speech, and Language Processing (since 2023)'),
    ('-', H, 'reviewer of machine-translation post-editing'),
    ('-', Z, '口头报告'),
  ], [
    ('en', 'Which candidates have served as a reviewer for an academic conference or journal?'),
    ('en', 'anyone done peer review for confs or journals'),
    ('zh', '请找出担任过学术会议或期刊审稿人的候选人'),
    ('zh', '有给会议或者期刊审过稿的吗'),
  ]),
 ('i08-big4-in-2019', 'period', ['YC', 'LJ'], [
    ('+', Y, 'Ernst & Young (EY), Hong Kong — Assurance'),
    ('+', Y, 'Senior Associate Sep 2015 – Jun 2020'),
    ('+', L, '毕马威企业咨询（中国）有限公司（KPMG）'),
    ('+', L, 'IT 咨询顾问 | 2017/7-2019/4'),
    ('-', S, '2013年7月 - 2016年6月'),
    ('-', S, '普华永道中天会计师事务所'),
    ('-', H, 'KPMG China'),
  ], [
    ('en', 'Which candidates were employed at a Big Four accounting firm at any point during 2019?'),
    ('en', 'who was at deloitte / pwc / ey / kpmg sometime in 2019'),
    ('zh', '请找出 2019 年期间曾在四大会计师事务所任职的候选人'),
    ('zh', '19年那会儿在四大干过的有谁'),
  ]),
 ('i09-current-bank', 'time/role', ['LJ'], [
    ('+', L, '招商银行 总行信息技术部（成都研发中心）'),
    ('+', L, '资深 Java 开发工程师 | 2023/1-至今'),
    ('-', LO, '2017.07 - 至今    毕马威企业咨询（中国）有限公司（KPMG）'),
    ('-', Y, 'Lead statutory and regulatory audits of three licensed banks'),
    ('-', J, 'Incoming Analyst at Morgan Stanley Hong Kong, start date February 2027'),
  ], [
    ('en', 'Which candidates are currently employed by a bank?'),
    ('en', "who's working at a commercial lender rn"),
    ('zh', '请找出目前在银行任职的候选人'),
    ('zh', '现在在银行上班的有谁'),
  ]),
 ('i10-ib-internship', 'time/role', ['JW', 'LJ'], [
    ('+', J, 'Summer Analyst, Investment Banking Division (internship)'),
    ('+', J, 'Investment Banking Intern'),
    ('+', L, '华泰联合证券 投资银行部 实习生'),
    ('+', LO, '华泰联合证券有限责任公司 投资银行部    实习生'),
    ('-', J, 'Data Analyst Intern, Wealth Management'),
  ], [
    ('en', "Which candidates have done an internship in investment banking (a bank's or a securities firm's IBD)?"),
    ('en', 'anyone done an IB internship? summer analyst etc'),
    ('zh', '请找出有投资银行实习经历的候选人（券商投行部也算）'),
    ('zh', '有投行实习过的吗'),
  ]),
 ('i11-8y-fulltime', 'years', ['ZS', 'YC', 'LJ', 'MD'], [
    ('+', S, '2013年7月 - 2016年6月'),
    ('+', S, '2021年3月 - 至今'),
    ('+', Y, 'Associate Sep 2012 – Aug 2015'),
    ('+', Y, 'Audit Manager, Financial Services Jul 2020 – Present'),
    ('+', L, '2017/7-2019/4'),
    ('+', L, '2023/1-至今'),
    ('+', M, '01/2018 – Junior Level Designer, Techland, Wrocław'),
    ('+', M, 'since Senior Level Designer, CD PROJEKT RED, Warsaw 09/2022'),
    ('-', H, 'In-house translator, Lionbridge, Paris 09/2019 - 02/2022'),
    ('-', Z, '嵌入式软件工程师（2020.07–2023.03）'),
    ('-', R, 'Jul 2021 – Present'),
  ], [
    ('en', 'Which candidates have at least 8 years of full-time work experience?'),
    ('en', "who's been in full-time work 8+ yrs"),
    ('zh', '请找出全职工作经验在 8 年及以上的候选人'),
    ('zh', '工龄八年往上的有哪些'),
  ]),
 ('i12-985-bachelor', 'tier', ['RX', 'ZW', 'JW', 'ZS'], [
    ('+', R, 'Huazhong University of Science and Technology'),
    ('+', R, 'B.Eng. in Electronic Information Engineering'),
    ('+', Z, '自动化'),
    ('+', Z, '本科'),
    ('+', J, 'Bachelor of Economics'),
    ('+', S, '西安交通大学'),
    ('+', S, '本科 / 管理学学士'),
    ('-', L, '西南财经大学 · 计算机科学与技术 · 本科（2013–2017）'),
    ('-', Y, 'BBA (Hons) in Accounting, Hong Kong Baptist University, 2008 – 2012'),
    ('-', Y, 'MBA (part-time), The Hong Kong University of Science and Technology, 2019 – 2021'),
  ], [
    ('en', "Which candidates hold a bachelor's degree from a Project 985 university?"),
    ('en', 'who did undergrad at a 985 school'),
    ('zh', '请找出本科毕业于985高校的候选人'),
    ('zh', '本科是985的有谁'),
  ]),
 ('i13-ehang', 'employer', [], [
    ('-', Z, '2019 亿航杯无人机创新设计大赛 二等奖'),
    ('-', Z, '广州极飞科技股份有限公司（XAG）'),
  ], [
    ('en', 'Which candidates have worked at EHang?'),
    ('en', 'anyone from the EH216 passenger-drone company'),
    ('zh', '请找出在亿航智能工作过的候选人'),
    ('zh', '有亿航出来的人吗'),
  ]),
]

HEADER = '''# paraphrase138 — blind PARAPHRASE set over paraphrase138/cvs (8 fictional people at real
# companies/schools, 9 CV files: 3 LaTeX PDFs (awesome-cv look-alike, Chinese ctex, moderncv),
# 2 DOCX (one Chinese with tables), 1 Markdown, 1 plain text, 1 JSON Resume, 1 phone photo .jpg).
# 13 intents, each asked 4 ways (English formal, English chatty, Chinese formal, Chinese chatty);
# all 4 phrasings of an intent carry the same `intent:` and the SAME gold.
# tags: kind of question; cross-lingual = some gold person's only evidence is in the other
# language; empty-gold = nobody qualifies; paraphrase on every question.
# Evidence comments: "+ file: quote" supports a gold person, "- file: quote" documents a trap.
# Quotes are verbatim from the file's text (pdftotext for PDFs; python-docx paragraphs + table
# cells for DOCX, consecutive cells of a table row joined by a space; JSON string values; the
# md/txt with ** markers removed; for the .jpg, src/tr/IMG_20261102_093114.txt = pdftotext of
# the page before it was photographed), compared whitespace-insensitively after NFKC.
#
# GOLD RULES
# - as_of 2026-11-28 is "today" for now / present / 至今 / today / years.
# - "Worked at X" includes internships unless the question says otherwise. NOT employment:
#   awards and contests (亿航杯), scholarships, talks, clients of a freelancer or auditor
#   (Alibaba.com and KPMG China are Hélène Marchetti's clients; Yvette Chan audits banks),
#   reviewing, incoming roles/offers not yet started (Jiale Wen's Morgan Stanley analyst job
#   starts Feb 2027).
# - Alibaba Group includes Tmall (浙江天猫网络有限公司) and Alibaba DAMO Academy; Ant Group does
#   NOT count as Alibaba (the questions say so).
# - Big Four = Deloitte, PwC (普华永道), EY (Ernst & Young, 安永), KPMG (毕马威), incl. their
#   advisory entities (毕马威企业咨询). "During 2019" = any overlap with 2019.
# - Bank: a deposit-taking bank (招商银行 counts). A securities firm or an auditor of banks is
#   not "employed by a bank". Investment-banking internships include a securities firm's IBD
#   (中信证券, 华泰联合证券 投资银行部) and Morgan Stanley's IBD.
# - "Current" is decided by the newest CV of a person: Luo Junyu has an old CV
#   (luo_junyu_2019.txt, "2017.07 - 至今 ... KPMG") and a new one (罗俊宇_简历_2026.md, 招商银行 至今);
#   the new one decides. A person with two CVs is one candidate; evidence in either counts.
# - Years of full-time experience: sum of full-time jobs (freelance work counts as full-time),
#   up to 2026-11-28; internships, PhD study and student jobs do not count. Values: Su Zhihan
#   13y4m, Yvette Chan 14y2m, Luo Junyu 9y4m, Mikołaj Drzewiecki 8y10m, Hélène Marchetti 7y2m,
#   Wang Zekai 6y4m, Ruoqing Xiong 5y4m, Jiale Wen 0. Nobody is within 6 months of 8 years.
# - Degree questions: a PhD "held or pursuing" counts completed and in-progress PhDs; a
#   withdrawn PhD programme does not.
# - Publications: any author position counts for "published at"; first author = first name in
#   the printed author list, or sole author. Invited talks/panels are not publications.
#   Reviewing = reviewer / PC service for a conference or journal (not post-editing review in a job).
# - Python "at work" = named in the description of a job or internship; a skills list alone
#   does not count.
# - Tier lists: 985 universities in this set: 上海交通大学 (SJTU), 西安交通大学 (XJTU),
#   华中科技大学 (HUST). 西南财经大学 is 211 only (not 985). Foreign: University of Edinburgh and
#   HKUST are QS top 100 (not 985); Hong Kong Baptist University, Lingnan University,
#   Wrocław University of Science and Technology, INALCO, ISIT, Sorbonne Nouvelle are not on the
#   985 list. A 985 bachelor's must be a completed bachelor (Jiale Wen finished 2026-06).
# - SJTU ("上交") is not XJTU (西安交通大学, "西交"); both are "交大".
as_of: "2026-11-28"
'''

def q(s):
    return '"' + s.replace('\\', '\\\\').replace('"', '\\"') + '"'

out = [HEADER, 'people:']
for k, al in PEOPLE:
    out.append(f'  {k}: [' + ', '.join(q(a) for a in al) + ']')
out.append('questions:')
for intent, kind, gold, ev, qs in INTENTS:
    out.append(f'  # ---------------- {intent} (gold {len(gold)}) ----------------')
    for i, (lang, text) in enumerate(qs):
        for sign, f, quote in ev:
            out.append(f'  # {sign} {f}: {quote}')
        tags = [kind]
        if not gold:
            tags.append('empty-gold')
        if any(LANG[p] != lang for p in gold):
            tags.append('cross-lingual')
        tags.append('paraphrase')
        style = 'formal' if i % 2 == 0 else 'chatty'
        out.append(f'  - {{q: {q(text)}, gold: [{", ".join(gold)}], intent: {intent}, lang: {lang}, style: {style}, tags: [{", ".join(tags)}]}}')
open(os.path.join(HERE, '..', 'questions.yaml'), 'w').write('\n'.join(out) + '\n')
print('wrote', sum(len(x[4]) for x in INTENTS), 'questions')
