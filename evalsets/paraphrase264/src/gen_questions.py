# Generates ../questions.yaml (evidence comments + questions). Hand-written content below.
LANG = {"MH": {"en", "zh"}, "HJ": {"zh"}, "XB": {"zh"}, "YK": {"zh"},
        "ZY": {"en"}, "TY": {"en"}, "LK": {"en"}, "LV": {"en"}}
# people whose evidence for a given intent is only in one language (overrides LANG)
ONLY = {("i09-current-agritech", "MH"): {"zh"}}
F = dict(MH0="hanwen_mi_cv_2020.pdf", MH1="宓瀚文_简历_2026.pdf", ZY="yayin_zong_cv.pdf",
         HJ="衡嘉璐_简历.docx", TY="resume_search_2026.docx", XB="冼博涛_固件工程师.md",
         LK="kah_seng_loh_cv.txt", LV="liesbeth_voskamp.json", YK="IMG_20261103_184512.jpg")
I = []
def intent(name, tag, gold, ev, qs):
    I.append((name, tag, gold, ev, qs))

intent("i01-employer-tencent", "employer", ["TY", "XB"], [
 "+ TY: WeChat Search, WXG, Tencent — Research Intern, Guangzhou, 06/2018 – 09/2018",
 "+ XB: 腾讯科技（深圳）有限公司 · 腾讯云 IoT 物联网平台｜2019/6-2022/2",
 ], [("en", "Which candidates have worked at Tencent, including any of its units such as WeChat or Tencent Cloud (internships count)?"),
     ("en", "anyone ex-penguin? wechat / tencent cloud people count too, interns ok"),
     ("zh", "请列出曾在腾讯（含微信事业群、腾讯云等下属业务，实习也算）工作过的候选人。"),
     ("zh", "有鹅厂出来的吗 微信 腾讯云都算 实习也行")])
intent("i02-school-tsinghua", "school", ["MH", "ZY"], [
 "+ MH0: Tsinghua University, Graduate School at Shenzhen",
 "+ MH1: 清华大学深圳研究生院",
 "+ ZY: B.Eng. in Materials Science and Engineering",
 "+ ZY: Tsinghua University",
 "- TY: Invited talk, \"Ranking at Taobao scale\", Department of Computer Science, Tsinghua University, Dec 2024.",
 ], [("en", "Which candidates studied at Tsinghua University (any degree, any campus)?"),
     ("en", "any THU alumni in here"),
     ("zh", "请问哪些候选人在清华大学就读过（任何学位、任何校区）？"),
     ("zh", "有五道口职业技术学院的校友吗")])
intent("i03-degree-masters", "degree", ["MH", "LK", "LV", "YK"], [
 "+ MH0: M.Eng. in Control Engineering",
 "+ MH1: 清华大学深圳研究生院 控制工程 工学硕士",
 "+ LK: London South Bank University - MSc Food Safety and Control (distance learning, part-time)",
 "+ LK: since 10/2025, in progress",
 "+ LV: \"studyType\": \"MSc\"",
 "+ YK: 统计学理学硕士（MSc Statistics）",
 "- ZY: Ph.D. in Materials Science and Engineering (direct-entry doctoral program)",
 "- XB: 2020/9 入学，2022/6 因工作原因退学，未取得学位",
 ], [("en", "Which candidates hold a master's degree or are currently studying for one?"),
     ("en", "who's got a postgrad taught degree, MSc/MEng etc, finished or still doing it"),
     ("zh", "哪些候选人已获得硕士学位或正在攻读硕士？"),
     ("zh", "研究生学历的有谁 在读的也算 读博的不算")])
intent("i04-skill-sql", "skill", ["TY", "YK"], [
 "+ TY: Built daily training-sample pipelines in ODPS SQL and Python on MaxCompute",
 "+ YK: 用 Hive SQL 提取并清洗 2000 万条交易流水",
 "- ZY: Computing: Python, MATLAB, SQL",
 "- XB: 了解：MySQL、Vue.js、Docker",
 "- LK: SQL (online course certificate, 2021)",
 ], [("en", "Which candidates have used SQL in a job or internship (not just listed it as a skill)?"),
     ("en", "who actually writes database queries at work? hive / odps counts, skills-list-only doesnt"),
     ("zh", "哪些候选人在工作或实习中实际使用过 SQL？仅在技能栏列出的不算。"),
     ("zh", "工作里真写过sql的有谁 hive那种也算")])
