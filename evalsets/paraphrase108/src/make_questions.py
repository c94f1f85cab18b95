"""Writes ../questions.yaml (evidence repeated above each of the 4 phrasings of an intent)."""
from pathlib import Path

HEADER = '''# paraphrase108 — blind PARAPHRASE set over evalsets/paraphrase108/cvs (8 fictional people at real
# companies/universities, 9 CV files: 3 LaTeX PDFs [awesome-cv look-alike, Chinese ctex two-column
# (paracol), moderncv classic], 2 DOCX [Chinese with tables, English with the name only in the page
# footer], 1 Markdown, 1 plain text, 1 JSON Resume, 1 phone photo .jpg with no text layer).
# 13 intents x 4 phrasings (2 English + 2 Chinese; one formal, one chatty per language; at least one
# phrasing per intent names the thing through another word: nickname, abbreviation, slang or a
# description). All 4 questions of an intent carry the same `intent:` and the SAME gold.
#
# Evidence comments: "+ file: quote" supports a gold person, "- file: quote" documents a trap.
# Quotes are verbatim from the file's text: pdftotext for PDFs, python-docx paragraphs / table cells
# / footer for DOCX, the raw file for .md/.txt/.json, and src/yingguodong_photo_page.txt (pdftotext of
# the page before it was photographed) for IMG_20261103_142207.jpg. Comparison ignores whitespace,
# markdown * markers, PDF bullets, and typographic quote/dash variants.
#
# GOLD RULES (what a recruiter would not type but the gold depends on):
# - as_of 2026-11-27 is "today": 至今 / Present / since ... run to that date.
# - "worked at X" = employment incl. internships unless the question says otherwise. NOT employment:
#   clients of a consultancy or of a freelancer, competitor benchmarking, awards (incl. an award
#   given by an employer), hackathons, certifications, conference attendance, talks, guest
#   lectures, competition judging.
# - Subsidiaries / units: Alibaba Group includes Tmall (天猫), Taobao, DAMO Academy (达摩院), Alibaba
#   Cloud and Freshippo (盒马). Huawei includes HiSilicon (海思) and Noah's Ark Lab. Lufax (陆金所)
#   is part of Ping An Group. L'Oréal includes its brands/divisions (Lancôme, Kiehl's, L'Oréal Luxe).
# - Current = the ongoing role in the person's NEWEST CV. Ru Shuyan (RS) has an old Chinese CV
#   (茹书砚_iOS_2022.txt, "更新于 2022年5月", Lufax "2019.07 - 至今") and a newer English one
#   (shuyan_ru_resume.md: Lufax ended Jul 2022, Airwallex Aug 2022 – Present); the newer decides.
#   Same e-mail rushuyan.dev@gmail.com and phone in both: one candidate.
# - Fintech: Airwallex (cross-border payments / business accounts) and Lufax are fintech companies.
#   Banks (Goldman Sachs) are not "fintech companies" here.
# - Investment banks: Goldman Sachs, Lazard. An internship = a role the CV calls intern / summer
#   analyst / summer internship.
# - Degrees: "studied at" includes in-progress and part-time (非全日制) degrees. "Master's or
#   higher" = master's (incl. MBA, MEM 工程管理硕士) or doctorate, completed or in progress; a
#   withdrawn/unfinished degree does NOT count; the Scottish "MA (Hons)" is an undergraduate degree.
# - Years of full-time experience: sum of full-time employment, self-employment/freelance included;
#   internships, student society roles and study periods excluded (a PhD is study). Computed to
#   2026-11-27; nobody is within 6 months of 10 years:
#     QS 7.2 (09/2019–), MC 11.4 (2015.07–), GX 11.4 (2015.07–), RA 11.8 (McKinsey 4.0 + Oliver
#     Wyman 7.8; MBA year excluded), RS 7.3 (2019.07–), YG 13.4 (2013.07–), PR 0 (new graduate),
#     MT 9.0 (Ping An Technology 3.3 + freelance since 2021-03 5.7).
# - Publications: author position as printed in the CV; a "Late-Breaking Work" counts as a paper
#   but MT is not first author of it. Reviewing / programme committee / area chair / associate chair
#   for a conference or journal count as "reviewing"; judging a competition and attending a
#   conference do not.
# - SQL "used at work" needs a job bullet that says SQL was used; a skills list alone does not count.
# - Tier lists: 985 (the 39 Project-985 universities). Schools in this set: 浙江大学 Zhejiang
#   University (985, 211, 双一流); 电子科技大学 UESTC (985, 211, 双一流); 复旦大学 Fudan (985;
#   MC's master's only, not a bachelor); 南京邮电大学 NJUPT (双一流 only, not 985/211); 浙江工业
#   大学 Zhejiang University of Technology (none of the lists; a near-namesake of Zhejiang
#   University, NOT the same school). Foreign: ETH Zurich, LSE, Edinburgh, UCL (QS top 100),
#   INSEAD (not ranked by QS), University of Waikato (outside QS top 100).
# - Tags: paraphrase on every question; cross-lingual = the question's language differs from the
#   language of some gold person's only evidence (MC, GX, YG: Chinese only; QS, RA, PR, MT: English
#   only; RS: both, but the current-employer evidence is English only).
'''

