"""Build cvs/阙晚宁_增长营销_简历.docx (Chinese DOCX with tables)."""
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn
import os

OUT = os.path.join(os.path.dirname(__file__), "..", "cvs", "阙晚宁_增长营销_简历.docx")
d = Document()
st = d.styles["Normal"]
st.font.name = "Noto Sans CJK SC"
st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")
st.font.size = Pt(10.5)

d.add_heading("阙晚宁", level=0)
d.add_paragraph("增长营销经理 ｜ 跨境电商用户增长 ｜ 上海")
t = d.add_table(rows=3, cols=4)
t.style = "Table Grid"
cells = [("手机", "186-2177-4390", "邮箱", "wanning.que@outlook.com"),
         ("学历", "本科（MBA 在读）", "工作年限", "7 年"),
         ("期望职位", "增长负责人 / 海外营销总监", "期望城市", "上海、杭州")]
for r, row in enumerate(cells):
    for c, v in enumerate(row):
        t.cell(r, c).text = v

d.add_heading("工作经历", level=1)
w = d.add_table(rows=1, cols=4)
w.style = "Table Grid"
for c, h in enumerate(["时间", "公司", "部门 / 职位", "类型"]):
    w.rows[0].cells[c].text = h
jobs = [
    ("2022年4月 - 至今", "上海寻梦信息技术有限公司（拼多多）", "Temu 海外用户增长部 / 增长营销经理", "全职"),
    ("2019年7月 - 2022年3月", "北京字节跳动科技有限公司", "抖音电商 / 用户增长运营", "全职"),
    ("2018年7月 - 2018年9月", "行吟信息科技（上海）有限公司（小红书）", "品牌市场部 / 市场实习生", "实习"),
]
for j in jobs:
    row = w.add_row().cells
    for c, v in enumerate(j):
        row[c].text = v

d.add_heading("Temu · 增长营销经理（2022年4月 - 至今）", level=2)
for b in [
    "负责 Temu 北美及欧洲站拉新与召回投放，年度投放预算超 2 亿美元，渠道包括 Google Ads、Meta Ads 与 TikTok Ads。",
    "管理 5 人增长营销团队（投放优化师 3 人、数据分析师 2 人），搭建 A/B 实验流程，新客 CAC 下降 23%。",
    "用 SQL 与 Tableau 搭建渠道归因看板，推动 MMM（营销组合模型）在预算分配中的落地。",
]:
    d.add_paragraph(b, style="List Bullet")

d.add_heading("抖音电商 · 用户增长运营（2019年7月 - 2022年3月）", level=2)
for b in [
    "负责抖音电商新用户首单转化，策划“618”“双11”大促拉新活动，活动期新客首购转化率提升 31%。",
    "设计并复盘裂变红包、直播间优惠券等增长玩法，每周输出 SQL 数据复盘。",
]:
    d.add_paragraph(b, style="List Bullet")

d.add_heading("教育背景", level=1)
e = d.add_table(rows=1, cols=4)
e.style = "Table Grid"
for c, h in enumerate(["时间", "学校", "专业", "学历"]):
    e.rows[0].cells[c].text = h
for j in [("2025年9月 - 2027年6月（预计）", "中欧国际工商学院", "MBA（在职，周末班）", "硕士在读"),
          ("2015年9月 - 2019年6月", "上海财经大学", "市场营销", "本科")]:
    row = e.add_row().cells
    for c, v in enumerate(j):
        row[c].text = v

d.add_heading("技能与证书", level=1)
d.add_paragraph("投放与分析：Google Ads、Meta Ads、TikTok Ads、SQL、Tableau、A/B 测试、Appsflyer")
d.add_paragraph("其他：Python（自学入门）、Figma；Google Ads 搜索广告认证（2023）")
d.add_paragraph("语言：英语（CET-6，雅思 7.5）")

d.add_heading("荣誉", level=1)
d.add_paragraph("2023 戛纳国际创意节（Cannes Lions）Creative Commerce 单元入围短名单（Temu 团队项目）")
d.add_paragraph("2020 字节跳动“抖音电商年度增长之星”")
d.save(OUT)
print("saved", OUT)
