# Generates ../questions.yaml (evidence comments + questions). Edit here, then re-run.
import os
HERE = os.path.dirname(os.path.abspath(__file__))
ZH_ONLY = {"OY", "NY", "YZ"}          # only Chinese-language CVs
EN_ONLY = {"PH", "LM", "MV", "TR"}    # only English-language CVs (ZP has both)

HEADER = '''# paraphrase61 — blind PARAPHRASE set over evalsets/paraphrase61/cvs (8 fictional people at real
# employers/schools, 9 CV files: 3 LaTeX PDFs (Chinese ctex with tables; moderncv "classic";
# an awesome-cv look-alike), 2 DOCX (English with a table; Chinese with an education table),
# 1 Markdown, 1 plain text, 1 JSON Resume, 1 phone photo .jpg of a Chinese page (no text layer;
# its text is in src/yan_zhilan_resume.page.txt). ZP has an old Chinese .txt (2021) and a new
# English PDF (2026); the newer CV decides what is current.
# 13 intents x 4 phrasings (2 English + 2 Chinese; formal + chatty in each language). All four
# questions of an intent carry the same `intent:` and have the same gold.
# tags: kinds for the per-kind table; cross-lingual = some gold person's evidence is only in a
# CV in the other language; empty-gold = nobody qualifies; paraphrase = on every question.
# Evidence comments: "+ file: quote" supports a gold person, "- file: quote" documents a trap.
# Quotes are verbatim and checked whitespace-insensitively by src/check_evidence.py against:
# pdftotext (PDF), python-docx paragraphs + table rows (DOCX), JSON string values, the raw file
# (md/txt; markdown * markers ignored), and src/yan_zhilan_resume.page.txt for the .jpg.
#
# GOLD RULES (what the recruiter does not type but the gold depends on)
# - as_of 2026-11-26: "present", "today", "至今", "now", "currently" mean that date.
# - Employment: full-time jobs and internships count as having "worked at" a company unless the
#   question says "internship only" / "full-time". NOT employment: awards and competitions
#   (RoboMaster is organised by DJI but competing there is not working at DJI), scholarships,
#   job offers (ZP's 2019 Alibaba offer; he joined in Jul 2020), campaigns run on a platform
#   (LM's Tmall Global campaign), exhibitor booths, talks, investments, projects, reviewing.
# - Alibaba Group includes Alibaba Cloud (阿里云), DAMO Academy (达摩院) and Taobao & Tmall Group
#   (淘宝/天猫, 淘宝技术部). Ant Group is not used in this set.
# - Robotics company: a company whose product is robots (Unitree 宇树科技, KUKA Robotics). A robot
#   project inside a utility (NY's substation inspection-robot project) is not a robotics company.
# - Energy / power company: electricity utilities and grid operators (State Grid 国家电网 and its
#   provincial companies), wind/oil/gas producers (Ørsted, Equinor, E.ON). "Currently" = the job
#   that runs to the as_of date in the newest CV.
# - Years of full-time experience: sum of full-time jobs up to as_of; internships, degree study
#   (incl. PhD) and gaps are not counted; a postdoc IS a full-time job. Nobody
#   is within 6 months of the 8-year threshold (PH 14.2, MV 15.2, NY 12.4, TR 12.4; LM 6.5,
#   ZP 6.4, OY 4.4, YZ 0).
# - Degree: "PhD completed or in progress" counts an ongoing part-time PhD (NY, 在职博士 at ZJU);
#   a doctoral programme left without a degree (TR, ETH Zürich) does not; an LLM / Master of
#   Laws is a master's, not a doctorate.
# - Studied at a school: any degree level, completed or in progress.
# - Tier list used: Project 985 (the 39 universities). In this set: 浙江大学, 中国科学技术大学,
#   西北工业大学 are 985. 华北电力大学 is 211 (not 985); 浙江工业大学 is neither (a near-namesake
#   of Zhejiang University). Foreign schools are outside the 985 question.
# - Publications: the venue printed in the CV; author position as printed (first-listed name or
#   an explicit "first author" / 第一作者 mark). A third-author paper is not first-author.
# - Reviewing: reviewer for a conference or a journal counts; giving talks or exhibiting does not.
# - People with two CVs are one candidate; evidence in either file counts.
as_of: "2026-11-26"
people:
  OY: ["ouyang yanzhou", "yanzhou ouyang", "欧阳砚舟"]
  PH: ["priscilla haugland", "haugland priscilla"]
  NY: ["nie yuanlang", "yuanlang nie", "聂元朗"]
  LM: ["lucía montalbán", "lucia montalban", "lucía montalbán ruiz", "lucia montalban ruiz", "montalbán lucía", "montalban lucia"]
  ZP: ["zha peiran", "peiran zha", "查沛然"]
  MV: ["marthe vandenbroucke", "vandenbroucke marthe"]
  YZ: ["yan zhilan", "zhilan yan", "燕知澜"]
  TR: ["torvald reinecke", "reinecke torvald"]
questions:'''

