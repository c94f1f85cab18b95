# generates ../questions.yaml from the intent table below
import os, re, json
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..', 'questions.yaml')

PDF_PJ = 'pu_jingran_cv.pdf'; PDF_RQ = 'ren_qiyao_cv.pdf'; PDF_SV = 'saskia_vellacott_cv.pdf'
DOCX_WR = '翁若岚_供应链计划_简历.docx'; DOCX_QJ = 'Jiashu_Qin_Flutter_2026.docx'; TXT_QJ = '覃嘉树_简历_2019.txt'
MD_LS = 'shaoheng_lu_plant_manager.md'; JSON_NK = 'nadia_kettlewell.resume.json'; JPG_JY = 'IMG_20260914_213507.jpg'
LANG = {PDF_PJ: 'zh', PDF_RQ: 'en', PDF_SV: 'en', DOCX_WR: 'zh', DOCX_QJ: 'en', TXT_QJ: 'zh', MD_LS: 'en', JSON_NK: 'en', JPG_JY: 'zh'}

PEOPLE = {
 'PJ': ['pu jingran', 'jingran pu', '蒲景然'],
 'RQ': ['ren qiyao', 'qiyao ren', '任启尧'],
 'WR': ['weng ruolan', 'ruolan weng', '翁若岚'],
 'SV': ['saskia vellacott', 'vellacott saskia'],
 'QJ': ['qin jiashu', 'jiashu qin', '覃嘉树'],
 'LS': ['lu shaoheng', 'shaoheng lu', '卢绍衡'],
 'JY': ['jie yuchen', 'yuchen jie', '揭语晨'],
 'NK': ['nadia kettlewell', 'kettlewell nadia'],
}

