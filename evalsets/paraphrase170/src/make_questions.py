"""Writes ../questions.yaml from the data below (cross-lingual tag computed from evidence languages)."""
import os
here = os.path.dirname(os.path.abspath(__file__))
F1 = "卓朗川_射频工程师.pdf"; F2 = "Kerstin_Sjoberg_CV.pdf"; F3 = "IMG_20261103_184512.jpg"
F4 = "Fagerli_CV_2026.pdf"; F5 = "谭砚禾-研发简历.docx"; F6o = "聂朔航_简历_2022.txt"
F6n = "shuohang_nie_2026.md"; F7 = "CV_MAdebisi_2026.docx"; F8 = "thijs_lemmens.resume.json"
LANG = {F1: "zh", F2: "en", F3: "zh", F4: "en", F5: "zh", F6o: "zh", F6n: "en", F7: "en", F8: "en"}

HEADER = '''# paraphrase170 — blind PARAPHRASE set over paraphrase170/cvs (8 fictional people at real
# employers and schools, 9 CV files: 3 LaTeX PDFs (Chinese ctex, moderncv classic, an awesome-cv
# look-alike), 1 phone photo .jpg of a Chinese LaTeX page (no text layer), 2 DOCX (one Chinese with
# tables), 1 Markdown, 1 plain text, 1 JSON Resume; 4 files in Chinese). 13 intents, each asked
# exactly 4 ways (English formal, English chatty, Chinese formal, Chinese chatty); all 4 questions
# of an intent share `intent:` and have the same gold.
# tags: kinds for the per-kind table; paraphrase on every question; cross-lingual = some gold
# person's only evidence is in a CV in the other language; empty-gold = nobody qualifies.
# Evidence comments: "+ file: quote" supports a gold person, "- file: quote" documents a trap.
# Quotes are verbatim from the file's text (pdftotext for PDFs; python-docx paragraphs and table
# cells; JSON string values; the .md/.txt itself; for the .jpg: src/ruan_yuchen_page.txt, the
# pdftotext of the page before it was photographed), compared ignoring whitespace, markdown * markers,
# PDF bullets and typographic vs straight quotes. Checked by src/check_evidence.py.
#
# GOLD RULES
# - as_of 2026-11-29: "current", "now", 至今, "Present", "today" mean on that date; years are counted
#   up to it.
# - A person with two CVs is one candidate (SN: 聂朔航_简历_2022.txt and shuohang_nie_2026.md, same
#   e-mail nieshuohang@outlook.com). Evidence in either file counts; where they disagree about the
#   present, the newer (2026) CV decides what is current (the 2022 file's "2017.07 – 至今" at
#   Alibaba Cloud ended in Mar 2023 per the 2026 CV).
# - "worked at / was at X" includes internships and promotions; NOT employment: hackathons, game
#   jams, competitions, awards, talks, webinars, conference volunteering, posters, tools/vendors
#   used (e.g. S&P Capital IQ, Alibaba Cloud as a hackathon organiser), certifications.
# - Alibaba Group includes its subsidiaries: Alibaba Cloud (阿里云计算有限公司), Ele.me
#   (拉扎斯网络科技（上海）有限公司, owned by Alibaba since 2018) and Freshippo (盒马, 上海盒马网络
#   科技有限公司).
# - vivo = 维沃移动通信有限公司 (nickname 蓝厂); vivo 互联网 is vivo. "during 2020" = employed at
#   some point between 2020-01-01 and 2020-12-31.
# - Cybersecurity company: CrowdStrike counts, 奇安信 counts; Alibaba Cloud (a cloud provider) does
#   not. "Currently" = as_of.
# - Game company: Larian Studios and 莉莉丝游戏 (Lilith Games) are game studios. Internship = a
#   position titled intern / 实习生.
# - Full-time experience: full-time paid employment incl. postdoc positions; internships,
#   part-time student jobs and PhD/doctoral-student years do NOT count; gaps do not count.
#   Totals as of 2026-11-29: ZL 9.4 y, KS 7.4, RY 4.4, IF 7.1 (12.2 if PhD years were counted),
#   TY 16.4, SN 9.4, MA 12.9, TL 0. Threshold asked: 8 years (nobody within 6 months).
# - Degrees: "PhD" = a doctorate (PhD), completed or in progress; a dentist's "Dr" title / BDS is
#   not a PhD. Part-time (非全日制) degrees count as degrees.
# - Tier lists: 985 universities per the MoE 985 list (电子科技大学 UESTC and 上海交通大学 are 985;
#   西安电子科技大学 Xidian is 211 + 双一流 but NOT 985 and is a near-namesake of 电子科技大学, not
#   the same school; 江南大学 is 211; 扬州大学 and 成都信息工程大学 are neither). QS top 100 per QS
#   World University Rankings 2025/2026: University of Warwick, KU Leuven, HKUST, ETH Zürich,
#   King's College London, Shanghai Jiao Tong University are in; University of Bergen, University
#   of Lagos, Xidian, UESTC are not. The tier question is about the BACHELOR's school only.
# - "studied at X" includes any degree (bachelor's, master's, PhD) at X.
# - Publications: papers listed in the CV; workshop papers count as papers for authorship; first
#   author = first name in the printed author list. Patents are not papers. Reviewing / programme
#   committee / session convening is service; presenting to a company's rating committee is not.
'''

