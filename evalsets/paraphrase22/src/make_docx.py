"""Builds the two DOCX CVs of paraphrase22 into ../cvs/."""
import os
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.oxml.ns import qn

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")


def zh_font(doc):
    st = doc.styles["Normal"]
    st.font.name = "Noto Sans CJK SC"
    st.font.size = Pt(10.5)
    st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")


def table(doc, rows, header):
    t = doc.add_table(rows=1, cols=len(header))
    t.style = "Table Grid"
    for c, h in zip(t.rows[0].cells, header):
        c.text = h
    for r in rows:
        cells = t.add_row().cells
        for c, v in zip(cells, r):
            c.text = v
    return t


def bai_jingyi():
    doc = Document()
    zh_font(doc)
    p = doc.add_paragraph()
    r = p.add_run("柏静怡")
    r.bold = True
    r.font.size = Pt(20)
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    doc.add_paragraph("嵌入式软件工程师 | 电话 186-2917-3305 | baijingyi_emb@126.com | 上海").alignment = WD_ALIGN_PARAGRAPH.CENTER

    doc.add_heading("工作经历", level=1)
    doc.add_paragraph("地平线（Horizon Robotics）　高级嵌入式软件工程师　2025年3月 – 至今")
    doc.add_paragraph("负责征程系列芯片 BSP 与 RTOS 适配；2025年10月起担任模块技术负责人，带 3 人小组完成 Bootloader 安全启动改造。", style="List Bullet")
    doc.add_paragraph("深圳市大疆创新科技有限公司（DJI）　嵌入式工程师　2019年8月 – 2025年2月")
    doc.add_paragraph("云台电机控制固件开发（ARM Cortex-M7，FreeRTOS），将控制环路延迟降低 35%。", style="List Bullet")
    doc.add_paragraph("参与飞控 Linux 驱动（SPI / I2C / CAN）维护与量产问题定位。", style="List Bullet")
    doc.add_paragraph("华为技术有限公司　嵌入式软件工程师（终端BG）　2016年7月 – 2019年7月")
    doc.add_paragraph("应届生入职，负责手机基带模块的底层驱动开发与功耗调优。", style="List Bullet")
    doc.add_paragraph("中兴通讯股份有限公司　实习生　2015年7月 – 2015年9月")
    doc.add_paragraph("协助完成基站单板的自动化测试脚本。", style="List Bullet")

    doc.add_heading("教育背景", level=1)
    table(doc, [
        ["2024年9月 – 至今", "东南大学", "集成电路工程", "工程硕士（非全日制，在读）"],
        ["2012年9月 – 2016年6月", "西安电子科技大学", "电子科学与技术", "工学学士"],
    ], ["时间", "学校", "专业", "学历"])

    doc.add_heading("专业技能", level=1)
    doc.add_paragraph("C / C++、FreeRTOS、Zephyr、Linux 驱动、Yocto、ARM Cortex-M/A、示波器与逻辑分析仪；了解 AWS IoT Core。")
    doc.add_heading("荣誉", level=1)
    doc.add_paragraph("2015 全国大学生电子设计竞赛 陕西赛区一等奖")
    doc.save(os.path.join(OUT, "bai_jingyi_嵌入式.docx"))


def ji_xiaotang():
    doc = Document()
    zh_font(doc)
    sec = doc.sections[0]
    sec.footer.paragraphs[0].text = "季晓棠 · 个人简历 · 2026"
    p = doc.add_paragraph()
    r = p.add_run("高级产品经理 · 数据驱动增长")
    r.bold = True
    r.font.size = Pt(16)
    doc.add_paragraph("邮箱：jixiaotang.pm@163.com　手机：139-1188-0526　北京")

    doc.add_heading("工作经历", level=1)
    table(doc, [
        ["2025.09–至今", "美团（到店事业群）", "高级产品经理", "负责到店团购搜索排序与商家工具的产品规划；与算法、运营团队协作推进 GMV 增长实验。"],
        ["2021.04–2025.08", "字节跳动（抖音）", "产品经理", "由数据分析师转岗；负责抖音本地生活交易链路，主导 40+ 项 A/B 实验，核销率提升 12%。"],
        ["2018.07–2021.03", "字节跳动（抖音）", "数据分析师", "搭建抖音直播电商核心指标体系与 Tableau 看板。"],
        ["2015.07–2015.09", "德意志银行（中国）有限公司北京分行", "暑期实习生", "固定收益部：整理债券交易数据，编写日报。"],
    ], ["时间", "公司", "职位", "内容"])

    doc.add_heading("教育背景", level=1)
    doc.add_paragraph("香港中文大学　统计学 哲学博士（PhD）项目　2016.09–2018.06　（2018 年退出博士项目，以 MPhil 学位毕业）")
    doc.add_paragraph("复旦大学　统计学 理学学士　2012.09–2016.06")

    doc.add_heading("证书", level=1)
    doc.add_paragraph("CFA 一级（2017 年通过）", style="List Bullet")
    doc.add_paragraph("Google Data Analytics Professional Certificate（Coursera，2020）", style="List Bullet")
    doc.add_paragraph("阿里云 ACA 大数据认证（备考中）", style="List Bullet")

    doc.add_heading("技能", level=1)
    doc.add_paragraph("SQL、Python（pandas）、A/B 测试设计、Tableau、Axure、用户访谈")
    doc.save(os.path.join(OUT, "resume_2026.docx"))


if __name__ == "__main__":
    bai_jingyi()
    ji_xiaotang()
