"""Builds the two DOCX CVs in ../cvs."""
from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(__file__), "..", "cvs")

# ---- Wan Haochen, new CV (Chinese, 2025) ----
d = Document()
st = d.styles["Normal"]; st.font.name = "Noto Sans CJK SC"; st.font.size = Pt(10.5)
d.add_heading("万昊宸", level=1)
d.add_paragraph("Java 后端技术专家 | 北京 | 电话：+86 137 5813 9026 | 邮箱：haochen.wan@foxmail.com")
d.add_paragraph("简历更新于 2025 年 10 月")
d.add_heading("工作经历", level=2)
t = d.add_table(rows=1, cols=3); t.style = "Table Grid"
h = t.rows[0].cells; h[0].text = "时间"; h[1].text = "公司"; h[2].text = "职位"
for a, b, c in [
    ("2024.04 – 至今", "美团（到店事业群）", "技术专家"),
    ("2021.06 – 2024.03", "蚂蚁集团", "高级 Java 工程师"),
    ("2019.04 – 2021.05", "阿里云", "高级 Java 开发工程师"),
    ("2017.07 – 2019.03", "阿里云", "Java 开发工程师"),
]:
    r = t.add_row().cells; r[0].text = a; r[1].text = b; r[2].text = c
d.add_paragraph("美团：负责到店交易订单中心的高可用改造，Java 17 + Spring Cloud + RocketMQ，峰值 8 万 TPS。", style="List Bullet")
d.add_paragraph("蚂蚁集团：参与支付宝会员积分系统重构，基于 SOFABoot 拆分 12 个微服务，接口 P99 从 180ms 降至 60ms。", style="List Bullet")
d.add_paragraph("阿里云：OpenSearch 控制台与计量服务后端，基于 Kafka + Flink 重写计费事件链路。", style="List Bullet")
d.add_heading("教育背景", level=2)
d.add_paragraph("华中科技大学　软件工程　工学学士　2013.09 – 2017.06")
d.add_heading("专业技能", level=2)
d.add_paragraph("Java / Spring Boot / Spring Cloud / MyBatis / MySQL / Redis / Kafka / RocketMQ / Docker / Kubernetes")
d.add_heading("其他", level=2)
d.add_paragraph("2019 年阿里云“飞天”技术大会演讲嘉宾；2022 年蚂蚁集团技术新人奖。")
d.save(os.path.join(OUT, "万昊宸_Java后端_2025.docx"))

# ---- Rosamund Tibbett (English); name only in the header section ----
d = Document()
d.styles["Normal"].font.name = "Calibri"; d.styles["Normal"].font.size = Pt(10.5)
d.sections[0].header.paragraphs[0].text = "ROSAMUND TIBBETT — CURRICULUM VITAE — CONFIDENTIAL"
d.add_paragraph("Data Privacy & Cybersecurity Lawyer | Hong Kong | r.tibbett.law@gmail.com | +852 9431 2786")
d.add_heading("Profile", level=1)
d.add_paragraph("Solicitor (England & Wales, Hong Kong) with fifteen years of data-protection practice: GDPR and PIPL "
                "compliance programmes, cross-border data transfers, breach response and regulator investigations.")
d.add_heading("Experience", level=1)
d.add_heading("Linklaters, Hong Kong", level=2)
d.add_paragraph("Counsel, Data Protection & Cyber — 04/2021 - today")
d.add_paragraph("Managing Associate — 09/2017 - 03/2021")
d.add_paragraph("Advised Ant Group on cross-border data transfers under PIPL and the Hong Kong PDPO.", style="List Bullet")
d.add_paragraph("Led breach-notification work for a regional airline client across six jurisdictions.", style="List Bullet")
d.add_heading("Hogan Lovells, London", level=2)
d.add_paragraph("Associate, Privacy and Cybersecurity — 09/2011 - 08/2017")
d.add_paragraph("Drafted binding corporate rules for two FTSE 100 groups; supported ICO investigations.", style="List Bullet")
d.add_heading("Education", level=1)
t = d.add_table(rows=1, cols=3); t.style = "Table Grid"
h = t.rows[0].cells; h[0].text = "Institution"; h[1].text = "Qualification"; h[2].text = "Years"
for a, b, c in [
    ("London School of Economics", "PhD in Law (part-time) — withdrawn, not completed", "2012 - 2014"),
    ("University College London", "LLM in Information Technology Law", "2010 - 2011"),
    ("King's College London", "LLB (Hons) Law", "2007 - 2010"),
]:
    r = t.add_row().cells; r[0].text = a; r[1].text = b; r[2].text = c
d.add_heading("Memberships, Certifications & Talks", level=1)
d.add_paragraph("Member, International Association of Privacy Professionals (IAPP); CIPP/E and CIPM certified", style="List Bullet")
d.add_paragraph("Speaker, RightsCon 2023 panel on cross-border data flows", style="List Bullet")
d.add_heading("Languages", level=1)
d.add_paragraph("English (native), Cantonese (conversational), French (B2)")
d.save(os.path.join(OUT, "CV_privacy_counsel_HK.docx"))
