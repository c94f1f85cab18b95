from docx import Document
from docx.shared import Pt

# 1) Katrin Hesselbach, English DOCX with Heading styles
d = Document()
d.add_heading("Dr. Katrin Hesselbach", 0)
d.add_paragraph("Senior Procurement Manager | Munich, Germany | katrin.hesselbach@web.de | +49 151 2290 4471")
d.add_heading("Professional Experience", 1)
d.add_heading("BMW Group (BMW AG), Munich — since 10/2019", 2)
d.add_paragraph("Senior Procurement Manager, Interior & Seating Purchasing")
for b in ["Leads sourcing of seat structures and interior trim for the Neue Klasse platform, annual spend of EUR 1.4 bn across 23 suppliers.",
          "Negotiated multi-year cost-down agreements and dual-sourcing for foam and textile components after the 2021 supply crisis.",
          "Manages a team of six commodity buyers in Munich and Shenyang."]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("ZF Friedrichshafen AG, Friedrichshafen — 10/2012 – 09/2019", 2)
d.add_paragraph("Procurement Manager, Chassis Components (04/2016 – 09/2019)")
d.add_paragraph("Strategic Buyer, Castings and Forgings (10/2012 – 03/2016)")
d.add_paragraph("Ran supplier selection and annual price negotiations for aluminium castings; introduced should-cost models for forged parts.", style="List Bullet")
d.add_heading("Evonik Industries AG, Marl — 03/2008 – 08/2008", 2)
d.add_paragraph("Intern, Procurement of Raw Materials (six-month internship during diploma studies)")
d.add_heading("Education", 1)
d.add_paragraph("Dr.-Ing. (doctorate), Mechanical Engineering, RWTH Aachen University, 2009 – 2012. Dissertation on lifecycle costing of lightweight chassis components.")
d.add_paragraph("Dipl.-Ing. Industrial Engineering, Karlsruhe Institute of Technology (KIT), 2003 – 2009")
d.add_heading("Certifications & Languages", 1)
d.add_paragraph("Certified Purchasing Manager (BME), 2017. German (native), English (fluent), Mandarin (basic).")
d.save("../cvs/Katrin_Hesselbach_Lebenslauf_EN.docx")

# 2) Chinese DOCX with tables; owner's name only in the file name and the e-mail handle
d = Document()
st = d.styles["Normal"]; st.font.name = "SimSun"; st.font.size = Pt(10.5)
d.add_heading("个人简历", 0)
d.add_paragraph("求职意向：手游制作人 / 发行制作人　　手机：186-2137-5508　　邮箱：xianzitao_game@163.com　　现居：上海")
d.add_heading("工作经历", 1)
t = d.add_table(rows=1, cols=4); t.style = "Table Grid"
for c, txt in zip(t.rows[0].cells, ["时间", "公司", "职位", "主要工作"]): c.text = txt
rows = [
 ("2020年6月 - 至今", "上海莉莉丝网络科技有限公司", "手游制作人", "负责一款 SLG 手游从立项到全球上线，团队 60 人；上线首年海外流水破 1 亿美元。"),
 ("2018年1月 - 2020年5月", "网易（杭州）网络有限公司（网易游戏）", "项目经理", "负责卡牌手游版本排期与跨部门协作；推动游戏服务器从自建机房迁移至阿里云。"),
 ("2015年7月 - 2017年12月", "网易（杭州）网络有限公司（网易游戏）", "游戏策划", "负责战斗数值与活动策划，参与 3 个版本的玩法设计。"),
]
for r in rows:
    cells = t.add_row().cells
    for c, txt in zip(cells, r): c.text = txt
d.add_heading("教育背景", 1)
t2 = d.add_table(rows=2, cols=4); t2.style = "Table Grid"
for c, txt in zip(t2.rows[0].cells, ["时间", "学校", "专业", "学历"]): c.text = txt
for c, txt in zip(t2.rows[1].cells, ["2011.09 - 2015.06", "中山大学", "软件工程", "本科（工学学士）"]): c.text = txt
d.add_heading("其他", 1)
d.add_paragraph("2023 中国游戏开发者大会（CGDC）演讲嘉宾：《SLG 手游的全球化发行》")
d.add_paragraph("技能：Unity、Jira、SQL、Tableau、Kubernetes（了解）、Python（基础）")
d.save("../cvs/冼子韬_手游制作人.docx")