INTENTS = [
 ("i01-alibaba", ["OY", "ZP", "TR"], ["employer"],
  ["+ ouyang_yanzhou_cv.pdf: 阿里巴巴达摩院视觉实验室研究实习生",
   "+ zha_peiran_cv_2026.pdf: Front-end Engineer, Taobao & Tmall Group, Alibaba Group, Hangzhou",
   "+ 查沛然_简历_2021.txt: 阿里巴巴集团 - 淘宝技术部  前端开发工程师  2020/7-至今",
   "+ torvald_reinecke_cv.pdf: Led cloud migration designs for DACH retail and logistics customers on Alibaba Cloud",
   "- lucia_montalban.md: Launched the brand's flagship store campaign on Tmall Global together with the China export team"],
  ["Which candidates have worked at Alibaba Group, including units such as Alibaba Cloud, DAMO Academy and Taobao? Internships count.",
   "anyone who worked at jack ma's company? aliyun damo taobao all count, interns too",
   "请列出曾在阿里巴巴集团工作过的候选人（含阿里云、达摩院、淘宝等子公司，实习也算）。",
   "有没有在阿里待过的 阿里云达摩院淘宝都算 实习也算"]),
 ("i02-zju", ["OY", "ZP", "NY"], ["school"],
  ["+ ouyang_yanzhou_cv.pdf: 浙江大学计算机科学与技术学院（导师：略）",
   "+ zha_peiran_cv_2026.pdf: B.Eng. Software Engineering, Zhejiang University, Hangzhou",
   "+ 查沛然_简历_2021.txt: 浙江大学  软件学院  软件工程  本科（工学学士）  2016.09 - 2020.06",
   "+ 聂元朗_简历.docx: 2023.09–至今 浙江大学 电气工程（在职博士） 博士在读",
   "- IMG_20261102_183245.jpg: 西北工业大学 自动化学院 自动化专业 工学学士"],
  ["Which candidates studied at Zhejiang University (any degree, completed or in progress)?",
   "anyone from zju? any degree, still enrolled counts",
   "哪些候选人在浙江大学就读过（任何学位，在读也算）？",
   "有浙大的吗 在读的也算"]),
 ("i03-phd", ["OY", "NY"], ["degree"],
  ["+ ouyang_yanzhou_cv.pdf: 2017.09–2022.06 浙江大学计算机科学与技术学院（导师：略） 工学博士",
   "+ 聂元朗_简历.docx: 电气工程（在职博士） 博士在读",
   "- torvald_reinecke_cv.pdf: Doctoral programme in Computer Science – left the programme without a degree to join Alibaba Cloud",
   "- marthe_vandenbroucke.json: Master of Laws (Master in de rechten)"],
  ["Which candidates hold a doctorate or are currently enrolled in a PhD programme?",
   "who's got a phd or is doing one rn",
   "哪些候选人拥有博士学位或正在攻读博士学位？",
   "有读博的或者已经博士毕业的吗"]),
 ("i04-tableau-at-work", ["PH", "LM"], ["skill"],
  ["+ Priscilla_Haugland_CV.docx: Built the Tableau dashboards the business unit uses for weekly variance reviews with the plant managers.",
   "+ lucia_montalban.md: Built the weekly performance reporting in Tableau (reach, engagement rate, cost per view)",
   "- marthe_vandenbroucke.json: Tableau"],
  ["Which candidates have used Tableau in one of their jobs, not just listed it as a skill?",
   "who's actually built tableau dashboards at work? skills-section-only doesn't count",
   "哪些候选人在工作中实际使用过 Tableau？仅在技能栏列出的不算。",
   "有在工作里真用过salesforce家那个BI可视化工具做看板的吗 就是tableau 技能栏写写的不算"]),
 ("i05-cvpr", ["OY"], ["topic"],
  ["+ ouyang_yanzhou_cv.pdf: for Temporal Localization. CVPR 2024.（第一作者）",
   "- torvald_reinecke_cv.pdf: Ledgerloop exhibitor booth, CVPR 2023 Expo (document-AI demo)",
   "- IMG_20261102_183245.jpg: Curriculum RL. IROS 2026.（第三作者）"],
  ["Which candidates have published a paper at the IEEE/CVF Conference on Computer Vision and Pattern Recognition?",
   "anyone w a cvpr paper",
   "哪些候选人在 CVPR 上发表过论文？",
   "有在cv顶会cvpr发过文章的吗"]),
 ("i06-first-author", ["OY", "NY", "MV"], ["topic"],
  ["+ ouyang_yanzhou_cv.pdf: Yanzhou Ouyang, Lin Qiao, Hui Fang. Grounding Every Frame",
   "+ 聂元朗_简历.docx: 聂元朗，王立群，陈晓. 考虑分布式光伏波动的城市配电网日前调度方法[J]. 电力系统自动化, 2021, 45(12). （第一作者）",
   "+ marthe_vandenbroucke.json: Vandenbroucke, M. & Peeters, J. (2019). First author.",
   "- IMG_20261102_183245.jpg: Xun Li, Yifei Wang, Zhilan Yan. Terrain-Aware Gait Switching for Quadruped Robots"],
  ["Which candidates are the first author of at least one published paper?",
   "who's lead author on any paper? any field",
   "哪些候选人以第一作者身份发表过论文？",
   "有一作的吗 啥领域都行"]),
 ("i07-reviewer", ["OY", "NY"], ["topic"],
  ["+ ouyang_yanzhou_cv.pdf: NeurIPS 2024、NeurIPS 2025、ICCV 2025",
   "+ 聂元朗_简历.docx: 2022年起担任 IEEE Transactions on Smart Grid 期刊审稿人",
   "- torvald_reinecke_cv.pdf: keynote, SaaStock Europe 2024"],
  ["Which candidates have served as a reviewer for a conference or a journal?",
   "anyone refereed papers for a conf or journal",
   "哪些候选人担任过学术会议或期刊的审稿人？",
   "有给期刊或者会议审过稿的吗"]),
 ("i08-alibaba-2019", ["OY", "TR"], ["employer", "period"],
  ["+ ouyang_yanzhou_cv.pdf: 2019年7月 - 2019年9月",
   "+ ouyang_yanzhou_cv.pdf: 阿里巴巴达摩院视觉实验室研究实习生",
   "+ torvald_reinecke_cv.pdf: Apr 2017 – Jun 2019",
   "- 查沛然_简历_2021.txt: 2019年10月 获阿里巴巴 2020 届校园招聘前端岗位 offer（2020年7月入职）",
   "- 查沛然_简历_2021.txt: 网易游戏  前端开发实习生  2019.06 - 2019.09"],
  ["Which candidates were working at Alibaba Group (any unit, internships included) at some point during 2019?",
   "who was at ali at any point in 2019? aliyun/damo count, interns ok",
   "2019 年期间有哪些候选人在阿里巴巴集团任职过（含子公司，实习也算）？",
   "19年的时候谁在阿里 阿里云达摩院都算 实习也算"]),
 ("i09-current-energy", ["PH", "NY"], ["time/role"],
  ["+ Priscilla_Haugland_CV.docx: Ørsted — FP&A Manager, Offshore Wind Norway & Denmark",
   "+ Priscilla_Haugland_CV.docx: 04/2019 - today",
   "+ 聂元朗_简历.docx: 国网浙江省电力有限公司杭州供电公司　电力调度控制中心　2014年7月 - 至今",
   "- marthe_vandenbroucke.json: E.ON SE",
   "- marthe_vandenbroucke.json: Statutory DPO for bpost group"],
  ["Which candidates currently work for an energy or power utility company?",
   "who's in energy rn? utilities, grid, wind, oil & gas all fine",
   "哪些候选人目前在能源或电力公司工作？",
   "现在在能源行业上班的有谁 电网风电油气都算"]),
 ("i10-robotics-intern", ["YZ", "TR"], ["time/role", "employer"],
  ["+ IMG_20261102_183245.jpg: 杭州宇树科技有限公司 运动控制算法实习生 2025.07 - 2025.09",
   "+ torvald_reinecke_cv.pdf: KUKA Robotics",
   "+ torvald_reinecke_cv.pdf: Software Engineering Intern",
   "- 聂元朗_简历.docx: 参与变电站巡检机器人推广应用项目，负责调度侧数据接口与验收。",
   "- ouyang_yanzhou_cv.pdf: 阿里巴巴达摩院视觉实验室研究实习生"],
  ["Which candidates have done an internship (not a full-time job) at a robotics company?",
   "anyone interned at a robot maker? internships only",
   "哪些候选人有过在机器人公司的实习经历（不含全职）？",
   "有在做机器人的公司实习过的吗 四足机械臂那种"]),
 ("i11-8yrs-fulltime", ["PH", "NY", "MV", "TR"], ["years"],
  ["+ Priscilla_Haugland_CV.docx: 09/2012 - 03/2019, Stavanger",
   "+ 聂元朗_简历.docx: 2014年7月 - 2019年2月 调度运行工程师",
   "+ marthe_vandenbroucke.json: Associate, Data Protection & IP",
   "+ marthe_vandenbroucke.json: 2011-09",
   "+ torvald_reinecke_cv.pdf: Jul 2014 – Mar 2017",
   "- lucia_montalban.md: June 2020 – present",
   "- zha_peiran_cv_2026.pdf: Jul 2020 – Front-end Engineer, Taobao & Tmall Group",
   "- ouyang_yanzhou_cv.pdf: 2022.07–至今"],
  ["Which candidates have at least 8 years of full-time work experience?",
   "who's got 8+ yoe full time? internships don't count",
   "哪些候选人拥有 8 年及以上的全职工作经验？",
   "全职干满八年的有谁 实习不算"]),
 ("i12-985-bachelor", ["OY", "ZP", "YZ"], ["tier", "degree", "school"],
  ["+ ouyang_yanzhou_cv.pdf: 2013.09–2017.06 中国科学技术大学计算机科学与技术系 工学学士",
   "+ 查沛然_简历_2021.txt: 浙江大学  软件学院  软件工程  本科（工学学士）",
   "+ zha_peiran_cv_2026.pdf: B.Eng. Software Engineering, Zhejiang University",
   "+ IMG_20261102_183245.jpg: 西北工业大学 自动化学院 自动化专业 工学学士 2022.09 - 2026.06",
   "- 聂元朗_简历.docx: 2007.09–2011.06 华北电力大学 电气工程及其自动化 学士",
   "- 聂元朗_简历.docx: 2011.09–2014.06 浙江工业大学 电气工程 硕士"],
  ["Which candidates earned their bachelor's degree at a Project 985 university?",
   "anyone do undergrad at one of china's 39 elite unis (985)?",
   "哪些候选人的本科毕业于985高校？",
   "本科是985的有谁"]),
 ("i13-empty-dji", [], ["employer", "empty-gold"],
  ["- IMG_20261102_183245.jpg: RoboMaster 2024 机甲大师超级对抗赛全国二等奖（视觉组组长）",
   "- IMG_20261102_183245.jpg: 杭州宇树科技有限公司 运动控制算法实习生"],
  ["Which candidates have worked at DJI, including internships?",
   "anyone ex-dji? the shenzhen drone company, interns ok",
   "哪些候选人曾在大疆创新工作或实习过？",
   "有在大疆干过的吗 实习也行"]),
]

def q(s):
    return '"' + s.replace('\\', '\\\\').replace('"', '\\"') + '"'

out = [HEADER]
n = 0
for intent, gold, tags, ev, qs in INTENTS:
    out.append(f"  # ---------------- {intent} (gold size {len(gold)}) ----------------")
    for e in ev:
        out.append("  # " + e)
    for i, text in enumerate(qs):
        lang = "en" if i < 2 else "zh"
        t = list(tags)
        if lang == "en" and set(gold) & ZH_ONLY: t.append("cross-lingual")
        if lang == "zh" and set(gold) & EN_ONLY: t.append("cross-lingual")
        t.append("paraphrase")
        out.append(f"  - {{q: {q(text)}, gold: [{', '.join(gold)}], intent: {intent}, tags: [{', '.join(t)}]}}")
        n += 1
open(os.path.join(HERE, "..", "questions.yaml"), "w", encoding="utf-8").write("\n".join(out) + "\n")
print(n, "questions")
