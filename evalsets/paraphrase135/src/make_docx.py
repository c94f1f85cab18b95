"""Build the two DOCX CVs of Miao Yuchen (old Chinese 2023 with tables, new English 2026)."""
import os
from docx import Document
from docx.shared import Pt
here = os.path.dirname(os.path.abspath(__file__))
out = os.path.join(here, "..", "cvs")
os.makedirs(out, exist_ok=True)

# ---- old CV, Chinese, tables ----
d = Document()
d.add_heading("苗雨晨 个人简历", level=1)
d.add_paragraph("手机：188 1725 6093 ｜ 邮箱：miaoyuchen.risk@foxmail.com ｜ 深圳 ｜ 更新于 2023 年 5 月")
d.add_heading("教育背景", level=2)
t = d.add_table(rows=1, cols=4); t.style = "Table Grid"
for c, h in zip(t.rows[0].cells, ["时间", "学校", "专业", "学历"]): c.text = h
for row in [("2018.09-2020.06", "浙江大学 数据科学研究中心", "应用统计", "硕士"),
            ("2014.09-2018.06", "西南财经大学 统计学院", "统计学", "本科")]:
    cells = t.add_row().cells
    for c, v in zip(cells, row): c.text = v
d.add_heading("工作经历", level=2)
t = d.add_table(rows=1, cols=3); t.style = "Table Grid"
for c, h in zip(t.rows[0].cells, ["时间", "单位 / 职位", "主要工作"]): c.text = h
for row in [("2020.07-至今", "招商银行 总行风险管理部 风险模型分析师",
             "零售信贷申请评分卡与行为评分卡开发；PD/LGD 模型的 IFRS 9 前瞻性调整；模型监控月报（PSI、KS）。"),
            ("2019.06-2019.08", "德勤华永会计师事务所 风险咨询部 实习生",
             "协助城商行内部评级模型验证，整理模型文档与回测结果。")]:
    cells = t.add_row().cells
    for c, v in zip(cells, row): c.text = v
d.add_heading("技能", level=2)
d.add_paragraph("SAS、Python（scikit-learn、XGBoost）、SQL、Hive；熟悉巴塞尔协议内部评级法。")
d.add_paragraph("2019 年 浙江大学 研究生学业奖学金一等。")
d.save(os.path.join(out, "苗雨晨_简历_2023.docx"))

# ---- new CV, English ----
d = Document()
d.add_heading("Yuchen Miao", level=0)
d.add_paragraph("Credit Risk Modelling Manager | Shenzhen | miaoyuchen.risk@foxmail.com | +86 188 1725 6093")
d.add_heading("Experience", level=1)
p = d.add_paragraph(); p.add_run("China Merchants Bank, Head Office Risk Management Department").bold = True
d.add_paragraph("Credit Risk Modelling Manager, Mar 2024 – Present")
d.add_paragraph("Lead a team of five modellers for retail credit PD, LGD and EAD models; moved scorecard development from SAS to PySpark on the bank's Hadoop cluster; presented the IFRS 9 overlay to the model-risk committee every quarter.", style="List Bullet")
d.add_paragraph("Credit Risk Model Analyst, Jul 2020 – Feb 2024")
d.add_paragraph("Built application and behaviour scorecards for credit cards and consumer loans; monthly PSI/KS monitoring.", style="List Bullet")
p = d.add_paragraph(); p.add_run("Deloitte Huayong (Risk Advisory), Shanghai").bold = True
d.add_paragraph("Summer Intern, Jun 2019 – Aug 2019 — validation of an internal-ratings model for a city commercial bank.")
d.add_heading("Education", level=1)
t = d.add_table(rows=3, cols=3); t.style = "Table Grid"
rows = [("PhD in Finance (part-time), in progress", "Shanghai University of Finance and Economics", "Sep 2025 – expected 2029"),
        ("MSc Applied Statistics", "Zhejiang University", "2018 – 2020"),
        ("BSc Statistics", "Southwestern University of Finance and Economics", "2014 – 2018")]
for r, vals in zip(t.rows, rows):
    for c, v in zip(r.cells, vals): c.text = v
d.add_heading("Publications", level=1)
d.add_paragraph("Miao, Y., Xu, H., & Zhang, L. (2023). Reject inference for thin-file borrowers with semi-supervised scorecards. Journal of Credit Risk, 19(3).", style="List Bullet")
d.add_heading("Certifications and skills", level=1)
d.add_paragraph("Microsoft Certified: Azure Data Scientist Associate (2022)")
d.add_paragraph("SAS, Python, PySpark, SQL, Hive, XGBoost, Basel IRB, IFRS 9")
d.save(os.path.join(out, "Yuchen_Miao_CV_2026.docx"))
