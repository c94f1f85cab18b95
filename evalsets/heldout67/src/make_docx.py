"""Builds the two DOCX CVs of heldout67 into ../cvs/."""
import os
from docx import Document
from docx.shared import Pt, Cm
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.oxml.ns import qn

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")


def zh_font(doc):
    st = doc.styles["Normal"]
    st.font.name = "Noto Sans CJK SC"
    st.font.size = Pt(10.5)
    st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")


def guan_yunhua():
    doc = Document()
    zh_font(doc)
    p = doc.add_paragraph()
    r = p.add_run("个人简历")
    r.bold = True
    r.font.size = Pt(18)
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    rows = [
        ("姓名", "官蕴华"),
        ("联系方式", "186-0135-2287 ｜ guanyunhua@outlook.com ｜ 北京朝阳区"),
        ("求职意向", "证券公司合规总监助理 / 合规部负责人"),
        ("工作经历",
         "2023.01 至今　中信证券股份有限公司　合规部　高级经理（团队负责人，管理 4 人）\n"
         "牵头投行业务信息隔离墙与利益冲突审查，年审项目 300 余个；负责反洗钱（AML）可疑交易监测规则优化。\n"
         "2019.07 – 2022.12　中信证券股份有限公司　合规部　合规经理\n"
         "负责经纪业务合规检查与监管报送，参与应对证监会现场检查。"),
        ("",
         "2015.07 – 2019.06　德勤华永会计师事务所（Deloitte）　审计及鉴证部　审计员、高级审计员\n"
         "金融服务行业审计，审计客户包括海通证券、华泰证券等券商及公募基金。"),
        ("实习经历", "2014.07 – 2014.08　国泰君安证券　合规部　实习生"),
        ("教育背景",
         "2017.09 – 2019.06　香港大学（The University of Hong Kong）　法学硕士 LLM（金融法，兼读制）\n"
         "2011.09 – 2015.06　中央财经大学　法学院　法学学士"),
        ("资格证书", "法律职业资格证书（2014）；证券从业资格；CFA 二级（CFA Institute，2018）"),
        ("技能", "合规检查、反洗钱、信息隔离墙、监管报送；Excel、SQL（基础）；英语 CET-6"),
    ]
    t = doc.add_table(rows=0, cols=2)
    t.style = "Table Grid"
    for k, v in rows:
        c = t.add_row().cells
        c[0].text = k
        c[0].width = Cm(3)
        c[1].width = Cm(13)
        lines = v.split("\n")
        c[1].text = lines[0]
        for ln in lines[1:]:
            c[1].add_paragraph(ln)
        if k:
            for r in c[0].paragraphs[0].runs:
                r.bold = True
    doc.save(os.path.join(OUT, "官蕴华_简历.docx"))


def santangelo():
    doc = Document()
    st = doc.styles["Normal"]
    st.font.name = "Calibri"
    st.font.size = Pt(10.5)

    def head(text):
        p = doc.add_paragraph()
        r = p.add_run(text)
        r.bold = True
        r.font.size = Pt(12)

    def para(text, bold_prefix=None):
        p = doc.add_paragraph()
        if bold_prefix:
            p.add_run(bold_prefix).bold = True
        p.add_run(text)

    p = doc.add_paragraph()
    r = p.add_run("Aurelio Santangelo")
    r.bold = True
    r.font.size = Pt(20)
    para("London, UK | +44 7700 918 245 | aurelio.santangelo@protonmail.com | github.com/asantangelo")
    head("Profile")
    para("Chartered structural engineer who moved into software in 2019. I build the BIM tools I used to "
         "wish I had: Revit add-ins, IFC exchange and design automation for engineers.")
    head("Experience")
    para("Autodesk, London — Senior Software Engineer, Revit Platform (Jul 2022 – Present)", None)
    para("I lead the IFC import/export component of Revit, written in C# and C++ on .NET, and review the "
         "public Revit API changes with the developer-relations team. I moved the IFC regression suite to "
         "Python-driven nightly runs on Azure DevOps, which cut triage time by half.")
    para("Autodesk, London — Software Engineer (Mar 2019 – Jun 2022)")
    para("I joined Autodesk as a software engineer in the Revit structural team and shipped the rebar "
         "detailing API and Dynamo nodes for analytical models, in C# and Python.")
    para("Arup, London — Structural Engineer (Sep 2014 – Feb 2019)")
    para("Structural design of rail and commercial projects, including the Crossrail Farringdon station box "
         "and 22 Bishopsgate; I wrote Grasshopper and Dynamo scripts that the team used for BIM coordination.")
    para("Arup, London — Graduate Structural Engineer (Sep 2012 – Aug 2014)")
    para("Concrete and steel design on the Arup graduate programme; became Chartered (CEng MIStructE) in 2017.")
    head("Education")
    para("MSc Computer Science (online, part-time), University of London — 2020 – 2021, discontinued after the first year")
    para("MSc Structural Engineering, Imperial College London — 2011 – 2012")
    para("Laurea (BEng) in Civil Engineering, Politecnico di Milano — 2008 – 2011")
    head("Certifications")
    para("Autodesk Certified Professional: Revit for Structural Design (2016)")
    head("Skills")
    para("C#, .NET, C++, Python, Revit API, Dynamo, IFC / buildingSMART, Rust, Kotlin, Git, Azure DevOps")
    doc.save(os.path.join(OUT, "Aurelio_Santangelo_CV.docx"))


if __name__ == "__main__":
    guan_yunhua()
    santangelo()
