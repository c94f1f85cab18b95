"""Builds the two DOCX CVs of heldout53 into ../cvs/."""
from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

def table(doc, rows, style="Table Grid"):
    t = doc.add_table(rows=len(rows), cols=len(rows[0]))
    t.style = style
    for i, r in enumerate(rows):
        for j, c in enumerate(r):
            t.cell(i, j).text = c
    return t

# ---- 任书禾 (Chinese, tables) ----
d = Document()
d.add_heading("任书禾 个人简历", 0)
table(d, [["电话", "186-1075-3302", "邮箱", "renshuhe_bi@126.com"],
          ["现居", "深圳", "求职意向", "商业智能 / 数据分析"]])
d.add_heading("教育经历", 1)
table(d, [["时间", "学校", "专业", "学历"],
          ["2022年9月 - 2025年6月", "上海财经大学", "工商管理（非全日制）", "MBA"],
          ["2014年9月 - 2018年6月", "西南财经大学", "统计学", "本科 / 经济学学士"]])
d.add_heading("工作经历", 1)
table(d, [["时间", "单位", "职位"],
          ["2023年7月 - 至今", "招商银行 信用卡中心", "高级数据分析师（BI方向）"],
          ["2021年3月 - 2023年6月", "招商银行 信用卡中心", "商业智能分析师"],
          ["2018年7月 - 2021年2月", "平安银行 零售风险管理部", "数据分析专员"],
          ["2017年7月 - 2017年9月", "德勤华永会计师事务所 风险咨询部", "实习生"]])
d.add_paragraph("招商银行信用卡中心：负责经营分析看板体系，用 Tableau 和 FineBI 搭建覆盖 40+ 指标的管理驾驶舱；"
                "基于 Hive SQL 与 Python（pandas）开发客群分层模型，支持营销活动 ROI 复盘。")
d.add_paragraph("平安银行：使用 SAS 与 Oracle SQL 制作零售信贷逾期日报与催收策略分析，参与评分卡监控。")
d.add_paragraph("德勤实习：协助银行客户完成内控测试底稿整理。")
d.add_heading("技能与证书", 1)
table(d, [["数据工具", "SQL（Hive / Oracle）、Python、SAS、Tableau、FineBI、Power BI、Excel"],
          ["证书", "CFA 一级（2019）；英语 CET-6"]])
d.save(os.path.join(OUT, "任书禾_简历.docx"))

# ---- Kelvin Leung (English) ----
d = Document()
d.add_heading("LEUNG Chun-hei, Kelvin", 0)
d.add_paragraph("CPA (HKICPA) | Hong Kong | +852 9381 2760 | kelvin.leung.ch@gmail.com")
d.add_heading("Professional Experience", 1)
d.add_heading("Lenovo Group – Financial Controller, Greater China (since 10/2023)", 2)
d.add_paragraph("Lead a finance team of 12 (FP&A, accounting and tax) covering the China consumer business; "
                "own month-end close, statutory reporting and the annual budget.", style="List Bullet")
d.add_paragraph("Rolled out Power BI management dashboards on top of SAP S/4HANA, cutting the monthly reporting pack "
                "from 9 to 4 working days.", style="List Bullet")
d.add_heading("Swire Properties – Senior Finance Manager (07/2020 – 09/2023); Finance Manager (07/2018 – 06/2020)", 2)
d.add_paragraph("Moved from audit into industry: business partnering for the office portfolio, capex reviews, "
                "consolidation in Oracle Hyperion (HFM).", style="List Bullet")
d.add_heading("KPMG, Hong Kong – Audit Associate → Assistant Manager, Audit (09/2011 – 06/2018)", 2)
d.add_paragraph("Statutory audits of listed property and retail groups under HKFRS; supervised teams of up to 6 staff in the field.",
                style="List Bullet")
d.add_heading("PricewaterhouseCoopers Hong Kong – Summer Audit Intern (summer 2010)", 2)
d.add_heading("Education", 1)
table(d, [["The Hong Kong Polytechnic University", "BBA (Hons) in Accountancy", "2008 – 2011"],
          ["The Chinese University of Hong Kong", "MSc Finance (part-time), left without completing", "2015 – 2016"]])
d.add_heading("Qualifications & Skills", 1)
d.add_paragraph("Certified Public Accountant, HKICPA (2014)")
d.add_paragraph("SAP S/4HANA, Oracle Hyperion, Excel/VBA, Power BI; Cantonese, English, Mandarin")
d.save(os.path.join(OUT, "kelvin_leung_cv.docx"))
