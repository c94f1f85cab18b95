"""Writes ../questions.yaml (evidence comments repeated above each of an intent's 4 questions)."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
JT, FH, HY, MW, KS, RK, LJ, BR = "JT FH HY MW KS RK LJ BR".split()
HEADER = '''# paraphrase130 — blind PARAPHRASE set over evalsets/paraphrase130/cvs (8 fictional people at real
# employers and schools, 9 CV files: 3 LaTeX PDFs [awesome-cv look-alike, ctex two-column Chinese,
# moderncv banking], 2 DOCX [Chinese with tables, English with the name only in the footer],
# 1 Markdown, 1 plain text, 1 JSON Resume, 1 phone photo .jpg of a Chinese page).
# 13 intents x 4 phrasings (EN formal, EN chatty, ZH formal, ZH chatty); every question carries
# `intent:` and all 4 questions of an intent have the same gold.
# Evidence comments: "+ file: quote" supports a gold person, "- file: quote" documents a trap.
# Quotes are verbatim from the file text (pdftotext for PDFs; python-docx paragraphs, table cells
# and footer for DOCX; the raw file for .md/.txt/.json; for the photo, src/bai_ruotong_photo_page.txt,
# the pdftotext of the page before it was photographed). Whitespace is ignored when matching.
#
# GOLD RULES (as_of 2026-11-28 = "today"; "present", "至今", "today" end on that date)
# - "worked at X" includes internships unless the question says full-time/current. NOT employment:
#   awards, competitions, certifications (Microsoft Office Specialist, Azure Solutions Architect),
#   clients of an agency or of a freelancer, benchmarking another company's product, covering a
#   company/sector as an analyst, talks, juries, declined offers, exchange semesters.
# - Subsidiaries/divisions: Microsoft includes Microsoft Research (Asia), Azure, Xbox Game Studios and
#   its studios (Ninja Theory), LinkedIn, GitHub. Panasonic includes Panasonic Energy and 松下电器（中国）.
#   EVE Energy includes 湖北亿纬动力. CLSA is a CITIC Securities company.
# - "studied at" a school = enrolled in a degree programme there (completed or in progress);
#   an exchange semester is not a degree; 浙大城市学院 (formerly 浙江大学城市学院) is a separate
#   university, NOT Zhejiang University.
# - Degree questions: completed OR in progress counts; a programme left without a degree does not.
# - "used Python at work" needs Python named in a job entry; a skills-list mention alone does not count.
# - Publications: a paper in the conference's main proceedings; first author = first name in the
#   printed author list. Reviewing = journal reviewer, PC / external review committee member; talks
#   and competition juries do not count.
# - "during 2020" = employed (full-time or intern) there for at least part of 2020.
# - "current" = an entry running to present/至今/today in the person's NEWEST CV; Marta Wiśniewska's
#   2022 Markdown CV is superseded by her JSON Resume (same e-mail, later jobs).
# - Cloud provider = public cloud (Azure, AWS, Google Cloud, Alibaba Cloud, Tencent Cloud, ...).
# - Game studio/company = a developer or publisher of video games (Ninja Theory, Sharkmob, Hypergryph).
# - Years of full-time experience: sum of full-time employment (incl. self-employed freelance work)
#   up to as_of; internships, summer analyst stints, PhD study and graduate research/teaching
#   assistantships do NOT count. Totals: HY 13.4, MW 12.2, FH 9.4, KS 7.4, BR 7.4, RK 7.2, JT 5.2, LJ 0.
# - Tier list: Project 985 (the 39 universities). Of the schools here, 985: Harbin Institute of
#   Technology, 中南大学, 浙江大学, 上海交通大学, 同济大学 (exchange only). Not 985: 浙大城市学院,
#   中国美术学院 (双一流 discipline list only), The University of Hong Kong, University of Michigan,
#   Abertay University, Warsaw University of Technology, Delft University of Technology.
# - A person with two CVs is one candidate (MW: marta_wisniewska_2022.md + marta_wisniewska_resume.json).
as_of: "2026-11-28"
'''
PEOPLE = {
    JT: ["jiarui tan", "tan jiarui"],
    FH: ["樊海宁", "fan haining", "haining fan"],
    HY: ["何芸溪", "he yunxi", "yunxi he"],
    MW: ["marta wiśniewska", "marta wisniewska", "wiśniewska marta", "wisniewska marta"],
    KS: ["kelvin siu", "kelvin ka-wai siu", "siu ka-wai", "ka-wai siu", "siu ka wai"],
    RK: ["rhiannon kiernan", "kiernan rhiannon"],
    LJ: ["黎嘉穗", "li jiasui", "jiasui li"],
    BR: ["白若桐", "bai ruotong", "ruotong bai"],
}
F = {JT: "jiarui_tan_cv.pdf", FH: "fan_haining_zh.pdf", HY: "he_yunxi_zh.docx",
     "MWmd": "marta_wisniewska_2022.md", "MWjs": "marta_wisniewska_resume.json",
     KS: "kelvin_siu_cv.pdf", RK: "rhiannon_kiernan_ld.docx", LJ: "黎嘉穗_简历_2026届.txt",
     BR: "bai_ruotong_简历照片.jpg"}
ZH_ONLY = {FH, HY, LJ, BR}
EN_ONLY = {JT, MW, KS, RK}
# intent: (name, gold, kinds, evidence [(sign, filekey, quote)], [(lang, q)] EN formal, EN chatty, ZH formal, ZH chatty)
INTENTS = [
 ("i01-microsoft", [JT, RK, MW], ["employer"], [
   ("+", JT, "Microsoft Research Asia"), ("+", JT, "Research Intern, Systems and Networking Group"),
   ("+", RK, "Ninja Theory (Xbox Game Studios) — Cambridge, UK"), ("+", RK, "Junior Level Designer"),
   ("+", "MWjs", "Principal Site Reliability Engineer, Azure Core (Storage)"),
   ("-", BR, "Xbox 中国新春主题海报（2024）"),
   ("-", LJ, "Microsoft Office Specialist（MOS）Excel 专家认证"),
  ], [("en", "Which candidates have worked at Microsoft, including its subsidiaries and studios such as Xbox Game Studios, Azure and Microsoft Research?"),
      ("en", "anyone ex-msft? xbox studios and msr asia count"),
      ("zh", "请列出曾在微软任职的候选人（含旗下子公司、游戏工作室及研究院，如 Xbox Game Studios、微软亚洲研究院、Azure）。"),
      ("zh", "有在巨硬干过的吗 xbox工作室 研究院实习都算")]),
 ("i02-zju", [FH, HY], ["school"], [
   ("+", FH, "浙江大学 材料科学与工程"), ("+", FH, "工学硕士"),
   ("+", HY, "浙江大学"), ("+", HY, "文学学士"),
   ("-", LJ, "浙大城市学院（原浙江大学城市学院）"),
   ("-", BR, "中国美术学院"),
  ], [("en", "Which candidates studied at Zhejiang University?"),
      ("en", "anyone from zheda / ZJU in hangzhou?"),
      ("zh", "哪些候选人曾就读于浙江大学？"),
      ("zh", "有浙大出来的吗")]),
 ("i03-phd", [JT, FH], ["degree"], [
   ("+", JT, "Ph.D. in Computer Science and Engineering"),
   ("+", FH, "工学博士（在职，在读）"),
   ("-", "MWmd", "PhD programme in Distributed Systems, Delft University of Technology — 2013–2014, left after the first year, not completed"),
   ("-", "MWjs", "PhD (withdrew, not completed)"),
  ], [("en", "Which candidates hold a PhD or are currently pursuing one?"),
      ("en", "who's got a doctorate or is doing one rn"),
      ("zh", "哪些候选人拥有博士学位或正在攻读博士学位？"),
      ("zh", "有博士吗 在读的也算")]),
 ("i04-python-at-work", [JT, FH, MW, KS], ["skill"], [
   ("+", JT, "Built a Python experiment harness around gem5"),
   ("+", FH, "用 Python 编写 SPC 自动分析脚本"),
   ("+", "MWmd", "Wrote Python tooling for automated canary analysis"),
   ("+", "MWjs", "Built Python and Kusto (KQL) automation"),
   ("+", KS, "Built a Python pipeline that pulls app-store ranking and download data"),
   ("-", RK, "Python (basic, personal projects only)"),
   ("-", LJ, "Python（入门）、SQL（入门）"),
   ("-", BR, "Python（自学，个人兴趣）"),
  ], [("en", "Which candidates have used Python in their work?"),
      ("en", "who actually writes py scripts on the job"),
      ("zh", "哪些候选人在工作中实际使用过 Python？"),
      ("zh", "工作里真用py写过脚本的有谁")]),
 ("i05-isca", [JT], ["topic"], [
   ("+", JT, "Proceedings of the 51st Annual International Symposium on Computer Architecture (ISCA)"),
   ("-", JT, "External Review Committee, ISCA 2022."),
  ], [("en", "Which candidates have published a paper at ISCA?"),
      ("en", "anyone got a paper at the intl symposium on computer architecture"),
      ("zh", "哪些候选人在 ISCA 会议上发表过论文？"),
      ("zh", "有人在体系结构顶会ISCA发过文章吗")]),
 ("i06-first-author", [JT, FH], ["topic"], [
   ("+", JT, "Jiarui Tan, Priya Kannan, Lukas Heinrich."),
   ("+", JT, "Jiarui Tan, Harold Voss."),
   ("+", FH, "樊海宁（第一作者）"),
   ("-", LJ, "成果论文发表于《商业会计》2025年第6期（第二作者）"),
   ("-", "MWmd", "SREcon19 EMEA, Dublin"),
  ], [("en", "Which candidates are the first author of a published paper?"),
      ("en", "who has a first-author pub"),
      ("zh", "哪些候选人以第一作者身份发表过论文？"),
      ("zh", "有一作论文的吗")]),
 ("i07-reviewer", [JT, FH], ["topic"], [
   ("+", JT, "Program Committee member, MICRO 2025."),
   ("+", JT, "Reviewer, IEEE Computer Architecture Letters"),
   ("+", FH, "Journal of Power Sources 期刊审稿人"),
   ("-", RK, "Juror, BAFTA Young Game Designers 2022"),
   ("-", RK, "Speaker, GDC 2024"),
  ], [("en", "Which candidates have served as a reviewer for a journal or on a conference program committee?"),
      ("en", "anyone done peer review or PC duty"),
      ("zh", "哪些候选人担任过期刊审稿人或学术会议程序委员会委员？"),
      ("zh", "有给期刊或者会议审过稿的吗")]),
 ("i08-game-studio-2020", [RK, BR], ["period"], [
   ("+", RK, "Ninja Theory (Xbox Game Studios) — Cambridge, UK"), ("+", RK, "09/2019 – 08/2021"),
   ("+", BR, "上海鹰角网络科技有限公司 角色原画师"), ("+", BR, "2019.07 – 2022.02"),
   ("-", KS, "Lead analyst on 9 China internet and online gaming names"),
   ("-", KS, "channel checks with game publishers and ad agencies"),
   ("-", RK, "04/2023 – today"),
  ], [("en", "Which candidates were employed at a video game company at some point during 2020?"),
      ("en", "who was at a games studio back in 2020"),
      ("zh", "2020年期间有哪些候选人在游戏公司任职？"),
      ("zh", "20年那会儿在游戏厂上班的有谁")]),
 ("i09-current-cloud", [MW], ["time/role", "employer"], [
   ("+", "MWjs", "Principal Site Reliability Engineer, Azure Core (Storage)"),
   ("+", "MWjs", "Reliability owner for the Azure Blob Storage front-end fleet"),
   ("-", "MWmd", "Zalando SE — Berlin"),
   ("-", JT, "co-located cloud workloads on FPGA-accelerated servers"),
  ], [("en", "Which candidates currently work at a public cloud provider?"),
      ("en", "anyone at one of the hyperscalers right now"),
      ("zh", "目前在公有云厂商（如 Azure、AWS、阿里云）工作的候选人有哪些？"),
      ("zh", "现在在云厂商上班的有谁")]),
 ("i10-accounting-intern", [LJ, KS], ["time/role", "employer"], [
   ("+", LJ, "立信会计师事务所（特殊普通合伙）浙江分所　审计实习生"),
   ("+", KS, "Audit Intern"), ("+", KS, "Grant Thornton Hong Kong"),
   ("-", LJ, "2026年5月收到天健会计师事务所审计助理 offer，因个人原因婉拒"),
  ], [("en", "Which candidates have done an internship at an accounting firm?"),
      ("en", "anyone interned at an audit / CPA firm"),
      ("zh", "哪些候选人有会计师事务所的实习经历？"),
      ("zh", "有在事务所实习过的吗")]),
 ("i11-8yrs", [FH, HY, MW], ["years"], [
   ("+", FH, "2017.07–至今"),
   ("+", HY, "2013年7月 - 2017年6月"), ("+", HY, "2017年7月 - 至今"),
   ("+", "MWmd", "09/2014 – 02/2016"), ("+", "MWjs", "\"startDate\": \"2016-03\""),
   ("-", JT, "Graduate Student Research Assistant"), ("-", JT, "Sep 2021 – Present"),
   ("-", KS, "Jul 2019 – Mar 2022"), ("-", KS, "Summer Analyst, Equities Research"),
   ("-", RK, "Level designer with seven years on narrative action games"),
   ("-", BR, "2019.07 – 2022.02"),
  ], [("en", "Which candidates have at least 8 years of full-time work experience?"),
      ("en", "who's got 8+ yrs full time"),
      ("zh", "哪些候选人拥有8年及以上全职工作经验？"),
      ("zh", "工作满八年的有哪些 实习不算")]),
 ("i12-985-bachelor", [JT, FH, HY], ["tier", "degree"], [
   ("+", JT, "Harbin Institute of Technology"), ("+", JT, "B.Eng. in Computer Science and Technology"),
   ("+", FH, "中南大学 冶金工程"), ("+", FH, "工学学士"),
   ("+", HY, "浙江大学"), ("+", HY, "文学学士"),
   ("-", LJ, "浙大城市学院（原浙江大学城市学院）"),
   ("-", BR, "同济大学设计创意学院 交换学习（一学期）"),
   ("-", KS, "The University of Hong Kong"),
  ], [("en", "Which candidates earned their bachelor's degree at a Project 985 university?"),
      ("en", "undergrad from one of china's top-39 (985) schools?"),
      ("zh", "哪些候选人本科毕业于985高校？"),
      ("zh", "本科985的有谁")]),
 ("i13-panasonic", [], ["employer", "empty-gold"], [
   ("-", FH, "对标松下 2170 电芯的极片设计参数"),
   ("-", HY, "服务客户：松下电器（中国）"),
   ("-", BR, "松下电器（中国）家电产品插画（2023）"),
  ], [("en", "Which candidates have worked at Panasonic, including Panasonic Energy?"),
      ("en", "anyone ex-panasonic? their battery arm counts"),
      ("zh", "哪些候选人曾在松下（含松下能源等子公司）工作过？"),
      ("zh", "有在给特斯拉供电池的那家日本松下干过的吗")]),
]
def fname(k):
    return F[k]
def cross(lang, gold):
    if lang == "en":
        return any(g in ZH_ONLY for g in gold)
    return any(g in EN_ONLY for g in gold)
out = [HEADER, "people:"]
for k, v in PEOPLE.items():
    out.append(f"  {k}: {json.dumps(v, ensure_ascii=False)}")
out.append("questions:")
for name, gold, kinds, ev, qs in INTENTS:
    out.append(f"  # ---------------- {name} ----------------")
    for lang, q in qs:
        for sign, fk, quote in ev:
            out.append(f"  # {sign} {fname(fk)}: {quote}")
        tags = list(kinds) + ["paraphrase"]
        if cross(lang, gold):
            tags.append("cross-lingual")
        out.append("  - {q: %s, gold: [%s], intent: %s, tags: [%s]}" % (
            json.dumps(q, ensure_ascii=False), ", ".join(gold), name, ", ".join(tags)))
open(os.path.join(HERE, "..", "questions.yaml"), "w").write("\n".join(out) + "\n")
print("wrote", sum(len(i[4]) for i in INTENTS), "questions")
