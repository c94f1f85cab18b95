"""Builds the two DOCX CVs of heldout64 (plain paragraphs, no tables)."""
from docx import Document
from docx.shared import Pt

def build(path, paras):
    doc = Document()
    for style, text in paras:
        if style == "title":
            p = doc.add_paragraph(); r = p.add_run(text); r.bold = True; r.font.size = Pt(18)
        elif style == "h":
            doc.add_heading(text, level=2)
        elif style == "b":
            p = doc.add_paragraph(); r = p.add_run(text); r.bold = True
        elif style == "li":
            doc.add_paragraph(text, style="List Bullet")
        else:
            doc.add_paragraph(text)
    doc.save(path)

# Sheng Yicheng, OLD CV (May 2023), Chinese
build("../cvs/盛亦澄_推荐算法_2023.docx", [
    ("title", "盛亦澄"),
    ("p", "推荐算法工程师 ｜ 186 0113 2958 ｜ shengyc_rec@outlook.com ｜ 北京"),
    ("p", "简历更新：2023年5月"),
    ("h", "工作经历"),
    ("b", "快手科技　推荐算法工程师　2021年7月 - 至今"),
    ("li", "主站推荐部，负责快手极速版双列 Feed 精排模型迭代，参与 MMoE 多任务学习模型落地与 AB 实验分析。"),
    ("li", "使用 TensorFlow 与 Spark 构造训练样本，日处理样本量约 200 亿条。"),
    ("b", "字节跳动（抖音推荐）　算法实习生　2020年6月 - 2020年9月"),
    ("li", "短视频冷启动流量分配策略实验，离线评估指标提升 2.3%。"),
    ("h", "教育背景"),
    ("p", "北京邮电大学　信息与通信工程　硕士　2018年9月 - 2021年6月"),
    ("p", "北京邮电大学世纪学院　通信工程　学士　2014年9月 - 2018年6月"),
    ("h", "竞赛与获奖"),
    ("p", "2019 KDD Cup 第 7 名；第十六届“华为杯”中国研究生数学建模竞赛 二等奖"),
    ("h", "技能"),
    ("p", "TensorFlow、Spark、Hive、Python、C++、SQL"),
])

# Callan Brightwater, English
build("../cvs/Callan_Brightwater_CV.docx", [
    ("title", "Callan Brightwater"),
    ("p", "Senior Network Engineer (IP/MPLS) | Sydney, NSW | +61 412 558 903 | callan.brightwater@proton.me"),
    ("h", "Profile"),
    ("p", "Carrier network engineer with 11 years across core IP/MPLS, BGP peering and network automation for two Australian telcos. Currently leading a team of five engineers on the Optus mobile backhaul migration to segment routing."),
    ("h", "Experience"),
    ("b", "Optus (Singtel Group) — Senior Network Engineer, IP Core    03/2021 – today"),
    ("li", "Lead a team of 5 engineers migrating the national mobile backhaul from LDP to Segment Routing (SR-MPLS) on Nokia 7750 SR and Cisco ASR 9000."),
    ("li", "Built Ansible and Python (Nornir, NAPALM) pipelines for pre/post-change checks; cut change-window rollbacks by 40%."),
    ("li", "Owned the BGP peering policy for 3 internet exchanges (IX Australia, Equinix SY)."),
    ("b", "Telstra — Network Engineer    07/2015 – 02/2021"),
    ("li", "Designed and operated MPLS L3VPN services for enterprise customers (incl. Westpac and Qantas accounts) on Juniper MX and Cisco ASR platforms."),
    ("li", "Member of the 24/7 escalation roster for the core IP network; root-caused the 2019 BGP route-leak incident."),
    ("b", "Ericsson Australia — Vacation Intern    Dec 2013 – Feb 2014"),
    ("li", "Summer internship in the managed services NOC; wrote Python scripts for alarm correlation."),
    ("h", "Education"),
    ("p", "Master of Information Technology (Networking), Monash University — online, part-time, 2019 – 2020, discontinued after 4 of 12 units"),
    ("p", "Bachelor of Engineering (Telecommunications) (Honours), UNSW Sydney, 2011 – 2014"),
    ("h", "Certifications & Talks"),
    ("p", "CCIE Service Provider #61xxx (2018); JNCIP-SP (2016)"),
    ("p", "Speaker, Cisco Live Melbourne 2023: \"Segment Routing migration at a mobile carrier\""),
    ("h", "Skills"),
    ("p", "BGP, OSPF, IS-IS, MPLS, SR-MPLS, L3VPN, EVPN, Python, Ansible, Nornir, Cisco IOS-XR, Junos, Nokia SR OS"),
])
print("ok")
