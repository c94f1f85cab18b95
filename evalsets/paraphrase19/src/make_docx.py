"""Builds the two DOCX CVs in ../cvs (johanna_bruggemann_cv.docx with tables, ke_siyuan_简历.docx)."""
import os
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")


def table(doc, header, rows):
    t = doc.add_table(rows=1, cols=len(header))
    t.style = "Table Grid"
    for i, h in enumerate(header):
        t.rows[0].cells[i].text = h
    for r in rows:
        cells = t.add_row().cells
        for i, v in enumerate(r):
            cells[i].text = v
    return t


def johanna():
    d = Document()
    p = d.add_paragraph()
    r = p.add_run("Johanna Brüggemann")
    r.bold = True
    r.font.size = Pt(20)
    d.add_paragraph("Senior Product Manager · Stockholm, Sweden · johanna.brueggemann@posteo.de · +46 70 512 88 31")
    d.add_heading("Profile", level=1)
    d.add_paragraph(
        "Product manager with a data-analytics background. I have spent the last seven years owning "
        "recommendation and discovery surfaces, working day to day with a squad of 8 engineers, a designer "
        "and a data scientist (no line-management responsibilities; the engineers report to an engineering manager).")
    d.add_heading("Experience", level=1)
    table(d, ["Period", "Company / Location", "Role", "Highlights"], [
        ["Aug 2019 – Present", "Spotify AB, Stockholm, Sweden", "Senior Product Manager, Home & Discovery",
         "Owns the podcast recommendations shelf on Home; led the launch of daily mixes for podcasts in 14 markets."],
        ["Jan 2015 – Jun 2019", "Zalando SE, Berlin, Germany", "Data Analyst, later Senior Data Analyst (from 2017)",
         "Built the size-recommendation KPI dashboard; ran 40+ A/B tests on the catalogue pages."],
        ["Oct 2012 – Sep 2014", "Siemens AG, Munich, Germany", "Working student (Werkstudentin), 16 h/week",
         "Reporting automation in Excel/VBA for the Healthcare division; part-time during studies."],
    ])
    d.add_heading("Education", level=1)
    table(d, ["Year", "Degree", "Institution"], [
        ["2020 – 2022", "MSc Data Science (part-time, online)", "University of London (Goldsmiths), completed Nov 2022"],
        ["2010 – 2014", "B.Sc. Mathematics", "Technische Universität München"],
    ])
    d.add_heading("Certifications", level=1)
    d.add_paragraph("Project Management Professional (PMP®), PMI — certified 2021, credential ID 3118842")
    d.add_paragraph("Certified Scrum Product Owner (CSPO), Scrum Alliance — 2018")
    d.add_heading("Skills", level=1)
    d.add_paragraph("SQL, Python (pandas), Looker, Amplitude, experimentation design, roadmapping. Languages: German (native), English (C2), Swedish (B2).")
    d.save(os.path.join(OUT, "johanna_bruggemann_cv.docx"))


def ke_siyuan():
    d = Document()
    p = d.add_paragraph()
    r = p.add_run("柯思远")
    r.bold = True
    r.font.size = Pt(18)
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    d.add_paragraph("上海 | 159-2130-7746 | kesiyuan_data@qq.com").alignment = WD_ALIGN_PARAGRAPH.CENTER
    d.add_heading("求职意向", level=1)
    d.add_paragraph("数据分析负责人 / 商业分析经理")
    d.add_heading("工作经历", level=1)
    d.add_paragraph("小红书（行吟信息科技（上海）有限公司）　2022年7月 - 至今")
    d.add_paragraph("2024年3月起任数据分析组长，直接管理 3 名数据分析师，负责社区电商方向的指标体系与经营分析。")
    d.add_paragraph("2022年7月 - 2024年2月 任高级数据分析师：搭建笔记分发漏斗看板，支撑搜索与推荐团队的 AB 实验评估。")
    d.add_paragraph("携程旅行网（上海携程商务有限公司）数据分析师　2019年7月 - 2022年6月")
    d.add_paragraph("负责酒店业务的用户留存分析与价格弹性模型；编写 Hive SQL 与 Python 脚本自动化周报。")
    d.add_paragraph("美团 到店事业群 数据分析实习生　2018年7月 - 2018年12月")
    d.add_paragraph("协助完成商户分层模型；实习结束后返校完成学业，未留用。")
    d.add_heading("教育背景", level=1)
    d.add_paragraph("复旦大学管理学院　工商管理硕士（MBA，非全日制）　2024年9月 - 至今（在读，预计 2027 年毕业）")
    d.add_paragraph("上海财经大学　统计学　经济学学士　2015年9月 - 2019年6月")
    d.add_heading("证书", level=1)
    d.add_paragraph("PMP（项目管理专业人士）认证，2023年取得")
    d.add_paragraph("CDA 数据分析师 二级")
    d.add_heading("技能", level=1)
    d.add_paragraph("SQL / Hive / Python / Tableau / 因果推断 / AB 实验设计")
    d.save(os.path.join(OUT, "ke_siyuan_简历.docx"))


if __name__ == "__main__":
    johanna()
    ke_siyuan()
