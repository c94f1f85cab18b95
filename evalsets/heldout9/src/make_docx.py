"""Build the four DOCX CVs of heldout9 with python-docx."""
from docx import Document
from docx.shared import Pt, Cm, RGBColor
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.oxml.ns import qn
from docx.oxml import OxmlElement
import os

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")


def cjk(doc, font="SimSun"):
    st = doc.styles["Normal"]
    st.font.name = "Calibri"
    st.element.rPr.rFonts.set(qn("w:eastAsia"), font)
    st.font.size = Pt(10.5)


def no_borders(table):
    tbl = table._tbl
    tblPr = tbl.tblPr
    borders = OxmlElement("w:tblBorders")
    for b in ("top", "left", "bottom", "right", "insideH", "insideV"):
        e = OxmlElement(f"w:{b}")
        e.set(qn("w:val"), "nil")
        borders.append(e)
    tblPr.append(borders)


def cell_par(cell, text, bold=False, size=None, color=None, first=False):
    p = cell.paragraphs[0] if first else cell.add_paragraph()
    r = p.add_run(text)
    r.bold = bold
    if size:
        r.font.size = Pt(size)
    if color:
        r.font.color.rgb = RGBColor.from_string(color)
    return p


# 1. Fiona Gallagher: two-column table layout (left sidebar, right main column)
def fiona():
    doc = Document()
    for s in doc.sections:
        s.left_margin = s.right_margin = Cm(1.5)
        s.top_margin = s.bottom_margin = Cm(1.5)
    t = doc.add_table(rows=1, cols=2)
    no_borders(t)
    left, right = t.rows[0].cells
    left.width, right.width = Cm(5.5), Cm(12.5)
    cell_par(left, "FIONA GALLAGHER", bold=True, size=18, color="1B3A57", first=True)
    cell_par(left, "Director of Product")
    cell_par(left, "")
    cell_par(left, "CONTACT", bold=True, color="1B3A57")
    cell_par(left, "fiona.gallagher.pm@gmail.com")
    cell_par(left, "+31 6 4120 7781")
    cell_par(left, "Amsterdam, Netherlands")
    cell_par(left, "")
    cell_par(left, "SKILLS", bold=True, color="1B3A57")
    for s in ["Product strategy & roadmapping", "A/B testing and experimentation", "SQL (BigQuery, Snowflake)",
              "Payments & checkout", "Hiring and coaching PMs", "Amplitude, Looker"]:
        cell_par(left, s)
    cell_par(left, "")
    cell_par(left, "CERTIFICATIONS", bold=True, color="1B3A57")
    cell_par(left, "Certified Scrum Product Owner (CSPO), Scrum Alliance, 2014")
    cell_par(left, "")
    cell_par(left, "LANGUAGES", bold=True, color="1B3A57")
    cell_par(left, "English (native), Irish, Dutch (B1)")

    cell_par(right, "PROFILE", bold=True, color="1B3A57", first=True)
    cell_par(right, "Product leader with more than twelve years in product management across B2B SaaS, "
             "consumer audio and travel payments. I currently run the Payments product group at Booking.com "
             "and manage a team of 8 product managers.")
    cell_par(right, "")
    cell_par(right, "EXPERIENCE", bold=True, color="1B3A57")
    jobs = [
        ("Booking.com — Amsterdam", "Director of Product, Payments | Jan 2022 – Present",
         ["Manage 8 product managers across checkout, payouts and fraud; own the payments roadmap for 28 million monthly bookings.",
          "Launched pay-by-instalments in 11 markets, lifting checkout conversion by 2.7%."]),
        ("Spotify — Stockholm", "Senior Product Manager, Podcast Ads | Oct 2017 – Dec 2021",
         ["Led the Spotify Audience Network ads marketplace from beta to general availability.",
          "Ran the experimentation programme for dynamic ad insertion (120+ A/B tests)."]),
        ("Intercom — Dublin", "Product Manager | Sep 2013 – Aug 2016",
         ["Owned the Inbox product for support teams; shipped team assignment rules and SLA reporting."]),
        ("Accenture — Dublin", "Business Analyst, Technology Consulting | Jun 2011 – Aug 2013",
         ["Requirements and testing for CRM roll-outs at client sites (Vodafone Ireland, Bank of Ireland)."]),
    ]
    for org, line, bullets in jobs:
        cell_par(right, org, bold=True)
        cell_par(right, line)
        for b in bullets:
            p = right.add_paragraph(style="List Bullet")
            p.add_run(b)
    cell_par(right, "")
    cell_par(right, "EDUCATION", bold=True, color="1B3A57")
    cell_par(right, "MBA — Saïd Business School, University of Oxford | 2016 – 2017", bold=True)
    cell_par(right, "BA (Hons) Economics and Finance — University College Cork | 2007 – 2011", bold=True)
    doc.save(os.path.join(OUT, "fiona_gallagher.docx"))


