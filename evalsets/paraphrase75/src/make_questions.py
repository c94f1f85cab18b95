# Generates ../questions.yaml (evidence comments above every question).
import json
PDF_SR, PDF_IA, PDF_NG = "yu_ruochen_zh.pdf", "que_yuqing.pdf", "jian_kewei.pdf"
IMG = "IMG_20261103_184512.jpg"; DOC_CS = "闾思蕴_内容策略.docx"; DOC_AC = "Fiadh_Corcoran_CV.docx"
MD_RB, TXT_RB, JS_COO = "lu_xingchi_2023.md", "resume_backend_2026.txt", "qiao_jianmin_resume.json"
LANG = {PDF_SR: "zh", PDF_IA: "en", PDF_NG: "en", IMG: "en", DOC_CS: "zh", DOC_AC: "en", MD_RB: "zh", TXT_RB: "en", JS_COO: "zh"}
OWNER = {PDF_SR: "YR", PDF_IA: "QY", PDF_NG: "KJ", IMG: "KH", DOC_CS: "LS", DOC_AC: "FC", MD_RB: "LX", TXT_RB: "LX", JS_COO: "QJ"}
people = {
 "YR": ["yu ruochen", "ruochen yu", "庾若宸"],
 "QY": ["que yuqing", "yuqing que", "阙予晴"],
 "KH": ["kuan-ting hsu", "hsu kuan-ting", "kuanting hsu", "hsu kuanting", "許冠廷", "许冠廷"],
 "LS": ["lü siyun", "lu siyun", "lv siyun", "siyun lu", "siyun lü", "siyun lv", "闾思蕴"],
 "LX": ["lu xingchi", "xingchi lu", "逯星驰"],
 "FC": ["fiadh corcoran", "corcoran fiadh"],
 "KJ": ["kewei jian", "jian kewei", "蹇可为"],
 "QJ": ["qiao jianmin", "jianmin qiao", "谯建民"],
}
# intent: (name, gold, kind tags, evidence [(sign,file,quote)], [(lang, style, q)])
I = []
I.append(("i01-alibaba", ["YR", "LX"], ["employer"], [
 ("+", PDF_SR, "2021.07–2023.06 阿里巴巴达摩院 语音实验室 算法专家"),
 ("+", PDF_SR, "2023.07–至今 阿里巴巴达摩院 语音实验室 资深算法专家"),
 ("+", MD_RB, "阿里云（阿里巴巴集团）｜ 后端开发工程师，对象存储 OSS ｜ 2018.07 – 2021.03"),
 ("+", TXT_RB, "Alibaba Cloud (Aliyun), Hangzhou Jul 2018 - Mar 2021"),
 ("-", PDF_IA, "initiated coverage on Alibaba, Meituan and Trip.com"),
 ("-", JS_COO, "牵头与菜鸟、京东物流的末端共配合作谈判（合作方，非任职）"),
 ], [("en", "formal", "Which candidates have worked at Alibaba Group, including units such as Alibaba Cloud or DAMO Academy?"),
     ("en", "chatty", "anyone who's worked at the company behind taobao? aliyun / damo count"),
     ("zh", "formal", "请列出曾在阿里巴巴集团（含阿里云、达摩院等下属单位）工作过的候选人"),
     ("zh", "chatty", "有没有在阿里待过的 阿里云达摩院都算")]))
I.append(("i02-tsinghua", ["YR", "QY"], ["school"], [
 ("+", PDF_SR, "2016.09–2021.06 清华大学 计算机科学与技术系"),
 ("+", PDF_IA, "B.Econ., Economics and Finance, Tsinghua University"),
 ("-", IMG, "National Tsing Hua University, Hsinchu"),
 ], [("en", "formal", "Which candidates studied at Tsinghua University in Beijing, at any degree level?"),
     ("en", "chatty", "any THU alumni in here"),
     ("zh", "formal", "哪些候选人曾就读于清华大学（北京，任何学位均可）？"),
     ("zh", "chatty", "有五道口那所学校出来的吗")]))
I.append(("i03-masters", ["LX", "FC", "QJ"], ["degree"], [
 ("+", TXT_RB, "Online Master of Science in Computer Science (OMSCS)"),
 ("+", TXT_RB, "part-time, in progress (since Jan 2024; 6 of 10 courses done)"),
 ("+", DOC_AC, "MSc Statistics with Data Science"),
 ("+", JS_COO, "高级管理人员工商管理"),
 ("+", JS_COO, "\"studyType\": \"EMBA\""),
 ("-", IMG, "M.S. in Automation and Control, part-time evening programme"),
 ("-", IMG, "withdrew after two semesters"),
 ("-", PDF_SR, "（直博，导师组：人机语音交互实验室）"),
 ], [("en", "formal", "Which candidates hold or are currently pursuing a master's degree (MBA and EMBA included)?"),
     ("en", "chatty", "who has a postgrad degree below phd level, finished or still doing it"),
     ("zh", "formal", "哪些候选人已获得或正在攻读硕士学位（含MBA、EMBA）？"),
     ("zh", "chatty", "有硕士的吗 在读的也算 emba也算")]))