PEOPLE = {
    "QS": ["qu shaoyun", "shaoyun qu", "瞿绍云"],
    "MC": ["麻承霁", "ma chengji", "chengji ma"],
    "GX": ["桂晓蔓", "gui xiaoman", "xiaoman gui"],
    "RA": ["rosamund achterlonie", "achterlonie rosamund"],
    "RS": ["茹书砚", "ru shuyan", "shuyan ru"],
    "YG": ["应国栋", "ying guodong", "guodong ying"],
    "PR": ["priyamvada ramaswamy", "ramaswamy priyamvada"],
    "MT": ["mereana tawhiri", "tawhiri mereana"],
}

Q = "qu_shaoyun_cv.pdf"; M = "麻承霁_简历.pdf"; G = "桂晓蔓_电商运营.docx"; R = "Achterlonie_Rosamund_CV.pdf"
RT = "茹书砚_iOS_2022.txt"; RM = "shuyan_ru_resume.md"; Y = "IMG_20261103_142207.jpg"; P = "CV_2026_final.docx"
T = "mereana_tawhiri.json"

# intent, gold, kind tags, evidence, [(q, lang, extra-tags)]
INTENTS = [
    ("i01-alibaba", ["QS", "GX"], ["employer"], [
        ("+", Q, "Alibaba DAMO Academy"), ("+", Q, "Algorithm Expert, Vision Lab"),
        ("+", G, "天猫（阿里巴巴集团）美妆行业运营部"), ("+", G, "2015.07-2018.06"),
        ("-", R, "Led a supply-chain diagnostic for Freshippo (Alibaba Group) fresh-grocery stores in Shanghai and Hangzhou."),
        ("-", T, "Clients have included Wise, Xero and Alibaba Cloud's Singapore design team."),
    ], [
        ("Which candidates have been employed by the e-commerce group Jack Ma founded? Any of its units (Tmall, DAMO Academy etc.) counts", "en"),
        ("anyone ex-ali? tmall taobao damo all fine", "en"),
        ("请列出曾在阿里巴巴集团（含天猫、达摩院等子公司）任职的候选人", "zh"),
        ("有没有阿里系出来的 天猫达摩院都算", "zh"),
    ]),
    ("i02-zju", ["QS", "GX", "YG"], ["school"], [
        ("+", Q, "Zhejiang University"), ("+", Q, "B.Eng. in Computer Science and Technology (Chu Kochen Honors College)"),
        ("+", G, "浙江大学"),
        ("+", Y, "浙江大学 工程管理硕士（MEM，非全日制）"),
        ("-", T, "Guest lecture, Zhejiang University International Design Institute"),
    ], [
        ("Which candidates studied at Zhejiang University, at any degree level (in-progress and part-time included)?", "en"),
        ("any zju people? still enrolled is ok", "en"),
        ("请找出在浙江大学就读过的候选人（含在读、非全日制）", "zh"),
        ("浙大的有谁 在读的也算", "zh"),
    ]),
    ("i03-masters-plus", ["QS", "MC", "RA", "YG"], ["degree", "time/role"], [
        ("+", Q, "Ph.D. in Computer Science (Computer Vision and Geometry Group)"),
        ("+", M, "微电子学与固体电子学硕士"),
        ("+", R, "MBA, INSEAD, Fontainebleau & Singapore"),
        ("+", Y, "工程管理硕士（MEM，非全日制）"), ("+", Y, "2025 年 9 月 - 至今（在读）"),
        ("-", T, "MSc (not completed — withdrew February 2021)"),
        ("-", P, "BSc Mathematics and Economics, First Class Honours"),
    ], [
        ("Which candidates hold, or are currently pursuing, a master's degree or a doctorate?", "en"),
        ("who's got a postgrad degree? masters phd mba, still studying counts", "en"),
        ("请找出已获得或正在攻读硕士及以上学位的候选人", "zh"),
        ("研究生学历的有哪些 在读也算", "zh"),
    ]),
    ("i04-sql-at-work", ["GX", "YG", "MT"], ["skill", "conjunctive"], [
        ("+", G, "每周用 SQL 从数据银行和自建数仓取数，搭建会员复购与大促投放 ROI 看板，推动人群包精细化投放。"),
        ("+", Y, "使用 SQL 从 WMS/TMS 数据库提取温控异常和时效数据，按周出具运营报表"),
        ("+", T, "Wrote SQL queries against the product analytics warehouse to sample interview participants and validate survey findings."),
        ("-", P, "Excel/VBA, PowerPoint, Python (pandas), SQL, Bloomberg Terminal, Capital IQ"),
    ], [
        ("Which candidates have used SQL in an actual job, not merely listed it as a skill?", "en"),
        ("who actually writes db queries at work", "en"),
        ("哪些候选人在工作中实际使用过 SQL？", "zh"),
        ("谁平时上班会写数据库查询语句的 光写在技能栏里的不算", "zh"),
    ]),
    ("i05-cvpr", ["QS"], ["topic"], [
        ("+", Q, "S. Qu, M. Keller, M. Pollefeys. Flow-guided Matching for Wide-baseline Stereo. CVPR 2020."),
        ("-", T, "CHI 2019 (Late-Breaking Work), authors: L. Zhou, M. Tawhiri, K. Lam"),
        ("-", M, "2024 年 ISSCC 会议参会（旧金山）"),
    ], [
        ("Which candidates have published a paper at CVPR?", "en"),
        ("anyone w a paper at the big computer vision and pattern recognition conf", "en"),
        ("哪些候选人在 CVPR 上发表过论文？", "zh"),
        ("有人中过cvpr吗", "zh"),
    ]),
    ("i06-first-author", ["QS", "MC"], ["topic"], [
        ("+", Q, "S. Qu, M. Keller, M. Pollefeys. Flow-guided Matching for Wide-baseline Stereo. CVPR 2020."),
        ("+", M, "麻承霁，李东阳，王蔚. A 3-ppm/°C Curvature-Compensated Bandgap Reference with Chopper Stabilization."),
        ("-", T, "CHI 2019 (Late-Breaking Work), authors: L. Zhou, M. Tawhiri, K. Lam"),
    ], [
        ("Which candidates are the first author of at least one published paper?", "en"),
        ("anyone listed as lead author on a paper", "en"),
        ("哪些候选人以第一作者身份发表过论文？", "zh"),
        ("有一作论文的吗", "zh"),
    ]),
    ("i07-reviewing", ["QS", "MC", "MT"], ["topic"], [
        ("+", Q, "Reviewer: CVPR (2021–2025), ICCV (2021, 2023), IEEE TPAMI."),
        ("+", M, "IEEE TCAS-II 期刊审稿人（2020 年起）"),
        ("+", T, "Associate Chair (programme committee), CHI 2025; reviewer for CHI 2023 and 2024"),
        ("-", R, "Judge, INSEAD Venture Competition (2021–2024)"),
        ("-", P, "Winner, J.P. Morgan Code for Good hackathon, London, 2024"),
    ], [
        ("Which candidates have served as a reviewer or programme-committee member for a conference or journal?", "en"),
        ("anyone done peer review for conferences or journals", "en"),
        ("哪些候选人担任过学术会议或期刊的审稿人或程序委员会成员？", "zh"),
        ("谁给会议或者期刊审过稿", "zh"),
    ]),
    ("i08-huawei-2019", ["MC"], ["period", "employer", "conjunctive"], [
        ("+", M, "海思半导体（华为全资子公司）"), ("+", M, "2015.07 – 2021.03"),
        ("-", Q, "Huawei Noah's Ark Lab"), ("-", Q, "summer 2016"),
    ], [
        ("Which candidates were employed at Huawei or one of its subsidiaries at any point during 2019?", "en"),
        ("who was at huawei back in 2019? hisilicon counts", "en"),
        ("2019 年期间有哪些候选人在华为（含海思等子公司）工作？", "zh"),
        ("19年在菊厂的有谁", "zh"),
    ]),
    ("i09-current-fintech", ["RS"], ["time/role", "employer"], [
        ("+", RM, "Airwallex — Senior iOS Engineer"), ("+", RM, "Shanghai · Aug 2022 – Present"),
        ("-", T, "Ping An Technology (Shenzhen) Co., Ltd."),
        ("-", T, "Clients have included Wise, Xero and Alibaba Cloud's Singapore design team."),
        ("-", P, "Goldman Sachs, London — Summer Analyst, Investment Banking Division (Industrials)"),
    ], [
        ("Which candidates currently work at a fintech company?", "en"),
        ("who's at a payments / fintech startup right now", "en"),
        ("目前在金融科技公司任职的候选人有哪些？", "zh"),
        ("现在在互金或者支付公司上班的有吗", "zh"),
    ]),
    ("i10-ib-intern", ["RA", "PR"], ["time/role", "employer", "conjunctive"], [
        ("+", R, "Summer Intern, M&A Advisory, Lazard, London"), ("+", R, "10-week investment-banking internship"),
        ("+", P, "Goldman Sachs, London — Summer Analyst, Investment Banking Division (Industrials)"),
        ("+", P, "Jun 2025 – Aug 2025 (10-week summer internship)"),
        ("-", RT, "2018.07 - 2018.09　　携程旅行网　　iOS 开发实习生"),
        ("-", Y, "2022 年冷链物流百强企业“优秀区域经理”"),
    ], [
        ("Which candidates have completed an internship at an investment bank?", "en"),
        ("anyone done a summer analyst stint at a bank? IB only", "en"),
        ("哪些候选人有投资银行的实习经历？", "zh"),
        ("有投行实习过的吗", "zh"),
    ]),
    ("i11-10y-fulltime", ["MC", "GX", "RA", "YG"], ["years"], [
        ("+", M, "2015.07 – 2021.03"), ("+", M, "2021.04 – 至今"),
        ("+", G, "2015.07-2018.06"), ("+", G, "2018.07-至今"),
        ("+", R, "Business Analyst, then Associate, McKinsey & Company, London"),
        ("+", R, "Engagement Manager, Oliver Wyman, Shanghai / London"),
        ("+", Y, "2013 年 7 月 - 2017 年 12 月"), ("+", Y, "2018 年 1 月 - 至今"),
        ("-", Q, "09/2019 – 03/2022"), ("-", Q, "since 04/2022"),
        ("-", RM, "Lufax (Ping An Group) — iOS Engineer"),
        ("-", T, "Freelance UX Researcher"),
        ("-", P, "available from January 2027"),
    ], [
        ("Which candidates have at least 10 years of full-time work experience?", "en"),
        ("who's got a decade+ of real work exp, internships dont count", "en"),
        ("哪些候选人拥有 10 年及以上全职工作经验？", "zh"),
        ("工作满十年的老司机有哪些 实习不算", "zh"),
    ]),
    ("i12-985-bachelor", ["QS", "MC", "GX"], ["tier", "school", "degree", "conjunctive"], [
        ("+", Q, "B.Eng. in Computer Science and Technology (Chu Kochen Honors College)"),
        ("+", M, "电子科技大学"), ("+", M, "电子科学与技术学士"),
        ("+", G, "本科（管理学学士）"),
        ("-", Y, "浙江工业大学"),
        ("-", RM, "Nanjing University of Posts and Telecommunications"),
    ], [
        ("Which candidates earned their bachelor's degree at a Project 985 university?", "en"),
        ("undergrad from one of china's 39 elite 985 unis, who", "en"),
        ("本科毕业于985高校的候选人有哪些？", "zh"),
        ("本科是985的有谁", "zh"),
    ]),
    ("i13-loreal-empty", [], ["employer", "empty-gold"], [
        ("-", G, "定期对标欧莱雅、雅诗兰黛等国际品牌的店铺运营与会员策略，输出竞品分析月报。"),
        ("-", R, "Designed an omnichannel growth strategy for a global cosmetics group (client: L'Oréal Luxe division)."),
    ], [
        ("Which candidates have worked at L'Oréal?", "en"),
        ("anyone ex-loreal? lancome or kiehls count too", "en"),
        ("曾在欧莱雅集团任职的候选人有哪些？", "zh"),
        ("有没有在欧莱雅干过的 兰蔻科颜氏也算", "zh"),
    ]),
]

