"""Build the two DOCX CVs."""
from docx import Document
from docx.shared import Pt

# --- 姚嘉澍 (Chinese, tables) ---
d = Document()
d.add_heading("姚嘉澍 个人简历", 0)
d.add_paragraph("电话：136-0027-5813 ｜ 邮箱：yaojiashu_gz@126.com ｜ 广州")
d.add_heading("工作经历", 1)
t = d.add_table(rows=1, cols=4); t.style = "Table Grid"
for c, h in zip(t.rows[0].cells, ["时间", "公司", "职位", "主要工作"]): c.text = h
rows = [
 ("2014年7月 - 至今", "万达电影股份有限公司（广州区域）", "影城运营经理；2019年起 区域运营经理",
  "统筹广州区域 9 家影城的排片、卖品与人员排班；用 SQL 从票务系统提取票房与上座率数据，做周度排片复盘；推动影城安防系统升级（海康威视设备）。"),
 ("2010年7月 - 2014年6月", "广州金逸影视传媒股份有限公司", "影城值班经理", "负责影城日常营运、客诉处理与放映安全检查。"),
]
for r in rows:
    cells = t.add_row().cells
    for c, v in zip(cells, r): c.text = v
d.add_heading("教育背景", 1)
t2 = d.add_table(rows=1, cols=4); t2.style = "Table Grid"
for c, h in zip(t2.rows[0].cells, ["时间", "学校", "专业", "学历"]): c.text = h
for r in [("2006.09 - 2010.06", "中山大学南方学院", "工商管理", "本科"),
          ("2019.09 - 2020.12", "中山大学管理学院", "MBA（在职）", "未完成（因工作调动退学）")]:
    cells = t2.add_row().cells
    for c, v in zip(cells, r): c.text = v
d.add_heading("证书与技能", 1)
d.add_paragraph("SQL、Excel 数据透视、影院票务系统（辰星、满天星）；2021 年万达电影“年度优秀运营经理”")
d.save("../cvs/姚嘉澍_简历.docx")

# --- Hou Yanqing (English, new CV) ---
d = Document()
d.add_heading("Yanqing Hou", 0)
d.add_paragraph("Regulatory Affairs Specialist | Shanghai | yanqing.hou.ra@outlook.com | +86 177 2130 0594")
d.add_heading("Experience", 1)
d.add_paragraph("MicroPort Scientific Corporation (上海微创医疗器械) — Regulatory Affairs Specialist, Cardiovascular | 04/2024 - today")
d.add_paragraph("Prepare NMPA registration dossiers and EU MDR technical documentation for coronary stents and balloon catheters; lead responses to notified-body deficiency letters.", style="List Bullet")
d.add_paragraph("Edwards Lifesciences (Shanghai) — Regulatory Affairs Associate | 07/2021 - 03/2024")
d.add_paragraph("Maintained product registrations for transcatheter heart valves; supported clinical evaluation reports and post-market surveillance filings.", style="List Bullet")
d.add_heading("Education", 1)
d.add_paragraph("University of Hertfordshire — MSc Regulatory Affairs (online, part-time), 2025 - expected 2027 (in progress)")
d.add_paragraph("Sichuan University (四川大学) — B.Eng. Biomedical Engineering, 2017 - 2021")
d.add_heading("Certifications", 1)
d.add_paragraph("RAPS Regulatory Affairs Certification (RAC-Devices), 2025; ISO 13485:2016 Internal Auditor")
d.save("../cvs/Hou_Yanqing_RA_2026.docx")
