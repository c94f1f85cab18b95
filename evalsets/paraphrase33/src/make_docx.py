"""Builds the two DOCX CVs into ../cvs/."""
from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

def table(doc, rows, header=None):
    t = doc.add_table(rows=0, cols=len(rows[0]))
    t.style = "Table Grid"
    if header:
        cells = t.add_row().cells
        for c, h in zip(cells, header):
            c.text = h
            for r in c.paragraphs[0].runs:
                r.bold = True
    for row in rows:
        cells = t.add_row().cells
        for c, v in zip(cells, row):
            c.text = v
    return t

# ---------- Rukmini Sethuraman (English, tables) ----------
d = Document()
d.add_heading("Rukmini Sethuraman, PhD", 0)
d.add_paragraph("Senior Applied Scientist · Seattle, WA · rukmini.sethu@protonmail.com · +1 (206) 555-0173")
d.add_heading("Summary", 1)
d.add_paragraph("Machine-learning researcher working on probabilistic forecasting and retrieval for structured data. "
                "Five years in industry research after a PhD at Carnegie Mellon.")
d.add_heading("Experience", 1)
table(d, [
    ["Jan 2024 – Present", "Databricks, Seattle", "Senior Applied Scientist, Mosaic AI Research",
     "Leads the time-series foundation model effort; ships forecasting features used by Databricks SQL customers."],
    ["Aug 2021 – Dec 2023", "Alibaba Group – DAMO Academy, Sunnyvale", "Research Scientist, Decision Intelligence Lab",
     "Built demand-forecasting models for Cainiao and Tmall supply chains; mentored four research interns."],
    ["Summer 2019", "Two Sigma, New York", "Quantitative Research Intern",
     "Explored graph neural networks for cross-asset signals over a 12-week internship."],
    ["May 2018 – Aug 2018", "Bosch Center for Artificial Intelligence, Pittsburgh", "Research Intern",
     "Uncertainty estimation for sensor time series."],
], header=["Dates", "Organisation", "Role", "Highlights"])
d.add_heading("Education", 1)
table(d, [
    ["2016 – 2021", "Carnegie Mellon University", "PhD, Machine Learning", "Advisor: Prof. A. Dubrawski"],
    ["2012 – 2016", "Indian Institute of Technology Madras", "B.Tech., Computer Science and Engineering", "Institute Silver Medal"],
], header=["Years", "Institution", "Degree", "Notes"])
d.add_heading("Selected publications", 1)
table(d, [
    ["NeurIPS 2019", "R. Sethuraman, J. Okwu, A. Dubrawski. Conformal Forecast Bands for Irregular Time Series."],
    ["ICML 2021", "T. Brandis, R. Sethuraman, A. Dubrawski. Retrieval-Augmented Tabular Forecasting."],
    ["KDD 2023", "L. Fenwick, R. Sethuraman, et al. Hierarchical Demand Models at Marketplace Scale."],
], header=["Venue", "Paper"])
d.add_heading("Service", 1)
d.add_paragraph("Program Committee member, NeurIPS 2022 and NeurIPS 2023", style="List Bullet")
d.add_paragraph("Reviewer, ICLR 2024; Reviewer, Journal of Machine Learning Research (JMLR)", style="List Bullet")
d.add_heading("Skills", 1)
table(d, [
    ["Languages", "Python, Scala, SQL"],
    ["ML", "PyTorch, JAX, Spark MLlib"],
    ["Infrastructure", "Kubernetes, Terraform, Ray"],
])
d.save(os.path.join(OUT, "Rukmini_Sethuraman_CV.docx"))

# ---------- 邝明远 (Chinese) ----------
d = Document()
d.add_heading("邝明远", 0)
d.add_paragraph("清华大学 计算机系 博士研究生 ｜ 电话：186-1093-2751 ｜ 邮箱：kmy20@mails.tsinghua.edu.cn")
d.add_heading("教育经历", 1)
d.add_paragraph("2020年9月 - 至今　清华大学　计算机科学与技术　直博生（博士在读，预计2026年12月毕业）")
d.add_paragraph("2016年9月 - 2020年6月　浙江工业大学　软件工程　工学学士（GPA 3.8/4.0，专业第2）")
d.add_heading("实习经历", 1)
d.add_paragraph("2023年6月 - 2023年9月　阿里云（阿里云计算有限公司）　通义实验室　算法实习生")
d.add_paragraph("参与通义千问长文本对齐数据的构建与偏好优化实验，负责基于 PyTorch 的 DPO 训练流程。", style="List Bullet")
d.add_paragraph("2021年7月 - 2021年9月　华为技术有限公司　诺亚方舟实验室　研究实习生")
d.add_paragraph("研究预训练语言模型的知识蒸馏。", style="List Bullet")
d.add_heading("论文发表", 1)
d.add_paragraph("[1] Mingyuan Kuang, Yao Lin, Jie Tang. Faithful Long-Context Summarization via Citation Tuning. ACL 2023.（第一作者）")
d.add_paragraph("[2] Yao Lin, Mingyuan Kuang, Jie Tang. Preference Drift in Iterative DPO. NeurIPS 2024.（第二作者）")
d.add_heading("学术服务与获奖", 1)
d.add_paragraph("NeurIPS 2024 学生志愿者（温哥华）", style="List Bullet")
d.add_paragraph("2022年 清华大学综合优秀一等奖学金", style="List Bullet")
d.add_heading("技能", 1)
d.add_paragraph("Python、PyTorch、DeepSpeed、vLLM；英语六级 612")
d.save(os.path.join(OUT, "邝明远_简历.docx"))
print("ok")
