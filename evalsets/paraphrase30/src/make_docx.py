"""Builds the three DOCX CVs of paraphrase30 into ../cvs/."""
import os
from docx import Document
from docx.shared import Pt, RGBColor
from docx.enum.text import WD_ALIGN_PARAGRAPH

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")


def table(doc, rows, header=None, style="Table Grid"):
    n = len(rows[0])
    t = doc.add_table(rows=0, cols=n)
    t.style = style
    if header:
        cells = t.add_row().cells
        for c, h in zip(cells, header):
            c.text = h
            for r in c.paragraphs[0].runs:
                r.bold = True
    for row in rows:
        cells = t.add_row().cells
        for c, v in zip(cells, row):
            c.text = v
    return t


def signe():
    d = Document()
    p = d.add_paragraph()
    r = p.add_run("Signe Bakkelund")
    r.bold = True
    r.font.size = Pt(20)
    d.add_paragraph("Senior Data Analyst · Oslo, Norway · signe.bakkelund@gmail.com · +47 912 44 087")
    d.add_heading("Profile", level=2)
    d.add_paragraph("Analyst who turns messy payment and product data into decisions. Nine years across "
                    "consulting, consumer audio and mobile payments; comfortable owning a metric end to end.")
    d.add_heading("Experience", level=2)
    table(d, [
        ["04/2022 - today", "Vipps MobilePay AS", "Senior Data Analyst, Payments Risk",
         "Built the fraud-rate and chargeback dashboards in Looker on top of dbt models; "
         "defined the merchant risk score used by the onboarding team."],
        ["Aug 2020 – Mar 2022", "Spotify", "Data Analyst, Podcast Growth",
         "Ran 40+ A/B tests on podcast recommendations in BigQuery SQL; owned the weekly growth review deck."],
        ["Sep 2017 – Jul 2020", "Accenture, Oslo", "Analytics Consultant",
         "Client engagements: DNB (credit-card churn model), Telenor (network NPS study) and a Nordic "
         "market-entry analysis for Alibaba Group's Tmall Global."],
        ["summer 2016", "Equinor ASA", "Summer Intern, Finance Analytics",
         "Automated a monthly cost-variance report in Excel VBA."],
    ], header=["Period", "Company", "Role", "What I did"])
    d.add_heading("Education", level=2)
    table(d, [
        ["2022 – 2024", "Georgia Institute of Technology", "M.S. in Analytics (online, part-time)"],
        ["2014 – 2017", "Norwegian School of Economics (NHH), Bergen", "Bachelor in Economics and Business Administration"],
        ["Spring 2016", "National Tsing Hua University, Hsinchu, Taiwan", "Exchange semester (statistics courses)"],
    ], header=["Years", "School", "Programme"])
    d.add_heading("Skills & certificates", level=2)
    d.add_paragraph("SQL, dbt, Looker, Python (pandas, statsmodels), BigQuery, Snowflake, Excel")
    d.add_paragraph("Also familiar with: Kubernetes (basic), Terraform, Scala")
    d.add_paragraph("Google Data Analytics Professional Certificate (2021)")
    d.add_paragraph("Languages: Norwegian (native), English (fluent), Mandarin (basic)")
    d.save(os.path.join(OUT, "Signe_Bakkelund_resume.docx"))


def du():
    d = Document()
    p = d.add_paragraph()
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = p.add_run("杜若川")
    r.bold = True
    r.font.size = Pt(22)
    p = d.add_paragraph("高级芯片设计工程师 | 杭州 | 186-0571-3382 | duruochuan@163.com")
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    d.add_heading("教育背景", level=1)
    d.add_paragraph("2015.09–2018.06　东南大学　集成电路工程　硕士")
    d.add_paragraph("2011.09–2015.06　电子科技大学　微电子科学与工程　学士")
    d.add_heading("工作经历", level=1)
    d.add_paragraph("2021.04–至今　平头哥半导体有限公司　高级芯片设计工程师")
    for b in ["负责玄铁系列 RISC-V 处理器的 L2 Cache 与一致性总线的 RTL 设计，使用 Verilog/SystemVerilog 编码。",
              "主导一次流片前的时序收敛，与后端团队协作将关键路径从 1.6GHz 提升到 2.0GHz。"]:
        d.add_paragraph(b, style="List Bullet")
    d.add_paragraph("2018.07–2021.03　海思半导体（华为）　数字IC设计工程师")
    for b in ["参与麒麟系列 SoC 中 ISP 子系统的模块设计与验证，编写 UVM 测试平台。",
              "2019 年获部门“年度优秀新人”称号。"]:
        d.add_paragraph(b, style="List Bullet")
    d.add_paragraph("2017.07–2017.09　英特尔亚太研发有限公司（上海）　IC 验证实习生")
    d.add_paragraph("搭建 PCIe 控制器的回归测试脚本（Python/Perl）。", style="List Bullet")
    d.add_heading("专利与奖项", level=1)
    d.add_paragraph("发明专利：一种低功耗多核缓存一致性装置及方法（第一发明人，已授权）")
    d.add_paragraph("2014 年 全国大学生集成电路创新创业大赛 一等奖")
    d.add_heading("专业技能", level=1)
    d.add_paragraph("Verilog、SystemVerilog、UVM、SpinalHDL、Python、Perl、PrimeTime、Spyglass")
    d.save(os.path.join(OUT, "杜若川_芯片设计_简历.docx"))


def vivek_new():
    d = Document()
    sec = d.sections[0]
    sec.footer.paragraphs[0].text = "Vivek Iyengar — CV, November 2026 — page 1"
    p = d.add_paragraph()
    r = p.add_run("Staff Software Engineer — Payments Infrastructure")
    r.bold = True
    r.font.size = Pt(16)
    d.add_paragraph("Bengaluru, India · vivek.iyengar.dev@gmail.com · +91 98450 22731 · github.com/viyengar")
    d.add_heading("Experience", level=1)
    d.add_paragraph("Stripe — Staff Software Engineer, Ledger & Payments Infrastructure (since 10/2023)")
    for b in ["Tech lead for the double-entry ledger service (Go) that records every card and bank-transfer movement in APAC.",
              "Moved the ledger's batch jobs from cron hosts onto Kubernetes CronJobs with per-tenant quotas."]:
        d.add_paragraph(b, style="List Bullet")
    d.add_paragraph("Flipkart — Principal Engineer, Supply Chain Platform (Apr 2021 – Sep 2023)")
    d.add_paragraph("Flipkart — Senior Software Engineer, Order Management (Jan 2018 – Mar 2021)")
    for b in ["Designed the order-routing service handling Big Billion Days peaks of 18k orders/s (Java, Kafka).",
              "Led the migration of 60 order-management services to Kubernetes."]:
        d.add_paragraph(b, style="List Bullet")
    d.add_paragraph("Infosys — Systems Engineer → Senior Systems Engineer (Jul 2014 – Dec 2017)")
    d.add_paragraph("Java maintenance work for a UK retail bank's card-dispute system.", style="List Bullet")
    d.add_heading("Education", level=1)
    d.add_paragraph("B.Tech, Computer Science and Engineering — National Institute of Technology, Tiruchirappalli (2010 – 2014)")
    d.add_paragraph("M.Tech, Software Systems (part-time, WILP) — BITS Pilani, 2019 – 2020, discontinued")
    d.add_heading("Skills", level=1)
    d.add_paragraph("Go, Java, Kafka, Kubernetes, PostgreSQL, gRPC, Bazel")
    d.save(os.path.join(OUT, "vivek_iyengar_resume_2026.docx"))


if __name__ == "__main__":
    signe()
    du()
    vivek_new()
