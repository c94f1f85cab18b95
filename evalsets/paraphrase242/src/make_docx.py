# builds the two DOCX CVs: lv_chunyan (Chinese, tables) and moira kettlewell (English)
from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(__file__), "..", "cvs")

def lv():
    d = Document()
    d.add_heading("吕春燕 个人简历", 0)
    d.add_paragraph("求职意向：区域运营经理 / 门店运营总监　|　电话：138 3712 6045　|　邮箱：lvchunyan_retail@163.com　|　现居：郑州")
    d.add_heading("基本信息", 1)
    t = d.add_table(rows=3, cols=4); t.style = "Table Grid"
    cells = [("性别", "女", "出生年月", "1989年5月"), ("学历", "本科", "工作年限", "14年"), ("籍贯", "河南洛阳", "政治面貌", "群众")]
    for r, row in enumerate(cells):
        for c, v in enumerate(row): t.cell(r, c).text = v
    d.add_heading("工作经历", 1)
    t = d.add_table(rows=1, cols=3); t.style = "Table Grid"
    for c, v in enumerate(("时间", "公司 / 职位", "主要职责与业绩")): t.rows[0].cells[c].text = v
    rows = [
        ("2017年8月 - 至今", "永辉超市股份有限公司（郑州区域）\n门店运营经理（2020年3月起）；店长（2017年8月-2020年2月）",
         "负责郑州区域6家大卖场的日常运营、排班与损耗控制；主导生鲜损耗项目，年度损耗率由3.1%降至2.2%；用SAP和帆软报表做每周库存与人效复盘；带领门店团队约420人。"),
        ("2012年7月 - 2017年7月", "华润万家有限公司\n管理培训生 → 值班经理",
         "轮岗生鲜、收银、仓储；2014年起任值班经理，负责夜班盘点与供应商到货验收。"),
    ]
    for r in rows:
        cs = t.add_row().cells
        for c, v in enumerate(r): cs[c].text = v
    d.add_heading("教育背景", 1)
    t = d.add_table(rows=2, cols=4); t.style = "Table Grid"
    for c, v in enumerate(("时间", "学校", "专业", "学历")): t.rows[0].cells[c].text = v
    for c, v in enumerate(("2008.09-2012.06", "郑州大学", "工商管理", "本科 / 管理学学士")): t.rows[1].cells[c].text = v
    d.add_heading("荣誉与证书", 1)
    d.add_paragraph("2019年 永辉超市华中大区“金牌店长”")
    d.add_paragraph("2022年 参加中国连锁经营协会（CCFA）门店数字化研修班并获结业证书")
    d.add_heading("其他", 1)
    d.add_paragraph("2021年牵头做过大润发、沃尔玛在郑州门店的竞品调研与价格对标。")
    d.add_paragraph("技能：Excel（数据透视表）、SAP零售模块、帆软FineReport、Python（自学，未在工作中使用）")
    d.save(os.path.join(OUT, "吕春燕_门店运营.docx"))

def moira():
    d = Document()
    d.add_heading("Moira Kettlewell", 0)
    d.add_paragraph("Sales Director, Surgical & Interventional — UK & Ireland")
    d.add_paragraph("Leeds, UK · moira.kettlewell@outlook.com · +44 7911 302 588")
    d.add_heading("Profile", 1)
    d.add_paragraph("Commercial leader with more than twenty years in medical devices, from bag-carrying territory rep to running a national sales organisation of 60 people. I like building teams that clinicians actually want to see, and I have carried quota every year of my career.")
    d.add_heading("Experience", 1)
    d.add_heading("Smith+Nephew — Sales Director, Orthopaedics UK & Ireland (Jan 2019 – present)", 2)
    d.add_paragraph("Run a £140m orthopaedics and sports-medicine business with 7 regional managers and 52 reps; grew revenue 6–8% a year through the NHS elective-recovery programme.", style="List Bullet")
    d.add_paragraph("Negotiated framework agreements with NHS Supply Chain and three large private hospital groups.", style="List Bullet")
    d.add_heading("Stryker — Regional Sales Manager, Northern England (04/2011 – 12/2018)", 2)
    d.add_paragraph("Led a team of 9 reps selling joint-replacement and trauma products; President's Club 2013, 2016.", style="List Bullet")
    d.add_heading("Stryker — Territory Manager, Yorkshire (08/2006 – 03/2011)", 2)
    d.add_paragraph("Sold trauma implants into 11 hospitals; covered theatre cases in person.", style="List Bullet")
    d.add_heading("Becton Dickinson (BD) — Sales Representative, Medication Delivery (09/2003 – 07/2006)", 2)
    d.add_paragraph("First sales role after university; infusion and IV catheter products in West Yorkshire.", style="List Bullet")
    d.add_heading("Education", 1)
    d.add_paragraph("MBA (online, part-time), Edinburgh Business School, Heriot-Watt University — 2012–2015")
    d.add_paragraph("BSc (Hons) Biomedical Science, Oxford Brookes University — 2000–2003")
    d.add_heading("Other", 1)
    d.add_paragraph("Speaker, 'Selling value, not boxes', Association of British HealthTech Industries annual conference, 2022.")
    d.add_paragraph("Tools: Salesforce, Veeva CRM, Power BI dashboards (consumer), Excel.")
    d.save(os.path.join(OUT, "Moira_Kettlewell_CV.docx"))

if __name__ == "__main__":
    lv(); moira()
