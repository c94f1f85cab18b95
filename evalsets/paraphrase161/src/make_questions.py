"""Writes ../questions.yaml (13 intents x 4 phrasings)."""
from pathlib import Path

KY, QW, ML, YM, NZ, ET, OA, AT = "KY QW ML YM NZ ET OA AT".split()
F = {
    KY: "kui_yucheng.pdf", QW: "丘婉汀_信用研究_简历.docx", ML: "marte_lindtveit_cv.pdf",
    "YMn": "Mingshan_Yue_CV_2026.pdf", "YMo": "mingshan_yue_cv_2023.md", NZ: "那志刚-物流-简历.txt",
    ET: "ewart_tremayne.resume.json", OA: "cv_audit_senior_2026.docx", AT: "IMG_20261103_201544.jpg",
}
ZH_ONLY = {KY, QW, NZ, AT}      # people whose only CV is in Chinese
EN_ONLY = {ML, ET, OA}          # only English CVs; YM's old md also names 浙江大学 in Chinese

HEADER = """\
# paraphrase161 — blind PARAPHRASE set over evalsets/paraphrase161/cvs (8 fictional people at real
# employers/schools, 9 CV files: 3 LaTeX PDFs (ctex Chinese, moderncv classic, awesome-cv look-alike),
# 2 DOCX (Chinese with tables; English with the name only in the page header), 1 Markdown (old CV),
# 1 plain text (Chinese), 1 JSON Resume, 1 phone photo .jpg of a Chinese page (no text layer)).
# 13 intents, each asked 4 ways (2 English + 2 Chinese; formal + chatty in each language; at least
# one phrasing per intent names the thing with another word). All 4 questions of an intent carry
# the same `intent:` and the same gold.
#
# Evidence comments: "+ file: quote" supports a gold person, "- file: quote" documents a trap
# (never a gold person). Quotes are verbatim from the file's text: pdftotext (-layout) for PDFs,
# python-docx paragraphs + table cells + header for DOCX, JSON string values for .json, the file
# itself for .md/.txt, and for the .jpg the pdftotext of the page before it was photographed
# (src/ayinur_page.txt). Comparison ignores whitespace, markdown * markers, bullets and dash/quote
# variants (NFKC).
#
# GOLD RULES
# - as_of 2026-11-29 is "today": 至今 / present / today / since X without an end = still there.
# - "worked at X" includes internships unless the question says full-time / not intern.
#   NOT employment: clients, audit clients, carriers/partners, bond issuers covered by an analyst,
#   competitions and challenges, hackathons, awards, fellowships, patents, talks, reviewing.
# - Subsidiaries: DHL counts as the whole Deutsche Post DHL Group (DHL Global Forwarding =
#   敦豪全球货运, DHL Supply Chain, DHL Express). Kuehne+Nagel (德迅) is NOT DHL. Worldpay became
#   part of FIS in 2019; "at Worldpay in 2019" means an employment spell that overlaps calendar 2019.
# - "Studied at" = any degree programme there (bachelor/master/PhD); exchange/RA work not needed here.
# - Degrees: master's "held or in progress" counts an ongoing 硕士在读 programme; a withdrawn/unfinished
#   programme (那志刚's 在职 MBA, 未完成/退学) does NOT count; a PhD without a master's is not a master's.
# - Years of experience = full-time employment only, summed to as_of; internships, doctoral-student
#   positions and study do not count. Computed: 那志刚 14.7, 丘婉汀 10.4, Ewart Tremayne 8.3,
#   Marte Lindtveit 8.2, 夔宇澄 7.4, Oluwafemi Adeyemo 7.2, Mingshan Yue 0.6, 阿依努尔 0.
#   Nobody is within 6 months of the 9-year threshold asked.
# - "Currently" = the newest CV's open-ended job. Mingshan Yue has two CVs (mingshan_yue_cv_2023.md,
#   old: PhD student; Mingshan_Yue_CV_2026.pdf, new: Digitec Galaxus since 04/2026); the newer decides.
# - E-commerce company: Zalando SE (online fashion retail), Digitec Galaxus AG (online retailer).
#   A freight forwarder serving cross-border e-commerce clients is not an e-commerce company.
# - Chip / semiconductor companies: Rockchip (瑞芯微), GigaDevice (兆易创新).
# - Publications: author order as printed; venue = the main conference (ECCV 2024 paper). Reviewing
#   for a venue or placing in a challenge there is not publishing there. A patent is not a paper;
#   a Chinese journal article and a CHI Late-Breaking Work extended abstract (CHI EA) count as papers.
# - Review service = reviewer / PC member for a conference track or a journal.
# - Tier list (985, the 39 universities of Project 985) — schools in this set: 浙江大学, 北京航空航天大学,
#   电子科技大学, 东南大学, 上海交通大学 are 985. 上海财经大学 and 中央财经大学 are 211 (not 985);
#   上海海事大学 is neither. Foreign: ETH Zurich, UCL, Edinburgh, Manchester (not on the 985 list).
# - Files per person: KY kui_yucheng.pdf; QW 丘婉汀_信用研究_简历.docx; ML marte_lindtveit_cv.pdf;
#   YM Mingshan_Yue_CV_2026.pdf + mingshan_yue_cv_2023.md; NZ 那志刚-物流-简历.txt; ET
#   ewart_tremayne.resume.json; OA cv_audit_senior_2026.docx (name only in the DOCX header and
#   e-mail handle); AT IMG_20261103_201544.jpg (photo; text in src/ayinur_page.txt).
# tags: cross-lingual = some gold person's only evidence is in the other language than the question.
as_of: "2026-11-29"
people:
  KY: ["夔宇澄", "kui yucheng", "yucheng kui"]
  QW: ["丘婉汀", "qiu wanting", "wanting qiu"]
  ML: ["marte lindtveit", "lindtveit marte"]
  YM: ["mingshan yue", "yue mingshan"]
  NZ: ["那志刚", "na zhigang", "zhigang na"]
  ET: ["ewart tremayne", "tremayne ewart"]
  OA: ["oluwafemi adeyemo", "adeyemo oluwafemi", "femi adeyemo"]
  AT: ["阿依努尔·吐尔逊", "阿依努尔吐尔逊", "阿依努尔", "ayinur tursun", "tursun ayinur"]
questions:
"""

