"""Builds the two DOCX CVs of heldout43 into ../cvs/."""
from pathlib import Path
from docx import Document
from docx.shared import Pt, RGBColor
from docx.enum.text import WD_ALIGN_PARAGRAPH

OUT = Path(__file__).resolve().parent.parent / "cvs"


def table(doc, rows, style="Table Grid"):
    t = doc.add_table(rows=0, cols=len(rows[0]))
    t.style = style
    for r in rows:
        cells = t.add_row().cells
        for c, v in zip(cells, r):
            c.text = v
    return t


def wan_ziheng_2023():
    doc = Document()
    st = doc.styles["Normal"]
    st.font.name = "SimSun"
    st.font.size = Pt(10.5)
    h = doc.add_paragraph()
    r = h.add_run("个人简历")
    r.bold = True
    r.font.size = Pt(18)
    h.alignment = WD_ALIGN_PARAGRAPH.CENTER
    doc.add_paragraph("更新于 2023年5月")
    doc.add_heading("基本信息", level=2)
    table(doc, [
        ["姓名", "万子恒", "性别", "男"],
        ["电话", "138-0571-4426", "邮箱", "wanziheng.dev@163.com"],
        ["现居", "杭州", "求职意向", "Java 后端开发"],
    ])
    doc.add_heading("教育经历", level=2)
    table(doc, [
        ["时间", "学校", "专业", "学历"],
        ["2014.09 - 2018.06", "浙江工业大学", "计算机科学与技术", "本科"],
    ])
    doc.add_heading("工作经历", level=2)
    table(doc, [
        ["时间", "公司", "职位"],
        ["2021.04 - 至今", "顺丰科技有限公司（顺丰集团）", "高级后端工程师"],
        ["2018.07 - 2021.03", "顺丰科技有限公司（顺丰集团）", "Java 后端工程师"],
        ["2017.07 - 2017.12", "京东物流", "后端开发实习生"],
    ])
    doc.add_heading("项目经历", level=2)
    for p in [
        "丰智云·运单路由服务（顺丰科技，2021.04 - 至今）：负责运单路由计算服务的重构，基于 Spring Cloud + Dubbo 拆分为 12 个微服务，峰值 QPS 4 万；",
        "使用 RocketMQ 实现运单状态事件总线，日处理消息 30 亿条；Redis 集群缓存网点与线路数据，接口 P99 从 180ms 降到 45ms；",
        "快递员派件 App 后端（顺丰科技，2018.07 - 2021.03）：基于 Spring Boot、MySQL 分库分表和 Elasticsearch，负责派件任务分配与轨迹查询接口；",
        "京东物流实习期间参与仓储 WMS 库存盘点接口开发，编写单元测试与压测脚本。",
    ]:
        doc.add_paragraph(p, style="List Bullet")
    doc.add_heading("专业技能", level=2)
    table(doc, [
        ["语言", "Java（熟练）、Python、Shell"],
        ["框架与中间件", "Spring Boot、Spring Cloud、Dubbo、RocketMQ、Redis、MySQL、Elasticsearch"],
    ])
    doc.add_heading("获奖情况", level=2)
    doc.add_paragraph("2019 年 顺丰科技年度优秀新人；2016 年 浙江省大学生程序设计竞赛 银奖")
    doc.save(OUT / "万子恒_后端_2023.docx")


def dalia_restrepo():
    doc = Document()
    st = doc.styles["Normal"]
    st.font.name = "Calibri"
    st.font.size = Pt(10.5)
    sec = doc.sections[0]
    hp = sec.header.paragraphs[0]
    hr = hp.add_run("DALIA RESTREPO  |  Group Product Manager, B2B SaaS")
    hr.bold = True
    hr.font.color.rgb = RGBColor(0x1F, 0x4E, 0x79)
    fp = sec.footer.paragraphs[0]
    fp.text = "dalia.restrepo.pm@gmail.com  ·  +44 7700 900412  ·  London, UK  ·  linkedin.com/in/daliarestrepo"
    fp.alignment = WD_ALIGN_PARAGRAPH.CENTER

    doc.add_heading("Summary", level=1)
    doc.add_paragraph(
        "Product leader with 13+ years building B2B SaaS for service and support teams: help desks, "
        "ITSM and CRM. I like pricing and packaging problems, self-serve onboarding and turning messy "
        "enterprise feedback into roadmaps. Currently leading a team of four product managers.")

    doc.add_heading("Experience", level=1)
    jobs = [
        ("Atlassian — Jira Service Management, London", [
            ("Group Product Manager", "Jul 2022 – Present"),
            ("Senior Product Manager", "Sep 2019 – Jun 2022")],
         ["Manage a team of 4 product managers covering incident management, asset management and the agent experience.",
          "Led the packaging change that moved Assets into the Premium tier; +11% Premium upgrades in two quarters.",
          "Rolled out JSM to enterprise customers including Allianz and Siemens; ran quarterly customer advisory boards.",
          "Owned the product analytics stack (Amplitude, SQL on Snowflake) for the JSM onboarding funnel."]),
        ("Freshworks — Freshdesk, London", [
            ("Product Manager", "Apr 2016 – Aug 2019")],
         ["Product manager for Freshdesk omnichannel ticketing in EMEA; launched the WhatsApp Business channel.",
          "Built the Salesforce AppExchange integration together with the Salesforce ISV partner team."]),
        ("Zoho Corporation — Zoho CRM, Chennai", [
            ("Associate Product Manager", "Feb 2013 – Mar 2016"),
            ("Product Management Intern", "Jun 2012 – Dec 2012")],
         ["Wrote specs for CRM workflow rules and the Spanish/Portuguese localisation of Zoho CRM.",
          "As an intern, ran 40 customer interviews with LATAM SMB customers."]),
    ]
    for company, roles, bullets in jobs:
        p = doc.add_paragraph()
        p.add_run(company).bold = True
        t = doc.add_table(rows=0, cols=2)
        for title, dates in roles:
            cells = t.add_row().cells
            cells[0].text = title
            cells[1].text = dates
            cells[1].paragraphs[0].alignment = WD_ALIGN_PARAGRAPH.RIGHT
        for b in bullets:
            doc.add_paragraph(b, style="List Bullet")

    doc.add_heading("Education", level=1)
    table(doc, [
        ["Imperial College Business School, London", "Executive MBA (part-time)", "2020 – 2022"],
        ["Universidad de los Andes, Bogotá", "B.Sc. Industrial Engineering", "2008 – 2013"],
    ])
    doc.add_heading("Skills & other", level=1)
    doc.add_paragraph("Tools: Jira, Confluence, Amplitude, Pendo, Figma, SQL, Python (coursework)")
    doc.add_paragraph("Speaker: SaaStr Europa 2023, \"Packaging for the mid-market\"")
    doc.add_paragraph("Languages: Spanish (native), English (fluent), Portuguese (conversational)")
    doc.save(OUT / "product_lead_cv.docx")


if __name__ == "__main__":
    wan_ziheng_2023()
    dalia_restrepo()
