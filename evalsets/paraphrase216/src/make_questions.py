"""Writes ../questions.yaml (the data below is the set; this script only formats it)."""
from pathlib import Path

A, B, C = "冼予宁_简历.pdf", "Oksana_Trevelyan_CV.pdf", "CV_2026.pdf"
DO, DN = "伏立恒_简历_2021.txt", "伏立恒_简历_2026.docx"
E, F, G, H = "tamsin_oakhurst.md", "hamish_dunwoody.json", "冀知远_简历_拍照.jpg", "bian_zhixia_cv.docx"

PEOPLE = {
    "XYN": ["冼予宁", "xian yuning", "yuning xian"],
    "OT": ["oksana trevelyan", "trevelyan oksana"],
    "ZSY": ["siyuan zhang", "zhang siyuan", "仉思源"],
    "FLH": ["伏立恒", "fu liheng", "liheng fu"],
    "TO": ["tamsin oakhurst", "oakhurst tamsin"],
    "HD": ["hamish dunwoody", "dunwoody hamish"],
    "JZY": ["冀知远", "ji zhiyuan", "zhiyuan ji"],
    "BZX": ["bian zhixia", "zhixia bian", "卞知夏"],
}
# language of each person's only evidence (for the cross-lingual tag)
LANG = {"XYN": "zh", "FLH": "zh", "JZY": "zh", "OT": "en", "ZSY": "en", "TO": "en", "HD": "en", "BZX": "en"}

