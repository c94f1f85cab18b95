"""Build the two DOCX CVs of the paraphrase236 set."""
from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

def table(doc, rows, header=None):
    t = doc.add_table(rows=0, cols=len(rows[0]))
    t.style = "Table Grid"
    for r in ([header] if header else []) + rows:
        cells = t.add_row().cells
        for c, v in zip(cells, r):
            c.text = v
    return t

# --- 官婉筠 (Chinese, tables) ---
d = Document()
d.add_heading("个人简历", 0)
table(d, [["姓名", "官婉筠", "性别", "女"],
          ["电话", "135-6402-1178", "邮箱", "guanwj_cra@126.com"],
          ["现居", "上海市徐汇区", "求职意向", "临床运营 / 高级临床监查员"]])
d.add_heading("教育背景", 1)
table(d, [["2013.09-2017.06", "四川大学", "临床药学", "本科（理学学士）"]],
      header=["时间", "学校", "专业", "学历"])
d.add_heading("工作经历", 1)
table(d, [["2021年7月 - 至今", "艾昆纬医药科技（上海）有限公司（IQVIA）", "高级临床监查员（Senior CRA）"],
          ["2017年7月 - 2021年6月", "杭州泰格医药科技股份有限公司", "临床监查员（CRA）"],
          ["2016年7月 - 2016年8月", "四川大学华西医院 国家药物临床试验机构", "实习生"]],
      header=["时间", "单位", "职位"])
d.add_paragraph("艾昆纬：负责 3 项肿瘤 III 期国际多中心试验的中国区监查工作，管理 14 家中心的启动、监查与关闭访视，SDV 完成率保持 100%。")
d.add_paragraph("泰格医药：独立负责心血管及内分泌领域 II/III 期项目，累计完成 200 余次监查访视，协助通过 NMPA 核查 2 次。")
d.add_heading("证书与其他", 1)
d.add_paragraph("GCP 培训证书（2017、2021 更新）；中国药学会会员")
d.add_paragraph("参与撰写的病例报告发表于《中国临床药理学杂志》2020 年第 36 卷（第四作者）")
d.add_paragraph("技能：EDC 系统（Medidata Rave、Veeva Vault CTMS）、ICH-GCP、英语 CET-6")
d.save(os.path.join(OUT, "官婉筠_简历.docx"))

# --- Xinran Kuang (new English CV, 2026) ---
d = Document()
d.add_heading("Xinran Kuang", 0)
d.add_paragraph("Senior Data Scientist · Shanghai · kuangxr@foxmail.com · +86 186 2173 5504")
d.add_heading("Experience", 1)
d.add_heading("Waterdrop Inc. — Senior Data Scientist, Insurance Pricing | Jul 2023 – Present", 2)
d.add_paragraph("Own the health-insurance pricing and underwriting models for an online insurance marketplace with 30M+ policyholders; lead two junior data scientists.", style="List Bullet")
d.add_paragraph("Migrated the pricing feature store from MySQL to PostgreSQL (with TimescaleDB) and wrote the SQL/Python feature pipelines that feed daily re-pricing.", style="List Bullet")
d.add_heading("ZhongAn Online P&C Insurance — Data Scientist (Jan 2021 – Jun 2023); Data Analyst (Sep 2019 – Dec 2020)", 2)
d.add_paragraph("Built claim-fraud detection models (XGBoost, LightGBM) for e-commerce return-shipping insurance, cutting fraudulent payouts by 18%.", style="List Bullet")
d.add_paragraph("Designed A/B tests and dashboards (Hive, Spark SQL, Superset) for the auto-insurance growth team.", style="List Bullet")
d.add_heading("NetEase Games — Data Analysis Intern | summer 2017", 2)
d.add_paragraph("Player-retention analysis for a mobile MMO; churn model in Python handed over to the live-ops team.", style="List Bullet")
d.add_heading("Education", 1)
table(d, [["Georgia Institute of Technology", "M.S. in Computer Science (OMSCS, online, part-time) — in progress", "Jan 2024 – expected 2027"],
          ["The University of Edinburgh", "MSc Statistics with Data Science", "2018 – 2019"],
          ["Shanghai University of Finance and Economics", "B.Sc. in Statistics", "2014 – 2018"]])
d.add_heading("Skills", 1)
d.add_paragraph("Python, SQL, PostgreSQL, Spark, XGBoost, causal inference, GLMs for pricing, Tableau")
d.save(os.path.join(OUT, "xinran_kuang_cv_2026.docx"))
print("ok")
