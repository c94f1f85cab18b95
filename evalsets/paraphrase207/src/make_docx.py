"""Builds the two DOCX CVs in ../cvs."""
from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

def lockhart():
    d = Document()
    d.add_heading("Nell Lockhart", 0)
    d.add_paragraph("Customer Success | Digital Health | Former Paediatric Nurse (NMC registered)")
    d.add_paragraph("London  ·  nell.lockhart@outlook.com  ·  07700 900 552")
    d.add_heading("Experience", 1)
    d.add_heading("Customer Success Manager, NHS Trusts — Accurx (London)", 2)
    d.add_paragraph("July 2022 – present")
    for b in ["Own a book of 40 NHS acute trusts using Accurx messaging and video consultation; renewal rate 97% in 2025.",
              "Run onboarding for paediatric outpatient departments, drawing on eight years on the ward to translate clinical workflow into product requests.",
              "Partnered with the product team on the patient-initiated follow-up feature; ran 25 clinician interviews."]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("Clinical Implementation Specialist — Babylon Health (London)", 2)
    d.add_paragraph("Sep 2019 – Jun 2022")
    d.add_paragraph("Configured GP at Hand clinical pathways and trained practice staff; clinical safety sign-off for symptom-checker releases.", style="List Bullet")
    d.add_heading("Great Ormond Street Hospital for Children NHS Foundation Trust", 2)
    d.add_paragraph("Senior Staff Nurse (Band 6), Paediatric Intensive Care Unit — Sep 2014 – Aug 2019")
    d.add_paragraph("Staff Nurse (Band 5), Paediatric Intensive Care Unit — Sep 2012 – Aug 2014")
    d.add_paragraph("Cared for ventilated infants and children; practice educator for new starters; sepsis-screening audit lead.", style="List Bullet")
    d.add_heading("Education", 1)
    t = d.add_table(rows=3, cols=3)
    t.style = "Table Grid"
    rows = [("Dates", "Institution", "Qualification"),
            ("2019 – 2021", "University of Edinburgh (online, part-time)", "MSc Digital Health, Merit"),
            ("2009 – 2012", "King's College London", "BSc (Hons) Children's Nursing")]
    for r, vals in zip(t.rows, rows):
        for c, v in zip(r.cells, vals):
            c.text = v
    d.add_heading("Publications", 1)
    d.add_paragraph("Mensah A, Lockhart N, Doyle P. Nurse-led sepsis screening in a paediatric intensive care unit: a quality improvement report. Journal of Child Health Care, 2018.")
    d.add_heading("Skills", 1)
    d.add_paragraph("Salesforce, Gainsight, Looker dashboards, clinical safety (DCB0129/0160), stakeholder management, PILS and PALS trained.")
    d.save(os.path.join(OUT, "Nell_Lockhart_CSM.docx"))

def zan():
    d = Document()
    st = d.styles["Normal"]; st.font.name = "SimSun"; st.font.size = Pt(10.5)
    d.add_heading("昝雨嘉  个人简历", 0)
    t = d.add_table(rows=3, cols=4); t.style = "Table Grid"
    info = [("姓名", "昝雨嘉", "性别", "女"),
            ("电话", "139-7081-2264", "邮箱", "zanyujia_claims@qq.com"),
            ("现居", "江西南昌", "求职意向", "车险理赔主管 / 核损")]
    for r, vals in zip(t.rows, info):
        for c, v in zip(r.cells, vals):
            c.text = v
    d.add_heading("教育背景", 1)
    t = d.add_table(rows=2, cols=4); t.style = "Table Grid"
    for r, vals in zip(t.rows, [("时间", "学校", "专业", "学历"),
                                ("2011.09–2015.06", "江西财经大学", "保险学", "本科 / 经济学学士")]):
        for c, v in zip(r.cells, vals):
            c.text = v
    d.add_heading("工作经历", 1)
    t = d.add_table(rows=4, cols=3); t.style = "Table Grid"
    rows = [("时间", "单位 / 职位", "主要工作"),
            ("2020年3月 - 至今", "中国平安财产保险股份有限公司 江西分公司\n车险理赔部 理赔主管",
             "带领 8 人查勘定损小组，负责南昌片区人伤及重大车损案件的核损与理赔审核；推动线上“一键理赔”流程落地，平均结案周期由 11 天缩短至 6 天。"),
            ("2015年7月 - 2020年2月", "中国平安财产保险股份有限公司 江西分公司\n查勘定损员",
             "现场查勘交通事故车辆，出具定损报告；识别可疑骗保案件并移交反欺诈岗，年均处理案件 1,200 余件。"),
            ("2014年7月 - 2014年8月", "国泰君安证券 南昌营业部\n实习生（暑期）",
             "协助客户经理整理开户资料，参与投资者教育活动。")]
    for r, vals in zip(t.rows, rows):
        for c, v in zip(r.cells, vals):
            c.text = v
    d.add_heading("证书与技能", 1)
    d.add_paragraph("机动车保险理赔师（中级）；C1 驾驶证；熟练使用平安理赔作业系统、Excel 数据透视表。")
    d.add_heading("荣誉", 1)
    d.add_paragraph("2019 年 平安产险江西分公司 “理赔服务之星”")
    d.save(os.path.join(OUT, "昝雨嘉-理赔-简历.docx"))

if __name__ == "__main__":
    lockhart(); zan()
