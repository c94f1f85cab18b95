# Generates ../questions.yaml (evidence comments + questions) from the tables below.
import json
IH, HB, RS, LH, BQ, PK, LZ, RC = "IH HB RS LH BQ PK LZ RC".split()
F = {IH: "ingeborg_halse_cv.pdf", HB: "贺柏言_简历.pdf", RS: "IMG_20261103_184512.jpg",
     LH: "lu_haochen_cv.docx", BQ: "贝清妍_品牌经理.docx", PK: "Petra_Knowles_CV_2026.pdf",
     "LZmd": "lin_zhiyu_简历_2026.md", "LZjs": "resume_2025.json", RC: "coughlan_photography.txt"}
LANG = {IH: "en", HB: "zh", RS: "zh", LH: "en", BQ: "zh", PK: "en", LZ: "both", RC: "en"}
HEADER = open("questions_header.txt", encoding="utf-8").read()
I = []  # (intent, kinds, gold, evidence lines, [(lang, q, extra_tags)])
I.append(("i01-alibaba", ["employer"], [LH, LZ], [
  ("+", F[LH], "Ant Group (Alipay) — Java Engineer, Clearing Platform (Jul 2015 – May 2019)"),
  ("+", F["LZmd"], "淘天集团（淘宝天猫） — 数据分析实习生（用户增长）　2025.06–2025.09"),
  ("+", F["LZjs"], "Taobao & Tmall Group (Alibaba)"),
  ("-", F[PK], "Clients include Tmall Global (11.11 campaign 2023), Singapore Airlines and DBS."),
  ("-", F[LH], "JD.com — Software Engineering Intern (summer 2014)")],
  [("en", "Which candidates have worked at Alibaba Group, including subsidiaries such as Ant Group and Taobao/Tmall?"),
   ("en", "anyone ex-ali? ant and taobao count"),
   ("zh", "请列出在阿里巴巴集团（含蚂蚁集团、淘天集团等子公司）工作或实习过的候选人"),
   ("zh", "有阿里系背景的吗 蚂蚁淘宝都算")]))
I.append(("i02-bjtu", ["school"], [LH, HB], [
  ("+", F[LH], "B.Eng. Computer Science and Technology, Beijing Jiaotong University, 2011 – 2015"),
  ("+", F[HB], "北京交通大学 交通运输工程硕士（在职，非全日制） 2018.09–2021.06"),
  ("-", F[HB], "西南交通大学 车辆工程学士 2011.09–2015.06")],
  [("en", "Which candidates studied at Beijing Jiaotong University?"),
   ("en", "anyone from BJTU"),
   ("zh", "哪些候选人曾就读于北京交通大学？"),
   ("zh", "有北交大出来的吗")]))
I.append(("i03-mba", ["degree"], [RS, LH], [
  ("+", F[RS], "中欧国际工商学院（CEIBS） MBA（在职） 2022-2024"),
  ("+", F[LH], "Online MBA (part-time), Gies College of Business, University of Illinois Urbana-Champaign — in progress, expected 2027"),
  ("-", F[BQ], "品牌管理高级研修班（非学位课程）")],
  [("en", "Which candidates hold an MBA or are currently enrolled in an MBA programme?"),
   ("en", "who's got an mba or is doing one rn"),
   ("zh", "请找出已获得或正在攻读MBA学位的候选人"),
   ("zh", "有读过工商管理硕士的吗 在读也算")]))
I.append(("i04-sql", ["skill"], [IH, RS, LH, LZ], [
  ("+", F[IH], "Built reproducible pipelines in R (targets, data.table) and SQL on the agency"),
  ("+", F[RS], "用 SQL 从 PMS 与中央预订系统抽取数据"),
  ("+", F[LH], "Tuned Oracle SQL queries and partitioning for the reconciliation batch"),
  ("+", F["LZmd"], "用 Hive SQL 和 Python 搭建周度经营看板"),
  ("+", F["LZjs"], "Wrote Hive SQL on ODPS for user segmentation and retention analysis."),
  ("-", F[PK], "Figma, Blender, SQL (basic), Python scripting for AE")],
  [("en", "Which candidates have used SQL in a job or internship?"),
   ("en", "who actually writes sql at work, not just on the skills list"),
   ("zh", "哪些候选人在工作或实习中实际使用过SQL？"),
   ("zh", "谁平时上班要自己写数据库查询的 hive那种也算")]))
