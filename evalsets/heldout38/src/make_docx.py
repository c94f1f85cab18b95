"""Builds the two DOCX CVs of Fan Qingyue (樊清越): the old Chinese one (2022) and the new English one (2026)."""
from pathlib import Path
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH

OUT = Path(__file__).resolve().parent.parent / "cvs"


def table(doc, rows, header=True):
    t = doc.add_table(rows=len(rows), cols=len(rows[0]))
    t.style = "Table Grid"
    for i, r in enumerate(rows):
        for j, v in enumerate(r):
            c = t.cell(i, j)
            c.text = v
            if header and i == 0:
                for run in c.paragraphs[0].runs:
                    run.bold = True
    return t


def old_zh():
    d = Document()
    st = d.styles["Normal"]
    st.font.name = "SimSun"
    st.font.size = Pt(10.5)
    p = d.add_paragraph()
    r = p.add_run("樊清越")
    r.bold = True
    r.font.size = Pt(20)
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    d.add_paragraph("手机：186-1093-5527 ｜ 邮箱：qingyue.fan@outlook.com ｜ 北京").alignment = WD_ALIGN_PARAGRAPH.CENTER
    d.add_paragraph("更新日期：2022年3月")

    d.add_heading("基本信息", level=2)
    table(d, [
        ["姓名", "樊清越", "性别", "女"],
        ["现任职位", "高级数据分析师", "期望职位", "数据分析 / 商业分析"],
        ["最高学历", "本科", "政治面貌", "群众"],
    ], header=False)

    d.add_heading("教育背景", level=2)
    table(d, [
        ["时间", "学校", "专业", "学历"],
        ["2016.09–2020.06", "中央财经大学", "统计学（经济统计方向）", "本科"],
    ])

    d.add_heading("工作经历", level=2)
    table(d, [
        ["时间", "公司", "部门 / 职位"],
        ["2021.07–至今", "美团（北京三快在线科技有限公司）", "到店事业群 · 高级数据分析师"],
        ["2020.07–2021.06", "美团（北京三快在线科技有限公司）", "到店事业群 · 数据分析师"],
        ["2019.06–2019.09", "美团点评", "商业分析实习生"],
    ])
    d.add_paragraph("主要工作：")
    for b in [
        "负责到店餐饮团购业务的经营分析周报与核心指标体系搭建，用 SQL / Hive 从数仓取数，Tableau 出看板，覆盖 30+ 城市。",
        "设计并分析商家端功能的 A/B 实验，推动“团购套餐推荐”上线后商家转化率提升 4.2%。",
        "实习期间用 Python 搭建商户流失预警模型（逻辑回归），被业务团队沿用。",
    ]:
        d.add_paragraph(b, style="List Bullet")

    d.add_heading("技能与证书", level=2)
    d.add_paragraph("SQL、Hive、Python（pandas）、Tableau、Excel；CDA 数据分析师二级证书；英语 CET-6")
    d.add_heading("获奖", level=2)
    d.add_paragraph("2019年 阿里巴巴天池大数据竞赛（新零售赛道）二等奖", style="List Bullet")
    d.add_paragraph("2018年 中央财经大学 一等学业奖学金", style="List Bullet")
    d.save(OUT / "樊清越_简历_2022.docx")


def new_en():
    d = Document()
    st = d.styles["Normal"]
    st.font.name = "Calibri"
    st.font.size = Pt(10.5)
    # the name appears only in the footer
    sec = d.sections[0]
    sec.footer.paragraphs[0].text = "Fan Qingyue · CV · updated Oct 2026"
    p = d.add_paragraph()
    r = p.add_run("Product Manager — E-commerce & Growth")
    r.bold = True
    r.font.size = Pt(16)
    d.add_paragraph("Singapore · qingyue.fan@outlook.com · +86 186-1093-5527")

    d.add_heading("Summary", level=2)
    d.add_paragraph(
        "Product manager with a data background: almost three years as a business data analyst at Meituan "
        "before moving into product in 2023. I write my own SQL, design my own experiments and like "
        "owning a metric end to end."
    )

    d.add_heading("Experience", level=2)
    table(d, [
        ["Dates", "Company", "Role"],
        ["03/2023 – today", "TikTok Shop (ByteDance), Singapore", "Product Manager, Seller Growth"],
        ["07/2021 – 02/2023", "Meituan, Beijing", "Senior Data Analyst, In-store Business Group"],
        ["07/2020 – 06/2021", "Meituan, Beijing", "Data Analyst, In-store Business Group"],
        ["06/2019 – 09/2019", "Meituan-Dianping, Beijing", "Business Analyst Intern"],
    ])
    d.add_paragraph("TikTok Shop")
    for b in [
        "Own the seller onboarding funnel for Southeast Asian markets; wrote the PRDs for the new self-serve storefront builder and shipped it to 6 markets.",
        "Run A/B tests with the data science team on onboarding steps; raised first-listing completion from 38% to 51%.",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_paragraph("Meituan")
    for b in [
        "Built the weekly business review and KPI tree for in-store dining group-buying, using SQL/Hive and Tableau.",
        "Designed and analysed merchant-side A/B experiments; the bundle-recommendation launch lifted merchant conversion by 4.2%.",
    ]:
        d.add_paragraph(b, style="List Bullet")

    d.add_heading("Education", level=2)
    table(d, [
        ["Dates", "School", "Degree"],
        ["2024 – in progress", "Georgia Institute of Technology (online, part-time)", "Master of Science in Analytics (OMSA)"],
        ["2016 – 2020", "Central University of Finance and Economics, Beijing", "B.Econ. in Statistics"],
    ])

    d.add_heading("Skills", level=2)
    d.add_paragraph("Product: PRDs, roadmapping, experiment design, Figma wireframes. Data: SQL, Hive, Python, Tableau. Languages: Mandarin (native), English (fluent).")
    d.save(OUT / "resume_2026_pm.docx")


if __name__ == "__main__":
    old_zh()
    new_en()
    print("ok")
