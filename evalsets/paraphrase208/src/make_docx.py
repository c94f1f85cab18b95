from docx import Document
from docx.shared import Pt

# --- Hilary Ngai (FP&A): name only in the footer ---
d = Document()
d.add_heading("Senior FP&A Analyst — Retail", 0)
d.add_paragraph("Hong Kong | +852 9361 2085 | hilary.ngai.ps@gmail.com")
d.add_heading("Professional Experience", 1)
d.add_paragraph("A.S. Watson Group — Group Finance, Hong Kong", style="Heading 2")
d.add_paragraph("Senior FP&A Analyst, Apr 2022 – Present; FP&A Analyst, Aug 2018 – Mar 2022")
for b in ["Own the monthly forecast and annual budget for the health & beauty division (Watsons HK and Macau, 300+ stores); consolidate store P&Ls in SQL Server and Power BI.",
          "Built a Python driver-based forecasting model (footfall × conversion × basket) that cut forecast error from 6.1% to 2.4%.",
          "Partner with category managers on promotion ROI reviews; present variance commentary to the CFO every month."]:
    d.add_paragraph(b, style="List Bullet")
d.add_paragraph("Dairy Farm Group — Financial Analyst, Hong Kong", style="Heading 2")
d.add_paragraph("Jul 2017 – Jul 2018")
d.add_paragraph("Weekly sales and shrinkage reporting for Wellcome supermarkets; store capex tracking in Excel and SAP BW.", style="List Bullet")
d.add_heading("Education", 1)
d.add_paragraph("The University of Melbourne — Bachelor of Commerce (Finance & Accounting), 2014 – 2016")
d.add_paragraph("HKU SPACE — Postgraduate Diploma in Business Analytics, part-time, 2023 – 2024")
d.add_heading("Skills & Certifications", 1)
d.add_paragraph("SQL, Python (pandas), Power BI, SAP BW, Anaplan; Docker & Kubernetes (online course, 2024)")
d.add_paragraph("CPA Australia — Associate (2019)")
f = d.sections[0].footer.paragraphs[0]
f.text = "Hilary NGAI Pui-shan · CV · updated Oct 2026"
d.save("../cvs/resume_fpa_final.docx")

# --- 伏景澄 (civil engineering new grad), Chinese with tables ---
d = Document()
d.add_heading("伏景澄", 0)
d.add_paragraph("求职意向：施工技术员 / 结构设计助理　|　电话 177-2056-9318　|　邮箱 fujingcheng2026@qq.com")
d.add_heading("教育背景", 1)
t = d.add_table(rows=2, cols=4); t.style = "Table Grid"
for i, v in enumerate(["时间", "学校", "专业", "学历"]): t.cell(0, i).text = v
for i, v in enumerate(["2022.09-2026.06", "华南理工大学广州学院", "土木工程", "本科（工学学士）"]): t.cell(1, i).text = v
d.add_paragraph("GPA 3.6/4.0；主修课程：结构力学、钢筋混凝土结构、土力学与基础工程、施工组织设计")
d.add_heading("实习经历", 1)
t = d.add_table(rows=2, cols=3); t.style = "Table Grid"
for i, v in enumerate(["时间", "单位", "岗位"]): t.cell(0, i).text = v
for i, v in enumerate(["2025年7月-2025年9月", "中国建筑第八工程局有限公司（中建八局）华南分公司", "施工技术实习生"]): t.cell(1, i).text = v
for b in ["参与广州某 32 层住宅项目主体结构施工，协助编制模板与脚手架专项方案。",
          "使用 Revit 建模进行管线综合碰撞检查，发现并协调问题 40 余处。"]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("科研与竞赛", 1)
for b in ["第三作者：王某某，李某，伏景澄.《装配式叠合板拼缝受力性能试验研究》，中国土木工程学会 2025 年学术年会论文集。",
          "2024 华为ICT大赛 广东省赛三等奖",
          "2025 全国大学生结构设计竞赛 省级二等奖"]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("技能与证书", 1)
d.add_paragraph("AutoCAD、Revit、PKPM、Midas Gen、Python（入门）；CET-6；施工员证（在考）")
d.save("../cvs/伏景澄-土木工程-2026届.docx")
