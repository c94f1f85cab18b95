"""Builds the two DOCX CVs of heldout61 into ../cvs/."""
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

def zh_font(doc):
    st = doc.styles["Normal"]
    st.font.name = "Noto Sans CJK SC"
    st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")
    st.font.size = Pt(10.5)

# ---------------- 栗雨萌 (Chinese, work history in a table) ----------------
d = Document(); zh_font(d)
d.add_heading("栗雨萌", level=0)
d.add_paragraph("高级增长产品经理 ｜ 北京 ｜ 186-1093-4427 ｜ liyumeng.pm@outlook.com")
d.add_heading("个人概述", level=1)
d.add_paragraph("9 年互联网用户增长产品经验，先后负责本地生活、短视频两类产品的拉新、促活与留存；"
                "擅长 A/B 实验设计与增长模型搭建，目前带领 3 人产品小组。")
d.add_heading("工作经历", level=1)
rows = [
    ("时间", "公司", "职位", "主要工作"),
    ("2023.03 - 至今", "北京快手科技有限公司", "高级增长产品经理（用户增长中心）",
     "负责快手极速版新用户激励与次留提升；带领 3 人产品小组（直接汇报）；搭建裂变邀请体系，新增 DAU 提升 6%。"),
    ("2020.07 - 2023.02", "北京字节跳动科技有限公司（抖音）", "增长产品经理",
     "负责抖音春节活动与老用户召回；设计 push 与站内信分层触达策略，召回率提升 12%。"),
    ("2017.07 - 2020.06", "北京三快在线科技有限公司（美团）", "产品经理（外卖用户增长）",
     "负责美团外卖新客红包与会员体系；用 SQL 与 Hive 做漏斗分析，月均跑 20+ 个 A/B 实验。"),
    ("2016.06 - 2016.09", "行吟信息科技（上海）有限公司（小红书）", "产品实习生",
     "协助社区内容运营产品需求整理与竞品分析。"),
]
t = d.add_table(rows=len(rows), cols=4); t.style = "Table Grid"
for i, r in enumerate(rows):
    for j, v in enumerate(r):
        t.cell(i, j).text = v
d.add_heading("教育背景", level=1)
d.add_paragraph("2025.09 - 至今　中欧国际工商学院　MBA（在职，在读）")
d.add_paragraph("2013.09 - 2017.06　中国人民大学　市场营销　本科（管理学学士）")
d.add_heading("技能", level=1)
d.add_paragraph("SQL、Hive、A/B 实验、Axure、Figma、神策数据；Python（基础，自学）")
d.add_heading("其他", level=1)
d.add_paragraph("2019 年获得 美团外卖 年度“增长之星”；2022 年 人人都是产品经理 线下大会 分享嘉宾（话题：短视频老用户召回）。")
d.save(os.path.join(OUT, "栗雨萌-增长产品经理.docx"))

# ---------------- Zijun Fan (English) ----------------
d = Document()
d.styles["Normal"].font.name = "Calibri"; d.styles["Normal"].font.size = Pt(10.5)
d.add_heading("Zijun Fan", level=0)
d.add_paragraph("Site Reliability Engineer · Hangzhou, China · +86 177 0571 2286 · fanzijun.sre@gmail.com")
d.add_heading("Summary", level=1)
d.add_paragraph("SRE with six years on Alibaba Cloud's container platform, starting as an intern. "
                "Focus on Kubernetes control-plane reliability, SLOs and incident response.")
d.add_heading("Experience", level=1)
p = d.add_paragraph(); p.add_run("Alibaba Cloud").bold = True; p.add_run(" — Hangzhou")
d.add_paragraph("Senior Site Reliability Engineer (P7), Container Service for Kubernetes (ACK) · Apr 2023 – Present")
for b in ["On-call lead for the ACK control plane in the cn-hangzhou and cn-shanghai regions; run blameless postmortems.",
          "Designed the SLO and error-budget framework (Prometheus, Thanos, Grafana) now used by 30+ services.",
          "Wrote Go operators for automated etcd backup and failover, cutting recovery time from 40 to 6 minutes."]:
    d.add_paragraph(b, style="List Bullet")
d.add_paragraph("Site Reliability Engineer, Container Service for Kubernetes (ACK) · Jul 2020 – Mar 2023")
for b in ["Managed fleet upgrades of 2,000+ Kubernetes clusters with Terraform and Ansible.",
          "Built capacity dashboards and alert routing for the Double 11 shopping festival."]:
    d.add_paragraph(b, style="List Bullet")
d.add_paragraph("SRE Intern · Jul 2019 – Sep 2019")
d.add_paragraph("Wrote Python scripts to triage Kubernetes node alerts.", style="List Bullet")
d.add_heading("Education", level=1)
d.add_paragraph("Nanjing University of Posts and Telecommunications — B.Eng. in Computer Science and Technology, 2016 – 2020")
d.add_heading("Certifications", level=1)
d.add_paragraph("Certified Kubernetes Administrator (CKA), 2021")
d.add_paragraph("AWS Certified Solutions Architect – Associate, 2022")
d.add_heading("Skills", level=1)
d.add_paragraph("Go, Python, Kubernetes, Prometheus, Terraform, Ansible, Linux, eBPF; familiar with Rust")
d.save(os.path.join(OUT, "Zijun_Fan_SRE.docx"))
print("docx ok")