# each intent: name, tags, gold, evidence [(sign, key, file, quote)], 4 questions (en formal, en chatty, zh formal, zh chatty)
INTENTS = [
 ('i01-pingan', ['employer'], ['QJ', 'PJ'], [
   ('+', 'QJ', DOCX_QJ, 'Ping An Property & Casualty Insurance Company of China (Ping An P&C), Shenzhen'),
   ('+', 'QJ', DOCX_QJ, 'Senior Flutter Engineer, Jan 2023 – Present'),
   ('+', 'PJ', PDF_PJ, '平安科技（深圳）有限公司'),
   ('+', 'PJ', PDF_PJ, '2021 年 6 月 - 2021 年 9 月'),
   ('-', 'SV', PDF_SV, 'round for a healthcare platform led by Ping An Capital (2020)'),
   ('-', 'NK', JSON_NK, "Series for Caixin Global on China's health-insurance apps, including Ping An Good Doctor"),
  ], [
   'Which candidates have worked at Ping An or any of its subsidiaries? Internships count.',
   'anyone ex China Ping An? any of the group companies counts, interns too',
   '哪些候选人曾在中国平安集团或其下属子公司工作或实习过？',
   '有平安系出来的吗 子公司实习也算',
  ]),
 ('i02-gatech', ['school'], ['RQ', 'WR'], [
   ('+', 'RQ', PDF_RQ, 'M.S. in Electrical and Computer Engineering, Georgia Institute of Technology'),
   ('+', 'WR', DOCX_WR, '佐治亚理工学院，美国亚特兰大'),
   ('-', 'NK', JSON_NK, 'Exchange semester at Georgia State University, Atlanta (spring 2008)'),
  ], [
   'Which candidates studied at the Georgia Institute of Technology?',
   'any georgia tech alums',
   '哪些候选人曾就读于佐治亚理工学院？',
   '有没有GT毕业的 就是亚特兰大那个佐治亚理工',
  ]),
 ('i03-mba', ['degree'], ['SV', 'LS'], [
   ('+', 'SV', PDF_SV, 'Master of Business Administration (MBA)'),
   ('+', 'LS', MD_LS, 'Executive MBA (EMBA), in progress'),
   ('-', 'WR', DOCX_WR, 'LinkedIn Learning Mini-MBA 在线课程结业证书（2020）'),
  ], [
   'Which candidates hold an MBA or are currently studying for one? Executive MBAs count.',
   'who has a business school masters, finished or still doing it, exec programs fine',
   '哪些候选人已获得或正在攻读工商管理硕士（MBA，含EMBA）学位？',
   '有读过mba的吗 在读也算 emba也行',
  ]),
 ('i04-k8s', ['skill'], ['QJ', 'JY', 'PJ'], [
   ('+', 'QJ', DOCX_QJ, 'Built the claims BFF (backend-for-frontend) in Go and deployed it on Kubernetes with Helm charts and canary releases'),
   ('+', 'JY', JPG_JY, '使用 Go 编写服务，部署在 Kubernetes 上'),
   ('+', 'PJ', PDF_PJ, '在 Kubernetes 集群上搭建分布式 GNN 训练流水线，支持十亿级边的图。'),
   ('-', 'NK', JSON_NK, '"name": "Infrastructure (self-taught)", "keywords": ["Docker", "Kubernetes", "Terraform"]'),
  ], [
   'Which candidates have used Kubernetes in a job or internship, not just listed it as a skill?',
   'anyone actually run stuff on k8s at work',
   '哪些候选人在工作或实习中实际使用过 Kubernetes？只写在技能栏的不算。',
   '有在工作里真用过k8s的吗 容器编排那套',
  ]),
 ('i05-kdd', ['topic'], ['PJ', 'JY'], [
   ('+', 'PJ', PDF_PJ, 'Conference on Knowledge Discovery and Data Mining (KDD 2024)'),
   ('+', 'JY', JPG_JY, 'Session-Aware Graph Contrastive Learning for Cold'),
   ('+', 'JY', JPG_JY, 'KDD 2025（Research Track），第二作者。'),
   ('-', 'NK', JSON_NK, 'Invited talk (no paper), KDD 2024 Data Science for Social Good Day'),
  ], [
   'Which candidates have published a paper at KDD?',
   'anyone got a paper into sigkdd',
   '哪些候选人在 KDD 会议上发表过论文？',
   '有中过kdd的吗 数据挖掘那个顶会',
  ]),
 ('i06-firstauthor', ['topic', 'time/role'], ['PJ', 'RQ', 'NK'], [
   ('+', 'PJ', PDF_PJ, '1. Jingran Pu, Yiwen Sheng, Wenqi Lao.'),
   ('+', 'PJ', PDF_PJ, '3. Jingran Pu, Wenqi Lao. Positional Encodings Are Not Enough'),
   ('+', 'RQ', PDF_RQ, 'Q. Ren, L. Marsh, K. Dai, “A 3.3–5.0 GHz reconfigurable antenna tuner for 5G NR'),
   ('+', 'NK', JSON_NK, 'Kettlewell, N. and Osei, R. First author.'),
   ('-', 'JY', JPG_JY, 'Kaixuan Mo, Yuchen Jie, Lihua Fang.'),
  ], [
   'Which candidates are the first author of at least one published paper?',
   'who has a lead-author paper',
   '哪些候选人以第一作者身份发表过论文？',
   '有一作论文的吗',
  ]),
 ('i07-reviewer', ['topic'], ['PJ', 'RQ'], [
   ('+', 'PJ', PDF_PJ, 'KDD 2025 研究轨道审稿人（Reviewer）'),
   ('+', 'PJ', PDF_PJ, 'LoG 2024 程序委员会成员（PC Member）'),
   ('+', 'RQ', PDF_RQ, 'Reviewer, IEEE Microwave and Wireless Technology Letters (formerly MWCL)'),
   ('+', 'RQ', PDF_RQ, 'Technical program committee member, IEEE Radio and Wireless Week (RWW 2023)'),
   ('-', 'NK', JSON_NK, 'Juror, The Sigma Awards for data journalism'),
  ], [
   'Which candidates have reviewed for, or served on the program committee of, an academic conference or journal?',
   'anyone done peer review or TPC duty for a conf or journal',
   '哪些候选人担任过学术会议或期刊的审稿人或程序委员会成员？',
   '有给会议期刊审过稿的吗 当过PC也算',
  ]),
 ('i08-vivo2019', ['employer', 'period', 'conjunctive'], ['RQ', 'PJ'], [
   ('+', 'RQ', PDF_RQ, '07/2017 – RF Engineer, vivo Mobile Communication Co., Ltd., Dongguan'),
   ('+', 'RQ', PDF_RQ, '05/2020'),
   ('+', 'PJ', PDF_PJ, 'vivo 人工智能研究院（维沃移动通信有限公司）'),
   ('+', 'PJ', PDF_PJ, '2019.07 – 2019.09'),
   ('-', 'SV', PDF_SV, 'Led commercial due diligence on a tier-1 handset component supplier to vivo and OPPO (2023)'),
  ], [
   'Which candidates worked at vivo at any time during 2019? Internships count.',
   'who was at vivo back in 2019, interns too',
   '哪些候选人在2019年期间于维沃移动通信有限公司任职或实习？',
   '19年有谁在vivo待过 实习也算',
  ]),
 ('i09-freelance', ['time/role', 'title'], ['NK'], [
   ('+', 'NK', JSON_NK, '"position": "Freelance data journalist", "startDate": "2022-01"'),
   ('-', 'QJ', TXT_QJ, '2018.08 – 至今　自由职业 Flutter 开发者（独立接单）'),
   ('-', 'QJ', DOCX_QJ, 'Freelance Flutter developer, Aug 2018 – Mar 2020'),
  ], [
   'Which candidates are currently self-employed or working freelance?',
   "who's freelancing right now",
   '哪些候选人目前是自由职业者？',
   '现在谁是自己单干接活的',
  ]),
 ('i10-gameintern', ['time/role', 'employer', 'conjunctive'], ['JY', 'QJ'], [
   ('+', 'JY', JPG_JY, '米哈游（上海米哈游网络科技股份有限公司）'),
   ('+', 'JY', JPG_JY, '游戏服务器开发实习生'),
   ('+', 'QJ', TXT_QJ, '2017.07 – 2017.09　上海莉莉丝网络科技有限公司（莉莉丝游戏）　客户端开发实习生'),
   ('+', 'QJ', DOCX_QJ, 'Lilith Games (Shanghai), Client Developer Intern, Jul 2017 – Sep 2017'),
   ('-', 'SV', PDF_SV, 'Board observer at a Warsaw-based game studio (portfolio company)'),
  ], [
   'Which candidates have done an internship at a video game company?',
   'anyone interned at a games studio',
   '哪些候选人在游戏公司有过实习经历？',
   '有在游戏厂实习过的吗',
  ]),
 ('i11-10yrs', ['years'], ['LS', 'WR', 'NK'], [
   ('+', 'LS', MD_LS, 'Process Engineer | 2004/7 - 2008/12'),
   ('+', 'LS', MD_LS, 'Plant Manager | 2015/7 - 至今'),
   ('+', 'WR', DOCX_WR, '太古可口可乐（Swire Coca-Cola）　2013年7月 - 2017年7月　供应链计划专员'),
   ('+', 'WR', DOCX_WR, '农夫山泉股份有限公司　供应链计划中心　2021年6月 - 至今'),
   ('+', 'NK', JSON_NK, '"position": "Data journalist", "startDate": "2010-09", "endDate": "2016-03"'),
   ('+', 'NK', JSON_NK, '"position": "Senior data journalist", "startDate": "2016-04", "endDate": "2021-12"'),
   ('-', 'RQ', PDF_RQ, '07/2017 – RF Engineer, vivo Mobile Communication Co., Ltd., Dongguan'),
   ('-', 'QJ', DOCX_QJ, 'Freelance Flutter developer, Aug 2018 – Mar 2020'),
   ('-', 'SV', PDF_SV, 'Jul 2018 – Jun 2021'),
  ], [
   'Which candidates have at least 10 years of full-time work experience?',
   'need someone with a decade plus of full time experience, internships dont count',
   '哪些候选人拥有10年及以上的全职工作经验？',
   '工作十年以上的有谁 实习不算',
  ]),
 ('i12-985bachelor', ['tier', 'degree', 'school', 'conjunctive'], ['PJ', 'RQ', 'SV', 'WR'], [
   ('+', 'PJ', PDF_PJ, '工学学士，计算机科学与技术'),
   ('+', 'PJ', PDF_PJ, '浙江大学'),
   ('+', 'RQ', PDF_RQ, 'B.Eng. in Electronic Information Engineering, University of Electronic Science and'),
   ('+', 'SV', PDF_SV, 'B.A. in Economics (English-taught programme), School of Economics'),
   ('+', 'SV', PDF_SV, 'Fudan University'),
   ('+', 'WR', DOCX_WR, '武汉大学 经济与管理学院'),
   ('-', 'JY', JPG_JY, '浙江工业大学 计算机科学与技术学院'),
   ('-', 'LS', MD_LS, 'B.Eng. Polymer Materials and Engineering | East China University of Science and Technology (华东理工大学)'),
   ('-', 'QJ', DOCX_QJ, 'B.Eng. Computer Science and Technology, Nanjing University of Information Science and Technology (NUIST), 2014 – 2018'),
  ], [
   "Which candidates earned their bachelor's degree at a Project 985 university?",
   'who did undergrad at a 985 school',
   '哪些候选人本科毕业于985工程高校？',
   '第一学历是985的有谁',
  ]),
 ('i13-tetrapak', ['employer', 'empty-gold'], [], [
   ('-', 'WR', DOCX_WR, '与利乐（Tetra Pak）工程团队协作完成无菌灌装线产能评估，利乐为设备供应商。'),
   ('-', 'LS', MD_LS, "Benchmark visit to Tetra Pak's Kunshan plant in 2019 as part of an industry lean-manufacturing exchange."),
  ], [
   'Which candidates have worked at Tetra Pak?',
   'anyone ex tetra pak, the carton packaging company',
   '哪些候选人曾在利乐（Tetra Pak）工作过？',
   '有利乐出来的人吗 做无菌纸盒那家',
  ]),
]

