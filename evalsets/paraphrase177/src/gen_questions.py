# Writes ../questions.yaml (evidence blocks are repeated above each of an intent's 4 phrasings).
import os
HERE = os.path.dirname(os.path.abspath(__file__))
SJ_PDF = "桑景阳_简历.pdf"; HP_PDF = "Harriet_Pendlebury_CV.pdf"; RW_PDF = "Rizky_Pratama_Wijaya_resume.pdf"
QL_DOC = "Qiuyue_Lin_CV_2026.docx"; WH_DOC = "翁浩然_后端_2026.docx"; WH_TXT = "翁浩然_简历_2022.txt"
YX_MD = "喻小棠_包装设计.md"; YZ_JS = "zheng_yichen.resume.json"; SM_JPG = "IMG_20261103_0912.jpg"
LANG = {"SJ": "zh", "HP": "en", "RW": "en", "QL": "en", "SM": "en", "WH": "zh", "YX": "zh", "YZ": "en"}

HEADER = '''# paraphrase177 — blind PARAPHRASE set over evalsets-style folder /work/blind/paraphrase177/cvs
# (8 fictional people at real employers/schools, 9 CV files: 3 LaTeX PDFs [ctex Chinese, moderncv,
# awesome-cv look-alike], 2 DOCX [English headings; Chinese with tables], 1 Markdown (Chinese),
# 1 plain text (Chinese, older CV), 1 JSON Resume, 1 phone photo .jpg of a page without text layer).
# 13 intents x 4 phrasings (2 English + 2 Chinese; one formal, one chatty per language). All four
# questions of an intent carry the same `intent:` and the SAME gold.
#
# tags: kind of question; paraphrase = part of a paraphrase group (all of them here);
# cross-lingual = some gold person's only evidence is in the other language; empty-gold = nobody.
# Evidence comments: "+ file: quote" supports a gold person, "- file: quote" documents a trap.
# Quotes are verbatim from the file's text: pdftotext for PDFs, python-docx paragraphs and table
# cells for DOCX, the raw file for .md/.txt/.json; for the photo IMG_20261103_0912.jpg the text is
# src/siobhan_marchetti_page_text.txt (pdftotext of the page before it was photographed).
# Comparison ignores whitespace; typographic hyphens/apostrophes are normalised.
#
# GOLD RULES
# - as_of 2026-11-29: "now", "currently", "present", "至今", "today" mean this date.
# - "Worked at X" counts full-time jobs and internships (unless the question says full-time or
#   internship). NOT employment: audit clients, customers of an employer ("客户包括..."), awards,
#   hackathons, talks, seminars, competitors named in a bullet, student societies.
# - Subsidiaries: Ping An = Ping An Insurance (Group) and companies it controls: 平安证券 (Ping An
#   Securities), 平安银行, 平安科技, and OneConnect Financial Technology (金融壹账通, Ping An's fintech
#   subsidiary). Being an audit client of an employer is not employment. Marriott International
#   includes its hotel brands (JW Marriott, Sheraton, W ...). Hilton includes Conrad, Waldorf Astoria.
# - Years of full-time experience: sum of full-time job periods up to as_of; internships, degree
#   study and student society roles do not count. (The only PhD holder is far below the threshold
#   whether or not her PhD years are counted.) Nobody is within 6 months of the 8-year threshold.
# - A person with two CVs is one candidate (翁浩然: 翁浩然_简历_2022.txt is older, 翁浩然_后端_2026.docx
#   is newer and decides what is current: he is now at 富途 (Futu), not 平安证券). Evidence in
#   either file counts for past facts.
# - Degrees: "master's" questions count completed degrees and degrees in progress (在读), part-time
#   (非全日制) included; a discontinued programme does not count; a PhD does not imply a master's.
# - Futu (富途) is an online securities broker; CITIC Securities (中信证券) is a securities firm;
#   Goldman Sachs Gao Hua Securities and J.P. Morgan (Investment Banking Division) are investment banks.
# - Publications: only published papers count (not "in revision", not working papers for author
#   questions); author position is the printed order; (第一作者) marks the first author.
# - Reviewing / committees: journal peer review and conference programme/organising committees
#   count; giving a talk and presenting to a client's audit committee do not.
# - Tier list used (Project 985 universities that appear in the CVs): 哈尔滨工业大学 (HIT),
#   华中科技大学 (HUST), 兰州大学 (Lanzhou University), 电子科技大学 (UESTC), 复旦大学.
#   211-only (NOT 985): 西南交通大学 (Southwest Jiaotong University — not Shanghai Jiao Tong),
#   江南大学, 西南财经大学 (SWUFE). Not Chinese: NUS, Bina Nusantara, University of Helsinki,
#   University of London. The 985 question asks about the BACHELOR's university only.
as_of: "2026-11-29"
people:
  SJ: ["桑景阳", "sang jingyang", "jingyang sang"]
  HP: ["harriet pendlebury", "pendlebury harriet"]
  RW: ["rizky pratama wijaya", "rizky wijaya", "wijaya rizky", "rizky pratama"]
  QL: ["qiuyue lin", "lin qiuyue"]
  SM: ["siobhan marchetti", "marchetti siobhan"]
  WH: ["翁浩然", "weng haoran", "haoran weng"]
  YX: ["喻小棠", "yu xiaotang", "xiaotang yu"]
  YZ: ["yichen zheng", "zheng yichen"]
questions:
'''

