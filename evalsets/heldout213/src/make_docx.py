"""Builds cvs/綦国强_物流运营_简历.docx (Chinese, with tables)."""
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

d = Document()
st = d.styles["Normal"]
st.font.name = "Noto Sans CJK SC"
st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")
st.font.size = Pt(10.5)

d.add_heading("綦国强 个人简历", level=0)
d.add_paragraph("求职意向：物流运营总监 / 区域运营负责人　　现居：上海闵行")
d.add_paragraph("电话：186-2107-5532　　邮箱：qiguoqiang_ops@126.com")

d.add_heading("工作经历", level=1)
t = d.add_table(rows=1, cols=3)
t.style = "Table Grid"
for c, h in zip(t.rows[0].cells, ["时间", "公司", "职位"]):
    c.text = h
rows = [
    ("2021年1月 - 至今", "顺丰速运有限公司（华东大区）", "运营高级经理"),
    ("2016年4月 - 2020年12月", "顺丰速运有限公司（华东大区）", "区域运营经理"),
    ("2012年7月 - 2016年3月", "北京京邦达贸易有限公司（京东物流）", "仓储主管"),
]
for r in rows:
    cells = t.add_row().cells
    for c, v in zip(cells, r):
        c.text = v

d.add_heading("顺丰速运 · 运营高级经理（2021年1月 - 至今）", level=2)
for b in [
    "负责华东大区 12 个中转场的整体运营，直接下属 8 名场站经理，管理团队约 1,100 人（含外包）。",
    "推动中转场自动化分拣线改造，单票操作成本下降 14%，双十一高峰期时效达成率 98.6%。",
    "建立场站运营看板（Power BI + SQL），按日追踪时效、破损与人效指标。",
]:
    d.add_paragraph(b, style="List Bullet")

d.add_heading("顺丰速运 · 区域运营经理（2016年4月 - 2020年12月）", level=2)
for b in [
    "负责苏南片区 3 个中转场及 46 个营业网点的运营管理，带领 5 人运营支持小组。",
    "牵头 TMS 线路优化项目，干线车辆装载率由 71% 提升至 84%。",
]:
    d.add_paragraph(b, style="List Bullet")

d.add_heading("京东物流 · 仓储主管（2012年7月 - 2016年3月）", level=2)
for b in [
    "负责北京亚洲一号仓库出库环节，使用 WMS 管理波次拣货与库位，日均出库 12 万单。",
    "从管培生做起，2014 年起担任仓储主管，管理 60 人的班组。",
]:
    d.add_paragraph(b, style="List Bullet")

d.add_heading("教育背景", level=1)
t2 = d.add_table(rows=1, cols=4)
t2.style = "Table Grid"
for c, h in zip(t2.rows[0].cells, ["时间", "学校", "专业", "学历"]):
    c.text = h
for r in [
    ("2019年9月 - 2021年6月", "中欧国际工商学院", "工商管理（在职）", "MBA"),
    ("2008年9月 - 2012年6月", "北京交通大学", "物流工程", "本科"),
]:
    cells = t2.add_row().cells
    for c, v in zip(cells, r):
        c.text = v

d.add_heading("证书 / 荣誉 / 其他", level=1)
for b in [
    "六西格玛绿带（2017）",
    "2019 年度顺丰集团“金牌运营”奖",
    "2023 年受邀在中国物流与采购联合会年会分享“快递中转场自动化实践”",
    "技能：WMS / TMS、精益管理、Power BI、SQL、Excel；Python（自学中）",
]:
    d.add_paragraph(b, style="List Bullet")

d.save("../cvs/綦国强_物流运营_简历.docx")
