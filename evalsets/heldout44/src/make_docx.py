#!/usr/bin/env python3
"""Builds the two DOCX CVs of heldout44 into ../cvs/."""
from pathlib import Path
from docx import Document
from docx.shared import Pt, RGBColor
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.oxml.ns import qn

OUT = Path(__file__).resolve().parent.parent / "cvs"


def zh_font(doc):
    st = doc.styles["Normal"]
    st.font.name = "Noto Sans CJK SC"
    st.font.size = Pt(10.5)
    st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")


def table(doc, rows, header=True):
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


def sui_kexin_2023():
    doc = Document()
    zh_font(doc)
    p = doc.add_paragraph()
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = p.add_run("个人简历")
    r.bold = True
    r.font.size = Pt(18)
    doc.add_heading("基本信息", level=2)
    table(doc, [
        ["姓名", "隋可欣", "性别", "女"],
        ["电话", "138-1162-0457", "邮箱", "suikexin.data@163.com"],
        ["现居地", "北京市海淀区", "求职意向", "大数据开发 / 数据平台"],
    ], header=False)
    doc.add_heading("教育背景", level=2)
    table(doc, [
        ["时间", "学校", "专业", "学历"],
        ["2022.09 – 至今", "北京大学 软件与微电子学院", "软件工程", "工程硕士（非全日制，在读）"],
        ["2014.09 – 2018.06", "北京邮电大学", "计算机科学与技术", "本科"],
    ])
    doc.add_heading("工作经历", level=2)
    table(doc, [
        ["时间", "公司", "部门 / 职位"],
        ["2021.07 – 至今", "哔哩哔哩（B站）", "数据平台部 / 高级数据开发工程师"],
        ["2018.07 – 2021.06", "美团（北京三快在线科技有限公司）", "到店事业群 / 数据开发工程师"],
        ["2017.07 – 2017.12", "哔哩哔哩", "数据开发实习生"],
    ])
    doc.add_heading("项目经历", level=2)
    for t in [
        "弹幕实时数据链路（哔哩哔哩，2021.09 – 2022.12）：负责弹幕与直播打赏数据从 Kafka 到 Flink 再到 ClickHouse 的实时链路，峰值 QPS 120 万，数据延迟控制在 10 秒以内；引入 Flink CDC 同步业务库，替换原有的 Canal 方案。",
        "UP 主数据中心（哔哩哔哩，2023.01 – 至今）：主导 ClickHouse 用户行为分析集群建设，为 UP 主提供播放、互动、粉丝画像等 40 余项指标的分钟级查询。",
        "到店餐饮交易数仓（美团，2018.07 – 2021.06）：基于 Hive + Spark 建设交易主题离线数仓，维护 300+ 张核心表；使用 DolphinScheduler 搭建调度与数据质量监控，任务准时率从 92% 提升至 99.5%。",
    ]:
        doc.add_paragraph(t, style="List Bullet")
    doc.add_heading("技能", level=2)
    doc.add_paragraph("Flink、Spark、Hive、Kafka、ClickHouse、HBase、DolphinScheduler；SQL、Java、Scala、Python；了解 Rust。")
    doc.add_heading("获奖", level=2)
    doc.add_paragraph("阿里云 ACP 大数据工程师认证（2020）；2019 阿里云天池“实时计算”大赛 复赛第 8 名；2016 全国大学生数学建模竞赛 北京赛区一等奖。")
    doc.save(OUT / "隋可欣-数据开发-2023.docx")


