"""Builds the two DOCX CVs into ../cvs/."""
from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

# --- 邝思妤, old CV (2023) ---
d = Document()
d.add_heading("邝思妤 个人简历", 0)
d.add_paragraph("高级算法工程师 | 杭州 | 138-5716-2294 | kuangsiyu.rec@163.com")
d.add_paragraph("简历更新：2023年5月")
d.add_heading("求职意向", 1)
d.add_paragraph("推荐 / 搜索算法方向，期望城市：杭州、上海")
d.add_heading("工作经历", 1)
t = d.add_table(rows=1, cols=3)
t.style = "Table Grid"
for c, h in zip(t.rows[0].cells, ["时间", "公司", "职位"]):
    c.text = h
for row in [("2021.07–至今", "蚂蚁集团（财富事业群）", "高级算法工程师"),
            ("2017.07–2021.06", "阿里巴巴达摩院（决策智能实验室）", "算法工程师"),
            ("2016.07–2016.09", "商汤科技", "算法实习生")]:
    cells = t.add_row().cells
    for c, v in zip(cells, row):
        c.text = v
d.add_paragraph("蚂蚁集团：负责基金推荐召回与冷启动，搭建图神经网络召回通道，新用户首购转化提升 12%。")
d.add_paragraph("达摩院：供应链需求预测与库存优化算法，服务天猫超市与盒马，预测误差下降 9%。")
d.add_heading("教育背景", 1)
d.add_paragraph("2019.09–2022.06 浙江大学 软件工程 非全日制硕士")
d.add_paragraph("2013.09–2017.06 浙江大学 计算机科学与技术 工学学士")
d.add_heading("论文", 1)
d.add_paragraph("Wei Zhang, Siyu Kuang, Hao Lin. Graph-Aware Demand Forecasting for Retail Supply Chains. KDD 2020.（第二作者）")
d.add_heading("技能", 1)
d.add_paragraph("Python、TensorFlow、Spark、Hive、SQL")
d.save(os.path.join(OUT, "邝思妤_简历_2023.docx"))

# --- Niklas Haberstroh, English CV ---
d = Document()
d.add_heading("Niklas Haberstroh", 0)
d.add_paragraph("PhD candidate in computer vision · Zürich, Switzerland · niklas.haberstroh@inf.ethz.ch · +41 76 512 08 33")
d.add_heading("Education", 1)
d.add_paragraph("ETH Zürich — Doctoral studies, Department of Computer Science (Computer Vision and Learning Group), since 09/2023, expected 2027")
d.add_paragraph("Technical University of Munich — M.Sc. Informatics, 10/2020 - 07/2023")
d.add_paragraph("Karlsruhe Institute of Technology — B.Sc. Informatics, 10/2017 - 09/2020")
d.add_heading("Research and work experience", 1)
t = d.add_table(rows=1, cols=3)
t.style = "Table Grid"
for c, h in zip(t.rows[0].cells, ["Dates", "Organisation", "Role"]):
    c.text = h
for row in [("04/2024 - 09/2024", "Apple, Zürich", "Machine Learning Research Intern (internship)"),
            ("03/2021 - 08/2021", "Huawei Zurich Research Center", "Research Intern, 3D vision"),
            ("10/2019 - 02/2021", "Bosch Center for Artificial Intelligence, Renningen", "Working student (Werkstudent)")]:
    cells = t.add_row().cells
    for c, v in zip(cells, row):
        c.text = v
d.add_paragraph("At Apple I trained neural radiance field models for on-device scene capture and wrote the distillation pipeline in PyTorch that shrank the model 6x while keeping PSNR within 0.4 dB, which was then handed to the camera team for further evaluation.")
d.add_heading("Publications", 1)
d.add_paragraph("N. Haberstroh, L. Meuli, M. Pollefeys. SparseSplat: Feed-forward Gaussian Splatting from Two Views. CVPR 2025.")
d.add_paragraph("T. Kessler, A. Rinaldi, N. Haberstroh, S. Tang. Occupancy Priors for Monocular Scene Completion. NeurIPS 2024.")
d.add_paragraph("N. Haberstroh, D. Cremers. Event-based depth at night. ICCV 2023 Workshop on Event-based Vision.")
d.add_heading("Academic service", 1)
d.add_paragraph("Reviewer: CVPR 2026, ECCV 2024, IEEE TPAMI")
d.add_heading("Skills", 1)
d.add_paragraph("PyTorch, CUDA, COLMAP, Blender, Python, C++")
d.save(os.path.join(OUT, "Haberstroh_CV.docx"))
print("ok")