# intent: (name, gold, tags, evidence [(sign, filekey, quote)], [(lang, q), x4])
INTENTS = [
 ("i01-employer-dhl", [NZ, OA], ["employer"], [
   ("+", NZ, "2012.03 – 2020.08    敦豪全球货运（中国）有限公司（DHL Global Forwarding）"),
   ("+", OA, "DHL Supply Chain, Milton Keynes"),
   ("+", OA, "Finance Intern (summer placement) — June 2018 to August 2018"),
   ("-", ML, "Ran a diary study on delivery tracking with partner carriers DHL and Hermes (42 participants)."),
 ], [
   ("en", "Which candidates have worked for DHL, including DHL Group subsidiaries such as DHL Global Forwarding or DHL Supply Chain? Internships count."),
   ("en", "anyone ex deutsche post? the forwarding or supply chain arms are fine, interns too"),
   ("zh", "请列出曾在DHL集团（含敦豪全球货运、DHL供应链等子公司）工作或实习过的候选人"),
   ("zh", "有在敦豪干过的吗 实习也算"),
 ]),
 ("i02-school-zju", [KY, YM], ["school"], [
   ("+", KY, "浙江大学    控制科学与工程       硕士"),
   ("+", "YMn", "Zhejiang University"),
   ("+", "YMo", "**Zhejiang University (浙江大学)** — B.Eng. Computer Science and Technology, 2016–2020"),
 ], [
   ("en", "Which candidates studied at Zhejiang University (any degree level)?"),
   ("en", "any ZJU alumni in the pile"),
   ("zh", "哪些候选人在浙江大学就读过？本科、硕士、博士都算"),
   ("zh", "有浙大出来的没"),
 ]),
 ("i03-degree-masters", [KY, QW, ML, AT], ["degree"], [
   ("+", KY, "浙江大学    控制科学与工程       硕士        2017.09–2019.06"),
   ("+", QW, "2014.09–2016.06 中央财经大学 金融学 硕士研究生"),
   ("+", ML, "MSc Human-Computer Interaction, University College London (UCL)"),
   ("+", AT, "东南大学集成电路学院         电子科学与技术         硕士在读"),
   ("-", NZ, "在职 MBA（未完成，2022 年因工作调动退学）"),
   ("-", "YMn", "Dr. sc. ETH (PhD) in Computer Science, thesis defended March 2026"),
 ], [
   ("en", "Which candidates hold a master's degree or are currently studying for one?"),
   ("en", "anyone with an MSc / MA type postgrad taught degree, finished or still doing it"),
   ("zh", "请找出已获得或正在攻读硕士学位的候选人"),
   ("zh", "拿了硕士或者还在读硕的有谁"),
 ]),
 ("i04-skill-sql-at-work", [QW, ML, ET], ["skill"], [
   ("+", QW, "用 SQL 从 Wind 底库和公司内部数据仓库提取发债主体财务数据"),
   ("+", ML, "Write SQL queries in BigQuery to pair clickstream segments with interview and survey findings."),
   ("+", ET, "Wrote SQL migrations and tuned PostgreSQL queries for the settlement ledger"),
   ("-", OA, "CaseWare, IDEA, Excel (advanced), Power BI, SQL, Alteryx, Python (basic)"),
 ], [
   ("en", "Which candidates have used SQL in a job, not just listed it as a skill?"),
   ("en", "who actually writes database queries at work, like against a data warehouse or postgres"),
   ("zh", "哪些候选人在实际工作中用过SQL？只在技能栏里列出的不算"),
   ("zh", "工作里真写过sql的有谁"),
 ]),
 ("i05-venue-eccv", [YM], ["topic"], [
   ("+", "YMn", "Mingshan Yue, Lukas Keller, Annika Bregenzer. Sparse-View Neural Relighting of Cluttered Scenes. European Conference on Computer Vision (ECCV), 2024."),
   ("-", KY, "2024 ECCV 无人机视觉挑战赛（UAV Vision Challenge）第三名（业余参赛）"),
 ], [
   ("en", "Which candidates have published a paper at ECCV?"),
   ("en", "anyone got a paper in the european conference on computer vision"),
   ("zh", "哪些候选人在ECCV上发表过论文？"),
   ("zh", "有人在欧洲计算机视觉大会发过文章吗"),
 ]),
 ("i06-first-author", [YM, ML, AT], ["topic"], [
   ("+", "YMn", "Mingshan Yue, Lukas Keller, Annika Bregenzer. Sparse-View Neural Relighting of Cluttered Scenes."),
   ("+", ML, "M. Lindtveit, K. Aas. Trust Cues in Second-Hand Marketplace Listings."),
   ("+", AT, "阿依努尔·吐尔逊，陈立群. 基于 FPGA 的低功耗心电信号采集系统设计 [J]. 电子技术应用, 2025（第一作者）"),
   ("-", KY, "发明专利：一种无人机电调固件在线升级方法（第一发明人，2021）"),
 ], [
   ("en", "Which candidates are first author of at least one published paper?"),
   ("en", "who has a paper where their name comes first in the author list"),
   ("zh", "请找出以第一作者身份发表过论文的候选人"),
   ("zh", "有一作论文的有谁"),
 ]),
 ("i07-review-service", [YM, ML], ["topic"], [
   ("+", "YMn", "Reviewer: ICCV 2025, IEEE TPAMI (2024–2026)"),
   ("+", ML, "Reviewer, CHI 2024 Late-Breaking Work track"),
   ("+", ML, "External reviewer, ACM CHI 2025 Papers"),
   ("-", AT, "2025 全国大学生集成电路创新创业大赛全国二等奖"),
 ], [
   ("en", "Which candidates have served as a reviewer or committee member for an academic conference or journal?"),
   ("en", "anyone done peer review for conferences or journals"),
   ("zh", "哪些候选人担任过学术会议或期刊的审稿人或程序委员会成员？"),
   ("zh", "谁给会议或者期刊审过稿"),
 ]),
 ("i08-period-worldpay-2019", [ET], ["period", "employer"], [
   ("+", ET, "Software Engineer, Merchant Acquiring"),
   ("+", ET, "Worldpay became part of FIS in 2019."),
   ("-", OA, "several Worldpay-acquired merchants in the leisure sector."),
 ], [
   ("en", "Which candidates were employed at Worldpay at any point during 2019?"),
   ("en", "who was at worldpay (the one FIS bought) back in 2019"),
   ("zh", "2019年期间有哪些候选人在Worldpay任职？"),
   ("zh", "19年在英国那家收单公司worldpay待过的有吗"),
 ]),
 ("i09-current-ecommerce", [ML, YM], ["time/role", "employer"], [
   ("+", ML, "Senior UX Researcher, Zalando SE, Berlin"),
   ("+", ML, "Online fashion retail, Customer Experience research team."),
   ("+", "YMn", "Digitec Galaxus AG                                                                                        04/2026 – today"),
   ("+", "YMn", "Research Scientist, Computer Vision – Switzerland's largest online retailer"),
   ("-", NZ, "负责 20 余家制造业及跨境电商客户的海运出口全流程协调"),
 ], [
   ("en", "Which candidates currently work at an e-commerce company?"),
   ("en", "who's at an online retailer right now"),
   ("zh", "目前在电商公司任职的候选人有哪些？"),
   ("zh", "现在在电商上班的有谁"),
 ]),
 ("i10-intern-chip", [KY, AT], ["time/role", "employer"], [
   ("+", KY, "瑞芯微电子股份有限公司（Rockchip）"),
   ("+", KY, "芯片应用工程实习生"),
   ("+", AT, "兆易创新科技集团股份有限公司（GigaDevice）"),
   ("+", AT, "数字 IC 验证实习生（存储器事业部）"),
   ("-", QW, "覆盖半导体、消费电子及物流行业发债主体"),
 ], [
   ("en", "Which candidates have done an internship (not a full-time job) at a semiconductor or chip design company?"),
   ("en", "anyone interned at a chip company? fabless / IC design houses count"),
   ("zh", "哪些候选人曾在芯片设计或半导体公司实习过（非全职）？"),
   ("zh", "有在芯片公司实习过的吗"),
 ]),
 ("i11-years-9plus", [QW, NZ], ["years"], [
   ("+", QW, "2016年7月 - 2021年2月 联合资信评估股份有限公司 信用评级分析师"),
   ("+", QW, "2021年3月 - 至今 国泰君安证券股份有限公司 研究所 高级信用分析师"),
   ("+", NZ, "2020/9-至今    德迅（中国）货运代理有限公司 上海分公司（Kuehne+Nagel）"),
   ("+", NZ, "2012.03 – 2020.08    敦豪全球货运（中国）有限公司（DHL Global Forwarding）"),
   ("-", ET, "Backend engineer working on card-payment processing and settlement systems since 2018."),
   ("-", ML, "Sep 2018 – UX Researcher, FINN.no (Schibsted Marketplaces), Oslo"),
   ("-", KY, "2019.07–至今"),
 ], [
   ("en", "Which candidates have at least 9 years of full-time work experience?"),
   ("en", "need someone with more than nine years in full-time jobs, internships dont count"),
   ("zh", "请找出全职工作经验不少于9年的候选人（实习不计）"),
   ("zh", "工龄九年以上的有谁"),
 ]),
 ("i12-985-bachelor", [KY, YM, AT], ["tier", "school", "degree"], [
   ("+", KY, "北京航空航天大学     自动化     工学学士"),
   ("+", "YMn", "B.Eng. in Computer Science and Technology, Chu Kochen Honors College"),
   ("+", "YMo", "**Zhejiang University (浙江大学)** — B.Eng. Computer Science and Technology, 2016–2020"),
   ("+", AT, "电子科技大学      电子信息工程      工学学士"),
   ("-", QW, "2010.09–2014.06 上海财经大学 会计学 本科 / 管理学学士"),
   ("-", NZ, "2008.09 – 2012.06    上海海事大学    物流管理    本科 / 管理学学士"),
   ("-", NZ, "上海交通大学安泰经济与管理学院    在职 MBA（未完成，2022 年因工作调动退学）"),
 ], [
   ("en", "Which candidates earned their bachelor's degree at a Project 985 university?"),
   ("en", "who did undergrad at one of china's 39 elite unis (the 985 club)"),
   ("zh", "本科毕业于985高校的候选人有哪些？"),
   ("zh", "本科985的有谁"),
 ]),
 ("i13-empty-sinotrans", [], ["employer", "empty-gold"], [
   ("-", NZ, "与中国外运、中远海运集运等承运方及场站对接订舱与放箱"),
   ("-", QW, "覆盖半导体、消费电子及物流行业发债主体（含顺丰控股、中国外运等）"),
 ], [
   ("en", "Which candidates have worked at Sinotrans?"),
   ("en", "anyone from china merchants group's logistics arm, sinotrans"),
   ("zh", "哪些候选人曾在中国外运（中外运）工作过？"),
   ("zh", "有外运出来的吗"),
 ]),
]


