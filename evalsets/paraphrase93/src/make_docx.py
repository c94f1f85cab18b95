"""Builds the two DOCX CVs in ../cvs."""
from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

def roxanne():
    d = Document()
    d.add_heading("Roxanne Thibodeaux", 0)
    d.add_paragraph("Santa Barbara, CA · +1 (805) 555-0192 · roxanne.thibodeaux@gmail.com")
    d.add_paragraph("Product marketer for consumer audio and personal electronics. Go-to-market, positioning, launch planning, pricing and channel marketing.")
    d.add_heading("Experience", 1)
    d.add_heading("Sonos, Inc. — Senior Product Marketing Manager, 04/2022 - today", 2)
    for b in ["Own go-to-market for the portable speaker line (Roam, Move); lead launches across 14 countries.",
              "Built competitive positioning against Samsung and Bose soundbars used in all retail training.",
              "Partner with product management on pricing and bundle strategy; +9% attach rate for Sub Mini."]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("Sony Electronics Inc., San Diego — 06/2017 - 03/2022", 2)
    d.add_paragraph("Product Marketing Manager, Headphones (01/2020 - 03/2022)")
    d.add_paragraph("Launched the WH-1000XM4 noise-cancelling headphones in North America; owned launch messaging, reviewer program and retail demos.", style="List Bullet")
    d.add_paragraph("Associate Product Marketing Manager, Personal Audio (06/2017 - 12/2019)")
    d.add_paragraph("Ran the truly-wireless earbuds portfolio: pricing, promotions calendar and Amazon/Best Buy channel plans.", style="List Bullet")
    d.add_heading("Best Buy Co., Inc., Richfield, MN — 07/2012 - 05/2017", 2)
    d.add_paragraph("Marketing Coordinator, later Brand Marketing Specialist (Home Theater). Vendor co-marketing programs and in-store merchandising campaigns.")
    d.add_heading("Education", 1)
    t = d.add_table(rows=3, cols=3)
    t.style = "Table Grid"
    rows = [("Degree", "School", "Years"),
            ("MBA (Fully Employed MBA program, part-time)", "UCLA Anderson School of Management", "2019 - 2022"),
            ("BA, Communication", "University of Arizona", "2008 - 2012")]
    for r, vals in zip(t.rows, rows):
        for c, v in zip(r.cells, vals):
            c.text = v
    d.add_heading("Skills", 1)
    d.add_paragraph("Go-to-market planning, pricing, Tableau, Salesforce, Adobe Analytics, market research (conjoint), copywriting")
    d.save(os.path.join(OUT, "Roxanne_Thibodeaux_PMM.docx"))

def yuan():
    d = Document()
    p = d.add_paragraph(); r = p.add_run("原静姝"); r.bold = True; r.font.size = Pt(20)
    d.add_paragraph("精算师（FSA / 中国精算师）｜ 深圳 ｜ 手机：139 2845 6071 ｜ 邮箱：yuanjs_actuary@163.com")
    d.add_paragraph("更新日期：2026年10月")
    d.add_paragraph("工作经历")
    d.add_paragraph("2022年5月 - 至今　中国平安人寿保险股份有限公司　产品精算部　资深精算经理")
    d.add_paragraph("负责重疾险与医疗险新产品定价、利润测试及监管报备；搭建基于 PySpark 的理赔经验分析流程，每季度处理逾 3 亿条保单与理赔记录，用于发生率假设回顾。带领 4 名精算分析师。")
    d.add_paragraph("2017年9月 - 2022年4月　中国太平洋人寿保险股份有限公司（太保寿险）　精算部　精算分析师、精算经理")
    d.add_paragraph("参与 IFRS 17 实施项目，负责合同服务边际（CSM）计量模型与准备金评估；使用 Prophet 精算软件建模。")
    d.add_paragraph("教育背景")
    d.add_paragraph("2024年8月 - 至今　佐治亚理工学院（Georgia Institute of Technology）　分析学理学硕士（OMSA，在线非全日制）　在读")
    d.add_paragraph("2015年9月 - 2017年6月　滑铁卢大学（University of Waterloo）　精算科学　数学硕士（MMath）")
    d.add_paragraph("2011年9月 - 2015年6月　南开大学　金融学院精算学　经济学学士")
    d.add_paragraph("资格证书")
    d.add_paragraph("北美精算师协会正式会员（FSA），2021年；中国精算师（FCAA），2023年")
    d.add_paragraph("技能")
    d.add_paragraph("Prophet、R、Python（pandas, PySpark）、SQL、Excel VBA；IFRS 17、偿二代")
    d.save(os.path.join(OUT, "原静姝_精算_2026.docx"))

roxanne(); yuan()