intent("i05-venue-kdd", "topic", ["TY"], [
 "+ TY: In Proceedings of the 29th ACM SIGKDD Conference on Knowledge Discovery and Data Mining (KDD '23), Applied Data Science Track, 2023.",
 "- YK: KDD 2025 Workshop on Machine Learning in Finance.（第二作者，workshop 论文）",
 "- YK: KDD 2025 学生志愿者（多伦多）",
 ], [("en", "Which candidates have a paper in the main proceedings of KDD (workshop papers excluded)?"),
     ("en", "anyone published at SIGKDD, the big data mining conf? main track only"),
     ("zh", "哪些候选人在 KDD 主会发表过论文（workshop 不算）？"),
     ("zh", "有人中过数据挖掘那个顶会 kdd 吗 workshop不算")])
intent("i06-first-author", "topic", ["MH", "ZY", "LV"], [
 "+ MH0: H. Mi, Z. Gao, and W. Lin.",
 "+ MH1: （第一作者）",
 "+ ZY: Y. Zong, D. R. Ketley, and M. J. Fanshaw. Precipitate coarsening in Al–Zr–Er alloys",
 "+ LV: Voskamp L, Declercq P, Rinaldi S.",
 "- TY: J. Wen, K. Lau, Y. Tu, and M. Qiao.",
 "- YK: Li R., 晏可馨, Zhou T.",
 ], [("en", "Which candidates are the first author of a published paper?"),
     ("en", "who has a lead-author paper, name listed first"),
     ("zh", "哪些候选人以第一作者身份发表过论文？"),
     ("zh", "有一作论文的是谁")])
intent("i07-reviewer", "topic", ["MH", "ZY"], [
 "+ MH0: Reviewer, IEEE Robotics and Automation Letters (RA-L)",
 "+ MH1: IEEE Robotics and Automation Letters（RA-L）审稿人",
 "+ ZY: Reviewer for Scripta Materialia and Journal of Alloys and Compounds",
 "- YK: KDD 2025 学生志愿者（多伦多）",
 "- LV: delegate, ESCMID Global 2024",
 ], [("en", "Which candidates have served as a peer reviewer or committee member for a journal or conference?"),
     ("en", "anyone done refereeing for journals / confs?"),
     ("zh", "哪些候选人担任过期刊或会议的审稿人或程序委员？"),
     ("zh", "谁给期刊会议审过稿")])
intent("i08-dji-2019", "period", ["MH", "XB"], [
 "+ MH0: Flight Control Algorithm Engineer, DJI, Shenzhen",
 "+ MH0: Jul 2018 –",
 "+ MH1: 深圳市大疆创新科技有限公司（DJI）",
 "+ MH1: 2018.07–2021.03",
 "+ XB: 深圳市大疆创新科技有限公司｜2018/7-2019/5",
 ], [("en", "Which candidates were employed at DJI at some point during 2019?"),
     ("en", "who was at the shenzhen drone giant back in 2019"),
     ("zh", "哪些候选人在 2019 年期间任职于大疆？"),
     ("zh", "19年在大疆待过的有谁")])
intent("i09-current-agritech", "time/role", ["MH"], [
 "+ MH1: 广州极飞科技股份有限公司（XAG）",
 "+ MH1: 2021.04–至今",
 "+ MH1: 负责农业植保无人机 P 系列的姿态与位置控制",
 "- MH0: CV updated March 2020",
 "- XB: 深圳市鹿客科技有限公司（Lockin 鹿客智能锁）｜2022/3-至今",
 ], [("en", "Which candidates currently work at an agricultural technology company?"),
     ("en", "anyone at an agtech / crop-spraying drone outfit right now"),
     ("zh", "目前在农业科技公司任职的候选人有哪些？"),
     ("zh", "现在在做农业植保那类公司的有吗")])
