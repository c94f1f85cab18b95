"""Builds the two DOCX CVs into ../cvs/."""
from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

# ---- B: 侍宁舟, Chinese, paragraphs only ----
d = Document()
d.add_heading("侍宁舟 · 个人简历", 0)
d.add_paragraph("手机：139-1872-5604 ｜ 邮箱：shiningzhou_scm@126.com ｜ 现居：福建宁德")
d.add_paragraph("求职意向：采购总监 / 战略采购负责人")
d.add_heading("工作经历", 1)
d.add_paragraph("宁德时代新能源科技股份有限公司　采购经理（正极材料品类）　2020年9月 - 至今")
d.add_paragraph("负责正极材料及前驱体年采购额约 40 亿元的品类策略，管理 6 名采购工程师；主导两家海外锂盐供应商导入，年度降本 3.1 亿元。", style="List Bullet")
d.add_paragraph("推动 SAP Ariba 寻源模块上线，招投标周期由 45 天缩短至 28 天。", style="List Bullet")
d.add_paragraph("华为技术有限公司（终端BG）　采购专家　2016年5月 - 2020年8月")
d.add_paragraph("负责手机结构件、电池模组的供应商开发与年度商务谈判，覆盖 12 家核心供应商；2019 年牵头电池模组双源切换，保障旗舰机量产。", style="List Bullet")
d.add_paragraph("联想（北京）有限公司　采购工程师 → 高级采购工程师（2014年晋升）　2011年7月 - 2016年4月")
d.add_paragraph("笔记本电脑电源适配器、线材品类采购；建立供应商季度绩效评分卡。", style="List Bullet")
d.add_heading("教育背景", 1)
d.add_paragraph("中欧国际工商学院　MBA（在职）　2019年9月 - 2021年6月")
d.add_paragraph("西南交通大学　物流管理　管理学学士　2007年9月 - 2011年6月")
d.add_heading("证书与其他", 1)
d.add_paragraph("2015年 美国供应管理协会 CPSM 认证")
d.add_paragraph("2011年 获京东商城供应链管理培训生 offer（未入职）")
d.add_paragraph("技能：SAP SRM / Ariba、成本建模、合同谈判、Excel VBA、Power BI")
d.save(os.path.join(OUT, "侍宁舟-采购经理.docx"))

# ---- D: Liesbeth Van Acker, English, with a table ----
d = Document()
d.add_heading("Liesbeth Van Acker", 0)
d.add_paragraph("Senior Industrial Designer  |  Erlangen, Germany  |  liesbeth.vanacker@gmail.com  |  +49 1520 4471 903")
d.add_paragraph("Industrial designer with eleven years in consumer and medical products: from sketch and foam model to "
                "tooling release. I care about how a product feels in the hand of a nervous patient as much as how it looks "
                "on a trade-fair stand.")
d.add_heading("Experience", 1)
t = d.add_table(rows=1, cols=3)
t.style = "Table Grid"
hdr = t.rows[0].cells
hdr[0].text, hdr[1].text, hdr[2].text = "Period", "Employer / role", "What I did"
rows = [
    ("03/2021 – today", "Siemens Healthineers, Erlangen — Senior Industrial Designer, MR & CT",
     "Lead designer for the patient table and bore lighting of a new MAGNETOM MRI scanner; run usability studies with radiographers; own the CMF guidelines for the MR portfolio."),
    ("02/2015 – 02/2021", "Philips Design, Eindhoven — Industrial Designer, Personal Care",
     "Designed three generations of OneBlade and Series 7000 shavers; took concepts to tooling with suppliers in Zhuhai and Drachten."),
    ("Sep 2013 – Jan 2014", "Barco, Kortrijk — Design intern (graduation internship)",
     "Housing concepts for a medical display line."),
]
for r in rows:
    c = t.add_row().cells
    for i, v in enumerate(r):
        c[i].text = v
d.add_heading("Education", 1)
d.add_paragraph("MSc Integrated Product Design, Delft University of Technology (Faculty of Industrial Design Engineering), 2012 – 2014")
d.add_paragraph("Professional Bachelor in Industrial Product Design, Howest University of Applied Sciences, Kortrijk, 2009 – 2012")
d.add_heading("Awards", 1)
d.add_paragraph("Red Dot Award: Product Design 2018 (Philips OneBlade Pro); iF Design Award 2020")
d.add_heading("Tools", 1)
d.add_paragraph("SolidWorks, Creo, Rhino + Grasshopper, KeyShot, Figma, Adobe CC, foam & SLA prototyping")
d.add_paragraph("Languages: Dutch (native), English, German (C1), French (B2)")
d.save(os.path.join(OUT, "Liesbeth_VanAcker_CV_2026.docx"))
print("ok")