I = []  # (intent, kind_tags, gold, evidence[(sign,file,quote)], [(lang, q)])
I.append(("i01-employer-pingan", ["employer"], ["RW", "WH"], [
    ("+", WH_DOC, "平安证券股份有限公司"),
    ("+", WH_TXT, "2019/7-至今    平安证券股份有限公司    后端开发工程师"),
    ("+", RW_PDF, "OneConnect Financial Technology"),
    ("+", RW_PDF, "Data Engineering Intern"),
    ("-", HP_PDF, "Audit clients have included Ping An Bank"),
], [("en", "Which candidates have worked for Ping An Insurance Group or any of its subsidiaries?"),
    ("en", "anyone ex ping an? their subsidiaries count too"),
    ("zh", "请列出曾在中国平安集团（含旗下子公司）任职或实习过的候选人"),
    ("zh", "有没有平安系出来的 子公司也算")]))
I.append(("i02-school-nus", ["school"], ["RW", "SM"], [
    ("+", RW_PDF, "National University of Singapore"),
    ("+", RW_PDF, "Master of Computing (part-time), School of Computing"),
    ("+", SM_JPG, "Bachelor of Business Administration, NUS Business School"),
    ("-", QL_DOC, "Invited seminar, Department of Biological Sciences, National University of Singapore, March 2024."),
], [("en", "Which candidates studied at the National University of Singapore?"),
    ("en", "any NUS alums"),
    ("zh", "哪些候选人曾就读于新加坡国立大学？"),
    ("zh", "新国大读过书的有谁")]))
I.append(("i03-degree-master", ["degree"], ["SJ", "RW", "WH", "YX"], [
    ("+", SJ_PDF, "华中科技大学 电气工程 硕士"),
    ("+", RW_PDF, "Master of Computing (part-time), School of Computing"),
    ("+", WH_DOC, "工程硕士（在读）"),
    ("+", YX_MD, "专业硕士（MFA，非全日制，在读）"),
    ("-", SM_JPG, "MBA (online, part-time), University of London"),
    ("-", SM_JPG, "discontinued in 2021 after four modules"),
    ("-", QL_DOC, "PhD in Ecology and Evolutionary Biology, University of Helsinki, Finland (2023)."),
    ("-", WH_TXT, "电子科技大学    计算机科学与技术    本科"),
], [("en", "Which candidates hold a master's degree or are currently enrolled in a master's programme?"),
    ("en", "who's got a masters (MSc, MEng, MFA whatever) or is studying for one rn"),
    ("zh", "请列出已获得硕士学位或正在攻读硕士学位的候选人"),
    ("zh", "谁有硕士学历 在读的也算上")]))
I.append(("i04-skill-python-at-work", ["skill"], ["RW", "QL", "SM"], [
    ("+", RW_PDF, "Wrote the Python tooling that auto"),
    ("+", RW_PDF, "Maintained Python/Airflow DAGs"),
    ("+", QL_DOC, "I write most of the group's analysis code in R and Python (PyMC, xarray)"),
    ("+", SM_JPG, "Automated daily pickup and pace reports with Python and SQL"),
    ("-", SJ_PDF, "Python（了解）"),
    ("-", YZ_JS, "Python (coursework)"),
], [("en", "Which candidates have used Python in their jobs, as opposed to only listing it as a skill?"),
    ("en", "who actually writes python on the job"),
    ("zh", "哪些候选人在实际工作中使用过 Python？"),
    ("zh", "有没有上班时写过 py 脚本的")]))
