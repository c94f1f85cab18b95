from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

# 1) Margarethe Vinterberg, English DOCX
d = Document()
d.add_heading("Margarethe Vinterberg", 0)
d.add_paragraph("Financial Controller | Copenhagen, Denmark | m.vinterberg@outlook.dk | +45 31 72 90 18")
d.add_heading("Professional Experience", 1)
d.add_heading("A.P. Moller - Maersk — Financial Controller, Ocean Europe (Jan 2022 – Present)", 2)
for b in ["Own the monthly close, consolidation and IFRS 16 lease accounting for 14 European entities.",
          "Replaced 40 Excel reports with a Power BI controlling cockpit used by the regional CFO team."]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("The LEGO Group — Senior Financial Analyst (2019–2021); Financial Analyst (Sep 2017 – 2019)", 2)
for b in ["Built Power BI dashboards for working-capital and inventory KPIs across the Billund and Kladno factories.",
          "Led the budgeting process for Global Supply Chain (DKK 4bn cost base)."]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("KPMG Denmark — Audit Associate → Senior Audit Associate (09/2013 – 08/2017)", 2)
d.add_paragraph("Statutory audits of listed manufacturing and shipping clients, including a Maersk Drilling engagement.", style="List Bullet")
d.add_heading("Commerzbank AG, Frankfurt — Summer Intern, Corporate Finance (summer 2011)", 2)
d.add_paragraph("Ten-week internship; prepared comparable-company analyses for mid-cap clients.", style="List Bullet")
d.add_heading("Education", 1)
d.add_paragraph("MSc Accounting and Finance, The University of Edinburgh, 2012 – 2013")
d.add_paragraph("BSc Business Administration and Economics, Copenhagen Business School, 2009 – 2012")
d.add_heading("Certifications & Skills", 1)
d.add_paragraph("ACCA member (2017). SAP S/4HANA FI/CO, Power BI, Excel/VBA, Danish (native), English, German.")
d.save(os.path.join(OUT, "Margarethe_Vinterberg_CV.docx"))

# 2) 笪书凯, Chinese DOCX, one table per job
d = Document()
d.add_heading("笪书凯", 0)
d.add_paragraph("芯片验证工程师 ｜ 上海 ｜ dashukai@163.com ｜ 139 1702 5583")
d.add_heading("工作经历", 1)
jobs = [
 [("公司", "平头哥半导体有限公司（阿里巴巴集团旗下）"), ("职位", "资深验证工程师"), ("时间", "2023.09 – 至今"),
  ("工作内容", "负责玄铁 RISC-V 处理器 L2 Cache 子系统的 UVM 验证环境搭建与覆盖率收敛；编写 SystemVerilog 断言 300+ 条。")],
 [("公司", "海思半导体（华为技术有限公司）"), ("职位", "高级验证工程师（2022.03 晋升）；验证工程师"), ("时间", "2020年7月 - 2023年8月"),
  ("工作内容", "负责手机 SoC 中 DDR 控制器 IP 的 UVM 验证；配合台积电 N6 工艺流片前的门级仿真签核。")],
]
for rows in jobs:
    t = d.add_table(rows=0, cols=2); t.style = "Table Grid"
    for k, v in rows:
        c = t.add_row().cells; c[0].text = k; c[1].text = v
    d.add_paragraph("")
d.add_heading("教育背景", 1)
t = d.add_table(rows=0, cols=3); t.style = "Table Grid"
for r in [("2018.09 – 2020.06", "东南大学 集成电路工程", "硕士"), ("2014.09 – 2018.06", "东南大学 微电子科学与工程", "学士")]:
    c = t.add_row().cells
    for i, v in enumerate(r): c[i].text = v
d.add_heading("论文与交流", 1)
d.add_paragraph("第一作者：《基于 UVM 寄存器模型的 DDR 控制器自动化验证方法》，DVCon China 2023。")
d.add_paragraph("DVCon China 2024 演讲嘉宾，题目：RISC-V 缓存一致性验证实践。")
d.add_heading("技能", 1)
d.add_paragraph("SystemVerilog、UVM、SVA、Python、Perl、VCS/Verdi、形式验证（JasperGold）")
d.save(os.path.join(OUT, "笪书凯-验证工程师.docx"))
