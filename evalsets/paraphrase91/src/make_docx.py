"""Builds the two DOCX CVs in ../cvs/."""
from pathlib import Path
from docx import Document
from docx.shared import Pt

OUT = Path(__file__).resolve().parent.parent / "cvs"


def wen_xuecen():
    d = Document()
    d.add_heading("温雪岑", level=0)
    d.add_paragraph("品类经理（生鲜） | 福州 | 186-5910-2274 | wenxuecen@qq.com")
    d.add_heading("工作经历", level=1)
    d.add_paragraph("永辉超市股份有限公司　生鲜事业部　品类经理　2021年3月 - 至今")
    d.add_paragraph(
        "负责华东大区果蔬与冷冻品两个品类，年销售额约 18 亿元。制定品类角色与价格带策略，"
        "与产地基地直采团队协同，主导 120 家门店的品类陈列调整，"
        "2023 年果蔬品类毛利率提升 2.1 个百分点。每周使用 SQL 从门店销售数据仓库提取单品动销数据，"
        "用 Excel 和 Power BI 做品类回顾。")
    d.add_paragraph("沃尔玛（中国）投资有限公司　采购部　2017年6月 - 2021年2月")
    d.add_paragraph(
        "2017.06-2019.05 任采购专员，2019.06 起晋升高级采购，负责华南区休闲食品与个护日化品类的年度谈判（供应商包括宝洁、联合利华、亿滋）、"
        "促销排期与新品引进，管理 300 余个 SKU。")
    d.add_paragraph("华润万家有限公司　管理培训生 / 品类助理　2012年7月 - 2017年5月")
    d.add_paragraph(
        "管培生轮岗门店、物流中心与采购部，2013 年定岗品类助理，协助完成粮油品类的季度价格审核与库存周转分析。")
    d.add_heading("教育背景", level=1)
    d.add_paragraph("中欧国际工商学院（CEIBS）　在职 MBA（在读）　2025年9月 - 预计 2027年6月")
    d.add_paragraph("华南理工大学广州学院　市场营销　本科　2008年9月 - 2012年6月")
    d.add_heading("证书与荣誉", level=1)
    d.add_paragraph("2022 年 永辉超市年度优秀品类经理")
    d.add_paragraph("中国连锁经营协会 注册品类管理师（2020）")
    d.add_heading("技能", level=1)
    d.add_paragraph("品类管理、供应商谈判、SQL、Excel（数据透视、VBA）、Power BI")
    d.save(OUT / "温雪岑-品类经理.docx")


def goh_hui_shan():
    d = Document()
    st = d.styles["Normal"]
    st.font.name = "Calibri"
    st.font.size = Pt(10.5)
    d.add_heading("GOH HUI SHAN", level=0)
    d.add_paragraph("Senior Credit Analyst  ·  Singapore  ·  huishan.goh@outlook.com  ·  +65 9123 4471")
    d.add_heading("Professional Experience", level=1)
    t = d.add_table(rows=1, cols=3)
    t.style = "Table Grid"
    hdr = t.rows[0].cells
    hdr[0].text, hdr[1].text, hdr[2].text = "Period", "Organisation / Role", "Highlights"
    rows = [
        ("07/2021 - today", "DBS Bank, Institutional Banking Group — Senior Credit Analyst",
         "Credit assessment of mid-cap corporate borrowers in Southeast Asia (real estate, logistics); "
         "portfolio of ~SGD 2.4bn; present annual reviews to the credit committee."),
        ("01/2018 - 06/2021", "DBS Bank, Institutional Banking Group — Credit Analyst",
         "Financial spreading, cash-flow modelling and internal rating proposals; wrote SQL queries "
         "against the loan book data mart to build early-warning watchlists."),
        ("Summer 2016", "Morgan Stanley, Investment Banking Division — Summer Analyst (internship)",
         "10-week summer internship in Singapore; comparable-company analysis and pitch books for two "
         "REIT IPO mandates."),
    ]
    for r in rows:
        c = t.add_row().cells
        for i, v in enumerate(r):
            c[i].text = v
    d.add_heading("Education", level=1)
    d.add_paragraph("National University of Singapore — MSc in Financial Engineering (part-time), 2020 – 2022")
    d.add_paragraph("National University of Singapore — Bachelor of Business Administration (Honours), Finance, 2013 – 2017")
    d.add_heading("Certifications & Skills", level=1)
    t2 = d.add_table(rows=3, cols=2)
    t2.style = "Table Grid"
    data = [("Certifications", "CFA Level II candidate; Moody's Analytics Credit Certificate"),
            ("Tools", "Excel/VBA, SQL, Python (pandas), Moody's CreditLens, Bloomberg Terminal"),
            ("Languages", "English, Mandarin, Malay")]
    for i, (a, b) in enumerate(data):
        t2.cell(i, 0).text = a
        t2.cell(i, 1).text = b
    d.save(OUT / "HuiShan_Goh_CV.docx")


if __name__ == "__main__":
    wen_xuecen()
    goh_hui_shan()
