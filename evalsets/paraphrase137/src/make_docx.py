"""Builds the two DOCX CVs in ../cvs."""
from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

def teunissen():
    d = Document()
    d.add_heading("Roos Teunissen", 0)
    d.add_paragraph("Financial Crime Compliance | Amsterdam, NL | roos.teunissen@protonmail.com | +31 6 5555 0193")
    d.add_heading("Professional Experience", 1)
    d.add_heading("Adyen — Compliance Officer, Financial Crime", 2)
    d.add_paragraph("June 2019 – present · Amsterdam")
    d.add_paragraph("Own AML transaction-monitoring rules for EU merchant onboarding; second-line review of high-risk merchants in gaming and travel.", style="List Bullet")
    d.add_paragraph("Coordinated the 2023 DNB on-site inspection response and remediation plan.", style="List Bullet")
    d.add_heading("Booking.com — Payments Compliance Specialist", 2)
    d.add_paragraph("September 2017 – May 2019 · Amsterdam")
    d.add_paragraph("Sanctions screening and KYC for the Booking.com payments team (Booking.com B.V.), including the rollout of PSD2 strong customer authentication.", style="List Bullet")
    d.add_heading("ING Bank — KYC Analyst", 2)
    d.add_paragraph("September 2014 – August 2017 · Amsterdam")
    d.add_paragraph("Periodic client reviews for the wholesale-banking portfolio.", style="List Bullet")
    d.add_heading("Oliver Wyman — Summer Analyst (internship)", 2)
    d.add_paragraph("Summer 2013 · Amsterdam")
    d.add_paragraph("Ten-week internship in the Financial Services practice: benchmarked AML operating models of Benelux retail banks.", style="List Bullet")
    d.add_heading("Education", 1)
    t = d.add_table(rows=3, cols=3)
    t.style = "Table Grid"
    rows = [("Years", "Institution", "Degree"),
            ("2020 – 2022", "King's College London (part-time, online)", "LLM in International Financial Law"),
            ("2010 – 2014", "University of Groningen", "LLB, Dutch Law")]
    for r, vals in zip(t.rows, rows):
        for c, v in zip(r.cells, vals):
            c.text = v
    d.add_heading("Certifications", 1)
    d.add_paragraph("CAMS – Certified Anti-Money Laundering Specialist (2018)")
    d.add_heading("Skills", 1)
    d.add_paragraph("Actimize, SQL, Excel/Power Query, basic Python (coursework only); Dutch (native), English (C2), German (B1)")
    d.save(os.path.join(OUT, "roos_teunissen_cv.docx"))

def xie():
    d = Document()
    d.add_heading("个人简历", 0)
    t = d.add_table(rows=2, cols=4)
    t.style = "Table Grid"
    vals = [("姓名", "谢兆麟", "电话", "138 2255 0176"), ("邮箱", "xiezhaolin@163.com", "现居", "广东珠海")]
    for r, v in zip(t.rows, vals):
        for c, x in zip(r.cells, v):
            c.text = x
    d.add_paragraph("求职意向：嵌入式 / 固件开发（打印成像方向）")
    d.add_heading("教育背景", 1)
    t = d.add_table(rows=3, cols=4)
    t.style = "Table Grid"
    vals = [("时间", "学校", "专业", "学历"),
            ("2010.09 - 2014.06", "浙江大学", "电子信息工程", "工学学士"),
            ("2017.09 - 2020.06", "华南理工大学（非全日制）", "电子与通信工程", "工程硕士")]
    for r, v in zip(t.rows, vals):
        for c, x in zip(r.cells, v):
            c.text = x
    d.add_heading("工作经历", 1)
    t = d.add_table(rows=4, cols=4)
    t.style = "Table Grid"
    vals = [("时间", "公司", "职位", "主要工作"),
            ("2020年1月 - 至今", "珠海奔图电子有限公司", "高级固件工程师", "负责 A4 黑白激光打印机主控 SoC 固件架构，基于 FreeRTOS 重构打印引擎任务调度，首页输出时间缩短 1.2 秒；带 3 人小组"),
            ("2016年7月 - 2019年12月", "珠海奔图电子有限公司", "固件工程师", "开发扫描模组与定影温控固件（C 语言，ARM Cortex-A7），用 Python 编写产线自动化测试脚本"),
            ("2014年7月 - 2016年6月", "珠海艾派克微电子有限公司", "嵌入式软件工程师", "耗材芯片加密通信协议的固件实现与量产烧录工具开发")]
    for r, v in zip(t.rows, vals):
        for c, x in zip(r.cells, v):
            c.text = x
    d.add_heading("论文与专利", 1)
    d.add_paragraph("Chen Y., Liu H., Xie Z. A low-power wake-up scheme for laser printer controllers. IEEE Access, vol. 9, 2021.（第三作者）")
    d.add_paragraph("发明专利：一种打印机定影温度的自适应控制方法（第二发明人，2019）")
    d.add_heading("专业技能", 1)
    d.add_paragraph("C / C++，ARM Cortex-A/M，FreeRTOS，嵌入式 Linux，I2C/SPI/USB，Python，示波器与逻辑分析仪调试")
    d.save(os.path.join(OUT, "谢兆麟_固件工程师.docx"))

if __name__ == "__main__":
    teunissen(); xie()
