"""Builds the two DOCX CVs of heldout28 into ../cvs/."""
import os
from docx import Document
from docx.shared import Pt, Cm, RGBColor
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.oxml.ns import qn

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")


def zh_font(doc, name="SimSun"):
    st = doc.styles["Normal"]
    st.font.name = name
    st.font.size = Pt(10.5)
    st.element.rPr.rFonts.set(qn("w:eastAsia"), name)


def heading_zh(doc, text):
    p = doc.add_paragraph()
    r = p.add_run(text)
    r.bold = True
    r.font.size = Pt(13)
    r.font.color.rgb = RGBColor(0x1F, 0x4E, 0x79)
    return p


def teng_shuqi():
    doc = Document()
    zh_font(doc)
    for s in doc.sections:
        s.left_margin = s.right_margin = Cm(2)
    t = doc.add_paragraph()
    t.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = t.add_run("个 人 简 历")
    r.bold = True
    r.font.size = Pt(18)
    tab = doc.add_table(rows=4, cols=5)
    tab.style = "Table Grid"
    rows = [
        ["姓名", "滕书琪", "性别", "女"],
        ["电话", "186-0571-3328", "邮箱", "tengshuqi_data@126.com"],
        ["现居地", "上海", "求职意向", "数据开发 / 数据平台"],
        ["工作年限", "6 年（2020 年毕业）", "政治面貌", "群众"],
    ]
    for i, row in enumerate(rows):
        for j, v in enumerate(row):
            tab.cell(i, j).text = v
    photo = tab.cell(0, 4).merge(tab.cell(3, 4))
    photo.text = "（照片）"
    photo.paragraphs[0].alignment = WD_ALIGN_PARAGRAPH.CENTER

    heading_zh(doc, "教育背景")
    doc.add_paragraph("2024.09–至今　浙江大学　软件学院　工程硕士（非全日制，在读）　大数据技术与工程")
    doc.add_paragraph("2016.09–2020.06　西南交通大学　软件工程　本科（工学学士）")

    heading_zh(doc, "工作经历")
    p = doc.add_paragraph()
    p.add_run("2023.03–至今　小红书（行吟信息科技（上海）有限公司）　高级数据开发工程师").bold = True
    for b in [
        "负责社区内容数据湖建设，基于 Iceberg + Spark 搭建离线数仓，日处理数据约 200TB；",
        "用 Flink 搭建笔记曝光/互动实时指标链路，指标延迟从小时级降到 2 分钟以内；",
        "推动 ClickHouse 到 Doris 的迁移，查询 P95 从 9 秒降到 1.5 秒。",
    ]:
        doc.add_paragraph(b, style="List Bullet")
    p = doc.add_paragraph()
    p.add_run("2020.07–2023.02　蚂蚁集团　数据研发工程师（大安全事业群）").bold = True
    for b in [
        "参与支付宝实时风控特征平台建设，基于 Flink 开发 300 多个实时风控特征；",
        "维护 MaxCompute（ODPS）上的离线风控宽表与数据质量监控。",
    ]:
        doc.add_paragraph(b, style="List Bullet")
    p = doc.add_paragraph()
    p.add_run("2018.07–2018.09　美团　数据开发实习生（到店事业群）").bold = True
    doc.add_paragraph("用 Hive SQL 开发商户经营日报，支持到店业务周会。", style="List Bullet")

    heading_zh(doc, "专业技能")
    doc.add_paragraph("熟练：Spark、Flink、Hive、SQL、Python、Iceberg、ClickHouse、Doris")
    doc.add_paragraph("了解：Rust、dbt、Airflow（业余学习，工作中未使用）")

    heading_zh(doc, "获奖与证书")
    doc.add_paragraph("2019　阿里云天池大数据竞赛（工业 AI 赛道）季军")
    doc.add_paragraph("2019　西南交通大学 校级优秀学生奖学金")

    heading_zh(doc, "语言")
    doc.add_paragraph("英语：CET-6，可作为工作语言阅读文档")
    doc.save(os.path.join(OUT, "滕书琪_数据开发.docx"))