ZH_ONLY = {"MC", "GX", "YG"}
EN_ONLY = {"QS", "RA", "PR", "MT", "RS"}  # RS: the deciding evidence is English only


def cross(lang, gold, intent):
    if lang == "en":
        return any(g in ZH_ONLY for g in gold)
    return any(g in EN_ONLY and not (g == "RS" and intent != "i09-current-fintech") for g in gold)


def yq(s):
    return '"' + s.replace('\\', '\\\\').replace('"', '\\"') + '"'


out = [HEADER, 'as_of: "2026-11-27"', "people:"]
for k, v in PEOPLE.items():
    out.append(f"  {k}: [{', '.join(yq(a) for a in v)}]")
out.append("questions:")
for intent, gold, kinds, ev, qs in INTENTS:
    out.append(f"  # ---------------- {intent}  (gold: {', '.join(gold) or 'nobody'}) ----------------")
    for q, lang in qs:
        for sign, f, quote in ev:
            out.append(f"  # {sign} {f}: {quote}")
        tags = list(kinds) + ["paraphrase"] + (["cross-lingual"] if cross(lang, gold, intent) else [])
        out.append(f"  - {{q: {yq(q)}, intent: {intent}, gold: [{', '.join(gold)}], tags: [{', '.join(tags)}]}}")
Path(__file__).resolve().parent.parent.joinpath("questions.yaml").write_text("\n".join(out) + "\n", encoding="utf-8")
print("questions:", sum(len(i[4]) for i in INTENTS))
