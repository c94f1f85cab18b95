"""Builds cvs/岑慧敏-关务经理-简历.docx (Chinese, tables; the name is never written in the body)."""
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

doc = Document()
st = doc.styles["Normal"]
st.font.name = "Noto Sans CJK SC"; st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")

doc.add_heading("个人简历", level=1)
doc.add_paragraph("关务 / 报关 / 进出口合规")

def table(rows, header=None):
    t = doc.add_table(rows=0, cols=len(rows[0]))
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

doc.add_heading("基本信息", level=2)
table([["求职意向", "关务经理 / 进出口合规经理"],
       ["现居地", "广东深圳"],
       ["电话", "137 2461 8830"],
       ["邮箱", "cenhuimin.customs@qq.com"]])

doc.add_heading("工作经历", level=2)
table([
    ["2021.01–至今", "德迅（中国）货运代理有限公司深圳分公司（Kuehne+Nagel）", "关务经理",
     "管理 6 名报关员，负责华南区空运、海运进出口报关；主导 AEO 高级认证复审并一次通过；推动金关二期加工贸易手册电子化。"],
    ["2017.04–2020.12", "德迅（中国）货运代理有限公司深圳分公司（Kuehne+Nagel）", "报关主管",
     "负责电子、医疗器械类客户的 HS 编码归类与预归类申请；通过单一窗口完成日均 80 票报关单审核。"],
    ["2014.07–2017.03", "中国外运华南有限公司（中国外运股份有限公司下属）", "报关员",
     "蛇口、盐田口岸海运出口报关、查验现场配合及退补税业务。"],
    ["2013年暑期", "盐田国际集装箱码头有限公司", "单证实习生", "协助整理进口提单与舱单数据。"],
], header=["时间", "单位", "职位", "主要工作"])

doc.add_heading("服务客户", level=2)
doc.add_paragraph("在德迅期间主要服务客户包括比亚迪、大疆创新、迈瑞医疗等，负责其进出口报关与归类咨询（以上均为客户，非任职单位）。")

doc.add_heading("教育背景", level=2)
table([
    ["2022.09–至今", "对外经济贸易大学", "国际商务硕士（MIB，在职）", "在读，预计 2027 年毕业"],
    ["2010.09–2014.06", "上海海关学院", "海关管理", "管理学学士"],
], header=["时间", "学校", "专业 / 学位", "备注"])

doc.add_heading("证书与技能", level=2)
for s in ["报关水平测试合格证书（2014）",
          "熟练：HS 编码归类、中国国际贸易单一窗口、金关二期、SAP GTS、Excel 数据透视",
          "了解：Python、SQL（自学）",
          "英语：CET-6；粤语流利"]:
    doc.add_paragraph(s, style="List Bullet")

doc.save("../cvs/岑慧敏-关务经理-简历.docx")
