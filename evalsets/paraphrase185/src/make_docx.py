"""Builds the two DOCX CVs into ../cvs."""
from pathlib import Path
from docx import Document
from docx.shared import Pt

OUT = Path(__file__).resolve().parent.parent / "cvs"


def zhong_xuening():
    d = Document()
    d.add_heading("仲雪宁  个人简历", level=0)
    d.add_paragraph("电话：186-2733-0958 ｜ 邮箱：zhongxuening_retail@qq.com ｜ 现居：福州")
    d.add_paragraph("求职意向：品类经理 / 采购经理（生鲜、日配方向）")
    d.add_heading("教育背景", level=1)
    t = d.add_table(rows=1, cols=4)
    t.style = "Table Grid"
    for c, h in zip(t.rows[0].cells, ["时间", "学校", "专业", "学历"]):
        c.text = h
    for row in [
        ("2025.09–至今", "厦门大学管理学院", "工商管理（MBA，非全日制）", "硕士在读"),
        ("2011.09–2015.06", "华中科技大学文华学院", "市场营销", "本科"),
    ]:
        cells = t.add_row().cells
        for c, v in zip(cells, row):
            c.text = v
    d.add_heading("工作经历", level=1)
    t2 = d.add_table(rows=1, cols=3)
    t2.style = "Table Grid"
    for c, h in zip(t2.rows[0].cells, ["时间", "公司", "职位"]):
        c.text = h
    for row in [
        ("2020/4-至今", "永辉超市股份有限公司（总部·福州）", "品类经理（生鲜-水果）"),
        ("2017/8-2020/3", "家乐福（中国）管理咨询服务有限公司", "品类专员"),
        ("2015/7-2017/7", "家乐福（中国）管理咨询服务有限公司", "采购助理"),
    ]:
        cells = t2.add_row().cells
        for c, v in zip(cells, row):
            c.text = v
    d.add_paragraph("永辉超市 · 品类经理", style="Heading 2")
    for b in [
        "负责华东、华南区域约600家门店水果品类的品类规划、供应商谈判与毛利管理，年销售额约18亿元。",
        "主导“陈列与促销AB测试”：选取24家实验门店与24家对照门店，对比端架陈列与买赠促销效果，结论推广至全区域后品类毛利率提升1.6个百分点。",
        "搭建品类周报看板（SQL + Power BI），推动产地直采比例由22%提升至41%。",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_paragraph("家乐福（中国） · 品类专员 / 采购助理", style="Heading 2")
    for b in [
        "2017年8月晋升为品类专员，负责华中区休闲食品品类的价格带梳理与新品引入。",
        "采购助理期间负责订单跟进、供应商对账及促销档期排期。",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("证书与其他", level=1)
    d.add_paragraph("2022年 永辉超市“年度优秀品类经理”；中级经济师（商业经济）；熟练使用 SAP、Excel、Power BI。")
    d.save(OUT / "仲雪宁-品类经理-简历.docx")


def qiao_linxi():
    d = Document()
    st = d.styles["Normal"]
    st.font.name = "Calibri"
    st.font.size = Pt(10.5)
    d.add_heading("Linxi Qiao, PhD", level=0)
    d.add_paragraph("Lead UX Researcher · Singapore · linxi.qiao.ux@gmail.com · +65 8123 4471")
    d.add_paragraph(
        "Mixed-methods UX researcher with six years in fintech. I run the research programme behind "
        "onboarding, payments and card products, combine interviews and diary studies with behavioural "
        "data, and work closely with data science on experiment design."
    )
    d.add_heading("Experience", level=1)
    d.add_paragraph("Airwallex — Lead UX Researcher (Singapore), 03/2023 - today", style="Heading 2")
    for b in [
        "Lead a team of 4 researchers across onboarding, global accounts and spend management.",
        "Partnered with data science on A/B tests of the KYB onboarding flow; a redesigned document step raised completion by 9 points.",
        "Set up the company's first research repository and quarterly customer-pain index.",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_paragraph("Wise (formerly TransferWise) — UX Researcher (London), 10/2020 - 02/2023", style="Heading 2")
    for b in [
        "Owned research for the multi-currency card; ran 60+ interviews and 3 diary studies in 5 markets.",
        "Introduced usability benchmarking for the send-money flow, tracked every quarter.",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_paragraph("Sogou — User Research Intern (Beijing), 06/2019 - 09/2019", style="Heading 2")
    d.add_paragraph("Summer internship during my PhD: usability studies of Sogou Input Method voice typing for older users.", style="List Bullet")
    d.add_heading("Education", level=1)
    t = d.add_table(rows=0, cols=3)
    t.style = "Table Grid"
    for row in [
        ("PhD, Psychology (Human-Computer Interaction)", "University College London", "2016 - 2020"),
        ("BSc, Applied Psychology", "East China Normal University (华东师范大学), Shanghai", "2012 - 2016"),
    ]:
        cells = t.add_row().cells
        for c, v in zip(cells, row):
            c.text = v
    d.add_heading("Publications", level=1)
    d.add_paragraph(
        "Qiao, L., Brandt, K. & Osei, M. (2020). \u201cIt Feels Like My Money Is Watching Me\u201d: Older Adults\u2019 "
        "Trust in Mobile Banking Nudges. In Proceedings of CHI 2020 (ACM CHI Conference on Human Factors in Computing Systems)."
    )
    d.add_heading("Other", level=1)
    d.add_paragraph("Student volunteer, CHI 2019 (Glasgow).")
    d.add_paragraph("Tools: Dovetail, Figma, Qualtrics, SQL (basic), R.")
    d.save(OUT / "Linxi_Qiao_UXR.docx")


if __name__ == "__main__":
    zhong_xuening()
    qiao_linxi()
