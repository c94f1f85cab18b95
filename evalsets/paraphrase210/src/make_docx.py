"""Builds the two DOCX CVs in ../cvs."""
from pathlib import Path
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH

OUT = Path(__file__).resolve().parent.parent / "cvs"


def table(doc, rows, header=True):
    t = doc.add_table(rows=len(rows), cols=len(rows[0]))
    t.style = "Table Grid"
    for i, r in enumerate(rows):
        for j, v in enumerate(r):
            cell = t.cell(i, j)
            cell.text = v
            if header and i == 0:
                for run in cell.paragraphs[0].runs:
                    run.bold = True
    return t


def tang_keyan():
    doc = Document()
    st = doc.styles["Normal"]
    st.font.name = "Noto Sans CJK SC"
    st.font.size = Pt(10.5)
    h = doc.add_heading("个人简历", level=0)
    h.alignment = WD_ALIGN_PARAGRAPH.CENTER
    doc.add_heading("基本信息", level=1)
    table(doc, [
        ["姓名", "汤可砚", "性别", "女"],
        ["电话", "139-2566-0817", "邮箱", "tangkeyan_qe@163.com"],
        ["现居地", "浙江杭州", "求职意向", "高级质量工程师 / 质量经理"],
    ], header=False)
    doc.add_heading("教育背景", level=1)
    table(doc, [
        ["时间", "学校", "专业", "学历"],
        ["2010.09-2014.06", "华中农业大学", "食品质量与安全", "本科（农学学士）"],
        ["2019.09-2022.06", "浙江大学（非全日制）", "生物医学工程", "工程硕士"],
    ])
    doc.add_heading("工作经历", level=1)
    table(doc, [
        ["时间", "单位", "职位"],
        ["2021.01-至今", "深圳迈瑞生物医疗电子股份有限公司（杭州研究院）", "高级质量工程师"],
        ["2017.03-2020.12", "深圳迈瑞生物医疗电子股份有限公司（杭州研究院）", "质量工程师"],
        ["2014.07-2017.02", "富士康科技集团（鸿富锦精密工业）", "品质工程师（IPQC）"],
    ])
    doc.add_paragraph("主要工作内容：")
    for b in [
        "主导监护仪产品线 ISO 13485 质量体系内审，跟进 FDA 483 观察项整改并按期关闭",
        "用 SPC 与 Minitab 监控关键工序 Cpk，推动注塑外壳不良率从 1.8% 降至 0.4%",
        "对标 Medtronic、GE 医疗同类产品的公开不良事件数据，建立 CAPA 趋势分析看板",
        "富士康期间负责 SMT 产线制程巡检与 8D 报告，获评 2016 年度优秀员工",
    ]:
        doc.add_paragraph(b, style="List Bullet")
    doc.add_heading("证书与技能", level=1)
    table(doc, [
        ["类别", "内容"],
        ["证书", "ISO 13485 内审员；中国质量协会 CQE 注册质量工程师"],
        ["工具", "Minitab、JMP、SAP QM、FMEA、MSA"],
    ])
    doc.save(OUT / "汤可砚-质量工程师.docx")


def haziq():
    doc = Document()
    doc.styles["Normal"].font.name = "Calibri"
    doc.styles["Normal"].font.size = Pt(10.5)
    doc.add_heading("MUHAMMAD HAZIQ RAHMAT", level=0)
    doc.add_paragraph("Network Operations Engineer | Singapore | +65 9183 2406 | haziq.rahmat@gmail.com")
    doc.add_heading("Summary", level=1)
    doc.add_paragraph(
        "Network operations engineer with seven years in data-centre and cloud networks. I spend most of my "
        "day keeping customer interconnects up: BGP, EVPN-VXLAN fabrics, change windows and incident bridges."
    )
    doc.add_heading("Experience", level=1)
    jobs = [
        ("Equinix, Singapore (SG3/SG5 campus)", "Senior Network Operations Engineer", "Jul 2024 – present", [
            "On-call lead for the APAC interconnection NOC; run the incident bridge for Equinix Fabric outages.",
            "Wrote Python/Netmiko checks that catch BGP session flaps before customers open tickets.",
        ]),
        ("Equinix, Singapore (SG3/SG5 campus)", "Network Operations Engineer", "Mar 2022 – Jun 2024", [
            "Provisioned cross-connects and virtual circuits; maintained Juniper MX edge routers.",
        ]),
        ("Crypto.com (Foris DAX Asia), Singapore", "Network Engineer", "Jan 2021 – Feb 2022", [
            "Ran the low-latency network between the exchange matching engines and colocated market makers.",
        ]),
        ("Alibaba Cloud (Singapore)", "Network Engineer, IDC Operations", "Jul 2019 – Dec 2020", [
            "Operated the spine-leaf fabric of the Singapore region data centres; handled hardware RMA and fibre faults.",
        ]),
        ("Agoda, Singapore", "IT Infrastructure Intern", "May 2017 – Aug 2017", [
            "Internship: inventoried office switches and wrote Ansible playbooks for VLAN changes.",
        ]),
    ]
    for org, title, dates, bullets in jobs:
        p = doc.add_paragraph()
        p.add_run(org).bold = True
        p.add_run("\t" + dates)
        doc.add_paragraph(title).runs[0].italic = True
        for b in bullets:
            doc.add_paragraph(b, style="List Bullet")
    doc.add_heading("Education", level=1)
    doc.add_paragraph("Singapore Institute of Technology — B.Eng. (Hons) Information and Communications Technology, 2015 – 2019")
    doc.add_heading("Certifications", level=1)
    doc.add_paragraph("CCNP Enterprise (2021); Juniper JNCIA-Junos (2019)")
    doc.add_heading("Skills", level=1)
    doc.add_paragraph("Networking: BGP, OSPF, EVPN-VXLAN, MPLS, Juniper Junos, Cisco NX-OS")
    doc.add_paragraph("Automation: Python, Netmiko, Ansible")
    doc.add_paragraph("Also familiar with: Kubernetes, Terraform, A/B testing frameworks (online coursework)")
    doc.save(OUT / "Haziq_Rahmat_Resume.docx")


if __name__ == "__main__":
    tang_keyan()
    haziq()
