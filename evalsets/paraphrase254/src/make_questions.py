"""Generates ../questions.yaml from the intent table below (evidence shared by all 4 phrasings)."""
import os, json
HERE = os.path.dirname(os.path.abspath(__file__))

F = {  # file -> language of its text
    "venla_hirvonen_cv.md": "en", "CV_community_2026.docx": "en", "房书翊_简历.pdf": "zh",
    "孔德昌_仓储运营_简历.docx": "zh", "应佳璇_简历_2020.txt": "zh", "Jiaxuan_YING_CV_2026.pdf": "en",
    "Dilan_Wickramasinghe_CV.pdf": "en", "IMG_20261108_213455.jpg": "zh", "lwazi_dube.resume.json": "en",
}
OWNER = {"venla_hirvonen_cv.md": "VH", "CV_community_2026.docx": "NS", "房书翊_简历.pdf": "FS",
         "孔德昌_仓储运营_简历.docx": "KD", "应佳璇_简历_2020.txt": "YJ", "Jiaxuan_YING_CV_2026.pdf": "YJ",
         "Dilan_Wickramasinghe_CV.pdf": "DW", "IMG_20261108_213455.jpg": "XZ", "lwazi_dube.resume.json": "LD"}

PEOPLE = {
    "VH": ["venla hirvonen", "hirvonen venla"],
    "NS": ["nadhirah sharifuddin", "sharifuddin nadhirah"],
    "FS": ["fang shuyi", "shuyi fang", "房书翊"],
    "KD": ["kong dechang", "dechang kong", "孔德昌"],
    "YJ": ["ying jiaxuan", "jiaxuan ying", "应佳璇"],
    "DW": ["dilan wickramasinghe", "wickramasinghe dilan"],
    "XZ": ["xian zhihang", "zhihang xian", "冼志航"],
    "LD": ["lwazi dube", "dube lwazi"],
}

