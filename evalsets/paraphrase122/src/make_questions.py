"""Writes ../questions.yaml (evidence comments repeated above every question)."""
import os, json
HERE = os.path.dirname(os.path.abspath(__file__))
HS, FY, BR, JW, OH, TV, MW, IV = "HS FY BR JW OH TV MW IV".split()
ENG_ONLY = {HS, OH, TV, IV}   # evidence only in English files
ZH_ONLY = {FY, BR, MW}        # evidence only in Chinese files (JW has both)

H = "henrike_sundqvist_cv.pdf"; F = "傅砚川_简历.pdf"; B = "毕若楠-品类经理-简历.docx"
JN = "jiaxu_wen_resume_2026.md"; JO = "IMG_20210614_093512.jpg"; O = "Halvorsrud_Oskar_CV.pdf"
T = "teodora_vukelic.resume.json"; M = "梅晚晴_2026届_法学.txt"; I = "cv_ux_2026.docx"

intents = [
 ("i01-sony-group", [HS, TV], ["employer"], [
   ("+", H, "Sony AI"), ("+", H, "Research Scientist, Audio & Speech"),
   ("+", T, "Guerrilla Games (PlayStation Studios)"),
   ("-", I, "Sony Music Entertainment (artist-portal design system, 2023)"),
   ("-", I, "Client engagements (contracts, not employment)")],
  [("en", "Which candidates have worked at Sony or any Sony subsidiary (e.g. Sony AI or a PlayStation studio)?", []),
   ("en", "anyone who's worked for the playstation people? any sony company counts", ["paraphrase"]),
   ("zh", "哪些候选人曾在索尼集团或其子公司（含 PlayStation 旗下工作室）工作过？", []),
   ("zh", "有没有在索尼系干过的 子公司也算", ["paraphrase"])]),
 ("i02-edinburgh", [HS, OH], ["school"], [
   ("+", H, "University of Edinburgh"), ("+", H, "PhD in Informatics (Centre for Speech Technology Research)"),
   ("+", O, "MSc in Statistics with Data Science, University of Edinburgh")],
  [("en", "Which candidates studied at the University of Edinburgh?", []),
   ("en", "any edinburgh uni alumni in here", ["paraphrase"]),
   ("zh", "哪些候选人曾就读于爱丁堡大学？", []),
   ("zh", "有爱大毕业的吗", ["paraphrase"])]),
 ("i03-phd", [HS, FY], ["degree"], [
   ("+", H, "PhD in Informatics (Centre for Speech Technology Research)"),
   ("+", F, "博士研究生（在职），电力电子与电力传动"), ("+", F, "2023.09–至今"),
   ("-", O, "PhD in Statistics (not completed), London School of Economics"),
   ("-", O, "Left after two terms to join industry.")],
  [("en", "Which candidates hold a PhD or are currently enrolled in a PhD programme?", []),
   ("en", "who's got a doctorate or is doing one rn", ["paraphrase"]),
   ("zh", "哪些候选人拥有博士学位或目前正在攻读博士？", []),
   ("zh", "有读博的吗 博士毕业或者在读都算", ["paraphrase"])]),
 ("i04-sql-at-work", [BR, JW, OH], ["skill"], [
   ("+", B, "每周用 SQL 从门店数据仓库拉取销售和损耗数据"),
   ("+", JN, "write the SQL behind merchant settlement reports"),
   ("+", JO, "编写 SQL 做慢查询治理"),
   ("+", O, "write the SQL that pulls monthly performance data from the Teradata warehouse"),
   ("-", I, "Figma, FigJam, Framer, Principle, usability testing, journey mapping, design systems, HTML/CSS, SQL, Python")],
  [("en", "Which candidates have used SQL in their jobs?", []),
   ("en", "anyone who actually writes sql at work? not just listed as a skill", []),
   ("zh", "哪些候选人在工作中使用过 SQL？", []),
   ("zh", "有在工作里写过数据库查询语句的吗", ["paraphrase"])]),
 ("i05-interspeech", [HS], ["topic"], [
   ("+", H, "In Proc. INTERSPEECH 2020, Shanghai."),
   ("-", F, "IEEE Transactions on Power Electronics, 2020.（第一作者）")],
  [("en", "Which candidates have published a paper at INTERSPEECH?", []),
   ("en", "anyone with a paper at the big annual ISCA speech conference", ["paraphrase"]),
   ("zh", "哪些候选人在 INTERSPEECH 会议上发表过论文？", []),
   ("zh", "有在 interspeech 发过文章的吗", [])]),
 ("i06-first-author", [HS, FY, MW], ["topic"], [
   ("+", H, "H. Sundqvist, M. Aldana, P. Bell."),
   ("+", F, "傅砚川，李明杰，周启衡．"), ("+", F, "（第一作者）"),
   ("+", M, "梅晚晴，陈思源．短视频平台算法推荐的著作权注意义务研究［J］．法律适用，2025（8）．（第一作者）"),
   ("-", O, "L. Marchetti, O. Halvorsrud."),
   ("-", H, "J. Okafor, H. Sundqvist, S. Renals.")],
  [("en", "Which candidates are first author on a published paper?", []),
   ("en", "who has a paper where they're the lead author", ["paraphrase"]),
   ("zh", "哪些候选人以第一作者身份发表过论文？", []),
   ("zh", "谁发过一作的文章", ["paraphrase"])]),
 ("i07-reviewer", [HS, FY], ["topic"], [
   ("+", H, "Reviewer, INTERSPEECH (2021–2025) and IEEE/ACM Transactions on Audio, Speech, and Language Processing."),
   ("+", H, "Area Chair, ICASSP 2025 (speech recognition track)."),
   ("+", F, "IEEE Transactions on Industrial Electronics 审稿人（2022 年起）"),
   ("-", T, "Judge, Global Game Jam Warsaw site"),
   ("-", M, "第二十二届“理律杯”全国高校模拟法庭竞赛 团体二等奖（2024）")],
  [("en", "Which candidates have served as a reviewer or committee member for a conference or journal?", []),
   ("en", "anyone done peer review for journals/confs", ["paraphrase"]),
   ("zh", "哪些候选人担任过学术期刊或会议的审稿人或委员会成员？", []),
   ("zh", "有给期刊会议审过稿的吗", [])]),
 ("i08-eleme-2021", [JW], ["employer", "period"], [
   ("+", JN, "Ele.me (饿了么, Alibaba Local Services) — Shanghai"), ("+", JN, "Backend Engineer · Jul 2019 – Aug 2022"),
   ("+", JO, "饿了么（上海拉扎斯信息科技有限公司）"), ("+", JO, "2019.07–至今"),
   ("-", B, "2018年3月 - 2022年5月")],
  [("en", "Which candidates were working at Ele.me at any point during 2021?", []),
   ("en", "who was at eleme back in 2021", []),
   ("zh", "哪些候选人在2021年期间曾在饿了么任职？", []),
   ("zh", "21年在阿里旗下那个蓝色外卖平台上班的有谁", ["paraphrase"])]),
 ("i09-current-alibaba", [BR], ["employer", "time/role"], [
   ("+", B, "2022年6月 - 至今"), ("+", B, "盒马鲜生（阿里巴巴集团旗下）"),
   ("-", JO, "2019.07–至今"), ("-", JN, "Senior Backend Engineer, GrabFood Order Platform"),
   ("-", JN, "Backend Engineer · Jul 2019 – Aug 2022")],
  [("en", "Which candidates currently work at Alibaba Group or one of its subsidiaries?", []),
   ("en", "anyone at jack ma's company right now? any of its businesses counts", ["paraphrase"]),
   ("zh", "哪些候选人目前在阿里巴巴集团（含子公司）任职？", []),
   ("zh", "现在在阿里系上班的有谁", ["paraphrase"])]),
 ("i10-internet-internship", [JW, MW], ["time/role"], [
   ("+", JN, "Backend Development Intern · Jun 2018 – Sep 2018"),
   ("+", JO, "后端开发实习生"),
   ("+", M, "哔哩哔哩（上海宽娱数码科技有限公司） 法务部实习生"),
   ("-", M, "北京市中伦律师事务所    实习律师助理（资本市场组）"),
   ("-", H, "Research Intern, Speech Technology Group"),
   ("-", T, "Technical Art Intern"),
   ("-", F, "研发实习生（电源事业部）"),
   ("-", I, "Design Intern, IDEO — Munich · summer 2013")],
  [("en", "Which candidates have done an internship (not a full-time role) at an internet company?", []),
   ("en", "who interned at some online platform / app company? internships only", ["paraphrase"]),
   ("zh", "哪些候选人有互联网公司的实习经历？", []),
   ("zh", "有在互联网公司实习过的吗 正式工作不算", [])]),
 ("i11-10y-fulltime", [BR, OH, TV, IV], ["years"], [
   ("+", B, "2014年7月 - 2018年2月"), ("+", B, "家乐福（中国）"),
   ("+", O, "03/2016 – Graduate Analyst, Retail Risk, Lloyds Banking Group, Edinburgh"),
   ("+", T, "\"startDate\": \"2015-09\""), ("+", T, "Amsterdam. Full-time."),
   ("+", I, "UX Designer, Spotify — Stockholm · 09/2014 – 06/2018"),
   ("+", I, "Freelance UX Designer (self-employed) — Lisbon · since 07/2018"),
   ("-", F, "2018.07–2021.03"), ("-", H, "Jan 2019 – Jun 2022"), ("-", JN, "Jul 2019 – Aug 2022")],
  [("en", "Which candidates have at least 10 years of full-time work experience?", []),
   ("en", "who's been working full time for a decade or more", ["paraphrase"]),
   ("zh", "哪些候选人拥有10年及以上全职工作经验？", []),
   ("zh", "工作满十年的有谁 实习不算", [])]),
 ("i12-qs100-bachelor", [HS, OH], ["tier", "degree", "school"], [
   ("+", H, "KU Leuven"), ("+", H, "BSc in Engineering Science (Electrical Engineering)"),
   ("+", O, "BSc in Economics, University of Warwick"),
   ("-", F, "合肥工业大学 电气与自动化工程学院 工学学士，电气工程及其自动化"),
   ("-", JN, "B.Eng. Software Engineering, 2015 – 2019"),
   ("-", I, "Universidade de Lisboa (Faculdade de Belas-Artes)")],
  [("en", "Which candidates earned their bachelor's degree at a QS top-100 university?", []),
   ("en", "undergrad from a world top 100 school (QS)?", ["paraphrase"]),
   ("zh", "哪些候选人的本科毕业于 QS 世界排名前100的大学？", []),
   ("zh", "本科是QS前一百名校的有谁", [])]),
 ("i13-deliveroo", [], ["employer", "empty-gold"], [
   ("-", I, "Deliveroo (rider-app onboarding research, 2021)"),
   ("-", JN, "Grab — Singapore")],
  [("en", "Which candidates have worked at Deliveroo?", []),
   ("en", "any ex-roo people? the uk food delivery one", ["paraphrase"]),
   ("zh", "哪些候选人曾在 Deliveroo 工作过？", []),
   ("zh", "有在户户送干过的吗", ["paraphrase"])]),
]