I.append(("i05-aje", ["topic"], [IH], [
  ("+", F[IH], "American Journal of Epidemiology 2024;193(6):881–890."),
  ("-", F[IH], "International Journal of Epidemiology 2019;48(5):1510–1519.")],
  [("en", "Which candidates have published in the American Journal of Epidemiology?"),
   ("en", "anyone with a paper in AJE"),
   ("zh", "哪些候选人在《美国流行病学杂志》上发表过论文？"),
   ("zh", "有在AJE发过文章的吗")]))
I.append(("i06-first-author", ["topic"], [IH, HB, RS], [
  ("+", F[IH], "Halse I, Andrews N, Whitaker H, Ramsay M. Effectiveness of adjuvanted influenza vaccine"),
  ("+", F[HB], "贺柏言，邓立峰，周文涛. 基于改进 Weibull 模型的城轨车辆牵引电机轴承寿命评估"),
  ("+", F[RS], "阮书瑶，林晓. 中端连锁酒店动态定价对入住率的影响"),
  ("-", F["LZmd"], "王一鸣，林知予，陈晓. 基于分位数回归的电商促销效应估计[J]. 统计与决策，2026(2). （第二作者）")],
  [("en", "Which candidates are the first author of at least one published paper?"),
   ("en", "who has a lead-author paper"),
   ("zh", "哪些候选人以第一作者身份发表过论文？"),
   ("zh", "有一作文章的吗")]))
I.append(("i07-peer-review", ["topic"], [IH, HB], [
  ("+", F[IH], "Peer reviewer: International Journal of Epidemiology, Eurosurveillance, BMJ Open (since 2019)"),
  ("+", F[HB], "《铁道学报》特邀审稿人（2023 年起）"),
  ("-", F[RC], "Jury member, Irish Professional Photographers Association awards")],
  [("en", "Which candidates have served as peer reviewers for academic journals?"),
   ("en", "anyone who referees for journals"),
   ("zh", "哪些候选人担任过学术期刊的审稿人？"),
   ("zh", "谁给期刊审过稿")]))
I.append(("i08-wk-2020", ["period", "employer"], [PK], [
  ("+", F[PK], "09/2017 – Motion Designer, Wieden+Kennedy Shanghai"),
  ("-", F[RC], "Wieden+Kennedy London (location stills for a"),
  ("-", F[PK], "Cannes Lions shortlist, Film Craft (as part of W+K Shanghai team)")],
  [("en", "Which candidates were employed at Wieden+Kennedy at any point during 2020?"),
   ("en", "who was at W+K back in 2020"),
   ("zh", "2020年期间在威登肯尼迪（Wieden+Kennedy）任职的候选人有哪些？"),
   ("zh", "20年那会儿在WK广告上班的有谁")]))
I.append(("i09-current-manager", ["title", "time/role"], [RS, BQ], [
  ("+", F[RS], "华住集团 定价经理（中高端品牌事业部） 2019/4-至今"),
  ("+", F[BQ], "2021年3月 - 至今"),
  ("+", F[BQ], "华润雪花啤酒（中国）有限公司 高级品牌经理（勇闯天涯superX）"),
  ("-", F[IH], "Supervise two analysts and one PhD placement student."),
  ("-", F[PK], "mentor two junior designers.")],
  [("en", "Which candidates currently hold a job title that includes \"Manager\"?"),
   ("en", "who's got a mgr title right now"),
   ("zh", "目前职位名称中带“经理”的候选人有哪些？"),
   ("zh", "现在头衔是经理的有谁")]))
