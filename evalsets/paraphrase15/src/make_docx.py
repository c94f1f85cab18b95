"""Builds the two DOCX CVs of paraphrase15 into ../cvs/."""
import os
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")


def table(doc, rows, header=None):
    t = doc.add_table(rows=0, cols=len(rows[0]))
    t.style = "Table Grid"
    if header:
        cells = t.add_row().cells
        for c, h in zip(cells, header):
            c.text = h
            for r in c.paragraphs[0].runs:
                r.bold = True
    for row in rows:
        cells = t.add_row().cells
        for c, v in zip(cells, row):
            c.text = v
    return t


def zi_ruohan():
    d = Document()
    st = d.styles["Normal"]
    st.font.name = "Noto Sans CJK SC"
    st.font.size = Pt(10.5)
    p = d.add_paragraph()
    r = p.add_run("訾若菡")
    r.bold = True
    r.font.size = Pt(20)
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    p = d.add_paragraph("数据分析师 ｜ 151-1063-2278 ｜ ziruohan98@163.com ｜ 北京")
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER

    d.add_heading("教育背景", level=1)
    table(d, [
        ["2022.09 - 2024.07", "曼海姆大学（Universität Mannheim，德国）", "数据科学 理学硕士（M.Sc. Data Science）"],
        ["2018.09 - 2022.06", "北京邮电大学世纪学院", "信息管理与信息系统 管理学学士"],
    ], header=["时间", "学校", "专业 / 学位"])

    d.add_heading("工作经历", level=1)
    d.add_paragraph("北京三快在线科技有限公司（美团）｜ 数据分析师 ｜ 2024年9月 - 至今").runs[0].bold = True
    d.add_paragraph("负责美团买菜（小象超市）用户增长方向的指标体系与AB实验分析；搭建新客转化漏斗看板，推动首单券策略调整，新客7日复购率提升2.3个百分点。", style="List Bullet")
    d.add_paragraph("用 Hive SQL + Python 维护周报自动化流程，每周节省约6小时人工。", style="List Bullet")

    d.add_heading("实习经历", level=1)
    d.add_paragraph("TikTok（字节跳动）柏林办公室 ｜ 数据分析实习生 ｜ 2023年6月 - 2023年9月").runs[0].bold = True
    d.add_paragraph("TikTok Shop 德国站商家分层分析，用聚类方法划分商家生命周期阶段，结论用于招商团队的季度规划。", style="List Bullet")

    d.add_heading("论文与竞赛", level=1)
    d.add_paragraph("Ruohan Zi, Lena Adler. Sentiment Drift in German Product Reviews. ACL 2024 Student Research Workshop.（第一作者）", style="List Bullet")
    d.add_paragraph("2021 腾讯广告算法大赛 复赛（团队第57名）", style="List Bullet")

    d.add_heading("技能", level=1)
    d.add_paragraph("SQL（Hive / Presto）、Python（pandas、scikit-learn）、AB实验设计；了解 Scala、Flink、Power BI、R Shiny；德语 B2，英语 C1")
    d.save(os.path.join(OUT, "訾若菡_数据分析_简历.docx"))


def annelie():
    d = Document()
    st = d.styles["Normal"]
    st.font.name = "Calibri"
    st.font.size = Pt(10.5)
    d.add_heading("Annelie Voskuijlen", level=0)
    d.add_paragraph("Director of Product · Amsterdam · annelie.voskuijlen@gmail.com · +31 6 2418 7730")

    d.add_heading("Profile", level=1)
    d.add_paragraph(
        "Product leader with 18 years in consumer marketplaces and payments across Europe and Asia. "
        "I have built and run product organisations since 2015, hiring and coaching product managers "
        "and group product managers, and I care about discovery habits more than roadmaps.")

    d.add_heading("Experience", level=1)
    table(d, [
        ["01/2020 – today", "Booking.com, Amsterdam",
         "Director of Product, Accommodation Search & Ranking. Manage 25 people (4 group product managers, "
         "17 product managers, 4 product analysts). Led the move from fixed ranking rules to experiment-driven "
         "ranking; owner of the search relevance OKRs."],
        ["09/2015 – 12/2019", "Delivery Hero SE, Berlin",
         "Head of Product, Consumer Apps. Built and managed a team of 8 product managers across 3 markets; "
         "launched group ordering and the loyalty subscription."],
        ["07/2011 – 06/2014", "Tencent, Shenzhen",
         "Senior Product Manager, WeChat International. Onboarding and localisation for European and Latin American "
         "markets; individual contributor."],
        ["11/2008 – 06/2011", "Zalando SE, Berlin",
         "Product Manager, Checkout and Payments (individual contributor)."],
        ["2007", "Rocket Internet, Berlin", "Working student, business intelligence (part-time during studies)."],
    ], header=["Dates", "Company", "Role"])

    d.add_heading("Education", level=1)
    d.add_paragraph("MBA, INSEAD (Fontainebleau, France), 2014 – 2015", style="List Bullet")
    d.add_paragraph("B.Sc. Business Informatics (Wirtschaftsinformatik), Universität zu Köln, Germany, 2004 – 2008", style="List Bullet")

    d.add_heading("Other", level=1)
    d.add_paragraph("Mentor, Google for Startups Accelerator Europe (2022 cohort)", style="List Bullet")
    d.add_paragraph("Speaker, Mind the Product London 2019: \"Ranking is a product\"", style="List Bullet")
    d.add_paragraph("Languages: Dutch (native), German (fluent), English (fluent), Mandarin (conversational)")
    d.save(os.path.join(OUT, "annelie_voskuijlen_cv.docx"))


if __name__ == "__main__":
    zi_ruohan()
    annelie()