HEADER = '''# paraphrase122 — blind PARAPHRASE set over evalsets/paraphrase122/cvs (8 fictional people at real
# companies and schools, 9 CV files: 3 LaTeX PDFs (awesome-cv look-alike, Chinese ctex, moderncv
# classic), 2 DOCX (one Chinese with tables; one English whose owner's name is only in the footer),
# 1 Markdown, 1 plain text, 1 JSON Resume, 1 phone photo .jpg of an older Chinese CV).
# 13 intents x 4 phrasings (2 English + 2 Chinese; one formal and one chatty per language). All four
# questions of an intent carry the same `intent:` and have the SAME gold.
#
# as_of: 2026-11-28 ("today" for 至今 / Present / today / since ... and for years of experience).
#
# Evidence comments: "+ file: quote" supports a gold person, "- file: quote" documents a trap.
# Quotes are verbatim, whitespace-insensitive, from: pdftotext for PDFs; python-docx paragraphs,
# table cells and the footer for DOCX; the file itself for .md/.txt/.json; for the photo
# IMG_20210614_093512.jpg, src/wen_jiaxu_2021_zh_page.txt (pdftotext of the page before it was
# photographed). PDF bullets "•" and markdown markers are left out of quotes.
#
# GOLD RULES
# - One candidate, several files: Wen Jiaxu (JW) has an old Chinese CV (photo, 2021, says 饿了么
#   2019.07–至今) and a new English CV (jiaxu_wen_resume_2026.md, same e-mail). Evidence in either
#   counts; for what is CURRENT the newer CV decides: he left Ele.me in Aug 2022 and is at Grab now.
# - cv_ux_2026.docx belongs to Inês Valadares (IV): her name is only in the DOCX footer.
# - "Worked at X" includes internships unless the question says otherwise. It excludes clients of
#   a freelancer/consultancy (IV's Klarna, Deliveroo, Sony Music, Feedzai are clients, not
#   employers), awards, competitions, hackathons, judging, talks, certifications, exams.
# - Sony (i01): Sony Group and its subsidiaries count: Sony AI; Guerrilla Games is a first-party
#   studio of Sony Interactive Entertainment / PlayStation Studios. Sony Music as a client does not.
# - Alibaba Group (i09): subsidiaries count: 盒马鲜生 / Freshippo (Hema), 饿了么 / Ele.me (Alibaba
#   Local Services). "Currently" = a role whose end is 至今 / Present / today in the person's newest CV.
# - i08 "at Ele.me during 2021": any employment (full-time or intern) overlapping 2021-01..2021-12.
# - i10 internship at an internet company: only roles titled intern/实习; internet company = an
#   online platform/app business (Ele.me, Bilibili). Not internet companies: Toshiba Cambridge
#   Research Laboratory, Frontier Developments (game developer), 台达电子 (Delta Electronics),
#   IDEO (design consultancy), 中伦律师事务所 (law firm), a court.
# - i11 years of FULL-TIME experience count from the first full-time job to as_of; internships,
#   PhD / master's study and summer placements do not count; full-time self-employed freelance
#   work counts. Totals: BR 12y4m (2014-07), IV 12y2m (2014-09), TV 11y2m (2015-09), OH 10y8m
#   (2016-03), FY 8y4m (2018-07), HS 7y11m (2019-01), JW 7y4m (2019-07), MW 0. Nobody is within
#   6 months of 10 years.
# - Degrees (i03): a PhD counts if completed or currently in progress (FY's 在职博士 2023.09–至今
#   counts). An abandoned PhD (OH, LSE, "not completed") does not. MBA / master's are not PhDs.
# - Publications: i05 = a paper in INTERSPEECH proceedings. i06 = first-listed author in the
#   author list printed in the CV (or marked 第一作者). i07 = reviewer / area chair / committee
#   member of a conference or journal; game-jam judging and moot-court competitions are not.
# - Tier (i12): QS World University Rankings 2026, top 100, for the BACHELOR's institution only.
#   In the top 100: KU Leuven (~60), University of Warwick (~74) [and, not as bachelor's schools
#   here: University of Edinburgh, Zhejiang University, Peking University]. Not in the top 100:
#   Huazhong University of Science and Technology, Hefei University of Technology (合肥工业大学),
#   Shanghai University of Finance and Economics (上海财经大学), China University of Political
#   Science and Law (中国政法大学), Universidade de Lisboa, Bournemouth University. (For reference,
#   not asked: 985 = 浙江大学, 华中科技大学, 北京大学; 211-only = 合肥工业大学, 上海财经大学,
#   中国政法大学.)
# - tags: cross-lingual = the question's language differs from the language of some gold person's
#   only evidence (HS, OH, TV, IV English only; FY, BR, MW Chinese only; JW both);
#   paraphrase = the phrasing names the thing through another word (nickname, synonym, description).
'''

