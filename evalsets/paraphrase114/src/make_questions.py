# Writes ../questions.yaml. Evidence lines are checked by check_evidence.py.
import json
LANG = {"RS": "en", "MH": "en", "RA": "en", "SK": "en", "IF": "en", "NJ": "zh", "CM": "zh", "SQ": "zh"}
PHOTO = "IMG_20261103_184512.jpg"
HEADER = r'''# paraphrase114 — blind PARAPHRASE set over evalsets/paraphrase114/cvs (8 fictional people at real
# companies and schools, 9 CV files: 3 LaTeX PDFs (awesome-cv look-alike, moderncv classic, Chinese ctex
# two-column), 2 DOCX (English; Chinese with tables), 1 Markdown, 1 plain text, 1 JSON Resume, 1 phone
# photo .jpg of a Chinese page without a text layer). 13 intents x 4 phrasings (EN formal, EN chatty,
# ZH formal, ZH chatty); all four phrasings of an intent have the same gold.
# tags: kinds for `cvbot eval`; cross-lingual = a gold person's only evidence is in the other language;
# empty-gold = nobody qualifies; paraphrase = every question here.
# Evidence comments: "+ file: quote" supports a gold person, "- file: quote" documents a trap. Quotes are
# verbatim from the file text (pdftotext for PDFs; python-docx paragraphs + table cells for DOCX; raw text
# for .md/.txt/.json, markdown markers ignored). For the photo the text is src/sq/shaoqinghe_page.txt
# (pdftotext of the page before it was photographed). Whitespace is ignored when matching.
#
# GOLD RULES (as_of 2026-11-27 is "today"; 至今 / present / today = still there on that date)
# - "Worked at X" includes internships unless the question says full-time / not internship. NOT employment:
#   clients of a consultancy or of a freelancer (Trip.com, Deliveroo as IF's clients; 阿里巴巴本地生活 as a
#   Roland Berger client), platforms a brand sells on (优衣库天猫旗舰店 does not make CM an Alibaba employee),
#   competitions, awards, scholarships, talks, judging a game jam, systems analysed (Starlink in MH's CV).
# - Alibaba Group includes Ele.me (饿了么), DAMO Academy (达摩院) and Alibaba Cloud. Ant Group / Alipay does NOT
#   count as Alibaba (separate company). Trip.com Group = 携程 = Ctrip (its former name).
# - SpaceX includes Starlink.
# - Master's degree: MSc / MA (taught master's) / MBA / EMBA, completed or in progress. A Scottish
#   "MA (Hons)" is an undergraduate (bachelor-level) degree, not a master's. A PhD without a master's does not
#   make someone a master's holder. Short courses / certificates are not degrees.
# - Years of full-time experience: from the first full-time job to today (or its end), gaps excluded.
#   Internships, thesis-worker posts, part-time freelancing during studies and PhD study do NOT count.
#   Full-time self-employment (IF: "Freelance UX Researcher (self-employed, full-time)") DOES count.
#   Computed: MH 9.2 (09/2017-), CM 12.4 (2014/7-), SK 13.2 (2013-09-), IF 12.7 (03/2014-), NJ 7.4 (2019.07-;
#   2018 internship excluded), RA 7.2 (Sep 2019-), RS 5.1 (Oct 2021-), SQ 0. Threshold asked: 8 years.
# - Currently = the role is open-ended on 2026-11-27. For NJ (two CVs) the newer CV (2026 PDF) decides;
#   his 2021 Markdown CV says 携程 "至今" but the 2026 CV ends 携程 at 2021.07.
# - Internship at a consulting firm: a role titled intern / summer intern. Roland Berger and Oliver Wyman are
#   management consulting firms. RA's PwC Deals job is full-time, so it is not an internship.
# - First author: first name in the printed author list. Publications: papers in proceedings/journals;
#   talks and judging are not publications. Reviewer / programme committee service for a conference or
#   journal counts for i07; speaking, mentoring and game-jam judging do not.
# - Skill "used at work": evidence that the person used it in a job or internship; a skills-list entry
#   alone does not count (SK lists SQL; RA lists "SQL (basic)").
# - Tier lists: 985 = the 39 Project-985 universities; QS top 100 = QS World University Rankings 2026 top 100.
#   Schools in this set: 华中科技大学 (985: yes); 上海财经大学 (211, not 985, not QS top 100);
#   东华大学 (211, not 985); University of Edinburgh (QS top 100: yes); University of Manchester (QS top 100:
#   yes); Indian Institute of Technology Madras, Chalmers University of Technology, Warsaw University of
#   Technology, Edinburgh Napier University (none of them QS top 100); University of Oxford (QS top 100, but
#   RA's Oxford degree is an EMBA, not a bachelor's); London College of Fashion (short course only).
# - A person with two CVs (NJ: 倪嘉树_简历_2026.pdf + nijiashu_resume_2021.md) is one candidate.
# - IF's CV (CV_2026_UXR.txt) never states her name; it is only in the e-mail handle imogen.fairlie.research.
as_of: "2026-11-27"
people:
  RS: ["rohini sethuraman", "sethuraman rohini", "r. sethuraman"]
  MH: ["mattias hedenström", "mattias hedenstrom", "hedenström mattias", "hedenstrom mattias"]
  RA: ["rupert ainsworth", "ainsworth rupert"]
  SK: ["szymon kołodziej", "szymon kolodziej", "kołodziej szymon", "kolodziej szymon"]
  IF: ["imogen fairlie", "fairlie imogen", "imogen.fairlie.research"]
  NJ: ["倪嘉树", "ni jiashu", "jiashu ni", "nijiashu"]
  CM: ["褚曼宁", "chu manning", "manning chu"]
  SQ: ["邵清禾", "shao qinghe", "qinghe shao"]
questions:
'''
I = []
def intent(name, gold, tags, ev, qs):
    I.append((name, gold, tags, ev, qs))

