"""Builds the two DOCX CVs in ../cvs."""
import os
from docx import Document
from docx.shared import Pt
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "cvs")

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

# ---------- 钭明芮 (Chinese, tables) ----------
d = Document()
d.add_heading("钭明芮  个人简历", 0)
d.add_paragraph("求职意向：品类经理 / 采购经理（生鲜、快消）    现居：福州    手机：186 5913 0274    邮箱：tou.mingrui@qq.com")
d.add_heading("基本信息", 1)
table(d, [["姓名", "钭明芮", "性别", "女"], ["出生年月", "1992年5月", "工作年限", "12年"], ["学历", "本科", "籍贯", "湖南邵阳"]])
d.add_heading("工作经历", 1)
table(d, [
    ["2021年9月 - 至今", "永辉超市股份有限公司", "生鲜品类经理（果蔬）", "负责福建大区 180 家门店果蔬品类的选品、定价与供应商谈判；推动产地直采比例由 35% 提升至 58%，品类毛利率提升 2.1 个百分点。"],
    ["2019年4月 - 2021年8月", "上海盒马网络科技有限公司（盒马鲜生）", "品类主管", "负责华东区日配与烘焙品类规划，搭建新品引入评估模型，年度新品成功率提升至 41%。"],
    ["2017年3月 - 2019年3月", "上海盒马网络科技有限公司（盒马鲜生）", "采购专员", "参与盒马 X 会员店筹备，对接 60 余家进口食品供应商。"],
    ["2014年7月 - 2017年2月", "家乐福（中国）管理有限公司", "管理培训生 / 助理采购", "轮岗门店运营、收货与采购，负责长沙区域休闲食品采购。"],
], header=["时间", "公司", "职位", "主要工作"])
d.add_heading("教育背景", 1)
table(d, [["2010.09 - 2014.06", "中南林业科技大学", "市场营销", "管理学学士"]], header=["时间", "学校", "专业", "学位"])
d.add_heading("技能与证书", 1)
d.add_paragraph("熟练使用 Excel（数据透视、Power Query）、SQL 取数、Power BI 报表；SAP MM 模块。")
d.add_paragraph("2020 年盒马华东区“年度最佳新品”团队奖；中级经济师（商业经济）。")
d.save(os.path.join(OUT, "钭明芮-品类经理简历.docx"))

# ---------- Lai Qingwan (English) ----------
d = Document()
d.add_heading("LAI Qingwan (赖清菀)", 0)
d.add_paragraph("Senior Credit Risk Modeller | Shenzhen, China | lai.qingwan@outlook.com | +86 135 1076 4289")
d.add_heading("Summary", 1)
d.add_paragraph("Credit-risk modeller with nine years in consumer lending: application and behaviour scorecards, reject inference, IFRS 9 provisioning and model deployment. Comfortable owning a model from data pull to production monitoring.")
d.add_heading("Professional Experience", 1)
d.add_heading("Merchants Union Consumer Finance Co., Ltd. (招联消费金融), Shenzhen — Senior Credit Risk Modeller, Mar 2021 – Present", 2)
d.add_paragraph("Own the application scorecard family for the online revolving-credit product (≈ 30 million active borrowers); Gini improved from 0.46 to 0.52 after migrating from logistic regression to monotone-constrained LightGBM.", style="List Bullet")
d.add_paragraph("Packaged scorecards as Python microservices and deployed them on our in-house Kubernetes cluster with canary releases and drift alerts.", style="List Bullet")
d.add_heading("Bank of China Consumer Finance (中银消费金融), Shanghai — Credit Risk Analyst, Jul 2017 – Feb 2021", 2)
d.add_paragraph("Built behaviour scorecards and roll-rate models in SAS and Python; produced monthly IFRS 9 expected-credit-loss staging reports for the risk committee.", style="List Bullet")
d.add_heading("Hillhouse Capital, Beijing — Summer Analyst (intern), Jun 2016 – Aug 2016", 2)
d.add_paragraph("Supported due diligence on two consumer-lending start-ups; built unit-economics models for the investment memo.", style="List Bullet")
d.add_heading("Education", 1)
table(d, [
    ["2019 – 2021", "Fudan University", "PhD in Statistics (part-time) — discontinued after coursework, no degree awarded"],
    ["2016 – 2017", "University of Edinburgh", "MSc Statistics with Data Science (Distinction)"],
    ["2012 – 2016", "Southwestern University of Finance and Economics", "Bachelor of Economics, Finance"],
], header=["Years", "Institution", "Programme"])
d.add_heading("Publications", 1)
d.add_paragraph("Lai, Q., & Zhou, M. (2022). Reject inference for thin-file borrowers with semi-supervised gradient boosting. Journal of Credit Risk, 18(3), 45–71.")
d.add_paragraph("Tan, R., Lai, Q., & Ho, K. (2023). Extracting repayment intent from collection-call transcripts. In Proceedings of the Fifth Workshop on Financial Technology and Natural Language Processing (FinNLP), co-located with ACL 2023.")
d.add_heading("Skills", 1)
d.add_paragraph("Python (pandas, scikit-learn, LightGBM), SQL (Hive, Spark SQL), SAS, Kubernetes, Docker, Airflow; FRM Part I passed.")
d.save(os.path.join(OUT, "LaiQingwan_CreditRisk_2026.docx"))
print("ok")
