"""Build the two DOCX CVs into the folder given as argv[1]."""
import sys, os
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH

out = sys.argv[1] if len(sys.argv) > 1 else "../cvs"

# ---- 1. Chinese DOCX with tables: content operations lead at a podcast app ----
d = Document()
st = d.styles["Normal"]; st.font.name = "Noto Sans CJK SC"; st.font.size = Pt(10.5)
h = d.add_paragraph(); r = h.add_run("米朝歌"); r.bold = True; r.font.size = Pt(20)
d.add_paragraph("内容运营负责人 ｜ 上海 ｜ 186 2174 9038 ｜ mizhaoge@qq.com")
t = d.add_table(rows=1, cols=4); t.style = "Table Grid"
for c, s in zip(t.rows[0].cells, ["性别", "女", "出生年月", "1998.04"]): c.text = s
d.add_heading("工作经历", level=1)
jobs = [
    ("2024.03–至今", "小宇宙（播客 App）", "内容运营负责人",
     "带 9 人团队负责新节目引入、编辑推荐与播客主成长计划；年度新增签约播客 1,200 档。"),
    ("2022.05–2024.02", "小宇宙（播客 App）", "内容运营经理",
     "搭建节目分级与推荐位排期规则；与 Spotify 播客团队开展过一次跨平台内容合作（联合策划“城市声音”专题）。"),
    ("2020.07–2022.04", "喜马拉雅", "内容运营专员",
     "负责人文类有声书上新与专题策划，单专题播放量最高 2,300 万。"),
    ("2019.07–2019.09", "喜马拉雅", "内容运营实习生",
     "协助整理节目标签与榜单数据。"),
]
t = d.add_table(rows=1, cols=4); t.style = "Table Grid"
for c, s in zip(t.rows[0].cells, ["时间", "公司", "职位", "主要工作"]): c.text = s
for row in jobs:
    cells = t.add_row().cells
    for c, s in zip(cells, row): c.text = s
d.add_heading("教育背景", level=1)
t = d.add_table(rows=1, cols=4); t.style = "Table Grid"
for c, s in zip(t.rows[0].cells, ["时间", "学校", "专业", "学历"]): c.text = s
for row in [("2016.09–2020.06", "中国传媒大学", "新闻学", "本科")]:
    cells = t.add_row().cells
    for c, s in zip(cells, row): c.text = s
d.add_heading("其他", level=1)
d.add_paragraph("2023 年获小宇宙年度“最佳内容合作”内部奖；2018 年全国大学生广告艺术大赛二等奖。")
d.add_paragraph("技能：SQL（日常取数）、神策分析、Audition、Excel")
d.save(os.path.join(out, "米朝歌-内容运营.docx"))

# ---- 2. English DOCX, the new CV of the mechanical-engineering graduate ----
d = Document()
sec = d.sections[0]
hp = sec.header.paragraphs[0]; hp.text = "GU Yanlin  |  gu.yanlin@outlook.com  |  +86 152 2170 6634"
hp.alignment = WD_ALIGN_PARAGRAPH.RIGHT
d.add_heading("Mechanical Engineer (Graduate)", level=0)
d.add_paragraph("Kunshan, Jiangsu  ·  CV updated November 2026")
d.add_heading("Experience", level=1)
p = d.add_paragraph(); p.add_run("KONE Elevators Co., Ltd., Kunshan").bold = True
d.add_paragraph("Graduate Mechanical Engineer, Escalator R&D — since 07/2026")
d.add_paragraph("Design verification of step-chain tensioning devices; FEA of truss joints in ANSYS.", style="List Bullet")
d.add_paragraph("Mechanical Design Intern — summer 2025 (Jul–Sep)")
d.add_paragraph("Redesigned a landing-door sill bracket in SolidWorks, removing two machined parts.", style="List Bullet")
d.add_heading("Education", level=1)
d.add_paragraph("Tongji University, Shanghai — B.Eng. Mechanical Engineering, 2022–2026 (GPA 3.71/4)")
d.add_heading("Publications", level=1)
d.add_paragraph("H. Zhao, M. Lin, R. Xu, Y. Gu, J. Chen, \u201cCompliant gripper design for irregular parcels,\u201d "
                "IEEE International Conference on Robotics and Automation (ICRA), 2025.")
d.add_heading("Other", level=1)
d.add_paragraph("Student volunteer, IROS 2025 (Hangzhou).", style="List Bullet")
d.add_paragraph("Declined a graduate offer from Schindler (Suzhou) in 2026.", style="List Bullet")
d.add_paragraph("Skills: SolidWorks, ANSYS Mechanical, AutoCAD, MATLAB, Python, GD&T", style="List Bullet")
d.save(os.path.join(out, "CV_mech_2026.docx"))
