"""Builds the two DOCX CVs into ../cvs/."""
from docx import Document
from docx.shared import Pt
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "cvs"


def wen_yuzhe():
    d = Document()
    d.add_heading("闻宇哲", level=0)
    d.add_paragraph("数据分析师 | 北京 | 电话 186-0153-7724 | 邮箱 wenyuzhe_data@163.com")
    d.add_heading("教育背景", level=1)
    t = d.add_table(rows=3, cols=4)
    t.style = "Table Grid"
    rows = [("时间", "学校", "专业", "学历"),
            ("2023.02 - 2024.06", "悉尼大学（The University of Sydney）", "数据科学", "硕士"),
            ("2018.09 - 2022.06", "西南财经大学", "统计学", "本科")]
    for r, vals in zip(t.rows, rows):
        for c, v in zip(r.cells, vals):
            c.text = v
    d.add_heading("工作经历", level=1)
    d.add_paragraph("京东零售　数据分析师　2024.09 - 至今", style="Heading 2")
    for b in ["负责家电品类的经营分析，搭建 GMV 归因看板（Hive + Tableau），周报自动化后每周节省约 10 小时人工",
              "设计并评估优惠券 A/B 实验，推动满减策略调整，品类转化率提升 1.8 个百分点"]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("实习经历", level=1)
    d.add_paragraph("美团　到店事业群　数据分析实习生　2023.06 - 2023.09", style="Heading 2")
    d.add_paragraph("利用暑期在北京实习，负责商户分层模型与流失预警，用 Python 和 SQL 完成特征加工与报表", style="List Bullet")
    d.add_paragraph("小红书　商业化部门　数据运营实习生　2022.07 - 2022.09", style="Heading 2")
    d.add_paragraph("整理广告投放数据，维护日报", style="List Bullet")
    d.add_heading("项目经历", level=1)
    d.add_paragraph("毕业设计：基于腾讯云 TI 平台的零售销量预测（课程项目，使用腾讯云免费额度）")
    d.add_heading("技能", level=1)
    d.add_paragraph("SQL、Python（pandas）、Hive、Spark、Tableau、A/B 实验设计")
    d.save(OUT / "闻宇哲_简历.docx")


def okonjo():
    d = Document()
    sec = d.sections[0]
    sec.footer.paragraphs[0].text = "Beatriz Okonjo · CV · page 1"
    d.add_paragraph("Sydney, NSW · b.okonjo.pm@proton.me · +61 412 880 503").runs[0].font.size = Pt(10)
    d.add_heading("Profile", level=1)
    d.add_paragraph("Product leader with twelve years building B2B and creator tools; comfortable owning a P&L, "
                    "running discovery with enterprise customers and leading groups of product managers across time zones.")
    d.add_heading("Experience", level=1)
    d.add_paragraph("Group Product Manager, Jira Service Management — Atlassian, Sydney (Apr 2019 – Present)", style="Heading 2")
    for b in ["Lead four product managers across the incident and asset-management areas; grew the enterprise segment's annual recurring revenue by 38% in two years",
              "Launched the AI-assisted request triage feature used by 60,000 service desks"]:
        d.add_paragraph(b, style="List Bullet")
    d.add_paragraph("Product Manager — Canva, Sydney (2014 – 2019)", style="Heading 2")
    d.add_paragraph("Owned the brand-kit and team templates roadmap from beta to general availability", style="List Bullet")
    d.add_paragraph("Consulting Intern — Deloitte Australia, Melbourne (summer 2013)", style="Heading 2")
    d.add_paragraph("Market-sizing research for a retail client", style="List Bullet")
    d.add_heading("Education", level=1)
    t = d.add_table(rows=2, cols=3)
    t.style = "Table Grid"
    rows = [("Monash University", "Bachelor of Arts (Economics and Media Studies)", "2010 – 2013"),
            ("Melbourne Business School", "MBA, part-time — withdrew after first year, not completed", "2018 – 2019")]
    for r, vals in zip(t.rows, rows):
        for c, v in zip(r.cells, vals):
            c.text = v
    d.add_heading("Other", level=1)
    d.add_paragraph("Speaker, Mind the Product London 2022; mentor, Girls in Tech Australia")
    d.save(OUT / "resume_gpm_2026.docx")


if __name__ == "__main__":
    wen_yuzhe()
    okonjo()
