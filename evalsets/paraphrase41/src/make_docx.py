"""Builds the two DOCX CVs in ../cvs."""
from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

# ---- Yuwei Tang (English, bank credit risk) ----
d = Document()
d.add_heading("Yuwei Tang", 0)
d.add_paragraph("Credit Risk Modelling | Guangzhou, China | +86 186 2077 5310 | yuwei.tang.risk@gmail.com")
d.add_heading("Professional Experience", 1)
t = d.add_table(rows=1, cols=3); t.style = "Table Grid"
h = t.rows[0].cells; h[0].text = "Period"; h[1].text = "Employer"; h[2].text = "Role"
for row in [("07/2019 - today", "HSBC (The Hongkong and Shanghai Banking Corporation), Guangzhou", "Senior Credit Risk Modeller, Wholesale Credit Risk"),
            ("08/2015 - 06/2019", "Standard Chartered Bank (China) Limited, Shanghai", "Credit Risk Analyst, Retail Banking")]:
    c = t.add_row().cells
    for i, v in enumerate(row): c[i].text = v
d.add_paragraph("")
d.add_paragraph("At HSBC I build and validate probability-of-default and loss-given-default models for mid-market corporate borrowers in South China, and I present model monitoring results to the regional model risk committee every quarter; most of the work is in SAS and Python, with SQL on Teradata.", style="List Bullet")
d.add_paragraph("Rebuilt the SME early-warning scorecard with gradient-boosted trees plus a monotonic logistic challenger; the approved model reduced 90-day delinquency in the pilot book by 12%.", style="List Bullet")
d.add_paragraph("At Standard Chartered I ran application scorecards for credit cards and personal loans, wrote the IFRS 9 staging rules for the retail portfolio and automated the monthly vintage reports.", style="List Bullet")
d.add_heading("Education", 1)
d.add_paragraph("MSc Statistics, The London School of Economics and Political Science (LSE), 2014 - 2015")
d.add_paragraph("Bachelor of Economics (Finance), Zhejiang University, School of Economics, 2010 - 2014")
d.add_heading("Publications", 1)
d.add_paragraph("H. Morland, P. Iyer-Kaur, Y. Tang, S. Whitby. Reject Inference for Thin-File Applicants with Semi-Supervised Gradient Boosting. KDD 2018, Applied Data Science Track.")
d.add_heading("Certifications", 1)
d.add_paragraph("Financial Risk Manager (FRM), GARP, 2017")
d.add_paragraph("CFA Level II candidate (passed 2018)")
d.add_heading("Tools", 1)
d.add_paragraph("SAS, Python (pandas, scikit-learn, LightGBM), SQL, Teradata, Moody's RiskCalc, Excel VBA")
d.save(os.path.join(OUT, "Yuwei_Tang_CV_2026.docx"))

# ---- 岳可心 (Chinese, data engineer, newer CV) ----
d = Document()
d.add_heading("岳可心 个人简历", 0)
d.add_paragraph("电话：158 5712 0936　邮箱：yuekexin_data@163.com　现居：杭州　更新：2026年10月")
d.add_heading("工作经历", 1)
d.add_paragraph("菜鸟网络科技有限公司（菜鸟集团）　高级数据工程师　2023年6月 - 至今")
d.add_paragraph("负责国际物流时效预测数仓的建设，基于 Flink + Paimon 搭建包裹轨迹实时入湖链路，日处理轨迹事件 30 亿条；主导数据质量平台，核心报表准时率 99.9%。", style="List Bullet")
d.add_paragraph("华为技术有限公司 华为云　数据工程师　2021年3月 - 2023年5月")
d.add_paragraph("参与华为云数据治理服务 DataArts 的离线调度模块开发（Spark、Hive），为政企客户落地数据湖方案。", style="List Bullet")
d.add_paragraph("顺丰科技有限公司　大数据开发工程师　2017年7月 - 2021年2月")
d.add_paragraph("用 Flink 开发运单全链路实时监控，承载双十一峰值；维护 Hive 离线数仓的运单主题域。", style="List Bullet")
d.add_paragraph("北京三快在线科技有限公司（美团）　数据开发实习生　2016年7月 - 2016年12月")
d.add_paragraph("外卖配送数据的 ETL 开发与报表维护。", style="List Bullet")
d.add_heading("教育背景", 1)
t = d.add_table(rows=2, cols=4); t.style = "Table Grid"
for i, v in enumerate(["时间", "学校", "专业", "学历"]): t.rows[0].cells[i].text = v
for i, v in enumerate(["2013.09 - 2017.06", "浙江大学", "软件工程", "本科"]): t.rows[1].cells[i].text = v
d.add_heading("技能", 1)
d.add_paragraph("Flink、Spark、Hive、Paimon、Kafka、ClickHouse、Python、Java、SQL")
d.save(os.path.join(OUT, "岳可心_简历_2026.docx"))
print("ok")
