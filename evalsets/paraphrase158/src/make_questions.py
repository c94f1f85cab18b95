"""Writes ../questions.yaml (evidence comments above every question)."""
import os, json
HERE = os.path.dirname(os.path.abspath(__file__))
MJ, RP, WR, SY, GA, LZ, SK, FH = "MJ RP WR SY GA LZ SK FH".split()
ZH_ONLY = {MJ, WR, LZ}          # people whose only CVs are Chinese
EN_ONLY = {RP, SY, GA, SK, FH}  # people whose only CVs are English
F = dict(mj="mai_jiaying_zh.pdf", rp="rhona_petheridge.pdf", wr_old="汪若琪_数据分析_2023.txt",
         wr="wang_ruoqi_resume_2026.md", sy="seojin_yoon.pdf", ga="gwendolyn_ashforth_cv.docx",
         lz="卢振鹏_Android_简历.docx", sk="syafiq_kamarudin.json", fh="IMG_20261103_184512.jpg")

HEADER = """# paraphrase158 — blind PARAPHRASE set over evalsets/paraphrase158/cvs (8 fictional people at real
# companies and schools, 9 CV files: 3 xelatex PDFs [ctex Chinese, moderncv classic, awesome-cv
# look-alike], 2 DOCX [English with headings; Chinese with 教育背景/工作经历 tables], 1 Markdown,
# 1 plain text, 1 JSON Resume, 1 phone-photo JPG of a page with no text layer).
# 13 intents x 4 phrasings (English formal, English chatty, Chinese formal, Chinese chatty);
# all four phrasings of an intent carry the same `intent:` and the SAME gold. At least one
# phrasing per intent names the thing through another word (nickname, Chinese trade name,
# description instead of the name).
# Evidence comments: "+ file: quote" supports a gold person, "- file: quote" documents a trap.
# Quotes are verbatim from the file text (pdftotext for PDFs; python-docx paragraphs and table
# rows [cells joined by a space] for DOCX; raw text for .md/.txt/.json, markdown ** ignored;
# whitespace-insensitive). The JPG has no text layer: its quotes are checked against
# src/IMG_20261103_184512.txt, the pdftotext of the page before it was photographed.
#
# GOLD RULES
# - as_of 2026-11-29: "now", "currently", "至今", "Present" and years of experience are measured
#   to this date.
# - "worked at X" includes internships unless the question says otherwise. NOT employment:
#   audit clients (EY audited DHL Supply Chain UK and INEOS — Gwendolyn Ashforth did not work
#   there), competitors named in a bullet (Philips, GE Healthcare in Rhona Petheridge's CV),
#   awards, certificate issuers, declined offers (Freya Hollingworth's INEOS offer).
# - DHL = Deutsche Post DHL Group and any of its businesses (DHL Supply Chain UK, DHL Supply
#   Chain Malaysia, DHL Express, ...). 敦豪 = DHL.
# - Period questions ("during 2020"): the person held a job (incl. internship) there for at
#   least part of that calendar year; month-precision dates taken as printed.
# - Current employer: the open-ended job ("Present", "至今", no endDate). A person with two CVs is
#   one candidate and the NEWER CV decides what is current: Wang Ruoqi's 2023 .txt says BIGO
#   "至今", her 2026 .md shows BIGO ended 2024.12 and bilibili since 2025.01.
# - E-commerce company: a business whose main business is selling goods online — ASOS plc (online
#   fashion retailer) and Lazada are; bilibili (video community), BIGO/Likee (short video),
#   Mindray, NAVER Cloud, GlobalFoundries, 德赛西威 are not. Vipshop (唯品会) is e-commerce but
#   Wang Ruoqi was only an intern there in 2020.
# - Chemical company: BASF (巴斯夫) and Croda International are chemical companies; INEOS too,
#   but nobody worked there.
# - Internship = a role titled intern/实习生/placement, or listed under 实习经历. Freya
#   Hollingworth's 12-week Croda "summer placement" is an internship.
# - Years of full-time experience: sum of full-time employment (promotions at one employer
#   are one continuous span); internships, placements, part-time term-time jobs and PhD years
#   do not count. Values to 2026-11-29: Mai Jiaying 10.4 (2016.07-), Rhona Petheridge 14.2
#   (09/2012-), Gwendolyn Ashforth 13.2 (Sep 2013-), Syafiq Kamarudin 11.7 (2015-03-),
#   Lu Zhenpeng 6.4 (2020.07-), Wang Ruoqi 5.4 (2021.07-), Seojin Yoon 5.1 (Oct 2021-),
#   Freya Hollingworth 0. Nobody is within 6 months of the 8-year threshold asked.
# - Degrees: a master's "completed or in progress" counts (MBA and part-time/executive MSc
#   count; Rhona Petheridge's Warwick MBA is in progress). ACA is a professional qualification,
#   not a degree. 研究生学历 = master's or doctorate.
# - Tier list used (985 = Project 985 universities): 华中科技大学 (985, 211, 双一流) and 厦门大学
#   (985, 211, 双一流) are 985; 华中农业大学 is 211 and 双一流 but NOT 985. Foreign schools
#   (KAIST, Edinburgh, Warwick, Leeds, Manchester, Bath, Cranfield, Universiti Teknologi
#   Malaysia) are not 985. "第一学历" = the bachelor's degree.
# - Publications: papers printed in the CV's publications list. "Published at Interspeech" = a
#   paper in Proc. Interspeech; the ISCA Speech Synthesis Workshop (SSW) is a separate event.
#   First author = first name in the author list as printed; patents (第二/第三发明人) are not
#   papers. Reviewer = peer reviewer or committee member of a conference or journal.
# - SAP "used at work" needs SAP in a job's description; a skills-section entry or coursework
#   alone does not count.
# People with two CVs: WR = 汪若琪_数据分析_2023.txt (old) + wang_ruoqi_resume_2026.md (new),
# same phone and e-mail.
as_of: "2026-11-29"
people:
  MJ: ["mai jiaying", "jiaying mai", "麦嘉颖"]
  RP: ["rhona petheridge", "petheridge rhona"]
  WR: ["wang ruoqi", "ruoqi wang", "汪若琪"]
  SY: ["seojin yoon", "yoon seojin"]
  GA: ["gwendolyn ashforth", "ashforth gwendolyn", "gwen ashforth"]
  LZ: ["lu zhenpeng", "zhenpeng lu", "卢振鹏"]
  SK: ["syafiq kamarudin", "kamarudin syafiq"]
  FH: ["freya hollingworth", "hollingworth freya"]
questions:
"""