I.append(("i04-sql", ["QY", "LS", "FC", "LX"], ["skill"], [
 ("+", PDF_IA, "Built a factor screening pipeline in Python and SQL"),
 ("+", DOC_CS, "每周用 Hive SQL 从数据仓库拉取分集完播率"),
 ("+", DOC_AC, "pull claims triangles with SQL from the group data lake"),
 ("+", MD_RB, "为 TiDB 企业客户排查慢 SQL 查询与执行计划回退"),
 ("+", TXT_RB, "Write ClickHouse SQL for request analytics dashboards"),
 ("-", PDF_NG, "C++, Python, MATLAB, SQL, Docker"),
 ("-", IMG, "OPC UA, SCADA, SQL, Python"),
 ], [("en", "formal", "Which candidates have used SQL in their jobs, not merely listed it as a skill?"),
     ("en", "chatty", "who actually writes sql day to day at work"),
     ("zh", "formal", "哪些候选人在工作中实际使用过 SQL？"),
     ("zh", "chatty", "有没有工作里真写过数据库查询语句的 技能栏里写写的不算")]))
I.append(("i05-interspeech", ["YR"], ["topic"], [
 ("+", PDF_SR, "Prosody-aware diffusion for low-resource dialect TTS. INTERSPEECH 2024."),
 ("+", PDF_SR, "Cross-lingual voice cloning with phoneme posteriorgrams. INTERSPEECH 2022."),
 ("-", PDF_IA, "SSRN Working Paper 4127755"),
 ("-", PDF_NG, "ICRA 2026 Workshop on Legged Robots, Vienna."),
 ], [("en", "formal", "Which candidates have published a paper at INTERSPEECH?"),
     ("en", "chatty", "anyone got a paper at ISCA's big yearly speech conference"),
     ("zh", "formal", "哪些候选人在 INTERSPEECH 会议上发表过论文？"),
     ("zh", "chatty", "有人中过interspeech吗")]))
I.append(("i06-first-author", ["YR", "KJ"], ["topic"], [
 ("+", PDF_SR, "庾若宸, 林书航, 周屹. Prosody-aware diffusion for low-resource dialect TTS."),
 ("+", PDF_NG, "Kewei Jian, Ruoqi Hang, Mingda Tuo. “StairNet: terrain-aware RL for quadruped stair climbing.”"),
 ("-", PDF_IA, "Lin, H., Que, Y., and Ortega, M."),
 ], [("en", "formal", "Which candidates are the first author of at least one paper?"),
     ("en", "chatty", "anyone with a lead-author pub"),
     ("zh", "formal", "哪些候选人至少以第一作者身份发表过一篇论文？"),
     ("zh", "chatty", "有一作的吗")]))
I.append(("i07-reviewing", ["YR", "FC"], ["topic"], [
 ("+", PDF_SR, "ICASSP 2024、ICASSP 2025 审稿人"),
 ("+", PDF_SR, "期刊审稿人"),
 ("+", DOC_AC, "Referee for ASTIN Bulletin (since 2020) and the Annals of Actuarial Science."),
 ("-", PDF_NG, "Student volunteer, IROS 2025, Hangzhou"),
 ], [("en", "formal", "Which candidates have served as a reviewer or programme committee member for a conference or journal?"),
     ("en", "chatty", "who does peer review / refereeing for journals or confs"),
     ("zh", "formal", "哪些候选人担任过学术会议或期刊的审稿人或程序委员会成员？"),
     ("zh", "chatty", "有给期刊或者会议审过稿的吗")]))
I.append(("i08-siemens-2019", ["KH"], ["period", "employer"], [
 ("+", IMG, "Siemens Ltd., Taiwan – Digital Industries 07/2015 - 02/2020"),
 ("+", IMG, "Senior Automation Engineer (01/2018 - 02/2020)"),
 ("-", PDF_NG, "Unitree Robotics"),
 ], [("en", "formal", "Which candidates were employed by Siemens at any time during calendar year 2019?"),
     ("en", "chatty", "who was at siemens back in '19"),
     ("zh", "formal", "2019年期间有哪些候选人在西门子任职？"),
     ("zh", "chatty", "19年的时候谁在西门子")]))
I.append(("i09-current-finance", ["QY", "FC"], ["time/role"], [
 ("+", PDF_IA, "Sep 2017 – Investment Analyst, Public Equities – Asia Ex-Japan, GIC Private Limited"),
 ("+", PDF_IA, "Cover China internet and consumer names for Singapore"),
 ("+", DOC_AC, "04/2021 - today"),
 ("+", DOC_AC, "Senior Pricing Actuary, Property & Casualty Reinsurance"),
 ("-", MD_RB, "PingCAP（平凯星辰）｜ 高级研发工程师，TiKV 存储团队 ｜ 2021.04 – 至今"),
 ], [("en", "formal", "Which candidates currently work at a financial-services institution (fund, bank, insurer or reinsurer)?"),
     ("en", "chatty", "who's in finance rn - buy side, insurance, that kind of shop"),
     ("zh", "formal", "哪些候选人目前在金融机构任职（基金、银行、保险或再保险均可）？"),
     ("zh", "chatty", "现在在金融圈干的有谁")]))
