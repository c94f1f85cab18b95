"""Builds the two DOCX CVs into ../cvs/."""
import os
from docx import Document
from docx.shared import Pt
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "cvs")

# ---- 居晓芃 bakery store manager, Chinese, with tables ----
d = Document()
d.add_heading("居晓芃 · 个人简历", level=1)
d.add_paragraph("求职意向：烘焙连锁 区域经理 / 店长　｜　电话：137-5816-0429　｜　邮箱：juxiaopeng_hz@qq.com　｜　杭州")
d.add_heading("基本信息", level=2)
t = d.add_table(rows=3, cols=4); t.style = "Table Grid"
cells = [("出生年月", "1990.05", "学历", "大专"),
         ("毕业院校", "同济大学浙江学院", "专业", "酒店管理"),
         ("工作年限", "全职 14 年", "证书", "食品安全管理员证、高级西式面点师")]
for r, row in enumerate(cells):
    for c, v in enumerate(row):
        t.cell(r, c).text = v
d.add_heading("工作经历", level=2)
t = d.add_table(rows=1, cols=4); t.style = "Table Grid"
for c, v in enumerate(["时间", "公司", "职位", "工作内容"]):
    t.rows[0].cells[c].text = v
rows = [
 ("2016年4月 - 至今", "好利来（Holiland）杭州湖滨银泰店", "店长（全职）",
  "管理 18 人门店团队，负责排班、订货、损耗控制；门店月营业额由 62 万提升至 95 万，报损率由 6.1% 降至 3.4%；2023 年起兼任杭州西湖片区 3 家门店的新店长带教。"),
 ("2012年7月 - 2016年3月", "85度C（美食达人股份有限公司）杭州延安路店", "门店员工 → 值班主管（全职）",
  "负责收银、裱花、出炉排程；2014 年晋升值班主管，负责夜班 6 人团队。"),
 ("2011年寒假", "星巴克 杭州武林店", "兼职咖啡师", "寒假兼职，每周 20 小时。"),
]
for row in rows:
    cs = t.add_row().cells
    for c, v in enumerate(row):
        cs[c].text = v
d.add_heading("教育背景", level=2)
t = d.add_table(rows=2, cols=3); t.style = "Table Grid"
for c, v in enumerate(["时间", "学校", "学历 / 专业"]):
    t.rows[0].cells[c].text = v
for c, v in enumerate(["2009.09–2012.06", "同济大学浙江学院（嘉兴）", "大专 / 酒店管理"]):
    t.rows[1].cells[c].text = v
d.add_heading("技能与荣誉", level=2)
d.add_paragraph("技能：门店运营、库存管理、ERP（用友）、Excel、Python（自学，Coursera 课程证书，尚未在工作中使用）")
d.add_paragraph("2021 年 好利来华东区“金牌店长”；2019 年 杭州市烘焙职业技能大赛 三等奖")
d.save(os.path.join(OUT, "居晓芃-店长-简历.docx"))

# ---- Séverine Fontanaz, actuary, English ----
d = Document()
d.add_heading("Séverine Fontanaz", level=0)
d.add_paragraph("Actuary · Life & Pensions · Lausanne, Switzerland · severine.fontanaz@bluewin.ch · +41 79 305 18 62")
d.add_heading("Professional experience", level=1)
d.add_paragraph("Swiss Life — Zurich", style="Heading 2")
d.add_paragraph("Actuary, Group Life Pricing (since 10/2023)")
d.add_paragraph("Price collective BVG pension and risk-life contracts for mid-size employers; own the Python pricing library (pandas, NumPy) used by 12 pricing actuaries; quarterly lapse and mortality experience studies.", style="List Bullet")
d.add_paragraph("Actuarial Analyst, Reserving (09/2019 – 09/2023)")
d.add_paragraph("Built the IFRS 17 cash-flow projection prototype in Python and Prophet; monthly reserving close for individual life.", style="List Bullet")
d.add_paragraph("Willis Towers Watson — Zurich", style="Heading 2")
d.add_paragraph("Summer Intern, Retirement consulting (Jun 2015 – Aug 2015, internship)")
d.add_paragraph("Supported pension valuations for Swiss corporate clients; automated data checks in VBA.", style="List Bullet")
d.add_heading("Education", level=1)
d.add_paragraph("ETH Zürich — doctoral studies in Mathematics (RiskLab), 2017 – 2019, discontinued without degree")
d.add_paragraph("HEC Lausanne, Université de Lausanne — MSc in Actuarial Science, 2015 – 2017")
d.add_paragraph("Université de Lausanne — BSc in Mathematics, 2012 – 2015")
d.add_heading("Publications & talks", level=1)
d.add_paragraph("Fontanaz, S., Meier, K. (2021). Surrender behaviour in Swiss individual life: a GLM approach. Annals of Actuarial Science, 15(3). — first author")
d.add_paragraph("Speaker, ASTIN Colloquium 2023, Tokyo (talk: ‘Lapse shocks after rate rises’).")
d.add_paragraph("Attended the Swiss Re Institute actuarial seminar on longevity risk, Zurich, 2022.")
d.add_heading("Qualifications & skills", level=1)
d.add_paragraph("Fully qualified actuary SAV (Swiss Association of Actuaries), 2022")
d.add_paragraph("Python, R, SQL, Prophet, Excel/VBA; French (native), German (C1), English (C1)")
d.save(os.path.join(OUT, "Fontanaz_Severine_CV.docx"))
