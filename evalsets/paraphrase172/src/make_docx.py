"""Builds the two DOCX CVs in ../cvs/."""
from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

# ---- Siobhan Nagle (English) ----
d = Document()
d.add_heading("Siobhán Nagle", 0)
d.add_paragraph("Key Account Manager – Oncology | Registered General Nurse (NMBI, lapsed 2019)")
d.add_paragraph("siobhan.nagle@gmail.com · +353 87 204 6613 · Dublin, Ireland")
d.add_heading("Profile", 1)
d.add_paragraph("Former oncology ward nurse who moved into pharmaceutical sales in 2018. I combine six years of "
                "bedside clinical experience with a track record of growing hospital accounts, and I use data to plan "
                "territory coverage rather than relying on call volume alone.")
d.add_heading("Experience", 1)
d.add_heading("Key Account Manager, Oncology — Novartis Ireland, Dublin", 2)
d.add_paragraph("Mar 2021 – Present")
d.add_paragraph("Manage the six largest cancer centres in Leinster for the breast-cancer portfolio; 118% of target in 2024.", style="List Bullet")
d.add_paragraph("Negotiated hospital formulary listings together with market access colleagues.", style="List Bullet")
d.add_heading("Medical Sales Representative — AstraZeneca, Dublin", 2)
d.add_paragraph("May 2018 – Feb 2021")
d.add_paragraph("Covered respiratory and cardiovascular products across 40 GP practices and two hospitals.", style="List Bullet")
d.add_paragraph("Built a Power BI territory dashboard from Veeva CRM call data that the regional team adopted for call planning.", style="List Bullet")
d.add_heading("Staff Nurse, Oncology Day Ward — St. James's Hospital, Dublin", 2)
d.add_paragraph("Sep 2012 – Apr 2018")
d.add_paragraph("Administered chemotherapy and supported patients through treatment cycles; preceptor for student nurses from 2015.", style="List Bullet")
d.add_heading("Education", 1)
t = d.add_table(rows=1, cols=3)
t.style = "Table Grid"
for c, h in zip(t.rows[0].cells, ["Years", "Qualification", "Institution"]):
    c.text = h
for row in [("2020 – 2023", "Online MBA (part-time, distance learning)", "Warwick Business School, University of Warwick"),
            ("2018", "Certificate in Pharmaceutical Sales (short online course)", "Edinburgh Napier University"),
            ("2008 – 2012", "BSc (Hons) General Nursing", "University College Dublin")]:
    cells = t.add_row().cells
    for c, v in zip(cells, row):
        c.text = v
d.add_heading("Skills", 1)
d.add_paragraph("Veeva CRM, Power BI, Excel, key account planning, oncology clinical knowledge, IV cannulation")
d.add_heading("Awards", 1)
d.add_paragraph("AstraZeneca Ireland Rookie of the Year 2019")
d.save(os.path.join(OUT, "Siobhan_Nagle_CV.docx"))

# ---- 谯慕舟 (Chinese, tables) ----
d = Document()
d.add_heading("谯慕舟", 0)
d.add_paragraph("手机：186-2177-5031　邮箱：qiaomuzhou@163.com　现居：上海")
d.add_paragraph("求职意向：手游制作人 / 项目负责人")
d.add_heading("基本信息", 1)
t = d.add_table(rows=3, cols=4); t.style = "Table Grid"
for r, vals in enumerate([("性别", "男", "出生年份", "1992"), ("学历", "本科", "工作年限", "12年"), ("所在地", "上海", "期望薪资", "面议")]):
    for c, v in zip(t.rows[r].cells, vals):
        c.text = v
d.add_heading("工作经历", 1)
t = d.add_table(rows=1, cols=4); t.style = "Table Grid"
for c, h in zip(t.rows[0].cells, ["时间", "公司", "职位", "工作内容"]):
    c.text = h
for row in [("2021.01-至今", "莉莉丝游戏（上海莉莉丝网络科技有限公司）", "制作人", "负责一款 SLG 手游从立项到全球发行，管理 60 人团队，上线首月流水破亿。"),
            ("2018.03-2020.12", "莉莉丝游戏（上海莉莉丝网络科技有限公司）", "主策划", "负责战斗与养成系统设计，主导版本节奏规划与数值平衡。"),
            ("2014.07-2018.02", "完美世界（北京）软件科技发展有限公司", "系统策划", "负责 MMO 手游的社交与经济系统设计，撰写策划案 80 余份。"),
            ("2013.07-2013.08", "巨人网络", "游戏策划实习生（暑期实习）", "协助关卡配置与测试反馈整理。")]:
    cells = t.add_row().cells
    for c, v in zip(cells, row):
        c.text = v
d.add_heading("教育背景", 1)
t = d.add_table(rows=2, cols=4); t.style = "Table Grid"
for c, v in zip(t.rows[0].cells, ["时间", "学校", "专业", "学历"]):
    c.text = v
for c, v in zip(t.rows[1].cells, ["2010.09-2014.06", "浙江大学城市学院（现浙大城市学院）", "计算机科学与技术", "本科 / 工学学士"]):
    c.text = v
d.add_heading("项目与合作", 1)
d.add_paragraph("2024 年与索尼互动娱乐（Sony Interactive Entertainment）合作，将自研项目移植至 PlayStation 5 平台发行（合作方，非雇佣关系）。")
d.add_heading("技能清单", 1)
d.add_paragraph("Unity、Excel 数值建模、SQL、Tableau、Power BI、Jira、Axure")
d.save(os.path.join(OUT, "谯慕舟_游戏制作人.docx"))
