"""Builds the two DOCX CVs of heldout65 into ../cvs/."""
import os
from docx import Document
from docx.shared import Pt, RGBColor, Cm
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.oxml.ns import qn
from docx.oxml import OxmlElement

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")


def cjk(doc, font="SimSun"):
    st = doc.styles["Normal"]
    st.font.name = "Calibri"
    st.font.size = Pt(10.5)
    st.element.rPr.rFonts.set(qn("w:eastAsia"), font)


def shade(cell, hexcolor):
    tcPr = cell._tc.get_or_add_tcPr()
    shd = OxmlElement("w:shd")
    shd.set(qn("w:val"), "clear")
    shd.set(qn("w:color"), "auto")
    shd.set(qn("w:fill"), hexcolor)
    tcPr.append(shd)


def jing_zh():
    d = Document()
    cjk(d)
    p = d.add_paragraph()
    r = p.add_run("景若舟")
    r.bold = True
    r.font.size = Pt(20)
    d.add_paragraph("数据开发工程师 | 上海 | 手机：152-2190-4473 | 邮箱：jingruozhou@foxmail.com")
    d.add_paragraph("（简历更新于 2026 年 10 月）")
    d.add_heading("工作经历", level=1)
    p = d.add_paragraph()
    p.add_run("蔚来汽车（NIO）｜数据开发工程师｜智能驾驶数据平台部｜2024.12 - 至今｜上海").bold = True
    for b in [
        "基于 Spark 与 Hive 搭建车辆 CAN 信号离线数仓，日处理约 40 TB 原始数据，按车型、软件版本和地区"
        "分层建模（ODS / DWD / DWS），支撑智驾算法团队的数据回流与场景挖掘需求。",
        "使用 Flink 实时消费 Kafka 中的换电站运行数据，开发异常告警作业，将告警延迟从小时级降到 2 分钟以内，"
        "并接入运维值班系统。",
        "用 Airflow 统一调度 300 多个数据任务，编写数据质量校验规则（基于 Great Expectations），"
        "上线后数据问题工单下降约 40%。",
    ]:
        d.add_paragraph(b, style="List Bullet")
    p = d.add_paragraph()
    p.add_run("快手｜数据开发实习生｜商业化数据部｜2023.06 - 2023.08｜北京").bold = True
    for b in [
        "参与广告投放效果数仓的 Hive SQL 开发与口径梳理，负责 20 余张报表宽表的迁移与核对，"
        "发现并修复 3 处历史口径不一致问题。",
    ]:
        d.add_paragraph(b, style="List Bullet")
    p = d.add_paragraph()
    p.add_run("字节跳动（抖音电商）｜数据工程实习生｜2022.06 - 2022.09｜上海").bold = True
    for b in [
        "用 ClickHouse 和 Python 为商家经营看板开发指标聚合任务，编写单元测试和数据比对脚本，"
        "实习结束时完成交接文档。",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("教育背景", level=1)
    d.add_paragraph("爱丁堡大学（The University of Edinburgh）｜数据科学 理学硕士（MSc）｜2023.09 - 2024.11")
    d.add_paragraph("南京邮电大学｜计算机科学与技术 工学学士｜2019.09 - 2023.06")
    d.add_heading("获奖情况", level=1)
    d.add_paragraph("2021 年“华为杯”中国大学生数据挖掘竞赛 三等奖", style="List Bullet")
    d.add_paragraph("2022 年 阿里云天池 新人赛 Top 5%", style="List Bullet")
    d.add_heading("技能", level=1)
    d.add_paragraph("Python、SQL、Spark、Hive、Flink、Kafka、Airflow、ClickHouse；了解 Snowflake、dbt。英语：雅思 7.5。")
    d.save(os.path.join(OUT, "景若舟-数据开发-2026.docx"))


def drummond_en():
    d = Document()
    st = d.styles["Normal"]
    st.font.name = "Calibri"
    st.font.size = Pt(10.5)
    for s in d.sections:
        s.top_margin = Cm(1.2)
    band = d.add_table(rows=1, cols=1)
    c = band.cell(0, 0)
    shade(c, "1F3864")
    p = c.paragraphs[0]
    r = p.add_run("CAITLIN DRUMMOND")
    r.bold = True
    r.font.size = Pt(22)
    r.font.color.rgb = RGBColor(0xFF, 0xFF, 0xFF)
    p2 = c.add_paragraph()
    r2 = p2.add_run("Tax Manager  |  Shanghai, China  |  +86 138 1650 2297  |  caitlin.drummond@protonmail.com  |  linkedin.com/in/caitlindrummond-tax")
    r2.font.size = Pt(9)
    r2.font.color.rgb = RGBColor(0xFF, 0xFF, 0xFF)
    d.add_paragraph()
    d.add_heading("Profile", level=2)
    d.add_paragraph(
        "Corporate and international tax adviser who has spent her whole career at two Big Four firms, "
        "first in Sydney and since 2022 in Shanghai, advising inbound Australian and European groups on "
        "China tax, transfer pricing and cross-border restructuring.")
    d.add_heading("Experience", level=2)
    p = d.add_paragraph()
    p.add_run("KPMG China (KPMG Huazhen LLP), Shanghai").bold = True
    p.add_run("\tJanuary 2022 – Present")
    d.add_paragraph("Tax Manager, International Tax & Transfer Pricing").italic = True
    for b in [
        "Manage a team of four tax consultants and review all deliverables before partner sign-off.",
        "Lead transfer pricing documentation (local file and master file) for 15 inbound groups.",
        "Advised clients including BHP and Fortescue on the China tax treatment of their procurement hubs.",
        "Built Alteryx workflows that automated the provisional tax calculations for the team.",
    ]:
        d.add_paragraph(b, style="List Bullet")
    p = d.add_paragraph()
    p.add_run("Deloitte Australia (Deloitte Touche Tohmatsu), Sydney").bold = True
    p.add_run("\tFebruary 2017 – December 2021")
    d.add_paragraph("Tax Senior Consultant, Corporate Tax (July 2019 – December 2021)").italic = True
    for b in [
        "Prepared and reviewed income tax returns and tax provisions for ASX-listed clients.",
        "Supported R&D tax incentive claims for mining-technology clients.",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_paragraph("Tax Consultant, Graduate Program (February 2017 – June 2019)").italic = True
    d.add_paragraph("Prepared fringe benefits tax and GST returns; rotated through the Transfer Pricing team in 2018.", style="List Bullet")
    p = d.add_paragraph()
    p.add_run("Australian Taxation Office, Canberra").bold = True
    p.add_run("\tDecember 2015 – February 2016")
    d.add_paragraph("Summer Vacation Intern, Public Groups").italic = True
    d.add_heading("Education", level=2)
    t = d.add_table(rows=3, cols=3)
    t.style = "Table Grid"
    rows = [("Degree", "School", "Years"),
            ("Master of Taxation (part-time, online)", "UNSW Sydney", "2019 – 2021"),
            ("Bachelor of Commerce (Accounting and Finance)", "The University of Sydney", "2013 – 2016")]
    for i, row in enumerate(rows):
        for j, v in enumerate(row):
            t.cell(i, j).text = v
    d.add_heading("Certifications", level=2)
    d.add_paragraph("Chartered Accountant, CA ANZ (2020)", style="List Bullet")
    d.add_paragraph("Chartered Tax Adviser, The Tax Institute (2021)", style="List Bullet")
    d.add_heading("Skills & Languages", level=2)
    d.add_paragraph("Transfer pricing, tax provisioning, Alteryx, Power BI, ONESOURCE; SAP (basic). "
                    "English (native), Mandarin (HSK 5).")
    d.save(os.path.join(OUT, "Caitlin_Drummond_CV.docx"))


if __name__ == "__main__":
    jing_zh()
    drummond_en()
