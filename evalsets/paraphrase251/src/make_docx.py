"""Builds the two DOCX CVs into ../cvs/."""
from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

def table(doc, rows):
    t = doc.add_table(rows=len(rows), cols=len(rows[0]))
    t.style = "Table Grid"
    for i, r in enumerate(rows):
        for j, v in enumerate(r):
            t.cell(i, j).text = v
    return t

# ---- D: 晏知秋, Chinese, tables ----
d = Document()
d.add_heading("晏知秋  个人简历", 0)
d.add_paragraph("求职意向：商业化 / 广告产品经理　|　电话：186-0217-5538　|　邮箱：yanzhiqiu_pm@qq.com　|　上海")
d.add_heading("教育背景", 1)
table(d, [["时间", "学校", "专业", "学历"],
          ["2018.09–2020.06", "中国人民大学", "信息资源管理", "管理学硕士"],
          ["2014.09–2018.06", "西南交通大学", "信息管理与信息系统", "管理学学士"]])
d.add_heading("工作经历", 1)
table(d, [["时间", "公司", "职位"],
          ["2022年4月 - 至今", "哔哩哔哩（上海宽娱数码科技有限公司）", "高级产品经理（2024.03 起）／ 广告产品经理"],
          ["2020年7月 - 2022年3月", "北京爱奇艺科技有限公司", "效果广告产品经理"],
          ["2019年7月 - 2019年9月", "阿里云计算有限公司", "产品运营实习生（暑期实习）"]])
d.add_paragraph("B站：负责信息流广告投放系统（花火、起飞）的出价与定向产品，推动 oCPX 出价上线，广告主 ROI 提升 17%。")
d.add_paragraph("B站：日常用 SQL（Hive / ClickHouse）拉取投放数据做归因与 AB 实验分析，搭建广告主漏斗看板。")
d.add_paragraph("爱奇艺：负责贴片与信息流广告的频控、创意优选功能，撰写 PRD 并与算法团队对齐 CTR 预估指标。")
d.add_paragraph("阿里云实习：整理云数据库产品的客户工单，输出竞品功能对比文档。")
d.add_heading("其他", 1)
d.add_paragraph("2019 百度之星程序设计大赛 复赛；校级优秀毕业生（2018）")
d.add_paragraph("技能：SQL、Axure、Figma、Python（基础）、Tableau")
d.save(os.path.join(OUT, "晏知秋_产品经理简历.docx"))

# ---- H: Saskia Ballantyne, English; name only in footer ----
h = Document()
sec = h.sections[0]
sec.footer.paragraphs[0].text = "Saskia Ballantyne  ·  CV  ·  page 1"
h.add_heading("Social Media & Digital Content Lead — Luxury Fashion", 0)
h.add_paragraph("saskia.b@outlook.com  |  +44 7700 918 342  |  London / Madrid")
h.add_heading("Experience", 1)
h.add_heading("LOEWE (LVMH) — Social Media Manager, Global", 2)
h.add_paragraph("03/2018 - today, Madrid")
h.add_paragraph("Own the global Instagram, TikTok and Weibo calendars for ready-to-wear and leather goods; grew Instagram following from 3.1M to 9.4M. Briefed and approved creator content for the Puzzle bag campaigns and ran the social side of Paris Fashion Week shows, coordinating with regional teams in Shanghai, Tokyo and New York. Reported weekly engagement to the CMO using Sprinklr and Dash Hudson dashboards.")
h.add_heading("Burberry — Social Media Coordinator; earlier Social Media Executive", 2)
h.add_paragraph("09/2014 - 02/2018, London")
h.add_paragraph("Executive (2014-2016), promoted to Coordinator (2016). Community management, live-streamed runway shows, first Burberry WeChat mini-program launch with the Shanghai office.")
h.add_heading("Aston Martin — Press Office Intern", 2)
h.add_paragraph("summer 2012, Gaydon")
h.add_paragraph("Press kit assembly and photo archive tagging for the DB9 launch.")
h.add_heading("Education", 1)
h.add_paragraph("BA (Hons) Fashion Communication and Promotion, Central Saint Martins, University of the Arts London, 2011 - 2014")
h.add_heading("Skills", 1)
h.add_paragraph("Sprinklr, Dash Hudson, Later, Adobe Premiere, Lightroom, SQL, Python, Google Analytics 4; Spanish (C1), French (B2)")
h.add_heading("Recognition", 1)
h.add_paragraph("Shortlisted, Digiday Awards Europe 2022 — Best Use of Instagram (LOEWE)")
h.save(os.path.join(OUT, "CV_social_media_2026.docx"))