def verhoeven_pm():
    doc = Document()
    st = doc.styles["Normal"]
    st.font.name = "Calibri"
    st.font.size = Pt(10.5)
    sec = doc.sections[0]
    sec.footer.paragraphs[0].text = "Saskia Verhoeven · Curriculum Vitae · 2026"
    p = doc.add_paragraph()
    r = p.add_run("Principal Product Manager — Developer Platform")
    r.bold = True
    r.font.size = Pt(16)
    r.font.color.rgb = RGBColor(0x22, 0x44, 0x88)
    doc.add_paragraph("Amsterdam, NL (remote) · s.verhoeven@fastmail.com · +31 6 4471 2093")
    doc.add_heading("Profile", level=1)
    doc.add_paragraph(
        "Technical product manager who started as a software engineer and has spent more than a decade "
        "building tools for developers: CI/CD, build pipelines, deployment previews and the APIs and CLIs "
        "around them. I like owning a platform end to end, writing the first spec and the last migration "
        "guide, and I am most useful where engineering depth and product judgement have to meet.")
    doc.add_heading("Experience", level=1)
    jobs = [
        ("Vercel", "Principal Product Manager, Developer Platform", "04/2023 - today", [
            "Own the build and deployment pipeline product (builds, preview deployments, the Vercel CLI and the REST API), used by more than a million developers; manage a team of 3 product managers and work with roughly 40 engineers across four time zones.",
            "Led the redesign of build caching for monorepos together with the Turborepo team; median build time for large Next.js projects dropped by 38 % and support tickets about cache misses halved within two quarters.",
            "Defined the pricing and packaging for build minutes in 2024, including the usage dashboards and spend alerts that shipped with it.",
        ]),
        ("GitHub (Microsoft)", "Senior Product Manager, GitHub Actions", "10/2019 - 03/2023", [
            "Product lead for GitHub-hosted runners: launched larger runners, ARM64 runners and GPU runners for Actions, working with Azure capacity planning; wrote the public roadmap items and changelog posts for each launch.",
            "Drove the reusable workflows and OIDC token features from customer interviews through beta to general availability.",
        ]),
        ("Atlassian", "Product Manager, Bitbucket Pipelines", "09/2015 - 09/2019", [
            "Took Bitbucket Pipelines from beta to general availability; owned the YAML configuration, Docker-based build environments and the pipes integration marketplace.",
        ]),
        ("Atlassian", "Software Engineer, Bitbucket", "08/2011 - 08/2015", [
            "Backend engineer (Python/Django, PostgreSQL) on the Bitbucket pull-request team in Sydney; built the first version of the build-status API that Pipelines later used.",
        ]),
    ]
    for org, title, dates, bullets in jobs:
        p = doc.add_paragraph()
        p.add_run(f"{title} — {org}").bold = True
        p.add_run(f"\t{dates}")
        for b in bullets:
            doc.add_paragraph(b, style="List Bullet")
    doc.add_heading("Education", level=1)
    t = doc.add_table(rows=3, cols=3)
    t.style = "Light List Accent 1"
    rows = [
        ("2020 – 2022", "MBA (iMBA, online, part-time)", "University of Illinois Urbana-Champaign, Gies College of Business"),
        ("2010 – 2011", "MSc Logic — coursework only, did not complete (left to join Atlassian)", "University of Amsterdam"),
        ("2007 – 2010", "BSc Computer Science (Informatica)", "University of Amsterdam"),
    ]
    for i, row in enumerate(rows):
        for j, v in enumerate(row):
            t.cell(i, j).text = v
    doc.add_heading("Talks", level=1)
    doc.add_paragraph("Speaker, Google Cloud Next 2022 — “Shipping CI at scale without owning a single build machine”.")
    doc.add_paragraph("Speaker, GitHub Universe 2021 — “Reusable workflows in practice”.")
    doc.add_heading("Skills", level=1)
    doc.add_paragraph("Product discovery and customer interviews, pricing, roadmapping, SQL, Amplitude, Looker, Figma; "
                      "hands-on with TypeScript, Python, Docker, GitHub Actions; familiar with Kubernetes and Terraform.")
    doc.add_paragraph("Languages: Dutch (native), English (fluent), German (good).")
    doc.save(OUT / "PM_resume_2026.docx")


if __name__ == "__main__":
    sui_kexin_2023()
    verhoeven_pm()
