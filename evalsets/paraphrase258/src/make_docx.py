"""Build the two DOCX CVs in ../cvs."""
from docx import Document
from docx.shared import Pt, RGBColor
from docx.enum.text import WD_ALIGN_PARAGRAPH
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

def zhuo_huiling():
    d = Document()
    st = d.styles["Normal"]; st.font.name = "Noto Sans CJK SC"; st.font.size = Pt(10.5)
    t = d.add_paragraph(); r = t.add_run("卓慧玲　个人简历"); r.bold = True; r.font.size = Pt(18)
    t.alignment = WD_ALIGN_PARAGRAPH.CENTER
    d.add_paragraph("上海市浦东新区 ｜ 137-6120-4478 ｜ zhuohl_coldchain@126.com ｜ 求职意向：冷链/供应链高级经理")
    d.add_heading("基本信息", level=2)
    tb = d.add_table(rows=3, cols=4); tb.style = "Table Grid"
    cells = [("姓名", "卓慧玲", "出生年月", "1990年2月"),
             ("工作年限", "14年（冷链物流）", "现任职位", "高级冷链经理"),
             ("证书", "物流师（高级）、HACCP 内审员", "语言", "英语 CET-6")]
    for i, row in enumerate(cells):
        for j, v in enumerate(row):
            tb.cell(i, j).text = v
    d.add_heading("工作经历", level=2)
    tb = d.add_table(rows=1, cols=3); tb.style = "Table Grid"
    h = tb.rows[0].cells; h[0].text = "时间"; h[1].text = "公司 / 职位"; h[2].text = "工作内容"
    rows = [
        ("2023年3月 - 至今", "盒马鲜生（上海盒马网络科技有限公司）\n高级冷链经理",
         "负责华东区 11 个冷链仓及 300 余家门店的全程温控；用 Power BI 搭建冷链温控与损耗看板，日报替代人工 Excel 汇总；生鲜损耗率由 3.1% 降至 1.9%。"),
        ("2020年6月 - 2023年2月", "盒马鲜生（上海盒马网络科技有限公司）\n冷链运营经理",
         "筹建上海嘉定冷冻仓（-18℃ 区 6,000㎡）；制定日日鲜短保商品的 2 小时出库标准。"),
        ("2016年7月 - 2020年5月", "永辉超市股份有限公司 上海大区\n区域物流经理",
         "管理大区常温及冷链配送，协调 23 家第三方承运商；推动冷藏车 GPS 温度在线监控全覆盖。"),
        ("2012年7月 - 2016年6月", "光明乳业股份有限公司 物流中心\n冷链物流主管（2014年起）、储运专员",
         "低温奶品线配送调度，负责 2-6℃ 全链路温度记录与客诉追溯。"),
    ]
    for a, b, c in rows:
        cs = tb.add_row().cells; cs[0].text = a; cs[1].text = b; cs[2].text = c
    d.add_heading("教育背景", level=2)
    tb = d.add_table(rows=1, cols=4); tb.style = "Table Grid"
    h = tb.rows[0].cells; h[0].text = "时间"; h[1].text = "学校"; h[2].text = "专业"; h[3].text = "学历"
    for row in [("2024.09 - 2026.12（在读，周末班）", "中欧国际工商学院", "工商管理", "EMBA（在读）"),
                ("2008.09 - 2012.06", "上海海洋大学", "制冷与低温工程（食品冷冻冷藏方向）", "工学学士")]:
        cs = tb.add_row().cells
        for j, v in enumerate(row): cs[j].text = v
    d.add_heading("其他", level=2)
    d.add_paragraph("2022 年受邀在中国冷链物流百强大会作「前置仓温控实践」主题分享；2019 年获永辉超市年度优秀管理者。", style="List Bullet")
    d.add_paragraph("熟悉 WMS/TMS 系统、SQL 基础查询、Power BI。", style="List Bullet")
    d.save(os.path.join(OUT, "卓慧玲_冷链经理_简历.docx"))

def aileen_kwok():
    d = Document()
    st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)
    sec = d.sections[0]
    fp = sec.footer.paragraphs[0]; fp.text = "Aileen Kwok Wai-lam · CV · page 1"; fp.alignment = WD_ALIGN_PARAGRAPH.CENTER
    p = d.add_paragraph(); r = p.add_run("Business Intelligence Developer"); r.bold = True; r.font.size = Pt(20)
    r.font.color.rgb = RGBColor(0x1F, 0x4E, 0x79)
    d.add_paragraph("Guangzhou, China  |  +86 135 7011 2863  |  a.kwok.bi@gmail.com  |  linkedin.com/in/akwok-bi")
    d.add_heading("Profile", level=1)
    d.add_paragraph("BI developer with seven years in retail and e-commerce analytics. I build the semantic models, "
                    "data pipelines and dashboards that store, category and supply-chain teams use every morning, and I "
                    "like to sit with the people who read them until the numbers make sense to them.")
    d.add_heading("Experience", level=1)
    d.add_heading("MINISO Group — BI Developer (Retail Analytics)", level=2)
    d.add_paragraph("03/2021 - today · Guangzhou")
    for b in ["Own the Power BI semantic model (DAX, 140+ measures) behind the daily store-performance report read by 5,000+ store and regional managers in China and 40 overseas markets.",
              "Rebuilt the sales and inventory pipeline from SQL Server stored procedures and SSIS packages into dbt models on the group's Alibaba Cloud MaxCompute warehouse.",
              "Wrote Python jobs that flag stock-outs from POS data and push alerts to store WeCom groups."]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("Vipshop (唯品会) — Data Analyst, Category Operations", level=2)
    d.add_paragraph("07/2019 - 02/2021 · Guangzhou")
    d.add_paragraph("Weekly sell-through and markdown analysis for apparel categories in SQL (Hive) and Excel; built the first Tableau dashboards for the women's-wear team.", style="List Bullet")
    d.add_heading("Meituan — Data Analyst Intern, Food Delivery", level=2)
    d.add_paragraph("06/2018 - 08/2018 · Beijing")
    d.add_paragraph("Cleaned rider-dispatch logs and built an A/B test readout template in Python.", style="List Bullet")
    d.add_heading("Education", level=1)
    d.add_paragraph("Jinan University (暨南大学), Guangzhou — BSc Statistics, School of Economics, 2015 - 2019")
    d.add_heading("Skills", level=1)
    tb = d.add_table(rows=4, cols=2); tb.style = "Table Grid"
    for i, (a, b) in enumerate([("BI & reporting", "Power BI (DAX, Power Query), Tableau, SSRS"),
                                ("Data", "SQL Server, SSIS, Hive, dbt, MaxCompute"),
                                ("Programming", "Python (pandas), SQL"),
                                ("Certifications", "Microsoft Certified: Power BI Data Analyst Associate (PL-300), 2022")]):
        tb.cell(i, 0).text = a; tb.cell(i, 1).text = b
    d.save(os.path.join(OUT, "BI_Developer_CV_2026.docx"))

zhuo_huiling(); aileen_kwok()
