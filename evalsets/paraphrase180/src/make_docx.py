"""Builds the two DOCX CVs of paraphrase180 into ../cvs/."""
from docx import Document
from docx.shared import Pt
from pathlib import Path
OUT = Path(__file__).resolve().parent.parent / "cvs"

def meera():
    d = Document()
    d.add_heading("Meera Ghoshal", 0)
    d.add_paragraph("Senior HR Business Partner  |  Singapore  |  meera.ghoshal@outlook.com  |  +65 9137 2285")
    d.add_heading("Profile", 1)
    d.add_paragraph("HR business partner with fourteen years in banking HR: talent acquisition, "
                    "organisation design, performance cycles and workforce analytics for front-office businesses.")
    d.add_heading("Experience", 1)
    d.add_heading("Standard Chartered Bank, Singapore", 2)
    d.add_paragraph("Senior HR Business Partner, Corporate & Investment Banking  |  Apr 2019 – Present")
    for b in ["Partner to the CIB leadership team (2,300 staff across 9 markets) on org design, pay review and succession.",
              "Built a Power BI attrition and hiring-funnel dashboard now used monthly by 14 business heads.",
              "Led the 2023 role-mapping exercise for the new Transaction Banking structure."]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("Standard Chartered Global Business Services, Chennai", 2)
    d.add_paragraph("HR Business Partner  |  Sep 2016 – Mar 2019")
    for b in ["Supported 1,800 colleagues in operations and technology hubs; ran quarterly engagement pulse surveys.",
              "Moved performance calibration packs from Excel to Power BI reports."]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("DBS Bank India Limited, Mumbai", 2)
    d.add_paragraph("Talent Acquisition Specialist  |  09/2012 – 08/2016")
    d.add_paragraph("Hired 120+ relationship managers and branch staff per year; campus hiring at 11 B-schools.", style="List Bullet")
    d.add_heading("Mercer (HR consulting), Mumbai", 2)
    d.add_paragraph("Summer Intern, Rewards Consulting  |  summer 2011")
    d.add_paragraph("Cleaned salary-survey submissions and benchmarked pay bands for two FMCG clients.", style="List Bullet")
    d.add_heading("Education", 1)
    t = d.add_table(rows=3, cols=3)
    t.style = "Table Grid"
    rows = [("Tata Institute of Social Sciences, Mumbai", "MA, Human Resource Management and Labour Relations", "2010 – 2012"),
            ("University of Delhi (Lady Shri Ram College)", "BA (Hons) Psychology", "2007 – 2010"),
            ("", "", "")]
    for r, vals in zip(t.rows, rows):
        for c, v in zip(r.cells, vals):
            c.text = v
    t._tbl.remove(t.rows[2]._tr)
    d.add_heading("Certifications & other", 1)
    d.add_paragraph("SHRM-SCP (2020); Prosci Change Management Practitioner (2021)")
    d.add_paragraph("Member, CIPD Singapore network; volunteer mentor for first-generation graduates")
    d.save(OUT / "Meera_Ghoshal_HRBP.docx")

def luan():
    d = Document()
    st = d.styles["Normal"]; st.font.name = "SimSun"; st.font.size = Pt(10.5)
    d.add_heading("栾志航 · 个人简历", 0)
    t = d.add_table(rows=3, cols=4); t.style = "Table Grid"
    info = [("姓名", "栾志航", "求职意向", "工业自动化 销售/解决方案"),
            ("电话", "186 2155 7630", "邮箱", "luanzh_auto@qq.com"),
            ("现居", "江苏 苏州", "工作年限", "8 年")]
    for r, vals in zip(t.rows, info):
        for c, v in zip(r.cells, vals):
            c.text = v
    d.add_heading("教育背景", 1)
    t = d.add_table(rows=2, cols=4); t.style = "Table Grid"
    for r, vals in zip(t.rows, [("时间", "学校", "专业", "学历"),
                                ("2014.09–2018.06", "北京理工大学珠海学院", "自动化", "本科")]):
        for c, v in zip(r.cells, vals):
            c.text = v
    d.add_heading("工作经历", 1)
    t = d.add_table(rows=4, cols=3); t.style = "Table Grid"
    rows = [("时间", "公司", "职位"),
            ("2023年1月 – 至今", "深圳市汇川技术股份有限公司（苏州分公司）", "高级销售工程师"),
            ("2020年7月 – 2022年12月", "深圳市汇川技术股份有限公司（苏州分公司）", "销售工程师"),
            ("2018年7月 – 2020年6月", "罗克韦尔自动化（中国）有限公司", "应用工程师")]
    for r, vals in zip(t.rows, rows):
        for c, v in zip(r.cells, vals):
            c.text = v
    d.add_paragraph("汇川技术：负责苏南地区锂电、光伏设备客户的伺服与 PLC 方案销售，2024 年完成销售额 3,600 万元。")
    d.add_paragraph("汇川技术：负责与 ABB、西门子等竞品的方案对比和技术澄清，配合投标。")
    d.add_paragraph("罗克韦尔自动化：为汽车零部件客户调试 ControlLogix PLC 与 FactoryTalk 系统，编写现场调试报告。")
    d.add_heading("培训与证书", 1)
    d.add_paragraph("2022 清华大学继续教育学院 智能制造高级研修班（结业证书）")
    d.add_paragraph("电工证（低压）；CET-4")
    d.add_heading("技能", 1)
    d.add_paragraph("PLC（AB / 汇川 / 三菱）、伺服选型、EPLAN、CRM（销售易）、商务谈判")
    d.save(OUT / "栾志航-销售工程师.docx")

meera(); luan()
