# Builds cvs/缑振岳_岩土工程师_简历.docx (Chinese CV with tables).
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn
import os

OUT = os.path.join(os.path.dirname(__file__), "..", "cvs", "缑振岳_岩土工程师_简历.docx")
d = Document()
st = d.styles["Normal"]
st.font.name = "Noto Sans CJK SC"; st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")

def table(rows, header=None):
    t = d.add_table(rows=0, cols=len(rows[0]))
    t.style = "Table Grid"
    if header:
        c = t.add_row().cells
        for i, h in enumerate(header):
            c[i].text = h
    for r in rows:
        c = t.add_row().cells
        for i, v in enumerate(r):
            c[i].text = v
    return t

d.add_heading("缑振岳　个人简历", level=0)
d.add_paragraph("求职意向：岩土工程师 / 隧道与地下工程技术负责人")
table([["电话", "139 2017 4486", "邮箱", "gouzhenyue@163.com"],
       ["现居", "广东省广州市", "出生年份", "1990"]])

d.add_heading("个人简介", level=1)
d.add_paragraph("从事城市轨道交通岩土工程工作十一年，长期驻地铁施工一线，熟悉盾构区间、深基坑与"
                "富水砂层地层处理，擅长数值模拟与施工监测数据分析。现任项目岩土技术负责人，带领8人岩土技术组。")

d.add_heading("工作经历", level=1)
table([
    ["2020.01–至今", "中铁隧道局集团有限公司 广州分公司（广州地铁11号线土建施工项目）", "高级工程师、项目岩土技术负责人"],
    ["2015.07–2019.12", "中铁隧道局集团有限公司 成都地铁项目部（成都地铁6号线、9号线）", "岩土工程师"],
    ["2014.07–2014.09", "中国电建集团成都勘测设计研究院有限公司", "地质勘察实习生"],
], header=["时间", "单位", "职务"])
d.add_paragraph("广州地铁11号线项目（2020.01–至今）：", style=None)
for b in ["带领8人岩土技术组（含3名助理工程师），负责盾构区间与车站深基坑的岩土技术方案、专项施工方案审查及现场技术交底；",
          "使用 PLAXIS 3D 与 FLAC3D 建立基坑—邻近建筑物相互作用模型，预测围护结构变形，指导支撑预加轴力调整；",
          "建立自动化监测预警流程，用 Python 处理测斜、沉降与水位数据，预警响应时间由24小时缩短至2小时。"]:
    d.add_paragraph(b, style="List Bullet")
d.add_paragraph("成都地铁6号线、9号线（2015.07–2019.12）：")
for b in ["负责富水砂卵石地层盾构掘进参数分析与地表沉降控制，参与编制《砂卵石地层盾构施工技术指南》（企业内部标准）；",
          "使用 midas GTS NX 进行区间隧道下穿既有铁路的沉降分析，方案通过专家评审。"]:
    d.add_paragraph(b, style="List Bullet")

d.add_heading("教育背景", level=1)
table([
    ["2012.09–2015.06", "西南交通大学", "岩土工程", "工学硕士"],
    ["2008.09–2012.06", "石家庄铁道大学", "土木工程", "工学学士"],
], header=["时间", "学校", "专业", "学位"])

d.add_heading("证书与荣誉", level=1)
table([
    ["2019年", "注册土木工程师（岩土）执业资格证书"],
    ["2021年", "中国中铁股份有限公司科学技术奖二等奖（第4完成人）"],
    ["2017年", "四川省土木建筑学会优秀论文奖"],
])

d.add_heading("专业技能", level=1)
d.add_paragraph("数值分析：PLAXIS 2D/3D、FLAC3D、midas GTS NX；绘图：AutoCAD、Civil 3D；"
                "数据处理：Python（pandas、matplotlib）、Excel VBA；语言：英语 CET-6。")
d.save(OUT)
print("wrote", OUT)
