"""Builds the three DOCX CVs of paraphrase2 into ../cvs/ (python-docx)."""
from pathlib import Path
from docx import Document
from docx.shared import Pt, Cm, RGBColor
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.oxml.ns import qn

OUT = Path(__file__).resolve().parent.parent / "cvs"
OUT.mkdir(exist_ok=True)


def cjk(doc, font="SimSun"):
    st = doc.styles["Normal"]
    st.font.name = "Calibri"
    st.font.size = Pt(10.5)
    st.element.rPr.rFonts.set(qn("w:eastAsia"), font)


def para(cell_or_doc, text, bold=False, size=None, color=None, align=None, style=None):
    p = cell_or_doc.add_paragraph(style=style) if style else cell_or_doc.add_paragraph()
    r = p.add_run(text)
    r.bold = bold
    if size:
        r.font.size = Pt(size)
    if color:
        r.font.color.rgb = RGBColor(*color)
    if align:
        p.alignment = align
    return p


# ---------------- 王雨桐 (Chinese, education table) ----------------
def wang_yutong():
    d = Document()
    cjk(d)
    for s in d.sections:
        s.left_margin = s.right_margin = Cm(2)
    para(d, "王雨桐", bold=True, size=20, align=WD_ALIGN_PARAGRAPH.CENTER)
    para(d, "数据分析师 | 手机：186 5710 3392 | 邮箱：yutong.wang.data@qq.com | 深圳",
         align=WD_ALIGN_PARAGRAPH.CENTER)
    para(d, "求职意向：高级数据分析师 / 用户增长分析")
    d.add_heading("教育背景", level=2)
    rows = [("学校", "专业", "学历", "时间"),
            ("浙江工业大学", "统计学", "本科", "2018.09–2022.06"),
            ("上海财经大学", "应用统计", "硕士（非全日制，在读）", "2024.09–2027.06（预计）")]
    t = d.add_table(rows=len(rows), cols=4)
    t.style = "Table Grid"
    for i, row in enumerate(rows):
        for j, v in enumerate(row):
            t.cell(i, j).text = v
            if i == 0:
                t.cell(i, j).paragraphs[0].runs[0].bold = True
    d.add_heading("工作经历", level=2)
    para(d, "腾讯 · 互动娱乐事业群（IEG）　高级数据分析师　2023.10–至今", bold=True)
    para(d, "负责手游用户增长分析，搭建留存、付费与买量归因看板；设计并评估 40 余个 A/B 实验。",
         style="List Bullet")
    para(d, "北京字节跳动科技有限公司　数据分析师　2022.08–2023.09", bold=True)
    para(d, "抖音电商商家侧经营分析，建设 GMV 拆解与异动归因模型。", style="List Bullet")
    para(d, "北京字节跳动科技有限公司　数据分析实习生　2021.07–2021.12", bold=True)
    para(d, "实习期间负责抖音电商大促复盘报表，实习结束后获得校招 offer。", style="List Bullet")
    d.add_heading("专业技能", level=2)
    para(d, "SQL（Hive / ClickHouse）、Python（pandas、statsmodels）、Tableau、A/B 实验设计与因果推断")
    d.add_heading("获奖情况", level=2)
    para(d, "2020 年 华为 ICT 大赛 浙江赛区 二等奖", style="List Bullet")
    para(d, "2021 年 全国大学生统计建模大赛 三等奖", style="List Bullet")
    d.save(OUT / "wang_yutong_zh.docx")


