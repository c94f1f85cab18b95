# Generates ../questions.yaml (evidence, gold, tags). Run: .venv/bin/python make_questions.py
import json
LH='liesbeth_hoekstra_cv.pdf'; JW='揭文韬_简历.pdf'; QH='裘慧敏-人力资源总监.docx'
LZ='Lu_Zhengqian_Resume_2026.pdf'; ME='malin-esterhuizen.resume.json'
YSo='yushulan_简历_2021.txt'; YSn='shulan-yu-content-strategy.md'
PH='PhanThanhHuy_CountryManager.docx'; MR='IMG_20261102_093514.jpg'
# language of each person's evidence files
LANGS={'LH':{'en'},'JW':{'zh'},'QH':{'zh'},'LZ':{'en'},'ME':{'en'},'YS':{'zh','en'},'PH':{'en'},'MR':{'zh'}}

HEADER='''# paraphrase83 — blind PARAPHRASE set over evalsets/paraphrase83/cvs (8 fictional people at real
# companies and schools, 9 CV files: 3 LaTeX PDFs (moderncv classic; ctex with a shaded sidebar;
# an awesome-cv look-alike), 2 DOCX (Chinese in paragraphs; English with a career table),
# 1 Markdown, 1 plain text, 1 JSON Resume, 1 phone photo .jpg of a page; 4 files in Chinese).
# 13 intents, each asked exactly 4 ways (EN formal, EN chatty, ZH formal, ZH chatty); all four
# questions of an intent carry `intent: iNN-name` and the SAME gold.
# tags: kinds for the per-kind table; cross-lingual = some gold person's evidence is only in a CV
# in the other language; empty-gold = nobody qualifies; paraphrase = every question here.
# Evidence comments: "+ file: quote" supports a gold person, "- file: quote" documents a trap.
# Quotes are verbatim from the file text (pdftotext for PDFs; python-docx paragraphs and table
# cells for DOCX; the raw file for .md/.txt/.json; for the photo, src/mi_ruolin/mi_ruolin_page_text.txt,
# the pdftotext of the page before it was photographed), compared whitespace-insensitively
# (markdown ** / * markers ignored, PDF bullets left out).
#
# GOLD RULES (as_of 2026-11-26 = "today"; 至今 / Present / since = still there on that day)
# - "Worked at X" = employment, full-time or internship, unless the question says otherwise.
#   NOT employment: brand partnerships / co-marketing, competitors named in a bullet, talks and
#   invited talks, awards and contests, judging, certifications, declined offers, a personal
#   hobby channel on a platform (being an uploader on Bilibili is not working at Bilibili).
# - Samsung = any Samsung group company: Samsung Electronics and its subsidiaries, incl.
#   Samsung Vina Electronics (Vietnam) and Samsung Semiconductor China R&D Center (SSCR).
# - Sony = any Sony group company (Sony Interactive/PlayStation, Sony Mobile, Sony Pictures, ...).
# - Bilibili = 哔哩哔哩 / B站 / 上海宽娱数码科技有限公司. "At Bilibili during 2021" = an employment
#   spell at Bilibili overlapping calendar year 2021.
# - "Studied at" a school = enrolled in a degree programme there (completed, in progress or
#   withdrawn); an invited talk at a university is not studying there.
# - PhD intent: a doctorate completed OR currently in progress (incl. a part-time 在职博士);
#   a PhD programme left without a degree does not count. EMBA/MBA are not doctorates.
# - Skill "used at work" = the skill appears in a job entry's description (PySpark counts as
#   Spark); listed only in a skills section or coursework does not count.
# - Published at SIGIR = a paper in the SIGIR proceedings; attending, PC service or an ECIR paper
#   does not count.
# - First author = first listed author of a paper as printed in the CV (journal or conference).
# - Reviewed / committee = reviewer for a journal or conference, or programme-committee member.
#   Presenting at a colloquium, being a speaker, or judging industry awards does not count.
# - Semiconductor / chip company = a company that designs or makes integrated circuits: NXP,
#   Analog Devices (ADI), SMIC, Unisoc (紫光展锐), HiSilicon, Samsung Semiconductor / SSCR.
#   Consumer-electronics brands (Anker, OPPO, Philips, Lenovo) are not chip companies.
#   "Currently" = the job that is ongoing on as_of; a student is not currently employed.
# - Internship intent: an entry that is explicitly an internship; full-time roles do not count.
# - Years of full-time experience = sum of full-time employment spells up to as_of; internships,
#   PhD years and study do not count. Computed values (none within 6 months of 15):
#   QH 22.4 (2004.07-), PH 18.4 (07/2008-), ME 17.3 (2009-08-), JW 16.4 (2010.07-),
#   YS 8.4 (Jul 2018-), LZ 8.2 (09/2018-), LH 7.1 (Oct 2019-), MR 0.
# - 985 list (Project 985, 39 universities) — schools of this set on it: 上海交通大学 (SJTU),
#   东南大学, 华中科技大学, 复旦大学. Not on it: 南京师范大学 (211 only), 中国传媒大学 (211 only),
#   中欧国际工商学院 (CEIBS), all foreign universities. The 985 intent asks about the BACHELOR's
#   school only (completed bachelor's).
# - Bilingual person: YS has an old Chinese CV (yushulan_简历_2021.txt, 2021) and a newer English
#   CV (shulan-yu-content-strategy.md); the newer one decides what is current (now at iQIYI, left
#   Bilibili Jun 2022). One candidate; evidence in either file counts.
# - The photo IMG_20261102_093514.jpg is 糜若霖's CV (no text layer).
as_of: "2026-11-26"
people:
  LH: ["liesbeth hoekstra", "hoekstra liesbeth"]
  QH: ["qiu huimin", "huimin qiu", "裘慧敏"]
  JW: ["jie wentao", "wentao jie", "揭文韬"]
  YS: ["yu shulan", "shulan yu", "虞书澜"]
  LZ: ["lu zhengqian", "zhengqian lu", "陆正谦"]
  ME: ["malin esterhuizen", "esterhuizen malin"]
  MR: ["mi ruolin", "ruolin mi", "糜若霖"]
  PH: ["phan thanh huy", "huy phan thanh", "phan huy"]
questions:
'''