I.append(("i05-venue-ecology-letters", ["topic"], ["QL"], [
    ("+", QL_DOC, "Host-plant phenology and the synchrony of butterfly populations. Ecology Letters, 24(11), 2389–2400."),
    ("-", QL_DOC, "Nature Ecology & Evolution."),
], [("en", "Which candidates have published a paper in the journal Ecology Letters?"),
    ("en", "anyone with an Ecol Lett paper"),
    ("zh", "哪些候选人在 Ecology Letters 期刊上发表过论文？"),
    ("zh", "谁在生态学快报上发过文章")]))
I.append(("i06-first-author", ["topic"], ["SJ", "QL"], [
    ("+", SJ_PDF, "IEEE Transactions on Industrial Electronics，2021．（第一作者）"),
    ("+", QL_DOC, "Lin, Q., Salonen, M. & Ovaskainen, J. (2024). Warming shifts the timing of alpine pollination networks. Global Change Biology"),
    ("+", QL_DOC, "Lin, Q., Heikkilä, R., Salonen, M. & Ovaskainen, J. (2022)."),
    ("-", YZ_JS, "working paper, with Prof. Han Lu; second author"),
], [("en", "Which candidates are the first author of at least one published paper?"),
    ("en", "who's got a first-author pub"),
    ("zh", "哪些候选人以第一作者身份发表过学术论文？"),
    ("zh", "有一作论文的有谁")]))
I.append(("i07-reviewer-or-committee", ["topic"], ["QL", "SM"], [
    ("+", QL_DOC, "Peer reviewer for Journal of Ecology (2021–), Oikos (2022–) and Ecography (2024)."),
    ("+", SM_JPG, "Programme committee member, HSMAI Asia Revenue Optimization Conference 2024."),
    ("-", HP_PDF, "present findings to audit committees"),
    ("-", RW_PDF, "Speaker, Flink Forward Asia 2023"),
], [("en", "Which candidates have served as a peer reviewer for a journal or as a member of a conference committee?"),
    ("en", "anyone done reviewing for a journal or sat on a conf PC"),
    ("zh", "哪些候选人担任过期刊审稿人或学术/行业会议委员会成员？"),
    ("zh", "谁给期刊审过稿 或者进过会议的程序委员会")]))
I.append(("i08-marriott-during-2019", ["period", "employer"], ["SM"], [
    ("+", SM_JPG, "Marriott International"),
    ("+", SM_JPG, "JW Marriott Hotel Singapore South Beach"),
    ("+", SM_JPG, "08.2014 –"),
    ("-", SM_JPG, "competitive set (Hilton, Hyatt, Four Seasons)"),
], [("en", "Which candidates were employed by Marriott International at any point during 2019?"),
    ("en", "who was working for the marriott group (JW, sheraton, W etc) back in 2019"),
    ("zh", "2019 年期间有哪些候选人在万豪国际集团任职？"),
    ("zh", "19年那会儿在万豪干活的有吗")]))
I.append(("i09-current-securities-firm", ["time/role", "employer"], ["WH", "YZ"], [
    ("+", WH_DOC, "2023年5月 - 至今"),
    ("+", WH_DOC, "富途网络科技（深圳）有限公司"),
    ("+", WH_DOC, "富途牛牛港美股订单路由服务重构"),
    ("+", YZ_JS, "\"name\": \"CITIC Securities\""),
    ("+", YZ_JS, "Full-time analyst since July 2026"),
    ("-", HP_PDF, "two mid-cap securities firms"),
    ("-", WH_TXT, "客户包括国泰君安、平安证券等多家券商"),
], [("en", "Which candidates currently work at a securities firm or brokerage?"),
    ("en", "who's at a broker right now"),
    ("zh", "目前在证券公司任职的候选人有哪些？"),
    ("zh", "现在在券商上班的有谁")]))
