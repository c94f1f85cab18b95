"""Builds the two DOCX CVs in ../cvs/."""
from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

# ---- Mathis Gauthier (English) ----
d = Document()
d.add_heading("Mathis Gauthier", 0)
d.add_paragraph("Senior Robotics Engineer · Munich, Germany · mathis.gauthier@posteo.de · +49 151 2874 6610")
d.add_heading("Professional Experience", 1)
d.add_heading("Magazino GmbH (a Jungheinrich company), Munich", 2)
d.add_paragraph("Senior Robotics Engineer, Fleet Software — since 04/2023")
for b in [
    "Tech lead for the fleet-management stack of TORU and SOTO mobile picking robots in customer warehouses (fashion e-commerce, automotive spare parts).",
    "Moved the fleet services (task allocation, map server, telemetry) onto Kubernetes (k3s at the edge, EKS in the cloud); rollouts to 40+ sites now take one afternoon instead of a week.",
    "Mentor three junior engineers; own the on-call rotation for the robot fleet.",
]:
    d.add_paragraph(b, style="List Bullet")
d.add_paragraph("Robotics Engineer, Motion Planning — 10/2020 – 03/2023")
for b in [
    "Developed the grasp-planning and collision-checking pipeline in C++ and ROS 2 for shelf picking of shoe boxes.",
    "Cut mean pick-cycle time from 24 s to 17 s with a learned grasp-success predictor (PyTorch, exported to ONNX).",
]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("Education", 1)
t = d.add_table(rows=4, cols=3)
t.style = "Table Grid"
rows = [
    ("2016 – 2020", "Dr.-Ing. (PhD), Robotics", "Technical University of Munich (TUM), Chair of Robotics Science and Systems Intelligence; DAAD doctoral scholarship"),
    ("2014 – 2016", "MSc Robotics, Systems and Control", "ETH Zurich"),
    ("2011 – 2014", "Diplôme d'ingénieur (Mechanical Engineering)", "INSA Lyon"),
    ("summer 2013", "Engineering internship", "Schaeffler, Herzogenaurach — test-bench automation"),
]
for r, vals in zip(t.rows, rows):
    for c, v in zip(r.cells, vals):
        c.text = v
d.add_heading("Publications", 1)
for p in [
    "M. Gauthier, L. Weber, A. Knoll. \"Contact-aware grasp planning for densely packed shelves.\" IEEE International Conference on Robotics and Automation (ICRA), Philadelphia, 2022.",
    "L. Weber, M. Gauthier. \"Uncertainty-aware shelf mapping with RGB-D cameras.\" IEEE Robotics and Automation Letters (RA-L), 2021.",
]:
    d.add_paragraph(p, style="List Number")
d.add_heading("Academic Service", 1)
d.add_paragraph("Reviewer for IROS (2021, 2023, 2024, 2025) and IEEE RA-L.")
d.add_paragraph("Invited talk, Workshop on Logistics Robotics at ICRA 2024, Yokohama.")
d.add_heading("Skills", 1)
d.add_paragraph("C++17, Python, ROS 2, MoveIt, PyTorch, ONNX, Kubernetes, Docker, Terraform, GitLab CI. Languages: French (native), English (C2), German (C1).")
d.save(os.path.join(OUT, "Mathis_Gauthier_CV.docx"))

# ---- 詹雯珺 (Chinese, tables) ----
d = Document()
d.add_heading("詹雯珺 个人简历", 0)
info = d.add_table(rows=2, cols=4)
info.style = "Table Grid"
for cell, v in zip(info.rows[0].cells, ["求职意向", "品牌经理 / 高级品牌经理", "所在城市", "上海"]):
    cell.text = v
for cell, v in zip(info.rows[1].cells, ["手机", "186-2170-5538", "邮箱", "zhanwenjun_brand@outlook.com"]):
    cell.text = v
d.add_heading("教育背景", 1)
edu = d.add_table(rows=3, cols=4)
edu.style = "Table Grid"
for r, vals in zip(edu.rows, [
    ("时间", "学校", "专业", "学历"),
    ("2023年3月 - 2025年1月", "中欧国际工商学院（CEIBS）", "在职MBA（周末班）", "工商管理硕士"),
    ("2011年9月 - 2015年6月", "华中师范大学", "市场营销", "本科 / 管理学学士"),
]):
    for c, v in zip(r.cells, vals):
        c.text = v
d.add_heading("工作经历", 1)
work = d.add_table(rows=4, cols=3)
work.style = "Table Grid"
for r, vals in zip(work.rows, [
    ("时间", "公司", "职位"),
    ("2020年6月 - 至今", "亿滋中国（Mondelēz International）", "品牌经理，奥利奥饼干"),
    ("2018年1月 - 2020年5月", "雀巢（中国）有限公司", "品牌副经理，雀巢咖啡即饮系列"),
    ("2015年7月 - 2017年12月", "雀巢（中国）有限公司", "管理培训生（市场部轮岗）"),
]):
    for c, v in zip(r.cells, vals):
        c.text = v
d.add_paragraph("亿滋中国 · 品牌经理：", style="Heading 2")
for b in [
    "负责奥利奥中国区年度品牌计划与 1.2 亿元营销预算，统筹新品上市、IP 联名与渠道物料。",
    "与天猫超级品牌日、抖音电商合作伙伴共同策划大促活动，2023 年双11 线上销售同比增长 46%。",
    "每周用 Excel / Power BI 跟踪尼尔森零售数据与电商生意参谋数据，输出份额复盘。",
]:
    d.add_paragraph(b, style="List Bullet")
d.add_paragraph("雀巢（中国）· 品牌副经理：", style="Heading 2")
for b in [
    "主导雀巢咖啡丝滑拿铁即饮新品上市，首年铺货 28 万家终端。",
    "管理培训生期间轮岗销售、供应链与市场部，获 2016 年度雀巢大中华区管培生之星。",
]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("技能与证书", 1)
d.add_paragraph("消费者洞察、品牌定位、整合营销传播；Excel、Power BI、SQL（自学）、Python（入门）；英语 CET-6")
d.save(os.path.join(OUT, "詹雯珺_品牌经理.docx"))
print("ok")
