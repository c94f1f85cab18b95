# Writes ../questions.yaml. Evidence is repeated above each of the 4 phrasings of an intent.
import os
HERE = os.path.dirname(os.path.abspath(__file__))
V = 'valeria_hinojosa.pdf'; C = '车昀澄_射频工程师.pdf'; H = '霍衍之_简历_2026.pdf'
T = '杭语桐-BI分析师.docx'; N = 'Nishant_Venkatesan_2026.docx'; NM = 'nishant_cv_2022.md'
D = 'dominic_ashcombe.txt'; F = 'fraser_mulholland.json'; L = 'IMG_20261119_213407.jpg'

HEADER = '''# paraphrase66 — blind PARAPHRASE set over evalsets-style folder blind/paraphrase66/cvs
# (8 fictional people at real companies/schools, 9 CV files: 3 LaTeX PDFs — a moderncv one, a Chinese
# ctex one with a sidebar, a Chinese awesome-cv look-alike —, 2 DOCX (one Chinese, with tables),
# 1 Markdown, 1 plain text, 1 JSON Resume, 1 phone photo .jpg of a Chinese page without text layer).
# 13 intents x 4 phrasings (2 English + 2 Chinese; one formal and one chatty per language). All four
# phrasings of an intent (same `intent:`) have the SAME gold. The measure: one intent, one answer.
#
# as_of: 2026-11-26 ("now", "present", "至今", "today" and year counts use this date).
#
# GOLD RULES
# - "worked at X" counts full-time jobs AND internships unless the question says otherwise.
#   NOT employment: clients of a consultancy, certifications from a company (阿里云 ACA), competitions
#   and the companies that host them (Baidu Apollo challenge, DJI RoboMaster), hackathons, talks,
#   judging, student volunteering, reviewing / programme-committee service, co-author affiliations.
# - Alibaba Group includes its subsidiaries and business units: Alibaba Cloud, DAMO Academy,
#   Freshippo/盒马, Ele.me/饿了么 (阿里本地生活), Lazada, Taobao/Tmall. Nobody here is at Ant Group.
# - A graduate research assistantship held during a PhD is part of the degree, not a job; it does
#   not count toward years of full-time experience. Internships never count toward years.
# - Years of full-time experience = sum of full-time employment spans up to 2026-11-26 (gaps such
#   as a full-time MBA year are not counted; counting it would not change any answer here).
#   Nobody is within 6 months of the 10-year threshold asked.
# - "current" = the latest CV of a person; Nishant Venkatesan has an old CV (nishant_cv_2022.md,
#   "Last updated: March 2022", Lazada "Present") and a new one (Nishant_Venkatesan_2026.docx,
#   Airwallex since 03/2023): the new one decides what is current. Both are one candidate.
# - Degree questions: an MBA / Executive MBA counts whether completed or in progress (they say so);
#   a withdrawn, unfinished degree (博士肄业) does not count as holding or pursuing that degree.
# - "studied at" = enrolled in a degree programme there. Edinburgh Napier University is NOT the
#   University of Edinburgh; working in Edinburgh (Rockstar North) is not studying there.
# - Author position follows the printed author order; "第二作者" / second-listed is not first author.
#   A student-volunteer role at a conference is neither a paper nor reviewing.
# - Fintech: Airwallex (payments) and Monzo (UK digital bank) count as fintech companies.
# - Autonomous-driving companies here: Waymo, Pony.ai (小马智行). A consultancy client that builds
#   self-driving trucks is not an employer.
# - Tier lists: 985 = the 39 Project-985 universities. Schools here: 985 — 电子科技大学 (UESTC), 复旦大学,
#   同济大学, 东南大学; 211-only (not 985) — 西安电子科技大学, 西南财经大学, 华北电力大学.
#   QS top-100 = QS World University Rankings 2026 top 100. In it: National University of Singapore,
#   University of Manchester, Fudan, University of Edinburgh, Carnegie Mellon. NOT in it:
#   Tecnológico de Monterrey, Edinburgh Napier University, UESTC, 西南财经大学, 华北电力大学.
#   (INSEAD and London Business School are business schools, not ranked there; only bachelor's
#   schools matter for i12.)
#   Intent i12 asks about the BACHELOR's school only (a 985 master's on top of a 211 bachelor does not count).
#
# Evidence comments: "+ file: quote" supports a gold person, "- file: quote" documents a trap. Quotes are
# verbatim from pdftotext (PDF), python-docx paragraphs + table cells (DOCX), the file itself
# (.md/.txt/.json); for the photo IMG_20261119_213407.jpg from src/li_shuyi_page_text.txt (the page
# text before it was photographed). Matching is whitespace-insensitive. Checked by src/check_evidence.py.
# tags: employer, school, degree, skill, topic, period, time/role, years, tier, title, conjunctive,
# cross-lingual (the question's language differs from some gold person's only evidence), empty-gold,
# paraphrase (every question here).
as_of: "2026-11-26"
people:
  VH: ["valeria hinojosa", "hinojosa valeria"]
  CY: ["车昀澄", "che yuncheng", "yuncheng che"]
  HY: ["霍衍之", "huo yanzhi", "yanzhi huo"]
  HT: ["杭语桐", "hang yutong", "yutong hang"]
  NV: ["nishant venkatesan", "venkatesan nishant"]
  DA: ["dominic ashcombe", "ashcombe dominic"]
  FM: ["fraser mulholland", "mulholland fraser"]
  LS: ["厉书翊", "li shuyi", "shuyi li"]
questions:
'''

