"""Builds the two DOCX CVs of paraphrase10 into ../cvs/."""
from pathlib import Path
from docx import Document
from docx.shared import Pt, RGBColor
from docx.enum.text import WD_ALIGN_PARAGRAPH

OUT = Path(__file__).resolve().parent.parent / "cvs"


def bullets(doc, items):
    for it in items:
        doc.add_paragraph(it, style="List Bullet")


def job(doc, left, right, sub=None):
    p = doc.add_paragraph()
    r = p.add_run(left)
    r.bold = True
    p.add_run("\t" + right)
    if sub:
        q = doc.add_paragraph()
        q.add_run(sub).italic = True


def wu_xinglan_en():
    doc = Document()
    st = doc.styles["Normal"]
    st.font.name = "Calibri"
    st.font.size = Pt(10.5)
    h = doc.add_paragraph()
    h.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = h.add_run("Xinglan WU")
    r.bold = True
    r.font.size = Pt(20)
    c = doc.add_paragraph("Shanghai, China | +86 138 1762 4095 | xinglan.wu@outlook.com | github.com/wuxinglan")
    c.alignment = WD_ALIGN_PARAGRAPH.CENTER

    doc.add_heading("Summary", level=1)
    doc.add_paragraph(
        "Site reliability engineer with 11+ years in large-scale infrastructure. "
        "I currently run the SRE team for Xiaohongshu's community business and care about "
        "boring, reliable releases.")

    doc.add_heading("Experience", level=1)
    job(doc, "Xiaohongshu (RED), Shanghai", "Apr 2023 – Present",
        "Head of SRE, Community Technology — manage a team of 8 SRE engineers (hiring, reviews, on-call)")
    bullets(doc, [
        "Own SLOs and capacity planning for the note-publishing and feed paths; 99.99% availability in 2024.",
        "Ran multi-site failover drills that cut recovery time from 40 to 9 minutes.",
    ])
    job(doc, "Alibaba Cloud, Hangzhou", "Jun 2018 – Mar 2023",
        "Senior SRE, Container Service for Kubernetes (ACK)")
    bullets(doc, [
        "Operated Kubernetes clusters with 10,000+ nodes on ACK: upgrades, etcd backups, node auto-repair.",
        "Rebuilt alerting on Prometheus and Thanos; alert noise down 70%.",
    ])
    job(doc, "WeChat Group (WXG), Guangzhou", "Jul 2015 – May 2018",
        "DevOps Engineer, Basic Platform Department")
    bullets(doc, [
        "Maintained the release system and config center behind WeChat Pay backend services (300+ releases a day).",
        "Wrote inspection automation in Python and Shell covering 2,000+ servers.",
    ])

    doc.add_heading("Education", level=1)
    job(doc, "Huazhong University of Science and Technology (HUST), Wuhan", "Sep 2011 – Jun 2015",
        "B.Eng. in Software Engineering")

    doc.add_heading("Skills", level=1)
    doc.add_paragraph("Kubernetes, Docker, Prometheus, Terraform, Go, Python, Linux kernel tuning, MySQL")
    doc.add_heading("Other", level=1)
    doc.add_paragraph("Speaker, CNCF Shanghai Meetup (2022); Alibaba Cloud ACE certification")
    doc.save(OUT / "Xinglan_Wu_Resume_EN.docx")


def kan_jingshu_zh():
    doc = Document()
    st = doc.styles["Normal"]
    st.font.size = Pt(10.5)
    t = doc.add_paragraph()
    t.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = t.add_run("阚静姝")
    r.bold = True
    r.font.size = Pt(18)
    doc.add_paragraph("上海 ｜ 186-2107-5536 ｜ kanjingshu@163.com ｜ 求职意向：数据分析 / 商业分析").alignment = WD_ALIGN_PARAGRAPH.CENTER

    doc.add_heading("教育背景", level=1)
    tbl = doc.add_table(rows=3, cols=4)
    tbl.style = "Table Grid"
    rows = [
        ("时间", "学校", "专业", "学历"),
        ("2019.09 - 2022.06", "中山大学", "应用统计", "硕士研究生（已毕业）"),
        ("2015.09 - 2019.06", "北京理工大学珠海学院", "信息与计算科学", "本科"),
    ]
    for i, row in enumerate(rows):
        for j, v in enumerate(row):
            tbl.cell(i, j).text = v
    for cell in tbl.rows[0].cells:
        for p in cell.paragraphs:
            for rr in p.runs:
                rr.bold = True

    doc.add_heading("工作经历", level=1)
    job(doc, "拼多多　高级数据分析师", "2023年9月 - 至今", "主站用户增长分析组")
    bullets(doc, [
        "负责百亿补贴频道的指标体系与周报看板，用 SQL（Hive / ClickHouse）和 Python 搭建自动化取数流程。",
        "设计并分析 40+ 个 A/B 实验，推动首页改版，人均 GMV 提升 3.2%。",
    ])
    job(doc, "京东（京东零售）　数据分析师", "2022年7月 - 2023年8月", "用户运营数据部")
    bullets(doc, [
        "搭建会员复购预测模型（XGBoost），支持 PLUS 会员精细化运营。",
        "用 Tableau 维护 20+ 个业务看板，日活跃查看用户 300+。",
    ])
    job(doc, "天美工作室群 J3 工作室　数据分析实习生", "2021年6月 - 2021年9月", "游戏运营数据组（深圳）")
    bullets(doc, [
        "分析新版本玩家留存与付费转化，输出版本复盘报告 6 份。",
    ])

    doc.add_heading("技能", level=1)
    doc.add_paragraph("SQL（Hive、ClickHouse）、Python（pandas、scikit-learn）、Tableau、飞书多维表格、A/B 测试、因果推断基础")
    doc.add_heading("获奖", level=1)
    doc.add_paragraph("2020 年全国大学生统计建模大赛　二等奖")
    doc.save(OUT / "阚静姝_数据分析_简历.docx")


if __name__ == "__main__":
    wu_xinglan_en()
    kan_jingshu_zh()