HEADER = '''# paraphrase110 — blind PARAPHRASE set over evalsets/.../paraphrase110/cvs (8 fictional people at real
# companies and schools, 9 CV files: 3 LaTeX PDFs [Chinese ctex two-column, moderncv classic,
# awesome-cv look-alike], 2 DOCX [Chinese with tables, English], 1 Markdown, 1 plain text,
# 1 JSON Resume, 1 phone photo .jpg of a Chinese page with no text layer).
# 13 intents x 4 phrasings (English formal, English chatty, Chinese formal, Chinese chatty); all four
# questions of an intent share one gold set. Each question has `intent:`.
# tags: kinds for the per-kind table; paraphrase on every question; cross-lingual = the question's
#   language differs from the language of every file that proves some gold person; empty-gold =
#   nobody qualifies.
# Evidence comments: "+ file: quote" proves a gold person, "- file: quote" documents a trap (never a
#   gold member of that question). Quotes are verbatim from pdftotext (PDF), python-docx paragraphs
#   and table cells (DOCX), the raw file (.md/.txt/.json), and for the .jpg the pdftotext of the page
#   before it became a photo (src/jie_yuchen/jie_yuchen_page_text.txt); whitespace is ignored.
#
# GOLD RULES
# - as_of 2026-11-27: "current", "now", "至今", "Present", "today" mean this date; years are counted to it.
# - Worked at X: full-time jobs and internships count unless a question says otherwise. Not employment:
#   clients, deal counterparties, investors in the same round, companies covered in journalism,
#   portfolio companies a PE investor observes, vendors/suppliers, benchmark visits, talks, awards,
#   competitions, juries, declined offers, scholarships and certificates.
# - Subsidiaries: Ping An means Ping An Insurance (Group) Company of China and its subsidiaries; here
#   平安科技（深圳）有限公司 (Ping An Technology) and Ping An Property & Casualty Insurance Company of China
#   count. vivo = vivo Mobile Communication Co., Ltd. (维沃移动通信有限公司), incl. its AI institute
#   (vivo 人工智能研究院).
# - A person with two CVs is one candidate (覃嘉树/Jiashu Qin: 覃嘉树_简历_2019.txt is old,
#   Jiashu_Qin_Flutter_2026.docx is new; same phone and e-mail). The newer CV decides what is current:
#   his freelance work ended Mar 2020, he is at Ping An P&C now.
# - Self-employed/freelance (i09): a current freelance or self-employed position.
# - Video game company (i10): a company whose main business is making/publishing video games
#   (miHoYo 米哈游, Lilith Games 莉莉丝). Internship = a role titled intern/实习生.
# - Degrees (i03): MBA includes Executive MBA; completed or in progress both count; a Mini-MBA
#   certificate course is not a degree.
# - Years (i11): full-time employment only, summed over jobs, to 2026-11-27; internships and full-time
#   study gaps excluded; self-employment counts as full-time work. Nobody is within 6 months of 10:
#   LS 22.4 y, NK 16.2 y (Guardian alone 11.3 y), WR 11.7 y (4.0 + 7.7, gap for the Georgia Tech MS),
#   RQ 9.4 y (07/2017 on), QJ 8.3 y, SV 7.2 y, PJ 0, JY 0.
# - Publications: a paper in the proceedings of the venue (KDD research / applied tracks count);
#   an invited talk with no paper does not. First author = first name in the printed author list.
# - Reviewing (i07): reviewer or (technical) program-committee member of an academic conference or
#   journal; award juries do not count.
# - Tier lists (i12): Project 985 universities (the official 39). Schools in this set:
#   985: 清华大学 Tsinghua, 浙江大学 Zhejiang University, 电子科技大学 UESTC, 复旦大学 Fudan, 武汉大学 Wuhan University.
#   211 only (not 985): 华东理工大学 East China University of Science and Technology.
#   双一流 only (not 211/985): 南京信息工程大学 NUIST.
#   none: 浙江工业大学 Zhejiang University of Technology (a near-namesake of 浙江大学, NOT 985).
#   Foreign: Georgia Institute of Technology, INSEAD, Columbia University, Cardiff University,
#   Georgia State University (a near-namesake of Georgia Tech, NOT Georgia Tech), CEIBS (China Europe
#   International Business School; not a 985 university).
# - Georgia Tech (i02) = Georgia Institute of Technology only; an exchange semester at Georgia State
#   University does not count.
'''

