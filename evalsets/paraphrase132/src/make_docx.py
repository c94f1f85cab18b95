"""Builds the two DOCX CVs of paraphrase132 into ../cvs/."""
import os
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")


def castleford():
    d = Document()
    d.styles["Normal"].font.name = "Calibri"
    d.styles["Normal"].font.size = Pt(10.5)
    t = d.add_heading("Rhiannon Castleford", 0)
    p = d.add_paragraph("Senior Category Buyer — Home Improvement & Garden")
    d.add_paragraph("London, UK · rhiannon.castleford@outlook.com · 07700 900356 · linkedin.com/in/rcastleford")
    d.add_heading("Profile", 1)
    d.add_paragraph(
        "Commercially minded buyer with more than a decade in DIY and home-improvement retail. I own "
        "ranges end to end: supplier negotiation, cost-price modelling, range reviews and the seasonal "
        "garden peak. Comfortable in SAP and Power BI, and I write my own SQL when the reporting team is busy.")
    d.add_heading("Experience", 1)
    d.add_heading("Kingfisher plc — Group Offer & Sourcing, London", 2)
    d.add_paragraph("Senior Category Buyer, Outdoor & Garden | Apr 2019 – present")
    for b in [
        "Own a £210m outdoor-living and garden-tools category bought once for B&Q, Castorama and Brico Dépôt; lead a team of 3 buyers.",
        "Consolidated 41 barbecue and garden-furniture suppliers to 17, cutting landed cost by 8.5% while keeping availability above 97%.",
        "Quarterly price and range benchmarking against IKEA, Leroy Merlin, Homebase and Amazon to set opening price points.",
        "Wrote SQL queries on the group sales warehouse to build weekly sell-through and markdown dashboards in Power BI.",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("Screwfix — Yeovil", 2)
    d.add_paragraph("Buyer, Power Tools & Accessories | Jun 2015 – Mar 2019")
    for b in [
        "Managed DeWalt, Makita and own-brand Titan ranges; launched the 18V cordless platform that became the category's top seller.",
        "Negotiated annual trading terms worth £4.2m in retrospective income.",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("B&Q — Eastleigh (head office)", 2)
    d.add_paragraph("Assistant Buyer, Paint & Decorating | Sep 2014 – May 2015")
    d.add_paragraph("Graduate Trainee Buyer (Kingfisher graduate scheme) | Sep 2013 – Aug 2014")
    d.add_paragraph("Rotations in paint, lighting and seasonal; supported the 2014 range review for 360 stores.", style="List Bullet")
    d.add_heading("Education", 1)
    tbl = d.add_table(rows=3, cols=3)
    tbl.style = "Light Grid Accent 1"
    rows = [("Institution", "Qualification", "Dates"),
            ("Imperial College Business School, Imperial College London", "Global Online MBA (part-time, online)", "2021 – 2023"),
            ("University of Leeds", "BA (Hons) Business Management, 2:1", "2010 – 2013")]
    for r, vals in zip(tbl.rows, rows):
        for c, v in zip(r.cells, vals):
            c.text = v
    d.add_heading("Certifications & Skills", 1)
    d.add_paragraph("MCIPS — Member of the Chartered Institute of Procurement & Supply (2017)")
    d.add_paragraph("SAP Retail, Excel (advanced), Power BI, SQL, supplier audits, landed-cost modelling")
    d.add_paragraph("Languages: English (native), Welsh (conversational), French (basic)")
    d.save(os.path.join(OUT, "Rhiannon Castleford - Category Buyer.docx"))


def yuwen():
    d = Document()
    h = d.add_paragraph()
    r = h.add_run("宇文清越")
    r.bold = True
    r.font.size = Pt(22)
    h.alignment = WD_ALIGN_PARAGRAPH.CENTER
    c = d.add_paragraph("资深 Android 工程师 ｜ 上海 ｜ yuwenqy@foxmail.com ｜ 186-2175-3390")
    c.alignment = WD_ALIGN_PARAGRAPH.CENTER

    d.add_heading("基本信息", 1)
    t = d.add_table(rows=3, cols=4)
    t.style = "Table Grid"
    info = [("性别", "男", "出生年月", "1994.03"),
            ("工作年限", "11年", "求职意向", "Android 技术专家 / 客户端架构"),
            ("籍贯", "四川成都", "到岗时间", "一个月内")]
    for row, vals in zip(t.rows, info):
        for cell, v in zip(row.cells, vals):
            cell.text = v

    d.add_heading("教育背景", 1)
    t = d.add_table(rows=2, cols=4)
    t.style = "Table Grid"
    edu = [("时间", "学校", "专业", "学历"),
           ("2011.09 - 2015.06", "电子科技大学", "软件工程", "本科（工学学士）")]
    for row, vals in zip(t.rows, edu):
        for cell, v in zip(row.cells, vals):
            cell.text = v

    d.add_heading("工作经历", 1)
    t = d.add_table(rows=4, cols=3)
    t.style = "Table Grid"
    work = [("时间", "公司", "职位"),
            ("2023年7月 - 至今", "携程集团（上海携程商务有限公司）", "资深Android工程师 / 技术专家"),
            ("2020年1月 - 2023年6月", "携程集团（上海携程商务有限公司）", "高级Android工程师"),
            ("2015年7月 - 2019年12月", "去哪儿网（北京趣拿信息技术有限公司）", "Android开发工程师")]
    for row, vals in zip(t.rows, work):
        for cell, v in zip(row.cells, vals):
            cell.text = v
    d.add_paragraph("携程旅行 App · 机票/火车票业务线", style="Heading 3")
    for b in [
        "主导机票预订流程从 XML View 迁移到 Jetpack Compose，使用 Kotlin 协程重写下单链路，核心页面首屏耗时从 1.8s 降到 0.9s。",
        "负责 App 启动与包体积治理，冷启动耗时下降 35%，安装包减小 22MB。",
        "搭建 Android 端 APM 监控平台，崩溃率从 0.12% 降至 0.03%，带领 6 人小组。",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_paragraph("去哪儿旅行 App · 酒店业务", style="Heading 3")
    for b in [
        "负责酒店列表与详情页开发（Java / Kotlin），参与插件化框架改造。",
        "使用 Room/SQLite 实现离线订单缓存，弱网下单成功率提升 6%。",
    ]:
        d.add_paragraph(b, style="List Bullet")

    d.add_heading("专业技能", 1)
    for b in [
        "精通 Kotlin、Java，熟悉 Jetpack Compose、Coroutines/Flow、Hilt、Gradle 构建优化",
        "熟悉 Flutter、React Native，了解 iOS 开发",
        "个人兴趣：Unity 与 Unreal Engine 小游戏 Demo、Blender 建模",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("其他", 1)
    d.add_paragraph("2019 年携程技术大会（Trip.com TechDay）演讲嘉宾：《大型 App 的插件化实践》")
    d.add_paragraph("英语 CET-6；GitHub: github.com/yqyuwen")
    d.save(os.path.join(OUT, "宇文清越_Android简历.docx"))


if __name__ == "__main__":
    castleford()
    yuwen()
