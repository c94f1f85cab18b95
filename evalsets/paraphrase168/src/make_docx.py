"""Builds the two DOCX CVs in ../cvs."""
from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

def table(doc, rows, style="Table Grid"):
    t = doc.add_table(rows=len(rows), cols=len(rows[0]))
    t.style = style
    for i, r in enumerate(rows):
        for j, c in enumerate(r):
            t.cell(i, j).text = c
    return t

# ---- 聂子谦 (new CV, Chinese, tables) ----
d = Document()
d.add_heading("聂子谦 · 个人简历", 0)
d.add_paragraph("求职意向：高级数据工程师 / 数据平台负责人　|　深圳")
d.add_paragraph("手机：186-8810-3527　邮箱：nieziqian.data@qq.com")
d.add_heading("基本信息", 1)
table(d, [["出生年份", "1995", "工作年限", "7年"],
          ["最高学历", "硕士", "所在城市", "深圳"]])
d.add_heading("工作经历", 1)
table(d, [["时间", "公司", "职位"],
          ["2022年9月 - 至今", "深圳前海微众银行股份有限公司（WeBank）", "高级数据工程师"],
          ["2019年7月 - 2022年8月", "招银网络科技有限公司（招商银行全资子公司）", "数据工程师"],
          ["2018年7月 - 2018年9月", "Akamai Technologies 北京", "数据分析实习生"]])
d.add_paragraph("微众银行 · 数据平台部", style="Heading 2")
for b in ["负责零售信贷实时风控特征平台，基于 Flink + Kafka 构建毫秒级特征计算链路，日处理事件 30 亿条。",
          "将 Spark 批处理作业迁移到 Kubernetes（Spark on K8s），集群资源利用率提升 35%，并编写 Helm chart 统一部署。",
          "主导数据质量治理：落地 Great Expectations 校验规则 1200 余条。"]:
    d.add_paragraph(b, style="List Bullet")
d.add_paragraph("招银网络科技 · 大数据平台", style="Heading 2")
for b in ["为招商银行信用卡中心搭建 Hive 数仓分层模型（ODS/DWD/DWS），支撑 200+ 张报表。",
          "开发基于 Airflow 的调度平台插件，作业失败自动重试与告警。"]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("教育背景", 1)
table(d, [["时间", "学校", "专业", "学历"],
          ["2017.09–2019.06", "华中科技大学", "计算机技术", "硕士"],
          ["2013.09–2017.06", "西南财经大学", "金融工程", "本科"]])
d.add_heading("技能", 1)
d.add_paragraph("Flink、Spark、Hive、Kafka、Kubernetes、Airflow、Python、Scala、SQL")
d.save(os.path.join(OUT, "聂子谦_数据工程师_2026.docx"))

# ---- Wojciech Nowicki (English) ----
d = Document()
d.add_heading("Wojciech Nowicki", 0)
d.add_paragraph("Lead Learning Game Designer · Kraków, Poland · wojtek.nowicki@proton.me · +48 601 227 904")
d.add_heading("Profile", 1)
d.add_paragraph("Game designer with a background in systems and quest design on large open-world RPGs, who has spent the "
                "last six years bringing the same craft to learning products: progression loops, streaks and "
                "reward economies that keep teenagers practising maths after the novelty wears off.")
d.add_heading("Experience", 1)
d.add_paragraph("Brainly — Kraków (online learning platform)", style="Heading 2")
d.add_paragraph("Lead Learning Game Designer, 04/2023 - today")
d.add_paragraph("Senior Game Designer, Learning Experience, 09/2020 - 03/2023")
for b in ["Designed the points, ranks and weekly-league system behind the Brainly Plus practice mode; "
          "7-day retention of new students improved from 21% to 29% in A/B tests.",
          "Run a cross-functional squad of four designers, two data analysts and a learning scientist; "
          "write design docs and balance spreadsheets for every reward change."]:
    d.add_paragraph(b, style="List Bullet")
d.add_paragraph("CD PROJEKT RED — Warsaw / Kraków", style="Heading 2")
d.add_paragraph("Quest Designer, 07/2014 - 08/2020")
for b in ["Scripted and balanced side quests for The Witcher 3: Wild Hunt – Blood and Wine and for Cyberpunk 2077 "
          "using the studio's REDengine quest editor.",
          "Owned the gig-economy side-job system in Cyberpunk 2077 Night City (40+ gigs)."]:
    d.add_paragraph(b, style="List Bullet")
d.add_paragraph("Techland — Wrocław", style="Heading 2")
d.add_paragraph("QA Tester (student job, part-time), 2012 - 2013")
d.add_heading("Education", 1)
t = table(d, [["Degree", "School", "Years"],
              ["MA, Computer Game Design (not completed — left for CD PROJEKT RED)", "Jagiellonian University", "2014 - 2015"],
              ["BA, Cultural Studies", "Jagiellonian University", "2010 - 2014"]])
d.add_heading("Talks & awards", 1)
d.add_paragraph("Speaker, Digital Dragons 2022: \"Borrowing RPG progression for homework\"")
d.add_paragraph("Game Jam Kraków 2013 — 1st place")
d.add_heading("Tools", 1)
d.add_paragraph("Unity, Unreal Engine 5 Blueprints, Lua, Figma, Machinations, Excel/Google Sheets, Jira")
d.save(os.path.join(OUT, "Wojciech_Nowicki_Resume.docx"))
