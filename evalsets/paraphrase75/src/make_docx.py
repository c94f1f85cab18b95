from docx import Document
from docx.shared import Pt

def table(doc, rows):
    t = doc.add_table(rows=len(rows), cols=len(rows[0]))
    t.style = "Table Grid"
    for i, r in enumerate(rows):
        for j, c in enumerate(r):
            t.cell(i, j).text = c
    return t

# ---- 闾思蕴 (Chinese DOCX) ----
d = Document()
d.add_heading("闾思蕴", 0)
d.add_paragraph("内容策略 | 长视频平台 | 北京 | 电话 186 1093 5521 | 邮箱 lv.siyun@163.com")
d.add_heading("工作经历", 1)
table(d, [["时间", "公司", "职位"],
          ["2023年3月 - 至今", "北京爱奇艺科技有限公司（爱奇艺）", "高级内容策略经理"],
          ["2021年7月 - 2023年2月", "北京爱奇艺科技有限公司（爱奇艺）", "内容策略经理"],
          ["2019年7月 - 2021年6月", "上海宽娱数码科技有限公司（哔哩哔哩）", "内容运营专员"]])
d.add_paragraph("爱奇艺：负责悬疑剧场与纪录片频道的内容策略，制定片单采购与自制剧排播节奏；每周用 Hive SQL 从数据仓库拉取分集完播率、会员拉新数据，撰写选题评估报告；推动“迷雾剧场”两部剧集的宣发策略，单剧会员拉新超 120 万。", style="List Bullet")
d.add_paragraph("爱奇艺：参与国际版 iQIYI App 的海外发行排期；与 Netflix 洽谈的两部纪录片联合发行项目最终未落地。", style="List Bullet")
d.add_paragraph("哔哩哔哩：知识区 UP 主孵化与内容分发，策划“知识分享官”活动，活动期间投稿量提升 40%。", style="List Bullet")
d.add_heading("教育背景", 1)
table(d, [["时间", "学校", "专业 / 学位"],
          ["2015.09-2019.06", "中国传媒大学", "广播电视编导 本科（文学学士）"]])
d.add_heading("荣誉与其他", 1)
d.add_paragraph("2022 年爱奇艺年度优秀员工；2018 年腾讯视频“青年编剧计划”入围（比赛，非任职）。")
d.add_heading("技能", 1)
d.add_paragraph("内容策略、剧集评估、Hive SQL、Excel、Tableau、英语 CET-6")
d.save("../cvs/闾思蕴_内容策略.docx")

# ---- Fiadh Corcoran (English DOCX) ----
d = Document()
d.add_heading("Fiadh Corcoran, FIA", 0)
d.add_paragraph("Senior Pricing Actuary · Zurich, Switzerland · fiadh.corcoran@proton.me · +41 79 514 22 07")
d.add_heading("Professional experience", 1)
table(d, [["Dates", "Employer", "Role"],
          ["04/2021 - today", "Swiss Re, Zurich", "Senior Pricing Actuary, Property & Casualty Reinsurance"],
          ["09/2016 - 03/2021", "Munich Re, Munich", "Actuary, Life & Health Reinsurance"],
          ["09/2012 - 08/2016", "Aviva, Norwich", "Actuarial Analyst (graduate scheme)"]])
d.add_paragraph("At Swiss Re I price natural-catastrophe treaties for Asian cedants, build loss-cost models in R and Python, and pull claims triangles with SQL from the group data lake; I lead a pricing team of four.", style="List Bullet")
d.add_paragraph("At Munich Re I built mortality-improvement assumptions for longevity swaps and reserved for group life business.", style="List Bullet")
d.add_paragraph("At Aviva I worked on Solvency II reporting for the general-insurance book.", style="List Bullet")
d.add_heading("Education", 1)
table(d, [["Years", "Institution", "Qualification"],
          ["2014 - 2016", "University of Edinburgh (part-time)", "MSc Statistics with Data Science"],
          ["2008 - 2012", "Heriot-Watt University", "BSc (Hons) Actuarial Science"]])
d.add_heading("Professional service", 1)
d.add_paragraph("Referee for ASTIN Bulletin (since 2020) and the Annals of Actuarial Science.")
d.add_paragraph("Speaker, ASTIN Colloquium 2023, Tokyo: 'Pricing typhoon covers with climate-conditioned event sets'.")
d.add_heading("Qualifications", 1)
d.add_paragraph("Fellow of the Institute and Faculty of Actuaries (FIA), 2017; Swiss Association of Actuaries (SAV) full member.")
d.add_heading("Skills", 1)
d.add_paragraph("R, Python, SQL, Prophet, ResQ, Igloo, VBA")
d.save("../cvs/Fiadh_Corcoran_CV.docx")
