"""Builds the two DOCX CVs of paraphrase196."""
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH
import os
OUT = os.path.join(os.path.dirname(__file__), "..", "cvs")

def luo_wanqing():
    d = Document()
    st = d.styles["Normal"]; st.font.name = "Noto Sans CJK SC"; st.font.size = Pt(10.5)
    t = d.add_paragraph(); r = t.add_run("罗婉晴"); r.bold = True; r.font.size = Pt(20)
    t.alignment = WD_ALIGN_PARAGRAPH.CENTER
    p = d.add_paragraph("供应链计划 ｜ 手机：136-3155-9827 ｜ 邮箱：luowq_scm@126.com ｜ 广东东莞")
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    d.add_heading("基本信息", level=1)
    tb = d.add_table(rows=3, cols=4); tb.style = "Table Grid"
    cells = [("出生年份", "1994", "工作年限", "10年"), ("学历", "本科", "政治面貌", "群众"),
             ("期望岗位", "供应链计划经理", "到岗时间", "一个月内")]
    for i, row in enumerate(cells):
        for j, v in enumerate(row):
            tb.cell(i, j).text = v
    d.add_heading("工作经历", level=1)
    tw = d.add_table(rows=1, cols=3); tw.style = "Table Grid"
    for j, v in enumerate(["时间", "公司", "职位"]):
        tw.rows[0].cells[j].text = v
    for row in [("2022.04 - 至今", "立讯精密工业股份有限公司（东莞）", "高级供应链计划主管"),
                ("2019.10 - 2022.03", "立讯精密工业股份有限公司（东莞）", "供应链计划专员"),
                ("2016.07 - 2019.09", "富士康科技集团（鸿海精密工业） iDPBG 事业群", "物料计划员")]:
        c = tw.add_row().cells
        for j, v in enumerate(row):
            c[j].text = v
    d.add_heading("立讯精密 · 供应链计划", level=2)
    for b in ["负责 TWS 耳机与智能手表产线的主生产计划（MPS），统筹 6 家工厂的产能与物料约束，月度计划达成率 96%。",
              "每周使用 SQL 从 SAP HANA 抽取在途、在库与工单数据，搭建 Power BI 缺料预警看板。",
              "主导 2023 年 S&OP 流程改造，将需求预测偏差（MAPE）从 28% 降至 17%。",
              "管理 3 人计划小组，对接苹果、华为等品牌客户的周度需求滚动。"]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("富士康 · 物料计划", level=2)
    for b in ["负责手机整机组装线的 MRP 运行与物料齐套分析，使用 Oracle EBS 维护 BOM 与安全库存参数。",
              "2018 年旺季备货项目，库存周转天数由 41 天降至 33 天。"]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("教育背景", level=1)
    te = d.add_table(rows=2, cols=4); te.style = "Table Grid"
    for j, v in enumerate(["时间", "学校", "专业", "学位"]):
        te.rows[0].cells[j].text = v
    for j, v in enumerate(["2012.09 - 2016.06", "深圳大学", "物流管理", "管理学学士"]):
        te.rows[1].cells[j].text = v
    d.add_heading("证书与技能", level=1)
    d.add_paragraph("APICS CPIM 认证（2021）；SAP APO / IBP、SQL、Power BI、Excel VBA；英语 CET-6")
    d.save(os.path.join(OUT, "罗婉晴_简历_2026.docx"))

def rosalie():
    d = Document()
    t = d.add_paragraph(); r = t.add_run("Rosalie Pembridge"); r.bold = True; r.font.size = Pt(22)
    d.add_paragraph("Product Manager, learning products · London · rosalie.pembridge@gmail.com · +44 7911 204 556")
    d.add_heading("Profile", level=1)
    d.add_paragraph("Former secondary-school English teacher who moved into product management in 2019. "
                    "I build learning products with the classroom in mind: I have marked the homework that our "
                    "features generate, so I care about what teachers actually do with them on a Tuesday night.")
    d.add_heading("Experience", level=1)
    d.add_heading("Seneca Learning — London", level=2)
    d.add_paragraph("Senior Product Manager, Teacher Platform | 2024 – present")
    d.add_paragraph("Product Manager, Homework & Assignments | Nov 2021 – 2024")
    for b in ["Lead a squad of seven engineers and a designer building the teacher dashboard used in 4,000+ UK schools.",
              "Wrote SQL in BigQuery to analyse assignment completion and learner retention, and defined the team's north-star metric.",
              "Launched auto-marked exam-style questions for GCSE English, lifting weekly active teachers by 22%."]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("Pearson — London", level=2)
    d.add_paragraph("Associate Product Manager, Digital Courseware | Aug 2019 – Oct 2021")
    for b in ["Owned the roadmap for the KS3 English online courseware; ran discovery interviews with 60 teachers.",
              "Coordinated the migration of 1,200 lessons to the new content platform with the editorial team."]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("Harris Academy Peckham — London", level=2)
    d.add_paragraph("Teacher of English (Head of Year 9 from 2017) | Sep 2013 – Jul 2019")
    for b in ["Taught English Language and Literature to Years 7–13; GCSE grade 5+ rate in my classes rose from 48% to 67%.",
              "Joined through the Teach First Leadership Development Programme."]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("Education", level=1)
    tb = d.add_table(rows=3, cols=3); tb.style = "Table Grid"
    rows = [("Institution", "Qualification", "Years"),
            ("University of Edinburgh", "MA (Hons) English Literature — four-year undergraduate degree, 2:1", "2009 – 2013"),
            ("UCL Institute of Education", "PGCE Secondary English (via Teach First)", "2013 – 2014")]
    for i, row in enumerate(rows):
        for j, v in enumerate(row):
            tb.cell(i, j).text = v
    d.add_heading("Also", level=1)
    for b in ["Judge, EdTech Hackathon London 2023 (Bett Show fringe)",
              "Certified Scrum Product Owner (CSPO), 2020",
              "Tools: Jira, Figma, Amplitude, BigQuery, Looker"]:
        d.add_paragraph(b, style="List Bullet")
    d.save(os.path.join(OUT, "rosalie_pembridge_cv.docx"))

luo_wanqing(); rosalie()