PEOPLE = [
    ("ZL", ["zhuo langchuan", "langchuan zhuo", "卓朗川"]),
    ("KS", ["kerstin sjöberg", "sjöberg kerstin", "kerstin sjoberg", "sjoberg kerstin"]),
    ("RY", ["ruan yuchen", "yuchen ruan", "阮屿辰"]),
    ("IF", ["ingeborg fagerli", "fagerli ingeborg"]),
    ("TY", ["tan yanhe", "yanhe tan", "谭砚禾"]),
    ("SN", ["nie shuohang", "shuohang nie", "聂朔航"]),
    ("MA", ["morenike adebisi", "adebisi morenike"]),
    ("TL", ["thijs lemmens", "lemmens thijs"]),
]

# intent, tags, gold, evidence [(sign, file, quote, key)], questions [(lang, q)]
I = []
I.append(("i01-alibaba-group", ["employer"], ["RY", "TY", "SN"], [
    ("+", F3, "拉扎斯网络科技（上海）有限公司（饿了么） 2022年7月 - 至今", "RY"),
    ("+", F5, "上海盒马网络科技有限公司（盒马鲜生）", "TY"),
    ("+", F6o, "阿里云计算有限公司 · 云安全团队        2017.07 – 至今", "SN"),
    ("+", F6n, "**Alibaba Cloud** (Alibaba Group) — Senior Security Engineer (from Apr 2020), Security Engineer", "SN"),
    ("-", F8, "Finalist, Alibaba Cloud Global AI Hackathon", "TL"),
], [("en", "Which candidates have worked for Alibaba Group, subsidiaries included?"),
    ("en", "anyone ex Jack Ma's company? ele.me hema aliyun all fine"),
    ("zh", "请列出曾在阿里巴巴集团（含旗下子公司）工作过的候选人"),
    ("zh", "有没有阿里系出来的 饿了么盒马阿里云都算")]))
I.append(("i02-uestc", ["school"], ["ZL", "RY"], [
    ("+", F1, "电子科技大学 电磁场与无线技术 工学学士 2013.09 –2017.06", "ZL"),
    ("+", F3, "电子科技大学 计算机科学与技术 硕士", "RY"),
    ("-", F6o, "西安电子科技大学    信息安全    本科    2011.09 – 2015.06", "SN"),
    ("-", F6n, "**Xidian University** — BEng, Information Security, 2015", "SN"),
], [("en", "Which candidates studied at the University of Electronic Science and Technology of China?"),
    ("en", "any UESTC alumni in here"),
    ("zh", "哪些候选人曾就读于电子科技大学？"),
    ("zh", "有成电毕业的吗")]))
I.append(("i03-phd", ["degree"], ["IF", "SN"], [
    ("+", F4, "PhD in Atmospheric and Climate Science", "IF"),
    ("+", F6n, "PhD candidate (part-time), School of Computing, since 08/2024", "SN"),
    ("-", F7, "Dr Morenike Adebisi, BDS MSc", "MA"),
    ("-", F5, "食品科学与工程 硕士在读", "TY"),
    ("-", F8, "Master of Science", "TL"),
], [("en", "Which candidates hold a PhD or are currently working towards one?"),
    ("en", "who's got a doctorate or is doing one rn"),
    ("zh", "哪些候选人拥有博士学位或正在攻读博士学位？"),
    ("zh", "有读过博或者在读博的吗")]))
I.append(("i04-kubernetes-at-work", ["skill"], ["RY", "SN"], [
    ("+", F3, "主导服务容器化迁移，在 Kubernetes 上完成 40+ 服务的发布治理", "RY"),
    ("+", F6o, "负责容器安全产品的运行时检测模块，覆盖公有云上数十万个 Kubernetes 节点。", "SN"),
    ("+", F6n, "Build detections for Kubernetes workloads", "SN"),
    ("-", F8, "Docker Kubernetes Terraform", "TL"),
], [("en", "Which candidates have used Kubernetes in their jobs?"),
    ("en", "anyone actually done container orchestration at work, not just listed it"),
    ("zh", "哪些候选人在工作中实际使用过 Kubernetes？"),
    ("zh", "有没有工作里真用过k8s的")]))
