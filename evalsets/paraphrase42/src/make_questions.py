"""Writes ../questions.yaml from the data below (evidence comments above every question)."""
import os

MSN = "谈明舒_存储_2026.pdf"
MSO = "谈明舒_简历_2022.txt"
RS = "Ragnhild_Solheim_CV.pdf"
AW = "AWrobel_resume.pdf"
HS = "Harpreet_Sandhu_PM.docx"
XC = "单晓岑_精算_简历.docx"
XY = "xinyan_yang_cv.md"
YZ = "tu_yizhou_resume.json"
MG = "IMG_20261103_181442.jpg"

HEADER = """\
# paraphrase42 — blind PARAPHRASE set over blind/paraphrase42/cvs
# (8 fictional people at real companies/universities, 9 CV files: 3 LaTeX PDFs [Chinese ctex
# with tables, moderncv classic, awesome-cv look-alike], 2 DOCX [one Chinese], 1 Markdown,
# 1 plain text, 1 JSON Resume, 1 phone photo .jpg of an English page; 4 files in Chinese).
# 13 intents x 4 phrasings (EN formal, EN chatty, ZH formal, ZH chatty); every question
# carries `intent:` and all 4 phrasings of one intent have the SAME gold.
#
# Evidence comments: "+ file: quote" supports a gold person, "- file: quote" documents a trap.
# Quotes are verbatim from the file's text (pdftotext for PDFs; python-docx paragraphs and
# table cells for DOCX; raw file for .md/.txt/.json, markdown */** markers ignored); the
# photo IMG_20261103_181442.jpg has no text layer: its quotes are checked against
# src/mateusz_grabowski_page1.txt (pdftotext of the page before it was photographed).
# Whitespace is ignored when matching.
#
# GOLD RULES (what a recruiter would not type but the gold depends on):
# - as_of 2026-11-26 is "today"; "present", "today", "至今" mean as_of.
# - "worked at X" includes internships unless the question says otherwise. NOT employment:
#   awards, scholarships, competitions, hackathons (incl. judging one), certifications
#   (AWS/CKA/Google Cloud/Google Analytics certificates), talks and keynotes, clients of a
#   consultancy, payment gateways integrated for a client, student volunteering, visiting-
#   student stints, co-author affiliations.
# - Subsidiaries/divisions: TikTok, Douyin, Feishu and ByteDance Research are ByteDance;
#   Alibaba Cloud (阿里云) is Alibaba; 财付通 / 微信支付 (WeChat Pay) and Tencent AI Lab are
#   Tencent; 蚂蚁集团 / 支付宝 is Ant Group; RF360 Europe GmbH ("a Qualcomm company") is
#   Qualcomm; AWS is Amazon; Google DeepMind is Google; Meta AI (FAIR) is Meta; MSRA is
#   Microsoft.
# - "Chinese internet company" (i10) = a China-headquartered internet/tech platform company
#   (Alibaba incl. Alibaba Cloud, Tencent, ByteDance, Ant Group, Baidu, Meituan, JD, Vipshop …).
#   MSRA (Microsoft) and Meta AI are not. Only internships count in i10; full-time jobs do not.
# - "semiconductor / chip company" (i09): Qualcomm and its subsidiary RF360 are; Ericsson
#   (telecom equipment) is not.
# - "current" = the job whose end date is present/today/至今 in the person's NEWEST CV. Tan
#   Mingshu has two CVs (谈明舒_简历_2022.txt, Feb 2022, says Huawei 至今; 谈明舒_存储_2026.pdf
#   says Huawei ended 2022.03 and ByteDance 2022.04 – 至今); the newer decides. Both files are
#   one candidate; evidence in either counts.
# - Years of full-time experience (i11): sum of full-time employment from first full-time job
#   to as_of; internships, PhD studies, teaching assistantships, tutoring and visiting-student
#   stints do not count. Computed: Wróbel 15.4 (Jul 2011), Sandhu 13.4 (Jun 2013), Grabowski
#   12.1 (10/2014), Tu 11.4 (2015-07), Shan 8.7 (2018年3月), Tan 7.4 (2019.07), Solheim 5.9
#   (Jan 2021), Yang 0. Nobody is within 6 months of 10.
# - Degrees (i03): completed or in progress both count; an unfinished/abandoned programme
#   (Grabowski's PhD studies 2014–2016, "not completed") does not. Oxford's DPhil is a PhD.
# - Studied at a school (i02): any degree programme there, incl. a part-time MBA; talks,
#   seminars and conferences held there/in that city do not count.
# - Publications (i05/i06): main papers as printed in the CV. USENIX FAST = the USENIX
#   Conference on File and Storage Technologies. First author = first name in the printed
#   author list (equal-contribution "*" first-listed counts).
# - Reviewing / committee (i07): reviewer, secondary reviewer, area chair, programme-committee
#   member of a conference or journal count (an industry conference PC such as SREcon counts);
#   student volunteering, hackathon judging and giving talks do not.
# - Tier (i12): Project 985 list (39 universities). Schools in this set: 华中科技大学 (HUST) 985;
#   哈尔滨工业大学 (HIT) 985; 中山大学 985; 中山大学南方学院 is an independent/private college,
#   NOT 985 (near-namesake of 中山大学); 中央财经大学 211 + 双一流, not 985. Only the BACHELOR'S
#   school counts (Tu Yizhou's 985 master's at 中山大学 does not). Foreign schools are not 985.
# - i13 is empty: nobody currently works at Huawei (Tan Mingshu left 2022.03 per the newer CV).
as_of: "2026-11-26"
people:
  MS: ["tan mingshu", "mingshu tan", "谈明舒"]
  RS: ["ragnhild solheim", "solheim ragnhild"]
  XC: ["shan xiaocen", "xiaocen shan", "单晓岑"]
  MG: ["mateusz grabowski", "grabowski mateusz"]
  HS: ["harpreet sandhu", "sandhu harpreet"]
  XY: ["yang xinyan", "xinyan yang", "阳欣妍"]
  YZ: ["tu yizhou", "yizhou tu", "涂一舟"]
  AW: ["agnieszka wrobel", "wrobel agnieszka", "agnieszka wróbel", "wróbel agnieszka"]
questions:
"""