# each intent: name, kinds, gold, evidence [(sign, filekey, quote)], 4 questions [(lang, q)]
I = []
I.append(("i01-dhl", ["employer"], [RP, SK], [
  ("+", "rp", "Business Development Manager, Life Sciences & Healthcare, DHL Supply Chain"),
  ("+", "sk", '"name": "DHL Supply Chain Malaysia"'),
  ("+", "sk", '"position": "Operations Manager, Healthcare Warehouse"'),
  ("-", "ga", "including DHL Supply Chain UK and INEOS"),
 ], [
  ("en", "Which candidates have worked at DHL, including any DHL business such as DHL Supply Chain?"),
  ("en", "anyone ex deutsche post dhl"),
  ("zh", "哪些候选人曾在敦豪（DHL）任职？DHL 供应链等旗下业务也算。"),
  ("zh", "有没有在那家黄色的德国物流巨头干过的"),
 ]))
I.append(("i02-hust", ["school"], [MJ, LZ], [
  ("+", "mj", "华中科技大学 化学工程与工艺 工学学士 2012.09–2016.06"),
  ("+", "lz", "2017.09-2020.06 华中科技大学 计算机技术 硕士"),
 ], [
  ("en", "Which candidates studied at Huazhong University of Science and Technology?"),
  ("en", "anyone from HUST in wuhan"),
  ("zh", "请列出曾就读于华中科技大学的候选人（任何学位）。"),
  ("zh", "华科出来的有谁"),
 ]))
I.append(("i03-masters", ["degree"], [RP, SY, LZ, SK], [
  ("+", "rp", "MBA (part-time, Executive), Warwick Business School, University of Warwick"),
  ("+", "rp", "In progress; modules completed: Strategy, Marketing Analytics, Operations"),
  ("+", "sy", "M.Sc. in Speech and Language Processing, with Distinction"),
  ("+", "lz", "2017.09-2020.06 华中科技大学 计算机技术 硕士"),
  ("+", "sk", '"studyType": "MSc (part-time, executive)"'),
  ("-", "ga", "ACA, Institute of Chartered Accountants in England and Wales (ICAEW), qualified 2016"),
  ("-", "mj", "化学工程与工艺 工学学士"),
  ("-", "fh", "BSc (Hons) Chemistry, First Class."),
 ], [
  ("en", "Which candidates hold a master's degree or are currently studying for one? An MBA counts."),
  ("en", "who's got a masters or is doing one rn, mba fine"),
  ("zh", "哪些候选人拥有硕士学位或正在攻读硕士（MBA 也算）？"),
  ("zh", "研究生学历的有哪些 在读也算"),
 ]))