I.append(("i05-grl-paper", ["topic"], ["IF"], [
    ("+", F4, "Soil-moisture memory extends the predictability of Scandinavian heatwaves. Geophysical Research Letters, 48, e2021GL093812.", "IF"),
    ("-", F6n, "USENIX Security Symposium, 2021.", "SN"),
    ("-", F7, "Community Dentistry and Oral Epidemiology. 2018;46(5):455–462.", "MA"),
], [("en", "Which candidates have published a paper in Geophysical Research Letters?"),
    ("en", "anyone with a GRL paper"),
    ("zh", "哪些候选人在 Geophysical Research Letters 上发表过论文？"),
    ("zh", "有人在AGU那本地球物理快报上发过文章吗")]))
I.append(("i06-first-author", ["topic"], ["IF", "MA", "TL"], [
    ("+", F4, "Fagerli, I., Hauser, M., & Seneviratne, S. I. (2021).", "IF"),
    ("+", F7, "Adebisi M, Gallagher JE. Oral health inequalities among school children in Lagos", "MA"),
    ("+", F8, "T. Lemmens, P. Dutré. First author; based on my master's thesis.", "TL"),
    ("-", F6n, "Y. Zhang, **S. Nie**, H. Li, D. Gu.", "SN"),
    ("-", F6o, "Zhang Y., Nie S., Li H., Gu D.", "SN"),
    ("-", F1, "发明专利：一种多频段射频前端的自适应调谐方法（第二发明人，已授权）。", "ZL"),
], [("en", "Which candidates are the first author of at least one published paper?"),
    ("en", "who's lead author on a paper"),
    ("zh", "哪些候选人以第一作者身份发表过论文？"),
    ("zh", "有一作的都有谁")]))
I.append(("i07-reviewer-or-committee", ["topic"], ["IF", "SN"], [
    ("+", F4, "Reviewer for Journal of Climate and Geophysical Research Letters (since 2020).", "IF"),
    ("+", F6n, "Program Committee member, RAID 2025", "SN"),
    ("-", F2, "Present rating recommendations to rating committees", "KS"),
    ("-", F8, "Foundations of Digital Games (FDG) 2026 Student volunteer", "TL"),
    ("-", F7, "Poster presentation, IADR General Session 2023, Bogotá.", "MA"),
], [("en", "Which candidates have served as a reviewer or programme committee member for a journal or conference?"),
    ("en", "anyone done peer review or sat on a PC"),
    ("zh", "哪些候选人担任过学术期刊或会议的审稿人或程序委员会成员？"),
    ("zh", "有给期刊会议审过稿的吗")]))
I.append(("i08-vivo-during-2020", ["employer", "period"], ["ZL"], [
    ("+", F1, "维沃移动通信有限公司（vivo） 2017.07 –2021.03", "ZL"),
    ("-", F3, "维沃移动通信（vivo 互联网） 服务端开发实习生 2021年6月 - 2021年9月", "RY"),
], [("en", "Which candidates were employed at vivo at any time during 2020?"),
    ("en", "who was at vivo back in 2020"),
    ("zh", "哪些候选人在2020年期间于vivo任职？"),
    ("zh", "2020年那会儿在蓝厂待过的有谁")]))
I.append(("i09-current-cybersecurity-company", ["time/role"], ["SN"], [
    ("+", F6n, "**CrowdStrike** — Senior Security Engineer, Cloud Security Research *04/2023 - today*, Singapore", "SN"),
    ("-", F3, "奇安信科技集团 安全开发实习生 2019年7月 - 2019年8月", "RY"),
], [("en", "Which candidates currently work at a cybersecurity company?"),
    ("en", "who's at a security vendor right now"),
    ("zh", "哪些候选人目前就职于网络安全公司？"),
    ("zh", "现在在安全厂商上班的有吗")]))
I.append(("i10-game-company-internship", ["time/role", "employer"], ["RY", "TL"], [
    ("+", F3, "莉莉丝游戏（上海莉莉丝网络科技有限公司） 游戏后端开发实习生", "RY"),
    ("+", F8, "Larian Studios Gameplay Programming Intern", "TL"),
], [("en", "Which candidates have done an internship at a video game company?"),
    ("en", "anyone interned at a game studio"),
    ("zh", "哪些候选人有游戏公司的实习经历？"),
    ("zh", "在游戏厂实习过的有谁")]))
