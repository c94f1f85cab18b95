"""Builds the two DOCX CVs in ../cvs (run with src/.venv/bin/python)."""
from docx import Document
from docx.shared import Pt
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "cvs"

def table(doc, rows, header=None):
    t = doc.add_table(rows=0, cols=len(rows[0]))
    t.style = "Table Grid"
    if header:
        cells = t.add_row().cells
        for c, h in zip(cells, header):
            c.text = h
    for r in rows:
        cells = t.add_row().cells
        for c, v in zip(cells, r):
            c.text = v
    return t

# ---- D: new Chinese CV with tables
d = Document()
d.add_heading("伏立恒 — 个人简历", level=1)
d.add_paragraph("电话：159-7331-2086　｜　邮箱：fuliheng_rail@126.com　｜　湖南株洲　｜　更新于 2026年10月")
d.add_heading("基本信息", level=2)
table(d, [["求职意向", "高级可靠性工程师 / RAMS 经理"], ["工作年限", "2012年7月起全职工作"], ["所在行业", "轨道交通装备制造"]])
d.add_heading("工作经历", level=2)
table(d, [
    ["2022年7月 - 至今", "中车株洲电力机车有限公司", "高级可靠性工程师（技术中心 RAMS 室）"],
    ["2017年1月 - 2022年6月", "中车株洲电力机车有限公司", "可靠性工程师"],
    ["2012年7月 - 2016年12月", "南车青岛四方机车车辆股份有限公司（2015年起为中车青岛四方）", "质量工程师"],
], header=["时间", "单位", "职位"])
d.add_paragraph("主要工作：")
for b in [
    "牵头出口墨西哥蒙特雷地铁车辆项目 RAMS 工作，按 EN 50126 完成可靠性分配、预计与验证，MTBF 指标达成率 104%。",
    "建立车队故障数据平台，基于威布尔分析与 Python 脚本优化牵引变流器检修周期，年节约检修成本约 600 万元。",
    "主持牵引与制动子系统 FMECA、FTA 评审，培训新员工 20 余人。",
]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("教育背景", level=2)
table(d, [
    ["2024.09 - 至今", "中南大学", "交通运输工程　工程硕士（非全日制，在读）"],
    ["2008.09 - 2012.06", "西南交通大学", "车辆工程　工学学士"],
], header=["时间", "学校", "专业 / 学位"])
d.add_heading("论文与证书", level=2)
d.add_paragraph("王海涛，陈鹏，伏立恒. 城轨车辆牵引系统可靠性增长试验方法研究. 铁道学报，2020，42(5)：33-40.（第三作者）")
d.add_paragraph("中国质量协会注册可靠性工程师（CRE），2019；ASQ CRE，2023")
d.add_heading("技能", level=2)
d.add_paragraph("FMECA、FTA、RBD、威布尔分析、Minitab、Python、ReliaSoft Weibull++、EN 50126/50129")
d.save(OUT / "伏立恒_简历_2026.docx")

# ---- H: English CV of a new nursing graduate
h = Document()
h.add_heading("BIAN Zhixia (卞知夏)", level=1)
h.add_paragraph("Registered Nurse (newly licensed) · Shanghai · +86 139 1728 6604 · bianzhixia.rn@qq.com")
h.add_heading("Education", level=2)
h.add_paragraph("Fudan University, School of Nursing — Bachelor of Science in Nursing (4-year programme), Sep 2022 – Jun 2026. GPA 3.71/4.0.")
h.add_paragraph("Exchange term: University of Toronto, Lawrence S. Bloomberg Faculty of Nursing, online summer course in global child health, summer 2024.")
h.add_heading("Clinical Experience", level=2)
h.add_paragraph("Nursing Intern — Children's Hospital of Fudan University (National Children's Medical Center), Shanghai, 07/2025 – 03/2026")
for b in [
    "Rotated through the NICU, pediatric respiratory ward, pediatric emergency department and pediatric oncology ward under preceptor supervision.",
    "Administered medications and IV fluids to children under 5 using weight-based dosing double checks; supported family education at discharge.",
]:
    h.add_paragraph(b, style="List Bullet")
h.add_paragraph("Community health volunteer — Xuhui District Community Health Service Center, weekends in 2023 (blood-pressure screening for older residents).")
h.add_heading("Research", level=2)
h.add_paragraph("Bian Z, Zhou L, Gu Y. Parental anxiety and discharge readiness in a pediatric respiratory ward: a cross-sectional study. Chinese Journal of Nursing (中华护理杂志), 2026, 61(4): 412-418. (first author)")
h.add_heading("Licences and Awards", level=2)
table(h, [
    ["2026", "Passed the National Nurse Licensing Examination (护士执业资格考试)"],
    ["2025", "Fudan University People's Scholarship, second class"],
    ["2024", "Second prize, Shanghai College Students' Nursing Skills Competition"],
])
h.add_heading("Skills", level=2)
h.add_paragraph("Pediatric vital signs and assessment, PICC line care, BLS (AHA certified), nursing documentation in the hospital EMR, SPSS, English (CET-6)")
h.save(OUT / "bian_zhixia_cv.docx")
print("ok")