# ---------------- Lukas Brandt (two-column table layout) ----------------
def lukas_brandt():
    d = Document()
    cjk(d)
    for s in d.sections:
        s.left_margin = s.right_margin = Cm(1.5)
    t = d.add_table(rows=1, cols=2)
    t.autofit = False
    left, right = t.rows[0].cells
    left.width, right.width = Cm(5.5), Cm(12.5)
    left.paragraphs[0].add_run("LUKAS BRANDT").bold = True
    para(left, "Senior Site Reliability Engineer", color=(90, 90, 90))
    para(left, "CONTACT", bold=True, color=(0, 90, 150))
    para(left, "lukas.brandt@posteo.de")
    para(left, "+65 8123 4470")
    para(left, "Singapore (German citizen)")
    para(left, "SKILLS", bold=True, color=(0, 90, 150))
    for s in ["Kubernetes (operators, multi-cluster)", "Terraform, Helm", "Go, Python, Bash",
              "Prometheus, Grafana", "Linux networking, eBPF"]:
        para(left, s)
    para(left, "CERTIFICATIONS", bold=True, color=(0, 90, 150))
    para(left, "Certified Kubernetes Administrator (CKA), 2019")
    para(left, "LANGUAGES", bold=True, color=(0, 90, 150))
    para(left, "German (native), English (C2), Mandarin (basic)")
    para(left, "OTHER", bold=True, color=(0, 90, 150))
    para(left, "Google Summer of Code 2013 student (Debian project)")

    right.paragraphs[0].add_run("EXPERIENCE").bold = True
    para(right, "Alibaba Cloud (Alibaba Cloud Intelligence), Singapore", bold=True)
    para(right, "Senior Site Reliability Engineer · since Mar 2021")
    para(right, "Run the Kubernetes control plane of the managed container service (ACK) for the "
                "Southeast Asia regions; cut p99 API-server latency by 45%.", style="List Bullet")
    para(right, "Built the cluster-upgrade automation used for 3,000+ customer clusters.",
         style="List Bullet")
    para(right, "SAP SE, Walldorf", bold=True)
    para(right, "Team Lead, Cloud Operations · 04/2019 – 02/2021")
    para(right, "Led a team of five SREs operating SAP Cloud Platform in the EU regions.",
         style="List Bullet")
    para(right, "Site Reliability Engineer · 07/2017 – 03/2019")
    para(right, "On-call, incident reviews and capacity planning for the Cloud Foundry stack.",
         style="List Bullet")
    para(right, "Siemens AG, Munich", bold=True)
    para(right, "Working Student, IT Infrastructure · 10/2015 – 09/2016")
    para(right, "EDUCATION", bold=True)
    para(right, "M.Sc. Informatics, Technical University of Munich (TUM), 2014 – 2017")
    para(right, "B.Sc. Informatics, Technical University of Munich (TUM), 2011 – 2014")
    d.save(OUT / "lukas_brandt.docx")


# ---------------- Yang Liu (English, headings; newer version) ----------------
def yang_liu():
    d = Document()
    cjk(d)
    d.add_heading("Yang Liu", level=0)
    para(d, "IC Verification Engineer | liuyang.ic@163.com | +86 181 2803 5519 | Chengdu, China")
    d.add_heading("Experience", level=1)
    d.add_heading("HiSilicon (a Huawei subsidiary), Chengdu", level=2)
    para(d, "Senior Verification Engineer, Jul 2020 – Present", bold=True)
    para(d, "Own the UVM environment of the Ascend NPU vector subsystem; 2 tape-outs with zero "
            "functional escapes.", style="List Bullet")
    para(d, "Introduced formal property checking (JasperGold) for the DMA arbiter.",
         style="List Bullet")
    d.add_heading("Intel (Chengdu)", level=2)
    para(d, "Verification Intern, Jun 2019 – Sep 2019", bold=True)
    para(d, "Wrote SystemVerilog assertions for a PCIe controller block.", style="List Bullet")
    d.add_heading("Education", level=1)
    para(d, "M.Eng., Microelectronics and Solid-State Electronics, Xidian University, 2017 – 2020")
    para(d, "B.Eng., Electronic Science and Technology, Harbin Institute of Technology, 2013 – 2017")
    d.add_heading("Skills", level=1)
    para(d, "SystemVerilog, UVM, SVA, JasperGold, Python, Perl, Verdi")
    d.save(OUT / "yang_liu_cv.docx")


if __name__ == "__main__":
    wang_yutong()
    lukas_brandt()
    yang_liu()