def yq(s):
    return json.dumps(s, ensure_ascii=False)

def lang_of(q):
    return 'zh' if re.search(r'[\u4e00-\u9fff]', q) else 'en'

lines = [HEADER.rstrip('\n'), 'as_of: "2026-11-27"', 'people:']
for k, al in PEOPLE.items():
    lines.append(f'  {k}: [{", ".join(yq(a) for a in al)}]')
lines.append('questions:')
for name, tags, gold, ev, qs in INTENTS:
    assert len(qs) == 4
    for sign, key, f, quote in ev:
        assert (key in gold) == (sign == '+'), (name, key)
    for key in gold:
        assert any(s == '+' and k == key for s, k, _, _ in ev), (name, key)
    lines.append(f'  # ---------------- {name} ----------------')
    for sign, key, f, quote in ev:
        lines.append(f'  # {sign} {f}: {quote}')
    for i, q in enumerate(qs):
        ql = lang_of(q)
        assert ql == ('en' if i < 2 else 'zh')
        t = list(tags)
        xl = any(all(LANG[f] != ql for s, k, f, _ in ev if s == '+' and k == key) for key in gold)
        if xl:
            t.append('cross-lingual')
        t.append('paraphrase')
        lines.append(f'  - {{q: {yq(q)}, gold: [{", ".join(gold)}], intent: {name}, tags: [{", ".join(t)}]}}')
open(OUT, 'w').write('\n'.join(lines) + '\n')
print('wrote', OUT, sum(len(x[4]) for x in INTENTS), 'questions')