I.append(("i04-sap", ["skill"], [GA, SK], [
  ("+", "ga", "Co-led the finance workstream of the SAP S/4HANA migration (go-live 2022); redesigned intercompany reconciliations and the month-end close checklist in SAP."),
  ("+", "sk", "Led the go-live of SAP EWM for the site and trained 80 users on the new RF picking flows."),
  ("-", "fh", "SAP ERP fundamentals (university"),
 ], [
  ("en", "Which candidates have used SAP in their jobs?"),
  ("en", "anyone hands-on with the big german ERP at work"),
  ("zh", "哪些候选人在工作中实际使用过 SAP 系统？"),
  ("zh", "有在工作里用过思爱普的吗"),
 ]))
I.append(("i05-interspeech", ["topic"], [SY], [
  ("+", "sy", "S. Yoon, K. Richmond, S. King"),
  ("+", "sy", "in Proc. Interspeech 2022, Incheon, Korea."),
  ("-", "sy", "in Proc. 12th ISCA Speech Synthesis Workshop (SSW 12), Grenoble, 2023."),
 ], [
  ("en", "Which candidates have published a paper at Interspeech?"),
  ("en", "anyone got an interspeech paper"),
  ("zh", "哪些候选人在 Interspeech 会议上发表过论文？"),
  ("zh", "有在国际语音通信协会（ISCA）的年度语音大会上发过论文的吗"),
 ]))
I.append(("i06-first-author", ["topic"], [MJ, SY, FH], [
  ("+", "mj", "Mai, J., Tan, W. K., Rahman, S."),
  ("+", "mj", "（第一作者）"),
  ("+", "sy", "S. Yoon, K. Richmond, S. King"),
  ("+", "fh", "F. Hollingworth, A. Patel, M. J. Ingram"),
  ("-", "lz", "一种车载多屏应用无缝流转的方法及系统（第二发明人），2024 年公开"),
 ], [
  ("en", "Which candidates are the first author of a published paper?"),
  ("en", "who's lead author on a paper"),
  ("zh", "哪些候选人以第一作者身份发表过论文？"),
  ("zh", "有一作文章的有谁"),
 ]))
I.append(("i07-reviewer", ["topic"], [SY], [
  ("+", "sy", "Reviewer, Interspeech (2023, 2024, 2025)"),
  ("+", "sy", "Reviewer, IEEE/ACM Transactions on Audio, Speech, and Language Processing"),
  ("-", "fh", "Royal Society of Chemistry Undergraduate Award, 2025"),
 ], [
  ("en", "Which candidates have served as a reviewer for a conference or journal?"),
  ("en", "anyone done peer review for journals or confs"),
  ("zh", "哪些候选人担任过学术会议或期刊的审稿人？"),
  ("zh", "有给期刊会议审过稿的吗"),
 ]))
I.append(("i08-dhl-2020", ["period", "employer"], [SK], [
  ("+", "sk", '"position": "Operations Manager, Healthcare Warehouse", "startDate": "2018-07", "endDate": "2021-06",'),
  ("-", "rp", "Sep 2016 – Business Development Manager, Life Sciences & Healthcare, DHL Supply Chain"),
  ("-", "rp", "Apr 2019 UK, Milton Keynes"),
  ("-", "ga", "Audit Senior | Sep 2016 – Mar 2019"),
 ], [
  ("en", "Which candidates were employed by DHL at any time during 2020?"),
  ("en", "who was at dhl back in 2020"),
  ("zh", "2020 年期间在 DHL（含 DHL 供应链）任职过的候选人有哪些？"),
  ("zh", "20年那会儿在敦豪上班的有谁"),
 ]))
I.append(("i09-current-ecommerce", ["time/role"], [GA, SK], [
  ("+", "ga", "Group Financial Controller | Apr 2023 – Present"),
  ("+", "ga", "moving in-house to an online fashion retailer"),
  ("+", "sk", '"name": "Lazada Malaysia", "position": "Warehouse Operations Manager, Shah Alam Fulfilment Centre", "startDate": "2021-07",'),
  ("-", "wr", "唯品会 — 商业分析实习生 ｜ 2020.06 – 2020.09"),
  ("-", "wr", "哔哩哔哩（bilibili） — 高级数据分析师，商业化数据中心 ｜ 2025.01 – 至今"),
 ], [
  ("en", "Which candidates currently work at an e-commerce company?"),
  ("en", "who's at an online retailer right now"),
  ("zh", "目前就职于电商公司的候选人有哪些？"),
  ("zh", "现在在网上卖货的平台上班的有谁"),
 ]))
