"""Builds the two DOCX CVs in ../cvs."""
from pathlib import Path
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH

OUT = Path(__file__).resolve().parent.parent / "cvs"


def gu_qiaoning_en():
    d = Document()
    h = d.add_heading("Qiaoning GU, FSA", level=0)
    d.add_paragraph("Shenzhen, China | +86 158 0216 7734 | qiaoning.gu@foxmail.com")
    d.add_paragraph("Life actuary, 13 years in product pricing and valuation for Chinese life insurers. "
                    "Fellow of the Society of Actuaries.")
    d.add_heading("Professional experience", level=1)
    d.add_heading("AIA Life Insurance Company (友邦人寿), Shenzhen — Associate Director, Product Pricing", level=2)
    d.add_paragraph("April 2023 – present")
    for b in ["Own pricing and profit testing for the critical-illness and whole-life shelf sold through AIA's agency channel.",
              "Rebuilt the pricing model in Python, replacing spreadsheet macros; model run time fell from 5 hours to 40 minutes.",
              "Present product proposals to the Product Committee and the Appointed Actuary."]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("Ping An Life Insurance Company of China — Actuarial Manager", level=2)
    d.add_paragraph("July 2018 – March 2023")
    for b in ["Priced critical-illness and whole-life products (6–8 launches per year) and led CSM testing for the IFRS 17 programme.",
              "Managed a team of three actuarial analysts."]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("Ping An Life Insurance Company of China — Actuarial Analyst", level=2)
    d.add_paragraph("September 2013 – June 2018")
    d.add_paragraph("Reserving data extraction in SQL; mortality and lapse experience studies.", style="List Bullet")
    d.add_heading("Education", level=1)
    t = d.add_table(rows=3, cols=3)
    t.style = "Table Grid"
    rows = [("Years", "School", "Degree"),
            ("2012 – 2013", "Heriot-Watt University, Edinburgh", "MSc Actuarial Science"),
            ("2008 – 2012", "Central University of Finance and Economics, Beijing", "Bachelor of Economics (Actuarial Science)")]
    for r, vals in zip(t.rows, rows):
        for c, v in zip(r.cells, vals):
            c.text = v
    d.add_heading("Qualifications", level=1)
    d.add_paragraph("FSA, Society of Actuaries (2019); FCAA, China Association of Actuaries (2017)")
    d.add_heading("Tools", level=1)
    d.add_paragraph("Prophet, Python (pandas, numpy), SQL, R, Excel/VBA")
    d.save(OUT / "Qiaoning_Gu_Actuary_2026.docx")


def dai_zijin_zh():
    d = Document()
    p = d.add_paragraph()
    r = p.add_run("个人简历")
    r.bold = True
    r.font.size = Pt(20)
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    d.add_heading("基本信息", level=1)
    t = d.add_table(rows=2, cols=4)
    t.style = "Table Grid"
    vals = [["姓名", "戴子衿", "电话", "177-5190-2368"],
            ["邮箱", "daizijin2004@126.com", "求职意向", "行业研究 / 投资分析"]]
    for r_, vs in zip(t.rows, vals):
        for c, v in zip(r_.cells, vs):
            c.text = v
    d.add_heading("教育背景", level=1)
    t = d.add_table(rows=2, cols=4)
    t.style = "Table Grid"
    vals = [["时间", "学校", "专业", "学历"],
            ["2022.09 - 2026.06", "南京大学 商学院", "金融工程", "本科（GPA 3.82/4.0，专业前 10%）"]]
    for r_, vs in zip(t.rows, vals):
        for c, v in zip(r_.cells, vs):
            c.text = v
    d.add_heading("工作经历", level=1)
    d.add_paragraph("2026.07 - 至今　华泰证券股份有限公司　研究所　研究助理（校招入职）")
    d.add_paragraph("跟踪消费电子与半导体设备行业，负责行业数据库维护与公司模型更新，参与撰写深度报告 2 篇。", style="List Bullet")
    d.add_heading("实习经历", level=1)
    t = d.add_table(rows=3, cols=4)
    t.style = "Table Grid"
    vals = [["时间", "机构", "岗位", "工作内容"],
            ["2025.06 - 2025.09", "红杉中国（HongShan）", "投资实习生，科技与消费组", "协助完成 3 个早期项目的行业研究与尽调访谈纪要，搭建可比公司估值表。"],
            ["2024.07 - 2024.08", "招商证券 研究发展中心", "行业研究实习生", "整理新能源车产业链数据，撰写周报。"]]
    for r_, vs in zip(t.rows, vals):
        for c, v in zip(r_.cells, vs):
            c.text = v
    d.add_heading("科研与论文", level=1)
    d.add_paragraph("《数字普惠金融与县域消费：基于面板数据的实证》，第二作者，2025 年《金融研究》青年学者论坛（在审）。")
    d.add_heading("荣誉奖项", level=1)
    d.add_paragraph("2024 年　中国平安“励志计划”奖学金", style="List Bullet")
    d.add_paragraph("2023 年　南京大学人民奖学金一等奖", style="List Bullet")
    d.add_heading("技能", level=1)
    d.add_paragraph("Python（pandas）、Wind、Excel 财务建模、Stata；英语 CET-6 612 分")
    d.save(OUT / "戴子衿-简历.docx")


if __name__ == "__main__":
    gu_qiaoning_en()
    dai_zijin_zh()
