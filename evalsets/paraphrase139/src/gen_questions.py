"""Writes ../questions.yaml (evidence comments repeated above each of an intent's 4 questions)."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
L, W, H, Y, Q, B21, B26, LQ, S = ("lea_dufresne_cv.pdf", "伍嘉陵_测试工程师简历.pdf", "Harriet_Mercer_CV.pdf",
    "闫沐笙-运营经理.docx", "Resume_2026_MSc.docx", "beichen_li_resume_2021.txt", "郦北辰_Go后端_2026.md",
    "lorenzo_quaglia.resume.json", "IMG_20261103_184522.jpg")
HEADER = '''# paraphrase139 — blind PARAPHRASE set: 8 fictional people at real employers/schools, 9 CV files
# (3 LaTeX PDFs: awesome-cv look-alike, Chinese ctex, moderncv classic; 2 DOCX incl. a Chinese one
# built from tables; 1 Markdown; 1 plain text; 1 JSON Resume; 1 phone photo .jpg of a Chinese page).
# 13 intents, each asked 4 ways (EN formal, EN chatty, ZH formal, ZH chatty); all 4 questions of an
# intent carry the same `intent:` and have the SAME gold. At least one phrasing per intent names the
# thing through another word (鹅厂, 西电, AE, Chem. Mater., 一作, 星爸爸, 庄信万丰 / JM, ...).
#
# as_of: 2026-11-28 is "today" (Present / 至今 / present / "right now").
# Evidence comments: "+ file: quote" supports a gold person, "- file: quote" documents a trap.
# Quotes are verbatim from the file's text: pdftotext for PDFs, python-docx paragraphs, table cells
# and header section for DOCX, the file itself for .txt/.md/.json; for the photo
# (IMG_20261103_184522.jpg) the text of the page before it was photographed is in
# src/IMG_20261103_184522.txt. PDF bullets "•" and markdown * markers are left out of quotes;
# whitespace is ignored. src/check_evidence.py checks every quote.
#
# GOLD RULES
# - "worked at X" includes internships unless the question says otherwise. NOT employment: clients
#   of a freelancer or agency (Tencent Games / 腾讯视频 / McKinsey / 滴滴 as clients), sponsors of a
#   PhD studentship (Johnson Matthey iCASE), case competitions (Bain case competition), awards,
#   conference talks (GopherChina), juries of photo festivals.
# - Subsidiaries: Tencent includes WeChat Pay / 财付通 / Weixin Group (WXG) / Tencent Games; the
#   "Tencent" intent is about employment, so client work for Tencent units does not count.
# - A person with two CVs is one candidate (Beichen Li / 郦北辰: beichen_li_resume_2021.txt is the
#   old CV, 郦北辰_Go后端_2026.md the new one; the newer decides what is current — he left Tencent in
#   2022/2). Evidence in either file counts for past facts.
# - Degrees: "holds or is pursuing" counts completed and in-progress degrees; an unfinished
#   (肄业 / dropped) degree does not count. An MBA is a master's degree. A Scottish "MA (Hons)" is an
#   undergraduate (bachelor-level) degree. A PhD without a listed master's does not make a master's.
# - Years of full-time experience: full-time jobs, postdocs and self-employed/freelance work count;
#   internships, part-time student jobs, RA jobs during study and PhD studies do not. Counted from
#   the first full-time start to 2026-11-28, overlaps not double-counted. Nobody is within 6 months
#   of the 8-year threshold (Léa Dufresne 7.1 y from 10/2019; Beichen Li 7.4 y from 2019/7;
#   Shu Wanlan 7.2 y from 2019.09 incl. freelance; Lorenzo Quaglia 7.2 y from 2019-09).
# - "Currently" = an entry running to Present / 至今 / no end date on 2026-11-28.
# - First author = first name in the author list printed in the CV, or a CV marking "(first author)".
# - Reviewing = journal peer review or a conference technical/programme committee seat; a photo
#   festival jury and a session chair do not count by themselves.
# - Management consulting firms: Oliver Wyman, L.E.K. Consulting (and McKinsey, Bain - but those
#   appear only as a client / a competition sponsor here).
# - Tier list used (Project 985): Fudan University 复旦大学 (985), University of Electronic Science and
#   Technology of China 电子科技大学 / UESTC (985), Shanghai Jiao Tong University 上海交通大学 (985;
#   here only an MBA, not a bachelor's). NOT 985: Xidian University 西安电子科技大学 (211 only),
#   西安科技大学 Xi'an University of Science and Technology (none; near-namesake of Xidian),
#   华南理工大学广州学院 (independent college, none; near-namesake of 985 South China Univ. of
#   Technology), 中国美术学院 China Academy of Art (双一流 only).
# - "Xidian" means 西安电子科技大学 only, not 西安科技大学 and not 电子科技大学 (UESTC, Chengdu).
as_of: "2026-11-28"
people:
  LD: ["léa dufresne", "lea dufresne", "dufresne léa", "dufresne lea"]
  WJ: ["伍嘉陵", "wu jialing", "jialing wu"]
  HM: ["harriet mercer", "mercer harriet"]
  YM: ["闫沐笙", "yan musheng", "musheng yan"]
  QW: ["qiao wenxi", "wenxi qiao", "乔闻汐"]
  LB: ["郦北辰", "beichen li", "li beichen"]
  LQ: ["lorenzo quaglia", "quaglia lorenzo"]
  SW: ["舒晚岚", "shu wanlan", "wanlan shu"]
questions:
'''
# intent: (name, gold, kind tags, evidence lines, [(q, lang, extra_tags)])
I = [
 ("i01-tencent", ["LB", "QW"], ["employer"],
  [("+", B21, "Tencent - WeChat Pay (Tenpay), Financial Technology Group"),
   ("+", B26, "腾讯 · 财付通（微信支付） — 后台开发工程师"),
   ("+", B26, "2019/7 - 2022/2 · 深圳"),
   ("+", Q, "Tencent — Weixin Group (WXG), Shenzhen"),
   ("+", Q, "Strategy & Business Analysis Intern"),
   ("-", LQ, "Tencent Games (key-art shoot for a European mobile-game launch)"),
   ("-", S, "为腾讯视频年度盛典提案制作动态分镜（客户项目）")],
  [("Which candidates have worked at Tencent, including WeChat Pay or other Tencent units? Internships count.", "en"),
   ("who's been at tencent? wechat pay / weixin group folks count, interns too", "en"),
   ("请找出曾在腾讯（含微信支付、微信事业群等子公司或部门）工作过的候选人，实习也算。", "zh"),
   ("有鹅厂出来的吗 微信那边的也算 实习也行", "zh")]),
 ("i02-xidian", ["WJ", "LB"], ["school"],
  [("+", W, "西安电子科技大学"), ("+", W, "微电子科学与工程"),
   ("+", B21, "Xidian University, Xi'an"), ("+", B26, "西安电子科技大学 软件工程 硕士，2016 - 2019"),
   ("-", Y, "西安科技大学"), ("-", B26, "电子科技大学 计算机科学与技术 本科，2012 - 2016")],
  [("Which candidates studied at Xidian University?", "en"),
   ("anyone from xidian? the xi'an electronics school, any degree", "en"),
   ("请列出在西安电子科技大学就读过的候选人（任何学位均可）。", "zh"),
   ("有西电毕业的没", "zh")]),
 ("i03-masters", ["HM", "YM", "QW", "LB"], ["degree"],
  [("+", H, "MSc Finance (part-time, online), University of London – Birkbeck"),
   ("+", Y, "MBA（在职，非全日制，预计2026年12月毕业）"), ("+", Y, "上海交通大学安泰经济与管理学院"),
   ("+", Q, "MSc Management and Strategy, Sep 2026 – expected Aug 2027 (in progress)"),
   ("+", B21, "M.Eng. Software Engineering"), ("+", B26, "西安电子科技大学 软件工程 硕士，2016 - 2019"),
   ("-", S, "数字媒体艺术硕士（肄业）"), ("-", L, "PhD in Materials Science"),
   ("-", H, "MA (Hons) Economics, University of St Andrews")],
  [("Which candidates hold a master's degree or are currently studying for one? An MBA counts.", "en"),
   ("who has a masters-level degree (msc / meng / mba), done or still doing it", "en"),
   ("请找出已获得或正在攻读硕士学位的候选人（MBA 也算）。", "zh"),
   ("有硕士学位的吗 在读的也算 mba也算", "zh")]),
 ("i04-after-effects", ["SW", "LQ"], ["skill"],
  [("+", S, "主力工具 After Effects + Cinema 4D"), ("+", S, "动效设计师：品牌社交传播的 GIF、H5 与短视频动效，使用 After Effects、Illustrator。"),
   ("+", LQ, "titles and motion graphics in Adobe After Effects, cut in Premiere Pro"),
   ("-", Q, "Also: Adobe After Effects, Premiere Pro (self-taught, hobby video editing).")],
  [("Which candidates have used Adobe After Effects in their work?", "en"),
   ("need someone who actually uses AE on the job, not just lists it", "en"),
   ("请找出在工作中使用过 Adobe After Effects 的候选人。", "zh"),
   ("工作里真用 AE 做动效的有谁", "zh")]),
 ("i05-chem-mater", ["LD"], ["topic"],
  [("+", L, "Chemistry of Materials 33 (2021) 4410–4422"),
   ("-", W, "Journal of The Electrochemical Society, 2019, 166(8): B612–B618")],
  [("Which candidates have published in Chemistry of Materials?", "en"),
   ("anyone got a chem mater paper", "en"),
   ("请找出在 Chemistry of Materials 期刊上发表过论文的候选人。", "zh"),
   ("有在 ACS 那本化学材料期刊（Chem. Mater.）发过文章的吗", "zh")]),
 ("i06-first-author", ["LD", "QW"], ["time/role"],
  [("+", L, "L. Dufresne, M. Okonkwo, C. P. Grey. Oxygen loss and surface reconstruction"),
   ("+", Q, "Qiao, W. and Lin, H. (2024)."), ("+", Q, "(first author)"),
   ("-", W, "Zhang R., Liu H., Wu J.."), ("-", W, "（第三作者）")],
  [("Which candidates are the first author of at least one paper?", "en"),
   ("who's got a first-author paper", "en"),
   ("请找出至少有一篇以第一作者身份发表的论文的候选人。", "zh"),
   ("有一作文章的吗", "zh")]),
 ("i07-reviewing", ["LD", "WJ"], ["topic"],
  [("+", L, "Reviewer, Journal of Power Sources (since 2020)"),
   ("+", W, "2024 年担任 IPFA（集成电路物理与失效分析国际研讨会）技术程序委员会委员，负责测试与可靠性分会场审稿。"),
   ("-", LQ, "Jury member, open call"), ("-", B26, "GopherChina 2024 演讲")],
  [("Which candidates have reviewed for a journal or served on a conference programme committee?", "en"),
   ("anyone done peer review or sat on a TPC", "en"),
   ("请找出担任过期刊审稿人或学术会议程序委员会委员的候选人。", "zh"),
   ("有给期刊或者会议审过稿的吗", "zh")]),
 ("i08-starbucks-2019", ["YM"], ["employer", "period"],
  [("+", Y, "2017.10–2020.03"), ("+", Y, "区域经理（District Manager），上海西区"),
   ("+", Y, "星巴克企业管理（中国）有限公司"),
   ("-", H, "2009 – 2011 Barista (part-time, term time), Starbucks Coffee Company, Edinburgh")],
  [("Which candidates were working at Starbucks at some point during 2019?", "en"),
   ("who was at starbucks back in 2019", "en"),
   ("请找出 2019 年期间在星巴克任职的候选人。", "zh"),
   ("19年在星爸爸干过的有谁", "zh")]),
 ("i09-current-freelance", ["LQ"], ["time/role", "title"],
  [("+", LQ, '"position": "Freelance Photographer & Filmmaker",'), ("+", LQ, '"startDate": "2021-03",'),
   ("-", S, "自由职业 2019 年 9 月 - 2020 年 2 月")],
  [("Which candidates are currently self-employed or working freelance?", "en"),
   ("who's freelancing right now", "en"),
   ("请找出目前以自由职业身份工作的候选人。", "zh"),
   ("现在谁是自己单干、自己接活的", "zh")]),
 ("i10-consulting-intern", ["QW", "HM"], ["time/role", "employer"],
  [("+", Q, "Oliver Wyman, Shanghai office"), ("+", Q, "Consulting Intern, Financial Services practice"),
   ("+", H, "Summer Intern, Financial Services practice, L.E.K. Consulting, London"),
   ("-", Q, "Winner, Bain & Company Greater China Case Competition 2024 (team of four)."),
   ("-", LQ, "McKinsey & Company (partner portraits, Milan office)")],
  [("Which candidates have done an internship at a management consulting firm?", "en"),
   ("anyone interned at a strategy consultancy", "en"),
   ("请找出曾在管理咨询公司实习过的候选人。", "zh"),
   ("有在咨询公司实习过的吗 战略咨询那种", "zh")]),
 ("i11-8y-fulltime", ["WJ", "HM", "YM"], ["years"],
  [("+", W, "上海华虹宏力半导体制造有限公司（华虹半导体） 2016 年 7 月 - 至今"),
   ("+", H, "Sep 2013 – Credit Analyst, Business Banking, NatWest (then RBS), Edinburgh"),
   ("+", Y, "2014.07–2016.06"), ("+", Y, "值班主管（管理培训生）"),
   ("-", L, "Postdoctoral Appointee"), ("-", B26, "2019/7 - 2022/2 · 深圳"),
   ("-", S, "2020 年 3 月 - 2022 年 3 月"), ("-", LQ, '"startDate": "2019-09",')],
  [("Which candidates have at least 8 years of full-time work experience?", "en"),
   ("8+ yrs full time exp, who", "en"),
   ("请找出全职工作经验满 8 年及以上的候选人。", "zh"),
   ("工作八年以上的有哪些 实习不算", "zh")]),
 ("i12-985-bachelor", ["LB", "QW"], ["tier", "school", "degree"],
  [("+", B21, "University of Electronic Science and Technology of China (UESTC), Chengdu"),
   ("+", B21, "B.Eng. Computer Science and Technology"),
   ("+", B26, "电子科技大学 计算机科学与技术 本科，2012 - 2016"),
   ("+", Q, "Fudan University, School of Economics — BA in Economics, 09/2021 – 06/2025"),
   ("-", W, "工学学士"), ("-", S, "华南理工大学广州学院"), ("-", Y, "上海交通大学安泰经济与管理学院")],
  [("Which candidates received their bachelor's degree from a Project 985 university?", "en"),
   ("anyone with an undergrad from a 985 school", "en"),
   ("请找出本科毕业于 985 高校的候选人。", "zh"),
   ("本科是九八五的有谁", "zh")]),
 ("i13-johnson-matthey", [], ["employer", "empty-gold"],
  [("-", L, "EPSRC iCASE studentship co-sponsored by Johnson Matthey (industrial supervisor at the JM Technology Centre, Sonning Common).")],
  [("Which candidates have worked at Johnson Matthey?", "en"),
   ("anyone ex-JM? the british catalysts / battery materials firm", "en"),
   ("请找出曾在庄信万丰（Johnson Matthey）工作过的候选人。", "zh"),
   ("有在庄信万丰待过的吗", "zh")]),
]
ZH_ONLY = {"WJ", "YM", "SW"}
EN_ONLY = {"LD", "HM", "QW", "LQ"}
out = [HEADER]
nq = 0
for name, gold, kinds, ev, qs in I:
    out.append(f"  # ---------------- {name} ----------------\n")
    for q, lang in qs:
        for sign, f, quote in ev:
            out.append(f"  # {sign} {f}: {quote}\n")
        tags = list(kinds)
        other = ZH_ONLY if lang == "en" else EN_ONLY
        if any(g in other for g in gold):
            tags.append("cross-lingual")
        tags.append("paraphrase")
        qq = q.replace('"', '\\"')
        out.append(f'  - {{q: "{qq}", gold: [{", ".join(gold)}], intent: {name}, tags: [{", ".join(tags)}]}}\n')
        nq += 1
open(os.path.join(HERE, "..", "questions.yaml"), "w").write("".join(out))
print(nq, "questions")
