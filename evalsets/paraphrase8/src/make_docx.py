"""Builds the two DOCX CVs in ../cvs/ (python-docx)."""
from pathlib import Path
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

OUT = Path(__file__).resolve().parent.parent / "cvs"


def cjk(doc):
    st = doc.styles["Normal"]
    st.font.name = "Noto Sans CJK SC"
    st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")
    st.font.size = Pt(10.5)


def bai_siyuan():
    d = Document()
    cjk(d)
    d.add_heading("柏思远", level=0)
    d.add_paragraph("数据分析师 ｜ 北京 ｜ 电话 186 0132 7749 ｜ 邮箱 baisiyuan_data@163.com")

    d.add_heading("教育背景", level=1)
    t = d.add_table(rows=3, cols=4)
    t.style = "Table Grid"
    rows = [
        ("时间", "学校", "专业", "学历"),
        ("2024年1月 - 至今", "佐治亚理工学院（Georgia Institute of Technology，在线项目 OMSA）",
         "分析学（Analytics）", "理学硕士在读（非全日制，预计2027年毕业）"),
        ("2016年9月 - 2020年6月", "华中科技大学武昌分校", "统计学", "本科 / 经济学学士"),
    ]
    for r, vals in enumerate(rows):
        for c, v in enumerate(vals):
            t.cell(r, c).text = v

    d.add_heading("工作经历", level=1)
    d.add_paragraph("北京三快在线科技有限公司（美团）　到店事业群 数据分析部　2020/9-至今")
    d.add_paragraph("高级数据分析师（2023/4-至今）；数据分析师（2020/9-2023/3）")
    for b in [
        "负责到店餐饮商户增长分析，搭建商户生命周期指标体系，覆盖 300 万+ 商户。",
        "设计并分析 A/B 实验 60 余个，使用 Hive SQL、Python（pandas、statsmodels）完成因果推断与归因，"
        "推动新客券策略优化，季度 GMV 提升约 2.1%。",
        "搭建 Tableau 周报看板，替代人工周报，节省团队约 15 人日/月。",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_paragraph("华为终端有限公司　消费者业务 用户研究部　数据分析实习生　2019年7月 - 2019年9月")
    d.add_paragraph("清洗手机用户调研问卷数据，用 R 完成满意度驱动因素回归分析。", style="List Bullet")

    d.add_heading("获奖与证书", level=1)
    for b in [
        "2019 年招商银行信用卡中心 FinTech 数据赛 二等奖",
        "全国大学生数学建模竞赛 湖北赛区一等奖（2018）",
        "CDA 数据分析师 二级认证",
    ]:
        d.add_paragraph(b, style="List Bullet")

    d.add_heading("技能", level=1)
    d.add_paragraph("SQL（Hive / Presto）、Python、R、Tableau、Excel；Spark（熟悉）；Docker、Kubernetes（了解）")
    d.save(OUT / "柏思远_简历.docx")


def ottilie():
    d = Document()
    d.add_heading("Ottilie Brennecke", level=0)
    d.add_paragraph("Berlin, Germany · +49 151 2278 9034 · ottilie.brennecke@gmail.com · linkedin.com/in/obrennecke")
    d.add_paragraph(
        "Product leader with a consulting background. I run product for last-mile logistics at "
        "Delivery Hero: a group of five product managers, two designers and a data lead, with a "
        "roadmap that touches riders, restaurants and customers in more than 30 markets."
    )
    d.add_heading("Experience", level=1)
    t = d.add_table(rows=5, cols=3)
    t.style = "Table Grid"
    rows = [
        ("Dates", "Company", "Role"),
        ("04/2022 - today", "Delivery Hero SE, Berlin", "Director of Product, Logistics"),
        ("03/2019 - 03/2022", "Delivery Hero SE, Berlin", "Senior Product Manager, Rider Experience"),
        ("09/2015 - 02/2019", "Zalando SE, Berlin", "Product Manager, Checkout & Payments"),
        ("09/2010 - 06/2014", "McKinsey & Company, Frankfurt", "Business Analyst, later Associate"),
    ]
    for r, vals in enumerate(rows):
        for c, v in enumerate(vals):
            t.cell(r, c).text = v
    d.add_heading("Highlights", level=2)
    for b in [
        "Delivery Hero: set the logistics product strategy and hired four of the five PMs in the group; "
        "launched batched dispatch, which cut average delivery time by 3.5 minutes across Asia.",
        "Zalando: owned the checkout funnel and the buy-now-pay-later integration; conversion up 4% in DACH.",
        "McKinsey: served retail-banking and insurance clients (among them Deutsche Bank and Commerzbank) "
        "on digital sales and cost programmes; not a bank employee at any point.",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("Education", level=1)
    d.add_paragraph("INSEAD, Fontainebleau & Singapore — MBA, 2014 – 2015")
    d.add_paragraph("Universität Mannheim — B.Sc. Economics (Volkswirtschaftslehre), 2006 – 2010")
    d.add_heading("Skills", level=1)
    d.add_paragraph("Product discovery, OKRs, experimentation, SQL (basic), Amplitude, Jira; German (native), English (fluent), French (good)")
    d.save(OUT / "resume_OBrennecke_2026.docx")


if __name__ == "__main__":
    bai_siyuan()
    ottilie()