people = {
 HS: ["henrike sundqvist", "sundqvist henrike", "h. sundqvist"],
 FY: ["fu yanchuan", "yanchuan fu", "傅砚川"],
 BR: ["bi ruonan", "ruonan bi", "毕若楠"],
 JW: ["wen jiaxu", "jiaxu wen", "温嘉旭"],
 OH: ["oskar halvorsrud", "halvorsrud oskar", "o. halvorsrud"],
 TV: ["teodora vukelić", "teodora vukelic", "vukelić teodora", "vukelic teodora"],
 MW: ["mei wanqing", "wanqing mei", "梅晚晴"],
 IV: ["inês valadares", "ines valadares", "valadares inês", "valadares ines"],
}

out = [HEADER, 'as_of: "2026-11-28"', "people:"]
for k, v in people.items():
    out.append(f"  {k}: {json.dumps(v, ensure_ascii=False)}")
out.append("questions:")
n = 0
for intent, gold, kinds, ev, qs in intents:
    out.append(f"  # ---------------- {intent} (gold {len(gold)}) ----------------")
    for lang, q, extra in qs:
        for sign, f, quote in ev:
            out.append(f"  # {sign} {f}: {quote}")
        tags = list(kinds) + extra
        if (lang == "zh" and set(gold) & ENG_ONLY) or (lang == "en" and set(gold) & ZH_ONLY):
            tags.append("cross-lingual")
        g = "[" + ", ".join(gold) + "]"
        out.append(f"  - {{q: {json.dumps(q, ensure_ascii=False)}, gold: {g}, intent: {intent}, tags: [{', '.join(tags)}]}}")
        n += 1
open(os.path.join(HERE, "..", "questions.yaml"), "w").write("\n".join(out) + "\n")
print(n, "questions")
