"""Builds the two DOCX CVs of paraphrase48 into ../cvs/."""
from pathlib import Path
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

OUT = Path(__file__).resolve().parent.parent / "cvs"


def zh_font(doc, name="SimSun"):
    st = doc.styles["Normal"]
    st.font.name = name
    st.font.size = Pt(10.5)
    st.element.rPr.rFonts.set(qn("w:eastAsia"), name)


def ji_yunze():
    doc = Document()
    zh_font(doc)
    doc.add_heading("姬云泽 · 射频工程师", level=0)
    doc.add_paragraph("电话：186-2208-7731 ｜ 邮箱：jiyunze_rf@163.com ｜ 现居：深圳")
    doc.add_heading("教育背景", level=1)
    t = doc.add_table(rows=3, cols=4)
    t.style = "Table Grid"
    rows = [("时间", "学校", "专业", "学历"),
            ("2016.09-2021.06", "东南大学 毫米波国家重点实验室", "电磁场与微波技术", "博士（硕博连读）"),
            ("2012.09-2016.06", "电子科技大学", "电子信息工程", "本科")]
    for r, vals in enumerate(rows):
        for c, v in enumerate(vals):
            t.cell(r, c).text = v
    doc.add_heading("工作经历", level=1)
    p = doc.add_paragraph()
    p.add_run("荣耀终端有限公司　高级射频工程师　2024年1月 - 至今").bold = True
    doc.add_paragraph("负责旗舰机型 Sub-6G/毫米波射频前端方案选型与整机 OTA 调试，主导 2 款机型 SAR 与天线效率优化。", style="List Bullet")
    doc.add_paragraph("与 Qorvo、村田等器件供应商联合调试 PA/LNA 模组，整机 TRP 提升 1.5 dB。", style="List Bullet")
    p = doc.add_paragraph()
    p.add_run("小米通讯技术有限公司　射频工程师　2021年7月 - 2023年12月").bold = True
    doc.add_paragraph("负责小米 12/13 系列射频校准与产线测试程序开发，基于 Python 编写自动化测试脚本。", style="List Bullet")
    p = doc.add_paragraph()
    p.add_run("华为终端有限公司　射频实习生　2019年7月 - 2019年9月").bold = True
    doc.add_paragraph("参与 5G 手机天线调谐开关的仿真验证（HFSS/CST）。", style="List Bullet")
    doc.add_heading("论文与学术服务", level=1)
    doc.add_paragraph("[1] 姬云泽, 洪伟, 等. A Wideband Millimeter-Wave Antenna-in-Package for 5G Handsets. IEEE Transactions on Antennas and Propagation, 2021.（第一作者）")
    doc.add_paragraph("[2] 陈明, 姬云泽. 一种低剖面双极化毫米波阵列. 电子学报, 2020.（第二作者）")
    doc.add_paragraph("IEEE Transactions on Antennas and Propagation 审稿人（2022 年至今）；IEEE IMS 2023 参会并展示 poster。")
    doc.add_heading("技能", level=1)
    doc.add_paragraph("HFSS、CST、ADS；Keysight / R&S 综测仪；Python 自动化测试；英语 CET-6。")
    doc.save(OUT / "姬云泽_射频工程师.docx")


def dario_pemberton():
    doc = Document()
    doc.add_heading("Dario Pemberton", level=0)
    doc.add_paragraph("Senior Sales Engineer · New York, NY · dario.pemberton@outlook.com · (646) 555-0148")
    doc.add_heading("Summary", level=1)
    doc.add_paragraph("Technical pre-sales engineer with a software-engineering background. I run proofs of concept "
                      "for observability and data-platform products and translate customer architecture into a "
                      "winning technical story.")
    doc.add_heading("Experience", level=1)
    p = doc.add_paragraph()
    p.add_run("Datadog — Senior Sales Engineer").bold = True
    p.add_run("\tJan 2022 – Present")
    doc.add_paragraph("Built and maintain Kubernetes demo clusters (EKS and GKE) used in every container-monitoring proof of concept on the East Coast team.", style="List Bullet")
    doc.add_paragraph("Technical owner for enterprise accounts including Uber, Peloton and a top-5 US insurer; closed $4.1M in new ARR in FY2024.", style="List Bullet")
    p = doc.add_paragraph()
    p.add_run("Snowflake — Solutions Engineer").bold = True
    p.add_run("\tOct 2019 – Dec 2021")
    doc.add_paragraph("Ran 40+ data-warehouse migration POCs from Teradata and Redshift; wrote the internal dbt starter kit.", style="List Bullet")
    p = doc.add_paragraph()
    p.add_run("Accenture — Team Lead, Cloud Integration (Jan 2018 – Sep 2019); Software Engineer Analyst (Aug 2015 – Dec 2017)").bold = True
    doc.add_paragraph("Led a 6-person team delivering Java/Spring integrations for retail clients.", style="List Bullet")
    doc.add_heading("Education", level=1)
    doc.add_paragraph("Georgia Institute of Technology — Ph.D. program in Computer Science, Aug 2014 – May 2015 (left after the first year; no degree awarded)")
    doc.add_paragraph("University of California, San Diego — B.S. in Computer Engineering, 2014")
    doc.add_heading("Skills & Certifications", level=1)
    t = doc.add_table(rows=3, cols=2)
    t.style = "Table Grid"
    for r, (a, b) in enumerate([("Cloud", "AWS, GCP, Kubernetes, Terraform"),
                                ("Data", "SQL, Snowflake, dbt, Kafka"),
                                ("Certifications", "Certified Kubernetes Administrator (CKA), 2023; AWS Solutions Architect – Associate")]):
        t.cell(r, 0).text = a
        t.cell(r, 1).text = b
    doc.save(OUT / "Dario_Pemberton_SE_resume.docx")


if __name__ == "__main__":
    ji_yunze()
    dario_pemberton()
