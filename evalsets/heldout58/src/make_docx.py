"""Builds the two DOCX CVs of heldout58 into ../cvs/."""
from pathlib import Path
from docx import Document
from docx.shared import Pt, RGBColor
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.oxml.ns import qn

OUT = Path(__file__).resolve().parent.parent / "cvs"


def cjk(doc, font="Microsoft YaHei"):
    st = doc.styles["Normal"]
    st.font.name = font
    st.font.size = Pt(10.5)
    st.element.rPr.rFonts.set(qn("w:eastAsia"), font)


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


# ---------------- 汤铭哲 (new CV, Chinese, tables) ----------------
d = Document()
cjk(d)
p = d.add_paragraph()
p.alignment = WD_ALIGN_PARAGRAPH.CENTER
r = p.add_run("汤铭哲 · 个人简历")
r.bold = True
r.font.size = Pt(18)
d.add_paragraph("手机：186-2117-4390 ｜ 邮箱：tmz.dev@outlook.com ｜ 现居：上海 ｜ 更新于 2026年10月").alignment = WD_ALIGN_PARAGRAPH.CENTER
d.add_heading("基本信息", level=2)
table(d, [
    ["求职意向", "Go 后端技术专家 / 交易链路架构师"],
    ["工作年限", "7 年（Go 后端方向）"],
    ["期望城市", "上海 / 杭州"],
], header=False)
d.add_heading("教育背景", level=2)
table(d, [
    ["时间", "学校", "专业", "学历"],
    ["2024.09 - 至今", "浙江大学 软件学院", "电子信息（非全日制）", "硕士在读"],
    ["2015.09 - 2019.06", "南京邮电大学", "计算机科学与技术", "本科"],
])
d.add_heading("工作经历", level=2)
table(d, [
    ["时间", "公司", "职位"],
    ["2025.04 - 至今", "美团 · 到店事业群", "技术专家（后端）"],
    ["2023.03 - 2025.03", "美团 · 到店事业群", "高级后端工程师"],
    ["2019.07 - 2023.02", "饿了么（拉扎斯网络科技（上海）有限公司）", "Go 后端开发工程师"],
    ["2018.06 - 2018.09", "字节跳动", "后端开发实习生"],
])
d.add_paragraph("美团 · 到店事业群（2023.03 - 至今）").runs[0].bold = True
d.add_paragraph("负责到店团购交易链路（下单、核销、退款）的 Go 微服务，日均订单 3000 万+；2025 年起任技术专家，带 6 人后端小组，负责团队招聘、排期与代码评审。", style="List Bullet")
d.add_paragraph("主导券核销服务从 PHP 单体迁移到 Go + gRPC 微服务，P99 延迟从 180ms 降至 45ms。", style="List Bullet")
d.add_paragraph("饿了么（2019.07 - 2023.02）").runs[0].bold = True
d.add_paragraph("参与外卖履约调度系统的 Go 服务开发，基于 Kafka 构建骑手位置事件流，服务部署在 Kubernetes 集群上。", style="List Bullet")
d.add_paragraph("设计商家订单的 Redis 缓存与 MySQL 分库分表方案，支撑 2021 年双十一峰值 12 万 QPS。", style="List Bullet")
d.add_heading("专业技能", level=2)
table(d, [
    ["语言", "Go（精通）、Java、Python、PHP"],
    ["中间件", "gRPC、Kafka、Redis、MySQL、Elasticsearch"],
    ["云原生", "Kubernetes、Docker、Prometheus"],
], header=False)
d.add_heading("其他", level=2)
d.add_paragraph("2022 年 GopherChina 大会演讲嘉宾：《外卖履约系统中的 Go 并发实践》")
d.save(OUT / "汤铭哲_简历_2026.docx")

# ---------------- Yaqi Lin (English) ----------------
d = Document()
st = d.styles["Normal"]
st.font.name = "Calibri"
st.font.size = Pt(10.5)
t = d.add_paragraph()
r = t.add_run("YAQI LIN")
r.bold = True
r.font.size = Pt(20)
r.font.color.rgb = RGBColor(0x22, 0x44, 0x66)
d.add_paragraph("Product Manager (ex-User Researcher)  |  Shanghai  |  yaqi.lin.ux@gmail.com  |  +86 135 0173 6628")
d.add_heading("Profile", level=1)
d.add_paragraph(
    "Product manager with a research background: four and a half years as a user researcher on WeChat, "
    "where I ran qualitative and quantitative studies for Moments and Channels, before moving into product "
    "management in 2023. I now own the creator-growth roadmap for Xiaohongshu's community product and still "
    "run discovery interviews myself every sprint.")
d.add_heading("Experience", level=1)
p = d.add_paragraph()
p.add_run("Xiaohongshu (RED) — Product Manager, Community Creator Growth").bold = True
d.add_paragraph("03/2023 – present, Shanghai")
d.add_paragraph("Own the creator onboarding and creator-incentive roadmap; shipped the new-creator task centre, lifting 30-day creator retention by 9 points.", style="List Bullet")
d.add_paragraph("Define metrics and A/B tests with data science; write PRDs and run weekly reviews with 2 engineering squads.", style="List Bullet")
p = d.add_paragraph()
p.add_run("Tencent — WeChat Group (WXG), User Research Center").bold = True
d.add_paragraph("Senior User Researcher, 04/2021 – 02/2023")
d.add_paragraph("Led mixed-method research for WeChat Channels (视频号) creator tools: diary studies with 40 creators, a 12,000-respondent survey, and usability testing of the editing flow.", style="List Bullet")
d.add_paragraph("User Researcher, 07/2018 – 03/2021")
d.add_paragraph("Ran in-depth interviews and usability tests for WeChat Moments and Mini Programs; built the team's survey-sampling guidelines and analysed survey data in SQL and SPSS.", style="List Bullet")
p = d.add_paragraph()
p.add_run("Airbnb China — UX Research Intern").bold = True
d.add_paragraph("summer 2017, Beijing")
d.add_paragraph("Recruited participants and took notes for host-onboarding interviews.", style="List Bullet")
d.add_heading("Education", level=1)
table(d, [
    ["Degree", "School", "Dates"],
    ["MBA (part-time), in progress", "China Europe International Business School (CEIBS)", "2025 – present"],
    ["MSc Human-Computer Interaction", "University College London (UCL)", "2017 – 2018"],
    ["BA Psychology", "East China Normal University", "2013 – 2017"],
])
d.add_heading("Skills", level=1)
d.add_paragraph("Research: in-depth interviews, usability testing, diary studies, survey design, Kano analysis")
d.add_paragraph("Product: PRDs, A/B testing, roadmap planning, Figma")
d.add_paragraph("Data: SQL, SPSS")
d.add_paragraph("Also familiar with: R, Tableau, eye-tracking (Tobii)")
d.add_heading("Languages", level=1)
d.add_paragraph("Mandarin (native), English (fluent, IELTS 8.0)")
d.save(OUT / "Yaqi_Lin_Resume.docx")
print("ok")
