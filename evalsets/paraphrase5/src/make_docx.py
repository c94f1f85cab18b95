"""Builds the two DOCX CVs in ../cvs/ (python-docx)."""
from pathlib import Path
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

OUT = Path(__file__).resolve().parent.parent / "cvs"


def zh_font(doc):
    st = doc.styles["Normal"]
    st.font.name = "Microsoft YaHei"
    st.font.size = Pt(10.5)
    st.element.rPr.rFonts.set(qn("w:eastAsia"), "微软雅黑")


def shen_ruolin():
    d = Document()
    zh_font(d)
    d.add_heading("沈若琳", level=0)
    d.add_paragraph("求职意向：高级产品经理 / 产品专家　|　手机：186-0127-5539　|　邮箱：ruolin.shen@outlook.com　|　现居：北京")
    d.add_heading("教育背景", level=1)
    t = d.add_table(rows=2, cols=4)
    t.style = "Table Grid"
    for c, v in zip(t.rows[0].cells, ["时间", "学校", "专业", "学历"]):
        c.text = v
    for c, v in zip(t.rows[1].cells, ["2015.09-2019.06", "北京理工大学珠海学院", "信息管理与信息系统", "本科"]):
        c.text = v
    d.add_heading("工作经历", level=1)
    d.add_paragraph("北京三快在线科技有限公司（美团）　到店事业群　高级产品经理　2022年3月 - 至今")
    d.add_paragraph("负责到店餐饮商家经营工具（商家后台、经营诊断）产品规划，带领 3 名产品经理，对接研发 40+ 人；上线“智能经营分析”后商家周活提升 18%。", style="List Bullet")
    d.add_paragraph("主导商家端会员营销功能从 0 到 1，半年内覆盖 12 万门店。", style="List Bullet")
    d.add_paragraph("北京字节跳动科技有限公司　飞书　产品经理　2019/7-2022/2")
    d.add_paragraph("负责飞书审批与飞书文档权限模块，完成面向大客户的审批流程引擎改版；参与飞书海外版 Lark 的本地化需求梳理。", style="List Bullet")
    d.add_heading("实习经历", level=1)
    d.add_paragraph("腾讯　微信支付　产品实习生　2018.06-2018.09")
    d.add_paragraph("参与微信支付商户平台对账单功能的需求调研与原型设计，输出 PRD 两份。", style="List Bullet")
    d.add_heading("技能与证书", level=1)
    d.add_paragraph("Axure、Figma、SQL、A/B 实验设计；NPDP 产品经理国际资格认证（2021）；英语 CET-6")
    d.save(OUT / "shen_ruolin_简历.docx")


def carlos_mendoza():
    d = Document()
    d.add_heading("Carlos Mendoza", level=0)
    d.add_paragraph("Product Manager · Credit & Data Products · Bogotá, Colombia")
    d.add_paragraph("carlos.mendoza.co@gmail.com | +57 310 555 0192 | linkedin.com/in/carlosmendozadata")
    d.add_heading("Summary", level=1)
    d.add_paragraph(
        "Analyst turned product manager with more than twelve years in Latin American fintech and "
        "e-commerce. I started in risk reporting at a bank, spent three years building marketplace "
        "analytics at Mercado Libre, and since 2021 have been at Nubank, first as a senior analyst and "
        "now as the product manager for credit-limit decisions in Colombia."
    )
    d.add_heading("Experience", level=1)
    t = d.add_table(rows=5, cols=3)
    t.style = "Table Grid"
    rows = [
        ("Dates", "Company / Title", "What I did"),
        ("06/2023 - today", "Nubank — Product Manager, Credit Analytics",
         "Own the credit-limit increase product for Nu Colombia; roadmap, experimentation and launch with risk and engineering squads."),
        ("01/2021 - 05/2023", "Nubank — Senior Data Analyst",
         "Built the underwriting performance dashboards (SQL, dbt, Looker) used by the Colombia credit policy team."),
        ("08/2017 - 12/2020", "Mercado Libre — Senior Data Analyst",
         "Marketplace pricing and seller analytics for Colombia and Peru; Python, BigQuery."),
        ("07/2014 - 07/2017", "Bancolombia — Data Analyst, Risk Reporting",
         "Monthly credit-risk reports in SAS and Excel for the retail portfolio."),
    ]
    for r, vals in zip(t.rows, rows):
        for c, v in zip(r.cells, vals):
            c.text = v
    d.add_heading("Education", level=1)
    d.add_paragraph("Georgia Institute of Technology — Online Master of Science in Analytics (OMSA), part-time, 2021 – 2024 (graduated December 2024)")
    d.add_paragraph("Universidad de los Andes — B.A. Economics, 2009 – 2014")
    d.add_heading("Talks & other", level=1)
    d.add_paragraph("Speaker, TikTok Marketing Science Summit, Bogotá (2023): measuring incrementality for fintech campaigns", style="List Bullet")
    d.add_paragraph("Mentor, Platzi data analytics bootcamp (volunteer, 2019 – 2022)", style="List Bullet")
    d.add_heading("Skills", level=1)
    d.add_paragraph("SQL, Python (pandas), dbt, Looker, BigQuery, SAS, experimentation design; Spanish (native), English (C1)")
    d.save(OUT / "carlos_mendoza_resume.docx")


if __name__ == "__main__":
    shen_ruolin()
    carlos_mendoza()
