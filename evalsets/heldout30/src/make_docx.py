"""Builds the two DOCX CVs in ../cvs/ with python-docx."""
from pathlib import Path
from docx import Document
from docx.shared import Pt, Cm, RGBColor
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.oxml.ns import qn

OUT = Path(__file__).resolve().parent.parent / "cvs"


def set_cjk(doc, font="SimSun", latin="Calibri"):
    st = doc.styles["Normal"]
    st.font.name = latin
    st.font.size = Pt(10.5)
    st.element.rPr.rFonts.set(qn("w:eastAsia"), font)


def cui_liheng():
    doc = Document()
    set_cjk(doc)
    h = doc.add_heading("个人简历", level=0)
    h.alignment = WD_ALIGN_PARAGRAPH.CENTER
    doc.add_heading("基本信息", level=1)
    t = doc.add_table(rows=0, cols=2)
    t.style = "Table Grid"
    for k, v in [
        ("姓名", "崔立衡"),
        ("性别 / 出生年月", "男 / 1988.04"),
        ("手机", "138 2651 7740"),
        ("邮箱", "cuiliheng_hw@163.com"),
        ("现居地", "福建宁德（可接受深圳、上海）"),
        ("求职意向", "硬件经理 / 电源硬件专家（BMS、储能、充电）"),
    ]:
        r = t.add_row().cells
        r[0].text, r[1].text = k, v
    doc.add_heading("教育背景", level=1)
    t = doc.add_table(rows=0, cols=2)
    t.style = "Table Grid"
    for k, v in [
        ("2010.09 – 2013.06", "电子科技大学　电路与系统　工学硕士（导师：开关电源与功率变换方向）"),
        ("2006.09 – 2010.06", "南京航空航天大学　电气工程及其自动化　工学学士"),
    ]:
        r = t.add_row().cells
        r[0].text, r[1].text = k, v
    doc.add_heading("工作经历", level=1)
    t = doc.add_table(rows=0, cols=2)
    t.style = "Table Grid"
    rows = [
        ("2022.09 – 至今",
         "宁德时代新能源科技股份有限公司（CATL）　储能事业部 BMS 硬件部\n"
         "2024.03 – 至今　硬件经理，带 6 人硬件团队（原理图、Layout、测试各 2 人）\n"
         "2022.09 – 2024.02　高级硬件工程师\n"
         "• 负责储能 BMS 主控板、从控板硬件方案，AFE 采样链路与菊花链通信设计；\n"
         "• 主导 1500V 储能柜高压隔离电源与绝缘检测电路，Altium Designer 完成 6 层板设计；\n"
         "• 推动 BMS 板卡 EMC 一次通过率由 55% 提升到 90%。"),
        ("2019年7月 – 2022年8月",
         "深圳市大疆创新科技有限公司　农业无人机事业部　高级硬件工程师（电源方向）\n"
         "• 负责 T 系列植保机电池管理板与 6kW 电机驱动（电调）功率板设计；\n"
         "• 设计 GaN 快充充电器（PFC + LLC，峰值效率 95.6%），LTspice 仿真 + 样机调试；\n"
         "• 主导 EMC 整改，CE/FCC 认证一次通过。"),
        ("2013/7 – 2019/6",
         "华为技术有限公司　网络能源产品线　硬件工程师 → 高级硬件工程师（2016 年晋升）\n"
         "• 负责通信电源 3kW 整流模块（图腾柱 PFC + LLC）硬件开发，PCB 使用 Cadence Allegro 完成 8 层板 Layout；\n"
         "• 参与 SiC MOSFET 驱动电路选型与可靠性测试，撰写器件降额规范。"),
    ]
    for k, v in rows:
        r = t.add_row().cells
        r[0].text = k
        lines = v.split("\n")
        r[1].text = lines[0]
        for ln in lines[1:]:
            r[1].add_paragraph(ln)
    doc.add_heading("获奖情况", level=1)
    for s in [
        "2009 年 全国大学生电子设计竞赛（TI杯）江苏赛区一等奖",
        "2016 年 华为网络能源产品线“明日之星”",
        "2012 年 研究生国家奖学金",
    ]:
        doc.add_paragraph(s, style="List Bullet")
    doc.add_heading("专业技能", level=1)
    for s in [
        "电源拓扑：PFC、LLC、Buck/Boost、反激、移相全桥；SiC/GaN 驱动设计",
        "工具：Altium Designer、Cadence Allegro、LTspice、PSpice、Saber、示波器/功率分析仪",
        "其他：了解 Python、SQL、Verilog",
        "英语：CET-6，可熟练阅读英文 datasheet",
    ]:
        doc.add_paragraph(s, style="List Bullet")
    doc.save(OUT / "cui_liheng_jianli.docx")


