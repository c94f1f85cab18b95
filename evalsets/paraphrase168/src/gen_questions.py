"""Writes ../questions.yaml (evidence blocks are repeated above each of an intent's 4 questions)."""
import os, json
HERE = os.path.dirname(os.path.abspath(__file__))
LZ, KL, NZ_J, NZ_D, WN, ML, RS, MQ, WY = ("廖振川_简历.pdf", "Ke_Lanting_CV.pdf", "ziqian_nie_resume_2021.json",
    "聂子谦_数据工程师_2026.docx", "Wojciech_Nowicki_Resume.docx", "lanxin_mei_cv.pdf", "sre_resume_2026.md",
    "孟清妍_注册事务.txt", "IMG_20261103_142215.jpg")

HEADER = '''# paraphrase168 — blind PARAPHRASE set over evalsets/paraphrase168/cvs (8 fictional people at real
# employers and schools, 9 CV files: 3 LaTeX PDFs (Chinese ctex, moderncv classic, awesome-cv look-alike),
# 2 DOCX (one Chinese with tables), 1 Markdown, 1 plain text, 1 JSON Resume, 1 phone photo .jpg).
# 13 intents, each asked exactly 4 ways (EN formal, EN chatty, ZH formal, ZH chatty); all 4 questions of
# an intent carry the same `intent:` and the SAME gold. 52 questions.
#
# as_of: 2026-11-29 is "today" for now / present / 至今 / today / since / years of experience.
#
# GOLD RULES (what a recruiter would not type but the gold depends on)
# - "worked at / was at / employed at X" includes internships and student jobs unless the question says
#   full-time or non-intern. It does NOT include: awards, contests (CMB FinTech Innovation Contest),
#   certifications, talks, posters, summer schools the person taught at, customers or vendors whose
#   configurations were migrated ("from Fastly VCL"), reviewing, or columns written as an outside
#   contributor (特约撰稿人).
# - Subsidiaries: 招银网络科技有限公司 / CMB Network Technology (a wholly-owned China Merchants Bank
#   subsidiary) and bank branches count as China Merchants Bank (招行, CMB). WeBank (微众银行) is a
#   different bank. "CMB" in "UCL Cellular and Molecular Biology (CMB) summer school" is not the bank.
# - Studied at Zhejiang University (浙大, ZJU): any degree. 浙江大学城市学院 (Zhejiang University City
#   College, an independent college, now Hangzhou City University) is NOT Zhejiang University.
# - Doctorate: a completed PhD or one currently in progress (在读, incl. part-time 在职博士) counts; a
#   discontinued/unfinished doctorate does not.
# - Skill "used at work": the CV must show it used in a job; a skills list, self-study (自学) or a
#   certification alone does not count.
# - Publications: papers listed in the CV; author position as printed. A degree thesis (毕业论文) and news
#   articles written as a reporter and sell-side research reports are not papers. A bioRxiv preprint is a paper for authorship.
#   Reviewing: ad hoc reviewer / 审稿人 for a journal or conference, or PC membership. Speaking, posters do not.
# - Period questions: employed (incl. internships) at that employer on at least one day of the period.
# - Current: the role whose end is Present / 至今 / today / since, on as_of. A person with an old and a new CV
#   (NZ) is one candidate; the NEWER CV (2026 DOCX) decides what is current; older facts still count for
#   past-tense questions.
# - Years of full-time experience: sum of full-time employment up to 2026-11-29. Internships, student
#   part-time jobs, and PhD/master studies do NOT count; postdoctoral fellowships DO count. Nobody is
#   within 6 months of the 9-year threshold. Computed: LZ 10y4m (2016-07–), WN 12y4m (2014-07–),
#   RS 11y5m (2015-06–), MQ 14y4m (2012-07–); KL 8y2m (2018-09–), NZ 7y4m (2019-07–), ML 7y1m
#   (2019-10–, PhD 2014–2019 excluded), WY 0.
# - 985 list used: the 39 Project 985 universities. Schools in this set: 浙江大学 Zhejiang University (985),
#   复旦大学 Fudan University (985), 华中科技大学 HUST (985); 西南财经大学 SWUFE (211 only),
#   中国传媒大学 Communication University of China (211 only), 合肥工业大学 Hefei University of Technology
#   (211 only), 中国药科大学 China Pharmaceutical University (211 only); 浙江大学城市学院 (none);
#   foreign: UCL, LSE, Instituto Superior Técnico (Universidade de Lisboa), VIT, Jagiellonian University
#   (not 985). "Bachelor's from a 985" needs the BACHELOR's school to be on the list.
# - News outlet: newspaper, news magazine/media group or news website/app (澎湃新闻, 钱江晚报, Caixin Media).
#   Campus newspapers are not.
# - Banks / securities firms: Huatai Securities (brokerage), WeBank (bank).
#
# Files: LZ 廖振川_简历.pdf (zh) | KL Ke_Lanting_CV.pdf (en) | NZ ziqian_nie_resume_2021.json (en, OLD)
# + 聂子谦_数据工程师_2026.docx (zh, NEW; same e-mail nieziqian.data@qq.com and phone) | WN
# Wojciech_Nowicki_Resume.docx (en) | ML lanxin_mei_cv.pdf (en) | RS sre_resume_2026.md (en; name only in
# the e-mail handle and the footer "R. Saxena") | MQ 孟清妍_注册事务.txt (zh) | WY IMG_20261103_142215.jpg
# (zh phone photo, no text layer; its text is in src/wen_yutong_photo_page_text.txt).
# Evidence comments: "+ file: quote" supports a gold person, "- file: quote" documents a trap. Quotes are
# verbatim from pdftotext / python-docx paragraphs+cells / the raw file, compared whitespace-insensitively.
# tags: kind of question; paraphrase on all; cross-lingual = a gold person's only evidence is in the
# other language; empty-gold = nobody qualifies.
as_of: "2026-11-29"
people:
  LZ: ["廖振川", "liao zhenchuan", "zhenchuan liao"]
  KL: ["ke lanting", "lanting ke", "柯兰亭"]
  NZ: ["聂子谦", "nie ziqian", "ziqian nie"]
  WN: ["wojciech nowicki", "nowicki wojciech", "wojtek nowicki"]
  ML: ["mei lanxin", "lanxin mei", "梅兰心"]
  RS: ["ritwik saxena", "saxena ritwik", "r. saxena"]
  MQ: ["孟清妍", "meng qingyan", "qingyan meng"]
  WY: ["温语桐", "wen yutong", "yutong wen"]
questions:
'''

