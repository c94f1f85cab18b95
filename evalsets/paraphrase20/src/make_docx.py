"""Builds the two DOCX CVs in ../cvs."""
from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

def bullets(doc, items):
    for it in items:
        doc.add_paragraph(it, style="List Bullet")

# ---- Zhou Yiran, English ----
d = Document()
d.add_heading("Yiran Zhou", 0)
d.add_paragraph("Shenzhen, China | yiran.zhou.rec@outlook.com | +86 138 2716 4409")
d.add_heading("Summary", 1)
d.add_paragraph("Recommendation / ranking engineer with 7+ years on large-scale feed and video recommendation. "
                "Currently leading a small algorithm team for WeChat Channels ranking.")
d.add_heading("Experience", 1)
d.add_heading("Tencent — WeChat Group (WXG), Shenzhen", 2)
d.add_paragraph("Senior Algorithm Engineer & Tech Lead, Apr 2022 – Present")
bullets(d, ["Lead a team of 4 algorithm engineers (hiring, performance reviews) working on Channels fine-ranking.",
            "Shipped a multi-task ranking model that lifted watch time per user by 6.3%."])
d.add_paragraph("Algorithm Engineer, Jul 2019 – Mar 2022")
bullets(d, ["Rebuilt the retrieval stack of Top Stories with two-tower models and an online feature store."])
d.add_heading("Siemens AG, Munich", 2)
d.add_paragraph("Working Student, Data Analytics, Oct 2017 – Sep 2018")
bullets(d, ["Cleaned factory sensor data and built anomaly-detection scripts."])
d.add_heading("Education", 1)
t = d.add_table(rows=3, cols=3)
t.style = "Table Grid"
rows = [("School", "Degree", "Dates"),
        ("Technical University of Munich", "M.Sc. Informatics", "Oct 2016 – Mar 2019"),
        ("Huazhong University of Science and Technology", "B.Eng. Computer Science and Technology", "2012 – 2016")]
for r, vals in zip(t.rows, rows):
    for c, v in zip(r.cells, vals):
        c.text = v
d.add_heading("Skills", 1)
d.add_paragraph("Python, C++, TensorFlow, PyTorch, Spark, Flink, feature engineering, recommender systems")
d.add_heading("Languages", 1)
d.add_paragraph("Mandarin (native), English (fluent, IELTS 7.5)")
d.save(os.path.join(OUT, "yiran_zhou_cv_en.docx"))

# ---- 陆思远, Chinese ----
d = Document()
d.add_heading("陆思远", 0)
d.add_paragraph("手机：139-0517-2283　邮箱：lu.siyuan.ic@163.com　上海")
d.add_heading("教育背景", 1)
t = d.add_table(rows=3, cols=4)
t.style = "Table Grid"
rows = [("时间", "学校", "专业", "学历"),
        ("2008.09-2011.06", "东南大学", "集成电路工程", "硕士"),
        ("2004.09-2008.06", "电子科技大学", "微电子学", "学士")]
for r, vals in zip(t.rows, rows):
    for c, v in zip(r.cells, vals):
        c.text = v
d.add_heading("工作经历", 1)
d.add_paragraph("上海壁仞科技股份有限公司（GPU 芯片初创公司，2019 年成立）　芯片设计总监　2020/4-至今")
bullets(d, ["负责通用 GPU 芯片 SoC 前端设计与验证，管理 25 人设计团队（下设 3 名经理）。",
            "主导首款 7nm GPU 芯片从架构定义到流片，一次流片成功。"])
d.add_paragraph("海思半导体有限公司（华为全资子公司）　2011/7-2020/3")
bullets(d, ["2017/1-2020/3　SoC 设计部经理：管理 12 人团队，负责麒麟系列手机 SoC 的总线与低功耗设计。",
            "2011/7-2016/12　SoC 设计工程师 → 高级工程师：负责 DDR 控制器与 NoC 模块 RTL 设计。"])
d.add_heading("培训与证书", 1)
bullets(d, ["2022 年 清华大学经济管理学院 高级管理人员培训课程（非学位项目，结业）",
            "2015 年 华为“金牌个人”奖"])
d.add_heading("专业技能", 1)
d.add_paragraph("Verilog/SystemVerilog、UVM、低功耗设计（UPF）、NoC 架构、SoC 集成、Perl/Python 脚本")
d.add_heading("语言能力", 1)
d.add_paragraph("英语：CET-6，可阅读英文技术文档")
d.save(os.path.join(OUT, "lu_siyuan_resume.docx"))
