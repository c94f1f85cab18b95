"""Builds the two DOCX CVs into ../cvs/."""
from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

def table(doc, rows, style="Table Grid"):
    t = doc.add_table(rows=len(rows), cols=len(rows[0]))
    t.style = style
    for i, r in enumerate(rows):
        for j, v in enumerate(r):
            t.cell(i, j).text = v
    return t

# ---- 苗清芷 (Chinese, tables) ----
d = Document()
d.add_heading("苗清芷  个人简历", level=0)
d.add_paragraph("直播电商经理｜美妆品牌自播｜抖音 / 淘宝直播")
table(d, [["电话", "186-5712-3094", "邮箱", "miaoqz_live@qq.com"],
          ["现居", "浙江杭州", "期望职位", "直播电商负责人 / 品牌电商总监"]])
d.add_heading("教育背景", level=1)
table(d, [["时间", "学校", "专业", "学历"],
          ["2014.09–2018.06", "中南财经政法大学", "市场营销", "本科（管理学学士）"]])
d.add_heading("工作经历", level=1)
table(d, [["时间", "公司", "职位"],
          ["2022.03–至今", "珀莱雅化妆品股份有限公司", "直播电商经理（品牌自播中心）"],
          ["2020.04–2022.02", "欧莱雅（中国）有限公司", "高级数字营销专员"],
          ["2018.07–2020.03", "欧莱雅（中国）有限公司", "数字营销专员（管培生轮岗后定岗）"],
          ["2017.07–2017.09", "逸仙电商（完美日记）", "品牌市场部实习生"]])
d.add_heading("工作内容与业绩", level=1)
d.add_paragraph("珀莱雅｜直播电商经理", style="Heading 2")
for s in ["搭建抖音、淘宝直播双平台品牌自播矩阵，管理 4 个直播间、主播与场控团队共 26 人，2024 年自播 GMV 同比增长 68%。",
          "每天用 SQL 从公司数据仓库（Hive）提取直播间分钟级流量与转化数据，搭建 FineBI 看板，按小时复盘投流 ROI。",
          "负责与头部达人直播间的合作排期和机制谈判，大促期间单场 GMV 最高 3200 万元。"]:
    d.add_paragraph(s, style="List Bullet")
d.add_paragraph("欧莱雅（中国）｜数字营销专员 → 高级数字营销专员", style="Heading 2")
for s in ["负责巴黎欧莱雅护肤线天猫旗舰店内容营销与直播排期，2021 年双十一护肤线直播销售额突破 1.2 亿元。",
          "2020 年晋升为高级专员，带领 3 人小组负责达人种草（小红书、B 站）投放策略。"]:
    d.add_paragraph(s, style="List Bullet")
d.add_heading("技能与证书", level=1)
table(d, [["数据工具", "SQL、Excel、FineBI、生意参谋、巨量千川"],
          ["证书", "全国计算机二级；英语 CET-6"],
          ["荣誉", "2021 年欧莱雅中国年度数字营销之星"]])
d.save(os.path.join(OUT, "苗清芷_直播电商经理.docx"))

# ---- Damilola Ogunleye (English) ----
d = Document()
d.add_heading("Damilola Ogunleye, ACCA", level=0)
d.add_paragraph("London, UK  |  +44 7911 123 658  |  dami.ogunleye.audit@outlook.com")
d.add_heading("Profile", level=1)
d.add_paragraph("External auditor with seven years in UK statutory audit of manufacturing, automotive-retail and technology clients. I like turning messy ledgers into clean evidence: most of my audit files now start with a data extract and a few SQL queries rather than a sample list.")
d.add_heading("Experience", level=1)
d.add_paragraph("Audit Senior — BDO LLP, London    Oct 2022 – Present", style="Heading 2")
for s in ["Run fieldwork on a portfolio of eight statutory audits (turnover £40m–£600m), including the UK sales subsidiary of BYD and two mid-cap software groups; supervise teams of up to five associates.",
          "Wrote SQL queries against client general-ledger extracts to test journal entries and revenue cut-off over full populations instead of samples; rolled the scripts out as a team template.",
          "Lead the audit of revenue recognition under IFRS 15 for multi-element software contracts."]:
    d.add_paragraph(s, style="List Bullet")
d.add_paragraph("Audit Associate — Grant Thornton UK LLP, Birmingham    Sep 2019 – Sep 2022", style="Heading 2")
for s in ["Audited inventory, fixed assets and payroll for manufacturing clients; attended stock counts across the Midlands.",
          "Used IDEA and Excel Power Query for data analytics on client transaction listings."]:
    d.add_paragraph(s, style="List Bullet")
d.add_paragraph("Summer Analyst Intern — PA Consulting, London    Jun 2018 – Aug 2018", style="Heading 2")
d.add_paragraph("Supported an operating-model review for a public-sector client; built the cost baseline model.", style="List Bullet")
d.add_heading("Education", level=1)
table(d, [["Degree", "Institution", "Years"],
          ["BSc Accounting and Finance (First Class)", "University of Kent", "2016 – 2019"]])
d.add_heading("Qualifications", level=1)
d.add_paragraph("ACCA member (qualified 2022). ICAEW Data Analytics Certificate (2023).")
d.add_heading("Skills", level=1)
d.add_paragraph("SQL, IDEA, Alteryx, Excel (Power Query), CaseWare; Yoruba and English")
d.save(os.path.join(OUT, "Damilola_Ogunleye_CV.docx"))