intent("i01-alibaba", ["RS", "NJ"], ["employer"], [
 "+ rohini_sethuraman.pdf: Alibaba DAMO Academy, Speech Lab",
 "+ rohini_sethuraman.pdf: Summer internship on code-switching Mandarin–English ASR with Kaldi and ESPnet.",
 "+ 倪嘉树_简历_2026.pdf: 饿了么（阿里巴巴本地生活）",
 "+ 倪嘉树_简历_2026.pdf: 2021.08 – 至今",
 "- CV_2026_UXR.txt: UX Researcher, then Senior UX Researcher — Ant Group (Alipay International), Hangzhou, China",
 "- 褚曼宁_商品企划.docx: 负责优衣库天猫旗舰店“双 11”货盘规划，与电商团队协调备货深度。",
 f"- {PHOTO}: 参与某头部互联网客户（阿里巴巴本地生活）即时零售业务的降本项目",
], [
 ("en", "Which candidates have worked at Alibaba Group, including subsidiaries such as Ele.me, DAMO Academy or Alibaba Cloud?"),
 ("en", "any ex-Ali people? ele.me or damo counts"),
 ("zh", "哪些候选人曾在阿里巴巴集团任职（包括饿了么、达摩院、阿里云等子公司）？"),
 ("zh", "有阿里系出来的吗 饿了么达摩院都算"),
])
intent("i02-edinburgh", ["RS", "RA"], ["school"], [
 "+ rohini_sethuraman.pdf: University of Edinburgh",
 "+ rohini_sethuraman.pdf: PhD in Informatics, Centre for Speech Technology Research (CSTR)",
 "+ rupert_ainsworth.pdf: MA (Hons) Economics, First Class, University of Edinburgh, Edinburgh",
 "- CV_2026_UXR.txt: 2012-2013 MSc Interaction Design — Edinburgh Napier University",
], [
 ("en", "Which candidates studied at the University of Edinburgh?"),
 ("en", "any uni of edinburgh alumni here"),
 ("zh", "哪些候选人曾就读于英国爱丁堡大学？"),
 ("zh", "有爱大毕业的吗"),
])
intent("i03-masters", ["MH", "IF", "RA"], ["degree"], [
 "+ Mattias_Hedenstrom_CV.docx: MSc, Wireless, Photonics and Space Engineering — Chalmers University of Technology, Gothenburg (2015 – 2017)",
 "+ CV_2026_UXR.txt: 2012-2013 MSc Interaction Design — Edinburgh Napier University",
 "+ rupert_ainsworth.pdf: 2025 – 2027 Executive MBA (in progress), Saïd Business School, University of Oxford, Oxford",
 "- rupert_ainsworth.pdf: MA (Hons) Economics, First Class, University of Edinburgh, Edinburgh",
 "- 褚曼宁_商品企划.docx: Fashion Buying & Merchandising 短期课程",
 "- rohini_sethuraman.pdf: PhD in Informatics, Centre for Speech Technology Research (CSTR)",
], [
 ("en", "Which candidates hold a master's degree or are currently enrolled in one? MBAs count."),
 ("en", "who's got an msc or mba, still studying is fine"),
 ("zh", "哪些候选人拥有硕士学位或正在攻读硕士（含 MBA）？"),
 ("zh", "有硕士文凭的吗 在读的mba也算"),
])
intent("i04-sql-at-work", ["CM", "NJ", "SQ", "IF"], ["skill"], [
 "+ 褚曼宁_商品企划.docx: 每周用 SQL 从数据仓库拉取售罄率、库存周转和门店销售数据，搭建 Power BI 看板供区域经理使用。",
 "+ 倪嘉树_简历_2026.pdf: 主导履约库分库分表与 SQL 慢查询治理",
 "+ nijiashu_resume_2021.md: 负责订单库的 SQL 审核与索引优化，梳理 60 余条慢查询。",
 f"+ {PHOTO}: 用 SQL 从 Hive 数仓提取酒店预订数据，分析暑期亲子游用户的复购率。",
 "+ CV_2026_UXR.txt: Write SQL against clients' product-analytics warehouses (BigQuery, Snowflake) to recruit participants",
 "- szymon_kolodziej.resume.json: \"keywords\": [\"HLSL\", \"Python\", \"C++\", \"SQL\"]",
 "- rupert_ainsworth.pdf: Tools Excel, PowerPoint, FactSet, Capital IQ, Bloomberg Terminal, SQL (basic), Python (basic)",
], [
 ("en", "Which candidates have used SQL in their actual work or internships, not just listed it as a skill?"),
 ("en", "who actually writes sql on the job"),
 ("zh", "哪些候选人在工作或实习中实际使用过 SQL？"),
 ("zh", "有谁工作里真的写过数据库查询语句的 光写在技能栏里的不算"),
])
intent("i05-interspeech", ["RS"], ["topic"], [
 "+ rohini_sethuraman.pdf: R. Sethuraman, T. Okabe, A. Lindahl. “Phone-level adapters for cross-lingual transfer in lowresource ASR.” In Proc. INTERSPEECH 2020, Shanghai.",
 "- Mattias_Hedenstrom_CV.docx: 13th European Conference on Antennas and Propagation (EuCAP 2019), Kraków.",
], [
 ("en", "Which candidates have published a paper at INTERSPEECH?"),
 ("en", "anyone with a paper at the big ISCA speech conference"),
 ("zh", "哪些候选人在 INTERSPEECH 会议上发表过论文？"),
 ("zh", "有在interspeech发过文章的吗"),
])
intent("i06-first-author", ["RS", "SK", "SQ"], ["topic"], [
 "+ rohini_sethuraman.pdf: R. Sethuraman, T. Okabe, A. Lindahl.",
 "+ szymon_kolodziej.resume.json: S. Kołodziej, M. Nowicki. Procedural moss and lichen shading for open-world foliage.",
 f"+ {PHOTO}: 邵清禾，唐若愚．数字普惠金融对县域居民消费的影响",
 f"+ {PHOTO}: （第一作者）",
 "- Mattias_Hedenstrom_CV.docx: A. Berglund, K. Lundqvist, M. Hedenström, \"A compact dual-band cavity filter for massive-MIMO radio units,\"",
], [
 ("en", "Which candidates are the first author of at least one published paper?"),
 ("en", "anyone lead author on a paper?"),
 ("zh", "哪些候选人以第一作者身份发表过论文？"),
 ("zh", "有一作的吗"),
])
intent("i07-reviewer", ["RS", "MH"], ["topic"], [
 "+ rohini_sethuraman.pdf: Reviewer: INTERSPEECH (2021–2025), ICASSP (2022–2025), IEEE/ACM TASLP.",
 "+ Mattias_Hedenstrom_CV.docx: Reviewer, IEEE Antennas and Wireless Propagation Letters (2021 – present).",
 "- szymon_kolodziej.resume.json: Judge, Global Game Jam (Warsaw site)",
 "- szymon_kolodziej.resume.json: Speaker, GDC 2024 Technical Art Bootcamp",
 "- CV_2026_UXR.txt: UX Scotland 2023 — \"Diary studies that people actually finish\" (speaker)",
], [
 ("en", "Which candidates have served as a reviewer or programme committee member for a conference or journal?"),
 ("en", "anyone who's refereed papers for journals or confs"),
 ("zh", "哪些候选人担任过学术会议或期刊的审稿人或程序委员会委员？"),
 ("zh", "有给期刊会议审过稿的吗"),
])
intent("i08-tripcom-2020", ["NJ"], ["period", "employer"], [
 "+ 倪嘉树_简历_2026.pdf: 携程旅行网（Trip.com Group）",
 "+ 倪嘉树_简历_2026.pdf: 2019.07 – 2021.07",
 "+ nijiashu_resume_2021.md: 携程旅行网 · 机票事业部 ｜ 后端开发工程师 ｜ 2019年7月 - 至今",
 f"- {PHOTO}: 携程集团 商业分析实习生",
 f"- {PHOTO}: 2024.07 – 2024.08",
 "- CV_2026_UXR.txt: Clients have included Trip.com (2020-2021, booking-flow research for the European market)",
], [
 ("en", "Which candidates were employed by Trip.com Group at some point during 2020?"),
 ("en", "who was at ctrip back in 2020"),
 ("zh", "哪些候选人在 2020 年期间任职于携程集团？"),
 ("zh", "20年那会儿在携程上班的有谁"),
])
intent("i09-freelance-now", ["IF"], ["time/role"], [
 "+ CV_2026_UXR.txt: 04/2020 - today Freelance UX Researcher (self-employed, full-time)",
 "- szymon_kolodziej.resume.json: \"position\": \"3D artist (part-time, during studies)\",",
], [
 ("en", "Which candidates are currently working as freelancers or self-employed?"),
 ("en", "who's doing their own thing rn, independent contractor type"),
 ("zh", "哪些候选人目前是自由职业者？"),
 ("zh", "现在单干接项目的有吗"),
])
intent("i10-consulting-intern", ["SQ", "RA"], ["time/role", "employer"], [
 f"+ {PHOTO}: 罗兰贝格管理咨询（Roland Berger）上海办公室 战略咨询实习生",
 "+ rupert_ainsworth.pdf: summer 2018 Summer Intern, Oliver Wyman, London",
 "- rupert_ainsworth.pdf: Sep 2019 – Associate, Deals – Valuations, PwC UK, London",
 f"- {PHOTO}: 2024 年全国大学生管理咨询大赛华东赛区一等奖（队长）",
], [
 ("en", "Which candidates have completed an internship, not a full-time job, at a management consulting firm?"),
 ("en", "anyone interned at a strategy consultancy"),
 ("zh", "哪些候选人有管理咨询公司的实习经历（全职不算）？"),
 ("zh", "有在咨询公司实习过的吗"),
])
intent("i11-8yrs", ["MH", "CM", "SK", "IF"], ["years"], [
 "+ Mattias_Hedenstrom_CV.docx: Ericsson — RF Design Engineer, Radio Unit Development, Gothenburg (09/2017 – 09/2023)",
 "+ Mattias_Hedenstrom_CV.docx: ICEYE — Senior RF Engineer, SAR Payload (since 10/2023)",
 "+ 褚曼宁_商品企划.docx: 2014/7 - 2016/6",
 "+ 褚曼宁_商品企划.docx: 2018/4 - 至今",
 "+ szymon_kolodziej.resume.json: \"startDate\": \"2013-09\",",
 "+ CV_2026_UXR.txt: 03/2014 - 03/2020 UX Researcher, then Senior UX Researcher — Ant Group (Alipay International), Hangzhou, China",
 "+ CV_2026_UXR.txt: 04/2020 - today Freelance UX Researcher (self-employed, full-time)",
 "- 倪嘉树_简历_2026.pdf: 2019.07 – 2021.07",
 "- rupert_ainsworth.pdf: Sep 2019 – Associate, Deals – Valuations, PwC UK, London",
 "- rohini_sethuraman.pdf: Oct 2021 – Feb 2023",
], [
 ("en", "Which candidates have at least 8 years of full-time work experience?"),
 ("en", "8+ yoe folks?"),
 ("zh", "哪些候选人拥有 8 年及以上的全职工作经验？"),
 ("zh", "工作满八年的有谁"),
])
intent("i12-985-or-qs100-bachelor", ["NJ", "RA", "IF"], ["tier", "school", "degree"], [
 "+ 倪嘉树_简历_2026.pdf: 华中科技大学",
 "+ nijiashu_resume_2021.md: 华中科技大学 ｜ 计算机科学与技术（本科）｜ 2015.09 - 2019.06",
 "+ rupert_ainsworth.pdf: MA (Hons) Economics, First Class, University of Edinburgh, Edinburgh",
 "+ CV_2026_UXR.txt: 2009-2012 BSc (Hons) Psychology — University of Manchester",
 f"- {PHOTO}: 上海财经大学 金融学（本科）",
 "- 褚曼宁_商品企划.docx: 东华大学",
 "- rohini_sethuraman.pdf: Indian Institute of Technology Madras",
 "- Mattias_Hedenstrom_CV.docx: BSc, Electrical Engineering — Chalmers University of Technology (2012 – 2015)",
], [
 ("en", "Which candidates earned their bachelor's degree at a 985 university or a QS world top-100 university?"),
 ("en", "anyone w/ an undergrad from a top school, 985 or qs top 100"),
 ("zh", "哪些候选人本科毕业于 985 高校或 QS 世界排名前 100 的大学？"),
 ("zh", "本科名校出身的有吗 985或者qs前一百那种"),
])
intent("i13-spacex", [], ["employer", "empty-gold"], [
 "- Mattias_Hedenstrom_CV.docx: Ran interference analyses against Starlink and OneWeb downlinks for ITU coordination filings.",
], [
 ("en", "Which candidates have worked at SpaceX, including Starlink?"),
 ("en", "anyone ex elon's rocket company"),
 ("zh", "哪些候选人曾在 SpaceX（包括星链 Starlink）工作过？"),
 ("zh", "有在马斯克那家火箭公司干过的吗"),
])

out = [HEADER]
for name, gold, tags, ev, qs in I:
    out.append(f"  # ---------------- {name} (gold {len(gold)}) ----------------\n")
    for e in ev:
        out.append(f"  # {e}\n")
    for lang, q in qs:
        t = list(tags)
        if any(LANG[p] != lang for p in gold):
            t.append("cross-lingual")
        t.append("paraphrase")
        out.append(f"  - {{q: {json.dumps(q, ensure_ascii=False)}, gold: [{', '.join(gold)}], intent: {name}, tags: [{', '.join(t)}]}}\n")
open("../questions.yaml", "w").write("".join(out))
print(len(I), sum(len(x[4]) for x in I))
