"""Builds the two DOCX CVs into ../cvs/."""
from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

def table(doc, rows, header=None):
    t = doc.add_table(rows=0, cols=len(rows[0]))
    t.style = "Table Grid"
    for r in ([header] if header else []) + rows:
        cells = t.add_row().cells
        for c, v in zip(cells, r):
            c.text = v
    return t

# ---- 管静宜 (Chinese, tables) ----
d = Document()
d.add_heading("管静宜 个人简历", level=0)
d.add_paragraph("高级HRBP ｜ 上海 ｜ 电话：137-6182-0954 ｜ 邮箱：guanjingyi_hr@126.com")
d.add_heading("个人信息", level=1)
table(d, [["性别", "女", "出生年月", "1995.03"], ["现居", "上海杨浦", "求职状态", "在职，看机会"]])
d.add_heading("工作经历", level=1)
table(d, [
    ["2023.07–至今", "哔哩哔哩（上海宽娱数码科技有限公司）", "高级HRBP（游戏事业部）"],
    ["2021.04–2023.06", "哔哩哔哩（上海宽娱数码科技有限公司）", "HRBP（主站技术部）"],
    ["2019.01–2021.03", "唯品会（广州唯品会信息科技有限公司）", "HRBP（物流与供应链中心）"],
    ["2017.07–2018.12", "唯品会（广州唯品会信息科技有限公司）", "招聘专员"],
], header=["时间", "公司", "职位"])
d.add_paragraph("主要职责与业绩：")
for b in [
    "对接游戏事业部约 600 人的组织发展、绩效校准与人才盘点，2024 年核心人才保留率 94%",
    "搭建技术序列职级与晋升答辩机制，组织年度晋升答辩 300+ 场",
    "在唯品会期间负责物流中心年度校园招聘，单季入职 120 人；用 Excel 与 BI 看板跟踪招聘漏斗",
]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("实习经历", level=1)
table(d, [["2016.07–2016.09", "招商证券股份有限公司（深圳）", "人力资源部实习生：整理校招简历、安排面试"]],
      header=["时间", "单位", "内容"])
d.add_heading("教育背景", level=1)
table(d, [
    ["2022.09–2025.01", "浙江大学管理学院", "工商管理硕士（MBA，非全日制）"],
    ["2013.09–2017.06", "华中师范大学", "心理学 本科 / 理学学士"],
], header=["时间", "学校", "专业 / 学位"])
d.add_heading("证书与技能", level=1)
d.add_paragraph("企业人力资源管理师（二级）；北森、Workday、飞书人事；Python 入门（自学，课程证书）")
d.save(os.path.join(OUT, "管静宜-HRBP-简历.docx"))

# ---- Pimchanok Srisawat (English, new CV, 2026) ----
d = Document()
d.add_heading("Pimchanok Srisawat", level=0)
d.add_paragraph("Senior Product Designer · Singapore · pim.srisawat@gmail.com · +66 81 552 7390 · pimsri.design")
d.add_heading("Experience", level=1)
d.add_heading("Klook — Senior Product Designer (since 06/2023)", level=2)
for b in [
    "Design lead for the activities booking funnel in the Klook app (iOS/Android/web); redesigned the date-and-package picker, lifting checkout conversion by 7.8%",
    "Run weekly usability sessions with travellers in Singapore and Seoul; maintain the Klook design system tokens in Figma",
]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("Agoda — Product Designer (08/2019 – 05/2023)", level=2)
for b in [
    "Owned the hotel property page and the 'Pay at hotel' flows; shipped 40+ A/B experiments with the Bangkok product team",
]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("Grab — UX Design Intern (May–Jul 2018)", level=2)
d.add_paragraph("Summer internship in the GrabFood merchant app team, Singapore.", style="List Bullet")
d.add_heading("Education", level=1)
d.add_paragraph("Chulalongkorn University, Bangkok — BFA in Communication Design, 2015–2019")
d.add_heading("Awards", level=1)
d.add_paragraph("Red Dot Award: Brands & Communication Design 2021 (team, Agoda Homes campaign)")
d.add_heading("Skills", level=1)
d.add_paragraph("Figma, ProtoPie, Principle, Maze, design systems, Python, SQL, Thai (native), English (fluent)")
d.save(os.path.join(OUT, "Pimchanok_Srisawat_2026.docx"))
print("ok")
