"""Writes ../questions.yaml for paraphrase51 (13 intents x 4 phrasings)."""
from pathlib import Path

HERE = Path(__file__).resolve().parent
LANG = {  # language of each CV file (for the cross-lingual tag)
    "lanting_zhou_cv.pdf": "en", "gong_chengyuan_zh.pdf": "zh", "clemence_ravoux_cv.pdf": "en",
    "喻景辰_风控简历.docx": "zh", "sunil_wadhwa_resume.docx": "en",
    "yucheng_zhan_resume_2021.txt": "en", "詹宇澄_SRE_2026.md": "zh",
    "qinyu_lang_cv_photo.jpg": "en", "ge_yuanzhou_resume.json": "zh",
}
PEOPLE = {
    "LZ": ["lanting zhou", "zhou lanting", "周兰亭"],
    "YJ": ["yu jingchen", "jingchen yu", "喻景辰"],
    "GC": ["gong chengyuan", "chengyuan gong", "宫承远"],
    "CR": ["clémence ravoux", "clemence ravoux", "ravoux clémence", "ravoux clemence"],
    "SW": ["sunil wadhwa", "wadhwa sunil"],
    "ZY": ["zhan yucheng", "yucheng zhan", "詹宇澄"],
    "QL": ["qinyu lang", "lang qinyu", "郎沁雨"],
    "GY": ["ge yuanzhou", "yuanzhou ge", "戈远舟"],
}
OWNER = {
    "lanting_zhou_cv.pdf": "LZ", "gong_chengyuan_zh.pdf": "GC", "clemence_ravoux_cv.pdf": "CR",
    "喻景辰_风控简历.docx": "YJ", "sunil_wadhwa_resume.docx": "SW",
    "yucheng_zhan_resume_2021.txt": "ZY", "詹宇澄_SRE_2026.md": "ZY",
    "qinyu_lang_cv_photo.jpg": "QL", "ge_yuanzhou_resume.json": "GY",
}