# 2. 钱浩天: Chinese DOCX with a 教育背景 table
def qian():
    doc = Document()
    cjk(doc)
    h = doc.add_paragraph()
    h.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = h.add_run("钱浩天")
    r.bold = True
    r.font.size = Pt(20)
    p = doc.add_paragraph("资深芯片架构师 ｜ 上海 ｜ 电话：135-0172-8860 ｜ 邮箱：qianhaotian_ic@163.com")
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    doc.add_heading("教育背景", level=1)
    t = doc.add_table(rows=3, cols=4)
    t.style = "Table Grid"
    rows = [("时间", "学校", "专业", "学历"),
            ("2013.09 - 2016.06", "东南大学", "集成电路工程", "硕士"),
            ("2009.09 - 2013.06", "西安电子科技大学", "微电子学", "本科")]
    for i, row in enumerate(rows):
        for j, v in enumerate(row):
            t.cell(i, j).text = v
    doc.add_heading("工作经历", level=1)
    doc.add_paragraph("平头哥半导体有限公司（阿里巴巴集团）　2021年6月 - 至今").runs[0].bold = True
    doc.add_paragraph("资深芯片架构师（2024年1月 - 至今）")
    for b in ["带领5人团队负责玄铁 RISC-V 处理器的缓存一致性子系统架构设计与性能建模。",
              "定义新一代 NoC 互联架构，多核场景带宽提升 40%。"]:
        doc.add_paragraph(b, style="List Bullet")
    doc.add_paragraph("高级数字IC设计工程师（2021年6月 - 2023年12月）")
    for b in ["负责 AI 推理芯片含光系列的 DMA 与 PCIe 控制器 RTL 设计（Verilog / SystemVerilog）。",
              "搭建模块级 UVM 验证环境，配合后端完成时序收敛（PrimeTime）。"]:
        doc.add_paragraph(b, style="List Bullet")
    doc.add_paragraph("海思半导体有限公司（华为）　2016年7月 - 2021年5月").runs[0].bold = True
    doc.add_paragraph("数字IC设计工程师")
    for b in ["参与麒麟系列手机 SoC 的 ISP 模块 RTL 设计与低功耗设计（UPF）。",
              "负责模块综合与 STA，参与 3 颗芯片一次流片成功。"]:
        doc.add_paragraph(b, style="List Bullet")
    doc.add_heading("专业技能", level=1)
    doc.add_paragraph("Verilog、SystemVerilog、UVM、PrimeTime、Design Compiler、Python 脚本；了解 Chisel、HLS")
    doc.add_heading("荣誉", level=1)
    doc.add_paragraph("2015 年 全国研究生电子设计竞赛 华东赛区一等奖；2019 年 华为总裁嘉奖")
    doc.save(os.path.join(OUT, "钱浩天_简历.docx"))