# each intent: name, kind tag, gold, evidence [(sign, file, quote)], 4 questions [(lang, register, text)]
INTENTS = [
 ("i01-tencent", "employer", ["NS", "DW", "FS"], [
   ("+", "CV_community_2026.docx", "Level Infinite (Tencent Games) — Singapore"),
   ("+", "CV_community_2026.docx", "Community Manager, SEA & Global | Mar 2022 – Present"),
   ("+", "Dilan_Wickramasinghe_CV.pdf", "Tencent Cloud (Tencent International)"),
   ("+", "Dilan_Wickramasinghe_CV.pdf", "Apr 2019 – Jul 2022"),
   ("+", "房书翊_简历.pdf", "2024.07 – 至今 腾讯·云与智慧产业事业群（CSIG）腾讯地图"),
   ("-", "lwazi_dube.resume.json", "Winner, UCT Data Science Hackathon sponsored by Tencent Cloud"),
  ], [
   ("en", "formal", "Which candidates have worked at Tencent, including its subsidiaries and business groups (e.g. Tencent Cloud, Tencent Games / Level Infinite, Tencent Maps)?"),
   ("en", "chatty", "anyone ex-penguin? tencent cloud, tencent games etc all count"),
   ("zh", "formal", "请列出曾在腾讯（含腾讯云、腾讯游戏、各事业群等子公司）工作过的候选人。"),
   ("zh", "chatty", "有鹅厂出来的吗 云和游戏那边的都算"),
  ]),
 ("i02-tongji", "school", ["FS", "KD"], [
   ("+", "房书翊_简历.pdf", "2018.09 – 2024.06 同济大学 交通运输工程 工学博士（硕博连读）"),
   ("+", "孔德昌_仓储运营_简历.docx", "同济大学"),
   ("+", "孔德昌_仓储运营_简历.docx", "2005年9月 - 2009年7月"),
   ("-", "IMG_20261108_213455.jpg", "同济大学浙江学院 电子信息工程 本科"),
  ], [
   ("en", "formal", "Which candidates studied at Tongji University (any degree)?"),
   ("en", "chatty", "any tongji alums? the shanghai one"),
   ("zh", "formal", "哪些候选人曾在同济大学就读（任何学历层次）？"),
   ("zh", "chatty", "有同济校友吗"),
  ]),
 ("i03-masters", "degree", ["VH", "KD", "YJ", "XZ"], [
   ("+", "venla_hirvonen_cv.md", "M.Sc. (Tech.) in Operations Research and Systems Analysis, 2017 – 2019"),
   ("+", "孔德昌_仓储运营_简历.docx", "工商管理（在职MBA）"),
   ("+", "孔德昌_仓储运营_简历.docx", "硕士在读"),
   ("+", "Jiaxuan_YING_CV_2026.pdf", "MSc Finance 2014 – 2015"),
   ("+", "应佳璇_简历_2020.txt", "金融学 硕士（MSc Finance）"),
   ("+", "IMG_20261108_213455.jpg", "电子科技大学 集成电路工程 硕士"),
   ("-", "房书翊_简历.pdf", "工学博士（硕博连读）"),
   ("-", "Dilan_Wickramasinghe_CV.pdf", "B.Sc. Engineering (Hons) in Computer Science and Engineering"),
  ], [
   ("en", "formal", "Which candidates hold a master's degree or are currently studying for one? An MBA counts."),
   ("en", "chatty", "who has a masters (or is doing one rn)? msc, mba whatever"),
   ("zh", "formal", "哪些候选人拥有硕士学位或正在攻读硕士学位（含MBA）？"),
   ("zh", "chatty", "有硕士学历的吗 在读的也算 mba也算"),
  ]),
 ("i04-dbt", "skill", ["VH"], [
   ("+", "venla_hirvonen_cv.md", "about 340 dbt models with tests and exposures"),
   ("-", "lwazi_dube.resume.json", "dbt"),
  ], [
   ("en", "formal", "Which candidates have used dbt in their work?"),
   ("en", "chatty", "anyone actually used data build tool on the job, not just listed it"),
   ("zh", "formal", "哪些候选人在工作中实际使用过 dbt？"),
   ("zh", "chatty", "谁工作里拿dbt建过数仓模型"),
  ]),
 ("i05-trc", "topic", ["FS", "VH"], [
   ("+", "房书翊_简历.pdf", "Transportation Research Part C: Emerging Technologies, 2022, 141: 103751."),
   ("+", "venla_hirvonen_cv.md", "Transportation Research Part C: Emerging Technologies, 128, 103187."),
   ("-", "孔德昌_仓储运营_简历.docx", "成果发表于 Transportation Research Part E（第三作者）"),
  ], [
   ("en", "formal", "Which candidates have published a paper in Transportation Research Part C?"),
   ("en", "chatty", "anyone got a TR-C paper"),
   ("zh", "formal", "哪些候选人在 Transportation Research Part C 期刊上发表过论文？"),
   ("zh", "chatty", "有在交通研究C辑（Emerging Technologies那本）发过文章的吗"),
  ]),
 ("i06-first-author", "topic", ["FS", "LD"], [
   ("+", "房书翊_简历.pdf", "Fang S., Zhou L., Sun J. Spatio-temporal graph attention network"),
   ("+", "lwazi_dube.resume.json", "First author; based on my third-year research project."),
   ("-", "venla_hirvonen_cv.md", "Lindqvist, A., Hirvonen, V., & Salo, A. (2021)."),
   ("-", "孔德昌_仓储运营_简历.docx", "成果发表于 Transportation Research Part E（第三作者）"),
   ("-", "Jiaxuan_YING_CV_2026.pdf", "Author of the 2025 China auto-parts sector outlook."),
  ], [
   ("en", "formal", "Which candidates are first author on a published paper?"),
   ("en", "chatty", "who has a first-author pub"),
   ("zh", "formal", "哪些候选人以第一作者身份发表过论文？"),
   ("zh", "chatty", "有一作的吗"),
  ]),
 ("i07-peer-review", "topic", ["FS", "DW"], [
   ("+", "房书翊_简历.pdf", "期刊审稿人：Transportation Research Part C；IEEE Transactions on Intelligent Transportation Systems"),
   ("+", "Dilan_Wickramasinghe_CV.pdf", "Program Committee member, SCI 2024"),
   ("+", "Dilan_Wickramasinghe_CV.pdf", "External reviewer, Computers & Security (Elsevier)"),
   ("-", "Jiaxuan_YING_CV_2026.pdf", "Voting member of the S&P Global Ratings (China) rating committee for industrials since 2024."),
   ("-", "lwazi_dube.resume.json", "Student volunteer"),
  ], [
   ("en", "formal", "Which candidates have served as a reviewer or programme committee member for an academic journal or conference?"),
   ("en", "chatty", "anyone done peer review / sat on a conf PC"),
   ("zh", "formal", "哪些候选人担任过学术期刊或学术会议的审稿人或程序委员会委员？"),
   ("zh", "chatty", "有给期刊或者会议审过稿的吗"),
  ]),
 ("i08-bank-2019", "period", ["VH", "YJ"], [
   ("+", "venla_hirvonen_cv.md", "Data Analyst, Retail Banking Analytics, Sep 2019 – Jul 2021"),
   ("+", "Jiaxuan_YING_CV_2026.pdf", "China Merchants Bank, Shanghai Branch"),
   ("+", "Jiaxuan_YING_CV_2026.pdf", "Jul 2015 – Feb 2021"),
   ("+", "应佳璇_简历_2020.txt", "2015.07 - 至今    招商银行股份有限公司 上海分行"),
   ("-", "Dilan_Wickramasinghe_CV.pdf", "Aug 2022 – present"),
   ("-", "lwazi_dube.resume.json", "Built a credit-loss vintage analysis for a retail-bank client engagement in Python"),
  ], [
   ("en", "formal", "Which candidates were employed by a bank at any point during 2019?"),
   ("en", "chatty", "who was working at a bank back in 2019"),
   ("zh", "formal", "2019年内任意时间在银行任职的候选人有哪些？"),
   ("zh", "chatty", "19年那会儿在银行上班的有谁"),
  ]),
 ("i09-current-bank", "time/role", ["DW"], [
   ("+", "Dilan_Wickramasinghe_CV.pdf", "Senior Cloud Security Engineer"),
   ("+", "Dilan_Wickramasinghe_CV.pdf", "Aug 2022 – present"),
   ("+", "Dilan_Wickramasinghe_CV.pdf", "DBS Bank"),
   ("-", "应佳璇_简历_2020.txt", "2015.07 - 至今    招商银行股份有限公司 上海分行"),
   ("-", "Jiaxuan_YING_CV_2026.pdf", "S&P Global Ratings (China)"),
   ("-", "venla_hirvonen_cv.md", "OP Financial Group"),
  ], [
   ("en", "formal", "Which candidates are currently employed by a bank?"),
   ("en", "chatty", "who's at a bank right now"),
   ("zh", "formal", "目前在银行任职的候选人有哪些？"),
   ("zh", "chatty", "现在还在银行干的有谁"),
  ]),
 ("i10-consulting-intern", "time/role", ["LD", "YJ"], [
   ("+", "lwazi_dube.resume.json", "Summer Analytics Intern, Financial Services practice"),
   ("+", "lwazi_dube.resume.json", "Oliver Wyman"),
   ("+", "Jiaxuan_YING_CV_2026.pdf", "Roland Berger"),
   ("+", "Jiaxuan_YING_CV_2026.pdf", "Consulting Intern"),
   ("+", "应佳璇_简历_2020.txt", "罗兰贝格管理咨询（上海）    咨询实习生"),
   ("-", "孔德昌_仓储运营_简历.docx", "项目合作方：麦肯锡（2021年仓网规划项目）"),
   ("-", "CV_community_2026.docx", "Community & Social Media Intern | May 2019 – Aug 2019"),
  ], [
   ("en", "formal", "Which candidates have completed an internship at a management consulting firm?"),
   ("en", "chatty", "anyone interned at a strategy consultancy"),
   ("zh", "formal", "哪些候选人有管理咨询公司的实习经历？"),
   ("zh", "chatty", "有在咨询公司实习过的吗"),
  ]),
 ("i11-8yrs", "years", ["KD", "YJ", "DW"], [
   ("+", "孔德昌_仓储运营_简历.docx", "2009年7月 - 2014年5月"),
   ("+", "Jiaxuan_YING_CV_2026.pdf", "China Merchants Bank, Shanghai Branch"),
   ("+", "Jiaxuan_YING_CV_2026.pdf", "Jul 2015 – Feb 2021"),
   ("+", "Jiaxuan_YING_CV_2026.pdf", "May 2023 – Present"),
   ("+", "Dilan_Wickramasinghe_CV.pdf", "Jun 2015 – Mar 2019"),
   ("-", "venla_hirvonen_cv.md", "Data Analyst, Retail Banking Analytics, Sep 2019 – Jul 2021"),
   ("-", "房书翊_简历.pdf", "2018.09 – 2024.06 同济大学 交通运输工程 工学博士（硕博连读）"),
   ("-", "CV_community_2026.docx", "Community Executive | Jul 2020 – Feb 2022"),
  ], [
   ("en", "formal", "Which candidates have at least eight years of full-time work experience?"),
   ("en", "chatty", "8+ yrs full time exp, who we got"),
   ("zh", "formal", "全职工作经验不少于8年的候选人有哪些？"),
   ("zh", "chatty", "工作八年以上的有谁 实习不算"),
  ]),
 ("i12-985-bachelor", "tier", ["FS", "KD"], [
   ("+", "房书翊_简历.pdf", "2014.09 – 2018.06 东南大学 交通工程 工学学士"),
   ("+", "孔德昌_仓储运营_简历.docx", "同济大学"),
   ("+", "孔德昌_仓储运营_简历.docx", "本科"),
   ("-", "IMG_20261108_213455.jpg", "同济大学浙江学院 电子信息工程 本科"),
   ("-", "Jiaxuan_YING_CV_2026.pdf", "Shanghai University of Finance and Economics"),
   ("-", "应佳璇_简历_2020.txt", "上海财经大学    金融学    学士"),
  ], [
   ("en", "formal", "Which candidates received their bachelor's degree from a Project 985 university?"),
   ("en", "chatty", "who did undergrad at a 985 school"),
   ("zh", "formal", "本科毕业于985工程高校的候选人有哪些？"),
   ("zh", "chatty", "第一学历985的有谁"),
  ]),
 ("i13-delivery-hero", "employer", [], [
   ("-", "venla_hirvonen_cv.md", "Speaker, Delivery Hero Data Meetup, Berlin, 2024"),
   ("-", "venla_hirvonen_cv.md", "Wolt (part of DoorDash since 2022)"),
  ], [
   ("en", "formal", "Which candidates have worked at Delivery Hero or any of its brands (foodpanda, Glovo, talabat, Baemin)?"),
   ("en", "chatty", "anyone ex-foodpanda or glovo? any delivery hero brand"),
   ("zh", "formal", "是否有候选人曾在 Delivery Hero 集团（含 foodpanda、Glovo、talabat 等品牌）工作过？"),
   ("zh", "chatty", "有在空腹熊猫干过的吗 DH系的都算"),
  ]),
]

