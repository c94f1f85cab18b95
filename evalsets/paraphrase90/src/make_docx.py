# Builds the two DOCX CVs into ../cvs/
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

# ---------- 左婧妍 (Chinese, tables) ----------
d = Document()
st = d.styles["Normal"]; st.font.name = "Microsoft YaHei"; st.font.size = Pt(10.5)
h = d.add_heading("左婧妍 · 个人简历", level=0)
t = d.add_table(rows=3, cols=4); t.style = "Table Grid"
cells = [("求职意向", "社区运营 / 用户运营负责人", "现居", "北京市朝阳区"),
         ("电话", "186-1047-3352", "邮箱", "zuojingyan_ops@qq.com"),
         ("工作年限", "8年（2018年起）", "出生年份", "1996")]
for r, row in enumerate(cells):
    for c, v in enumerate(row):
        t.cell(r, c).text = v
d.add_heading("教育背景", level=1)
t = d.add_table(rows=2, cols=4); t.style = "Table Grid"
for c, v in enumerate(("时间", "学校", "专业", "学历")):
    t.cell(0, c).text = v
for c, v in enumerate(("2014.09 - 2018.06", "北京师范大学珠海分校（现珠海科技学院）", "新闻学", "本科")):
    t.cell(1, c).text = v
d.add_heading("工作经历", level=1)
t = d.add_table(rows=4, cols=3); t.style = "Table Grid"
for c, v in enumerate(("时间", "公司", "职位")):
    t.cell(0, c).text = v
rows = [("2021.04 - 至今", "豆瓣（北京豆网科技有限公司）", "社区运营经理"),
        ("2020.01 - 2021.03", "知乎（北京智者天下科技有限公司）", "高级社区运营"),
        ("2018.07 - 2019.12", "知乎（北京智者天下科技有限公司）", "社区运营专员")]
for r, row in enumerate(rows, start=1):
    for c, v in enumerate(row):
        t.cell(r, c).text = v
d.add_paragraph("豆瓣 · 社区运营经理（带 4 人小组）", style="Heading 2")
for b in ["负责豆瓣小组与豆瓣话题的内容生态，制定小组长激励与违规处理规则，月活小组数同比提升 18%。",
          "自己写 SQL（Hive）提取小组活跃与举报数据，搭建社区健康度周报看板，替代原来的手工统计。",
          "策划“豆瓣年度读书”线上活动，参与用户 120 万。"]:
    d.add_paragraph(b, style="List Bullet")
d.add_paragraph("知乎 · 社区运营专员 → 高级社区运营", style="Heading 2")
for b in ["负责知乎圆桌与科普领域答主的招募与维护，签约优质答主 300 余位。",
          "参与社区规范修订，处理争议内容申诉，建立答主分层运营 SOP。"]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("实习经历", level=1)
p = d.add_paragraph(); p.add_run("2017.06 - 2017.09　新浪微博（北京微梦创科网络技术有限公司）　运营实习生").bold = True
d.add_paragraph("协助微博话题运营，每日整理热门话题数据，撰写运营日报。", style="List Bullet")
d.add_heading("技能与其他", level=1)
d.add_paragraph("SQL（Hive）、Excel 数据透视、秀米 / Canva；普通话二级甲等；2019 年知乎“年度优秀员工”。")
d.save(os.path.join(OUT, "左婧妍-社区运营经理-简历.docx"))

# ---------- Abigail Thorsrud (English, name only in footer) ----------
d = Document()
st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)
sec = d.sections[0]
sec.footer.paragraphs[0].text = "Abigail Thorsrud, CMA  |  Résumé  |  page 1"
p = d.add_paragraph(); r = p.add_run("MANAGEMENT ACCOUNTANT — RETAIL FINANCE"); r.bold = True; r.font.size = Pt(16)
d.add_paragraph("Minneapolis, MN  ·  (612) 555-0177  ·  athorsrud.cma@gmail.com  ·  linkedin.com/in/athorsrud")
d.add_heading("Summary", level=1)
d.add_paragraph("Certified Management Accountant with 16 years in big-box retail finance: store and merchandising P&L, "
                "standard costing, inventory shrink analysis and monthly close. Comfortable turning raw data into a decision "
                "for a merchant or a store leader.")
d.add_heading("Experience", level=1)
p = d.add_paragraph(); p.add_run("Target Corporation").bold = True; p.add_run(" — Minneapolis, MN")
d.add_paragraph("Senior Management Accountant, Merchandising Finance | 2017 – present")
for b in ["Own the monthly margin bridge for Home and Hardlines (USD 9B in sales); present variances to divisional merchandise managers.",
          "Write SQL against the Teradata and BigQuery sales warehouses to rebuild shrink and markdown reporting; cut close by 2 days.",
          "Led the SAP S/4HANA cost-centre redesign for 1,900 stores together with IT and the controller's office."]:
    d.add_paragraph(b, style="List Bullet")
d.add_paragraph("Management Accountant, Store Operations Finance | Aug 2013 – 2017")
for b in ["Built the store labour-productivity model used in annual budgeting for 240 stores in the Midwest region."]:
    d.add_paragraph(b, style="List Bullet")
p = d.add_paragraph(); p.add_run("Best Buy Co., Inc.").bold = True; p.add_run(" — Richfield, MN")
d.add_paragraph("Staff Accountant, Corporate Accounting | Jun 2010 – Jul 2013")
for b in ["Account reconciliations, fixed-asset roll-forward and month-end journal entries; supported the external audit."]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("Education", level=1)
t = d.add_table(rows=2, cols=3); t.style = "Table Grid"
for c, v in enumerate(("MBA (part-time evening program)", "University of St. Thomas – Opus College of Business, St. Paul", "2015 – 2018")):
    t.cell(0, c).text = v
for c, v in enumerate(("B.S. in Accounting", "University of Minnesota – Carlson School of Management, Twin Cities", "2006 – 2010")):
    t.cell(1, c).text = v
d.add_heading("Certifications & Awards", level=1)
d.add_paragraph("Certified Management Accountant (CMA), Institute of Management Accountants, 2012", style="List Bullet")
d.add_paragraph("Target Finance Excellence Award, 2020", style="List Bullet")
d.add_heading("Tools", level=1)
d.add_paragraph("SAP S/4HANA, Oracle Hyperion, SQL, Excel (Power Query, VBA), Tableau")
d.save(os.path.join(OUT, "resume_final_v3.docx"))
print("ok")
