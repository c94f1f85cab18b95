"""Writes ../questions.yaml (run once; the YAML is the deliverable)."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
QY, AW, LQ, YZ, CY, XR, MQ, SB = "QY AW LQ YZ CY XR MQ SB".split()
A = "qi_yuchuan_zh.pdf"; B = "adrian_wirjono.pdf"; C = "linyan_qu_cv.pdf"; D = "晏知秋_产品经理简历.docx"
E1 = "喻承泽_简历_2020.txt"; E2 = "chengze_yu_resume.md"; F = "IMG_20261114_093512.jpg"; G = "mi_qingyang.json"
H = "CV_social_media_2026.docx"
LANG = {A: "zh", B: "en", C: "en", D: "zh", E1: "zh", E2: "en", F: "zh", G: "en", H: "en"}
OWNER = {A: QY, B: AW, C: LQ, D: YZ, E1: CY, E2: CY, F: XR, G: MQ, H: SB}

INTENTS = [
 ("i01-baidu", [QY, MQ], ["employer"],
  [("+", A, "北京小度科技有限公司（百度旗下智能硬件公司，小度智能音箱）"),
   ("+", G, "Baidu AI Cloud (百度智能云)"),
   ("+", G, "Backend Development Intern, Object Storage (BOS)"),
   ("-", D, "2019 百度之星程序设计大赛 复赛")],
  [("en", "Which candidates have worked at Baidu? Baidu subsidiaries such as Xiaodu and Baidu AI Cloud count, internships included."),
   ("en", "anyone from the baidu family? xiaodu / baidu cloud fine, interns ok too"),
   ("zh", "请列出在百度（含小度科技、百度智能云等子公司）工作或实习过的候选人。"),
   ("zh", "有度厂出来的吗 子公司和实习都算")]),
 ("i02-tongji", [LQ, XR], ["school"],
  [("+", C, "Tongji University"), ("+", C, "B.Eng. in Civil Engineering"),
   ("+", F, "同济大学设计创意学院 交互设计 硕士"),
   ("-", E2, "Guest lecture, \"UVM at switch-chip scale\", Tongji University School of Software Engineering, 2023")],
  [("en", "Which candidates studied at Tongji University (any degree level)?"),
   ("en", "any alumni of that big shanghai civil-engineering & architecture uni, tongji?"),
   ("zh", "哪些候选人曾在同济大学就读（本科、硕士、博士均可）？"),
   ("zh", "有同济毕业的吗 本硕博哪段都行")]),
 ("i03-masters", [QY, AW, YZ, XR], ["degree"],
  [("+", A, "电子信息（非全日制工程硕士，在读）"),
   ("+", B, "Executive MBA (part-time, in progress), INSEAD"),
   ("+", D, "管理学硕士"),
   ("+", F, "交互设计 硕士"),
   ("-", C, "Ph.D. in Structural Engineering (direct-entry programme after B.Eng.)")],
  [("en", "Which candidates hold a master's degree or are currently enrolled in one (MBA/EMBA and part-time programmes count)?"),
   ("en", "who's got a masters or is doing one rn? part-time / exec mba counts"),
   ("zh", "哪些候选人拥有硕士学位或正在攻读硕士（含 MBA、在职硕士）？"),
   ("zh", "有硕士学位或者在读硕士的有谁 在职读的、MBA都算")]),
 ("i04-sql", [AW, YZ, MQ], ["skill"],
  [("+", B, "pull lease and rent-roll data from the Yardi data warehouse with SQL"),
   ("+", D, "日常用 SQL（Hive / ClickHouse）拉取投放数据做归因与 AB 实验分析"),
   ("+", G, "wrote SQL against the MySQL metadata store to audit 1.2B object records"),
   ("-", H, "Sprinklr, Dash Hudson, Later, Adobe Premiere, Lightroom, SQL, Python, Google Analytics 4")],
  [("en", "Which candidates have used SQL in a job or internship (not just listed it as a skill)?"),
   ("en", "who actually writes database queries at work? skills-list-only doesnt count"),
   ("zh", "哪些候选人在工作或实习中实际使用过 SQL？"),
   ("zh", "有没有平时工作里真写 sql 的 光写在技能栏里不算")]),
 ("i05-interspeech", [QY], ["topic"],
  [("+", A, "Proc. INTERSPEECH 2021, pp. 4121–4125.（第二作者）")],
  [("en", "Which candidates have published a paper at INTERSPEECH?"),
   ("en", "anyone got a paper at ISCA's big annual speech conference?"),
   ("zh", "哪些候选人在 INTERSPEECH 会议上发表过论文？"),
   ("zh", "有在interspeech上发过文章的吗")]),
 ("i06-first-author", [LQ, XR], ["topic"],
  [("+", C, "L. Qu, W. Sun, X. Lu. Seismic fragility of self-centering rocking walls with replaceable energy dissipators."),
   ("+", F, "CHI 2020 Extended Abstracts (Late-Breaking Work).（第一作者）"),
   ("-", A, "Wenhao Li, Yuchuan Qi, Fei Zhang.")],
  [("en", "Which candidates are the first author of at least one published paper?"),
   ("en", "who has a first-author pub? lead author on anything"),
   ("zh", "哪些候选人以第一作者身份发表过论文？"),
   ("zh", "有一作文章的吗")]),
 ("i07-reviewer", [QY, LQ], ["topic"],
  [("+", A, "ICASSP 2024、ICASSP 2025 审稿人"),
   ("+", C, "Peer reviewer for Engineering Structures (2021–present)"),
   ("-", F, "CHI 2020 学生志愿者")],
  [("en", "Which candidates have served as a peer reviewer for a journal or conference?"),
   ("en", "anyone who's refereed papers for a journal or conf?"),
   ("zh", "哪些候选人担任过学术期刊或会议的审稿人？"),
   ("zh", "谁给期刊或者会议审过稿")]),
 ("i08-broadcom-2019", [CY], ["period", "employer"],
  [("+", E1, "2017/7 - 至今　博通（Broadcom）北京研发中心　高级 ASIC 验证工程师"),
   ("+", E2, "Broadcom Inc.** — Senior ASIC Verification Engineer, Core Switching Group"),
   ("+", E2, "*Jul 2017 – Aug 2021*, Beijing"),
   ("-", G, "Second Prize, Broadcom-sponsored campus hackathon (Beijing)")],
  [("en", "Which candidates were employed at Broadcom at some point during 2019?"),
   ("en", "who was at AVGO back in 2019"),
   ("zh", "2019 年期间在博通任职的候选人有哪些？"),
   ("zh", "19年那会儿谁在broadcom")]),
 ("i09-current-carmaker", [XR], ["time/role"],
  [("+", F, "小鹏汽车（广州橙行智动汽车科技有限公司） 资深交互设计师 2023.03 –至今"),
   ("-", H, "Aston Martin — Press Office Intern"),
   ("-", A, "车载语音识别声学模型训练（Kaldi，TDNN-F）")],
  [("en", "Which candidates currently work at a car manufacturer?"),
   ("en", "anyone at an automaker right now? past stints dont count"),
   ("zh", "目前就职于汽车整车企业的候选人有哪些？"),
   ("zh", "现在在主机厂上班的有谁")]),
 ("i10-cloud-intern", [YZ, XR, MQ], ["time/role"],
  [("+", D, "产品运营实习生（暑期实习）"), ("+", D, "阿里云计算有限公司"),
   ("+", F, "腾讯云（腾讯科技（深圳）有限公司） UX 设计实习生 2019.07 –2019.09"),
   ("+", G, "Backend Development Intern, Object Storage (BOS)"),
   ("-", A, "北京小度科技有限公司（百度旗下智能硬件公司，小度智能音箱）"),
   ("-", E2, "run nightly regressions on an AWS EC2 farm")],
  [("en", "Which candidates have completed an internship at a cloud computing provider?"),
   ("en", "anyone interned at a public cloud vendor? aliyun / tencent cloud kind of place"),
   ("zh", "哪些候选人在云计算服务商有过实习经历？"),
   ("zh", "有在云厂商实习过的吗")]),
 ("i11-8yrs", [QY, AW, CY, SB], ["years"],
  [("+", A, "苏州思必驰信息科技有限公司（AISpeech） 2016.07–2019.05"),
   ("+", B, "Aug 2015 – Analyst, Investment & Asset Management, Mapletree Investments, Singapore"),
   ("+", E2, "*Jul 2014 – Jun 2017*, Shenzhen"),
   ("+", H, "09/2014 - 02/2018, London"),
   ("-", C, "Oct 2022 – Aug 2024"),
   ("-", F, "OPPO 广东移动通信有限公司 交互设计师 2020.04 –2023.02"),
   ("-", D, "2020年7月 - 2022年3月")],
  [("en", "Which candidates have at least 8 years of full-time work experience?"),
   ("en", "8+ yrs full time, who? internships and phd years dont count"),
   ("zh", "全职工作经验满 8 年及以上的候选人有哪些？"),
   ("zh", "工龄八年往上的有谁 实习和读博不算")]),
 ("i12-985-bachelor", [QY, LQ, CY], ["tier", "school", "degree"],
  [("+", A, "浙江大学 信息与通信工程 工学学士"),
   ("+", C, "B.Eng. in Civil Engineering"),
   ("+", E1, "2010/9 - 2014/6　东南大学　微电子科学与工程　工学学士"),
   ("+", E2, "Southeast University** (东南大学), B.Eng. Microelectronics, 2010 – 2014"),
   ("-", D, "西南交通大学"), ("-", D, "中国人民大学"),
   ("-", F, "江南大学设计学院 工业设计 学士"),
   ("-", G, "Beijing University of Posts and Telecommunications")],
  [("en", "Which candidates earned their bachelor's degree at a Project 985 university?"),
   ("en", "who did undergrad at one of china's 985 schools? grad school 985 doesnt count"),
   ("zh", "本科毕业于 985 高校的候选人有哪些？"),
   ("zh", "第一学历985的有吗")]),
 ("i13-sonos", [], ["employer", "empty-gold"],
  [("-", A, "对比 Sonos Era 100、Amazon Echo 的远场拾音效果")],
  [("en", "Which candidates have worked at Sonos?"),
   ("en", "anyone ex-sonos? the wireless speaker company"),
   ("zh", "有哪些候选人曾在 Sonos 任职？"),
   ("zh", "有没有在搜诺思干过的")]),
]

PEOPLE = {
 QY: ["qi yuchuan", "yuchuan qi", "戚屿川"],
 AW: ["adrian wirjono", "wirjono adrian"],
 LQ: ["linyan qu", "qu linyan", "屈林燕"],
 YZ: ["yan zhiqiu", "zhiqiu yan", "晏知秋"],
 CY: ["chengze yu", "yu chengze", "喻承泽"],
 XR: ["xian ruoyao", "ruoyao xian", "冼若遥"],
 MQ: ["qingyang mi", "mi qingyang", "宓清扬"],
 SB: ["saskia ballantyne", "ballantyne saskia"],
}

HEADER = open(os.path.join(HERE, "questions_header.txt"), encoding="utf-8").read()

def q(s):
    return '"' + s.replace('\\', '\\\\').replace('"', '\\"') + '"'

out = [HERE and HEADER.rstrip("\n"), 'as_of: "2026-12-01"', "people:"]
for k, v in PEOPLE.items():
    out.append(f"  {k}: [{', '.join(q(a) for a in v)}]")
out.append("questions:")
for name, gold, tags, ev, qs in INTENTS:
    out.append(f"  # ---------------- {name} (gold: {', '.join(gold) or 'nobody'}) ----------------")
    for lang, text in qs:
        t = list(tags)
        # cross-lingual: some gold person's evidence exists only in the other language
        for g in gold:
            langs = {LANG[f] for s, f, _ in ev if s == "+" and OWNER[f] == g}
            if lang not in langs and "cross-lingual" not in t:
                t.append("cross-lingual")
        t.append("paraphrase")
        for s, f, quote in ev:
            out.append(f"  # {s} {f}: {quote}")
        out.append(f"  - {{q: {q(text)}, gold: [{', '.join(gold)}], intent: {name}, lang: {lang}, tags: [{', '.join(t)}]}}")
open(os.path.join(HERE, "..", "questions.yaml"), "w", encoding="utf-8").write("\n".join(out) + "\n")
print(sum(len(i[4]) for i in INTENTS), "questions")
