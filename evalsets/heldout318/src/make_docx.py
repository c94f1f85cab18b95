"""Build 钟鸣岳's Chinese DOCX CV (tables for info, work and education)."""
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

doc = Document()
st = doc.styles["Normal"]
st.font.name = "SimSun"; st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn("w:eastAsia"), "宋体")

doc.add_heading("个人简历", level=0)
t = doc.add_table(rows=3, cols=4); t.style = "Table Grid"
cells = [("姓名", "钟鸣岳", "性别", "男"),
         ("出生年月", "1990.04", "手机", "139 7481 2265"),
         ("邮箱", "zhongmy_geo@126.com", "现居地", "广东深圳")]
for r, row in enumerate(cells):
    for c, v in enumerate(row):
        t.cell(r, c).text = v

doc.add_heading("求职意向", level=1)
doc.add_paragraph("岩土 / 隧道工程技术管理（盾构、矿山法），期望城市：深圳、广州")

doc.add_heading("工作经历", level=1)
w = doc.add_table(rows=1, cols=4); w.style = "Table Grid"
for c, v in enumerate(["时间", "单位", "职务", "工作内容"]):
    w.rows[0].cells[c].text = v
rows = [
    ("2020年1月 - 至今", "中交隧道工程局有限公司（中国交建全资子公司）", "岩土工程部 副经理",
     "管理 6 人岩土团队；负责深圳地铁 16 号线二期 盾构区间地层风险评估、监测方案与沉降控制；用 PLAXIS 3D 和 Midas GTS NX 做开挖数值模拟。"),
    ("2015年7月 - 2019年12月", "中铁隧道局集团有限公司", "岩土工程师",
     "参与广深港客运专线、深圳地铁 9 号线隧道施工；负责超前地质预报、围岩分级与 FLAC3D 稳定性分析；编制专项施工方案 12 份。"),
    ("2014年7月 - 2014年9月", "上海隧道工程股份有限公司", "技术实习生",
     "盾构掘进参数记录与地表沉降监测数据整理。"),
]
for row in rows:
    cs = w.add_row().cells
    for c, v in enumerate(row):
        cs[c].text = v

doc.add_heading("教育背景", level=1)
e = doc.add_table(rows=1, cols=4); e.style = "Table Grid"
for c, v in enumerate(["时间", "学校", "专业", "学历"]):
    e.rows[0].cells[c].text = v
for row in [("2024.09 - 至今", "中南大学", "土木工程（非全日制）", "工程博士在读"),
            ("2012.09 - 2015.06", "同济大学", "岩土工程", "硕士"),
            ("2008.09 - 2012.06", "西南交通大学", "土木工程（隧道与地下工程方向）", "学士")]:
    cs = e.add_row().cells
    for c, v in enumerate(row):
        cs[c].text = v

doc.add_heading("证书与荣誉", level=1)
for s in ["注册土木工程师（岩土），2019 年取得",
          "2018 年 中国中铁“青年科技拔尖人才”",
          "2022 年 深圳地铁集团 年度优秀参建单位技术负责人（业主单位颁发）"]:
    doc.add_paragraph(s, style="List Bullet")

doc.add_heading("专业技能", level=1)
doc.add_paragraph("数值分析：PLAXIS 2D/3D、FLAC3D、Midas GTS NX、ABAQUS")
doc.add_paragraph("其他：AutoCAD、Civil 3D、Python（监测数据处理）、BIM（Revit）")
doc.save("../cvs/钟鸣岳-岩土工程-简历.docx")
