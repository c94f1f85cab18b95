"""Builds the two DOCX CVs into ../cvs/."""
from pathlib import Path
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH

OUT = Path(__file__).resolve().parent.parent / "cvs"


def table(doc, rows, widths=None, header=True):
    t = doc.add_table(rows=len(rows), cols=len(rows[0]))
    t.style = "Table Grid"
    for i, r in enumerate(rows):
        for j, v in enumerate(r):
            c = t.cell(i, j)
            c.text = v
            if header and i == 0:
                for run in c.paragraphs[0].runs:
                    run.bold = True
    return t


def doctor_zh():
    d = Document()
    p = d.add_paragraph()
    r = p.add_run("麦语桐")
    r.bold = True
    r.font.size = Pt(20)
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    p = d.add_paragraph("医疗健康产品经理 ｜ 前心血管内科主治医师")
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    d.add_heading("基本信息", level=2)
    table(d, [["手机", "138 2741 6609", "邮箱", "maiyutong.md@qq.com"],
              ["现居", "深圳市南山区", "更新", "2026年10月"]], header=False)
    d.add_heading("工作经历", level=2)
    table(d, [
        ["时间", "单位", "职位", "主要工作"],
        ["2024.06-至今", "腾讯（医疗健康事业部，CSIG）", "高级产品经理",
         "负责腾讯健康小程序“AI 预问诊”与医生端辅助决策产品；与医学团队共建 1,200 条问诊规则；"
         "每周用 SQL（ClickHouse）自助取数，搭建问诊转化漏斗看板，首诊完成率提升 18%。"],
        ["2022.03-2024.05", "微医集团（杭州）", "产品经理",
         "负责互联网医院慢病复诊与处方流转产品，覆盖 40 余家合作医院；"
         "用 SQL 在 Hive 上取数做复诊留存分析，推动续方提醒功能上线。"],
        ["2015.07-2021.12", "中山大学附属第一医院", "心血管内科 住院医师 → 主治医师（2020.01 晋升）",
         "临床一线工作六年余；牵头科室心衰患者出院随访项目，由此转向数字医疗产品。"],
    ])
    d.add_heading("教育背景", level=2)
    table(d, [
        ["时间", "学校", "专业", "学位"],
        ["2012.09-2015.07", "中山大学", "内科学（心血管病方向）", "硕士（专业学位）"],
        ["2007.09-2012.07", "中山大学 中山医学院", "临床医学", "学士"],
    ])
    d.add_heading("论文与学术服务", level=2)
    d.add_paragraph("第一作者：麦语桐，林振声，何佩. 老年非瓣膜性心房颤动患者抗凝治疗依从性的影响因素分析. 中华心血管病杂志, 2019.", style="List Bullet")
    d.add_paragraph("《中国数字医学》杂志 特约审稿人（2020年至今）", style="List Bullet")
    d.add_heading("技能", level=2)
    d.add_paragraph("产品：Axure、墨刀、需求文档、A/B 实验设计；数据：SQL、Excel、SPSS；资质：执业医师资格证（已注销执业注册）")
    d.save(OUT / "麦语桐_产品经理_2026.docx")


def logistics_en():
    d = Document()
    d.add_heading("Wanjiru Gatimu", level=0)
    d.add_paragraph("Operations Manager, Contract Logistics  |  Nairobi, Kenya  |  wanjiru.gatimu@gmail.com  |  +254 722 610 384")
    d.add_heading("Profile", level=1)
    d.add_paragraph(
        "Logistics operations leader with eighteen years in contract logistics and freight forwarding in East Africa. "
        "I run multi-client warehouses end to end, from inbound slotting to last-mile hand-over, and I like to fix "
        "problems with data rather than with overtime.")
    d.add_heading("Experience", level=1)
    d.add_heading("DHL Supply Chain (Deutsche Post DHL Group) — Nairobi", level=2)
    d.add_paragraph("Operations Manager, Healthcare & Consumer Warehouses  |  01/2016 – present")
    for b in [
        "Run two bonded warehouses (38,000 m², 210 staff across three shifts) serving pharmaceutical and FMCG clients, "
        "with full P&L responsibility of about KES 1.4bn a year and a 99.6% order-accuracy record over the last three audits.",
        "Write SQL queries against the Manhattan WMS database every week to build pick-rate, dwell-time and "
        "temperature-excursion reports, which replaced a set of hand-maintained spreadsheets and cut reporting time by two days a month.",
        "Led the 2020–2021 cold-chain build-out for COVID-19 vaccine distribution for the Kenyan Ministry of Health, "
        "including GDP certification of the 2–8 °C rooms and the driver training programme.",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_paragraph("Shift Supervisor, Inbound & Returns  |  03/2012 – 12/2015")
    d.add_paragraph("Supervised a 45-person night shift; introduced cycle counting and cut stock variance by half.", style="List Bullet")
    d.add_heading("Kuehne + Nagel Ltd — Mombasa", level=2)
    d.add_paragraph("Logistics Coordinator, Sea Freight  |  09/2008 – 02/2012")
    d.add_paragraph("Coordinated import clearance and port-to-warehouse transport for around 300 containers a month.", style="List Bullet")
    d.add_heading("Education", level=1)
    d.add_paragraph("Warwick Business School, University of Warwick — Distance Learning MBA (part-time, online), 2019 – 2022")
    d.add_paragraph("University of Nairobi — Bachelor of Commerce (Supply Chain Management), 2004 – 2008")
    d.add_heading("Certifications & Awards", level=1)
    d.add_paragraph("APICS Certified Supply Chain Professional (CSCP), 2018", style="List Bullet")
    d.add_paragraph("DHL Supply Chain Sub-Saharan Africa Operational Excellence Award, 2019", style="List Bullet")
    d.save(OUT / "Wanjiru_Gatimu_Resume.docx")


if __name__ == "__main__":
    doctor_zh()
    logistics_en()
