"""Build the Chinese DOCX CV of 覃建勋 (tables for basics, education, work)."""
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

doc = Document()
st = doc.styles["Normal"]
st.font.name = "SimSun"; st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn("w:eastAsia"), "宋体")

doc.add_heading("个人简历", level=1)
t = doc.add_table(rows=3, cols=4); t.style = "Table Grid"
cells = [("姓名", "覃建勋", "性别", "男"),
         ("电话", "135 0716 2284", "邮箱", "qinjx_bim@126.com"),
         ("现居", "湖北武汉", "证书", "一级建造师（建筑工程）、PMP")]
for r, row in enumerate(cells):
    for c, v in enumerate(row):
        t.cell(r, c).text = v

doc.add_heading("教育背景", level=2)
t = doc.add_table(rows=3, cols=4); t.style = "Table Grid"
rows = [("时间", "学校", "专业", "学历"),
        ("2018年9月 - 2021年6月", "同济大学（在职）", "工程管理硕士（MEM）", "硕士"),
        ("2004年9月 - 2008年6月", "重庆大学", "土木工程", "本科")]
for r, row in enumerate(rows):
    for c, v in enumerate(row):
        t.cell(r, c).text = v

doc.add_heading("工作经历", level=2)
t = doc.add_table(rows=5, cols=3); t.style = "Table Grid"
rows = [("时间", "单位 / 职位", "主要工作"),
        ("2021年1月 - 至今", "中国建筑第三工程局有限公司 BIM中心 / 中心经理",
         "管理 12 人的 BIM 团队，负责局属超高层与医院项目的 BIM 正向设计、施工深化与数字化交付；制定企业 BIM 实施标准。"),
        ("2017年5月 - 2020年12月", "中建三局 BIM中心 / BIM主管",
         "用 Revit、Navisworks 做机电管综与碰撞检查，Dynamo 编写参数化建模脚本；武汉某 300 米超高层项目 BIM 负责人。"),
        ("2013年7月 - 2017年4月", "广联达科技股份有限公司 / BIM实施顾问",
         "为施工企业客户（万科、中建五局项目部等）提供 BIM5D 平台实施与培训。"),
        ("2008年7月 - 2013年6月", "中国建筑第八工程局有限公司 / 技术员、项目技术负责人",
         "住宅与商业综合体项目施工技术管理、方案编制、图纸会审。")]
for r, row in enumerate(rows):
    for c, v in enumerate(row):
        t.cell(r, c).text = v

doc.add_heading("专业技能", level=2)
doc.add_paragraph("Revit、Navisworks、Dynamo、Tekla Structures、广联达 BIM5D、AutoCAD、Python（Dynamo 脚本）")
doc.add_heading("获奖", level=2)
doc.add_paragraph("2019 年第八届“龙图杯”全国 BIM 大赛 施工组一等奖（团队）")
doc.save("../cvs/覃建勋-BIM经理.docx")