def esperanza_whitlock():
    doc = Document()
    st = doc.styles["Normal"]
    st.font.name = "Calibri"
    st.font.size = Pt(10)
    for s in doc.sections:
        s.left_margin = s.right_margin = Cm(1.6)
        s.top_margin = Cm(1.4)
    p = doc.add_paragraph()
    r = p.add_run("ESPERANZA WHITLOCK")
    r.bold = True
    r.font.size = Pt(22)
    doc.add_paragraph("Senior Product Designer · Stockholm, Sweden")

    tab = doc.add_table(rows=1, cols=2)
    left, right = tab.rows[0].cells
    left.width = Cm(5.5)
    right.width = Cm(12.5)

    def lhead(cell, text, first=False):
        par = cell.paragraphs[0] if first else cell.add_paragraph()
        rr = par.add_run(text)
        rr.bold = True
        rr.font.color.rgb = RGBColor(0xC0, 0x39, 0x2B)
        return par

    lhead(left, "CONTACT", first=True)
    left.add_paragraph("esperanza.whitlock@proton.me")
    left.add_paragraph("+46 70 412 88 31")
    left.add_paragraph("whitlock.design")
    lhead(left, "TOOLS & SKILLS")
    for s in ["Figma, FigJam, Framer", "Maze, Dovetail", "User interviews, usability testing",
              "Design systems, accessibility (WCAG 2.2)",
              "Also tinkering with: SwiftUI, Blender (personal projects only)"]:
        left.add_paragraph(s)
    lhead(left, "LANGUAGES")
    left.add_paragraph("Swedish — native")
    left.add_paragraph("English — fluent")
    left.add_paragraph("Portuguese — professional working proficiency")
    lhead(left, "EDUCATION")
    left.add_paragraph("BA in Interaction Design")
    left.add_paragraph("Malmö University, 2014 – 2017")
    lhead(left, "CERTIFICATES")
    left.add_paragraph("Google UX Design Professional Certificate (Coursera, 2021)")

    lhead(right, "PROFILE", first=True)
    right.add_paragraph("Product designer who likes messy two-sided marketplaces and creator tools. "
                        "I pair qualitative research with experiment data and ship with engineers "
                        "rather than hand over specs.")
    lhead(right, "EXPERIENCE")
    jobs = [
        ("Senior Product Designer — Spotify, Stockholm", "since 10/2023", [
            "Lead designer for podcast creator tools (Spotify for Creators): video podcast upload flow and the episode analytics dashboard.",
            "Ran research rounds with creators in Sweden, Brazil and Mexico; findings reshaped the 2024 roadmap.",
        ]),
        ("Product Designer — Booking.com, Amsterdam", "06/2019 – 09/2023", [
            "Redesigned onboarding for new property partners on the extranet; tested about 40 variants in A/B experiments.",
            "Contributed components and guidelines to the Bui design system.",
        ]),
        ("Interaction Designer — Ericsson, Stockholm", "02/2018 – 05/2019", [
            "Designed network-operations dashboards for telecom operator customers.",
        ]),
        ("Freelance UX designer", "09/2017 – 01/2018", [
            "Usability audit of a checkout flow for Klarna (client project).",
        ]),
        ("UX Design Intern — IKEA (Inter IKEA Systems), Älmhult", "summer 2016", [
            "Prototyped an in-store product-finder kiosk.",
        ]),
    ]
    for title, dates, bullets in jobs:
        par = right.add_paragraph()
        par.add_run(title).bold = True
        par.add_run("\t" + dates).italic = True
        for b in bullets:
            right.add_paragraph("• " + b)
    doc.save(os.path.join(OUT, "Esperanza_Whitlock_Resume.docx"))


if __name__ == "__main__":
    teng_shuqi()
    esperanza_whitlock()