intent("i10-bank-internship", "time/role", ["HJ", "YK"], [
 "+ HJ: 招商银行 广州分行 零售银行部",
 "+ HJ: 暑期实习生",
 "+ YK: 招商银行信用卡中心",
 "+ YK: 数据分析实习生",
 "- TY: WeChat Search, WXG, Tencent — Research Intern",
 ], [("en", "Which candidates have done an internship at a bank?"),
     ("en", "who interned at a bank at some point, summer stints count"),
     ("zh", "哪些候选人有过银行实习经历？"),
     ("zh", "在银行做过实习生的有谁")])
intent("i11-10y-fulltime", "years", ["HJ", "LK", "LV"], [
 "+ HJ: 2013年7月 - 2017年12月",
 "+ HJ: 2018年1月 - 至今",
 "+ LK: Jul 2010 - Jun 2015",
 "+ LK: Jan 2020 - present",
 "+ LV: \"startDate\": \"2012-09\"",
 "- MH1: 2018.07–2021.03",
 "- XB: 深圳市大疆创新科技有限公司｜2018/7-2019/5",
 "- ZY: Sep. 2020 – Aug. 2022",
 ], [("en", "Which candidates have at least 10 years of full-time work experience?"),
     ("en", "need someone with a decade+ in the workforce, internships dont count"),
     ("zh", "哪些候选人有 10 年及以上全职工作经验？"),
     ("zh", "工作十年往上的老手有谁 实习不算")])
intent("i12-985-bachelor", "tier", ["MH", "ZY", "HJ"], [
 "+ MH0: B.Eng. in Automation, Harbin Institute of Technology",
 "+ MH1: 哈尔滨工业大学 自动化 工学学士",
 "+ ZY: B.Eng. in Materials Science and Engineering",
 "+ HJ: 中山大学 岭南学院",
 "+ HJ: 经济学学士",
 "- XB: 哈尔滨理工大学｜电子信息工程｜工学学士｜2014/9-2018/6",
 "- TY: Beijing University of Posts and Telecommunications — B.Eng. in Computer Science and Technology, 2015 – 2019",
 "- LK: Jiangnan University, Wuxi - BEng Food Science and Engineering",
 "- YK: 东北财经大学",
 ], [("en", "Which candidates earned their bachelor's degree at a Project 985 university?"),
     ("en", "undergrad from a top-tier 985 school? who"),
     ("zh", "哪些候选人本科毕业于 985 院校？"),
     ("zh", "本科是985的有几个")])
intent("i13-haidilao", "employer", [], [
 "- LK: Clients included Haidilao hot-pot central kitchens, Wumart and several dairy producers.",
 ], [("en", "Which candidates have worked at Haidilao?"),
     ("en", "anyone come from the famous hotpot chain, the one with the crazy service"),
     ("zh", "哪些候选人曾在海底捞任职？"),
     ("zh", "有在海底捞干过的吗")])

HEADER = open("questions_header.txt", encoding="utf-8").read()
out = [HEADER.rstrip("\n"), "questions:"]
for name, tag, gold, ev, qs in I:
    out.append(f"  # ---------------- {name} ----------------")
    for e in ev:
        sign, rest = e[0], e[2:]
        k, quote = rest.split(": ", 1)
        out.append(f"  # {sign} {F[k]}: {quote}")
    for j, (lang, q) in enumerate(qs):
        tags = [tag, "paraphrase"]
        if not gold: tags.append("empty-gold")
        if name == "i08-dji-2019": tags.insert(1, "employer")
        for g in gold:
            langs = ONLY.get((name, g), LANG[g])
            if lang not in langs:
                tags.append("cross-lingual"); break
        qq = q.replace('"', '\\"')
        out.append(f"  - {{q: \"{qq}\", gold: [{', '.join(gold)}], intent: {name}, lang: {lang}, style: {'formal' if j % 2 == 0 else 'chatty'}, tags: [{', '.join(tags)}]}}")
open("../questions.yaml", "w", encoding="utf-8").write("\n".join(out) + "\n")
