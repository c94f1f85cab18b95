"""Builds the two DOCX CVs in ../cvs/."""
from pathlib import Path
from docx import Document
from docx.shared import Pt

OUT = Path(__file__).resolve().parent.parent / "cvs"


def jiao_zhenbang():
    d = Document()
    d.add_heading("焦振邦  个人简历", level=0)
    d.add_paragraph("热设计高级工程师 | 13801176325 | jiaozb_thermal@126.com | 北京海淀")
    d.add_heading("工作经历", level=1)
    d.add_heading("联想（北京）有限公司　笔记本热设计高级工程师　2020/4-至今", level=2)
    for t in [
        "负责 ThinkPad X1 Carbon 与 Yoga 系列的散热方案设计，包括双风扇、VC 均热板与石墨片布局。",
        "使用 Flotherm、Icepak 进行整机 CFD 仿真，仿真与实测温差控制在 2°C 以内。",
        "推动液金导热材料在 2023 款高性能机型量产导入，CPU 持续功耗提升 8W。",
    ]:
        d.add_paragraph(t, style="List Bullet")
    d.add_heading("华为终端有限公司　结构热设计工程师　2013/7-2020/3", level=2)
    for t in [
        "负责 MateBook 系列笔记本及平板的热设计，2019 年主导 MateBook X Pro 散热模组开发。",
        "建立整机热测试规范，搭建恒温舱测试平台。",
    ]:
        d.add_paragraph(t, style="List Bullet")
    d.add_heading("教育背景", level=1)
    tbl = d.add_table(rows=3, cols=4)
    tbl.style = "Table Grid"
    rows = [
        ("时间", "学校", "学历", "专业"),
        ("2024.09-至今", "上海交通大学", "工程博士（在读，非全日制）", "动力工程及工程热物理"),
        ("2009.09-2013.06", "浙江工业大学", "本科", "热能与动力工程"),
    ]
    for r, vals in zip(tbl.rows, rows):
        for c, v in zip(r.cells, vals):
            c.text = v
    d.add_heading("技能", level=1)
    d.add_paragraph("Flotherm、Icepak、ANSYS Fluent、Creo、红外热像仪测试、MATLAB")
    d.add_heading("专利与荣誉", level=1)
    d.add_paragraph("发明专利 3 项（第一发明人 1 项）；2018 年华为终端“金牌个人”奖。")
    d.save(OUT / "焦振邦-热设计-简历.docx")


def bhargava_old():
    d = Document()
    sec = d.sections[0]
    d.add_heading("Siddhant Bhargava", level=0)
    d.add_paragraph("Head of Site Reliability Engineering | siddhant.bhargava@proton.me | +65 9127 6630 | Singapore")
    d.add_heading("Experience", level=1)
    jobs = [
        ("Shopee, Singapore — Head of SRE", "March 2019 – present",
         ["Run a 40-person SRE organisation covering the marketplace, ShopeePay and logistics platforms.",
          "Moved 3,000+ services from VMs onto self-managed Kubernetes clusters across three regions.",
          "Cut P1 incidents by 55% year over year through error budgets and game days."]),
        ("Tencent Cloud, Singapore — Senior Infrastructure Engineer", "April 2016 – February 2019",
         ["Built the Southeast Asia region of Tencent Cloud's container service (TKE).",
          "On-call lead for CVM and CBS storage in the Singapore region."]),
        ("Huawei Technologies India, Bangalore — Systems Engineer", "June 2012 – March 2016",
         ["Linux platform engineering for the telecom OSS product line."]),
        ("Infosys, Pune — Software Engineer", "July 2008 – May 2012",
         ["Java middleware support for a UK retail bank client."]),
    ]
    for head, dates, bullets in jobs:
        p = d.add_paragraph()
        p.add_run(head).bold = True
        p.add_run("\t" + dates)
        for b in bullets:
            d.add_paragraph(b, style="List Bullet")
    d.add_heading("Education", level=1)
    d.add_paragraph("B.Tech., Computer Science and Engineering — Indian Institute of Technology Bombay, 2004 – 2008")
    d.add_heading("Skills", level=1)
    d.add_paragraph("Kubernetes, Terraform, Go, Python, Prometheus, Ceph, Linux kernel tuning")
    d.save(OUT / "Siddhant_Bhargava_CV_2022.docx")


if __name__ == "__main__":
    jiao_zhenbang()
    bhargava_old()
