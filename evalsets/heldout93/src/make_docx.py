# Builds cvs/卞海峰-项目经理.docx (Chinese CV, one table per job).
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn
import os

out = os.path.join(os.path.dirname(__file__), "..", "cvs", "卞海峰-项目经理.docx")
d = Document()
st = d.styles["Normal"]
st.font.name = "SimSun"; st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn("w:eastAsia"), "宋体")

d.add_heading("卞海峰", level=0)
d.add_paragraph("求职意向：高速公路 / 桥梁工程 项目经理　｜　工作年限：18 年")
d.add_paragraph("电话：139-7315-0826　｜　邮箱：bianhaifeng_pm@126.com　｜　现居：湖北武汉")

d.add_heading("教育背景", level=1)
t = d.add_table(rows=3, cols=4); t.style = "Table Grid"
for i, row in enumerate([
    ("时间", "学校", "专业", "学历"),
    ("2013.09—2016.06", "同济大学（在职）", "建筑与土木工程", "工程硕士"),
    ("2004.09—2008.06", "长沙理工大学", "土木工程（道路与桥梁方向）", "本科"),
]):
    for j, v in enumerate(row):
        t.cell(i, j).text = v

d.add_heading("工作经历", level=1)
jobs = [
    [("公司", "中国电建路桥集团有限公司"),
     ("时间", "2021年3月 - 至今"),
     ("职位", "项目经理（武汉都市圈环线高速某标段）"),
     ("团队规模", "项目部 86 人，直接下属 7 名部门负责人"),
     ("工作内容", "全面负责合同额 27.6 亿元高速公路标段的进度、质量、安全与成本管理；组织 2 座特大桥、"
                  "1 座隧道施工；推行 BIM + 智慧工地平台，节约成本约 4%；对接业主、监理及地方政府。")],
    [("公司", "中交第二航务工程局有限公司（中国交建下属）"),
     ("时间", "2016年3月 - 2021年2月"),
     ("职位", "项目经理"),
     ("工作内容", "负责长江某公路大桥主桥标段（合同额 15 亿元），管理约 120 人项目团队；"
                  "项目获国家优质工程奖，本人负责的深水基础施工工法获省级工法。")],
    [("公司", "中交第二航务工程局有限公司"),
     ("时间", "2008年7月 - 2016年2月"),
     ("职位", "技术员 → 工程部长 → 项目副经理"),
     ("工作内容", "历任多个跨江桥梁项目技术员、工程部长，2013 年起任项目副经理，分管技术与质量。")],
]
for rows in jobs:
    t = d.add_table(rows=len(rows), cols=2); t.style = "Table Grid"
    for i, (k, v) in enumerate(rows):
        t.cell(i, 0).text = k; t.cell(i, 1).text = v
    d.add_paragraph("")

d.add_heading("资格证书", level=1)
d.add_paragraph("一级建造师（公路工程、市政公用工程）；PMP 项目管理专业人士认证（2019）；高级工程师职称（2018）")
d.add_heading("荣誉", level=1)
d.add_paragraph("2020 年 中国土木工程詹天佑奖（参建项目，本人为项目主要完成人之一）；2017 年 中国交建优秀项目经理")
d.add_heading("技能", level=1)
d.add_paragraph("Project、广联达、AutoCAD、Revit（BIM）、Primavera P6；熟悉 EPC 总承包合同管理与 FIDIC 条款")
d.save(out)
print("saved", out)
