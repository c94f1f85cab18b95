"""Builds the two DOCX CVs of the paraphrase240 set into ../cvs/."""
from pathlib import Path
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH

OUT = Path(__file__).resolve().parent.parent / "cvs"


def table(doc, rows, style="Table Grid"):
    t = doc.add_table(rows=len(rows), cols=len(rows[0]))
    t.style = style
    for i, r in enumerate(rows):
        for j, v in enumerate(r):
            t.cell(i, j).text = v
    return t


def li_jianping():
    d = Document()
    h = d.add_heading("个人简历", 0)
    h.alignment = WD_ALIGN_PARAGRAPH.CENTER
    table(d, [
        ["姓名", "厉建平", "性别", "男"],
        ["出生年月", "1985.04", "籍贯", "湖北荆州"],
        ["电话", "139-2047-5518", "邮箱", "lijianping_tj@163.com"],
        ["现任职务", "厂长", "期望城市", "天津 / 北京"],
    ])
    d.add_heading("教育背景", 1)
    table(d, [
        ["时间", "学校", "专业", "学历"],
        ["2003.09-2007.06", "华中农业大学", "食品科学与工程", "本科 / 工学学士"],
    ])
    d.add_heading("工作经历", 1)
    table(d, [
        ["时间", "单位", "职务", "主要职责与业绩"],
        ["2019.03-至今", "康师傅饮品（天津）有限公司", "厂长",
         "全面负责茶饮料、果汁饮料工厂的生产、品质、设备与安全，员工 620 人，6 条 PET 无菌灌装线；"
         "2023 年单线 OEE 由 71% 提升至 83%；工厂连续三年零重大食品安全事故。"],
        ["2015.03-2019.02", "康师傅饮品（天津）有限公司", "副厂长", "分管生产与设备，主导 2 条无菌冷灌线的新建与验证。"],
        ["2007.07-2015.02", "中国旺旺控股（湖南旺旺食品有限公司）", "品保专员 → 生产课长",
         "负责米果产线 HACCP 体系与来料检验；2011 年起任生产课长，管理三班 140 人。"],
    ])
    d.add_heading("客户与合作", 1)
    d.add_paragraph("2021-2023 年工厂为农夫山泉提供茶饮料 OEM 代工（客户合作项目，本人为工厂侧负责人）。")
    d.add_heading("资格证书", 1)
    d.add_paragraph("ISO 22000 / FSSC 22000 内审员；HACCP 高级审核员；精益生产绿带")
    d.save(OUT / "厉建平-厂长-简历.docx")


def rong_qidong():
    d = Document()
    sec = d.sections[0]
    sec.footer.paragraphs[0].text = "Rong Qidong · Security Architect · CV updated 09/2026"
    p = d.add_paragraph()
    r = p.add_run("Security Architect — Telecom Cloud & 5G Core")
    r.bold = True
    r.font.size = Pt(18)
    d.add_paragraph("Nanjing, China · +86 152 5190 3376 · rong.qidong@foxmail.com")
    d.add_heading("Profile", 1)
    d.add_paragraph(
        "Security architect with fourteen years in cloud and carrier security. I design the controls, "
        "but I also write the admission policies, review the Terraform and sit in the incident bridge "
        "when something goes wrong, because I believe an architect who cannot operate the system should "
        "not be drawing it.")
    d.add_heading("Experience", 1)
    d.add_heading("China Unicom — Unicom Digital Technology Co., Ltd.", 2)
    d.add_paragraph("Security Architect, Cloud & Network Security Dept. | May 2018 – present")
    for b in [
        "Designed the container security baseline for Unicom Cloud's Kubernetes clusters (more than 4,000 nodes): "
        "admission control with OPA Gatekeeper, runtime detection with Falco, image signing with cosign, and "
        "namespace-level network policies, rolled out region by region over eighteen months without a single "
        "production outage caused by a policy change.",
        "Led the zero-trust access programme for 5G core operations staff, replacing shared bastion accounts with "
        "per-person short-lived certificates and session recording; audit findings on privileged access dropped "
        "from 23 in 2019 to 2 in 2022.",
        "Represent the security team in MIIT graded-protection (等保 2.0) level-3 assessments for twelve systems.",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("Tencent Cloud (Tencent Technology (Shenzhen) Co., Ltd.)", 2)
    d.add_paragraph("Senior Security Engineer | Jul 2015 – Apr 2018")
    d.add_paragraph("Security Engineer | Jul 2012 – Jun 2015")
    for b in [
        "Built the anti-DDoS scrubbing rules engine for Tencent Cloud's BGP high-defence product and was on the "
        "on-call rotation for attacks above 300 Gbps.",
        "Wrote the first internal hardening guide for CVM images and automated its checks in the image pipeline.",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("Education", 1)
    d.add_paragraph("Huazhong University of Science and Technology — M.Eng. Software Engineering (part-time, in-service programme), 2014 – 2017")
    d.add_paragraph("Nanjing University of Posts and Telecommunications — B.Eng. Information Security, 2008 – 2012")
    d.add_heading("Talks & Certifications", 1)
    d.add_paragraph("Speaker, KCon 2023 (Beijing): \"Admission control at carrier scale\"", style="List Bullet")
    d.add_paragraph("CISSP (2016); CISP (2014)", style="List Bullet")
    d.add_heading("Skills", 1)
    d.add_paragraph("Kubernetes, OPA/Rego, Falco, Terraform, Go, Python, Wireshark, 5G SBA security")
    d.save(OUT / "resume_security_architect.docx")


if __name__ == "__main__":
    li_jianping()
    rong_qidong()
