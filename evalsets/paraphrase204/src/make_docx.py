"""Builds the two DOCX CVs into ../cvs/."""
import os
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")


def table(doc, rows, style="Table Grid"):
    t = doc.add_table(rows=len(rows), cols=len(rows[0]))
    t.style = style
    for i, r in enumerate(rows):
        for j, c in enumerate(r):
            t.cell(i, j).text = c
    return t


# ---------- 冉子豪 (Chinese, tables) ----------
d = Document()
st = d.styles["Normal"]; st.font.name = "Noto Sans CJK SC"; st.font.size = Pt(10.5)
h = d.add_heading("冉子豪  个人简历", 0)
d.add_paragraph("求职意向：结构设计工程师 / 机械设计主管　｜　现居：苏州　｜　手机：139-1552-8071　｜　邮箱：ranzihao_me@126.com")
d.add_heading("基本信息", 1)
table(d, [["姓名", "冉子豪", "性别", "男"],
          ["出生年份", "1992", "工作年限", "8 年以上"],
          ["专业方向", "机械结构设计 / 扫地机器人整机结构", "英语", "CET-6"]])
d.add_heading("教育背景", 1)
table(d, [["时间", "学校", "专业", "学历"],
          ["2011.09 - 2015.06", "合肥工业大学", "机械设计制造及其自动化", "本科（工学学士）"],
          ["2015.09 - 2018.03", "上海大学", "机械工程", "硕士研究生"]])
d.add_heading("工作经历", 1)
table(d, [["时间", "公司", "职位"],
          ["2020年7月 - 至今", "追觅科技（苏州）有限公司（Dreame）", "高级结构工程师"],
          ["2018年4月 - 2020年6月", "科沃斯机器人股份有限公司", "结构工程师"]])
d.add_paragraph("追觅科技：负责扫地机器人基站（自动集尘、自动洗拖布）整机结构设计，主导 3 款量产机型从 ID 到 MP 的结构开发；完成 DFM 评审与模具跟进，单台 BOM 成本降低 12%。")
d.add_paragraph("科沃斯：参与地宝（DEEBOT）系列边刷、滚刷模组与驱动轮悬挂结构设计，完成跌落、寿命等可靠性测试方案；2019 年负责 T8 系列驱动轮模组改型。")
d.add_heading("论文与专利", 1)
d.add_paragraph("李航, 王晨, 冉子豪. 扫地机器人驱动轮悬挂机构的动力学分析[J]. 机械设计与研究, 2018, 34(2). （第三作者）")
d.add_paragraph("发明专利：一种清洁机器人的自动集尘基站（第一发明人，已授权）")
d.add_heading("专业技能", 1)
d.add_paragraph("SolidWorks、Creo、ANSYS Workbench（静力学/模态）、GD&T 公差分析、注塑与钣金工艺、DFM/DFA")
d.save(os.path.join(OUT, "冉子豪_结构工程师.docx"))

# ---------- Fiona Liang, 2026 (English; name only in footer) ----------
d = Document()
st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)
sec = d.sections[0]
fp = sec.footer.paragraphs[0]
fp.text = "Fiona LIANG Huilin  |  Curriculum Vitae  |  updated October 2026"
fp.alignment = WD_ALIGN_PARAGRAPH.CENTER
p = d.add_paragraph("FINANCIAL CONTROLLER  ·  ACCA  ·  Qingdao, China")
p.runs[0].bold = True
d.add_paragraph("fiona.liang.hl@outlook.com  |  +86 138 5326 0917")
d.add_heading("Profile", 1)
d.add_paragraph("Finance leader with 17 years in manufacturing and logistics finance: plant costing, group consolidation, "
                "cash management and finance transformation across China and Southeast Asia.")
d.add_heading("Professional Experience", 1)
d.add_heading("Haier Smart Home Co., Ltd. (Haier Group) — Financial Controller, Refrigeration Division", 2)
d.add_paragraph("03/2022 - today  |  Qingdao")
for b in ["Own month-end close, budgeting and forecasting for 14 plants (revenue RMB 38bn); team of 46.",
          "Rolled out a Power BI group reporting pack replacing 60+ Excel workbooks; close shortened from 9 to 5 working days.",
          "Led working-capital programme that released RMB 1.1bn of inventory in 2024."]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("DHL Global Forwarding (China) Co., Ltd. — Finance Manager, North China", 2)
d.add_paragraph("06/2016 - 02/2022  |  Beijing")
for b in ["Controlled P&L of the North China cluster (7 branches), statutory reporting and transfer pricing files.",
          "Partnered with operations on customer profitability and billing accuracy."]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("Midea Group — Cost Accountant, later Finance Supervisor (Washing Machines)", 2)
d.add_paragraph("07/2009 - 05/2016  |  Foshan")
d.add_paragraph("Standard costing for two plants; promoted to Finance Supervisor in 2013.", style="List Bullet")
d.add_heading("Education & Qualifications", 1)
table(d, [["2018 - 2020", "The Hong Kong Polytechnic University", "MBA (part-time, weekend programme)"],
          ["2005 - 2009", "Xiamen University", "Bachelor of Management in Accounting"],
          ["since 2014", "ACCA", "Member of the Association of Chartered Certified Accountants"]])
d.add_heading("Skills", 1)
d.add_paragraph("SAP S/4HANA FI/CO, Hyperion, Power BI, IFRS, China GAAP, transfer pricing; English (fluent), Mandarin (native)")
d.save(os.path.join(OUT, "fiona_liang_2026.docx"))
print("ok")