OWNER = {KY: KY, QW: QW, ML: ML, "YMn": YM, "YMo": YM, NZ: NZ, ET: ET, OA: OA, AT: AT}


def evlang(ev, person):
    """Languages of the + evidence quotes for one person in one intent."""
    langs = set()
    for sign, fk, quote in ev:
        if sign == "+" and OWNER[fk] == person:
            langs.add("zh" if any("\u4e00" <= ch <= "\u9fff" for ch in quote) else "en")
    return langs


def yq(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def main():
    out = [HEADER]
    for name, gold, tags, ev, qs in INTENTS:
        assert len(qs) == 4
        out.append(f"  # ---------------- {name} ----------------\n")
        for lang, q in qs:
            for sign, fk, quote in ev:
                out.append(f"  # {sign} {F[fk]}: {quote}\n")
            t = list(tags)
            if any(evlang(ev, g) == {("zh" if lang == "en" else "en")} for g in gold):
                t.append("cross-lingual")
            t.append("paraphrase")
            out.append(f"  - {{q: {yq(q)}, gold: [{', '.join(gold)}], tags: [{', '.join(t)}], intent: {name}}}\n")
    Path(__file__).resolve().parent.parent.joinpath("questions.yaml").write_text("".join(out), encoding="utf-8")


if __name__ == "__main__":
    main()
