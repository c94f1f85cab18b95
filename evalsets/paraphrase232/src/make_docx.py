"""Build the two DOCX CVs in ../cvs."""
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH

OUT = "../cvs/"

def table(doc, rows, header=None):
    t = doc.add_table(rows=0, cols=len(rows[0]))
    t.style = "Table Grid"
    if header:
        cells = t.add_row().cells
        for c, v in zip(cells, header):
            c.text = v
            for r in c.paragraphs[0].runs:
                r.bold = True
    for row in rows:
        cells = t.add_row().cells
        for c, v in zip(cells, row):
            c.text = v
    return t

# ---------- 宓瑞霖, old Chinese CV (2022) with tables ----------
d = Document()
p = d.add_paragraph(); r = p.add_run("个人简历"); r.bold = True; r.font.size = Pt(18)
p.alignment = WD_ALIGN_PARAGRAPH.CENTER
table(d, [["姓名", "宓瑞霖", "性别", "男"],
          ["电话", "186-0217-3398", "邮箱", "ruilin.mi@foxmail.com"],
          ["现居", "上海浦东", "更新日期", "2022年8月"]])
d.add_heading("教育背景", level=2)
table(d, [["2013.09-2017.06", "华中科技大学", "计算机科学与技术", "本科"]],
      header=["时间", "学校", "专业", "学历"])
d.add_heading("工作经历", level=2)
table(d, [["2020.04-至今", "上海壹钱包电子商务有限公司（中国平安旗下）", "高级后端工程师"],
          ["2017.07-2020.03", "拉卡拉支付股份有限公司", "Java后端开发工程师"],
          ["2016.07-2016.09", "财付通支付科技有限公司（腾讯）", "后台开发实习生"]],
      header=["时间", "公司", "职位"])
d.add_heading("项目经历", level=2)
d.add_paragraph("壹钱包 收单清结算系统重构（2021.02-2022.06）：负责用 Go 重写清分服务，"
                "基于 Kafka 的异步对账链路，日均处理 1200 万笔交易，对账差错率降至万分之0.3。",
                style="List Bullet")
d.add_paragraph("拉卡拉 商户进件与风控接口（2018-2019）：Java/Spring Boot，MySQL 分库分表，Redis 缓存。",
                style="List Bullet")
d.add_paragraph("财付通实习：参与红包对账脚本的测试与修复。", style="List Bullet")
d.add_heading("专业技能", level=2)
table(d, [["语言", "Go（熟练）、Java（熟练）、Python（了解）"],
          ["中间件", "Kafka、RocketMQ、Redis、MySQL"],
          ["其他", "分布式事务（TCC/Saga）、PCI DSS 合规"]])
d.add_heading("获奖", level=2)
d.add_paragraph("2016 年 华中科技大学 ACM 校赛 二等奖")
d.save(OUT + "宓瑞霖_后端开发_2022.docx")

# ---------- Gareth Pomeroy: name only in the footer ----------
d = Document()
sec = d.sections[0]
fp = sec.footer.paragraphs[0]
fp.text = "Gareth Pomeroy — Curriculum Vitae — page 1"
fp.alignment = WD_ALIGN_PARAGRAPH.CENTER
p = d.add_paragraph(); r = p.add_run("Chief Operating Officer | B2B SaaS | Go-to-market & Operations"); r.bold = True; r.font.size = Pt(14)
d.add_paragraph("London, UK · gpomeroy.ops@gmail.com · +44 7700 900 481 · linkedin.com/in/gpomeroy-ops")
d.add_heading("Summary", level=1)
d.add_paragraph("Revenue leader who moved from quota-carrying sales into running the whole operating engine of a "
                "SaaS business. Over twenty years selling and scaling technology in the US and Europe, the last "
                "six in CRM software, with P&L ownership since 2023.")
d.add_heading("Experience", level=1)
d.add_heading("Pipedrive — London / Tallinn", level=2)
d.add_paragraph("Chief Operating Officer, Jan 2023 – Present")
d.add_paragraph("Own sales, customer success, support and revenue operations (420 people); ARR growth from "
                "€165M to €240M while holding net revenue retention above 108%.", style="List Bullet")
d.add_paragraph("Sales Director, EMEA, Jul 2020 – Dec 2022")
d.add_paragraph("Built the mid-market sales team from 12 to 55 account executives across five countries.",
                style="List Bullet")
d.add_heading("Salesforce — London", level=2)
d.add_paragraph("Regional Vice President, Sales (UK & Ireland, Commercial), Feb 2015 – Jun 2020")
d.add_paragraph("Led 7 sales managers and 60 AEs; 2018 and 2019 President's Club.", style="List Bullet")
d.add_paragraph("Signed Ping An Technology and two other APAC-headquartered insurers as global Sales Cloud "
                "customers through their London offices.", style="List Bullet")
d.add_heading("Rackspace — San Antonio, TX, then London", level=2)
d.add_paragraph("Sales Manager, later Director of Sales EMEA, 2008 – Jan 2015")
d.add_heading("Dell — Round Rock, TX", level=2)
d.add_paragraph("Inside Sales Representative, then Account Executive, Jun 2003 – 2008")
d.add_heading("Education", level=1)
table(d, [["B.A. Marketing", "Georgia State University, Atlanta", "1999 – 2003"],
          ["Executive MBA coursework (withdrawn, not completed)", "Kellogg School of Management", "2011 – 2012"],
          ["Executive Program (certificate)", "Stanford Graduate School of Business", "2019"]])
d.add_heading("Skills", level=1)
d.add_paragraph("Salesforce, HubSpot, Gong, Clari, SQL (basic), Python (basic), pricing & packaging, board reporting")
d.add_heading("Speaking", level=1)
d.add_paragraph("Speaker, SaaStr Europa 2024 — \"From CRO to COO without losing the plot\"")
d.save(OUT + "cv_2026_final.docx")