# 3. Kim Jiwoo: the name appears only in the page header and footer
def kim():
    doc = Document()
    sec = doc.sections[0]
    hp = sec.header.paragraphs[0]
    hp.text = "KIM JIWOO  ·  Senior Product Designer  ·  jiwoo.design"
    fp = sec.footer.paragraphs[0]
    fp.text = "Kim Jiwoo — CV — page 1"
    fp.alignment = WD_ALIGN_PARAGRAPH.RIGHT
    doc.add_heading("Product Designer — mobile, marketplaces, design systems", level=1)
    doc.add_paragraph("jkim.ux@gmail.com | +65 8123 4470 | Singapore | portfolio: jiwoo.design")
    doc.add_paragraph("Twelve years designing consumer apps in Korea and South-East Asia. I like messy "
                      "marketplace problems, fast prototyping and design systems that engineers actually use.")
    doc.add_heading("Work", level=2)
    jobs = [
        ("Grab, Singapore — Senior Product Designer", "07/2021 - today",
         ["Own the design of GrabFood merchant tools; redesigned the order-management flow used by 400k merchants.",
          "Co-own the Grab design system tokens in Figma; run fortnightly design critiques for 15 designers."]),
        ("Coupang, Seoul — Product Designer", "09/2017 - 06/2021",
         ["Designed the Coupang Eats courier app from zero to launch; ran 60+ field user-research sessions with couriers.",
          "Built interactive prototypes in ProtoPie for usability testing."]),
        ("Naver, Seongnam — UI Designer", "03/2014 - 08/2017",
         ["Visual and interaction design for Naver Webtoon mobile reader; maintained the Sketch component library."]),
    ]
    for title, dates, bullets in jobs:
        p = doc.add_paragraph()
        p.add_run(title).bold = True
        p.add_run("\t" + dates)
        for b in bullets:
            doc.add_paragraph(b, style="List Bullet")
    doc.add_heading("Education", level=2)
    doc.add_paragraph("BFA, Visual Communication Design — Hongik University, Seoul (2010 - 2014)")
    doc.add_heading("Recognition", level=2)
    doc.add_paragraph("Red Dot Design Award 2019 (Interface & User Experience), Coupang Eats courier app")
    doc.add_paragraph("Judge, Google Play Awards Korea 2020")
    doc.add_heading("Toolbox", level=2)
    doc.add_paragraph("Figma, Sketch, ProtoPie, Principle, user research, usability testing, design systems, "
                      "Blender, Unity")
    doc.save(os.path.join(OUT, "resume_final_v3.docx"))


# 4. Oluwaseun Adeyemi: plain single-column DOCX with headings
def adeyemi():
    doc = Document()
    t = doc.add_heading("Oluwaseun Adeyemi", level=0)
    doc.add_paragraph("Senior Machine Learning Engineer · Cambridge, UK · seun.adeyemi.ml@gmail.com · +44 7911 302 118")
    doc.add_heading("Experience", level=1)
    doc.add_heading("Amazon Web Services (AWS) — Senior Machine Learning Engineer, Amazon SageMaker", level=2)
    doc.add_paragraph("May 2022 – present, Cambridge, UK")
    for b in ["Designed distributed training recipes for SageMaker HyperPod; built PyTorch FSDP and "
              "checkpointing optimisations that cut large-model training restarts by 30%.",
              "Designed the evaluation service that benchmarks customer LLM fine-tunes."]:
        doc.add_paragraph(b, style="List Bullet")
    doc.add_heading("Amazon — Machine Learning Engineer, Alexa AI", level=2)
    doc.add_paragraph("Oct 2018 – Apr 2022, Cambridge, UK")
    for b in ["Built wake-word and on-device speech recognition models for Echo devices (PyTorch, model "
              "quantisation).",
              "Owned the data pipeline for semi-supervised speech training on Spark."]:
        doc.add_paragraph(b, style="List Bullet")
    doc.add_heading("Andela — Software Engineer", level=2)
    doc.add_paragraph("Aug 2015 – Aug 2017, Lagos, Nigeria")
    doc.add_paragraph("Full-stack engineer placed with US client teams (Python/Django, React).", style="List Bullet")
    doc.add_heading("Education", level=1)
    doc.add_paragraph("MSc Machine Learning, University College London (UCL), 2017 – 2018 (Distinction)")
    doc.add_paragraph("BSc Computer Science, University of Lagos, 2011 – 2015")
    doc.add_heading("Awards and community", level=1)
    doc.add_paragraph("Deep Learning Indaba 2017 travel scholarship")
    doc.add_paragraph("Mentor, Google Developer Groups Lagos (2016 – 2017)")
    doc.add_heading("Skills", level=1)
    doc.add_paragraph("Python, PyTorch, Spark, AWS, Kubernetes, speech recognition, LLM fine-tuning")
    doc.save(os.path.join(OUT, "oluwaseun_adeyemi.docx"))


if __name__ == "__main__":
    fiona(); qian(); kim(); adeyemi()
