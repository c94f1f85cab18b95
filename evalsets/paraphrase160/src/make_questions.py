import os
here = os.path.dirname(os.path.abspath(__file__))
LANG = {'TW':'en','EP':'en','ZQ':'zh','GS':'zh','SH':'en','JS':'en','FJ':'zh','JR':'zh'}
F = {'TW':'tobias_wainscott_cv.pdf','EP':'eleri_pennance.pdf','ZQ':'禚清弈_简历.pdf','GS':'归思远_渠道销售经理.docx',
     'SHo':'siti_hajar_mokhtar_2022.docx','SHn':'siti_hajar_mokhtar_cv_2026.md','JS':'jovan_stepanek.json',
     'FJ':'酆佳宁_简历_拍照.jpg','JR':'暨若宁_简历.txt'}
I = []
def intent(name, kind, gold, ev, qs):
    I.append((name, kind, gold, ev, qs))
intent('i01-grab','employer',['SH'],[('+','SHo','Data Engineer — Grab, Singapore (Jul 2019 – Present)'),('+','SHn','Grab Financial Group (GrabPay) — Data Engineering Manager'),('-','EP','Advised Grab on regional acquisitions in Southeast Asia as outside counsel.')],
 [('en','Which candidates have worked at Grab, including its subsidiaries such as Grab Financial Group / GrabPay?'),
  ('en','anyone ex- that green singapore ride hailing super app? their payments arm counts too'),
  ('zh','哪些候选人曾在 Grab 任职（含 Grab Financial Group 等子公司）？'),
  ('zh','有没有在东南亚那个打车超级app（新加坡那家 绿色的）干过的 它家支付子公司也算')])
intent('i02-zju','school',['ZQ','GS'],[('+','ZQ','浙江大学'),('+','ZQ','工学博士'),('+','GS','浙江大学'),('-','FJ','浙江大学城市学院')],
 [('en','Which candidates studied at Zhejiang University (any degree level)?'),
  ('en','any ZJU alumni in here'),
  ('zh','哪些候选人曾就读于浙江大学（任何学位）？'),
  ('zh','有浙大出来的吗')])
intent('i03-phd','degree',['ZQ','TW'],[('+','ZQ','浙江大学'),('+','ZQ','工学博士'),('+','TW','PhD (part-time), Through-life Engineering Services, Cranfield University'),('-','JS','Turned down a PhD offer from EPFL in 2021 to join Optiver full-time.')],
 [('en','Which candidates hold a PhD or are currently enrolled in a PhD programme?'),
  ('en',"who's got a doctorate or is working on one rn"),
  ('zh','哪些候选人拥有博士学位或正在攻读博士学位？'),
  ('zh','读过博或者在读博的有谁')])
intent('i04-python','skill',['SH','ZQ','TW','JR'],[('+','SHo','Build batch and streaming pipelines for trip and driver-earnings data with Python, Apache Spark and Kafka'),('+','ZQ','使用 Python 与 PyTorch 开发训练框架'),('+','TW','Wrote Python tooling (pandas, SciPy, lifelines) for Weibull and Crow-AMSAA analysis'),('+','JR','用 Python 搭建多因子回测框架'),('-','JS','"keywords": ["C++20", "Rust", "Python", "Go"]')],
 [('en','Which candidates have used Python in a job or internship, not just listed it as a skill?'),
  ('en','need someone who actually writes py at work, skills-section-only doesnt count'),
  ('zh','哪些候选人在工作或实习中实际使用过 Python？'),
  ('zh','工作里真写过py的有谁 光挂在技能栏的不算')])
intent('i05-neurips','topic',['ZQ','JS'],[('+','ZQ','NeurIPS 2024.（第一作者）'),('+','JS','NeurIPS 2021 (main conference), second author'),('-','SHn','NeurIPS 2023 Table Representation Learning Workshop (poster)')],
 [('en','Which candidates have published a paper in the NeurIPS main conference (workshop papers do not count)?'),
  ('en','anyone got a NIPS paper? main track only'),
  ('zh','哪些候选人在 NeurIPS 主会上发表过论文（workshop 论文不算）？'),
  ('zh','有人中过神经信息处理系统大会主会的吗 workshop不算')])
intent('i06-first-author','topic',['ZQ','FJ','TW'],[('+','ZQ','禚清弈, 韩墨, 陈立国. Temporally Grounded Video-Language Alignment'),('+','FJ','第一作者：《心内科护士参与药物临床试验随访管理的实践》，中华护理杂志'),('+','TW','T. Wainscott, A. Okonjo-Reid, M. Hale'),('-','JS','second author: M. Keller, J. Stepanek, A. Singla'),('-','SHn','R. Tan, S. H. Mokhtar')],
 [('en','Which candidates are the first author of a published paper?'),
  ('en',"who's got a first-author pub (their name listed first)"),
  ('zh','哪些候选人以第一作者身份发表过论文？'),
  ('zh','有一作文章的都有谁')])
