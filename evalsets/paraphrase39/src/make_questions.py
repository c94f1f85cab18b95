"""Writes ../questions.yaml from the intent table below (evidence comments + 4 phrasings per intent)."""
from pathlib import Path

ZYF, LPF, RXN, RXO = "钟屿安_简历.pdf", "Lakshmi_Prabhakar_CV.pdf", "RaymondXie_VPEng_2026.pdf", "raymond_xie_resume_2021.json"
CBF, WYF, LSF, YXF, NLF = "CV_BI_Developer_2026.docx", "卫语棠_产品经理.docx", "冷思岚-iOS.md", "yong_xiaofeng_简历.txt", "IMG_20261121_184407.jpg"
LANG = {"ZY": "zh", "LS": "zh", "YX": "zh", "WY": "zh", "LP": "en", "RX": "en", "CB": "en", "NL": "en"}

I = []  # (intent, tags, gold, evidence[(sign,file,quote)], [(lang, q, extra_tags)])
I.append(("i01-bytedance", ["employer"], ["LP", "LS", "NL"], [
    ("+", LPF, "ByteDance"), ("+", LPF, "Research Scientist, Speech Synthesis (Seed Speech team)"),
    ("+", LSF, "北京字节跳动科技有限公司 · 抖音 — iOS 开发工程师"),
    ("+", NLF, "TikTok, Singapore – Software Engineer Intern, Trust & Safety"),
    ("-", WYF, "与飞书、企业微信做竞品对标分析")],
    [("en", "Which candidates have worked at ByteDance? TikTok and Douyin count as ByteDance.", []),
     ("en", "anyone been at the tiktok parent company at some point", ["cross-lingual"]),
     ("zh", "请列出曾在字节跳动工作过的候选人（抖音、TikTok 均算字节跳动）。", []),
     ("zh", "有没有在字节待过的 抖音tiktok都算", [])]))
I.append(("i02-zju", ["school"], ["YX", "RX"], [
    ("+", YXF, "2011.09 – 2015.06   浙江大学 计算机科学与技术学院 信息安全 工学学士"),
    ("+", RXN, "B.Eng. in Computer Science and Technology, Zhejiang University, Hangzhou"),
    ("+", RXO, '"institution": "Zhejiang University"'),
    ("-", LSF, "| 2016/9-2020/6 | 浙江工业大学 | 软件工程 | 本科 |")],
    [("en", "Which candidates studied at Zhejiang University?", []),
     ("en", "any ZJU alumni in the pool", []),
     ("zh", "哪些候选人毕业于浙江大学？", []),
     ("zh", "有浙大出来的吗", [])]))
I.append(("i03-phd", ["degree"], ["LP", "ZY"], [
    ("+", LPF, "Ph.D. in Informatics"),
    ("+", ZYF, "2023.09–至今 同济大学 交通运输工程博士在读（在职）"),
    ("-", RXN, "Ph.D. programme in Computer Science (left without degree to join industry)"),
    ("-", RXO, '"studyType": "PhD (not completed)"'),
    ("-", YXF, "网络安全 理学硕士（OMS Cybersecurity 在线项目，在读，业余时间学习）")],
    [("en", "Which candidates hold a PhD or are currently enrolled in a PhD programme?", []),
     ("en", "who's got a doctorate or is working on one rn", []),
     ("zh", "请找出已获得博士学位或正在攻读博士学位的候选人。", []),
     ("zh", "博士毕业或者在读博的有谁", [])]))
I.append(("i04-kubernetes", ["skill"], ["ZY", "YX", "RX"], [
    ("+", ZYF, "基于 Kubernetes 搭建大规模仿真回归集群，每日自动运行约 20 万公里的场景回放"),
    ("+", YXF, "负责阿里云容器服务 ACK 的 Kubernetes 集群安全基线、准入控制与运行时入侵检测，覆盖 3 万+ 集群"),
    ("+", RXN, "Led the migration of 400+ services from VMs to Kubernetes (EKS), cutting infrastructure cost by 28%"),
    ("-", LSF, "了解：Kubernetes、Docker、Go（业余自学，未在工作中使用）")],
    [("en", "Which candidates have used Kubernetes in their jobs?", []),
     ("en", "anyone actually run k8s at work, not just put it on the skills list", []),
     ("zh", "哪些候选人在工作中实际使用过 Kubernetes？", []),
     ("zh", "有谁工作里真用过容器编排那套吗 k8s 之类的", [])]))
