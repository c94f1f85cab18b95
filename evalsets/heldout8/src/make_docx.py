"""Builds the two DOCX CVs in ../cvs/ (python-docx)."""
import os
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")


def tang_en():
    d = Document()
    d.styles["Normal"].font.name = "Calibri"
    d.styles["Normal"].font.size = Pt(10.5)
    t = d.add_heading("Wenjie TANG", level=0)
    p = d.add_paragraph("Staff Site Reliability Engineer · Beijing · tangwj.dev@gmail.com · +86 138 1172 6403")
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    d.add_heading("Summary", level=1)
    d.add_paragraph(
        "SRE with a backend background. I keep large Kubernetes fleets boring: capacity, change "
        "management, observability and incident response. Comfortable in Go and Python, and happy "
        "to carry the pager.")
    d.add_heading("Experience", level=1)
    d.add_heading("Volcano Engine (ByteDance) — Staff SRE, Cloud-Native Reliability", level=2)
    d.add_paragraph("Sep 2021 – Present, Beijing")
    for b in [
        "Own reliability of VKE, the managed Kubernetes service: 30+ clusters, ~40k nodes; raised SLA from 99.9% to 99.95%.",
        "Built multi-cluster monitoring on Prometheus and VictoriaMetrics; cut alert noise by 60%.",
        "Run the on-call rotation and blameless postmortems for a team of 6.",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("Alibaba Cloud — Senior SRE (promoted Jul 2019), SRE before that", level=2)
    d.add_paragraph("Apr 2017 – Aug 2021, Hangzhou")
    for b in [
        "ECS control-plane capacity planning and change control; on the Double 11 war-room team 2018–2020.",
        "Wrote a self-healing platform in Go that auto-remediates ~1,200 host failures a month.",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("NetEase — Backend Engineer, NetEase Cloud Music", level=2)
    d.add_paragraph("Jul 2014 – Mar 2017, Hangzhou")
    d.add_paragraph("Java/MySQL services for comments and recommendations; helped split the monolith.", style="List Bullet")
    d.add_heading("Education", level=1)
    tbl = d.add_table(rows=1, cols=3)
    tbl.style = "Table Grid"
    c = tbl.rows[0].cells
    c[0].text = "Huazhong University of Science and Technology"
    c[1].text = "B.Eng. Computer Science and Technology"
    c[2].text = "2010 – 2014"
    d.add_heading("Skills", level=1)
    d.add_paragraph("Go, Python, Java · Kubernetes, Docker, Prometheus, Grafana, Terraform, Ansible")
    d.add_paragraph("Certifications: CKA (2019); Google Cloud Professional Cloud Architect (2022)")
    d.save(os.path.join(OUT, "wenjie_tang_resume.docx"))


def ma_zh():
    d = Document()
    d.styles["Normal"].font.size = Pt(10.5)
    h = d.add_paragraph()
    r = h.add_run("马晓彤")
    r.bold = True
    r.font.size = Pt(20)
    h.alignment = WD_ALIGN_PARAGRAPH.CENTER
    p = d.add_paragraph("女 | 1999 年生 | 上海 | 电话：15921837746 | 邮箱：maxiaotong_data@163.com")
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    d.add_paragraph("求职意向：高级数据分析师 / 数据分析专家（风控、增长方向）")

    d.add_heading("教育背景", level=1)
    tbl = d.add_table(rows=3, cols=4)
    tbl.style = "Table Grid"
    rows = [
        ("时间", "学校", "专业", "学历"),
        ("2024年9月 - 至今", "复旦大学管理学院", "工商管理（在职 MBA）", "硕士在读，预计 2027 年毕业"),
        ("2017年9月 - 2021年6月", "西南财经大学", "统计学", "经济学学士"),
    ]
    for i, row in enumerate(rows):
        for j, v in enumerate(row):
            tbl.rows[i].cells[j].text = v

    d.add_heading("工作经历", level=1)
    d.add_paragraph("蚂蚁集团　高级数据分析师　2023年3月 - 至今")
    for b in [
        "负责花呗信贷风控策略的数据分析，搭建贷前反欺诈指标体系，覆盖日均 300 万笔授信申请。",
        "用 SQL（ODPS）和 Python 搭建策略效果监控看板，坏账率相关指标按周复盘，推动 4 条策略迭代上线。",
        "与算法团队合作评估风控模型，设计 A/B 实验并撰写分析报告。",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_paragraph("北京三快在线科技有限公司（美团）　数据分析师　2021年7月 - 2023年2月")
    for b in [
        "美团外卖用户增长组：负责新客补贴效果分析、用户分层与留存归因。",
        "日常使用 Hive SQL、Python（pandas）和 Tableau，产出周报与专题分析 30 余篇。",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_paragraph("京东集团　数据分析实习生　2020年6月 - 2020年9月")
    d.add_paragraph("京东零售用户研究部：整理问卷数据，用 Excel 和 SQL 做基础报表。", style="List Bullet")

    d.add_heading("荣誉与证书", level=1)
    d.add_paragraph("2020 年 全国大学生统计建模大赛 二等奖")
    d.add_paragraph("2019 年 阿里巴巴天池“金融风控-贷款违约预测”学习赛 Top 5%")
    d.add_paragraph("CDA 数据分析师二级（2022）")

    d.add_heading("技能", level=1)
    d.add_paragraph("SQL（Hive / ODPS / MySQL）、Python（pandas、scikit-learn）、Tableau、Excel、A/B 实验设计")
    d.save(os.path.join(OUT, "马晓彤_简历.docx"))


if __name__ == "__main__":
    tang_en()
    ma_zh()
