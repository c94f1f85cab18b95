"""Builds the two DOCX CVs of heldout37 into ../cvs/."""
from pathlib import Path
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.oxml.ns import qn

OUT = Path(__file__).resolve().parent.parent / "cvs"


def cjk(doc):
    st = doc.styles["Normal"]
    st.font.name = "Noto Sans CJK SC"
    st.font.size = Pt(10.5)
    st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")


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


# ---------------------------------------------------------------- 满昱青 (zh, tables)
def man_yuqing():
    d = Document()
    cjk(d)
    h = d.add_heading("满昱青", level=0)
    d.add_paragraph("iOS 开发工程师 ｜ 上海 ｜ 手机：186-2107-3349 ｜ 邮箱：manyuqing.dev@qq.com")
    d.add_heading("个人概况", level=1)
    table(d, [
        ["期望职位", "资深 iOS 工程师 / 客户端架构"],
        ["工作年限", "7 年（含实习）"],
        ["当前状态", "在职，看机会"],
    ])
    d.add_heading("工作经历", level=1)
    table(d, [
        ["2022年9月 - 至今", "小红书（行吟信息科技（上海）有限公司）", "高级 iOS 工程师"],
        ["2019年7月 - 2022年8月", "字节跳动 · 抖音", "iOS 开发工程师"],
        ["2018年7月 - 2018年12月", "字节跳动 · 抖音", "iOS 开发实习生"],
    ], header=["时间", "公司", "职位"])
    d.add_paragraph("")
    d.add_paragraph("小红书 · 社区内容发布团队", style="Heading 2")
    for t in [
        "负责笔记发布链路的 iOS 端重构，使用 Swift 与 SwiftUI 重写编辑器模块，发布成功率从 97.2% 提升到 99.4%。",
        "主导图片/视频上传的断点续传方案，弱网下上传耗时下降 35%。",
        "建设客户端 Crash 治理流程，月均 Crash 率降至 0.02% 以下。",
    ]:
        d.add_paragraph(t, style="List Bullet")
    d.add_paragraph("字节跳动 · 抖音 iOS 基础技术", style="Heading 2")
    for t in [
        "实习期间参与抖音 iOS 端启动优化，转正后负责冷启动与包体积专项，冷启动耗时降低 180ms。",
        "使用 Objective-C 与 Swift 混编维护播放器容器组件，支撑日活过亿的短视频播放场景。",
    ]:
        d.add_paragraph(t, style="List Bullet")
    d.add_heading("教育背景", level=1)
    table(d, [
        ["2024.09 - 至今", "上海交通大学", "软件工程 工程硕士（非全日制，在读）"],
        ["2015.09 - 2019.06", "南京邮电大学", "软件工程 本科"],
    ], header=["时间", "学校", "专业/学历"])
    d.add_heading("技能", level=1)
    d.add_paragraph("Swift、Objective-C、SwiftUI、UIKit、Instruments 性能调优、CocoaPods；了解 Flutter、Kotlin")
    d.add_heading("荣誉", level=1)
    d.add_paragraph("2018 Apple WWDC 学生奖学金（WWDC Scholarship）获得者")
    d.save(OUT / "满昱青_iOS_简历.docx")


# ---------------------------------------------------------------- Cen Yizhou (en)
def cen_yizhou_en():
    d = Document()
    p = d.add_paragraph()
    r = p.add_run("Yizhou Cen")
    r.bold = True
    r.font.size = Pt(20)
    d.add_paragraph("Engineering Manager, Data Platform · Singapore · +65 9123 4870 · cenyizhou.data@gmail.com")
    d.add_heading("Summary", level=1)
    d.add_paragraph(
        "Data engineer turned engineering manager. Thirteen years building batch and streaming data "
        "platforms for e-commerce and payments; since 2022 I lead the team that owns Shopee's "
        "real-time data platform.")
    d.add_heading("Experience", level=1)
    d.add_paragraph("Shopee (Sea Group), Singapore", style="Heading 2")
    d.add_paragraph("Engineering Manager, Data Platform — Jul 2022 – Present")
    for t in [
        "Manage a team of 9 data engineers (hiring, performance reviews, roadmap) across Singapore and Shenzhen.",
        "Own the real-time data platform serving order, logistics and ads metrics to 7 markets.",
    ]:
        d.add_paragraph(t, style="List Bullet")
    d.add_paragraph("Senior Data Engineer — Jan 2020 – Jun 2022")
    for t in [
        "Migrated the order data warehouse from hourly Hive batches to Flink streaming with Kafka sources.",
        "Introduced Airflow and dbt for the batch layer; cut SLA breaches by 70%.",
    ]:
        d.add_paragraph(t, style="List Bullet")
    d.add_paragraph("Ant Financial (Ant Group), Hangzhou", style="Heading 2")
    d.add_paragraph("Data Technology Expert — Apr 2017 – Dec 2019")
    d.add_paragraph("Built the risk-feature data pipelines (Spark, ODPS/MaxCompute) behind Alipay merchant risk control.", style="List Bullet")
    d.add_paragraph("Meituan, Beijing", style="Heading 2")
    d.add_paragraph("Data Development Engineer — Jul 2013 – Mar 2017")
    d.add_paragraph("Hive/Spark ETL for the group-buying and food-delivery data warehouse.", style="List Bullet")
    d.add_heading("Education", level=1)
    table(d, [
        ["M.S. Computer Science (online, part-time) — completed", "Georgia Institute of Technology (OMSCS)", "2019 – 2022"],
        ["B.Eng. Computer Science and Technology", "Beijing University of Posts and Telecommunications", "2009 – 2013"],
    ])
    d.add_heading("Skills", level=1)
    d.add_paragraph("Flink, Spark, Kafka, Hive, Airflow, dbt, Scala, Java, Python, SQL, Rust")
    d.add_heading("Certifications", level=1)
    d.add_paragraph("AWS Certified Data Analytics – Specialty (2021)")
    d.save(OUT / "Yizhou_Cen_CV_EN.docx")


if __name__ == "__main__":
    man_yuqing()
    cen_yizhou_en()