intent('i07-reviewer','topic',['ZQ','TW'],[('+','ZQ','NeurIPS 2025 审稿人'),('+','TW','Reviewer for Reliability Engineering & System Safety (since 2024)'),('-','FJ','2019 年浙江省护理学会学术年会 口头报告'),('-','EP','Society for Computers and Law annual conference')],
 [('en','Which candidates have served as a reviewer or committee member for a conference or journal?'),
  ('en','anyone done peer review for a journal or conf'),
  ('zh','哪些候选人担任过学术会议或期刊的审稿人或委员？'),
  ('zh','给期刊或者会议审过稿的有吗')])
intent('i08-hospital-2017','period',['FJ'],[('+','FJ','杭州市第一人民医院'),('+','FJ','2013.07 –2018.05'),('-','FJ','对接 12 家医院的临床试验中心')],
 [('en','Which candidates were employed by a hospital at any point during 2017?'),
  ('en','anyone working on a hospital ward back in 2017'),
  ('zh','2017 年期间有哪些候选人在医院工作？'),
  ('zh','17年在医院上班的有谁')])
intent('i09-manager-now','time/role',['GS','FJ','SH'],[('+','GS','2018年3月 - 至今'),('+','GS','渠道销售经理（浙江区域）'),('+','FJ','临床运营经理'),('+','SHn','Data Engineering Manager'),('-','SHo','Data Engineer — Grab, Singapore (Jul 2019 – Present)'),('-','JR','管理培训生（财富管理条线）'),('-','TW','Senior Reliability Engineer'),('-','EP','Senior Legal Counsel, Commercial & Corporate')],
 [('en','Which candidates currently hold a job title that includes "Manager"?'),
  ('en',"who's got manager in their title right now"),
  ('zh','哪些候选人目前的职位名称中带有“经理”？'),
  ('zh','现在头衔里挂着经理俩字的有谁')])
intent('i10-am-intern','time/role',['JR','SH'],[('+','JR','华夏基金管理有限公司　投资研究部　实习生　2025.06 – 2025.09'),('+','SHo','Data Analytics Intern — Eastspring Investments (asset management arm of Prudential)'),('-','JR','中信证券股份有限公司　研究部　暑期实习生'),('-','JS','Software Engineering Intern')],
 [('en','Which candidates have completed an internship at an asset management company?'),
  ('en','anyone interned at a fund house?'),
  ('zh','哪些候选人有在资产管理公司实习的经历？'),
  ('zh','在基金公司实习过的有吗')])
intent('i11-10y','years',['TW','GS','EP','FJ'],[('+','TW','Sep 2014 – Graduate Engineer (rotational scheme), GKN Aerospace'),('+','GS','2014年7月 - 2018年2月'),('+','EP','Sep 2014 – Aug 2016'),('+','FJ','2013.07 –2018.05'),('-','JS','"startDate": "2018-09"'),('-','SHn','07/2019 – 02/2022')],
 [('en','Which candidates have at least 10 years of full-time work experience?'),
  ('en',"who's got a decade+ of full time work under their belt"),
  ('zh','哪些候选人拥有至少十年的全职工作经验？'),
  ('zh','全职干满10年的有谁 实习不算')])
intent('i12-qs100-bachelor','tier',['GS','EP','SH'],[('+','GS','本科 / 工学学士'),('+','GS','浙江大学'),('+','EP','LLB Law, 2:1'),('+','EP','University of Bristol'),('+','SHn','BSc Computer Science (Data Science), Universiti Malaya, 2015–2019'),('-','ZQ','西南交通大学'),('-','FJ','浙江大学城市学院'),('-','JS','"institution": "Charles University"'),('-','TW','MEng Aeronautical Engineering, Loughborough University')],
 [('en',"Which candidates earned their bachelor's degree at a university in the QS World University Rankings top 100?"),
  ('en','undergrad from a QS top-100 school, anyone?'),
  ('zh','哪些候选人的本科毕业于 QS 世界大学排名前 100 的学校？'),
  ('zh','本科是QS百强名校的有谁')])
intent('i13-boeing','employer',[],[('-','TW','Own the reliability growth model for the Trent 1000 fleet powering the Boeing 787')],
 [('en','Which candidates have worked at Boeing?'),
  ('en','anyone ex-Boeing? the 737/787 people'),
  ('zh','哪些候选人曾在波音公司工作过？'),
  ('zh','有在造787的那家美国飞机公司干过的吗')])

HDR = open(os.path.join(here, 'questions_header.txt'), encoding='utf-8').read()
out = [HDR.rstrip('\n'), 'questions:']
def fname(k):
    return F[k]
for name, kind, gold, ev, qs in I:
    out.append(f'  # ---------------- {name} ({kind}) ----------------')
    for sign, who, quote in ev:
        out.append(f'  # {sign} {fname(who)}: {quote}')
    glangs = {LANG[g] for g in gold}
    for i, (lang, q) in enumerate(qs):
        tags = [kind, 'paraphrase']
        if not gold: tags.append('empty-gold')
        if gold and any(l != lang for l in glangs): tags.append('cross-lingual')
        qq = q.replace('"', '\\"')
        out.append(f'  - {{q: "{qq}", gold: [{", ".join(gold)}], intent: {name}, tags: [{", ".join(tags)}]}}')
open(os.path.join(here, '..', 'questions.yaml'), 'w', encoding='utf-8').write('\n'.join(out) + '\n')
