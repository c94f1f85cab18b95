# Builds cvs/穆以宁-商品企划.docx (Chinese CV with tables).
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

d = Document()
st = d.styles["Normal"]
st.font.name = "Microsoft YaHei"; st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn("w:eastAsia"), "Microsoft YaHei")

d.add_heading("穆以宁", level=0)
d.add_paragraph("求职意向：商品经理 / 商品企划（鞋服）　|　上海")
d.add_paragraph("手机：186 1729 3305　邮箱：yining.mu@qq.com")

d.add_heading("教育背景", level=1)
t = d.add_table(rows=1, cols=4); t.style = "Table Grid"
for c, h in zip(t.rows[0].cells, ["时间", "学校", "专业", "学历"]):
    c.text = h
for row in [["2015.09 - 2019.06", "东华大学", "服装设计与工程", "本科"]]:
    cells = t.add_row().cells
    for c, v in zip(cells, row):
        c.text = v

d.add_heading("工作经历", level=1)
t = d.add_table(rows=1, cols=3); t.style = "Table Grid"
for c, h in zip(t.rows[0].cells, ["时间", "公司", "职位"]):
    c.text = h
for row in [
    ["2023年4月 - 至今", "耐克体育（中国）有限公司", "商品经理（跑步鞋类）"],
    ["2021年5月 - 2023年3月", "耐克体育（中国）有限公司", "高级商品企划"],
    ["2019年7月 - 2021年4月", "斐乐体育有限公司（FILA 中国）", "商品企划专员"],
    ["2018年7月 - 2018年12月", "李宁（中国）体育用品有限公司", "商品部实习生"],
]:
    cells = t.add_row().cells
    for c, v in zip(cells, row):
        c.text = v

d.add_heading("工作内容", level=1)
d.add_paragraph("耐克中国：负责大中华区跑步鞋类线下渠道的季度商品企划，管理 3 名商品企划专员；"
                "制定 OTB（采购预算）与 SKU 宽度深度规划，协调 EKIN 与零售团队完成新品上市；"
                "2024 财年跑步鞋类售罄率提升 6 个百分点。")
d.add_paragraph("FILA 中国：负责女子运动生活系列服装的订货会商品结构与补单分析，"
                "每周用 Excel（VBA）和 SAP 报表跟踪门店销售与库存周转。")
d.add_paragraph("李宁：协助商品部整理竞品价格带调研，参与 2019 春夏订货会筹备。")

d.add_heading("技能与证书", level=1)
d.add_paragraph("熟练：Excel（数据透视表、VBA）、SAP、Power BI")
d.add_paragraph("了解：Python（自学课程）、Tableau")
d.add_paragraph("英语：CET-6；2019 届东华大学优秀毕业生")

d.save("../cvs/穆以宁-商品企划.docx")
print("saved")