HEADER = """# paraphrase254 — blind PARAPHRASE set over paraphrase254/cvs (8 fictional people at real
# companies/schools, 9 CV files: Markdown, 2 DOCX (one Chinese with tables), 3 LaTeX PDFs
# (Chinese ctex, moderncv banking, awesome-cv look-alike), plain text, JSON Resume, and a phone
# photo .jpg of a Chinese page with no text layer). 13 intents x 4 phrasings (2 English + 2
# Chinese; one formal and one chatty per language). All 4 questions of an intent share the SAME
# gold. Field `intent:` groups them.
#
# as_of 2026-12-01: "now", "present", "today", "至今" mean this date; years are counted to it.
#
# GOLD RULES
# - Employment = a job or internship listed as such. "Worked at X" includes internships unless
#   the question says "full-time" or "internship". NOT employment: awards, hackathons (even
#   sponsored by a company), talks at a company's meetup, conference volunteering, clients of a
#   consultancy or of the candidate, project partners (e.g. McKinsey as 项目合作方), research
#   collaborations, skills lists, certifications, co-author affiliations.
# - Subsidiaries: Tencent includes Tencent Cloud / Tencent International, Tencent Games and its
#   publishing brand Level Infinite, and Tencent Maps in CSIG. Wolt belongs to DoorDash, NOT to
#   Delivery Hero; Delivery Hero brands are foodpanda (空腹熊猫), Glovo, talabat, Baemin, foodora.
# - "Bank": DBS Bank, China Merchants Bank (招商银行) and OP Financial Group (a Finnish
#   cooperative bank) are banks. S&P Global Ratings, Fitch Bohua (rating agencies) and
#   Discovery Health are not. A client of an engagement is not an employer.
# - Current = the job with an open end date in the person's NEWEST CV. Ying Jiaxuan has two CVs:
#   应佳璇_简历_2020.txt (old, written 2020-11, shows 招商银行 "至今") and Jiaxuan_YING_CV_2026.pdf
#   (new, same e-mail/phone); the new one decides what is current (CMB ended Feb 2021).
# - Years of full-time experience: sum of full-time employment spans to 2026-12-01;
#   internships, part-time tutoring and PhD study do not count. Computed: Kong Dechang 17.4,
#   Dilan Wickramasinghe 11.5, Ying Jiaxuan 11.4, Venla Hirvonen 7.25, Nadhirah Sharifuddin 6.4,
#   Xian Zhihang 5.4, Fang Shuyi 2.4, Lwazi Dube 0.75. Nobody is within 6 months of 8.
# - Degrees: "master's" = a completed or in-progress master's degree incl. MBA (在职MBA 在读
#   counts). A PhD taken straight through (硕博连读) without a master's degree does not count.
# - Schools: studying at a school = being enrolled for a degree (a joint-PhD visit also counts
#   but nobody here needs it). 同济大学浙江学院 is an independent college, NOT Tongji University.
#   A research collaboration with a Tongji group is not studying there.
# - Tier list (985): 同济大学 (Tongji), 东南大学 (Southeast), 电子科技大学 (UESTC) are 985.
#   上海财经大学 (SUFE) is 211 only; 同济大学浙江学院 is neither. Foreign schools: NTU Singapore,
#   Univ. of Warwick, Univ. of Cape Town (QS top-100-ish), Aalto (QS ~110), Univ. of Moratuwa (far
#   outside), TU Delft. "Bachelor's from a 985" is about the bachelor's school only.
# - Publications: a paper listed in the CV's publication list; author order as printed.
#   Reviewing and PC service are service, not publications. A rating committee of a rating
#   agency and conference volunteering are NOT academic review / programme committees.
#   "Paper" = a journal or conference paper; an industry/sector report written at work is not.
# - Names: Nadhirah Sharifuddin's CV (CV_community_2026.docx) states her name only in the DOCX
#   footer and e-mail handle. Xian Zhihang's CV is a photo (text in src/xian_zhihang_page1.txt).
#
# Evidence comments above each question: "+ file: quote" supports a gold person, "- file:
# quote" documents a trap. Quotes are verbatim from the file's text (pdftotext for PDFs,
# python-docx paragraphs/table cells/footer for DOCX, JSON string values, the md/txt itself,
# src/xian_zhihang_page1.txt for the .jpg), compared whitespace-insensitively (NFKC, markdown
# * markers ignored). Checked by src/check_evidence.py.
# tags: kind, paraphrase, cross-lingual (question language differs from some gold person's only
# evidence), empty-gold.
"""

