"""Builds the two DOCX CVs: 柯曼汐 (Chinese, tables) and Devaki Subbarayan (English, name only in footer)."""
from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(__file__), "..", "cvs")

def table(doc, rows, header=None):
    t = doc.add_table(rows=0, cols=len(rows[0]))
    t.style = "Table Grid"
    if header:
        cells = t.add_row().cells
        for c, h in zip(cells, header):
            c.text = h
    for r in rows:
        cells = t.add_row().cells
        for c, v in zip(cells, r):
            c.text = v
    return t

# ---------- 柯曼汐 ----------
d = Document()
d.add_heading("柯曼汐", 0)
d.add_paragraph("品牌公关经理 ｜ 上海 ｜ 电话：186-2107-3395 ｜ 邮箱：kemanxi.pr@outlook.com")
d.add_heading("个人信息", 1)
table(d, [["出生年月", "1992年5月", "籍贯", "湖北宜昌"],
          ["现居地", "上海市静安区", "语言", "英语（雅思7.5）、日语（N2）"]])
d.add_heading("工作经历", 1)
table(d, [
    ["2021年3月 - 至今", "资生堂（中国）投资有限公司", "品牌公关经理（带领4人团队）"],
    ["2017年7月 - 2021年2月", "珀莱雅化妆品股份有限公司", "高级公关主管"],
    ["2014年7月 - 2017年6月", "珀莱雅化妆品股份有限公司", "公关专员"],
], header=["时间", "公司", "职位"])
d.add_paragraph("资生堂：负责旗下高端护肤品牌在中国大陆的媒体关系、KOL 合作与舆情危机处理；"
                "2023 年主导品牌进博会发布活动，全网曝光 3.2 亿次；管理年度公关预算约 2,800 万元。")
d.add_paragraph("珀莱雅：从公关专员晋升为高级公关主管，搭建品牌舆情监测机制，"
                "对接抖音、小红书达人 300+，策划“双抗精华”上市发布会。")
d.add_heading("实习经历", 1)
table(d, [["2013年7月 - 2013年8月", "北京市君合律师事务所", "实习生（知识产权组），协助商标检索与侵权证据整理"]],
      header=["时间", "单位", "内容"])
d.add_heading("教育背景", 1)
table(d, [["2010.09-2014.06", "武汉大学", "新闻与传播学院 广告学", "学士（辅修法学双学位）"]],
      header=["时间", "学校", "专业", "学位"])
d.add_heading("荣誉与技能", 1)
d.add_paragraph("2022 年 中国公共关系协会“年度最佳危机传播案例”银奖（团队）")
d.add_paragraph("技能：媒体关系、危机公关、Meltwater 舆情系统、Excel 数据透视、Photoshop")
d.save(os.path.join(OUT, "柯曼汐-品牌公关.docx"))

# ---------- Devaki Subbarayan (name only in footer + e-mail handle) ----------
d = Document()
sec = d.sections[0]
sec.footer.paragraphs[0].text = "Devaki Subbarayan · CV · page 1"
p = d.add_paragraph()
r = p.add_run("HEAD OF DATA GOVERNANCE — INSURANCE")
r.bold = True; r.font.size = Pt(16)
d.add_paragraph("Singapore · +65 9123 4876 · d.subbarayan@gmail.com · linkedin.com/in/dsubbarayan")
d.add_heading("Profile", 1)
d.add_paragraph("Data governance leader with a legal background. I run the data-governance office of a "
                "life insurer: data ownership, metadata and lineage, data-quality controls and MAS / PDPA "
                "regulatory reporting. Before data I spent four years as a paralegal in a magic-circle firm, "
                "which is where I learned to read regulation closely.")
d.add_heading("Experience", 1)
d.add_paragraph("Great Eastern Life Assurance (Singapore)", style="Heading 2")
d.add_paragraph("Head of Data Governance | 04/2022 - today")
d.add_paragraph("Lead a team of 6 data stewards and engineers; own the enterprise data catalogue (Collibra) and the "
                "data-quality rule engine, which we wrote in Python on top of Great Expectations and run nightly "
                "against 1,400 critical data elements feeding IFRS 17 and MAS 610 reports.", style="List Bullet")
d.add_paragraph("Chair of the Data Governance Council (CDO, CRO, actuarial, finance).", style="List Bullet")
d.add_paragraph("Data Governance Manager | 01/2019 - 03/2022")
d.add_paragraph("Set up data ownership for policy, claims and agency data domains; rolled out lineage for the IFRS 17 "
                "programme.", style="List Bullet")
d.add_paragraph("Agoda (Bangkok)", style="Heading 2")
d.add_paragraph("Senior Data Analyst, Partner Services | Jun 2015 – Dec 2018")
d.add_paragraph("Built hotel-partner KPIs in SQL and Python; led the migration of partner reporting to Hive.",
                style="List Bullet")
d.add_paragraph("Allen & Overy (Singapore)", style="Heading 2")
d.add_paragraph("Paralegal (full-time), Banking & Finance | Jul 2011 – May 2015")
d.add_paragraph("Document review and data-room management for syndicated loan transactions.", style="List Bullet")
d.add_heading("Education", 1)
table(d, [["Georgia Institute of Technology (online, part-time)", "MS in Analytics", "2023 – in progress"],
          ["National University of Singapore", "LLB (Hons)", "2007 – 2011"]])
d.add_heading("Certifications & more", 1)
d.add_paragraph("DAMA Certified Data Management Professional (CDMP), Practitioner level, 2020")
d.add_paragraph("Speaker, Insurance Data Summit Asia 2024 – “Data governance for IFRS 17”")
d.add_paragraph("Tools: Collibra, Informatica Axon, Python, SQL, Hive, Power BI")
d.save(os.path.join(OUT, "cv_data_governance_2026.docx"))
print("ok")
