"""Builds the two DOCX CVs in ../cvs."""
import os
from docx import Document
from docx.shared import Pt
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "cvs")

# ---- Rafael Dimaculangan (English) ----
d = Document()
d.add_heading("RAFAEL DIMACULANGAN", 0)
d.add_paragraph("Warehouse & Fulfilment Operations | Singapore | +65 8330 2174 | rafael.dimaculangan@outlook.com")
d.add_heading("Profile", 1)
d.add_paragraph("Operations manager with 14 years in pharma distribution and e-commerce fulfilment. I run multi-shift "
                "warehouses, like to fix problems on the floor rather than in slide decks, and measure everything.")
d.add_heading("Experience", 1)
d.add_heading("Warehouse Operations Manager — DHL Supply Chain, Tuas Mega Hub, Singapore (07/2022 - today)", 2)
for b in ["Run a 38,000 m2 multi-client site with 210 staff over three shifts, consumer electronics and healthcare accounts.",
          "Built Tableau dashboards for dock-to-stock time, pick accuracy and labour productivity that the site reviews every morning.",
          "Cut dock-to-stock time from 31 to 14 hours by re-slotting fast movers and moving put-away to a wave system."]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("Warehouse Lead — Shopee Xpress (Shopee's logistics arm), Singapore (01/2020 - 06/2022)", 2)
for b in ["Opened the Jurong sort centre during the 2020 lockdown peak; scaled from 40k to 190k parcels a day.",
          "Set up the returns cell and the damaged-goods process with the marketplace seller-support team."]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("Zuellig Pharma, Manila, Philippines (06/2012 - 12/2019)", 2)
d.add_paragraph("Inventory Control Supervisor (2016 - 2019); Operations Associate (2012 - 2016)")
for b in ["Owned cycle counts and cold-chain (2-8 °C) compliance for a 12,000-SKU distribution centre.",
          "Led the SAP EWM go-live for inbound and cycle counting."]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("Education", 1)
d.add_paragraph("BS Industrial Engineering, University of Santo Tomas, Manila (2008 - 2012)")
d.add_heading("Certifications & Skills", 1)
d.add_paragraph("Lean Six Sigma Green Belt (2018); APICS CSCP (2021)")
d.add_paragraph("SAP EWM, Manhattan WMS, Excel/Power Query, Tableau, SQL (basic), forklift licence")
d.save(os.path.join(OUT, "Rafael_Dimaculangan_Resume.docx"))

# ---- 伍嘉遥 (Chinese, tables) ----
d = Document()
st = d.styles["Normal"]; st.font.name = "SimSun"; st.font.size = Pt(10.5)
d.add_heading("伍嘉遥 个人简历", 0)
t = d.add_table(rows=3, cols=4); t.style = "Table Grid"
cells = [("姓名", "伍嘉遥", "求职意向", "游戏社区 / 玩家运营负责人"),
         ("电话", "186 2058 3317", "邮箱", "wujiayao.cm@qq.com"),
         ("现居", "深圳", "语言", "英语（专业八级）、粤语")]
for r, row in enumerate(cells):
    for c, v in enumerate(row):
        t.cell(r, c).text = v
d.add_heading("工作经历", 1)
t = d.add_table(rows=1, cols=3); t.style = "Table Grid"
for c, v in enumerate(["时间", "公司 / 职位", "主要工作"]):
    t.rows[0].cells[c].text = v
rows = [("2022年4月 - 至今", "腾讯 天美工作室群（TiMi Studio Group）\n高级社区经理（海外）",
         "负责《Honor of Kings》东南亚及欧美玩家社区（Discord、Reddit、Facebook 共约 320 万成员）；用 Tableau 搭建玩家舆情与社区活跃度看板，每周向制作人汇报。"),
        ("2019年3月 - 2022年3月", "腾讯 天美工作室群（TiMi Studio Group）\n社区运营",
         "负责海外测试期的玩家反馈收集与版本公告；组织线下玩家见面会 12 场。"),
        ("2015年7月 - 2019年2月", "西山居（Kingsoft Seasun）\n社区运营专员",
         "负责《剑网3》官方论坛与贴吧运营，策划同人创作大赛；建立玩家投诉分级处理流程。")]
for row in rows:
    cs = t.add_row().cells
    for c, v in enumerate(row):
        cs[c].text = v
d.add_heading("教育背景", 1)
t = d.add_table(rows=2, cols=4); t.style = "Table Grid"
for c, v in enumerate(["时间", "学校", "专业", "学历"]):
    t.rows[0].cells[c].text = v
for c, v in enumerate(["2011.09 - 2015.06", "北京理工大学珠海学院", "英语", "本科"]):
    t.rows[1].cells[c].text = v
d.add_heading("技能与其他", 1)
d.add_paragraph("工具：Tableau、Excel、Discord 机器人配置、Zendesk；证书：英语专业八级")
d.add_paragraph("2021 年 腾讯游戏年度最佳社区活动奖（团队）")
d.save(os.path.join(OUT, "伍嘉遥_社区经理.docx"))
