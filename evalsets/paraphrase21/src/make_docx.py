"""Builds the two DOCX CVs into ../cvs/."""
from pathlib import Path
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH

OUT = Path(__file__).resolve().parent.parent / "cvs"


def luo_old():
    d = Document()
    t = d.add_heading("罗清扬 个人简历", 0)
    d.add_paragraph("手机：186 8870 2315　｜　邮箱：luoqingyang_data@qq.com　｜　更新于 2021年8月")
    d.add_heading("基本信息", 1)
    tb = d.add_table(rows=3, cols=4)
    tb.style = "Table Grid"
    cells = [("姓名", "罗清扬", "性别", "女"),
             ("现居", "广东深圳", "求职意向", "高级数据分析师"),
             ("工作年限", "4年", "政治面貌", "群众")]
    for r, row in enumerate(cells):
        for c, v in enumerate(row):
            tb.cell(r, c).text = v
    d.add_heading("教育背景", 1)
    tb = d.add_table(rows=2, cols=4)
    tb.style = "Table Grid"
    for c, v in enumerate(("时间", "学校", "专业", "学历")):
        tb.cell(0, c).text = v
    for c, v in enumerate(("2013.09-2017.06", "苏州大学", "统计学", "本科（理学学士）")):
        tb.cell(1, c).text = v
    d.add_heading("工作经历", 1)
    tb = d.add_table(rows=3, cols=4)
    tb.style = "Table Grid"
    for c, v in enumerate(("时间", "公司", "职位", "工作内容")):
        tb.cell(0, c).text = v
    rows = [("2021.04-至今", "腾讯科技（深圳）有限公司 微信事业群（WXG）", "数据分析师",
             "负责微信支付商户增长看板与归因分析；搭建 A/B 实验评估流程"),
            ("2017.07-2021.03", "招商银行信用卡中心（深圳）", "数据分析师",
             "信用卡分期业务的风险与营销数据分析，建立客户流失预警模型，季度报告直达分行管理层")]
    for r, row in enumerate(rows, start=1):
        for c, v in enumerate(row):
            tb.cell(r, c).text = v
    d.add_heading("技能与证书", 1)
    d.add_paragraph("SQL（Hive / Presto）、Python（pandas, scikit-learn）、Tableau、SAS；CDA 数据分析师二级认证")
    d.add_paragraph("语言：英语 CET-6")
    d.save(OUT / "罗清扬_数据分析_2021.docx")


def tessa():
    d = Document()
    d.add_heading("Tessa Vandermolen", 0)
    p = d.add_paragraph("Group Product Manager · Stockholm, Sweden · tessa.vdmolen@proton.me · +46 70 555 31 88")
    d.add_heading("Profile", 1)
    d.add_paragraph(
        "Product leader who moved from investment banking into consumer technology in 2017. "
        "Eight-plus years building payments and subscription products for tens of millions of users; "
        "comfortable with SQL, experimentation and pricing models, and with turning ambiguous "
        "commercial goals into roadmaps that engineering teams can actually ship.")
    d.add_heading("Experience", 1)
    d.add_heading("Klarna — Group Product Manager, Stockholm (since 07/2023)", 2)
    d.add_paragraph("Own the Pay Later checkout experience in 14 European markets; lead 4 product managers.", style="List Bullet")
    d.add_paragraph("Launched one-click repayment, lifting on-time repayment by 6 percentage points.", style="List Bullet")
    d.add_heading("Spotify — Stockholm (09/2017 – 06/2023)", 2)
    d.add_paragraph("Senior Product Manager, Premium Subscriptions (03/2021 – 06/2023): promoted after the Family plan relaunch; "
                    "led pricing experiments across 40 markets.", style="List Bullet")
    d.add_paragraph("Product Manager, Payments (09/2017 – 02/2021): carrier billing and gift cards; "
                    "led the partnership with Tencent Music in Shenzhen on cross-licensed payment flows.", style="List Bullet")
    d.add_heading("J.P. Morgan — Investment Banking Analyst, London (09/2013 – 07/2016)", 2)
    d.add_paragraph("TMT M&A coverage; financial models and pitch books for deals up to USD 2bn.", style="List Bullet")
    d.add_heading("Education", 1)
    d.add_paragraph("INSEAD — MBA (full-time, one-year programme), Fontainebleau / Singapore, 2016 – 2017")
    d.add_paragraph("University of Amsterdam — BSc Economics and Business, 2010 – 2013")
    d.add_heading("Skills", 1)
    d.add_paragraph("Product discovery, A/B testing, SQL, Amplitude, pricing strategy; Dutch (native), English, Swedish (B2)")
    d.save(OUT / "Tessa_Vandermolen_PM.docx")


if __name__ == "__main__":
    luo_old()
    tessa()
