"""Builds the two DOCX CVs of paraphrase146 into ../cvs/."""
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn
import os

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")


def set_cjk(doc, font="Noto Sans CJK SC"):
    st = doc.styles["Normal"]
    st.font.name = font
    st.element.rPr.rFonts.set(qn("w:eastAsia"), font)
    st.font.size = Pt(10.5)


def table(doc, rows, header=None):
    n = len(rows[0])
    t = doc.add_table(rows=0, cols=n)
    t.style = "Table Grid"
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


# ---------------- 满晓霏 (Chinese, tables) ----------------
d = Document()
set_cjk(d)
h = d.add_heading("满晓霏  个人简历", level=0)
d.add_paragraph("求职意向：生鲜 / 快消品类采购　｜　现居：上海　｜　手机：139-1862-4471　｜　邮箱：manxiaofei_buyer@126.com")
d.add_heading("基本信息", level=1)
table(d, [["性别", "女", "出生年月", "1995.03"],
          ["工作年限", "9 年", "目前状态", "在职，看机会"]])
d.add_heading("工作经历", level=1)
table(d, [
    ["2021/4-至今", "永辉超市股份有限公司（华东大区）", "生鲜采购部 品类采购（水果）"],
    ["2017/9-2021/3", "康成投资（中国）有限公司（大润发 RT-Mart）", "采购助理 → 采购专员（休闲食品）"],
    ["2016/7-2016/8", "家乐福（中国）上海古北店", "门店运营实习生"],
], header=["时间", "公司", "部门 / 职位"])
d.add_paragraph("永辉超市 · 品类采购（水果）", style="Heading 2")
for b in [
    "负责华东 180 家门店进口及国产水果品类，年采购额约 4.2 亿元；管理 35 家供应商与 6 个直采基地。",
    "主导车厘子、蓝莓季节性直采谈判，毛利率较上一年提升 2.3 个百分点。",
    "用 Python（pandas）编写脚本，每周自动汇总门店销量与损耗数据并生成补货建议，替代原手工 Excel 报表。",
    "与营运、品控部门共同制定到货验收标准，损耗率由 6.8% 降到 4.9%。",
]:
    d.add_paragraph(b, style="List Bullet")
d.add_paragraph("大润发 · 采购助理 → 采购专员", style="Heading 2")
for b in [
    "2017.09 入职采购助理，2019.07 晋升采购专员，负责休闲食品（坚果、膨化）约 1,200 个 SKU 的选品、定价与促销排期。",
    "用 SQL 从门店 POS 数据库提取销售数据，做 ABC 分类与滞销品淘汰。",
]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("教育背景", level=1)
table(d, [
    ["2024.09 - 至今", "上海财经大学", "工商管理硕士（MBA，在职班）", "在读"],
    ["2013.09 - 2017.06", "暨南大学", "市场营销（管理学学士）", "本科"],
], header=["时间", "学校", "专业 / 学位", "备注"])
d.add_heading("证书与荣誉", level=1)
for b in ["2023 年度 永辉超市华东大区“金牌采购”", "CPSM 供应管理专业人士认证（ISM，2022）", "大学英语六级"]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("技能", level=1)
d.add_paragraph("供应商谈判、品类规划、Excel（数据透视表、VLOOKUP）、SQL、Python（pandas）、SAP MM 模块、Power BI")
d.save(os.path.join(OUT, "满晓霏-品类采购-简历.docx"))

# ---------------- Quek Wei Jie (English) ----------------
d = Document()
d.styles["Normal"].font.name = "Calibri"
d.styles["Normal"].font.size = Pt(10.5)
d.add_heading("QUEK Wei Jie", level=0)
d.add_paragraph("Senior Backend Engineer (Kotlin / JVM) · Barcelona, Spain · weijie.quek@gmail.com · +34 612 55 80 93 · github.com/quekwj")
d.add_heading("Summary", level=1)
d.add_paragraph("Backend engineer with 9 years in industry, most of them building order, courier-dispatch and payment services "
                "for quick-commerce and food delivery in the Delivery Hero family (foodpanda in Asia, now Glovo in Spain). I like boring, "
                "observable services: Kotlin coroutines, Spring Boot, Kafka, Postgres, and very good dashboards.")
d.add_heading("Experience", level=1)
jobs = [
    ("Glovo — Senior Backend Engineer, Courier Dispatch", "Barcelona · Sep 2021 – Present", [
        "Own the courier-assignment service (Kotlin, Spring Boot, Kafka) handling ~1.8M orders/day across 25 markets; cut p99 assignment latency from 900 ms to 240 ms.",
        "Led the migration of three legacy Java services to Kotlin coroutines and Ktor; wrote the team's Kotlin style guide.",
        "On-call lead for dispatch; introduced SLO-based alerting in Datadog.",
    ]),
    ("foodpanda — Backend Engineer, Vendor Platform", "Singapore · 01/2019 – 08/2021", [
        "Built vendor onboarding and menu-sync APIs in Kotlin and Spring Boot on PostgreSQL, used by 60k restaurants in 11 Asian markets.",
        "Moved batch menu imports to an event-driven pipeline on Kafka and Kubernetes.",
    ]),
    ("Thoughtworks — Graduate Software Engineer (Consultant)", "Singapore · Jul 2017 – Dec 2018", [
        "Full-time consultant on a Java/Spring microservices rebuild for a regional insurer (client); pair programming and TDD.",
    ]),
    ("Grab — Software Engineering Intern, GrabFood", "Singapore · May 2016 – Aug 2016", [
        "Internship: prototype of a merchant order-status webhook in Go.",
    ]),
]
for title, meta, bullets in jobs:
    p = d.add_paragraph()
    r = p.add_run(title); r.bold = True
    d.add_paragraph(meta)
    for b in bullets:
        d.add_paragraph(b, style="List Bullet")
d.add_heading("Education", level=1)
d.add_paragraph("National University of Singapore (NUS) — Bachelor of Computing (Computer Science), Honours, 2013 – 2017")
d.add_paragraph("Georgia Institute of Technology — Online Master of Science in Computer Science (OMSCS), 2019 – 2020; completed 3 courses, withdrew (not completed)")
d.add_heading("Awards", level=1)
d.add_paragraph("Winner, Delivery Hero Global Hackathon 2022 (team of 4)", style="List Bullet")
d.add_paragraph("NUS Dean's List, AY2015/16", style="List Bullet")
d.add_heading("Skills", level=1)
d.add_paragraph("Languages: Kotlin, Java, Go, SQL; also familiar with Python, Rust, Scala")
d.add_paragraph("Platform: Spring Boot, Ktor, Kafka, PostgreSQL, Redis, Kubernetes, Terraform, Datadog")
d.add_paragraph("Spoken: English, Mandarin, Spanish (B1)")
d.save(os.path.join(OUT, "QuekWeiJie_Resume.docx"))
print("done")
