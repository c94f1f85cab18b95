from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(__file__), "..", "cvs")

# ---- 倪嘉骏 (Chinese, tables) ----
d = Document()
d.add_heading("倪嘉骏  个人简历", 0)
d.add_paragraph("求职意向：汽车行业采购经理 / 供应链管理　|　上海嘉定　|　电话：139-1624-8851　|　邮箱：nijiajun_sh@126.com")
d.add_heading("教育背景", 1)
t = d.add_table(rows=1, cols=4); t.style = "Table Grid"
for c, h in zip(t.rows[0].cells, ["时间", "学校", "专业", "学历"]): c.text = h
for row in [("2021.09–2024.06", "上海交通大学 安泰经济与管理学院", "工商管理（在职 MBA）", "MBA 硕士"),
            ("2008.09–2012.06", "西南交通大学", "机械设计制造及其自动化", "工学学士")]:
    cells = t.add_row().cells
    for c, v in zip(cells, row): c.text = v
d.add_heading("工作经历", 1)
t = d.add_table(rows=1, cols=3); t.style = "Table Grid"
for c, h in zip(t.rows[0].cells, ["时间", "公司", "职位"]): c.text = h
for row in [("2020年4月 - 至今", "上汽通用汽车有限公司", "采购经理（动力总成零部件）"),
            ("2017年3月 - 2020年3月", "延锋汽车饰件系统有限公司", "高级采购工程师"),
            ("2015年8月 - 2017年2月", "延锋汽车饰件系统有限公司", "采购工程师"),
            ("2012年7月 - 2015年7月", "福耀玻璃工业集团股份有限公司", "供应商质量工程师")]:
    cells = t.add_row().cells
    for c, v in zip(cells, row): c.text = v
d.add_heading("主要业绩", 2)
for s in ["上汽通用：负责动力总成零部件年采购额约 18 亿元，带领 6 人采购团队，完成 42 家供应商的年度降本谈判，2023 年降本 4.2%",
          "上汽通用：主导电驱系统二供导入，与博世、大陆等一级供应商签订长期框架协议",
          "延锋：建立内饰件成本拆解模型，用 Excel/VBA 实现报价自动比对，缩短定点周期 3 周",
          "福耀玻璃：负责 PPAP 审核与供应商现场审核"]:
    d.add_paragraph(s, style="List Bullet")
d.add_heading("证书与技能", 1)
d.add_paragraph("CPSM 美国供应管理协会认证；SAP MM、Power BI、Excel/VBA；英语 CET-6")
d.save(os.path.join(OUT, "倪嘉骏_采购经理_简历.docx"))

# ---- Yu Zhensheng (English, new CV) ----
d = Document()
d.add_heading("YU Zhensheng (Michael)", 0)
d.add_paragraph("Flight Operations Manager | ATPL (CAAC), A320 type rating | Shanghai")
d.add_paragraph("michael.yu.zs@outlook.com | +86 137 6105 2294")
d.add_heading("Profile", 1)
d.add_paragraph("Former A320 captain with 9,800 flight hours who moved into flight operations management in 2023. "
                "I now run crew scheduling, dispatch standards and the fatigue risk management programme for a fleet of 110 aircraft.")
d.add_heading("Experience", 1)
d.add_paragraph("Juneyao Airlines — Flight Operations Manager, Operations Control Centre (03/2023 - today)")
for s in ["Own flight dispatch standards and the crew fatigue risk management system (FRMS) for 1,300 pilots",
          "Led the rollout of a new crew pairing optimiser with the IT team, cutting deadheading by 12%",
          "Line check pilot on the A320 (still flying about 20 hours per month)"]:
    d.add_paragraph(s, style="List Bullet")
d.add_paragraph("China Eastern Airlines — Captain, Airbus A320 family (2017 - 02/2023)")
d.add_paragraph("Shanghai Hongqiao base; CRM instructor from 2020", style="List Bullet")
d.add_paragraph("China Eastern Airlines — First Officer, A320 (2012 - 2017); Cadet Pilot (2010 - 2012)")
d.add_heading("Education & Training", 1)
d.add_paragraph("Civil Aviation Flight University of China — B.Eng. Flight Technology, 2006 - 2010")
d.add_paragraph("Airbus Training Centre, Toulouse — A320 recurrent and instructor standardisation course (2019)")
d.add_heading("Licences", 1)
d.add_paragraph("CAAC ATPL; ICAO English Level 5; A320 type rating")
d.save(os.path.join(OUT, "Yu_Zhensheng_CV_2026.docx"))
