# Builds cvs/邸清妍_品牌设计.docx (Chinese, tables)
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

doc = Document()
st = doc.styles["Normal"]
st.font.name = "Noto Sans CJK SC"
st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")
st.font.size = Pt(10.5)

doc.add_heading("邸清妍｜品牌视觉设计", level=0)
doc.add_paragraph("深圳 · 159-1473-8820 · diqingyan.design@qq.com · 作品集：zcool.com.cn/u/diqingyan")

t = doc.add_table(rows=3, cols=4)
t.style = "Table Grid"
cells = [("出生年份", "1995", "工作年限", "9年"),
         ("学历", "本科", "期望职位", "品牌设计负责人"),
         ("所在城市", "深圳", "到岗时间", "一个月内")]
for r, row in enumerate(cells):
    for c, v in enumerate(row):
        t.cell(r, c).text = v

doc.add_heading("工作经历", level=1)
jobs = doc.add_table(rows=1, cols=3)
jobs.style = "Table Grid"
hdr = jobs.rows[0].cells
hdr[0].text, hdr[1].text, hdr[2].text = "时间", "公司 / 职位", "工作内容"
rows = [
    ("2024年4月 - 至今", "喜茶 HEYTEA（深圳美西西餐饮管理有限公司）\n品牌视觉设计主管",
     "带领3人视觉小组，负责季节限定新品的包装、门店物料与社交媒体主视觉；主导喜茶 × FENDI 联名的门店物料落地（对接品牌方创意团队）。"),
    ("2022年8月 - 2024年3月", "喜茶 HEYTEA（深圳美西西餐饮管理有限公司）\n高级品牌设计师",
     "负责“灵感之茶”品牌升级后的杯套、纸袋等包装体系；使用 Figma 搭建品牌组件库。"),
    ("2019.04 - 2022.07", "奈雪的茶（深圳市品道餐饮管理有限公司）\n品牌设计师",
     "负责门店开业物料与电商详情页设计，参与“奈雪的茶”IP 形象延展。"),
    ("2017.07 - 2019.03", "奥美广告（Ogilvy）广州\n初级美术指导",
     "为快消客户（某国产饮料品牌、某运动品牌）做平面广告与社交媒体视觉。"),
]
for a, b, c in rows:
    cs = jobs.add_row().cells
    cs[0].text, cs[1].text, cs[2].text = a, b, c

doc.add_heading("教育背景", level=1)
edu = doc.add_table(rows=2, cols=3)
edu.style = "Table Grid"
for i, (a, b, c) in enumerate([("2013.09 - 2017.06", "中国传媒大学南广学院", "视觉传达设计 · 本科（文学学士）"),
                                ("2016年夏", "香港理工大学设计学院", "暑期交换课程（非学位）")]):
    edu.cell(i, 0).text, edu.cell(i, 1).text, edu.cell(i, 2).text = a, b, c

doc.add_heading("获奖", level=1)
doc.add_paragraph("2021 Pentawards 饮料包装类 铜奖（奈雪的茶 霸气系列杯身设计，团队）")
doc.add_paragraph("2018 站酷奖 平面类 入围")

doc.add_heading("技能", level=1)
doc.add_paragraph("Adobe Illustrator / Photoshop / InDesign、Figma、C4D；了解 Blender、After Effects")
doc.save("../cvs/邸清妍_品牌设计.docx")