I.append(("i11-8y-fulltime", ["years"], ["ZL", "TY", "SN", "MA"], [
    ("+", F1, "维沃移动通信有限公司（vivo） 2017.07 –2021.03", "ZL"),
    ("+", F1, "荣耀终端有限公司（Honor） 2021.04 –至今", "ZL"),
    ("+", F5, "2010.07–2017.08", "TY"),
    ("+", F5, "2021.05–至今", "TY"),
    ("+", F6n, "*Jul 2017 – Mar 2023*, Hangzhou", "SN"),
    ("+", F6n, "*04/2023 - today*, Singapore", "SN"),
    ("+", F7, "Dental Officer (after house job) — January 2012 to August 2016", "MA"),
    ("+", F7, "Senior Clinical Research Manager, EMEA — January 2024 to present", "MA"),
    ("-", F4, "Doctoral researcher", "IF"),
    ("-", F4, "Oct 2019 – Aug 2022", "IF"),
    ("-", F2, "Sep 2020 – Director, Asia-Pacific Corporates, Fitch Ratings", "KS"),
], [("en", "Which candidates have at least 8 years of full-time work experience?"),
    ("en", "8+ yrs full time exp, who"),
    ("zh", "哪些候选人拥有8年及以上的全职工作经验？"),
    ("zh", "正式工作干了八年往上的有谁")]))
I.append(("i12-bachelor-985-or-qs100", ["tier", "degree"], ["ZL", "KS", "TL"], [
    ("+", F1, "电子科技大学 电磁场与无线技术 工学学士", "ZL"),
    ("+", F2, "2015–2018 BSc Economics, University of Warwick", "KS"),
    ("+", F8, "KU Leuven Computer Science (Informatica) Bachelor of Science", "TL"),
    ("-", F3, "成都信息工程大学 软件工程 本科", "RY"),
    ("-", F6n, "**Xidian University** — BEng, Information Security, 2015", "SN"),
    ("-", F7, "Bachelor of Dental Surgery (BDS) University of Lagos, College of Medicine", "MA"),
    ("-", F4, "BSc in Meteorology and Oceanography", "IF"),
    ("-", F5, "扬州大学 烹饪与营养教育 本科", "TY"),
], [("en", "Which candidates received their bachelor's degree from a 985 university or a QS top-100 university?"),
    ("en", "who did undergrad at a top school, 985 or QS top 100"),
    ("zh", "哪些候选人本科毕业于985高校或QS世界排名前100的大学？"),
    ("zh", "本科是985或者QS前一百的有谁")]))
I.append(("i13-sp-global-ratings", ["employer", "empty-gold"], [], [
    ("-", F2, "Fitch Ratings", "KS"),
    ("-", F2, "Summer Analyst (internship), Moody's Investors Service, Hong Kong", "KS"),
    ("-", F2, "Bloomberg Terminal, S&P Capital IQ, Wind", "KS"),
], [("en", "Which candidates have worked at S&P Global Ratings?"),
    ("en", "anyone from standard & poor's"),
    ("zh", "哪些候选人曾在标普全球评级任职？"),
    ("zh", "有标普出来的人吗")]))

def langs_of(key, ev):
    return {LANG[f] for s, f, q, k in ev if s == "+" and k == key}

def yq(s):
    return '"' + s.replace('\\', '\\\\').replace('"', '\\"') + '"'

out = [HEADER, 'as_of: "2026-11-29"', "people:"]
for k, al in PEOPLE:
    out.append(f"  {k}: [" + ", ".join(yq(a) for a in al) + "]")
out.append("questions:")
for intent, tags, gold, ev, qs in I:
    assert len(qs) == 4
    out.append(f"  # ---------------- {intent} ----------------")
    for s, f, q, k in ev:
        assert (k in gold) == (s == "+"), (intent, k)
        out.append(f"  # {s} {f}: {q}")
    for g in gold:
        assert langs_of(g, ev), (intent, g)
    for lang, q in qs:
        t = list(tags)
        if any(langs_of(g, ev) == ({"zh", "en"} - {lang}) for g in gold):
            t.append("cross-lingual")
        t.append("paraphrase")
        out.append(f"  - {{q: {yq(q)}, gold: [{', '.join(gold)}], tags: [{', '.join(t)}], intent: {intent}}}")
open(os.path.join(here, "..", "questions.yaml"), "w").write("\n".join(out) + "\n")
print("wrote", sum(len(x[4]) for x in I), "questions")
