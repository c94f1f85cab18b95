"""Builds the two DOCX CVs in ../cvs."""
from pathlib import Path
from docx import Document
from docx.shared import Pt

OUT = Path(__file__).resolve().parent.parent / "cvs"


def benedikta():
    d = Document()
    d.add_heading("Benedikta Adeyinka", 0)
    d.add_paragraph("Senior Revenue Manager | Singapore | benedikta.adeyinka@gmail.com | +65 9127 4430")
    d.add_heading("Profile", 1)
    d.add_paragraph(
        "Hotel revenue and distribution professional with twelve years across online travel and "
        "luxury hotels in Southeast Asia. I run pricing, forecasting and channel strategy for a "
        "634-room property and coach junior analysts on demand-based pricing.")
    d.add_heading("Experience", 1)
    d.add_heading("Marriott International — JW Marriott Hotel Singapore South Beach", 2)
    t = d.add_table(rows=3, cols=2)
    t.style = "Table Grid"
    rows = [("Role", "Dates"),
            ("Senior Revenue Manager", "04/2021 - today"),
            ("Revenue Manager", "09/2017 - 03/2021")]
    for r, (a, b) in zip(t.rows, rows):
        r.cells[0].text, r.cells[1].text = a, b
    for b in [
        "Own room and F&B revenue strategy for a 634-room hotel; RevPAR index grew from 97 to 112 within two years.",
        "Configured IDeaS G3 RMS and built Power BI dashboards for daily pick-up and pace reporting.",
        "Built comp-set benchmarking against Hilton, Hyatt and IHG properties in the Marina Bay area.",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("Trip.com Group — Singapore office", 2)
    d.add_paragraph("Market Manager, Hotels (Singapore & Malaysia)    Jun 2014 – Sep 2017")
    for b in [
        "Negotiated rates and allotments with 300+ partner hotels; ran promotional campaigns on Ctrip and Trip.com.",
        "Analysed booking conversion with SQL and Excel to decide where to place merchandising spend.",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("Education", 1)
    d.add_paragraph("MBA (part-time, online), Warwick Business School, University of Warwick — 2024 – expected 2027 (in progress)")
    d.add_paragraph("Bachelor of Business Administration (Hons), National University of Singapore — 2010 – 2014")
    d.add_heading("Certifications & Awards", 1)
    d.add_paragraph("Certified Revenue Management Executive (CRME), HSMAI, 2019", style="List Bullet")
    d.add_paragraph("Marriott APEC Revenue Leader of the Year, 2023", style="List Bullet")
    d.add_heading("Skills", 1)
    d.add_paragraph("Revenue forecasting, IDeaS G3, Opera PMS, SynXis, Power BI, SQL, Excel (advanced)")
    d.save(OUT / "benedikta_adeyinka_cv.docx")


def gu():
    d = Document()
    d.add_heading("谷映川  个人简历", 0)
    d.add_paragraph("BI 分析师 ｜ 上海 ｜ 手机：186 2190 7735 ｜ 邮箱：gu.yingchuan@outlook.com")
    d.add_heading("教育背景", 1)
    t = d.add_table(rows=3, cols=4)
    t.style = "Table Grid"
    rows = [("时间", "学校", "专业", "学历"),
            ("2020年8月 - 2021年7月", "新加坡国立大学", "商业分析（MSBA）", "硕士"),
            ("2013年9月 - 2017年6月", "上海财经大学", "统计学", "本科")]
    for r, vals in zip(t.rows, rows):
        for c, v in zip(r.cells, vals):
            c.text = v
    d.add_heading("工作经历", 1)
    d.add_paragraph("永辉超市股份有限公司 ｜ 数字化中心 ｜ 2021年9月 - 至今")
    d.add_paragraph("高级 BI 分析师（2023年7月起）；BI 分析师（2021年9月 - 2023年6月）")
    for b in [
        "负责全国 1000 余家门店的销售与库存看板，使用 Power BI 与 SQL（Hive、ClickHouse）搭建门店经营分析体系。",
        "搭建生鲜损耗预测模型（Python、LightGBM），帮助华东区门店生鲜损耗率下降 1.3 个百分点。",
        "与采购、营运团队共同制定促销复盘口径，统一 40 余个核心指标定义。",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_paragraph("盒马（阿里巴巴集团旗下，Freshippo）｜ 数据分析师 ｜ 2017年7月 - 2020年7月")
    for b in [
        "负责上海区域门店的订单履约与配送时效分析，搭建日报与周报体系（MaxCompute SQL、Quick BI）。",
        "参与 30 分钟达配送范围调整的 A/B 实验设计与效果评估。",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("实习经历", 1)
    d.add_paragraph("亚马逊云科技（Amazon Web Services, AWS）新加坡 ｜ 商业智能实习生（BI Intern）｜ 2021年1月 - 2021年5月")
    d.add_paragraph("在读硕士期间实习：用 Amazon QuickSight 和 Redshift 为东南亚销售团队搭建客户用量看板。", style="List Bullet")
    d.add_heading("技能", 1)
    d.add_paragraph("SQL、Python、Power BI、Tableau、Quick BI、Excel；了解 Kubernetes、Docker、Spark（课程项目）")
    d.add_heading("证书", 1)
    d.add_paragraph("Microsoft Certified: Power BI Data Analyst Associate（2022）")
    d.save(OUT / "谷映川_BI分析师.docx")


if __name__ == "__main__":
    benedikta()
    gu()