def q(s):
    return json.dumps(s, ensure_ascii=False)

def main():
    out = [HEADER, 'as_of: "2026-12-01"', "people:"]
    for k, al in PEOPLE.items():
        out.append(f"  {k}: [{', '.join(q(a) for a in al)}]")
    out.append("questions:")
    for name, kind, gold, ev, qs in INTENTS:
        out.append(f"  # ================= {name} (gold: {', '.join(gold) or 'nobody'}) =================")
        plus_langs = {}
        for sign, f, quote in ev:
            if sign == "+":
                plus_langs.setdefault(OWNER[f], set()).add(F[f])
        for g in gold:
            assert g in plus_langs, (name, g)
        for lang, reg, text in qs:
            tags = [kind, "paraphrase"]
            if not gold:
                tags.append("empty-gold")
            elif any(plus_langs[g] == {("zh" if lang == "en" else "en")} for g in gold):
                tags.append("cross-lingual")
            for sign, f, quote in ev:
                out.append(f"  # {sign} {f}: {quote}")
            out.append(f"  - {{q: {q(text)}, gold: [{', '.join(gold)}], intent: {name}, tags: [{', '.join(tags)}]}}  # {lang} {reg}")
    open(os.path.join(HERE, "..", "questions.yaml"), "w", encoding="utf-8").write("\n".join(out) + "\n")

if __name__ == "__main__":
    main()