ZH_ONLY = {'CY', 'HY', 'HT', 'LS'}
EN_ONLY = {'VH', 'NV', 'DA', 'FM'}

intents = [
 dict(id='i01-alibaba', gold=['HT', 'NV', 'LS'], tags=['employer'], ev=[
   ('+', T, '盒马（阿里巴巴集团）'), ('+', T, '2021/7-至今'),
   ('+', N, 'Lazada (Alibaba Group), Singapore — Software Engineer, Full Stack'),
   ('+', NM, 'Lazada'),
   ('+', L, '饿了么（阿里巴巴本地生活） 后端开发实习生'),
   ('-', H, '为阿里巴巴集团旗下本地生活业务提供履约网络诊断（客户项目）'),
   ('-', T, '阿里云 ACA 大数据认证（2022）')],
  qs=[('en', 'Which candidates have worked at Alibaba Group, including any of its subsidiaries?'),
      ('en', 'anyone ex-ali? lazada freshippo ele.me etc all count'),
      ('zh', '请列出曾在阿里巴巴集团（含旗下子公司）任职或实习过的候选人'),
      ('zh', '有阿里系背景的吗 盒马饿了么这种也算')]),
 dict(id='i02-edinburgh', gold=['VH', 'FM'], tags=['school'], ev=[
   ('+', V, 'M.Sc. in Artificial Intelligence, University of Edinburgh, Edinburgh, UK'),
   ('+', F, '"institution": "University of Edinburgh"'),
   ('-', D, 'Edinburgh Napier University'),
   ('-', D, 'Rockstar North, Edinburgh')],
  qs=[('en', 'Which candidates studied at the University of Edinburgh?'),
      ('en', 'any edinburgh uni alumni in the pool'),
      ('zh', '哪些候选人就读于英国爱丁堡大学？'),
      ('zh', '有爱大毕业的吗')]),
 dict(id='i03-mba', gold=['HY', 'FM'], tags=['degree', 'time/role'], ev=[
   ('+', H, '工商管理硕士 MBA'),
   ('+', F, '"studyType": "Executive MBA"'), ('+', F, '"score": "Part-time; in progress"'),
   ('-', D, 'Business Foundations Specialization (Wharton Online, via Coursera), 2021 - certificate')],
  qs=[('en', 'Which candidates hold an MBA or are currently studying for one (executive MBAs included)?'),
      ('en', 'who has a business school degree, done or still doing it'),
      ('zh', '请找出已获得或正在攻读 MBA（含 EMBA）的候选人'),
      ('zh', '谁读过或者在读工商管理硕士')]),
 dict(id='i04-kubernetes', gold=['NV', 'FM', 'VH'], tags=['skill'], ev=[
   ('+', N, 'Migrated 14 services from ECS to Kubernetes (EKS) with Helm and Argo CD'),
   ('+', F, 'Moved the data platform (Airflow, dbt, Kafka consumers) onto Kubernetes'),
   ('+', V, 'Run large-scale PPO and SAC training for quadruped policies on our Kubernetes cluster (Ray on k8s, 512 GPUs)'),
   ('-', L, 'Docker、Kubernetes（了解）'),
   ('-', C, 'Kubernetes（自学）'),
   ('-', T, '了解 Kubernetes、Spark（课程学习）')],
  qs=[('en', 'Which candidates have used Kubernetes in their actual work, not just listed it as a skill?'),
      ('en', 'who has hands on k8s at a job'),
      ('zh', '哪些候选人在工作中实际使用过 Kubernetes？仅在技能栏列出的不算'),
      ('zh', '有在工作里真用过容器编排k8s的吗')]),
 dict(id='i05-iros', gold=['VH', 'LS'], tags=['topic'], ev=[
   ('+', V, 'IEEE/RSJ International Conference on Intelligent Robots and Systems (IROS 2021).'),
   ('+', L, 'Sparse BEV Fusion for Long-Range Detection. IROS 2025.（第二作者）'),
   ('-', V, 'IEEE International Conference on Robotics and Automation (ICRA 2022)'),
   ('-', F, 'Journal of the Royal Statistical Society: Series C')],
  qs=[('en', 'Which candidates have published a paper at IROS?'),
      ('en', 'anyone got a paper in the IEEE/RSJ intelligent robots and systems conf'),
      ('zh', '哪些候选人在 IROS 会议上发表过论文？'),
      ('zh', '有人在智能机器人与系统国际会议上发过文章吗')]),
 dict(id='i06-first-author', gold=['VH', 'CY'], tags=['topic', 'title'], ev=[
   ('+', V, 'V. Hinojosa, M. Petrakis, D. Okonkwo. Tactile Dreamer'),
   ('+', C, '车昀澄，王立松，周楠'), ('+', C, '（第一作者）'),
   ('-', L, 'Wang H., 厉书翊, Zhao M.'),
   ('-', F, '"summary": "A. Kerr, F. Mulholland, J. Whitby"'),
   ('-', V, 'K. Lindell, V. Hinojosa, T. Marsh, D. Okonkwo.')],
  qs=[('en', 'Which candidates are the first author of at least one published paper?'),
      ('en', 'who has a first-author pub'),
      ('zh', '哪些候选人以第一作者身份发表过论文？'),
      ('zh', '有一作论文的有谁')]),
 dict(id='i07-reviewer', gold=['VH', 'CY', 'FM'], tags=['topic', 'time/role'], ev=[
   ('+', V, 'Reviewer Conference on Robot Learning (CoRL) 2022–2025'),
   ('+', C, '审稿人：IEEE Microwave and Wireless Technology Letters（2023 年起）'),
   ('+', F, '"position": "Program Committee member, Applied Data Science track"'),
   ('-', L, 'IROS 2025 学生志愿者'),
   ('-', D, 'Judge, Nordic Game Jam 2024')],
  qs=[('en', 'Which candidates have served as a reviewer or programme-committee member for a conference or journal?'),
      ('en', 'anyone done peer review / sat on a PC'),
      ('zh', '哪些候选人担任过学术会议或期刊的审稿人或程序委员会成员？'),
      ('zh', '谁给会议或者期刊审过稿')]),
 dict(id='i08-rolandberger-2019', gold=['HY'], tags=['employer', 'period'], ev=[
   ('+', H, '罗兰贝格管理咨询（Roland Berger）上海办公室'),
   ('+', H, '2014 年 7 月 - 2019 年 7 月'),
   ('-', D, 'Ubisoft Montreal, Montreal                                        Sep 2016 - May 2020')],
  qs=[('en', 'Which candidates were employed at Roland Berger at any point during 2019?'),
      ('en', 'who was at RB back in 2019'),
      ('zh', '2019 年期间有哪些候选人在罗兰贝格工作过？'),
      ('zh', '19年那会儿在那家德国战略咨询公司罗兰贝格的有谁')]),
 dict(id='i09-current-fintech', gold=['NV', 'FM'], tags=['time/role', 'employer'], ev=[
   ('+', N, '03/2023 - today'), ('+', N, 'Airwallex, Singapore — Senior Full-Stack Engineer'),
   ('+', F, '"name": "Monzo"'), ('+', F, 'at the UK digital bank'),
   ('-', NM, 'Lazada — Software Engineer, Full Stack · Jul 2020 – Present'),
   ('-', F, '"name": "Tesco"')],
  qs=[('en', 'Which candidates currently work at a fintech company?'),
      ('en', 'who is at a fintech rn (payments, neobank, that kind of thing)'),
      ('zh', '目前在金融科技公司任职的候选人有哪些？'),
      ('zh', '现在在做支付或者数字银行这类金融科技公司的有谁')]),
 dict(id='i10-av-internship', gold=['LS', 'VH'], tags=['employer', 'time/role'], ev=[
   ('+', L, '小马智行（Pony.ai） 感知算法实习生'),
   ('+', V, 'Research Intern, Motion Planning, Waymo, Mountain View, CA'),
   ('-', L, '百度 Apollo 自动驾驶挑战赛全国二等奖（2024）'),
   ('-', H, '为一家自动驾驶卡车企业做商业化路径与融资前尽调（客户项目）')],
  qs=[('en', 'Which candidates have completed an internship at an autonomous-driving company?'),
      ('en', 'anyone interned at a self-driving / robotaxi company'),
      ('zh', '哪些候选人在自动驾驶公司有过实习经历？'),
      ('zh', '有在无人驾驶公司实习过的吗')]),
 dict(id='i11-10y', gold=['DA', 'FM', 'HY'], tags=['years'], ev=[
   ('+', D, 'Rockstar North, Edinburgh                                         Sep 2012 - Aug 2016'),
   ('+', D, 'Supercell, Helsinki                                               Jun 2020 - Present'),
   ('+', F, '"startDate": "2013-10"'),
   ('+', H, '2014 年 7 月 - 2019 年 7 月'), ('+', H, '2020 年 9 月 - 至今'),
   ('-', C, '2018.04 - 至今'),
   ('-', T, '2018/7-2021/6'),
   ('-', N, '07/2020 - 02/2023'),
   ('-', V, 'Graduate Research Assistant, Robotics Institute, Carnegie Mellon University')],
  qs=[('en', 'Which candidates have at least 10 years of full-time work experience?'),
      ('en', '10+ yrs exp, who we got'),
      ('zh', '全职工作经验满十年及以上的候选人有哪些？'),
      ('zh', '工作十年以上的老兵有谁')]),
 dict(id='i12-985-or-qs100-bachelor', gold=['CY', 'HY', 'NV', 'FM'], tags=['tier', 'school', 'degree'], ev=[
   ('+', C, '电子科技大学'), ('+', C, '本科'),
   ('+', H, '复旦大学 经济学学士（国际经济与贸易）'),
   ('+', N, 'National University of Singapore — Bachelor of Computing (Computer Science), 2016 – 2020.'),
   ('+', F, '"institution": "University of Manchester"'),
   ('-', T, '西南财经大学'),
   ('-', L, '华北电力大学'),
   ('-', V, 'B.Sc. in Mechatronics Engineering, Tecnológico de Monterrey'),
   ('-', D, 'BA (Hons) Games Development')],
  qs=[('en', "Which candidates hold a bachelor's degree from a Project 985 university or a QS top-100 university?"),
      ('en', 'who did undergrad at a 985 or a top-100 QS school'),
      ('zh', '本科毕业于 985 高校或 QS 世界排名前 100 大学的候选人有哪些？'),
      ('zh', '本科名校的有谁 985或者qs前一百都行')]),
 dict(id='i13-dji', gold=[], tags=['employer', 'empty-gold'], ev=[
   ('-', L, 'RoboMaster 机甲大师高校联盟赛（大疆主办）视觉组队员（2022）')],
  qs=[('en', 'Which candidates have worked at DJI?'),
      ('en', 'anyone from the shenzhen drone company'),
      ('zh', '有哪些候选人曾在大疆创新工作或实习过？'),
      ('zh', '有大疆出来的人吗')]),
]

def yq(s):
    return '"' + s.replace('\\', '\\\\').replace('"', '\\"') + '"'

out = [HEADER]
for it in intents:
    out.append('  # ---------------- %s (gold size %d) ----------------\n' % (it['id'], len(it['gold'])))
    for n, (lang, q) in enumerate(it['qs']):
        for sign, f, quote in it['ev']:
            out.append('  # %s %s: %s\n' % (sign, f, quote))
        tags = list(it['tags'])
        cross = any((lang == 'en' and g in ZH_ONLY) or (lang == 'zh' and g in EN_ONLY) for g in it['gold'])
        if cross: tags.append('cross-lingual')
        tags.append('paraphrase')
        out.append('  - {q: %s, gold: [%s], intent: %s, lang: %s, style: %s, tags: [%s]}\n' % (
            yq(q), ', '.join(it['gold']), it['id'], lang, 'formal' if n % 2 == 0 else 'chatty', ', '.join(tags)))
open(os.path.join(HERE, '..', 'questions.yaml'), 'w').write(''.join(out))
print('wrote', sum(len(i['qs']) for i in intents), 'questions')