I.append(("i05-interspeech", ["topic"], ["LP", "NL"], [
    ("+", LPF, "Utterance-Level Prosody Tokens for Controllable Neural TTS.” In Proc. Interspeech 2022."),
    ("+", NLF, "English speech synthesis.” Proc. Interspeech 2026."),
    ("-", LPF, "Reviewer, Interspeech (2023, 2024, 2025) and ICASSP 2024")],
    [("en", "Which candidates have published a paper at Interspeech?", []),
     ("en", "anyone with a paper at ISCA's big annual speech conference", []),
     ("zh", "哪些候选人在 Interspeech 会议上发表过论文？", []),
     ("zh", "有在interspeech发过文章的吗", [])]))
I.append(("i06-first-author", ["topic"], ["LP", "ZY"], [
    ("+", LPF, "L. Prabhakar, C. Valentini, S. King. “Hierarchical Prosody Transfer for Long-Form Audiobook Synthesis.” In Proc."),
    ("+", ZYF, "Interaction-Aware Speed Planning for Unprotected Left"),
    ("+", ZYF, "第一作者"),
    ("-", NLF, "K. Murray, N. Lim, C. Lai."),
    ("-", ZYF, "第二作者")],
    [("en", "Which candidates are the first author of at least one published paper?", []),
     ("en", "who's got a first-author paper", []),
     ("zh", "请列出以第一作者身份发表过论文的候选人。", []),
     ("zh", "有一作论文的都有谁", [])]))
I.append(("i07-reviewing", ["topic"], ["LP"], [
    ("+", LPF, "Reviewer, Interspeech (2023, 2024, 2025) and ICASSP 2024"),
    ("+", LPF, "Technical Programme Committee member, 13th ISCA Speech Synthesis Workshop (SSW 2025)"),
    ("-", RXN, "Speaker, QCon Shanghai 2023"),
    ("-", RXN, "Judge, JD Digits Hackathon"),
    ("-", ZYF, "IROS 2019 口头报告"),
    ("-", LSF, "WWDC 2023 Swift Student Challenge 志愿导师（线上）")],
    [("en", "Which candidates have served as a reviewer or programme committee member for a conference or journal?", []),
     ("en", "anyone done peer review for a conf or sat on a TPC", []),
     ("zh", "哪些候选人担任过学术会议或期刊的审稿人或程序委员会成员？", []),
     ("zh", "有给会议审过稿的吗 或者当过PC的", [])]))
I.append(("i08-baidu-2019", ["period", "employer"], ["ZY"], [
    ("+", ZYF, "百度智能驾驶事业群（Apollo） 规划算法工程师 2018.07–2021.03"),
    ("-", RXN, "Apr 2009 – Software Engineer → Senior Software Engineer, Baidu, Beijing"),
    ("-", YXF, "百度在线网络技术（北京）有限公司    2014.07 – 2014.09")],
    [("en", "Which candidates were working at Baidu at any point during 2019?", []),
     ("en", "who was at baidu back in 2019", []),
     ("zh", "2019 年期间有哪些候选人在百度任职？", []),
     ("zh", "19年那会儿在度厂的有谁", [])]))
I.append(("i09-current-retail", ["time/role"], ["CB", "LS"], [
    ("+", CBF, "Tesco — BI Developer (Tesco Technology, Group Data)   since 10/2023"),
    ("+", LSF, "京东零售 · 京东 App 交易研发部 — iOS 高级开发工程师"),
    ("+", LSF, "2024/4-至今"),
    ("-", RXO, '"position": "Director of Engineering, JD Retail"'),
    ("-", RXN, "Mar 2016 – Director of Engineering, JD Retail, JD.com, Beijing"),
    ("-", RXN, "Jun 2021 – VP of Engineering, Klook, Hong Kong"),
    ("-", CBF, "Sainsbury's (Argos) — Senior Data Analyst   2021 – 09/2023"),
    ("-", WYF, "钉钉（阿里巴巴集团）")],
    [("en", "Which candidates are currently employed by a retail company?", []),
     ("en", "who's working at a retailer right now — supermarket chains, JD-style online retail etc", []),
     ("zh", "目前在零售企业任职的候选人有哪些？", []),
     ("zh", "现在在零售公司上班的有谁 超市、京东自营这种", [])]))
