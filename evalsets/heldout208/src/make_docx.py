"""Builds cvs/芮知言_HRBP_简历.docx (Chinese DOCX with tables)."""
from pathlib import Path
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

OUT = Path(__file__).resolve().parent.parent / "cvs" / "芮知言_HRBP_简历.docx"
doc = Document()
st = doc.styles["Normal"]
st.font.name = "Noto Sans CJK SC"
st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")

def table(rows, header=None, style="Table Grid"):
    n = len(rows[0])
    t = doc.add_table(rows=0, cols=n)
    t.style = style
    if header:
        cells = t.add_row().cells
        for c, h in zip(cells, header):
            c.text = h
            for r in c.paragraphs[0].runs:
                r.bold = True
    for row in rows:
        cells = t.add_row().cells
        for c, v in zip(cells, row):
            c.text = v
    return t

doc.add_heading("个人简历", level=0)
table([
    ["姓名", "芮知言", "性别", "女"],
    ["电话", "186 1137 5208", "邮箱", "ruizhiyan.hr@qq.com"],
    ["现居地", "北京市朝阳区", "求职意向", "HRBP负责人 / HR总监（互联网）"],
])
doc.add_heading("个人概述", level=1)
doc.add_paragraph(
    "11年互联网及电商行业人力资源经验，其中近6年HRBP经验，熟悉业务型组织的组织诊断、人才盘点、"
    "绩效与激励方案设计；目前在美团负责到家事业群约1200人的业务线HRBP工作，带领3人HRBP小组。")
doc.add_heading("工作经历", level=1)
table([
    ["2023.04–至今", "美团（北京三快在线科技有限公司）", "高级HRBP · 到家事业群"],
    ["2021.01–2023.03", "美团（北京三快在线科技有限公司）", "HRBP · 到家事业群"],
    ["2015.07–2020.12", "京东集团（北京京东世纪贸易有限公司）", "校园招聘专员 → 招聘主管（2018年起）"],
    ["2014.07–2014.09", "网易（杭州）网络有限公司", "人力资源实习生（暑期）"],
], header=["时间", "公司", "职位 / 部门"])
doc.add_paragraph("")
doc.add_paragraph("美团 · 高级HRBP（2023.04–至今）", style="Heading 3")
for b in [
    "带领3人HRBP小组，支持到家事业群闪购、医药两条业务线，覆盖约1200名员工；",
    "主导年度人才盘点和晋升答辩，搭建关键岗位继任者梯队，核心人才保留率提升至94%；",
    "配合业务调整完成两次组织架构调整和约150人的转岗安置，零劳动仲裁。",
]:
    doc.add_paragraph(b, style="List Bullet")
doc.add_paragraph("美团 · HRBP（2021.01–2023.03）", style="Heading 3")
for b in [
    "对接业务负责人处理招聘、绩效、员工关系全模块事务，使用北森和Excel/Power BI搭建人效看板；",
    "推动绩效校准流程线上化，绩效申诉量同比下降40%。",
]:
    doc.add_paragraph(b, style="List Bullet")
doc.add_paragraph("京东集团 · 校园招聘专员 / 招聘主管（2015.07–2020.12）", style="Heading 3")
for b in [
    "负责京东零售技术类校园招聘，每年秋招覆盖30余所高校，年均发放offer约600份；",
    "2018年起任招聘主管，管理校招项目组2名专员，与猎聘、牛客网等渠道合作方对接。",
]:
    doc.add_paragraph(b, style="List Bullet")
doc.add_heading("教育背景", level=1)
table([
    ["2025.09–至今", "清华大学经济管理学院", "MBA（在职，在读）", "工商管理"],
    ["2011.09–2015.06", "中国人民大学", "本科 / 管理学学士", "人力资源管理（劳动人事学院）"],
], header=["时间", "学校", "学历", "专业"])
doc.add_heading("证书与技能", level=1)
table([
    ["证书", "企业人力资源管理师（一级）；DDI 行为面试认证"],
    ["系统工具", "北森、Excel（数据透视、VLOOKUP）、Power BI；了解 Workday、SAP SuccessFactors"],
    ["语言", "英语（CET-6，可作为工作语言）"],
])
doc.add_heading("其他", level=1)
doc.add_paragraph("2019年曾获字节跳动HRBP岗位offer，因个人原因未入职。")
OUT.parent.mkdir(exist_ok=True)
doc.save(OUT)
print("wrote", OUT)