I.append(("i10-internship-investment-bank", ["time/role", "employer"], ["HP", "YZ"], [
    ("+", HP_PDF, "Summer Analyst (internship), J.P. Morgan, Hong Kong"),
    ("+", HP_PDF, "Ten-week internship in the Investment Banking Division"),
    ("+", YZ_JS, "\"name\": \"Goldman Sachs Gao Hua Securities\""),
    ("+", YZ_JS, "Summer Analyst (intern), Investment Banking Division"),
    ("-", RW_PDF, "Data Engineering Intern"),
    ("-", SJ_PDF, "电控研发实习生"),
    ("-", YX_MD, "包装设计实习生"),
], [("en", "Which candidates have completed an internship at an investment bank?"),
    ("en", "anyone done an IB summer internship"),
    ("zh", "哪些候选人有投资银行的实习经历？"),
    ("zh", "有投行实习过的吗")]))
I.append(("i11-years-8plus-fulltime", ["years"], ["HP", "RW", "SM", "WH"], [
    ("+", HP_PDF, "Sep 2016 –"),
    ("+", HP_PDF, "Senior Auditor / Staff Auditor, Ernst & Young Hua Ming LLP (EY), Shanghai"),
    ("+", HP_PDF, "Oct 2021 – Audit Manager"),
    ("+", RW_PDF, "07/2017 - 02/2022"),
    ("+", RW_PDF, "Mar 2022 – Present"),
    ("+", SM_JPG, "July 2020 – present"),
    ("+", SM_JPG, "08.2014 –"),
    ("+", WH_DOC, "2017年7月 - 2019年6月"),
    ("+", WH_DOC, "2023年5月 - 至今"),
    ("-", SJ_PDF, "2021.07–至今"),
    ("-", YX_MD, "**包装设计师**（2020.07–2023.02）"),
    ("-", QL_DOC, "since 09/2023"),
    ("-", QL_DOC, "Sept 2019 – June 2023"),
], [("en", "Which candidates have at least 8 years of full-time work experience?"),
    ("en", "8+ yrs full time exp, who we got? internships dont count"),
    ("zh", "全职工作经验满 8 年及以上的候选人有哪些？"),
    ("zh", "工作八年以上的有谁 实习不算")]))
I.append(("i12-985-bachelor", ["tier", "degree", "school"], ["SJ", "QL", "WH"], [
    ("+", SJ_PDF, "哈尔滨工业大学 电气工程及其自动化 本科"),
    ("+", QL_DOC, "B.Sc. in Ecology, Lanzhou University, School of Life Sciences, China (2015–2019)."),
    ("+", WH_TXT, "2013/9-2017/6    电子科技大学    计算机科学与技术    本科"),
    ("-", HP_PDF, "B.A. in Accounting, Southwest Jiaotong University, Chengdu"),
    ("-", YX_MD, "| 2016.09 – 2020.06 | 江南大学 设计学院 | 视觉传达设计 | 本科 |"),
    ("-", YZ_JS, "Southwestern University of Finance and Economics"),
], [("en", "Which candidates earned their bachelor's degree at a Project 985 university?"),
    ("en", "anyone w/ a 985 undergrad"),
    ("zh", "本科毕业于 985 高校的候选人有哪些？"),
    ("zh", "本科出身985名校的有谁")]))
I.append(("i13-empty-hilton", ["employer", "empty-gold"], [], [
    ("-", SM_JPG, "competitive set (Hilton, Hyatt, Four Seasons)"),
    ("-", SM_JPG, "Shangri-La Hotel, Singapore"),
], [("en", "Which candidates have worked at Hilton or any Hilton-branded hotel?"),
    ("en", "anyone ex-hilton? conrad / waldorf astoria count too"),
    ("zh", "哪些候选人曾在希尔顿酒店集团工作过？"),
    ("zh", "有希尔顿出来的吗 康莱德 华尔道夫也算")]))

def yq(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'

out = [HEADER]
for intent, kinds, gold, ev, qs in I:
    out.append(f"  # ---------------- {intent} (gold {len(gold)}) ----------------\n")
    for lang, q in qs:
        tags = list(kinds)
        if any(LANG[p] != lang for p in gold):
            tags.append("cross-lingual")
        tags.append("paraphrase")
        for s, f, quote in ev:
            out.append(f"  # {s} {f}: {quote}\n")
        out.append(f"  - {{q: {yq(q)}, gold: [{', '.join(gold)}], intent: {intent}, tags: [{', '.join(tags)}]}}\n")
open(os.path.join(HERE, "..", "questions.yaml"), "w").write("".join(out))
print(len(I), "intents,", sum(len(x[4]) for x in I), "questions")