def parisa_vahdati():
    doc = Document()
    st = doc.styles["Normal"]
    st.font.name = "Calibri"
    st.font.size = Pt(10.5)
    p = doc.add_paragraph()
    r = p.add_run("PARISA VAHDATI")
    r.bold = True
    r.font.size = Pt(20)
    doc.add_paragraph("Data Scientist  |  Edinburgh, UK  |  parisa.vahdati@gmail.com  |  +44 7311 402 958")

    doc.add_heading("Experience", level=1)

    def job(head, dates, bullets):
        p = doc.add_paragraph()
        p.add_run(head).bold = True
        p.add_run("\t" + dates)
        for b in bullets:
            doc.add_paragraph(b, style="List Bullet")

    job("Skyscanner — Data Scientist (Graduate Programme), Edinburgh", "since 01/2026", [
        "Design and analyse A/B tests for the flight search ranking page; built a CUPED variance-reduction package in Python now used by six squads.",
        "Write SQL (BigQuery) and dbt models for the experimentation metrics layer.",
    ])
    job("Amazon Web Services (AWS) — Data Science Intern, AWS Marketplace, London", "06/2025 – 09/2025", [
        "Built a seller-churn model (XGBoost, SHAP) on two years of Marketplace listings; pulled the data with SQL on Amazon Redshift.",
        "Presented the model to the Marketplace seller-success leadership; it was adopted for quarterly outreach planning.",
    ])
    job("Cafe Bazaar — Machine Learning Intern, Tehran", "summer 2022", [
        "Prototyped an app-recommendation re-ranker in PyTorch for the Android app store's home page.",
    ])

    doc.add_heading("Education", level=1)
    job("MSc Data Science, University of Edinburgh", "2024 – 2025", [
        "Awarded with Distinction. Dissertation: causal impact of price alerts on booking behaviour (with Skyscanner data).",
    ])
    job("BSc Computer Engineering, Sharif University of Technology, Tehran", "2019 – 2023", [
        "GPA 17.8/20; minor in Statistics.",
    ])

    doc.add_heading("Awards", level=1)
    for s in [
        "Finalist, McKinsey Analytics Case Challenge 2025 (UK universities round).",
        "3rd place, Alibaba Cloud Tianchi retail demand forecasting competition, 2023.",
        "Offered a fully funded PhD place in Statistics at ETH Zürich (2025) — declined to join industry.",
    ]:
        doc.add_paragraph(s, style="List Bullet")

    doc.add_heading("Skills", level=1)
    t = doc.add_table(rows=0, cols=2)
    t.style = "Light Grid Accent 1"
    for k, v in [
        ("Programming", "Python, SQL, R"),
        ("Machine learning", "PyTorch, scikit-learn, XGBoost, causal inference, experimentation (A/B testing, CUPED)"),
        ("Big data", "Spark, Scala, Hadoop (coursework)"),
        ("Languages", "Persian (native), English (IELTS 8.0), German (A2)"),
    ]:
        c = t.add_row().cells
        c[0].text, c[1].text = k, v
    doc.save(OUT / "parisa_vahdati_resume.docx")


if __name__ == "__main__":
    cui_liheng()
    parisa_vahdati()
