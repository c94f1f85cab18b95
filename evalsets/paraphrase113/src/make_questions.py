"""Generates ../questions.yaml for paraphrase113 (13 intents x 4 phrasings)."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
LANG = {"XR": "en", "QY": "zh", "LJ": "zh", "YS": "en", "FU": "en", "LQ": "zh", "RY": "en", "MI": "en"}
F = {"XR": "xuan_ruoheng_cv.pdf", "QY": "qi_yanling_zh.pdf", "LJ": "赖君砚_物流运营.docx",
     "YS": "shuolin_yan_resume.md", "FU": "unterberger_cv.pdf", "LQN": "栾沁禾简历_手机拍照.jpg",
     "LQO": "栾沁禾_简历_2022.txt", "RY": "ruan_yize.resume.json", "MI": "imrie_murdo_cv.docx"}

HEADER = '''# paraphrase113 — blind PARAPHRASE set over evalsets/paraphrase113/cvs (8 fictional people at real
# companies/schools, 9 CV files: 3 LaTeX PDFs (awesome-cv look-alike, moderncv classic, Chinese ctex
# with a work table), 2 DOCX (English with a table, Chinese with paragraphs), 1 Markdown, 1 plain
# text, 1 JSON Resume, 1 phone photo .jpg of a Chinese page with no text layer).
# 13 intents x 4 phrasings (English formal, English chatty, Chinese formal, Chinese chatty); every
# question carries `intent:` and all four phrasings of one intent have the same gold.
# tags: kinds for `cvbot eval`'s per-kind table; cross-lingual = the question's language differs from
# the language of some gold person's only evidence; empty-gold = nobody qualifies; every question is
# also tagged paraphrase.
# Evidence comments: "+ file: quote" supports a gold person, "- file: quote" documents a trap. Quotes
# are verbatim from the file's text (pdftotext for PDFs, python-docx paragraphs and table cells for
# DOCX, the file itself for .md/.txt/.json string values; for the photo .jpg the text of the page
# before it was photographed is in src/luan_qinhe_2026_page_text.txt). Whitespace is ignored.
#
# GOLD RULES
# - as_of 2026-11-27: "now", "present", "至今", "today", "since X" with no end = still there today.
# - "worked at X" includes internships unless the question says full-time / intern only. NOT
#   employment: clients of a consultancy (Unterberger's "Client: Trip.com Group"), partners
#   (赖君砚's 菜鸟网络 pilot, "合作方项目，非雇佣"), customers served (上汽大众), awards, hackathons,
#   case competitions, summer schools, talks, user-conference attendance (CDNLive), tools used
#   (Cadence Virtuoso, Synopsys StarRC), declined offers/admissions, memberships.
# - Subsidiaries: Skyscanner is part of Trip.com Group (acquired 2016) and counts as Trip.com/Ctrip/
#   携程; Ele.me (Alibaba Local Services), DAMO Academy and Alibaba Cloud count as Alibaba;
#   HiSilicon is Huawei's chip unit; EZVIZ (萤石) is a smart-home maker (Hikvision subsidiary),
#   Roborock (石头科技) too; Hive (Centrica Hive) is a smart-home maker; Geely and BMW Group are car
#   makers; Roland Berger and Kearney are strategy consultancies; 中通快递 and 德邦 are couriers.
# - A person with two CVs is one candidate; the newer CV decides what is current (栾沁禾: the 2026
#   photographed CV, EZVIZ since 2024-04, supersedes the 2022 .txt that says 石头科技 "至今").
# - Degrees: "holds or is pursuing" counts completed and in-progress degrees; an unfinished
#   (abandoned) degree, a summer school and a declined admission do not count. MBA and online /
#   part-time master's (Georgia Tech OMSCS, SJTU part-time MBA) are master's degrees. A PhD is not a
#   master's; Xuan Ruoheng counts for the master's intent through her M.Sc.
# - Years of experience = sum of full-time employment periods up to as_of; internships, PhD and MBA
#   years do not count. Totals: 漆砚岭 11.4 (2015.07-), 赖君砚 12.4 (2014/7-), 栾沁禾 11.4
#   (2015.07-), Imrie 12.1 (10/2014-), Yan 7.4 (07/2019-), Unterberger 8.2 (08/2017-07/2020 +
#   09/2021-; span from first full-time job 9.3), Xuan 3.2 (09/2023-), Ruan 0. Nobody within 6 months
#   of the 10-year threshold asked.
# - Venues: "published at ACL" = a paper in the ACL main conference proceedings; TACL (a journal)
#   and workshops held with EMNLP/ACL do not count. First author = first name in the printed
#   author list or marked 第一作者; a patent's 第二发明人 is not authorship.
# - Reviewing / committee: reviewer for a conference or journal, ACL Rolling Review, PC membership;
#   student volunteering and IEEE membership do not count.
# - Tiers: 985 = the 39 Project 985 universities. This set's schools: 985 = Harbin Institute of
#   Technology (Xuan), Tongji University (Yan), 华南理工大学 (栾), 上海交通大学 (赖, MBA only);
#   211-only (also 双一流) = 西安电子科技大学 (漆), 北京交通大学 (赖); none = Xi'an Jiaotong-Liverpool
#   University (Ruan; a Sino-British joint university, NOT 西安交通大学). Foreign: University of
#   Edinburgh (QS top 100), Georgia Tech, University of Mannheim, INSEAD, Edinburgh Napier
#   University (NOT the University of Edinburgh), RWTH Aachen (declined).
# - Bachelor's questions need the bachelor's degree itself at that school.
'''

PEOPLE = {
    "XR": ["xuan ruoheng", "ruoheng xuan", "宣若蘅"],
    "QY": ["qi yanling", "yanling qi", "漆砚岭"],
    "LJ": ["lai junyan", "junyan lai", "赖君砚"],
    "YS": ["shuolin yan", "yan shuolin", "严朔林"],
    "FU": ["friederike unterberger", "unterberger friederike"],
    "LQ": ["luan qinhe", "qinhe luan", "栾沁禾"],
    "RY": ["yize ruan", "ruan yize", "阮奕泽"],
    "MI": ["murdo imrie", "imrie murdo"],
}

# intent: (name, kind tags, gold, evidence lines, [ (lang, q, extra_tags) x4 ])
INTENTS = [
 ("i01-tripcom", ["employer"], ["YS", "MI"], [
   ("+", F["YS"], "Trip.com Group (Ctrip), Shanghai — Hotel Booking Platform"),
   ("+", F["MI"], "Software Engineer, later Senior Software Engineer (2017), Skyscanner, Edinburgh"),
   ("-", F["FU"], "Client: Trip.com Group – European market-entry strategy for the hotel-booking business (2023)."),
  ], [
   ("en", "Which candidates have worked at Trip.com Group, including its subsidiary Skyscanner?"),
   ("en", "anyone ex-ctrip? skyscanner counts too"),
   ("zh", "请列出曾在携程集团（含旗下天巡 Skyscanner）任职的候选人。"),
   ("zh", "谁在携程干过 天巡也算"),
  ]),
 ("i02-edinburgh", ["school"], ["XR", "MI"], [
   ("+", F["XR"], "University of Edinburgh"),
   ("+", F["XR"], "Ph.D. in Informatics (Institute for Language, Cognition and Computation)"),
   ("+", F["MI"], "University of Edinburgh — BSc (Hons) Artificial Intelligence and Computer Science, 2008–2012, First Class"),
   ("-", F["RY"], "Edinburgh Napier University"),
  ], [
   ("en", "Which candidates studied at the University of Edinburgh?"),
   ("en", "who went to uni in edinburgh - the old one founded 1583, not napier"),
   ("zh", "哪些候选人曾就读于英国爱丁堡大学？"),
   ("zh", "有爱大毕业的吗"),
  ]),
 ("i03-masters", ["degree"], ["XR", "LJ", "YS", "FU"], [
   ("+", F["XR"], "M.Sc. in Speech and Language Processing (Distinction)"),
   ("+", F["LJ"], "2021/9-2024/6　上海交通大学安泰经济与管理学院　工商管理硕士（MBA，在职）"),
   ("+", F["YS"], "M.S. Computer Science (online, part-time), Georgia Institute of Technology (OMSCS) — 2023 – present, expected 2027"),
   ("+", F["FU"], "2020 – 2021 MBA, INSEAD"),
   ("-", F["RY"], "Offer of admission, MSc Automotive Engineering, RWTH Aachen University (declined)"),
   ("-", F["MI"], "University of Edinburgh — PhD in Informatics, 2012–2014, not completed (left to join Skyscanner)"),
  ], [
   ("en", "Which candidates hold a master's degree or are currently studying for one (MBAs included)?"),
   ("en", "who's got a masters or is doing one rn, mba counts"),
   ("zh", "请找出已获得或正在攻读硕士学位（含 MBA）的候选人。"),
   ("zh", "研究生学历的有谁 在读的也算 MBA也算"),
  ]),
 ("i04-kafka", ["skill"], ["YS", "MI"], [
   ("+", F["YS"], "Re-built the price-change notification flow on Apache Kafka with exactly-once consumers"),
   ("+", F["MI"], "moved the quote ingestion from batch jobs to Kafka consumers"),
   ("-", F["RY"], "Apache Kafka (coursework)"),
  ], [
   ("en", "Which candidates have used Apache Kafka in a job (not just coursework)?"),
   ("en", "anyone who actually ran kafka event streams at work"),
   ("zh", "哪些候选人在实际工作中使用过 Kafka 消息队列？课程项目不算。"),
   ("zh", "工作里真用过卡夫卡那个分布式消息流平台的有吗"),
  ]),
 ("i05-acl", ["topic"], ["XR", "MI"], [
   ("+", F["XR"], "Ruoheng Xuan, Tamsin Okafor-Reid, Fionn Urquhart. Entailment-Gated Decoding for Faithful Long-Document Summarisation. In Proceedings of ACL 2024 (Main Conference), Bangkok."),
   ("+", F["MI"], "Kirsty Mallach, Murdo Imrie, Fionn Urquhart. Lexical Cohesion Features for Discourse Segmentation of Meeting Transcripts. In Proceedings of ACL 2014, Baltimore."),
   ("-", F["XR"], "Transactions of the ACL (TACL), 2023."),
  ], [
   ("en", "Which candidates have published a paper at the ACL main conference?"),
   ("en", "anyone with a paper at the annual meeting of the association for computational linguistics"),
   ("zh", "哪些候选人在 ACL 主会发表过论文？"),
   ("zh", "有人在计算语言学协会年会上发过文章吗"),
  ]),
 ("i06-first-author", ["topic"], ["XR", "QY", "RY"], [
   ("+", F["XR"], "Ruoheng Xuan, Tamsin Okafor-Reid, Fionn Urquhart. Entailment-Gated Decoding"),
   ("+", F["QY"], "（第一作者）"),
   ("+", F["QY"], "漆砚岭，贺明川。"),
   ("+", F["RY"], "Y. Ruan, K. Osei, M. Liu. Thermal-Aware Torque Derating for Small EV Inverters. SAE Technical Paper 2025-01-8811 (first author)"),
   ("-", F["MI"], "Kirsty Mallach, Murdo Imrie, Fionn Urquhart."),
   ("-", F["QY"], "发明专利：一种降低衬底噪声耦合的保护环版图结构（第二发明人），2021 年授权。"),
  ], [
   ("en", "Which candidates are the first author of a published paper?"),
   ("en", "who's lead author on any paper"),
   ("zh", "哪些候选人以第一作者身份发表过论文？"),
   ("zh", "有一作论文的都有谁"),
  ]),
 ("i07-reviewing", ["topic"], ["XR"], [
   ("+", F["XR"], "Reviewer, ACL Rolling Review (ARR), 2022 – 2025 cycles"),
   ("+", F["XR"], "Program Committee member, EMNLP 2024 and EMNLP 2025"),
   ("-", F["QY"], "IEEE 会员"),
  ], [
   ("en", "Which candidates have served as a reviewer or programme committee member for a conference or journal?"),
   ("en", "anyone done peer review for a conf"),
   ("zh", "哪些候选人担任过学术会议或期刊的审稿人或程序委员会委员？"),
   ("zh", "谁给会议审过稿"),
  ]),
 ("i08-alibaba-2020", ["period", "employer"], ["XR", "YS"], [
   ("+", F["XR"], "Alibaba DAMO Academy"),
   ("+", F["XR"], "Jun 2020 – Sep 2020"),
   ("+", F["YS"], "Ele.me (Alibaba Local Services), Shanghai"),
   ("+", F["YS"], "Java Developer · 07/2019 – 09/2021"),
   ("-", F["RY"], "Alibaba Cloud"),
   ("-", F["LJ"], "2017 年与菜鸟网络合作开展「末端共配」试点（合作方项目，非雇佣）"),
  ], [
   ("en", "Which candidates were working at an Alibaba Group company at some point during 2020 (internships and subsidiaries such as Ele.me or DAMO Academy count)?"),
   ("en", "who was at ali in 2020? interns + ele.me/damo count"),
   ("zh", "哪些候选人在 2020 年期间曾在阿里巴巴集团旗下公司工作（含实习，饿了么、达摩院等子公司也算）？"),
   ("zh", "2020年在阿里系待过的 实习也算 饿了么达摩院都算"),
  ]),
 ("i09-current-smart-home", ["time/role"], ["LQ"], [
   ("+", F["LQN"], "杭州萤石网络股份有限公司（萤石 EZVIZ）"),
   ("+", F["LQN"], "2024 年 4 月 - 至今"),
   ("-", F["LQO"], "2019.07–至今   北京石头世纪科技股份有限公司（石头科技 Roborock）   硬件产品经理"),
   ("-", F["MI"], "Senior Software Engineer, Hive (Centrica Hive Ltd), London"),
  ], [
   ("en", "Which candidates currently work at a smart-home device manufacturer?"),
   ("en", "who's at a smart home hardware co right now"),
   ("zh", "哪些候选人目前就职于智能家居硬件公司？"),
   ("zh", "现在在做智能家居的有谁 门锁摄像头扫地机那种"),
  ]),
 ("i10-carmaker-intern", ["time/role", "employer"], ["RY", "FU"], [
   ("+", F["RY"], "Geely Automobile (Zhejiang Geely Holding Group)"),
   ("+", F["RY"], "Powertrain Controls Intern"),
   ("+", F["FU"], "Summer Intern, Corporate Strategy, BMW Group, Munich"),
   ("-", F["FU"], "Client: a German premium automotive OEM"),
   ("-", F["LJ"], "为上汽大众提供入厂零部件运输方案"),
  ], [
   ("en", "Which candidates have completed an internship at an automobile manufacturer?"),
   ("en", "anyone interned at an automaker / OEM?"),
   ("zh", "哪些候选人有在汽车整车企业实习的经历？"),
   ("zh", "谁在主机厂实习过"),
  ]),
 ("i11-10-years", ["years"], ["QY", "LJ", "LQ", "MI"], [
   ("+", F["QY"], "2015.07–2019.06"),
   ("+", F["QY"], "2019.07–至今"),
   ("+", F["LJ"], "2014/7-2018/3　德邦物流股份有限公司　运营管理培训生 → 营业区运营主管（2016/1 起）"),
   ("+", F["LJ"], "2018/4-至今　中通快递股份有限公司　华东转运中心 运营经理"),
   ("+", F["LQN"], "2015 年 7 月 - 2019 年 6 月"),
   ("+", F["LQN"], "2024 年 4 月 - 至今"),
   ("+", F["MI"], "10/2014 - 05/2019"),
   ("+", F["MI"], "04/2021 - today"),
   ("-", F["FU"], "Aug 2017 – Associate, later Senior Associate (2019), Kearney, Düsseldorf"),
   ("-", F["YS"], "Java Developer · 07/2019 – 09/2021"),
  ], [
   ("en", "Which candidates have at least 10 years of full-time work experience?"),
   ("en", "who has 10+ yrs full time under their belt"),
   ("zh", "哪些候选人拥有十年及以上的全职工作经验？"),
   ("zh", "工龄满十年的有谁 实习不算"),
  ]),
 ("i12-985-bachelor", ["tier", "degree"], ["XR", "YS", "LQ"], [
   ("+", F["XR"], "Harbin Institute of Technology"),
   ("+", F["XR"], "B.Eng. in Computer Science and Technology"),
   ("+", F["YS"], "B.Eng. Software Engineering, Tongji University, Shanghai — 2015 – 2019"),
   ("+", F["LQO"], "2011.09–2015.06   华南理工大学   电子信息工程   工学学士"),
   ("-", F["RY"], "Xi'an Jiaotong-Liverpool University"),
   ("-", F["QY"], "西安电子科技大学"),
   ("-", F["LJ"], "2010/9-2014/6　北京交通大学　物流管理　管理学学士"),
  ], [
   ("en", "Which candidates earned their bachelor's degree at a Project 985 university?"),
   ("en", "undergrad from a 985 school? who"),
   ("zh", "哪些候选人的本科毕业于 985 高校？"),
   ("zh", "本科是顶尖名校那39所里的有谁"),
  ]),
 ("i13-cadence-synopsys", ["employer", "empty-gold"], [], [
   ("-", F["QY"], "EDA 工具：Cadence Virtuoso、Mentor Calibre、Synopsys StarRC（均为日常工作使用）"),
   ("-", F["QY"], "2017 年参加 Cadence 中国用户大会（CDNLive China）并做版图经验分享"),
  ], [
   ("en", "Which candidates have been employed by an EDA vendor such as Cadence or Synopsys?"),
   ("en", "anyone who actually worked for cadence or synopsys, not just used their tools"),
   ("zh", "哪些候选人曾受雇于 Cadence（楷登电子）或 Synopsys（新思科技）等 EDA 厂商？"),
   ("zh", "有在楷登或者新思上过班的吗"),
  ]),
]

def main():
    out = [HEADER, 'as_of: "2026-11-27"', "people:"]
    for k, v in PEOPLE.items():
        out.append(f"  {k}: [" + ", ".join(f'"{a}"' for a in v) + "]")
    out.append("questions:")
    for name, kinds, gold, ev, qs in INTENTS:
        assert len(qs) == 4
        out.append(f"  # ---------------- {name} ----------------")
        for sign, f, quote in ev:
            out.append(f"  # {sign} {f}: {quote}")
        for lang, q in qs:
            tags = list(kinds)
            if gold and any(LANG[g] != lang for g in gold):
                tags.append("cross-lingual")
            tags.append("paraphrase")
            qq = q.replace('"', '\\"')
            out.append(f'  - {{q: "{qq}", intent: {name}, gold: [{", ".join(gold)}], tags: [{", ".join(tags)}]}}')
    open(os.path.join(HERE, "..", "questions.yaml"), "w").write("\n".join(out) + "\n")

if __name__ == "__main__":
    main()
