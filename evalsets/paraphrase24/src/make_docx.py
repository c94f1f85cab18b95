"""Builds the two DOCX CVs in ../cvs."""
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

def cjk(doc):
    st = doc.styles["Normal"]
    st.font.name = "Noto Sans CJK SC"
    st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")
    st.font.size = Pt(10.5)

def table(doc, rows, header=True):
    t = doc.add_table(rows=len(rows), cols=len(rows[0]))
    t.style = "Table Grid"
    for i, r in enumerate(rows):
        for j, v in enumerate(r):
            t.cell(i, j).text = v
            if header and i == 0:
                for run in t.cell(i, j).paragraphs[0].runs:
                    run.bold = True
    return t

# ---------- 葛睿鹏 (Chinese, tables) ----------
d = Document(); cjk(d)
d.add_heading("个人简历", level=0)
table(d, [["姓名", "葛睿鹏", "电话", "137-5712-0389"],
          ["邮箱", "ge.ruipeng@qq.com", "现居", "北京"]], header=False)
d.add_heading("工作经历", level=1)
table(d, [["时间", "公司", "职位"],
          ["2020.05–至今", "北京字节跳动科技有限公司（火山引擎）", "资深数据平台工程师"],
          ["2016.07–2020.04", "华为技术有限公司 云BU", "数据工程师"]])
d.add_paragraph("字节跳动（火山引擎）主要工作：")
for b in ["主导 Spark on Kubernetes 离线计算平台建设，承载每日 20 万+ 作业，资源利用率提升 35%。",
          "设计基于 K8s Operator 的 Flink 作业托管方案，支持分钟级扩缩容。",
          "负责火山引擎 EMR 产品的数据湖（Hudi/Iceberg）存储层优化。"]:
    d.add_paragraph(b, style="List Bullet")
d.add_paragraph("华为 云BU 主要工作：")
for b in ["负责华为云数据仓库服务（DWS）的 ETL 调度与监控，2019 年完成调度系统从 Oozie 到自研调度的迁移。",
          "编写 Hive/Spark SQL 性能调优规范，在部门内推广。"]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("教育背景", level=1)
table(d, [["时间", "学校", "专业", "学历"],
          ["2024.01–至今", "佐治亚理工学院 Georgia Tech（OMSCS，在线非全日制）", "计算机科学", "硕士在读"],
          ["2012.09–2016.06", "浙江工业大学", "计算机科学与技术", "本科"]])
d.add_heading("专业技能", level=1)
d.add_paragraph("Java、Scala、Python、Go；Spark、Flink、Hive、Kafka；Kubernetes、Helm、Prometheus")
d.add_heading("证书", level=1)
d.add_paragraph("CKA（Certified Kubernetes Administrator），2021")
d.save("../cvs/葛睿鹏-简历.docx")

# ---------- Lichuan CAO (English, new CV) ----------
d = Document()
d.styles["Normal"].font.size = Pt(10.5)
d.add_heading("Lichuan CAO", level=0)
d.add_paragraph("Senior DevOps Engineer · Singapore · caolichuan.sre@gmail.com · +86 138 0291 7746")
d.add_heading("Profile", level=1)
d.add_paragraph("Site reliability and platform engineer, six years of production operations. I keep large "
                "compute clusters boring: capacity planning, upgrades without downtime, and on-call that "
                "nobody dreads.")
d.add_heading("Experience", level=1)
p = d.add_paragraph(); p.add_run("MediaTek Singapore — Senior DevOps Engineer").bold = True
d.add_paragraph("03/2023 - today")
for b in ["Run the Kubernetes clusters that schedule EDA simulation and regression jobs for the chip design teams (about 9,000 nodes across two sites).",
          "Introduced GitOps with Argo CD; cut cluster upgrade windows from a weekend to two hours.",
          "Built cost dashboards per design project in Grafana."]:
    d.add_paragraph(b, style="List Bullet")
p = d.add_paragraph(); p.add_run("Huawei Cloud — Site Reliability Engineer").bold = True
d.add_paragraph("07/2020 - 02/2023, Xi'an")
for b in ["On-call SRE for the Cloud Container Engine (CCE) control plane.",
          "Wrote the runbooks and chaos drills for etcd failure scenarios."]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("Education", level=1)
d.add_paragraph("B.Eng. Communication Engineering, Xidian University, 2016 – 2020")
d.add_heading("Skills", level=1)
d.add_paragraph("Kubernetes, Argo CD, Terraform, Ansible, Prometheus, Grafana, Go, Python, Bash")
d.add_heading("Certifications", level=1)
d.add_paragraph("CKA (2021), CKS (2024)")
d.save("../cvs/Lichuan_CAO_CV_2026.docx")
print("docx ok")
