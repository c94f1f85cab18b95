"""Builds the two DOCX CVs into ../cvs/."""
from pathlib import Path
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

OUT = Path(__file__).resolve().parent.parent / "cvs"


def zh_font(doc):
    st = doc.styles["Normal"]
    st.font.name = "Noto Sans CJK SC"
    st.font.size = Pt(10.5)
    st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")


def table(doc, rows, header=None):
    n = len(rows[0])
    t = doc.add_table(rows=0, cols=n)
    t.style = "Table Grid"
    if header:
        cells = t.add_row().cells
        for c, h in zip(cells, header):
            c.text = h
            c.paragraphs[0].runs[0].bold = True
    for r in rows:
        cells = t.add_row().cells
        for c, v in zip(cells, r):
            c.text = v
    return t


def kan_peiwen():
    doc = Document()
    zh_font(doc)
    doc.add_heading("阚佩文 个人简历", level=0)
    doc.add_paragraph("求职意向：免税零售 / 旅游零售 区域运营经理")
    table(doc, [
        ["手机", "139-1620-7753", "邮箱", "peiwen.kan@126.com"],
        ["现居", "上海市浦东新区", "语言", "英语（流利）、粤语"],
    ])
    doc.add_heading("工作经历", level=1)
    table(doc, [
        ["2019/4-至今", "日上免税行（上海）有限公司（中免集团旗下）", "浦东国际机场 T2 免税店 零售经理"],
        ["2016/7-2019/3", "日上免税行（上海）有限公司（中免集团旗下）", "香化品类主管"],
        ["2011/8-2016/6", "DFS Group（香港国际机场 T1 店）", "销售主管"],
        ["2010/7-2010/8", "上海浦东国际机场货运站有限公司", "实习生（进出口货物操作）"],
    ], header=["时间", "单位", "职位"])
    doc.add_paragraph("主要职责与业绩：")
    for b in [
        "负责浦东机场 T2 国际出发区 6 个免税门店的日常运营，管理 120 余名员工，2025 年门店销售额约 19 亿元，同比增长 23%；",
        "主导香化品类的品牌陈列与促销排期，与国际品牌方谈判季度返点；推动会员小程序“离境购”与门店提货联动；",
        "在 DFS 期间负责香港机场 T1 腕表珠宝区的排班与销售指标，连续三年达成年度指标。",
    ]:
        doc.add_paragraph(b, style="List Bullet")
    doc.add_heading("教育背景", level=1)
    table(doc, [
        ["2024.09-至今", "华东师范大学", "工商管理硕士（MBA，在职，在读）"],
        ["2007.09-2011.06", "上海对外经贸大学", "市场营销 管理学学士"],
    ], header=["时间", "学校", "学历/专业"])
    doc.add_heading("证书与荣誉", level=1)
    doc.add_paragraph("2022 年 中免集团 年度优秀门店经理；国际零售管理师（中级）")
    doc.add_heading("技能", level=1)
    doc.add_paragraph("零售数据分析（Excel、SAP 零售模块）、门店运营、品牌谈判、团队管理")
    doc.save(OUT / "阚佩文-免税零售经理.docx")


def isobel_fairhurst():
    doc = Document()
    doc.add_heading("Isobel Fairhurst FIA", level=0)
    doc.add_paragraph("Senior Pricing Actuary · London · isobel.fairhurst@gmail.com · +44 7834 220 619")
    doc.add_heading("Experience", level=1)
    p = doc.add_paragraph()
    p.add_run("Munich Reinsurance Company, UK Branch").bold = True
    p.add_run(" — London")
    doc.add_paragraph("Senior Pricing Actuary, Specialty Lines · Jan 2022 – Present")
    doc.add_paragraph("Pricing Actuary, Property Catastrophe · Sep 2019 – Dec 2021")
    for b in [
        "Price marine, energy and aviation treaties for London-market cedants; sign off technical prices up to EUR 60m of annual premium.",
        "Rebuilt the catastrophe pricing tool in Python (pandas, numpy), replacing a set of linked Excel workbooks; cut turnaround for a standard treaty quote from two days to half a day.",
        "Write SQL against the treaty data warehouse for exposure and loss analysis; present renewal results to the underwriting committee.",
    ]:
        doc.add_paragraph(b, style="List Bullet")
    p = doc.add_paragraph()
    p.add_run("Aon, Reinsurance Solutions").bold = True
    p.add_run(" — London")
    doc.add_paragraph("Actuarial Analyst · Sep 2015 – Aug 2019")
    for b in [
        "Experience and exposure rating for UK motor and property programmes on behalf of insurer clients; built loss-development triangles in R.",
    ]:
        doc.add_paragraph(b, style="List Bullet")
    doc.add_heading("Education & qualifications", level=1)
    doc.add_paragraph("University of Warwick — BSc Mathematics, First Class · 2012 – 2015")
    doc.add_paragraph("Fellow of the Institute and Faculty of Actuaries (FIA) · 2020")
    doc.add_heading("Publications", level=1)
    doc.add_paragraph("Marlowe, T., Fairhurst, I. and Osei, K. (2022). Pricing parametric flood covers with limited loss data. British Actuarial Journal, 27, e14.")
    doc.add_heading("Skills", level=1)
    table(doc, [
        ["Programming", "Python, R, SQL, VBA"],
        ["Actuarial software", "Igloo, ResQ, Remetrica"],
        ["Visualisation", "Tableau, Power BI"],
    ])
    doc.save(OUT / "Isobel_Fairhurst_CV.docx")


if __name__ == "__main__":
    kan_peiwen()
    isobel_fairhurst()