I = []  # (intent, kind tag, evidence lines, [ (q, lang, extra tags) x4 ], gold)
def intent(name, kind, gold, ev, qs):
    I.append((name, kind, gold, ev, qs))

intent("i01-cmb-employer", "employer", ["KL", "NZ"], [
    ("+", KL, "Summer Intern, Retail Banking, China Merchants Bank, Shanghai Branch"),
    ("+", NZ_J, "CMB Network Technology Co., Ltd. (China Merchants Bank fintech subsidiary)"),
    ("+", NZ_D, "招银网络科技有限公司（招商银行全资子公司）"),
    ("-", NZ_J, "CMB FinTech Innovation Contest, second prize"),
    ("-", ML, "Teaching assistant, UCL Cellular and Molecular Biology (CMB) summer school, 2016"),
    ("-", NZ_D, "深圳前海微众银行股份有限公司（WeBank）"),
], [
    ("Which candidates have worked at China Merchants Bank or one of its subsidiaries? Internships count.", "en", []),
    ("anyone ex-CMB? subsidiaries count, interns ok too", "en", []),
    ("哪些候选人曾在招商银行或其子公司工作过（含实习）？", "zh", ["KL"]),
    ("有没有在招行干过的 子公司也算 实习也算", "zh", ["KL"]),
])
intent("i02-zju-school", "school", ["LZ", "ML"], [
    ("+", LZ, "浙江大学"), ("+", LZ, "电气工程及其自动化"),
    ("+", ML, "BSc in Biological Sciences (Chu Kochen Honors College)"), ("+", ML, "Zhejiang University"),
    ("-", MQ, "浙江大学城市学院　药学　本科（理学学士）"),
], [
    ("Which candidates studied at Zhejiang University?", "en", ["LZ"]),
    ("any ZJU alumni in the pool", "en", ["LZ"]),
    ("哪些候选人毕业于浙江大学？", "zh", ["ML"]),
    ("有浙大出来的吗", "zh", ["ML"]),
])
intent("i03-doctorate", "degree", ["ML", "MQ"], [
    ("+", ML, "PhD in Neuroscience (Wellcome Trust 4-year programme)"),
    ("+", MQ, "2024年9月 - 至今　　中国药科大学　药事管理学　在职博士研究生（在读）"),
    ("-", RS, "PhD studies, Computer Science — Instituto Superior Técnico, Universidade de Lisboa, 2013 – 2015 (discontinued to join Akamai)"),
    ("-", WN, "MA, Computer Game Design (not completed — left for CD PROJEKT RED)"),
], [
    ("Which candidates hold a PhD or are currently enrolled in a doctoral programme?", "en", ["MQ"]),
    ("who's got a doctorate or is doing one rn", "en", ["MQ"]),
    ("哪些候选人拥有博士学位或正在攻读博士学位？", "zh", ["ML"]),
    ("博士毕业或者在读博的有谁", "zh", ["ML"]),
])
intent("i04-kubernetes-at-work", "skill", ["RS", "NZ"], [
    ("+", RS, "Run the Kubernetes control planes that host Cloudflare's internal edge-config services"),
    ("+", NZ_D, "将 Spark 批处理作业迁移到 Kubernetes（Spark on K8s），集群资源利用率提升 35%，并编写 Helm chart 统一部署。"),
    ("-", LZ, "Docker/Kubernetes（自学）"),
    ("-", NZ_J, "\"keywords\": [\"Hive\", \"Spark\", \"Airflow\", \"SQL\", \"Python\"]"),
], [
    ("Which candidates have used Kubernetes in one of their jobs (not just listed it as a skill)?", "en", ["NZ"]),
    ("who's actually run k8s at work", "en", ["NZ"]),
    ("哪些候选人在工作中实际使用过 Kubernetes？只在技能栏里列出的不算。", "zh", ["RS"]),
    ("工作里真用过容器编排（k8s那套）的有谁", "zh", ["RS"]),
])
intent("i05-tpel-venue", "topic", ["LZ"], [
    ("+", LZ, "Active Thermal Control of SiC Inverters for PV Applications. IEEE Transactions on Power Electronics, 2021, 36(8), 第二作者."),
    ("-", LZ, "IEEE Transactions on Industrial Electronics 审稿人（2022 年起）"),
    ("-", ML, "Journal of Neuroscience 39(21): 4102–4117."),
], [
    ("Which candidates have published a paper in IEEE Transactions on Power Electronics?", "en", ["LZ"]),
    ("anyone got a TPEL paper", "en", ["LZ"]),
    ("哪些候选人在 IEEE Transactions on Power Electronics 期刊上发表过论文？", "zh", []),
    ("有人在IEEE电力电子汇刊上发过文章吗", "zh", []),
])
intent("i06-first-author", "topic", ["LZ", "ML", "MQ"], [
    ("+", LZ, "廖振川, 王立群, 张颖. 基于模型预测控制的三电平 ANPC 逆变器损耗均衡方法. IEEE APEC 2020, 第一作者."),
    ("+", ML, "Mei L, Harris KD, Mrsic-Flogel TD (2019). Layer-specific gain control of visual responses by locomotion in mouse V1."),
    ("+", MQ, "孟清妍, 周海燕. 住院肿瘤患者口服靶向药物用药重整的实践与效果评价. 中国医院药学杂志, 2017, 37(14). （第一作者）"),
    ("-", WY, "毕业论文：《短视频时代地方党报的融合转型——以〈钱江晚报〉为例》（优秀毕业论文）"),
    ("-", WY, "独立采写突发及社会新闻稿件 23 篇，其中 3 篇获首页推荐；"),
    ("-", KL, "publish initiation and earnings-review reports"),
], [
    ("Which candidates are first author on at least one paper?", "en", ["LZ", "MQ"]),
    ("who has a first-author pub", "en", ["LZ", "MQ"]),
    ("哪些候选人以第一作者身份发表过论文？", "zh", ["ML"]),
    ("有一作文章的都有谁", "zh", ["ML"]),
])
intent("i07-reviewer", "topic", ["LZ", "ML"], [
    ("+", LZ, "IEEE Transactions on Industrial Electronics 审稿人（2022 年起）"),
    ("+", ML, "Ad hoc reviewer: eLife, Journal of Neurophysiology (since 2021)"),
    ("-", RS, "Speaker, SREcon23 Asia/Pacific: \"Draining a PoP without waking anyone up\""),
    ("-", WN, "Speaker, Digital Dragons 2022: \"Borrowing RPG progression for homework\""),
], [
    ("Which candidates have served as a peer reviewer or committee member for a journal or conference?", "en", ["LZ"]),
    ("anyone refereed for a journal or conf", "en", ["LZ"]),
    ("哪些候选人担任过期刊或学术会议的审稿人或委员会成员？", "zh", ["ML"]),
    ("给期刊或者会议审过稿的有谁", "zh", ["ML"]),
])
intent("i08-akamai-2019", "period", ["RS"], [
    ("+", RS, "Site Reliability Engineer, 2017 – Sep 2021"),
    ("+", RS, "Akamai Technologies — Bangalore, then Kraków"),
    ("-", NZ_J, "\"name\": \"Akamai Technologies (Beijing)\""),
    ("-", NZ_D, "2018年7月 - 2018年9月"),
], [
    ("Which candidates were employed at Akamai at any point during 2019?", "en", []),
    ("who was at akamai back in 2019", "en", []),
    ("2019 年期间有哪些候选人在 Akamai 任职？", "zh", ["RS"]),
    ("19年那会儿在阿卡迈的有谁", "zh", ["RS"]),
])
intent("i09-current-bank-or-broker", "time/role", ["KL", "NZ"], [
    ("+", KL, "Jan 2022 – Senior Analyst, Consumer Sector, Huatai Securities Research Institute, Nanjing"),
    ("+", NZ_D, "2022年9月 - 至今"), ("+", NZ_D, "深圳前海微众银行股份有限公司（WeBank）"),
    ("-", WY, "澎湃新闻"),
    ("-", RS, "Senior Site Reliability Engineer, since 10/2021"),
], [
    ("Which candidates currently work at a bank or a securities firm?", "en", ["NZ"]),
    ("who's in finance right now, like at a bank or a broker", "en", ["NZ"]),
    ("哪些候选人目前就职于银行或证券公司？", "zh", ["KL"]),
    ("现在在券商或者银行上班的有谁", "zh", ["KL"]),
])
intent("i10-news-internship", "time/role", ["WY", "KL"], [
    ("+", WY, "实习记者"), ("+", WY, "2025.07–2025.09"),
    ("+", KL, "Editorial Intern, Markets Desk, Caixin Media, Beijing"),
    ("-", MQ, "2019 年起为《健康报》药学专栏特约撰稿人"),
    ("-", WY, "中传校报《传媒人》学生编辑（2023–2025）"),
], [
    ("Which candidates have done an internship at a news organisation such as a newspaper or news website?", "en", ["WY"]),
    ("anyone interned at a paper or a news site", "en", ["WY"]),
    ("哪些候选人有新闻媒体（报社、新闻网站等）的实习经历？", "zh", ["KL"]),
    ("在报社或者新闻客户端实习过的有吗", "zh", ["KL"]),
])
intent("i11-9-years-full-time", "years", ["LZ", "WN", "RS", "MQ"], [
    ("+", LZ, "2016.07–至今"),
    ("+", WN, "Quest Designer, 07/2014 - 08/2020"), ("+", WN, "Lead Learning Game Designer, 04/2023 - today"),
    ("+", RS, "Network Operations Center Engineer, Jun 2015 – 2017"),
    ("+", MQ, "2012年7月 - 2017年12月　　浙江省人民医院　药学部"),
    ("-", KL, "Sep 2018 – Analyst, Food & Beverage, Huatai Securities Research Institute, Nanjing"),
    ("-", ML, "Oct 2019 – Mar 2023"), ("-", ML, "PhD in Neuroscience (Wellcome Trust 4-year programme)"),
    ("-", NZ_D, "2019年7月 - 2022年8月"),
], [
    ("Which candidates have at least 9 years of full-time work experience?", "en", ["LZ", "MQ"]),
    ("9+ yrs full time exp, who we got", "en", ["LZ", "MQ"]),
    ("哪些候选人拥有 9 年及以上的全职工作经验？", "zh", ["WN", "RS"]),
    ("全职干了九年以上的老手有哪些", "zh", ["WN", "RS"]),
])
intent("i12-985-bachelor", "tier", ["LZ", "KL", "ML"], [
    ("+", LZ, "浙江大学"), ("+", LZ, "工学学士"),
    ("+", KL, "2013–2017 Bachelor of Economics, Fudan University, Shanghai"),
    ("+", ML, "Zhejiang University"), ("+", ML, "BSc in Biological Sciences (Chu Kochen Honors College)"),
    ("-", NZ_D, "西南财经大学"), ("-", NZ_D, "华中科技大学"),
    ("-", MQ, "浙江大学城市学院　药学　本科（理学学士）"),
    ("-", WY, "中国传媒大学"),
], [
    ("Which candidates earned their bachelor's degree at a Project 985 university?", "en", ["LZ"]),
    ("who did undergrad at a 985 school", "en", ["LZ"]),
    ("哪些候选人本科毕业于985高校？", "zh", ["KL", "ML"]),
    ("第一学历是985的有谁", "zh", ["KL", "ML"]),
])
intent("i13-fastly-empty", "employer", [], [
    ("-", RS, "Migrated three enterprise customers' configurations from Fastly VCL to Akamai Property Manager rules during onboarding."),
    ("-", RS, "Cloudflare — Lisbon"),
], [
    ("Which candidates have worked at Fastly?", "en", []),
    ("any ex-fastly folks here", "en", []),
    ("哪些候选人曾在 Fastly 工作过？", "zh", []),
    ("有没有在Fastly那家边缘云CDN公司待过的", "zh", []),
])

out = [HEADER]
for name, kind, gold, ev, qs in I:
    out.append(f"  # ================= {name} (gold size {len(gold)}) =================\n")
    for k, (q, lang, cross) in enumerate(qs):
        for sign, f, quote in ev:
            out.append(f"  # {sign} {f}: {quote}\n")
        tags = [kind, "paraphrase"]
        if cross:
            tags.append("cross-lingual")
        if not gold:
            tags.append("empty-gold")
        style = "formal" if k % 2 == 0 else "chatty"
        out.append("  - {q: %s, gold: [%s], intent: %s, lang: %s, style: %s, tags: [%s]}\n" % (
            json.dumps(q, ensure_ascii=False), ", ".join(gold), name, lang, style, ", ".join(tags)))
open(os.path.join(HERE, "..", "questions.yaml"), "w").write("".join(out))
print(len(I) * 4, "questions")
