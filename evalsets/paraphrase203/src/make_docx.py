"""Builds the two DOCX CVs into ../cvs/."""
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

# ---- 卓思涵 (Chinese, tables) ----
d = Document()
d.add_heading("卓思涵", 0)
d.add_paragraph("证券研究 · 电子与半导体 | zhuosihan@outlook.com | 186-0271-5532 | 上海")
d.add_heading("教育背景", 1)
table(d, [["时间", "学校", "专业", "学历"],
          ["2014.09 – 2018.06", "武汉大学 经济与管理学院", "金融学", "本科（经济学学士）"],
          ["2021.09 – 2023.06", "上海交通大学 上海高级金融学院", "金融MBA（在职）", "工商管理硕士"]])
d.add_heading("工作经历", 1)
table(d, [["时间", "单位", "职位"],
          ["2021年7月 – 至今", "中信证券股份有限公司 研究部", "高级研究员（Associate，电子与半导体）"],
          ["2018年7月 – 2021年6月", "中信证券股份有限公司 研究部", "研究助理（电子行业）"]])
for b in ["覆盖 A 股与港股半导体设计、封测公司 18 家，独立撰写深度报告 11 篇。",
          "用 Python 和 Wind API 搭建半导体行业景气度跟踪模型，每周自动生成库存与价格数据看板。",
          "协助首席分析师完成年度策略会路演材料，参与机构客户电话会 200 余场。"]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("实习经历", 1)
table(d, [["时间", "单位", "岗位"],
          ["2017年7月 – 2017年9月", "中国平安保险（集团）股份有限公司 战略发展中心", "研究实习生"],
          ["2016年暑期", "群邑（GroupM）上海", "媒介策划实习生"]])
d.add_heading("证书与荣誉", 1)
d.add_paragraph("CFA 二级（2020）", style="List Bullet")
d.add_paragraph("2023 年新财富最佳分析师 电子行业第三名（团队成员）", style="List Bullet")
d.save(os.path.join(OUT, "卓思涵_简历.docx"))

# ---- Qu Yating, new CV (name only in the footer / file name / e-mail) ----
d = Document()
d.sections[0].footer.paragraphs[0].text = "Yating Qu · CV · updated March 2025"
d.add_heading("Account Manager — Integrated Advertising", 0)
d.add_paragraph("Shanghai, China | yating.qu@gmail.com | +86 139 1782 0465")
d.add_heading("Experience", 1)
d.add_paragraph("Havas Shanghai (Havas Group) — Account Manager | 04/2022 – today")
for b in ["Lead the day-to-day relationship with AIA China and Tsingtao Brewery; annual billings of RMB 46m across the two accounts.",
          "Ran the 2023 Migu video launch campaign for client China Mobile, coordinating creative, media and KOL teams across three cities.",
          "Introduced a weekly status report template now used by all six account teams in the Shanghai office."]:
    d.add_paragraph(b, style="List Bullet")
d.add_paragraph("dentsu China (formerly Dentsu Aegis Network), Beijing")
table(d, [["Title", "Dates"],
          ["Senior Account Executive", "01/2020 – 03/2022"],
          ["Account Executive", "09/2017 – 12/2019"]])
d.add_paragraph("Handled automotive and FMCG clients; managed production budgets up to RMB 8m per campaign.", style="List Bullet")
d.add_heading("Education", 1)
d.add_paragraph("Communication University of China, Beijing — BA in Advertising, 2013 – 2017")
d.add_heading("Recognition", 1)
d.add_paragraph("Cannes Lions 2021 shortlist (Media), as part of the dentsu Beijing team", style="List Bullet")
d.save(os.path.join(OUT, "resume_account_manager_2025.docx"))