I.append(("i10-chem-intern", ["time/role", "employer"], [MJ, FH], [
  ("+", "mj", "巴斯夫（中国）有限公司，上海浦东创新园 2015.07–2015.09"),
  ("+", "mj", "工艺实习生：协助中试车间的聚合反应放大实验"),
  ("+", "fh", "Croda International Plc, Snaith, East Yorkshire Summer 2025"),
  ("+", "fh", "R&D Chemist – summer placement (12 weeks)"),
  ("-", "fh", "Offer of a graduate chemist place at INEOS (2026), declined to stay in the South West"),
  ("-", "ga", "including DHL Supply Chain UK and INEOS"),
  ("-", "lz", "2019年7月 - 2019年9月 OPPO 广东移动通信有限公司 Android 开发实习生"),
 ], [
  ("en", "Which candidates have done an internship at a chemical company?"),
  ("en", "anyone did a summer placement at a chemicals firm"),
  ("zh", "哪些候选人有化工企业的实习经历？"),
  ("zh", "在化工公司实习过的有吗"),
 ]))
I.append(("i11-8yrs", ["years"], [MJ, RP, GA, SK], [
  ("+", "mj", "上海华虹宏力半导体制造有限公司（华虹集团） 2016.07–2020.05"),
  ("+", "mj", "2020/6-至今"),
  ("+", "rp", "09/2012 – Territory Sales Representative, Orthopaedics, Smith & Nephew, Leeds"),
  ("+", "ga", "Audit Associate | Sep 2013 – Aug 2016"),
  ("+", "ga", "Group Financial Controller | Apr 2023 – Present"),
  ("+", "sk", '"position": "Shift Supervisor", "startDate": "2015-03",'),
  ("-", "lz", "2020.07-2023.03 惠州市德赛西威汽车电子股份有限公司 Android 工程师"),
  ("-", "wr", "BIGO Technology（欢聚集团旗下，Likee 短视频） — 数据分析师 ｜ 2021.07 – 2024.12"),
  ("-", "sy", "Oct 2021 – Present"),
  ("-", "sy", "Ph.D. in Informatics (Centre for Speech Technology Research)"),
 ], [
  ("en", "Which candidates have at least 8 years of full-time work experience?"),
  ("en", "need 8+ yrs exp, who fits"),
  ("zh", "全职工作经验满 8 年及以上的候选人有哪些？"),
  ("zh", "干了八年以上的老手有谁"),
 ]))
I.append(("i12-985-bachelor", ["tier", "degree"], [MJ, WR], [
  ("+", "mj", "华中科技大学 化学工程与工艺 工学学士 2012.09–2016.06"),
  ("+", "wr", "厦门大学 · 统计学 · 经济学学士 ｜ 2017.09 – 2021.06"),
  ("+", "wr_old", "2017.09 - 2021.06 厦门大学 经济学院 统计学 本科（经济学学士）"),
  ("-", "lz", "2013.09-2017.06 华中农业大学 信息与计算科学 本科"),
  ("-", "lz", "2017.09-2020.06 华中科技大学 计算机技术 硕士"),
 ], [
  ("en", "Which candidates hold a bachelor's degree from a Project 985 university?"),
  ("en", "who did undergrad at a 985 school"),
  ("zh", "本科毕业于 985 高校的候选人有哪些？"),
  ("zh", "第一学历985的有哪些"),
 ]))
I.append(("i13-philips", ["employer", "empty-gold"], [], [
  ("-", "rp", "Won two multi-year framework tenders competing head-to-head against Philips and GE"),
 ], [
  ("en", "Which candidates have worked at Philips?"),
  ("en", "anyone ex philips healthcare"),
  ("zh", "哪些候选人曾在飞利浦工作过？"),
  ("zh", "有没有从埃因霍温那家荷兰医疗科技公司出来的"),
 ]))

def main():
    out = [HEADER]
    n = 0
    for name, kinds, gold, ev, qs in I:
        out.append(f"  # ---------------- {name} (gold size {len(gold)}) ----------------\n")
        for lang, q in qs:
            for sign, fk, quote in ev:
                out.append(f"  # {sign} {F[fk]}: {quote}\n")
            tags = list(kinds) + ["paraphrase"]
            other = EN_ONLY if lang == "zh" else ZH_ONLY
            if any(g in other for g in gold):
                tags.append("cross-lingual")
            out.append("  - {q: %s, gold: [%s], intent: %s, tags: [%s]}\n" % (
                json.dumps(q, ensure_ascii=False), ", ".join(gold), name, ", ".join(tags)))
            n += 1
    open(os.path.join(HERE, "..", "questions.yaml"), "w").write("".join(out))
    print(n, "questions")

if __name__ == "__main__":
    main()
