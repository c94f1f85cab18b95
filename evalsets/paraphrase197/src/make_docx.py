"""Builds the two DOCX CVs in ../cvs."""
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
    for r in rows:
        cells = t.add_row().cells
        for c, v in zip(cells, r):
            c.text = v
    return t

# ---- 万启帆 (Chinese, tables) ----
d = Document()
d.add_heading("万启帆 — DevOps / SRE 工程师", 0)
d.add_paragraph("杭州 | 158-6710-2293 | wanqifan.ops@outlook.com | 2017年本科毕业")
d.add_heading("工作经历", 1)
table(d, [
    ["2021.03 – 至今", "中通快递股份有限公司（ZTO Express）", "高级 DevOps 工程师（2023.04 晋升；此前 DevOps 工程师）"],
    ["2017.07 – 2021.02", "满帮集团（Full Truck Alliance）", "SRE 工程师"],
    ["2016.07 – 2016.09", "华为技术有限公司 华为云 BU", "运维开发实习生"],
], header=["时间", "公司", "职位"])
d.add_paragraph("中通快递：负责分拣中心调度系统的 Kubernetes 集群（30+ 集群、6000+ 节点）与 GitOps 发布平台；用 ArgoCD + Helm 把发布时长从 40 分钟降到 6 分钟；双十一期间牵头容量压测与故障演练。")
d.add_paragraph("满帮集团：维护货车调度平台的 CI/CD 流水线（Jenkins、GitLab CI），用 Terraform 管理阿里云资源；搭建 Prometheus + Grafana 监控告警体系。")
d.add_paragraph("华为云实习：为云容器引擎 CCE 编写自动化巡检脚本（Python）。")
d.add_heading("教育背景", 1)
table(d, [
    ["2024.09 – 至今", "浙江大学 软件学院", "软件工程 非全日制工程硕士（在读）"],
    ["2013.09 – 2017.06", "杭州电子科技大学", "计算机科学与技术 工学学士"],
], header=["时间", "学校", "专业 / 学位"])
d.add_heading("证书与其他", 1)
table(d, [
    ["证书", "CKA（Certified Kubernetes Administrator），2020"],
    ["技能", "Kubernetes, Helm, ArgoCD, Terraform, Jenkins, Prometheus, Go, Python, Ansible"],
    ["社区", "KubeCon China 2023 听众；阿里云 ACE 认证（未使用于工作）"],
])
d.save(os.path.join(OUT, "万启帆-运维开发.docx"))

# ---- Rohini Venkataraman (English) ----
d = Document()
sec = d.sections[0]
sec.footer.paragraphs[0].text = "Rohini Venkataraman — CV — page 1"
d.add_heading("Rohini Venkataraman", 0)
d.add_paragraph("Bioprocess Engineer (upstream, viral vaccines) · Lyon, France · rohini.venkat@protonmail.com · +33 6 41 27 88 05")
d.add_heading("Professional experience", 1)
p = d.add_paragraph(); p.add_run("Sanofi (Sanofi Pasteur vaccines site, Marcy-l'Étoile) — Bioprocess Engineer, Upstream MSAT").bold = True
d.add_paragraph("02/2022 - today")
d.add_paragraph("Scale-up of Vero-cell influenza and rabies vaccine processes from 50 L to 2,000 L single-use bioreactors; authored the process-characterisation reports used in the EMA variation; introduced Raman-based online glucose control that raised viral titre by 18 %.", style="List Bullet")
p = d.add_paragraph(); p.add_run("Serum Institute of India — Process Engineer, Viral Vaccines").bold = True
d.add_paragraph("09/2019 - 01/2022")
d.add_paragraph("Tech transfer of a measles-rubella process to a new Pune filling block; ran fed-batch optimisation campaigns and wrote batch records.", style="List Bullet")
p = d.add_paragraph(); p.add_run("Lonza (Visp, Switzerland) — Summer intern, Mammalian Manufacturing").bold = True
d.add_paragraph("summer 2018")
d.add_heading("Education", 1)
d.add_paragraph("Doctorate in Process Engineering (industrial PhD, part-time, CIFRE-style agreement with Sanofi), Université Claude Bernard Lyon 1 — 2024 – expected 2028")
d.add_paragraph("MSc Biotechnology, ETH Zurich — 2017 – 2019")
d.add_paragraph("B.Tech. Biotechnology, Indian Institute of Technology Bombay — 2013 – 2017")
d.add_heading("Publications", 1)
d.add_paragraph("Venkataraman R., Moreau J., Patil S. Raman-guided glucose feeding improves Vero-cell rabies virus yield. Vaccine 41 (2023) 5512–5520.")
d.add_paragraph("Patil S., Venkataraman R. Single-use bioreactor scale-down models for measles virus. Biotechnology Progress 38 (2022).")
d.add_heading("Professional service", 1)
d.add_paragraph("Ad-hoc reviewer, Biotechnology and Bioengineering (2023 – present)")
d.add_heading("Skills", 1)
d.add_paragraph("Upstream processing, DoE (JMP), Sartorius Ambr 250, single-use bioreactors, GMP documentation, Python for data analysis")
d.save(os.path.join(OUT, "Rohini_Venkataraman_CV.docx"))
print("ok")