I.append(("i10-intern-cn-internet", ["time/role", "employer"], ["LS", "NL", "YX"], [
    ("+", LSF, "美团 · 到店事业群 — iOS 开发实习生"),
    ("+", NLF, "TikTok, Singapore – Software Engineer Intern, Trust & Safety"),
    ("+", YXF, "安全部 实习生"),
    ("+", YXF, "百度在线网络技术（北京）有限公司    2014.07 – 2014.09"),
    ("-", ZYF, "华为技术有限公司智能汽车解决方案BU 实习生（ADAS 规划） 2017.07–2017.09"),
    ("-", LPF, "Applied Scientist Intern, Alexa Text-to-Speech")],
    [("en", "Which candidates have done an internship at a Chinese internet company?", []),
     ("en", "anyone interned at one of the chinese big tech cos (bytedance alibaba tencent meituan baidu type)? intern stints only", []),
     ("zh", "哪些候选人有在中国互联网公司实习的经历？", []),
     ("zh", "有在互联网大厂实习过的吗 字节阿里腾讯美团百度这种国内的", [])]))
I.append(("i11-10y-fulltime", ["years"], ["RX", "WY", "YX"], [
    ("+", RXN, "Jul 2007 – Software Engineer, Yahoo! Beijing Global R&D Center, Beijing"),
    ("+", RXN, "Jun 2021 – VP of Engineering, Klook, Hong Kong"),
    ("+", WYF, "2014年7月 - 2016年6月"),
    ("+", WYF, "2021年3月 - 至今"),
    ("+", YXF, "网易（杭州）网络有限公司    2015.07 – 2019.02"),
    ("+", YXF, "阿里云计算有限公司（阿里云）    2019.03 – 至今"),
    ("-", ZYF, "规划算法工程师 2018.07–2021.03"),
    ("-", CBF, "Sainsbury's (Argos) — Data Analyst   2018 – 2021"),
    ("-", LPF, "Doctoral Researcher (PhD student)")],
    [("en", "Which candidates have at least 10 years of full-time work experience?", []),
     ("en", "need folks with a decade+ of real full-time work, internships dont count", []),
     ("zh", "请找出全职工作经验不少于 10 年的候选人。", []),
     ("zh", "工作十年以上的有谁 实习不算", [])]))
I.append(("i12-bachelor-985-qs100", ["tier", "degree", "school"], ["ZY", "YX", "RX", "NL"], [
    ("+", ZYF, "2014.09–2018.06 同济大学 车辆工程工学学士"),
    ("+", YXF, "2011.09 – 2015.06   浙江大学 计算机科学与技术学院 信息安全 工学学士"),
    ("+", RXN, "B.Eng. in Computer Science and Technology, Zhejiang University, Hangzhou"),
    ("+", NLF, "Universiti Malaya (University of Malaya), Kuala Lumpur"),
    ("+", NLF, "Bachelor of Computer Science (Artificial Intelligence), First Class Honours"),
    ("-", LPF, "Indian Institute of Technology Madras"),
    ("-", LSF, "| 2016/9-2020/6 | 浙江工业大学 | 软件工程 | 本科 |"),
    ("-", WYF, "南京信息工程大学"),
    ("-", CBF, "University of Hull"),
    ("-", NLF, "University of Edinburgh")],
    [("en", "Which candidates received their bachelor's degree from a 985 university or a QS top-100 university?", []),
     ("en", "undergrad from a 985 or a QS top 100 school - who've we got", []),
     ("zh", "本科毕业于 985 高校或 QS 排名前 100 大学的候选人有哪些？", []),
     ("zh", "本科是名校的有谁 985或者QS百强都行", [])]))
I.append(("i13-xiaomi-empty", ["employer", "empty-gold"], [], [
    ("-", WYF, "服务客户包括小米、蔚来、海底捞等 300 余家企业"),
    ("-", YXF, "2017 小米安全应急响应中心（MiSRC）年度白帽子 第三名")],
    [("en", "Which candidates have worked at Xiaomi?", []),
     ("en", "anyone ex-xiaomi? the redmi / lei jun phone company", []),
     ("zh", "哪些候选人曾在小米公司任职？", []),
     ("zh", "有米厂出来的吗", [])]))

HEADER = Path(__file__).with_name("questions_header.yaml").read_text(encoding="utf-8")


def q(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


out = [HEADER.rstrip("\n"), "questions:"]
for intent, tags, gold, ev, phr in I:
    out.append(f"  # ---------------- {intent} ----------------")
    for sign, f, quote in ev:
        out.append(f"  # {sign} {f}: {quote}")
    for lang, text, extra in phr:
        t = list(tags)
        if any(LANG[k] != lang for k in gold):
            t.append("cross-lingual")
        t += [x for x in extra if x not in t]
        t.append("paraphrase")
        out.append(f"  - {{q: {q(text)}, gold: [{', '.join(gold)}], intent: {intent}, tags: [{', '.join(t)}]}}")
Path(__file__).resolve().parent.parent.joinpath("questions.yaml").write_text("\n".join(out) + "\n", encoding="utf-8")
print(sum(len(x[4]) for x in I), "questions")