# intent, kind tag, gold, evidence (+/-, file, quote), [(lang, style, question)]
INTENTS = [
 ("i01-employer-baidu", "employer", ["XYN", "JZY"],
  [("+", A, "百度（北京百度网讯科技有限公司）"), ("+", A, "高级自然语言处理工程师，搜索技术部"),
   ("+", G, "爱奇艺（北京爱奇艺科技有限公司）"), ("+", G, "前端开发实习生（会员营销活动页）"),
   ("-", G, "2019 百度之星程序设计大赛复赛")],
  [("en", "formal", "Which candidates have worked at Baidu or one of its subsidiaries such as iQIYI? Internships count."),
   ("en", "chatty", "anyone been at china's google (or its video arm iqiyi)? interns ok"),
   ("zh", "formal", "请列出曾在百度集团（含爱奇艺等子公司）工作或实习过的候选人。"),
   ("zh", "chatty", "有没有度厂出来的 爱奇艺也算 实习也行")]),
 ("i02-school-tsinghua", "school", ["XYN", "ZSY"],
  [("+", A, "清华大学 计算机科学与技术系 工学硕士"), ("+", C, "Tsinghua University"),
   ("+", C, "Ph.D. candidate, Environmental Engineering, School of Environment")],
  [("en", "formal", "Which candidates studied at Tsinghua University, at any degree level?"),
   ("en", "chatty", "any THU alums in here? the beijing one"),
   ("zh", "formal", "哪些候选人曾就读于清华大学（任何学位）？"),
   ("zh", "chatty", "有五道口职业技术学院出来的吗")]),
 ("i03-degree-masters", "degree", ["XYN", "OT", "FLH", "HD"],
  [("+", A, "清华大学 计算机科学与技术系 工学硕士 2016.09–2019.06"), ("+", B, "MSc Finance, London School of Economics and Political Science"),
   ("+", DN, "交通运输工程　工程硕士（非全日制，在读）"), ("+", F, "Master of Science"),
   ("+", F, "Columbia University, Graduate School of Journalism"),
   ("-", E, "MSc Game Studies (not completed), University of Skövde"),
   ("-", C, "Ph.D. candidate, Environmental Engineering, School of Environment (direct-entry Ph.D.)")],
  [("en", "formal", "Who holds a master's degree or is currently studying for one (part-time included)?"),
   ("en", "chatty", "anyone got a masters? still doing it counts"),
   ("zh", "formal", "哪些候选人拥有硕士学位，或正在攻读硕士学位（含非全日制）？"),
   ("zh", "chatty", "有研究生学历的吗 硕士在读也算")]),
 ("i04-skill-powerbi", "skill", ["OT", "TO"],
  [("+", B, "Built Power BI liquidity dashboards used by the Group Treasurer for weekly funding calls."),
   ("+", E, "Set up a community-health report in Power BI (sentiment, ticket volume, moderation actions)"),
   ("-", G, "React, TypeScript, Next.js, Vue 3, Node.js, D3.js, ECharts, Webpack/Vite, Jest, Power BI, Figma")],
  [("en", "formal", "Which candidates have used Power BI in their work (not just listed it as a skill)?"),
   ("en", "chatty", "who's actually built reports in microsoft's BI tool on the job"),
   ("zh", "formal", "哪些候选人在实际工作中使用过 Power BI？"),
   ("zh", "chatty", "有工作里真用过pbi做报表的吗")]),
 ("i05-venue-est", "topic", ["ZSY"],
  [("+", C, "Chen Y., Zhang S., Wang K., Huang X. Trade-offs between PFAS rejection and energy use in potable reuse trains. Environmental Science & Technology, 2025"),
   ("-", C, "Environmental Science & Technology Letters, 2024")],
  [("en", "formal", "Who has published a paper in Environmental Science & Technology?"),
   ("en", "chatty", "anyone with an ES&T paper"),
   ("zh", "formal", "哪些候选人在 Environmental Science & Technology 期刊上发表过论文？"),
   ("zh", "chatty", "有在美国化学会那本环境旗舰刊上发过文章的吗")]),
 ("i06-first-author", "topic", ["XYN", "ZSY", "BZX"],
  [("+", A, "冼予宁, 李明哲, 王磊. 面向长尾查询的语义改写方法"), ("+", A, "（第一作者）"),
   ("+", C, "Zhang S., Liu Q., Huang X. Loose nanofiltration for PFAS removal from secondary effluent"),
   ("+", H, "Bian Z, Zhou L, Gu Y. Parental anxiety and discharge readiness in a pediatric respiratory ward"),
   ("+", H, "(first author)"),
   ("-", DN, "王海涛，陈鹏，伏立恒. 城轨车辆牵引系统可靠性增长试验方法研究"),
   ("-", DO, "（第三作者）"),
   ("-", F, "broke the 2019 story on independent refiners' import-quota cuts")],
  [("en", "formal", "Which candidates are the first author of at least one published paper?"),
   ("en", "chatty", "who's got a lead-author pub"),
   ("zh", "formal", "哪些候选人以第一作者身份发表过论文？"),
   ("zh", "chatty", "有一作文章的都有谁")]),
 ("i07-peer-review", "topic", ["XYN", "ZSY"],
  [("+", A, "ACL Rolling Review 审稿人"), ("+", C, "Invited reviewer, Journal of Hazardous Materials"),
   ("-", F, "Board member (elected)"), ("-", C, "Student volunteer, IWA World Water Congress & Exhibition")],
  [("en", "formal", "Who has served as a peer reviewer for a journal or a conference?"),
   ("en", "chatty", "anyone done refereeing for journals or confs"),
   ("zh", "formal", "哪些候选人担任过学术期刊或会议的审稿人？"),
   ("zh", "chatty", "有给期刊会议审过稿的吗")]),
 ("i08-period-reuters-2019", "period", ["HD"],
  [("+", F, "Energy Correspondent, China"), ("+", F, "2017-06"), ("+", F, "2021-03"),
   ("-", G, "Reuters Graphics（远程） 2020 年夏")],
  [("en", "formal", "Who was employed at Reuters at any point during 2019?"),
   ("en", "chatty", "anyone on the thomson reuters newswire back in 2019"),
   ("zh", "formal", "2019年期间有哪些候选人在路透社任职？"),
   ("zh", "chatty", "19年那会儿在路透的有谁")]),
 ("i09-current-oil-gas", "time/role", ["OT", "HD"],
  [("+", B, "Senior Treasury Analyst, BP p.l.c., London"), ("+", B, "Jan 2024 – Senior Treasury Analyst, BP p.l.c., London Present"),
   ("+", F, "CNOOC Limited"), ("+", F, "Investor Relations Manager"),
   ("-", B, "Total S.A. (TotalEnergies from 2021)"),
   ("-", F, "Covered China's oil majors, LNG imports and fuel-export quotas.")],
  [("en", "formal", "Which candidates currently work for an oil and gas company?"),
   ("en", "chatty", "who's at big oil right now"),
   ("zh", "formal", "目前在石油天然气企业任职的候选人有哪些？"),
   ("zh", "chatty", "现在人在油企上班的有吗")]),
 ("i10-intern-hospital", "time/role", ["BZX"],
  [("+", H, "Nursing Intern — Children's Hospital of Fudan University (National Children's Medical Center), Shanghai, 07/2025 – 03/2026"),
   ("-", H, "Community health volunteer — Xuhui District Community Health Service Center"),
   ("-", E, "Community Intern — Supercell, Helsinki")],
  [("en", "formal", "Which candidates have done an internship at a hospital?"),
   ("en", "chatty", "anyone done a clinical placement on a hospital ward"),
   ("zh", "formal", "哪些候选人有医院实习经历？"),
   ("zh", "chatty", "有在医院实习过的没")]),
 ("i11-years-5plus", "years", ["XYN", "OT", "FLH", "HD"],
  [("+", A, "2019.07–至今"), ("+", B, "Treasury Analyst (graduate programme), Total S.A."),
   ("+", B, "Jan 2024 – Senior Treasury Analyst, BP p.l.c., London Present"),
   ("+", DN, "2012年7月起全职工作"), ("+", DO, "2012年7月 - 2016年12月"), ("+", F, "2014-07"),
   ("-", E, "Sep 2022 – present"), ("-", E, "Bookseller (part-time, during studies) — Waterstones, Edinburgh"),
   ("-", G, "深圳市富途网络科技有限公司 2022 年 7 月 - 2023 年 9 月"),
   ("-", G, "前端开发实习生（会员营销活动页）")],
  [("en", "formal", "Which candidates have at least five years of full-time work experience?"),
   ("en", "chatty", "5+ yrs full time exp, internships dont count"),
   ("zh", "formal", "哪些候选人拥有五年及以上全职工作经验？"),
   ("zh", "chatty", "工龄满5年的有谁 实习不算")]),
 ("i12-985-bachelor", "tier", ["XYN", "ZSY", "BZX"],
  [("+", A, "武汉大学 计算机学院 计算机科学与技术 工学学士"), ("+", C, "Tongji University"),
   ("+", C, "B.Eng., Environmental Engineering"),
   ("+", H, "Fudan University, School of Nursing — Bachelor of Science in Nursing"),
   ("-", DN, "西南交通大学"), ("-", DN, "中南大学"), ("-", G, "深圳大学 软件工程 工学学士")],
  [("en", "formal", "Which candidates earned their bachelor's degree at a Project 985 university?"),
   ("en", "chatty", "anyone w a top-tier chinese undergrad, like 985 level"),
   ("zh", "formal", "本科毕业于985高校的候选人有哪些？"),
   ("zh", "chatty", "本科是985的有吗")]),
 ("i13-empty-sinopec", "employer", [],
  [("-", F, "Covered Sinopec, PetroChina and CNOOC earnings"),
   ("-", F, "CNOOC Limited"), ("-", B, "BP p.l.c.")],
  [("en", "formal", "Has any candidate worked at Sinopec?"),
   ("en", "chatty", "anyone ex China Petroleum & Chemical Corp"),
   ("zh", "formal", "哪些候选人曾在中国石化工作过？"),
   ("zh", "chatty", "有中石化出来的吗")]),
]

