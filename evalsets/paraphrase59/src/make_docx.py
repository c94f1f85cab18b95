#!/usr/bin/env python3
"""Builds the two DOCX CVs of paraphrase59 into ../cvs/."""
from pathlib import Path
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

OUT = Path(__file__).resolve().parent.parent / "cvs"


def ingvild():
    d = Document()
    # the owner's name is only in the header section, never in the body
    hdr = d.sections[0].header.paragraphs[0]
    hdr.text = "Ingvild Sætre — Curriculum Vitae — confidential"
    d.add_heading("VP of Data | Analytics & ML leadership", level=1)
    d.add_paragraph("Stockholm, Sweden · ingvild.saetre@icloud.com · +46 70 318 42 96")
    d.add_heading("Summary", level=2)
    d.add_paragraph(
        "Data leader with fifteen years in consumer tech: built analytics, experimentation and "
        "machine-learning teams from 4 to 140 people, and keeps a hand in the code.")
    d.add_heading("Experience", level=2)
    t = d.add_table(rows=1, cols=3)
    t.style = "Table Grid"
    for c, h in zip(t.rows[0].cells, ["Period", "Employer", "Role"]):
        c.text = h
    rows = [
        ("Mar 2021 – Present", "Klarna (Stockholm)", "VP of Data"),
        ("Jan 2018 – Feb 2021", "Spotify (Stockholm)", "Head of Data Science, Personalization"),
        ("Jan 2016 – Dec 2017", "Spotify (Stockholm)", "Senior Data Scientist"),
        ("Aug 2011 – Dec 2015", "Schibsted Media Group (Oslo)", "Data Scientist"),
    ]
    for r in rows:
        cells = t.add_row().cells
        for c, v in zip(cells, r):
            c.text = v
    d.add_heading("Highlights", level=2)
    for b in [
        "Klarna: lead the data platform, analytics and credit-risk ML org (140 people); "
        "consolidated three warehouses onto one lakehouse and set up the company-wide experimentation platform.",
        "Spotify: ran the personalization data-science group behind Home and Discover Weekly; "
        "led the data-sharing workstream of Spotify's partnership with Tencent Music Entertainment (2018).",
        "Schibsted: built churn and price-elasticity models in Python (pandas, scikit-learn) for the "
        "classifieds marketplaces in Norway and Sweden.",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("Education", level=2)
    d.add_paragraph("MSc Statistics, Norwegian University of Science and Technology (NTNU), 2011")
    d.add_paragraph("BSc Mathematics, University of Oslo, 2009")
    d.add_paragraph("Doctoral studies in statistics (part-time), NTNU, 2012–2013 — not completed")
    d.add_heading("Publications & service", level=2)
    d.add_paragraph("I. Sætre, M. Lindeberg and A. Okafor-Berg. Calibrating Home-Feed Recommendations "
                    "at Scale. RecSys 2019 (Industry Track).", style="List Bullet")
    d.add_paragraph("Programme committee member, KDD 2022 Applied Data Science Track.", style="List Bullet")
    d.add_paragraph("Panel speaker, Volcano Engine (ByteDance) data summit, Singapore, 2023.", style="List Bullet")
    d.add_heading("Skills", level=2)
    d.add_paragraph("SQL, Python, Spark, dbt, causal inference, experimentation design, hiring and org design")
    d.save(OUT / "ingvild_saetre_vp_data.docx")


def ruan():
    d = Document()
    st = d.styles["Normal"]
    st.font.name = "SimSun"
    st.element.rPr.rFonts.set(qn("w:eastAsia"), "宋体")
    st.font.size = Pt(10.5)
    d.add_heading("阮清禾 — 管理会计 / 财务BP", level=1)
    d.add_paragraph("手机：186-0571-3392　邮箱：ruanqinghe_cma@126.com　现居：广东佛山")
    d.add_heading("教育背景", level=2)
    t = d.add_table(rows=1, cols=4)
    t.style = "Table Grid"
    for c, h in zip(t.rows[0].cells, ["时间", "院校", "专业", "学历"]):
        c.text = h
    for r in [("2008.09-2012.06", "中南财经政法大学", "会计学", "本科"),
              ("2017.09-2020.06", "上海国家会计学院（在职）", "会计硕士（MPAcc）", "硕士")]:
        cells = t.add_row().cells
        for c, v in zip(cells, r):
            c.text = v
    d.add_heading("工作经历", level=2)
    d.add_paragraph("美的集团股份有限公司　家用空调事业部　管理会计经理（2023年1月起任高级经理）　2019年8月 - 至今")
    for b in ["搭建事业部全面预算与滚动预测模型，覆盖 12 个产品线；推动标准成本与作业成本（ABC）落地。",
              "作为财务BP参与新品定价与产能投资决策，年度降本 1.2 亿元。"]:
        d.add_paragraph(b, style="List Bullet")
    d.add_paragraph("蚂蚁集团（原蚂蚁金服）　财务分析专家　2016年3月 - 2019年7月")
    d.add_paragraph("负责花呗业务的经营分析与成本分摊，建立业务线损益（P&L）月报体系。", style="List Bullet")
    d.add_paragraph("德勤华永会计师事务所（上海）　审计员 → 高级审计员　2012年7月 - 2016年2月")
    d.add_paragraph("参与制造业及零售业上市公司年报审计，负责存货与收入循环测试。", style="List Bullet")
    d.add_heading("证书与其他", level=2)
    d.add_paragraph("美国注册管理会计师（CMA）、中国注册会计师（CPA）全科合格")
    d.add_paragraph("兼职讲师：浙江财经大学 会计学院（2021-2022，管理会计实务课）")
    d.add_heading("技能", level=2)
    d.add_paragraph("SAP FICO/CO、Excel 建模、Power BI、Python（业余自学，未在工作中使用）")
    d.save(OUT / "阮清禾_管理会计.docx")


if __name__ == "__main__":
    ingvild()
    ruan()