I.append(("i10-ecom-intern", ["time/role", "employer"], [LH, LZ], [
  ("+", F[LH], "JD.com — Software Engineering Intern (summer 2014)"),
  ("+", F["LZmd"], "淘天集团（淘宝天猫） — 数据分析实习生（用户增长）　2025.06–2025.09"),
  ("+", F["LZjs"], "Data Analyst Intern, User Growth"),
  ("-", F[PK], "Clients include Tmall Global (11.11 campaign 2023), Singapore Airlines and DBS."),
  ("-", F[HB], "暑期实习生：跟班学习电力机车检修流程，整理故障台账。")],
  [("en", "Which candidates have done an internship at an e-commerce company?"),
   ("en", "anyone interned at a big online retailer"),
   ("zh", "哪些候选人有过电商公司的实习经历？"),
   ("zh", "有在网购平台实习过的吗")]))
I.append(("i11-10y", ["years"], [HB, LH, RS, RC], [
  ("+", F[HB], "中车株洲电力机车有限公司（中国中车集团子公司） 2015.07–至今"),
  ("+", F[LH], "Ant Group (Alipay) — Java Engineer, Clearing Platform (Jul 2015 – May 2019)"),
  ("+", F[RS], "洲际酒店集团（IHG）大中华区 2014/7-2019/3"),
  ("+", F[RC], "Sep 2009 - 2014     Staff Photographer, The Irish Times, Dublin"),
  ("+", F[RC], "2014 - present      Freelance photographer (self-employed, full-time), Dublin and London"),
  ("-", F[IH], "PhD, Epidemiology 2014 – 2017"),
  ("-", F[IH], "Postdoctoral Researcher, Department of Medical Epidemiology and Biostatistics 09/2017 – 08/2020"),
  ("-", F[BQ], "2017年7月 - 2021年2月"),
  ("-", F[PK], "summer 2016 Motion Design Intern, Leo Burnett London")],
  [("en", "Which candidates have at least 10 years of full-time work experience?"),
   ("en", "10+ yoe people?"),
   ("zh", "全职工作经验在10年及以上的候选人有哪些？"),
   ("zh", "工龄十年往上的有谁")]))
I.append(("i12-985-bachelor", ["tier", "degree"], [RS, BQ, LZ], [
  ("+", F[RS], "中山大学 旅游管理学士 2010-2014"),
  ("+", F[BQ], "复旦大学"),
  ("+", F["LZmd"], "浙江大学 统计学 学士　2022.09–2026.06（已毕业）"),
  ("-", F[HB], "西南交通大学 车辆工程学士 2011.09–2015.06"),
  ("-", F[LH], "B.Eng. Computer Science and Technology, Beijing Jiaotong University, 2011 – 2015"),
  ("-", F[IH], "BSc (Hons) Biological Sciences 2008 – 2012")],
  [("en", "Which candidates hold a bachelor's degree from a Project 985 university?"),
   ("en", "any 985 undergrads"),
   ("zh", "本科毕业于985高校的候选人有哪些？"),
   ("zh", "本科是985名校出身的有吗")]))
I.append(("i13-who", ["employer", "empty-gold"], [], [
  ("-", F[IH], "Invited speaker, WHO Regional Office for Europe technical consultation on RSV surveillance, Copenhagen, 2023"),
  ("-", F[IH], "UK Health Security Agency (UKHSA)")],
  [("en", "Which candidates have worked for the World Health Organization?"),
   ("en", "anyone ex-WHO"),
   ("zh", "哪些候选人曾在世界卫生组织任职？"),
   ("zh", "有在世卫干过的吗")]))

def y(s):
    return json.dumps(s, ensure_ascii=False)
out = [HEADER.rstrip("\n"), "questions:"]
n = 0
for intent, kinds, gold, ev, qs in I:
    assert len(qs) == 4
    out.append(f"  # ---------------- {intent} ----------------")
    for sign, f, quote in ev:
        out.append(f"  # {sign} {f}: {quote}")
    for lang, q in qs:
        tags = list(kinds) + ["paraphrase"]
        if any(LANG[g] not in (lang, "both") for g in gold):
            tags.append("cross-lingual")
        out.append(f"  - {{q: {y(q)}, gold: [{', '.join(gold)}], tags: [{', '.join(tags)}], intent: {intent}}}")
        n += 1
open("../questions.yaml", "w", encoding="utf-8").write("\n".join(out) + "\n")
print(n, "questions")
