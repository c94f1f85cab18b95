"""Build the two DOCX CVs of paraphrase102 into ../cvs/."""
from pathlib import Path
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH

OUT = Path(__file__).resolve().parent.parent / "cvs"


def auditor():
    d = Document()
    h = d.add_heading("AIDAN COSTIGAN, ACA", 0)
    d.add_paragraph("Audit Manager · Hong Kong SAR · +852 6123 4790 · aidan.costigan@gmail.com")
    d.add_heading("Profile", 1)
    d.add_paragraph(
        "Chartered accountant with twelve years in external audit at PwC, first in Dublin and since 2017 in "
        "Hong Kong. I lead statutory and Hong Kong listing audits of financial-services and logistics groups, "
        "and I like turning messy ledgers into clean evidence with data analytics rather than sampling.")
    d.add_heading("Experience", 1)
    d.add_paragraph("PricewaterhouseCoopers (PwC) — Assurance", style="Heading 2")
    for title, dates, bullets in [
        ("Audit Manager, Financial Services Assurance, Hong Kong", "Jul 2021 – Present", [
            "Manage audit engagements of up to 14 staff for listed insurers, asset managers and private-equity funds under HKFRS and IFRS 17.",
            "Clients have included Ping An Insurance (Group) subsidiaries in Hong Kong, two Hang Seng Index constituents and several Cayman fund vehicles.",
            "Introduced full-population journal testing with Alteryx and SQL, replacing manual sampling on six engagements.",
        ]),
        ("Senior Associate, Hong Kong", "Sep 2017 – Jun 2021", [
            "In-charge senior on year-end audits of shipping and logistics companies; IPO reporting-accountant work for two HKEX listings in 2019.",
        ]),
        ("Associate, Dublin", "Sep 2014 – Aug 2017", [
            "Audits of aircraft-leasing and funds clients; trained as an ACA through the firm's graduate programme.",
        ]),
    ]:
        p = d.add_paragraph()
        r = p.add_run(title); r.bold = True
        p.add_run("\t" + dates)
        for b in bullets:
            d.add_paragraph(b, style="List Bullet")
    d.add_heading("Education & qualifications", 1)
    d.add_paragraph("MSc Data Science (part-time, online), University of London — in progress, expected 2027", style="List Bullet")
    d.add_paragraph("Bachelor of Commerce, University College Dublin, 2010 – 2014 (First Class Honours)", style="List Bullet")
    d.add_paragraph("Chartered Accountant (ACA), Chartered Accountants Ireland, 2017", style="List Bullet")
    d.add_paragraph("HKICPA member since 2019", style="List Bullet")
    d.add_heading("Tools", 1)
    d.add_paragraph("Aura, Halo, IDEA, Alteryx, SQL, Excel/Power Query, Power BI")
    d.save(OUT / "Costigan_Aidan_CV.docx")


def hui_new():
    d = Document()
    t = d.add_paragraph(); t.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = t.add_run("个人简历"); r.bold = True; r.font.size = Pt(20)
    info = d.add_table(rows=3, cols=4); info.style = "Table Grid"
    cells = [("姓名", "惠屿森", "性别", "男"),
             ("电话", "137-2866-0431", "邮箱", "huiyusen@qq.com"),
             ("求职意向", "Java 后端开发 / 技术专家", "所在地", "广东 深圳")]
    for row, vals in zip(info.rows, cells):
        for c, v in zip(row.cells, vals):
            c.text = v
    d.add_heading("工作经历", 1)
    wt = d.add_table(rows=1, cols=3); wt.style = "Table Grid"
    for c, v in zip(wt.rows[0].cells, ("时间", "单位 / 职位", "工作内容")):
        c.text = v
    rows = [
        ("2021.06 – 至今", "平安银行股份有限公司 总行科技部\n高级 Java 开发工程师",
         "负责对公支付清算系统后端开发，基于 Spring Cloud 微服务架构，日均交易 300 万笔；"
         "主导核心服务迁移到基于 Kubernetes 的容器云平台，编写 Helm chart 与发布流水线；"
         "使用 Kafka、Redis、MySQL 分库分表，接口 P99 延迟从 420ms 降至 95ms。"),
        ("2018.07 – 2021.05", "东软集团股份有限公司 金融事业部\nJava 开发工程师",
         "参与银行信贷管理系统开发与维护（Spring Boot、MyBatis、Oracle）；"
         "2019 年起驻场华为深圳坂田，参与其供应链金融项目外包开发。"),
    ]
    for vals in rows:
        rc = wt.add_row().cells
        for c, v in zip(rc, vals):
            c.text = v
    d.add_heading("教育背景", 1)
    et = d.add_table(rows=2, cols=4); et.style = "Table Grid"
    for c, v in zip(et.rows[0].cells, ("时间", "学校", "专业", "学历")):
        c.text = v
    for c, v in zip(et.rows[1].cells, ("2014.09 – 2018.06", "华中科技大学", "软件工程", "本科 / 工学学士")):
        c.text = v
    d.add_heading("专业技能", 1)
    for s in ["Java、Spring Boot、Spring Cloud、MyBatis、Netty",
              "MySQL、Oracle、Redis、Kafka、Elasticsearch",
              "Docker、Kubernetes、Jenkins、Prometheus",
              "熟悉银行支付清算业务，了解 ISO 20022 报文"]:
        d.add_paragraph(s, style="List Bullet")
    d.add_heading("证书与奖项", 1)
    d.add_paragraph("2023 年 平安银行科技条线“优秀员工”；Oracle Java SE 11 Developer 认证（OCP）", style="List Bullet")
    d.add_paragraph("更新日期：2026年10月", style="Normal")
    d.save(OUT / "惠屿森-Java后端-2026.docx")


if __name__ == "__main__":
    auditor()
    hui_new()
