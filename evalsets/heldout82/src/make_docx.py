"""Builds cvs/huan_jiasui_简历.docx (Chinese, one table per job)."""
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

doc = Document()
st = doc.styles["Normal"]
st.font.name = "Noto Sans CJK SC"
st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")
st.font.size = Pt(10.5)

doc.add_heading("桓嘉穗", level=0)
doc.add_paragraph("电池与电驱采购高级经理 ｜ 上海 ｜ 186-2130-5587 ｜ huanjiasui@163.com")

doc.add_heading("个人概述", level=1)
doc.add_paragraph("十四年新能源汽车供应链与采购经验，覆盖动力电池、电驱系统与电子电气件的寻源、定点、成本管理与供应商开发。")

doc.add_heading("工作经历", level=1)

def job(rows, bullets):
    t = doc.add_table(rows=0, cols=2)
    t.style = "Table Grid"
    for k, v in rows:
        c = t.add_row().cells
        c[0].text = k
        c[1].text = v
    c = t.add_row().cells
    c[0].text = "主要工作"
    c[1].text = "\n".join(bullets)
    doc.add_paragraph("")

job([("公司", "蔚来汽车（NIO）"), ("职位", "电池与电驱采购高级经理"), ("时间", "2021年1月 - 至今"), ("地点", "上海")],
    ["管理 9 人采购团队，负责动力电池、电驱总成年度采购额约 120 亿元；",
     "主导与宁德时代、LG 新能源的长协谈判与年度降本，2023 年电芯采购成本同比下降 11%；",
     "推动 150kWh 半固态电池包供应商定点与产能爬坡。"])
job([("公司", "蔚来汽车（NIO）"), ("职位", "电池采购经理"), ("时间", "2016年3月 - 2020年12月"), ("地点", "上海")],
    ["ES8 首款车型动力电池寻源与定点，建立电芯 should-cost 成本模型；",
     "使用 SAP Ariba 搭建电子寻源与招投标流程。"])
job([("公司", "比亚迪股份有限公司"), ("职位", "采购工程师（电子电气件）"), ("时间", "2012年7月 - 2016年2月"), ("地点", "深圳")],
    ["负责车身控制器、线束类物料采购，在 SAP MM 中维护价格与货源清单；",
     "参与供应商质量审核与年度绩效评估。"])

doc.add_heading("教育背景", level=1)
t = doc.add_table(rows=1, cols=4)
t.style = "Table Grid"
for i, h in enumerate(["学校", "学历", "专业", "时间"]):
    t.rows[0].cells[i].text = h
for r in [("中欧国际工商学院", "MBA（在职，在读）", "工商管理", "2025.09 - 2027.06（预计）"),
          ("合肥工业大学", "本科", "物流管理", "2008.09 - 2012.06")]:
    c = t.add_row().cells
    for i, v in enumerate(r):
        c[i].text = v

doc.add_heading("证书与技能", level=1)
doc.add_paragraph("CPSM 美国供应管理协会认证采购经理（2019）")
doc.add_paragraph("技能：供应商寻源与谈判、成本建模、SAP MM、SAP Ariba、Excel/Power BI、Python")

doc.save("../cvs/huan_jiasui_简历.docx")