I.append(("i10-robotics-intern", ["KJ", "KH"], ["time/role"], [
 ("+", PDF_NG, "Motion Control Intern (internship)"),
 ("+", PDF_NG, "Unitree Robotics"),
 ("+", IMG, "ABB Robotics – Taiwan branch 07/2014 - 08/2014"),
 ("+", IMG, "Summer Intern: wrote RAPID test programs for IRB 1200 palletising cells."),
 ("-", JS_COO, "全职；负责仓储机器人项目交付与客户运营"),
 ], [("en", "formal", "Which candidates have completed an internship (not a full-time job) at a robotics company?"),
     ("en", "chatty", "anyone interned at a robot maker"),
     ("zh", "formal", "哪些候选人在机器人公司做过实习（非全职）？"),
     ("zh", "chatty", "有在做机器人的厂子实习过的吗")]))
I.append(("i11-10y-fulltime", ["QJ", "FC", "KH"], ["years"], [
 ("+", JS_COO, "\"startDate\": \"2001-07\""),
 ("+", JS_COO, "从管理培训生做起，2005 年升任运营经理。"),
 ("+", DOC_AC, "09/2012 - 08/2016"),
 ("+", IMG, "Automation Engineer (07/2015 - 12/2017)"),
 ("-", PDF_IA, "Promoted from Associate (2017–2020) to Investment Analyst in April 2020."),
 ("-", TXT_RB, "Alibaba Cloud (Aliyun), Hangzhou Jul 2018 - Mar 2021"),
 ("-", DOC_CS, "2019年7月 - 2021年6月"),
 ("-", PDF_SR, "2021.07–2023.06 阿里巴巴达摩院 语音实验室 算法专家"),
 ], [("en", "formal", "Which candidates have at least 10 years of full-time work experience?"),
     ("en", "chatty", "need people w a decade+ of full-time exp"),
     ("zh", "formal", "哪些候选人拥有10年及以上的全职工作经验？"),
     ("zh", "chatty", "工作十年以上的有谁 实习不算")]))
I.append(("i12-985-bachelor", ["YR", "QY", "LX", "KJ"], ["tier", "degree"], [
 ("+", PDF_SR, "2012.09–2016.06 哈尔滨工业大学 计算机科学与技术 工学学士"),
 ("+", PDF_IA, "B.Econ., Economics and Finance, Tsinghua University"),
 ("+", MD_RB, "**浙江大学** 计算机科学与技术学院 · 软件工程 本科"),
 ("+", TXT_RB, "Zhejiang University - B.Eng. Software Engineering, 2018"),
 ("+", PDF_NG, "Northeastern University (China)"),
 ("+", PDF_NG, "B.Eng. in Robotics Engineering"),
 ("-", DOC_CS, "中国传媒大学"),
 ("-", JS_COO, "上海海事大学"),
 ("-", IMG, "National Tsing Hua University, Hsinchu"),
 ("-", DOC_AC, "BSc (Hons) Actuarial Science"),
 ], [("en", "formal", "Which candidates received their bachelor's degree from a Project 985 university?"),
     ("en", "chatty", "who did undergrad at a 985 school"),
     ("zh", "formal", "哪些候选人本科毕业于985高校？"),
     ("zh", "chatty", "本科是国内那39所顶尖大学之一的有谁")]))
I.append(("i13-netflix", [], ["employer", "empty-gold"], [
 ("-", DOC_CS, "与 Netflix 洽谈的两部纪录片联合发行项目最终未落地"),
 ("-", DOC_CS, "北京爱奇艺科技有限公司（爱奇艺）"),
 ], [("en", "formal", "Which candidates have worked at Netflix?"),
     ("en", "chatty", "anyone ex-netflix"),
     ("zh", "formal", "哪些候选人曾在 Netflix（网飞）工作过？"),
     ("zh", "chatty", "有奈飞出来的人吗")]))

HEADER = open("questions_header.txt", encoding="utf-8").read()
def yq(s): return json.dumps(s, ensure_ascii=False)
out = [HEADER.rstrip("\n"), 'as_of: "2026-11-26"', "people:"]
for k, v in people.items():
    out.append(f"  {k}: [{', '.join(yq(a) for a in v)}]")
out.append("questions:")
for name, gold, kinds, ev, qs in I:
    out.append(f"  # ---------------- {name} (gold size {len(gold)}) ----------------")
    for lang, style, q in qs:
        tags = list(kinds) + ["paraphrase"]
        for g in gold:
            langs = {LANG[f] for s, f, _ in ev if s == "+" and OWNER[f] == g}
            assert langs, (name, g)
            if lang not in langs and "cross-lingual" not in tags:
                tags.append("cross-lingual")
        for s, f, qt in ev:
            out.append(f"  # {s} {f}: {qt}")
        out.append(f"  - {{q: {yq(q)}, gold: [{', '.join(gold)}], tags: [{', '.join(tags)}], intent: {name}, lang: {lang}, style: {style}}}")
open("../questions.yaml", "w", encoding="utf-8").write("\n".join(out) + "\n")
print(len(I) * 4, "questions")