HEADER = """\
# paraphrase216 — blind PARAPHRASE set over paraphrase216/cvs (8 fictional people at real
# employers and schools, 9 CV files: 3 LaTeX PDFs (Chinese ctex, moderncv classic, an awesome-cv
# look-alike whose owner's name is only in the page footer), 2 DOCX (a Chinese one with tables, an
# English one), 1 Markdown, 1 plain text, 1 JSON Resume, 1 phone photo .jpg of a Chinese page).
# 13 intents x 4 phrasings (English formal, English chatty, Chinese formal, Chinese chatty);
# all four phrasings of an intent have the SAME gold. `intent:` names the intent.
#
# as_of: 2026-12-01 is "today" for now / present / 至今 / current and for counting years.
#
# GOLD RULES (what a recruiter would not type but the gold depends on)
# - "worked at X" counts full-time jobs and internships; it does NOT count competitions or awards
#   run by X (百度之星), companies a journalist covered, counterparties, talks, volunteering.
# - Baidu includes its subsidiaries; iQIYI (爱奇艺, majority-controlled by Baidu) counts as Baidu.
#   度厂 and "China's Google" are nicknames of Baidu. Sogou (搜狗) is NOT Baidu.
# - Reuters: the news agency (Thomson Reuters); "at Reuters during 2019" = a job whose dates overlap
#   2019. An internship in summer 2020 does not overlap 2019.
# - "Currently works" = a job whose end is 至今 / present / no endDate as of 2026-12-01.
#   Oil and gas companies: BP, CNOOC Limited, TotalEnergies (Total S.A.), Sinopec, PetroChina, Shell.
# - Internship at a hospital: a placement titled intern at a hospital; volunteering at a community
#   health centre is not an internship.
# - Years of full-time experience: from the first full-time job to 2026-12-01 (or the job's end),
#   excluding internships, part-time jobs during studies and PhD study. Threshold asked: 5 years.
#   Nobody is within 6 months of it (closest non-gold: 4.4 years; closest gold: 7.4 years).
# - Master's degree "completed or in progress" includes part-time (非全日制) master's in progress;
#   an MSc left unfinished does not count; a direct-entry PhD candidate without a master's does not
#   count. 研究生学历 is read as master's here.
# - Peer review = reviewer for a journal or conference (ACL Rolling Review counts); board seats,
#   volunteering at congresses and editing news do not.
# - First author = first name in the author list printed in the CV.
# - Published in Environmental Science & Technology (ACS's flagship environmental journal) — any
#   author position; Environmental Science & Technology Letters is a different journal.
# - 985 list (Project 985, 39 universities). Schools in this set: 清华大学 Tsinghua (985),
#   武汉大学 Wuhan University (985), 同济大学 Tongji (985), 复旦大学 Fudan (985), 中南大学
#   Central South University (985; only a master's in progress here), 西南交通大学 Southwest
#   Jiaotong (211 only, not 985), 深圳大学 Shenzhen University (none). Foreign: LSE, Warwick,
#   Columbia, Leeds, Edinburgh, University of Skövde, University of Toronto (online course only).
# - A person with two CVs (伏立恒: 2021 .txt and 2026 .docx) is one candidate; the newer CV
#   decides what is current; evidence in either counts.
# - CV_2026.pdf is Siyuan Zhang's (仉思源); the name appears only in the page footer and e-mail.
# - 冀知远_简历_拍照.jpg is a photo (no text layer); its text is in src/ji_zhiyuan_photo_page.txt.
# Evidence comments: "+ file: quote" supports a gold person, "- file: quote" documents a trap.
# Quotes are verbatim from pdftotext / python-docx paragraphs+cells / JSON string values / the
# file itself (whitespace-insensitive; markdown ** markers ignored); checked by src/check_evidence.py.
# tags: kind of filter, plus paraphrase on every question, cross-lingual when some gold person's
# only evidence is in the other language, empty-gold when nobody qualifies.
"""

def q(s):
    return '"' + s.replace('\\', '\\\\').replace('"', '\\"') + '"'

out = [HEADER, 'as_of: "2026-12-01"', "people:"]
for k, al in PEOPLE.items():
    out.append(f"  {k}: [{', '.join(q(a) for a in al)}]")
out.append("questions:")
for intent, kind, gold, ev, phr in INTENTS:
    out.append(f"  # ---------------- {intent} ----------------")
    for sign, f, quote in ev:
        out.append(f"  # {sign} {f}: {quote}")
    for lang, style, text in phr:
        tags = [kind, "paraphrase"]
        if any(LANG[g] != lang for g in gold):
            tags.append("cross-lingual")
        if not gold:
            tags.append("empty-gold")
        out.append(f"  - {{q: {q(text)}, gold: [{', '.join(gold)}], intent: {intent}, tags: [{', '.join(tags)}]}}  # {lang} {style}")
Path(__file__).resolve().parent.parent.joinpath("questions.yaml").write_text("\n".join(out) + "\n", encoding="utf-8")
print("questions:", sum(len(p) for *_, p in INTENTS))