I=[]
def intent(name, kind, gold, ev, qs):
    I.append((name, kind, gold, ev, qs))

intent('i01-samsung', ['employer'], ['LZ','PH'], [
 ('+',LZ,'Samsung Semiconductor China R&D Center (SSCR) Software Engineering Intern'),
 ('+',PH,'Samsung Vina Electronics Co., Ltd. (Samsung Electronics) — Sales Manager, Mobile (2011–2014); Key Account Executive (2008–2011)'),
 ('-',YSo,'商业合作：参与三星 Galaxy S21 新品发布联合内容企划（品牌方合作项目，非雇佣）。'),
],[
 ('en','Which candidates have worked at Samsung, including any Samsung subsidiary or an internship there?'),
 ('en','anyone ever work for the galaxy phone people? samsung, any division, interns ok'),
 ('zh','哪些候选人曾在三星集团（含子公司、实习）工作过？'),
 ('zh','有没有在三星待过的 实习也算'),
])
intent('i02-sjtu', ['school'], ['LZ','YS'], [
 ('+',LZ,'Shanghai Jiao Tong University'),
 ('+',YSo,'2016.09 - 2018.06    上海交通大学    媒体与传播学院    新闻与传播硕士'),
 ('+',YSn,'| M.A., Journalism and Communication | Shanghai Jiao Tong University | 2016 – 2018 |'),
 ('-',LH,'Invited talk, Shanghai Jiao Tong University, “Click models at scale”, October 2023'),
],[
 ('en','Which candidates studied at Shanghai Jiao Tong University?'),
 ('en','any SJTU alumni in here'),
 ('zh','哪些候选人曾就读于上海交通大学？'),
 ('zh','有上交毕业的吗'),
])
intent('i03-phd', ['degree','time/role'], ['LH','JW'], [
 ('+',LH,'PhD in Computer Science, University of Amsterdam'),
 ('+',JW,'东南大学 集成电路学院 在职博士研究生（在读） 2022.09 – 至今'),
 ('-',LZ,'Ph.D. program in Computer Science – withdrew after one year, no degree'),
 ('-',QH,'高级管理人员工商管理硕士（EMBA，在职）'),
],[
 ('en','Which candidates hold a doctorate or are currently enrolled in a PhD programme?'),
 ('en','who has a phd or is doing one rn'),
 ('zh','哪些候选人拥有博士学位或正在攻读博士？'),
 ('zh','有博士吗 在读的也算'),
])
intent('i04-spark', ['skill'], ['LH','LZ','ME'], [
 ('+',LH,'Built query-log mining pipelines in Apache Spark (Scala) over two billion search sessions per month'),
 ('+',LZ,'Migrated nightly batch ETL from Hive to Apache Spark 3 on a Hudi/Iceberg lakehouse'),
 ('+',ME,'Rebuilt the experience-study toolkit in PySpark on the group data lake'),
 ('-',MR,'了解 Hadoop、Spark（课程学习）'),
],[
 ('en','Which candidates have used Apache Spark in their jobs?'),
 ('en','who has actually written spark or pyspark at work, not just put it in the skills list'),
 ('zh','哪些候选人在工作中使用过 Spark？'),
 ('zh','工作里真用过 spark 这种大数据计算引擎的有谁'),
])
intent('i05-sigir', ['topic'], ['LH'], [
 ('+',LH,'L. Hoekstra, P. Verhagen, and A. Moreau. Counterfactual Learning to Rank under Position Bias Drift. In Proceedings of SIGIR 2021'),
 ('-',LZ,'Attended SIGIR 2023 (Taipei) as a company delegate to the industry day; no paper.'),
],[
 ('en','Which candidates have published a paper at SIGIR?'),
 ('en','anyone got a paper in the big ACM information retrieval conference'),
 ('zh','哪些候选人在 SIGIR 会议上发表过论文？'),
 ('zh','有在信息检索顶会发过 paper 的吗'),
])
intent('i06-first-author', ['topic'], ['LH','ME'], [
 ('+',LH,'L. Hoekstra and P. Verhagen. Unbiased Evaluation of Interleaved Rankers.'),
 ('+',ME,'"name": "Esterhuizen, M. and Kotze, R. Credibility of mortality improvement assumptions in reinsured portfolios"'),
 ('-',JW,'王启舜，揭文韬，孙立峰．一种 28nm 工艺下高匹配度电流镜版图优化方法［J］'),
],[
 ('en','Which candidates are the first author of a published paper?'),
 ('en','who has a lead-author pub'),
 ('zh','哪些候选人以第一作者身份发表过论文？'),
 ('zh','有一作文章的是谁'),
])
intent('i07-reviewing', ['topic'], ['LH','JW'], [
 ('+',LH,'Program Committee Member, SIGIR 2023 and SIGIR 2024'),
 ('+',LH,'Reviewer for ACM Transactions on Information Systems (TOIS), 2020–present'),
 ('+',JW,'《微电子学》期刊审稿人（2022 – 至今）'),
 ('-',ME,'"title": "Presenter, ASTIN Colloquium 2023 (Tokyo)"'),
 ('-',PH,'Judge, Vietnam Retail Excellence Awards 2022.'),
],[
 ('en','Which candidates have served as a reviewer or programme committee member for a journal or conference?'),
 ('en','anyone done peer review for a journal or sat on a PC'),
 ('zh','哪些候选人担任过期刊或学术会议的审稿人或程序委员会委员？'),
 ('zh','有给期刊会议审过稿的吗'),
])
intent('i08-bilibili-2021', ['period','employer'], ['YS','LZ'], [
 ('+',YSo,'2018.07 - 至今    哔哩哔哩（B站，上海宽娱数码科技有限公司）    内容策略（2020年起任高级内容策略）'),
 ('+',YSn,'### Bilibili — Senior Content Strategist (from 2020), Content Strategist (2018–2020) *Jul 2018 – Jun 2022 · Shanghai*'),
 ('+',LZ,'Bilibili Shanghai, China Senior Data Platform Engineer, Data Infrastructure Mar 2021 – Present'),
 ('-',MR,'2021 年起为 B 站个人 UP 主「若霖讲芯片」，业余制作数字电路科普视频'),
],[
 ('en','Which candidates were employed at Bilibili at any point during 2021?'),
 ('en','who was at bili back in 2021'),
 ('zh','2021 年期间在哔哩哔哩任职过的候选人有哪些？'),
 ('zh','21年在B站上班的有谁'),
])
intent('i09-current-chip-company', ['time/role','employer'], ['QH','JW'], [
 ('+',QH,'2016.07 - 至今　恩智浦半导体（NXP Semiconductors）中国区　人力资源总监'),
 ('+',JW,'亚德诺半导体技术（上海）有限公司（Analog Devices, ADI）2015.06 – 至今'),
 ('-',MR,'紫光展锐（Unisoc） 上海 数字前端设计实习生 2025.07 – 2025.09'),
 ('-',MR,'2025 年获海思（HiSilicon）数字 IC 验证工程师校招 offer，已婉拒，选择继续读研'),
 ('-',LZ,'Samsung Semiconductor China R&D Center (SSCR) Software Engineering Intern'),
 ('-',PH,'since 01/2020'),
],[
 ('en','Which candidates are currently employed by a semiconductor company?'),
 ('en','who is at a chip company right now'),
 ('zh','目前在半导体公司任职的候选人有哪些？'),
 ('zh','现在在做集成电路的公司上班的有谁'),
])
intent('i10-chip-internship', ['time/role'], ['MR','LZ'], [
 ('+',MR,'紫光展锐（Unisoc） 上海 数字前端设计实习生 2025.07 – 2025.09'),
 ('+',LZ,'Internship: wrote Python tooling to parse wafer-test logs and load them into an Oracle reporting'),
 ('-',JW,'版图工程师（全职）'),
 ('-',YSn,'### Mango TV — Variety Content Operations Intern'),
],[
 ('en','Which candidates have completed an internship at a semiconductor company? Full-time roles do not count.'),
 ('en','anyone who interned at a chip maker, intern only'),
 ('zh','哪些候选人有过半导体公司的实习经历（不含全职）？'),
 ('zh','有在芯片公司实习过的吗 只算实习'),
])
intent('i11-15yrs', ['years'], ['QH','PH','ME','JW'], [
 ('+',QH,'2004.07 - 2009.12　联想集团　招聘经理（2007.03 起）；人力资源专员（2004.07 - 2007.02）'),
 ('+',PH,'07/2008 – 12/2014'),
 ('+',ME,'"startDate": "2009-08"'),
 ('+',JW,'版图工程师（全职）'),
 ('-',YSn,'*Jul 2018 – Jun 2022 · Shanghai*'),
 ('-',LZ,'Data Engineer, Hotel BU 09/2018 – 02/2021'),
],[
 ('en','Which candidates have at least 15 years of full-time work experience?'),
 ('en','who has 15+ yrs full time under their belt'),
 ('zh','哪些候选人拥有 15 年及以上的全职工作经验？'),
 ('zh','工龄十五年往上的有谁 实习不算'),
])
intent('i12-985-bachelor', ['tier','degree'], ['JW','LZ','MR'], [
 ('+',JW,'东南大学 电子科学与技术 工学学士 2006.09 – 2010.06'),
 ('+',LZ,'Shanghai Jiao Tong University'),
 ('+',LZ,'B.Eng. in Software Engineering'),
 ('+',MR,'华中科技大学 集成电路学院 微电子科学与工程 工学学士'),
 ('-',YSo,'2012.09 - 2016.06    中国传媒大学    广告学院    广告学  学士'),
 ('-',QH,'2000.09 - 2004.07　南京师范大学　应用心理学　理学学士'),
],[
 ('en',"Which candidates earned their bachelor's degree at a Project 985 university?"),
 ('en','anyone with an undergrad from one of the 985 schools'),
 ('zh','哪些候选人本科毕业于 985 高校？'),
 ('zh','本科是985的有哪些'),
])
intent('i13-sony', ['employer','empty-gold'], [], [
 ('-',PH,'Grew Soundcore to #2 in mid-price earbuds, behind Sony and ahead of JBL.'),
],[
 ('en','Which candidates have worked at Sony or any Sony group company?'),
 ('en','anyone ex-playstation / sony, any part of the group'),
 ('zh','有没有候选人曾在索尼（含集团子公司）工作过？'),
 ('zh','有索尼出来的人吗'),
])

def qesc(s): return json.dumps(s, ensure_ascii=False)
out=[HEADER]
for n,(name,kind,gold,ev,qs) in enumerate(I):
    out.append(f'  # ---------------- {name} (gold size {len(gold)}) ----------------\n')
    for sign,f,quote in ev:
        out.append(f'  # {sign} {f}: {quote}\n')
    for i,(lang,q) in enumerate(qs):
        tags=list(kind)+['paraphrase']
        if any(lang not in LANGS[g] for g in gold): tags.append('cross-lingual')
        out.append(f'  - {{q: {qesc(q)}, gold: [{", ".join(gold)}], tags: [{", ".join(tags)}], intent: {name}}}\n')
open('../questions.yaml','w').write(''.join(out))
print(len(I)*4,'questions')
