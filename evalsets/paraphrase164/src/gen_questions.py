"""Writes ../questions.yaml (hand-written intents, evidence and phrasings live here)."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
PE, FR, GS, SR, JC, DB, PT, CH = "PE FR GS SR JC DB PT CH".split()
F_PE = "shi_yuncheng_zh.pdf"; F_FR = "leocadia_ferraz.pdf"; F_GS = "祁砚舟-游戏服务器.docx"
F_SRe = "lin_qiaoyu_cv.pdf"; F_SRz = "林乔语_简历_2021.txt"; F_JC = "henrietta_lindgren.md"
F_DB = "IMG_20261103_214522.jpg"; F_PT = "mateus_okonkwo.json"; F_CH = "CV_graduate_chemist_2026.docx"
LANG = {F_PE: "zh", F_FR: "en", F_GS: "zh", F_SRe: "en", F_SRz: "zh", F_JC: "en", F_DB: "zh", F_PT: "en", F_CH: "en"}
OWNER = {F_PE: PE, F_FR: FR, F_GS: GS, F_SRe: SR, F_SRz: SR, F_JC: JC, F_DB: DB, F_PT: PT, F_CH: CH}

# each intent: name, gold, evidence [(sign, file, quote)], questions [(lang, register, text, extra_tags)]
INTENTS = [
 ("i01-employer-huawei", [PE, SR], ["employer"], [
   ("+", F_PE, "华为技术有限公司 网络能源产品线（现华为数字能源，深圳）2015.07–2015.09"),
   ("+", F_PE, "硬件开发实习生：参与通信电源模块的 LLC 谐振变换器测试与热设计验证。"),
   ("+", F_SRe, "Research Intern, Huawei Noah’s Ark Lab, Hong Kong"),
   ("+", F_SRz, "2019年6月 - 2019年9月   华为诺亚方舟实验室（香港）  研究实习生"),
   ("-", F_DB, "华为认证 HCIE-openGauss"),
  ], [
   ("en", "formal", "Which candidates have worked at Huawei, including its labs and business units such as Noah's Ark Lab or Huawei Digital Power? Internships count.", []),
   ("en", "chatty", "anyone ex-huawei? noah's ark / digital power etc all count, interns too", []),
   ("zh", "formal", "请列出曾在华为（含诺亚方舟实验室、数字能源等下属部门，实习也算）工作过的候选人。", []),
   ("zh", "chatty", "有没有在菊厂待过的 实习也行", ["paraphrase"]),
  ]),
 ("i02-school-tsinghua", [SR, DB], ["school"], [
   ("+", F_SRe, "B.Eng., Electronic Engineering, Tsinghua University, Beijing"),
   ("+", F_SRz, "清华大学 电子工程系 工学学士"),
   ("+", F_DB, "清华大学软件学院 软件工程非全日制工程硕士（在读）"),
   ("-", F_GS, "2015 年 清华大学 THUPC 程序设计竞赛 二等奖（校外队伍）"),
  ], [
   ("en", "formal", "Which candidates studied at Tsinghua University, at any degree level, including anyone still enrolled there?", []),
   ("en", "chatty", "who went to THU (the beijing one, wudaokou) - still studying there counts", ["paraphrase"]),
   ("zh", "formal", "哪些候选人在清华大学就读过或正在就读（任何学历层次）？", []),
   ("zh", "chatty", "有水木清华出来的吗 在读的也算", ["paraphrase"]),
  ]),
 ("i03-degree-masters", [PE, DB, JC], ["degree"], [
   ("+", F_PE, "浙江大学 电气工程硕士（电力电子与电力传动） 2013.09–2016.06"),
   ("+", F_DB, "软件工程非全日制工程硕士（在读） 2024 年 9 月 - 至今"),
   ("+", F_JC, "Executive MBA, University of Gothenburg, School of Business, Economics and Law — part-time, 2025 – ongoing (expected 2027)"),
   ("-", F_SRe, "Ph.D., Electrical and Computer Engineering, Johns Hopkins University"),
   ("-", F_CH, "BSc (Hons) Chemistry"),
  ], [
   ("en", "formal", "Which candidates hold a master's degree or are currently studying for one? MBAs count; a PhD without a master's does not.", []),
   ("en", "chatty", "who's got a masters or is doing one rn (mba ok, phd alone no)", []),
   ("zh", "formal", "哪些候选人已获得或正在攻读硕士学位？MBA 算，只有博士没有硕士的不算。", []),
   ("zh", "chatty", "研究生学历的有谁 在读的也算 mba也算 直博的不算", ["paraphrase"]),
  ]),
 ("i04-skill-redis", [GS, DB], ["skill"], [
   ("+", F_GS, "设计基于 Redis Cluster 的排行榜与跨服匹配服务"),
   ("+", F_DB, "维护 Redis 集群与 MySQL 主从架构，支撑营业厅与 App 高峰期每秒 2 万次查询。"),
   ("-", F_FR, "SQL, Python, BigQuery, Looker, SAS, Redis (basic), Neo4j"),
  ], [
   ("en", "formal", "Which candidates have used Redis in an actual job, not just listed it as a skill?", []),
   ("en", "chatty", "anyone who's run an in-memory key-value cache like redis in prod at work?", ["paraphrase"]),
   ("zh", "formal", "哪些候选人在实际工作中使用过 Redis（仅在技能栏列出的不算）？", []),
   ("zh", "chatty", "工作里真用过redis缓存的有谁", []),
  ]),
 ("i05-venue-interspeech", [SR], ["topic"], [
   ("+", F_SRe, "Cross-lingual self-supervised pre-training for low-resource ASR.” In Proc. INTERSPEECH 2020, Shanghai."),
   ("+", F_SRz, "Cross-lingual self-supervised pre-training for low-resource ASR. INTERSPEECH 2020.（第一作者）"),
   ("-", F_PE, "电力电子技术, 2016"),
  ], [
   ("en", "formal", "Which candidates have published a paper at INTERSPEECH?", []),
   ("en", "chatty", "anyone with a paper at the big ISCA speech conference (interspeech)?", ["paraphrase"]),
   ("zh", "formal", "哪些候选人在 INTERSPEECH 会议上发表过论文？", []),
   ("zh", "chatty", "有人中过 ISCA 那个语音顶会吗", ["paraphrase"]),
  ]),
 ("i06-first-author", [SR, PE, CH], ["topic"], [
   ("+", F_SRe, "Q. Lin, D. Ferreira-Voss, S. Khudanpur."),
   ("+", F_SRz, "INTERSPEECH 2020.（第一作者）"),
   ("+", F_PE, "施蕴澄，何立群，徐永海. 一种三电平光伏逆变器中点电位平衡控制策略"),
   ("+", F_CH, "RSC Advances, 2026, 16, 4412–4420. (undergraduate project, first author)"),
   ("-", F_SRe, "H. Okafor-Reyes, Q. Lin, M. Tanvir."),
   ("-", F_PE, "发明专利 3 项（第二发明人）"),
  ], [
   ("en", "formal", "Which candidates are the first author of at least one paper (journal, conference or preprint)?", []),
   ("en", "chatty", "who has a paper where they're the lead author, name listed first", ["paraphrase"]),
   ("zh", "formal", "哪些候选人以第一作者身份发表过论文（期刊、会议或预印本均可）？", []),
   ("zh", "chatty", "有一作论文的人有哪些", ["paraphrase"]),
  ]),
 ("i07-reviewer", [SR], ["topic"], [
   ("+", F_SRe, "Reviewer ICASSP (2022–2025); IEEE/ACM Transactions on Audio, Speech, and Language"),
   ("+", F_SRz, "INTERSPEECH 2021 审稿人"),
   ("-", F_PE, "IEEE PELS 会员"),
   ("-", F_JC, "Jury member, Swedish Grand Prize for Journalism (Stora Journalistpriset), 2018"),
  ], [
   ("en", "formal", "Which candidates have served as a reviewer or committee member for an academic conference or journal?", []),
   ("en", "chatty", "anyone done peer review for a conf or journal", ["paraphrase"]),
   ("zh", "formal", "哪些候选人担任过学术会议或期刊的审稿人或程序委员会成员？", []),
   ("zh", "chatty", "有给会议期刊审过稿的吗", []),
  ]),
 ("i08-period-reuters-2019", [JC], ["period"], [
   ("+", F_JC, "Reuters — Stockholm"),
   ("+", F_JC, "Nordic Correspondent · Apr 2014 – Mar 2019"),
   ("-", F_FR, "Thomson Reuters (Refinitiv)"),
   ("-", F_FR, "Data Analyst Intern"),
   ("-", F_FR, "Jun 2018 – Aug 2018"),
  ], [
   ("en", "formal", "Which candidates were working at Reuters at some point during 2019?", ["time/role"]),
   ("en", "chatty", "who was at the reuters newswire at any point in 2019", ["time/role", "paraphrase"]),
   ("zh", "formal", "2019 年期间，哪些候选人曾在路透社任职？", ["time/role"]),
   ("zh", "chatty", "19年那会儿在路透干过的有谁", ["time/role", "paraphrase"]),
  ]),
 ("i09-current-manager", [JC, PT], ["title", "time/role"], [
   ("+", F_JC, "Senior Communications Manager, Global Product Communications · 2022 – present"),
   ("+", F_PT, "\"position\": \"Territory Sales Manager, Joint Replacement\","),
   ("+", F_PT, "\"startDate\": \"2022-07\","),
   ("-", F_DB, "高级数据库管理员，信息技术中心"),
   ("-", F_PE, "主任工程师，组串式逆变器研发部 2020.01–至今"),
   ("-", F_FR, "Senior Fraud Risk Analyst"),
   ("-", F_FR, "Jan 2024 – Present"),
  ], [
   ("en", "formal", "Which candidates currently hold a job title that includes \"Manager\"?", []),
   ("en", "chatty", "who's a manager rn (title says manager in their current role)", []),
   ("zh", "formal", "哪些候选人目前的职位头衔中包含“经理”（Manager）？", []),
   ("zh", "chatty", "现在title是xx经理的有谁", ["paraphrase"]),
  ]),
 ("i10-intern-cn-bigtech", [PE, GS, SR], ["employer", "time/role"], [
   ("+", F_PE, "华为技术有限公司 网络能源产品线（现华为数字能源，深圳）2015.07–2015.09"),
   ("+", F_GS, "腾讯科技（深圳）有限公司 天美工作室群"),
   ("+", F_GS, "后台开发实习生"),
   ("+", F_SRe, "Research Intern, Huawei Noah’s Ark Lab, Hong Kong"),
   ("+", F_SRz, "华为诺亚方舟实验室（香港）  研究实习生"),
   ("-", F_CH, "Summer Intern, Research & Development — AkzoNobel (Dulux), Slough — Jun 2025 – Sep 2025"),
   ("-", F_FR, "Thomson Reuters (Refinitiv)"),
   ("-", F_DB, "中国移动通信集团广东有限公司 2014 年 7 月 - 至今"),
  ], [
   ("en", "formal", "Which candidates have done an internship (not a full-time role) at a large Chinese technology company such as Tencent, Huawei or Alibaba?", []),
   ("en", "chatty", "anyone who interned at one of the chinese tech giants? internships only, not FT", ["paraphrase"]),
   ("zh", "formal", "哪些候选人曾在国内大型科技公司（如腾讯、华为、阿里）做过实习（非全职）？", []),
   ("zh", "chatty", "谁在大厂实习过 全职的不算", ["paraphrase"]),
  ]),
 ("i11-years-12", [JC, DB], ["years"], [
   ("+", F_JC, "Business Reporter · Sep 2010 – Mar 2014"),
   ("+", F_JC, "Senior Communications Manager, Global Product Communications · 2022 – present"),
   ("+", F_DB, "亚信科技（中国）有限公司 2012 年 7 月 - 2014 年 6 月"),
   ("+", F_DB, "中国移动通信集团广东有限公司 2014 年 7 月 - 至今"),
   ("-", F_PT, "\"startDate\": \"2015-09\","),
   ("-", F_PE, "阳光电源股份有限公司（合肥） 2016.07–至今"),
   ("-", F_GS, "2016/7-2019/6"),
  ], [
   ("en", "formal", "Which candidates have at least 12 years of full-time work experience?", []),
   ("en", "chatty", "need someone with 12+ yrs full time under their belt", ["paraphrase"]),
   ("zh", "formal", "哪些候选人的全职工作经验不少于 12 年？", []),
   ("zh", "chatty", "工作12年以上的老兵有谁", ["paraphrase"]),
  ]),
 ("i12-tier-qs100-bachelor", [SR, FR, PT, CH], ["tier", "school", "degree"], [
   ("+", F_SRe, "B.Eng., Electronic Engineering, Tsinghua University, Beijing"),
   ("+", F_SRz, "清华大学 电子工程系 工学学士"),
   ("+", F_FR, "BSc (Hons) Mathematics and Statistics"),
   ("+", F_FR, "The University of Edinburgh"),
   ("+", F_PT, "\"institution\": \"King's College London\","),
   ("+", F_PT, "\"studyType\": \"BSc (Hons)\","),
   ("+", F_CH, "BSc (Hons) Chemistry"),
   ("+", F_CH, "The University of Manchester"),
   ("-", F_PE, "合肥工业大学 电气工程及其自动化学士"),
   ("-", F_DB, "南京邮电大学 计算机科学与技术学士"),
   ("-", F_GS, "电子科技大学"),
   ("-", F_JC, "BA (Hons) Journalism, Cardiff University — 2007 – 2010"),
  ], [
   ("en", "formal", "Which candidates earned their bachelor's degree at a QS World top-100 university?", []),
   ("en", "chatty", "undergrad from a top 100 uni (QS world ranking)?", ["paraphrase"]),
   ("zh", "formal", "哪些候选人的本科毕业于 QS 世界排名前 100 的大学？", []),
   ("zh", "chatty", "本科是QS前一百名校的有哪些", []),
  ]),
 ("i13-empty-medtronic", [], ["employer", "empty-gold"], [
   ("-", F_PT, "Won three competitive conversions from incumbent suppliers (Medtronic, Zimmer Biomet)"),
  ], [
   ("en", "formal", "Which candidates have worked at Medtronic?", []),
   ("en", "chatty", "anyone ex medtronic? the big minneapolis/dublin med-device co", ["paraphrase"]),
   ("zh", "formal", "哪些候选人曾在美敦力（Medtronic）工作过？", []),
   ("zh", "chatty", "有美敦力出来的吗", ["paraphrase"]),
  ]),
]

HEADER = '''# paraphrase164 — blind PARAPHRASE set over evalsets/paraphrase164/cvs (8 fictional people at real
# companies and universities, 9 CV files: 3 LaTeX PDFs (a Chinese ctex one, a moderncv one, an
# awesome-cv look-alike), 2 DOCX (one Chinese with tables, one English with the name only in the
# header section), 1 Markdown, 1 plain text, 1 JSON Resume, 1 phone photo .jpg with no text layer).
# 13 intents x 4 phrasings (2 English + 2 Chinese; formal and chatty); the 4 questions of an intent
# carry the same `intent:` and the SAME gold.
# tags: the question's kinds; cross-lingual = some gold person's only evidence for it is in the
# other language; empty-gold = nobody qualifies; paraphrase = the thing is named through another
# word (nickname, synonym, description).
# Evidence comments: "+ file: quote" supports a gold person, "- file: quote" documents a trap.
# Quotes are verbatim from the file's text (pdftotext for PDFs; python-docx paragraphs and table
# cells for DOCX; the raw file for .md/.txt/.json; for the photo IMG_20261103_214522.jpg, the
# pdftotext of the page before it was photographed, kept in src/yan_licheng_zh_page.txt).
# Matching ignores whitespace and markdown ** / * markers; PDF bullets are left out.
#
# GOLD RULES
# - as_of 2026-11-29 is "today": "present", "至今", "since" and an open end mean until today.
# - "worked at X" includes internships unless the question says otherwise. NOT employment:
#   certifications (华为认证 HCIE), competitions (THUPC, ACM-ICPC, hackathons), awards, juries,
#   memberships (IEEE PELS), talks, customers/competitors named in a bullet (Medtronic and
#   Zimmer Biomet in Mateus Okonkwo's CV are competitors), the JSALT summer workshop is a
#   research workshop, not a company.
# - Huawei includes its labs and business units: Huawei Noah's Ark Lab (Hong Kong) and Huawei's
#   网络能源产品线 (network energy product line, now Huawei Digital Power). 菊厂 is a Chinese
#   nickname for Huawei. Tencent includes TiMi (天美工作室群).
# - Large Chinese tech company (i10): Huawei, Tencent, Alibaba, ByteDance, Baidu, JD, Meituan
#   and their units. China Mobile (a telecom operator, full-time anyway), AkzoNobel, Thomson
#   Reuters, Lilith and Seasun do not make anyone gold there. Internship = a role labelled
#   intern / 实习.
# - Reuters (i08) is the news agency; Thomson Reuters (Refinitiv) summer 2018 is a trap both for
#   the year and the unit.
# - Years of experience (i11) = full-time employment only (no internships, no part-time lab
#   demonstrating, no degrees), summed from the CV's dates to as_of; overlaps counted once.
#   Computed: Henrietta Lindgren 16.2 (Sep 2010–), Yan Licheng 14.4 (2012.07–), Mateus Okonkwo
#   11.2 (2015-09–), Shi Yuncheng 10.4 (2016.07–), Qi Yanzhou 10.4 (2016/7–), Leocadia Ferraz 7.2
#   (Sep 2019–), Lin Qiaoyu 5.1 (Oct 2021–), Callum Dearden 0.2 (09/2026–). Nobody is within
#   6 months of 12.
# - Degrees (i03): a master's completed or in progress counts, incl. an (Executive) MBA and a
#   part-time (非全日制) master's; a PhD without a master's does not; a BSc/BEng does not.
# - School (i02): studied at = any degree programme, completed or in progress; a competition held
#   at the school does not count.
# - Tier (i12): bachelor's-level degree (BSc/BEng/BA/学士) from a university in the QS World
#   University Rankings 2026 top 100. Of the bachelor schools here, ON the list: Tsinghua
#   University, The University of Edinburgh, King's College London, The University of Manchester.
#   NOT on it: 合肥工业大学 (Hefei University of Technology; 211, not 985), 电子科技大学 (UESTC;
#   985, but not QS top 100), 南京邮电大学 (NJUPT; 双一流 only), Cardiff University. Master's-only
#   top schools (浙江大学 for Shi Yuncheng, 清华 in-progress for Yan Licheng) do not count.
# - Skill at work (i04): the skill must appear in a job's description, not only in a skills list.
# - Publications (i05/i06): author order as printed in the CV; the first-listed name is the first
#   author; patents are not papers. Preprints count as papers for i06. Reviewing (i07) =
#   reviewer or programme-committee service for an academic conference or journal.
# - Current title (i09) = the title of the role that is open-ended today; "Manager"/"经理" must be
#   in the title (数据库管理员 "database administrator" and 主任工程师 are not manager titles).
# - A person with two CVs (Lin Qiaoyu: 林乔语_简历_2021.txt old, lin_qiaoyu_cv.pdf new) is one
#   candidate; evidence in either file counts; the newer file decides what is current.
# - CV_graduate_chemist_2026.docx is Callum Dearden's: his name is only in the DOCX header
#   section (and his e-mail handle).
as_of: "2026-11-29"
people:
  PE: ["shi yuncheng", "yuncheng shi", "施蕴澄"]
  FR: ["leocadia ferraz", "ferraz leocadia", "leo ferraz"]
  GS: ["qi yanzhou", "yanzhou qi", "祁砚舟"]
  SR: ["lin qiaoyu", "qiaoyu lin", "林乔语"]
  JC: ["henrietta lindgren", "lindgren henrietta"]
  DB: ["yan licheng", "licheng yan", "阎立诚"]
  PT: ["mateus okonkwo", "okonkwo mateus"]
  CH: ["callum dearden", "dearden callum"]
questions:
'''

def yq(s):
    return '"' + s.replace('\\', '\\\\').replace('"', '\\"') + '"'

out = [HEADER]
for name, gold, tags, ev, qs in INTENTS:
    out.append(f"  # ---------------- {name} (gold size {len(gold)}) ----------------\n")
    for (lang, reg, text, extra) in qs:
        for sign, f, quote in ev:
            out.append(f"  # {sign} {f}: {quote}\n")
        t = list(tags) + list(extra)
        # cross-lingual: some gold person's evidence for this intent exists only in the other language
        for p in gold:
            langs = {LANG[f] for s, f, _ in ev if s == "+" and OWNER[f] == p}
            if lang not in langs and "cross-lingual" not in t:
                t.append("cross-lingual")
        seen = []
        for x in t:
            if x not in seen:
                seen.append(x)
        out.append(f"  - {{q: {yq(text)}, gold: [{', '.join(gold)}], tags: [{', '.join(seen)}], intent: {name}}}  # {lang} {reg}\n")
    out.append("\n")
open(os.path.join(HERE, "..", "questions.yaml"), "w").write("".join(out))
print("written")