# intent -> (gold, evidence lines, [(q, tags)...])
INTENTS = [
 ("i01-bytedance", ["MS", "HS", "XY"], [
   ("+", MSN, "字节跳动 基础架构部 存储团队 2022.04 – 至今"),
   ("+", HS, "TikTok (ByteDance) — Toronto"),
   ("+", XY, "ByteDance Research, Beijing — Research Intern, 06/2024 – 09/2024."),
   ("-", YZ, "\"name\": \"腾讯 财付通（微信支付）\","),
  ], [
   ("Which candidates have worked at ByteDance, including internships and TikTok?", ["employer", "paraphrase", "cross-lingual"]),
   ("anyone been at the tiktok parent company? interns fine", ["employer", "paraphrase", "cross-lingual"]),
   ("哪些候选人曾在字节跳动工作过（含实习）？", ["employer", "paraphrase", "cross-lingual"]),
   ("有没有在字节待过的 实习也算", ["employer", "paraphrase", "cross-lingual"]),
  ]),
 ("i02-uoft", ["HS", "XC"], [
   ("+", HS, "Rotman School of Management, University of Toronto"),
   ("+", XC, "多伦多大学（University of Toronto）"),
   ("-", RS, "Invited talk, Vector Institute / University of Toronto vision seminar"),
   ("-", XY, "Student volunteer, ACL 2023 (Toronto)"),
  ], [
   ("Which candidates studied at the University of Toronto?", ["school", "paraphrase", "cross-lingual"]),
   ("any UofT alums in here", ["school", "paraphrase", "cross-lingual"]),
   ("哪些候选人在多伦多大学读过书？", ["school", "paraphrase", "cross-lingual"]),
   ("有多大校友吗", ["school", "paraphrase", "cross-lingual"]),
  ]),
 ("i03-phd", ["RS", "XY"], [
   ("+", RS, "DPhil (PhD) in Engineering Science, University of Oxford"),
   ("+", XY, "PhD in Informatics (NLP), Sept 2021 – present (expected 2027)"),
   ("-", MG, "PhD studies in microwave engineering, Warsaw University of Technology, 2014 – 2016 (not completed; left to focus on industry)"),
  ], [
   ("Which candidates hold a doctorate or are currently working towards one?", ["degree", "paraphrase", "cross-lingual"]),
   ("phds? done or still doing it, both ok", ["degree", "paraphrase"]),
   ("哪些候选人拥有博士学位或正在攻读博士？", ["degree", "paraphrase", "cross-lingual"]),
   ("博士毕业或者博士在读的有谁", ["degree", "paraphrase", "cross-lingual"]),
  ]),
 ("i04-kubernetes-at-work", ["YZ", "AW", "MS"], [
   ("+", YZ, "主导核心支付链路从虚拟机迁移到 Kubernetes"),
   ("+", AW, "Designed multi-tenant container platforms on Amazon EKS (Kubernetes) for two tier-1 banks"),
   ("+", MSN, "主导开发面向 Kubernetes 的 CSI 插件"),
   ("-", XY, "also familiar with Docker and Kubernetes (coursework only)"),
  ], [
   ("Which candidates have used Kubernetes in one of their jobs?", ["skill", "paraphrase", "cross-lingual"]),
   ("who's actually used k8s on the job, not just on the skills list", ["skill", "paraphrase", "cross-lingual"]),
   ("哪些候选人在工作中使用过 Kubernetes？", ["skill", "paraphrase", "cross-lingual"]),
   ("有没有工作里真搞过容器编排的 k8s 那种", ["skill", "paraphrase", "cross-lingual"]),
  ]),
 ("i05-usenix-fast", ["MS"], [
   ("+", MSN, "Key-Value Stores on Open-Channel SSDs. USENIX FAST 2019."),
   ("+", MSO, "USENIX FAST 2019（第二作者）"),
  ], [
   ("Which candidates have published a paper at USENIX FAST?", ["topic", "paraphrase", "cross-lingual"]),
   ("anyone got a paper at the file and storage technologies conf", ["topic", "paraphrase", "cross-lingual"]),
   ("哪些候选人在 USENIX FAST 会议上发表过论文？", ["topic", "paraphrase"]),
   ("有人在存储顶会 FAST 上发过 paper 吗", ["topic", "paraphrase"]),
  ]),
 ("i06-first-author", ["RS", "XY", "MG"], [
   ("+", RS, "R. Solheim, T. Okuma, J. Brennholt. Sparse-View Correspondence with Epipolar Transformers. CVPR 2020"),
   ("+", XY, "Xinyan Yang, Fiona Mackay. Faithful by Construction: Citation-Grounded Long-Document Summarisation. EMNLP 2024."),
   ("+", MG, "M. Grabowski, K. Nowicki, A. Lis."),
   ("-", MSN, "Wenbin Ruan, 谈明舒 (Mingshu Tan), Kai Liang, Jun Peng."),
   ("-", MSO, "（第二作者）"),
  ], [
   ("Which candidates are the first author of at least one paper?", ["topic", "paraphrase", "cross-lingual"]),
   ("who's got a first-author pub", ["topic", "paraphrase", "cross-lingual"]),
   ("哪些候选人以第一作者身份发表过论文？", ["topic", "paraphrase", "cross-lingual"]),
   ("有一作论文的有谁", ["topic", "paraphrase", "cross-lingual"]),
  ]),
 ("i07-reviewer-or-pc", ["RS", "XY", "YZ"], [
   ("+", RS, "Reviewer CVPR 2022–2025, ICCV 2023, NeurIPS 2023–2024, IEEE TPAMI"),
   ("+", RS, "Area Chair ECCV 2024"),
   ("+", XY, "Reviewer, ACL Rolling Review (ARR), 2023–2025"),
   ("+", YZ, "SREcon24 Asia/Pacific 程序委员会委员，负责议题评审。"),
   ("-", HS, "Judge, Hack the North 2022 (University of Waterloo)"),
   ("-", AW, "AWS re:Invent 2023 – “Zero-downtime core banking migration” (breakout session, co-presented with a customer)"),
  ], [
   ("Which candidates have served as a reviewer or programme committee member for a conference or journal?", ["topic", "paraphrase", "cross-lingual"]),
   ("anyone done peer review or sat on a conf PC", ["topic", "paraphrase", "cross-lingual"]),
   ("哪些候选人担任过学术会议或期刊的审稿人或程序委员会成员？", ["topic", "paraphrase", "cross-lingual"]),
   ("有谁给会议审过稿或者进过PC的", ["topic", "paraphrase", "cross-lingual"]),
  ]),
 ("i08-tencent-during-2019", ["YZ"], [
   ("+", YZ, "腾讯 财付通（微信支付）"),
   ("+", YZ, "\"startDate\": \"2018-04\","),
   ("+", YZ, "\"endDate\": \"2021-06\","),
   ("-", XY, "Tencent AI Lab, Shenzhen — Research Intern, summer 2022."),
  ], [
   ("Which candidates were working at Tencent at any point during 2019?", ["period", "employer", "paraphrase", "cross-lingual"]),
   ("who was at the wechat company sometime in 2019", ["period", "employer", "paraphrase", "cross-lingual"]),
   ("2019 年期间有哪些候选人在腾讯任职？", ["period", "employer", "paraphrase"]),
   ("19年在鹅厂的有谁", ["period", "employer", "paraphrase"]),
  ]),
 ("i09-currently-chip-company", ["MG"], [
   ("+", MG, "RF360 Europe GmbH (a Qualcomm company), Munich"),
   ("+", MG, "04/2019 – today"),
  ], [
   ("Which candidates currently work at a semiconductor company?", ["time/role", "employer", "paraphrase"]),
   ("who's at a chipmaker right now", ["time/role", "employer", "paraphrase"]),
   ("目前在半导体公司任职的候选人有哪些？", ["time/role", "employer", "paraphrase", "cross-lingual"]),
   ("现在在芯片厂上班的有吗", ["time/role", "employer", "paraphrase", "cross-lingual"]),
  ]),
 ("i10-intern-chinese-internet", ["MS", "XY"], [
   ("+", MSN, "阿里云 存储服务部（盘古团队） 2018.06 – 2018.09 存储研发实习生"),
   ("+", MSO, "2018年6月 - 2018年9月   阿里云   存储研发实习生"),
   ("+", XY, "Tencent AI Lab, Shenzhen — Research Intern, summer 2022."),
   ("+", XY, "ByteDance Research, Beijing — Research Intern, 06/2024 – 09/2024."),
   ("-", RS, "Research Intern, Meta AI (FAIR), Paris"),
   ("-", YZ, "\"position\": \"SRE 高级工程师\","),
   ("-", HS, "Product Manager, Creator Monetization | Jan 2020 – Aug 2023"),
  ], [
   ("Which candidates have done an internship at a Chinese internet company?", ["time/role", "employer", "paraphrase", "cross-lingual"]),
   ("anyone interned at one of the big chinese tech platforms? internships only not FT", ["time/role", "employer", "paraphrase", "cross-lingual"]),
   ("哪些候选人在中国互联网公司有过实习经历？", ["time/role", "employer", "paraphrase", "cross-lingual"]),
   ("有在国内大厂实过习的吗", ["time/role", "employer", "paraphrase", "cross-lingual"]),
  ]),
 ("i11-10y-fulltime", ["AW", "HS", "MG", "YZ"], [
   ("+", AW, "Jul 2011 – Feb 2015"),
   ("+", AW, "Sep 2019 – Present"),
   ("+", HS, "Marketing Coordinator | Jun 2013 – 2015"),
   ("+", HS, "Senior Product Manager, Creator Monetization | Sep 2023 – Present"),
   ("+", MG, "10/2014 – 03/2019"),
   ("+", MG, "04/2019 – today"),
   ("+", YZ, "\"name\": \"唯品会\","),
   ("+", YZ, "\"startDate\": \"2015-07\","),
   ("-", XC, "中国平安人寿保险股份有限公司　精算部　2018年3月 – 2021年7月"),
   ("-", MSN, "2019.07 – 2022.03"),
   ("-", RS, "Jan 2021 – Research Scientist, Google DeepMind, London"),
  ], [
   ("Which candidates have at least 10 years of full-time work experience?", ["years", "paraphrase", "cross-lingual"]),
   ("need a decade+ of real non-intern work exp, who fits", ["years", "paraphrase", "cross-lingual"]),
   ("全职工作经验 10 年及以上的候选人有哪些？", ["years", "paraphrase", "cross-lingual"]),
   ("工龄十年往上的有谁", ["years", "paraphrase", "cross-lingual"]),
  ]),
 ("i12-985-bachelor", ["MS", "XY"], [
   ("+", MSN, "2012.09 – 2016.06 华中科技大学 计算机科学与技术学院 计算机科学与技术 工学学士"),
   ("+", MSO, "2012年9月 - 2016年6月   华中科技大学   计算机科学与技术   本科"),
   ("+", XY, "Harbin Institute of Technology (哈尔滨工业大学) — B.Eng. in Computer Science and Technology, 2016 – 2020."),
   ("-", YZ, "\"institution\": \"中山大学南方学院\","),
   ("-", YZ, "\"area\": \"计算机技术（非全日制）\","),
   ("-", XC, "中央财经大学"),
  ], [
   ("Which candidates got their bachelor's degree at one of the 39 Project 985 universities?", ["tier", "degree", "paraphrase", "cross-lingual"]),
   ("who did undergrad at a 985 school", ["tier", "degree", "paraphrase", "cross-lingual"]),
   ("哪些候选人的本科毕业于 985 高校？", ["tier", "degree", "paraphrase", "cross-lingual"]),
   ("本科是985的有哪些人", ["tier", "degree", "paraphrase", "cross-lingual"]),
  ]),
 ("i13-currently-huawei", [], [
   ("-", MSO, "2019年7月 - 至今   华为技术有限公司   存储产品线   高级软件工程师"),
   ("-", MSN, "华为技术有限公司 存储产品线（OceanStor） 2019.07 – 2022.03"),
   ("-", MG, "Ericsson, Łódź (Poland)"),
  ], [
   ("Which candidates currently work at Huawei?", ["employer", "time/role", "empty-gold", "paraphrase"]),
   ("anyone still at huawei right now", ["employer", "time/role", "empty-gold", "paraphrase"]),
   ("目前在华为任职的候选人有哪些？", ["employer", "time/role", "empty-gold", "paraphrase"]),
   ("现在还在菊厂的有吗", ["employer", "time/role", "empty-gold", "paraphrase"]),
  ]),
]


def yq(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def main():
    out = [HEADER]
    for intent, gold, ev, qs in INTENTS:
        out.append(f"  # ---------------- {intent} (gold: {', '.join(gold) or 'none'}) ----------------\n")
        for q, tags in qs:
            for sign, f, quote in ev:
                out.append(f"  # {sign} {f}: {quote}\n")
            out.append(f"  - {{q: {yq(q)}, gold: [{', '.join(gold)}], tags: [{', '.join(tags)}], intent: {intent}}}\n")
    p = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "questions.yaml")
    with open(p, "w", encoding="utf-8") as fh:
        fh.write("".join(out))


if __name__ == "__main__":
    main()
