"""Builds the two DOCX CVs into ../cvs/."""
from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

def aoife():
    d = Document()
    d.add_heading("Aoife Kerrigan", 0)
    d.add_paragraph("In-house Legal Counsel | Singapore | aoife.kerrigan@outlook.com | +65 9024 3318")
    d.add_heading("Profile", 1)
    d.add_paragraph("Commercial and technology lawyer with twelve years of practice, first in a Magic Circle "
                    "firm and then in-house at two technology companies. Admitted in Ireland (2014) and as a "
                    "foreign lawyer in Singapore.")
    d.add_heading("Experience", 1)
    t = d.add_table(rows=1, cols=3)
    t.style = "Table Grid"
    h = t.rows[0].cells
    h[0].text, h[1].text, h[2].text = "Dates", "Employer", "Role"
    for row in [("Jan 2023 – present", "Lark (ByteDance), Singapore", "Senior Legal Counsel, Commercial & Privacy"),
                ("Sep 2018 – Dec 2022", "Ericsson, Singapore", "Legal Counsel, Market Area South East Asia"),
                ("Sep 2014 – Aug 2018", "Allen & Overy, Hong Kong", "Associate, Technology & IP")]:
        c = t.add_row().cells
        for i, v in enumerate(row):
            c[i].text = v
    d.add_paragraph("Lark: negotiate enterprise SaaS agreements and data-processing addenda for APAC customers; "
                    "run the privacy impact assessment process for new product launches.", style="List Bullet")
    d.add_paragraph("Ericsson: supported 5G RAN supply contracts with regional operators; coordinated with PwC "
                    "and KPMG as the operators' external auditors on revenue-recognition questions.", style="List Bullet")
    d.add_paragraph("Allen & Overy: advised banks and technology clients on outsourcing and licensing deals.",
                    style="List Bullet")
    d.add_heading("Education", 1)
    d.add_paragraph("LL.M. (Intellectual Property and Technology Law), National University of Singapore, 2013 – 2014")
    d.add_paragraph("LL.B. (Law), Trinity College Dublin, 2009 – 2013")
    d.add_heading("Certifications", 1)
    d.add_paragraph("CIPP/A (IAPP), 2021; Deloitte Privacy Academy short course, 2020")
    d.save(os.path.join(OUT, "Aoife_Kerrigan_CV.docx"))

def ao():
    d = Document()
    d.add_heading("敖欣然", 0)
    d.add_paragraph("高级商品经理 ｜ 广州 ｜ 186-2075-3391 ｜ aoxinran_md@qq.com")
    d.add_heading("工作经历", 1)
    d.add_paragraph("SHEIN（希音）　高级商品经理　2023.01–至今")
    d.add_paragraph("负责女装连衣裙品类的商品企划与上新节奏，管理 4 人团队；通过小单快反测款，将首单售罄率提升至 72%。", style="List Bullet")
    d.add_paragraph("SHEIN（希音）　商品企划　2019.07–2022.12")
    d.add_paragraph("基于销售数据和社媒趋势制定每周上新计划，用 SQL 和 Excel 跟踪款式动销。", style="List Bullet")
    d.add_paragraph("ZARA（Inditex 集团）中国区　商品助理→商品专员　2015.07–2019.06")
    d.add_paragraph("负责华南区 40 家门店的补货与调拨，参与季中快反订单。", style="List Bullet")
    d.add_heading("教育背景", 1)
    t = d.add_table(rows=2, cols=4)
    t.style = "Table Grid"
    for i, v in enumerate(["时间", "学校", "专业", "学历"]):
        t.rows[0].cells[i].text = v
    for i, v in enumerate(["2011.09–2015.06", "东华大学", "服装设计与工程", "本科"]):
        t.rows[1].cells[i].text = v
    d.add_heading("技能", 1)
    d.add_paragraph("Excel（数据透视表、VBA）、SQL、Power BI、英语 CET-6")
    d.save(os.path.join(OUT, "敖欣然-商品经理.docx"))

aoife(); ao()
