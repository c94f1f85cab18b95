"""Builds cvs/郑明澜_简历.docx (Chinese CV with tables)."""
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

doc = Document()
st = doc.styles["Normal"]
st.font.name = "Microsoft YaHei"
st.element.rPr.rFonts.set(qn("w:eastAsia"), "微软雅黑")
st.font.size = Pt(10.5)

doc.add_heading("郑明澜 · 个人简历", level=0)

doc.add_heading("基本信息", level=1)
t = doc.add_table(rows=3, cols=4)
t.style = "Table Grid"
cells = [
    ("姓名", "郑明澜", "性别", "女"),
    ("电话", "186-2715-0394", "邮箱", "zhengml_pie@126.com"),
    ("现居地", "湖北武汉", "求职意向", "工艺整合（PIE）/ 良率提升"),
]
for r, row in enumerate(cells):
    for c, v in enumerate(row):
        t.cell(r, c).text = v

doc.add_heading("教育背景", level=1)
t = doc.add_table(rows=4, cols=4)
t.style = "Table Grid"
rows = [
    ("时间", "学校", "专业", "学历"),
    ("2024年9月 - 至今", "华中科技大学", "集成电路科学与工程", "工程博士（在职，在读）"),
    ("2013年9月 - 2015年6月", "电子科技大学", "微电子学与固体电子学", "硕士"),
    ("2009年9月 - 2013年6月", "西安电子科技大学", "微电子科学与工程", "本科"),
]
for r, row in enumerate(rows):
    for c, v in enumerate(row):
        t.cell(r, c).text = v

doc.add_heading("工作经历", level=1)
t = doc.add_table(rows=5, cols=3)
t.style = "Table Grid"
rows = [
    ("时间", "公司", "职位"),
    ("2022年4月 - 至今", "长江存储科技有限责任公司（YMTC）", "3D NAND 工艺整合主任工程师"),
    ("2019年7月 - 2022年3月", "中芯国际集成电路制造（北京）有限公司", "资深工艺整合工程师"),
    ("2015年7月 - 2019年6月", "中芯国际集成电路制造（北京）有限公司", "工艺整合工程师"),
    ("2014年7月 - 2014年9月", "台积电（南京）有限公司", "工艺工程实习生"),
]
for r, row in enumerate(rows):
    for c, v in enumerate(row):
        t.cell(r, c).text = v

doc.add_heading("工作内容", level=1)
for line in [
    "长江存储：负责 232 层 3D NAND 沟道孔与台阶刻蚀段的工艺整合，牵头跨模块（刻蚀、薄膜、CMP）问题闭环，良率提升 4.2 个百分点；带教 2 名新员工。",
    "长江存储：用 Python 编写 WAT/CP 数据自动分析脚本，替代人工 Excel 报表；用 JMP 做 DOE 与 SPC 分析。",
    "中芯国际：负责 28nm HKMG 逻辑平台的工艺整合，主导 8D 问题分析 30 余次，参与 28nm 平台量产导入。",
    "中芯国际：2019 年晋升为资深工艺整合工程师，负责 FinFET 先导工艺的短沟道效应评估，使用 Sentaurus TCAD 做器件仿真。",
    "台积电（南京）实习：协助 16nm 产线 WAT 数据整理。",
]:
    doc.add_paragraph(line, style="List Bullet")

doc.add_heading("专利与荣誉", level=1)
for line in [
    "发明专利 3 项（第一发明人 1 项）：一种三维存储器台阶结构的形成方法 等",
    "2018 中芯国际年度优秀员工",
    "2012 全国大学生集成电路创新创业大赛 二等奖",
]:
    doc.add_paragraph(line, style="List Bullet")

doc.add_heading("技能", level=1)
doc.add_paragraph("工艺整合、良率分析、DOE、SPC、8D、JMP、Sentaurus TCAD、Python、英语 CET-6")

doc.save("../cvs/郑明澜_简历.docx")
print("ok")
