"""Builds the two DOCX CVs into ../cvs/."""
from pathlib import Path
from docx import Document
from docx.shared import Pt

OUT = Path(__file__).resolve().parent.parent / "cvs"


def table(doc, rows):
    t = doc.add_table(rows=len(rows), cols=len(rows[0]))
    t.style = "Table Grid"
    for i, r in enumerate(rows):
        for j, c in enumerate(r):
            t.cell(i, j).text = c
    return t


def dou_yuqing():
    d = Document()
    st = d.styles["Normal"]
    st.font.name = "Noto Sans CJK SC"
    st.font.size = Pt(10.5)
    d.add_heading("窦雨晴", 0)
    d.add_paragraph("高级营销数据分析师 ｜ 电话：186-0117-3352 ｜ 邮箱：dou.yuqing@foxmail.com ｜ 杭州")
    d.add_heading("工作经历", 1)
    d.add_paragraph("蚂蚁集团（支付宝）　高级营销数据分析师　2021年7月 - 至今").runs[0].bold = True
    for b in [
        "负责支付宝消费券与红包投放的 uplift 建模与 ROI 评估，年度营销预算约 12 亿元；",
        "搭建营销归因与增量看板（ODPS SQL + Tableau），覆盖 30+ 业务方；",
        "设计并分析 A/B 实验 200 余个，推动券面额策略调整，核销率提升 9%。",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_paragraph("美团　到店事业群　营销数据分析师　2018年8月 - 2021年6月").runs[0].bold = True
    for b in [
        "基于 Hive SQL 与 Python 搭建商户与用户分层模型（RFM + 聚类），支持到店餐饮营销活动；",
        "负责“神券节”等大促的效果复盘与预算分配建议。",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("教育背景", 1)
    table(d, [
        ["时间", "学校", "专业", "学位"],
        ["2017 - 2018", "香港中文大学", "商业分析", "理学硕士"],
        ["2013 - 2017", "中央财经大学", "统计学", "本科"],
    ])
    d.add_heading("论文", 1)
    d.add_paragraph("窦雨晴，王立. 基于 RFM 模型的电商用户分层研究[J]. 统计与决策, 2017(12).（第一作者）")
    d.add_heading("技能与证书", 1)
    d.add_paragraph("SQL（Hive / ODPS）、Python（pandas、causalml）、Tableau、A/B 测试、营销组合模型（MMM）")
    d.add_paragraph("了解 Docker / Kubernetes；CDA 数据分析师二级")
    d.save(OUT / "窦雨晴_简历.docx")


def ogunbiyi():
    d = Document()
    d.add_heading("Folasade Ogunbiyi", 0)
    d.add_paragraph("Senior Product Manager · London, UK · +44 7700 918 224 · fola.ogunbiyi@outlook.com")
    d.add_paragraph(
        "Fintech product manager with a consulting background. I like savings, payments and the "
        "unglamorous plumbing of regulated money movement, and I have shipped products in the UK, "
        "the EEA and West Africa.")
    d.add_heading("Experience", 1)
    d.add_heading("Revolut — Senior Product Manager, Savings (04/2022 - today)", 2)
    for b in [
        "Own the Savings & Interest product line; launched instant-access savings in 8 EEA markets, growing balances to GBP 2.1bn.",
        "Work with data science on churn and deposit-rate elasticity models; run weekly experiment reviews in Amplitude.",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("Klarna — Product Manager, Pay in 3 (09/2018 - 03/2022)", 2)
    for b in [
        "Led the UK launch of Pay in 3 checkout, from FCA engagement to merchant rollout.",
        "Defined affordability-check requirements with credit risk; cut checkout drop-off by 11%.",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("Accenture, Financial Services practice (02/2015 - 08/2018)", 2)
    d.add_paragraph("Consultant (07/2016 - 08/2018); Analyst (02/2015 - 06/2016).")
    d.add_paragraph(
        "Core-banking and PSD2 programmes for clients including Barclays and Standard Chartered.",
        style="List Bullet")
    d.add_heading("Internship", 2)
    d.add_paragraph("Summer Intern, Retail Banking, Access Bank plc, Lagos (summer 2013)")
    d.add_heading("Education", 1)
    table(d, [
        ["Degree", "School", "Years"],
        ["MBA (Executive, part-time)", "London Business School", "2023 - 2025"],
        ["BSc Economics", "University of Lagos", "2010 - 2014"],
    ])
    d.add_heading("Skills", 1)
    d.add_paragraph("SQL, Amplitude, Looker, Figma, Jira; PSD2 / Open Banking, Consumer Duty, credit risk basics")
    d.save(OUT / "Folasade_Ogunbiyi_PM.docx")


if __name__ == "__main__":
    dou_yuqing()
    ogunbiyi()