# intent: (name, gold, kinds, evidence [(sign, file, quote)], [(q, lang, register)])
INTENTS = [
 ("i01-tencent", ["YJ", "QL", "GY"], ["employer"], [
   ("+", "喻景辰_风控简历.docx", "腾讯 · 微信支付　风控数据分析实习生　2016.07–2016.09"),
   ("+", "qinyu_lang_cv_photo.jpg", "Tencent AI Lab, Shenzhen"),
   ("+", "qinyu_lang_cv_photo.jpg", "Research Intern, Machine Learning Center"),
   ("+", "ge_yuanzhou_resume.json", "腾讯云"),
   ("+", "ge_yuanzhou_resume.json", "技术总监，云原生产品中心"),
   ("-", "lanting_zhou_cv.pdf", "Tencent Rhino-Bird Research Scholarship, 2019"),
  ], [
   ("Which candidates have worked at Tencent at any point, internships included? Units such as WeChat Pay, Tencent AI Lab and Tencent Cloud count as Tencent.", "en", "formal"),
   ("anyone ex-penguin here? wechat / tencent cloud / ai lab ppl count, interns too", "en", "chatty"),
   ("请列出曾在腾讯工作或实习过的候选人（微信支付、腾讯 AI Lab、腾讯云等都算腾讯）。", "zh", "formal"),
   ("有鹅厂出来的吗 实习也算 微信支付腾讯云那些都算", "zh", "chatty"),
  ]),
 ("i02-zju", ["LZ", "GC"], ["school"], [
   ("+", "lanting_zhou_cv.pdf", "Zhejiang University"),
   ("+", "lanting_zhou_cv.pdf", "B.Eng. in Computer Science and Technology"),
   ("+", "gong_chengyuan_zh.pdf", "浙江大学"),
   ("+", "gong_chengyuan_zh.pdf", "光学工程（光电科学与工程学院）"),
   ("-", "ge_yuanzhou_resume.json", "浙江工业大学"),
  ], [
   ("Which candidates studied at Zhejiang University? Any degree level counts.", "en", "formal"),
   ("any ZJU alums? undergrad or grad school whatever", "en", "chatty"),
   ("哪些候选人在浙江大学就读过（本科、硕士、博士均可）？", "zh", "formal"),
   ("有浙大毕业的吗 啥学位都行", "zh", "chatty"),
  ]),
 ("i03-phd", ["LZ", "QL"], ["degree"], [
   ("+", "lanting_zhou_cv.pdf", "Ph.D. in Computer Science, advisor on dynamic graph mining"),
   ("+", "qinyu_lang_cv_photo.jpg", "Ph.D. student, Computer Science and Engineering; topic: temporal graph learning"),
   ("+", "qinyu_lang_cv_photo.jpg", "Sep 2026 – present"),
   ("-", "ge_yuanzhou_resume.json", "博士研究生（未完成，2010 年退学）"),
   ("-", "sunil_wadhwa_resume.docx", "Executive MBA (online, part-time), IIM Kozhikode — in progress, 2025 – 2027"),
  ], [
   ("Which candidates hold a PhD or are currently enrolled in a PhD programme?", "en", "formal"),
   ("who's got a doctorate or is doing one right now", "en", "chatty"),
   ("哪些候选人已获得博士学位或正在攻读博士？", "zh", "formal"),
   ("有博士吗 在读的也算", "zh", "chatty"),
  ]),
 ("i04-k8s-at-work", ["ZY", "GY"], ["skill"], [
   ("+", "yucheng_zhan_resume_2021.txt", "Migrated 400+ stateless services onto Kubernetes (ACK) clusters with Helm and Argo CD."),
   ("+", "詹宇澄_SRE_2026.md", "管理 30+ 个生产 Kubernetes 集群（约 9 万个 Pod）"),
   ("+", "ge_yuanzhou_resume.json", "主导全站容器化，将 2000+ 个服务迁移到自建 Kubernetes 集群，资源成本下降 35%。"),
   ("-", "sunil_wadhwa_resume.docx", "Kubernetes basics (online course)"),
   ("-", "喻景辰_风控简历.docx", "了解 Docker / Kubernetes"),
  ], [
   ("Which candidates have used Kubernetes in an actual job, not just listed it under skills?", "en", "formal"),
   ("who's actually run k8s at work", "en", "chatty"),
   ("哪些候选人在工作中实际使用过 Kubernetes？只在技能栏里写了的不算。", "zh", "formal"),
   ("有在工作里真搞过k8s的吗", "zh", "chatty"),
  ]),
 ("i05-kdd-paper", ["LZ", "QL"], ["topic"], [
   ("+", "lanting_zhou_cv.pdf", "Temporal Motif Sampling for Dynamic Graph Embedding. In Proc. of KDD 2020."),
   ("+", "qinyu_lang_cv_photo.jpg", "Benchmarking Dynamic Graph Models under Distribution Shift. KDD 2025 (Datasets and Benchmarks Track)."),
   ("-", "喻景辰_风控简历.docx", "KDD Cup 2019 团队赛 Top 10（数据挖掘竞赛）"),
  ], [
   ("Which candidates have published a paper at KDD?", "en", "formal"),
   ("anyone got a paper in the big ACM data mining conference (sigkdd)?", "en", "chatty"),
   ("哪些候选人在 KDD 会议上发表过论文？", "zh", "formal"),
   ("谁在KDD发过paper", "zh", "chatty"),
  ]),
 ("i06-first-author", ["LZ", "GC", "QL"], ["topic"], [
   ("+", "lanting_zhou_cv.pdf", "Lanting Zhou, Wei-Ren Koh, Min Tan. Temporal Motif Sampling for Dynamic Graph Embedding."),
   ("+", "gong_chengyuan_zh.pdf", "宫承远，李慕白，沈晓. 大视场潜望式长焦镜头的公差分析与装调补偿"),
   ("+", "gong_chengyuan_zh.pdf", "（第一作者）"),
   ("+", "qinyu_lang_cv_photo.jpg", "Qinyu Lang, Haoqi Ye, Weinan Zhang. Forgetting Gates for Temporal Link Prediction."),
   ("-", "yucheng_zhan_resume_2021.txt", "SREcon Asia/Pacific 2020 (virtual) - \"Paging less: alert hygiene at cloud scale\""),
  ], [
   ("Which candidates are the first author of at least one published paper?", "en", "formal"),
   ("who has a first-author paper", "en", "chatty"),
   ("哪些候选人以第一作者身份发表过论文？", "zh", "formal"),
   ("有一作的吗", "zh", "chatty"),
  ]),
 ("i07-reviewer-pc", ["LZ"], ["topic"], [
   ("+", "lanting_zhou_cv.pdf", "Reviewer, IEEE Transactions on Knowledge and Data Engineering (TKDE), 2021 – present"),
   ("+", "lanting_zhou_cv.pdf", "Program Committee member, KDD 2024 Research Track"),
   ("-", "qinyu_lang_cv_photo.jpg", "Student volunteer, KDD 2025, Toronto"),
  ], [
   ("Which candidates have reviewed for an academic journal or served on a conference programme committee?", "en", "formal"),
   ("anyone done peer review or PC duty for a journal / conf?", "en", "chatty"),
   ("哪些候选人担任过学术期刊审稿人或学术会议程序委员会成员？", "zh", "formal"),
   ("谁给期刊审过稿或者当过会议PC", "zh", "chatty"),
  ]),
 ("i08-alibaba-2021", ["LZ", "ZY"], ["period", "employer"], [
   ("+", "lanting_zhou_cv.pdf", "Ant Group"),
   ("+", "lanting_zhou_cv.pdf", "Senior Researcher, Graph Intelligence"),
   ("+", "lanting_zhou_cv.pdf", "Aug 2021 – Present"),
   ("+", "yucheng_zhan_resume_2021.txt", "Alibaba Cloud (Aliyun) Jul 2019 - present"),
   ("+", "詹宇澄_SRE_2026.md", "阿里云 — 站点可靠性工程师（SRE），弹性计算"),
   ("+", "詹宇澄_SRE_2026.md", "2019/7 - 2022/3"),
   ("-", "ge_yuanzhou_resume.json", "阿里巴巴（淘宝）"),
   ("-", "ge_yuanzhou_resume.json", "\"endDate\": \"2018-06\""),
  ], [
   ("Who was employed by Alibaba Group at any time during 2021? Subsidiaries such as Ant Group and Alibaba Cloud count.", "en", "formal"),
   ("who was at ali in 2021? ant / aliyun count", "en", "chatty"),
   ("2021 年期间有哪些候选人在阿里巴巴集团任职？蚂蚁集团、阿里云等子公司都算。", "zh", "formal"),
   ("21年在阿里系待过的有谁 蚂蚁阿里云都算", "zh", "chatty"),
  ]),
 ("i09-current-saas", ["SW", "GY"], ["time/role"], [
   ("+", "sunil_wadhwa_resume.docx", "Freshworks (Freshdesk & Freshservice)"),
   ("+", "sunil_wadhwa_resume.docx", "since 10/2023"),
   ("+", "ge_yuanzhou_resume.json", "群核科技（酷家乐）"),
   ("+", "ge_yuanzhou_resume.json", "负责酷家乐云设计 SaaS 平台及海外版 Coohom 的全部研发，团队 600 人。"),
   ("-", "clemence_ravoux_cv.pdf", "Adobe Illustrator, Power BI, Salesforce Marketing Cloud"),
   ("-", "qinyu_lang_cv_photo.jpg", "Declined a Data Science Intern offer from Salesforce (2025)"),
  ], [
   ("Which candidates currently work at a SaaS company?", "en", "formal"),
   ("who's at a b2b subscription-software shop right now", "en", "chatty"),
   ("目前在 SaaS 公司任职的候选人有哪些？", "zh", "formal"),
   ("现在在卖订阅制企业软件的公司上班的有谁", "zh", "chatty"),
  ]),
 ("i10-tech-internship", ["LZ", "YJ", "QL"], ["time/role"], [
   ("+", "lanting_zhou_cv.pdf", "Research Intern, Data, Knowledge and Intelligence group"),
   ("+", "lanting_zhou_cv.pdf", "Microsoft Research Asia"),
   ("+", "喻景辰_风控简历.docx", "腾讯 · 微信支付　风控数据分析实习生　2016.07–2016.09"),
   ("+", "qinyu_lang_cv_photo.jpg", "Tencent AI Lab, Shenzhen"),
   ("+", "qinyu_lang_cv_photo.jpg", "Research Intern, Machine Learning Center"),
   ("-", "clemence_ravoux_cv.pdf", "Marketing Intern, Red Bull France, Paris"),
   ("-", "ge_yuanzhou_resume.json", "软件工程师，MIUI 系统组"),
  ], [
   ("Which candidates have done an internship (not a full-time role) at a big tech or internet company?", "en", "formal"),
   ("anyone interned at big tech?", "en", "chatty"),
   ("哪些候选人有过互联网或科技大公司的实习经历（全职不算）？", "zh", "formal"),
   ("谁在大厂实习过", "zh", "chatty"),
  ]),
 ("i11-8yrs-fulltime", ["YJ", "CR", "ZY", "GY"], ["years"], [
   ("+", "喻景辰_风控简历.docx", "风险数据分析师　2017.07–2020.08"),
   ("+", "喻景辰_风控简历.docx", "高级风控模型工程师　2023.01–至今"),
   ("+", "clemence_ravoux_cv.pdf", "Brand Executive, Pernod Ricard France, Paris"),
   ("+", "clemence_ravoux_cv.pdf", "Sep 2015 –"),
   ("+", "clemence_ravoux_cv.pdf", "Brand Manager, evian, Danone Waters China, Shanghai"),
   ("+", "詹宇澄_SRE_2026.md", "2016/7 - 2019/6"),
   ("+", "詹宇澄_SRE_2026.md", "2022/4 - 至今"),
   ("+", "yucheng_zhan_resume_2021.txt", "Trip.com Group (Ctrip) Jul 2016 - Jun 2019"),
   ("+", "ge_yuanzhou_resume.json", "16 年研发与技术管理经验"),
   ("+", "ge_yuanzhou_resume.json", "软件工程师，MIUI 系统组"),
   ("-", "gong_chengyuan_zh.pdf", "2019 年 7 月 – 2022 年 2 月"),
   ("-", "sunil_wadhwa_resume.docx", "Aug 2019 – Mar 2021"),
   ("-", "lanting_zhou_cv.pdf", "Aug 2021 – Present"),
  ], [
   ("Which candidates have at least 8 years of full-time work experience? Internships and PhD years do not count.", "en", "formal"),
   ("need folks w/ 8+ yrs full time, interns dont count", "en", "chatty"),
   ("全职工作经验满 8 年及以上的候选人有哪些？实习和读博期间不计。", "zh", "formal"),
   ("工龄8年往上的有谁 实习不算", "zh", "chatty"),
  ]),
 ("i12-985-bachelor", ["LZ", "ZY", "QL"], ["tier", "degree"], [
   ("+", "lanting_zhou_cv.pdf", "Zhejiang University"),
   ("+", "lanting_zhou_cv.pdf", "B.Eng. in Computer Science and Technology"),
   ("+", "yucheng_zhan_resume_2021.txt", "Huazhong University of Science and Technology (HUST), Wuhan"),
   ("+", "詹宇澄_SRE_2026.md", "华中科技大学 计算机科学与技术 本科（2012 - 2016）"),
   ("+", "qinyu_lang_cv_photo.jpg", "Shanghai Jiao Tong University"),
   ("+", "qinyu_lang_cv_photo.jpg", "B.Eng. in Computer Science (Zhiyuan Honors Program)"),
   ("-", "gong_chengyuan_zh.pdf", "长春理工大学"),
   ("-", "喻景辰_风控简历.docx", "西南财经大学"),
   ("-", "ge_yuanzhou_resume.json", "浙江工业大学"),
  ], [
   ("Which candidates got their bachelor's degree from a Project 985 university, i.e. one of China's 39 elite universities?", "en", "formal"),
   ("985 undergrads?", "en", "chatty"),
   ("本科毕业于 985 高校的候选人有哪些？", "zh", "formal"),
   ("本科是985的有谁", "zh", "chatty"),
  ]),
 ("i13-huawei-empty", [], ["employer", "empty-gold"], [
   ("-", "gong_chengyuan_zh.pdf", "2018 年“华为杯”第十五届中国研究生数学建模竞赛二等奖"),
  ], [
   ("Which candidates have worked at Huawei, including HiSilicon, internships included?", "en", "formal"),
   ("any ex-huawei folks? hisilicon counts", "en", "chatty"),
   ("哪些候选人曾在华为（含海思）工作或实习过？", "zh", "formal"),
   ("有华子出来的吗 海思也算", "zh", "chatty"),
  ]),
]

