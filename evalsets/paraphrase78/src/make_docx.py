"""Build the two DOCX CVs (漆晓禾 Chinese with tables; Ambrose Ketteridge English)."""
from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(__file__), "..", "cvs")

def table(doc, rows, header=None):
    t = doc.add_table(rows=0, cols=len(rows[0]))
    t.style = "Table Grid"
    if header:
        c = t.add_row().cells
        for i, h in enumerate(header):
            c[i].text = h
    for r in rows:
        c = t.add_row().cells
        for i, v in enumerate(r):
            c[i].text = v
    return t

# ---------- 漆晓禾 (Chinese, tables) ----------
d = Document()
d.add_heading("个人简历", 0)
table(d, [["姓名", "漆晓禾", "性别", "女"],
          ["电话", "186 5712 0934", "邮箱", "qixiaohe_live@126.com"],
          ["现居", "北京市朝阳区", "求职意向", "直播电商运营负责人"]])
d.add_heading("教育背景", 1)
table(d, [["2015.09 - 2019.06", "浙江大学城市学院", "电子商务", "本科 / 管理学学士"]],
      header=["时间", "学校", "专业", "学历"])
d.add_heading("工作经历", 1)
table(d, [["2024.06 - 至今", "北京东方甄选科技有限公司", "直播运营经理"],
          ["2021.09 - 2024.05", "淘宝（中国）软件有限公司 · 淘宝直播（阿里巴巴集团）", "直播运营专家"],
          ["2019.03 - 2021.08", "杭州谦寻文化传媒有限公司", "直播运营"]],
      header=["时间", "公司", "职位"])
d.add_paragraph("东方甄选：负责图书及农产品专场直播间的排品、脚本与投放，月度 GMV 稳定在 8000 万元以上；"
                "每天用 SQL 从数仓拉取分时段转化、退货率数据，调整排品节奏。")
d.add_paragraph("淘宝直播：作为平台侧运营对接 200+ 头部及腰部商家直播间，负责 618、双 11 大促直播货盘与流量扶持策略；"
                "搭建直播间健康分看板，推动商家自播占比提升 12 个百分点。")
d.add_paragraph("谦寻：从场控做起，负责美妆专场的选品对接、直播脚本、千川投流和场后复盘。")
d.add_heading("其他经历", 1)
d.add_paragraph("2022 年起为多个品牌提供小红书种草内容策划咨询（兼职，非雇佣关系）；2018 年 抖音电商直播大赛 高校组亚军。")
d.add_heading("技能", 1)
d.add_paragraph("生意参谋、达摩盘、巨量千川、抖店后台；SQL、Excel 数据透视；直播脚本撰写；主播培训")
d.save(os.path.join(OUT, "简历-漆晓禾-直播运营.docx"))

# ---------- Ambrose Ketteridge (English) ----------
d = Document()
d.add_heading("AMBROSE KETTERIDGE", 0)
d.add_paragraph("VP Engineering  |  Singapore  |  ambrose.k@fastmail.com  |  +65 8120 4471")
d.add_heading("Summary", 1)
d.add_paragraph("Engineering executive with 23 years building distributed systems and leading organisations of up to "
                "420 engineers across payments, ride-hailing and cloud infrastructure. I care about boring, reliable "
                "platforms, strong engineering managers and honest incident reviews.")
d.add_heading("Experience", 1)
p = d.add_paragraph(); p.add_run("Airwallex — VP Engineering, Core Payments & Treasury").bold = True
d.add_paragraph("Jan 2021 – Present, Singapore")
d.add_paragraph("Run the 300-person organisation behind global accounts, FX conversion and card issuing; took the "
                "payments ledger from a single-region Postgres to an active-active multi-region design; rolled out an "
                "engineering career ladder and a 40-person staff-engineer community.", style="List Bullet")
p = d.add_paragraph(); p.add_run("Grab — Director of Engineering, Transport Platform").bold = True
d.add_paragraph("Jan 2016 – Dec 2020, Singapore")
d.add_paragraph("Grew the dispatch and pricing teams from 35 to 180 engineers across Singapore, Beijing and Bengaluru; "
                "led the migration of the allocation engine to Go microservices on Kafka.", style="List Bullet")
p = d.add_paragraph(); p.add_run("Alibaba Cloud (Aliyun) — Staff Engineer, later Senior Staff Engineer").bold = True
d.add_paragraph("Sep 2009 – Dec 2015, Hangzhou")
d.add_paragraph("One of the early engineers on the Apsara distributed file system; later tech lead for the ECS block "
                "storage control plane (Senior Staff Engineer from 2013).", style="List Bullet")
p = d.add_paragraph(); p.add_run("Oracle — Software Engineer, Database Server Technologies").bold = True
d.add_paragraph("Jul 2003 – Jun 2008, Reading, UK")
d.add_paragraph("Wrote PL/SQL packages and SQL tuning advisors for the Oracle 10g/11g optimizer team.", style="List Bullet")
d.add_paragraph("Jul 2008 – Aug 2009: career break — sailed from Southampton to Cape Town; consulted for two Bristol start-ups.")
d.add_heading("Education", 1)
table(d, [["2018 – 2019", "INSEAD", "Global Executive MBA (part-time, Singapore campus)"],
          ["1999 – 2003", "University of Bristol", "BSc Computer Science, First Class Honours"]])
d.add_heading("Board & community", 1)
d.add_paragraph("Advisory board, Singapore Management University School of Computing (2022 – present). "
                "Keynote, QCon Beijing 2019. Angel investor in 7 seed-stage developer-tool companies.")
d.save(os.path.join(OUT, "ketteridge_vp_engineering.docx"))
print("ok")