HEADER = """\
# paraphrase51 — blind PARAPHRASE set over paraphrase51/cvs (8 fictional people at
# real companies and universities, 9 CV files: 3 LaTeX PDFs (awesome-cv look-alike, Chinese ctex with tables,
# moderncv classic), 2 DOCX (one Chinese with an education table, one English with an experience table),
# 1 Markdown (Chinese), 1 plain text (English, old CV), 1 JSON Resume (Chinese), 1 phone photo .jpg of an
# English page, no text layer; its text is in src/qinyu_lang_cv_page1.txt).
# 13 intents, each asked exactly 4 ways (2 English + 2 Chinese; one formal and one chatty per language);
# all 4 questions of an intent carry the same `intent:` and the SAME gold.
# tags: kinds for the per-kind table; paraphrase on every question; cross-lingual = some gold person's
# only evidence for this question is in a CV in the other language; empty-gold = nobody qualifies.
# Evidence comments: "+ file: quote" supports a gold person, "- file: quote" documents a trap. Quotes are
# verbatim from pdftotext (PDF), python-docx paragraphs and table cells (DOCX), the file itself (md/txt/json),
# or src/qinyu_lang_cv_page1.txt for the photo; whitespace is ignored. src/check_evidence.py verifies them.
#
# Gold rules (as_of 2026-11-26 is "today" for present / 至今 / today / since, and for years):
# - "worked at X" includes internships unless the question says otherwise. NOT employment: scholarships
#   (Tencent Rhino-Bird Research Scholarship), competitions (KDD Cup, 华为杯 数学建模竞赛), talks (SREcon),
#   declined offers (Salesforce), student-volunteering, tools used (Salesforce Marketing Cloud), clients.
# - Subsidiaries: WeChat Pay (微信支付), Tencent AI Lab and Tencent Cloud (腾讯云) are Tencent; Ant Group,
#   Alibaba Cloud (阿里云 / Aliyun) and Taobao (淘宝) are Alibaba Group; HiSilicon (海思) is Huawei.
#   Microsoft Research Asia is Microsoft (a big tech company). A university lab (APEX Lab, SJTU) is not a company.
# - "during 2021": employed at some point inside calendar year 2021 (a job starting Aug 2021 counts).
# - "currently": the job marked present / 至今 / today / since / with no end date, in the NEWEST CV of a
#   person. ZHAN Yucheng has an old CV (yucheng_zhan_resume_2021.txt, May 2021) and a new one (詹宇澄_SRE_2026.md);
#   they are one candidate (same e-mail and phone) and evidence in either counts, but the new one decides
#   what is current.
# - SaaS companies here: Freshworks, 群核科技（酷家乐, cloud design SaaS）. Zoho is SaaS too but only a past job.
#   Razorpay (payments), Ant Group, 招联消费金融, OPPO, Danone, Pernod Ricard, 小红书, Alibaba Cloud are not
#   counted as SaaS companies.
# - "big tech / internet company / 大厂 / 互联网或科技大公司": Tencent, Microsoft (MSRA), Alibaba, ByteDance,
#   Baidu, JD, Xiaomi and the like. Red Bull is a beverage company.
# - Years of full-time experience: from the first full-time job to its end (or to as_of), gaps subtracted;
#   internships, PhD and research-assistant years do not count. Approximate totals: 喻景辰 9.4, Clémence
#   Ravoux 11.2, 詹宇澄 10.4, 戈远舟 16.4 (gold for 8+); 宫承远 7.4, Sunil Wadhwa 7.3, Lanting Zhou 5.3,
#   Qinyu Lang 0 (not gold). Nobody is within 6 months of 8 years.
# - Degrees: "hold or pursuing a PhD" = completed PhD or currently enrolled; an abandoned PhD (戈远舟, 退学
#   2010) does not count; an Executive MBA is not a PhD. Qinyu Lang's PhD at HKUST started Sep 2026 (in progress).
# - 985 list (Project 985, 39 universities): of the schools in this set, 浙江大学 Zhejiang University,
#   华中科技大学 HUST and 上海交通大学 SJTU are 985. 西南财经大学 is 211-only; 长春理工大学 and
#   浙江工业大学 (a near-namesake of 浙江大学) are neither 985 nor 211. NUS, HKUST, ESSEC, Lyon 2, SRCC/Delhi,
#   IIM Kozhikode and 中国科学院计算技术研究所 are not on the 985 list. "bachelor's from a 985" looks only at the
#   bachelor's school (宫承远's ZJU master's does not make him gold).
# - First author: the first name in the author list as printed; a workshop paper is still a paper; a
#   patent (第二发明人) or a talk is not a paper. "published at KDD" includes the KDD Datasets and
#   Benchmarks Track; KDD Cup is a competition, not a publication.
# - Reviewing / committee: journal reviewing and programme-committee membership count; student
#   volunteering does not.
# - Huawei (i13) is empty on purpose: nobody worked or interned at Huawei/HiSilicon.
as_of: "2026-11-26"
"""


def yq(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def main():
    out = [HEADER, "people:"]
    for k, al in PEOPLE.items():
        out.append(f"  {k}: [{', '.join(yq(a) for a in al)}]")
    out.append("questions:")
    for name, gold, kinds, ev, qs in INTENTS:
        out.append(f"  # ---------------- {name} (gold: {', '.join(gold) or 'nobody'}) ----------------")
        for q, lang, reg in qs:
            tags = list(kinds) + ["paraphrase"]
            cross = False
            for g in gold:
                langs = {LANG[f] for s, f, _ in ev if s == "+" and OWNER[f] == g}
                assert langs, (name, g)
                if lang not in langs:
                    cross = True
            if cross:
                tags.append("cross-lingual")
            for s, f, quote in ev:
                out.append(f"  # {s} {f}: {quote}")
            out.append(f"  - {{q: {yq(q)}, gold: [{', '.join(gold)}], intent: {name}, lang: {lang}, "
                       f"register: {reg}, tags: [{', '.join(tags)}]}}")
    (HERE.parent / "questions.yaml").write_text("\n".join(out) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
