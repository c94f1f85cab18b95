"""Builds the two DOCX CVs of heldout32 into ../cvs/."""
from pathlib import Path
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

OUT = Path(__file__).resolve().parent.parent / "cvs"


def zh_font(doc, name="SimSun"):
    st = doc.styles["Normal"]
    st.font.name = name
    st.font.size = Pt(10.5)
    st.element.rPr.rFonts.set(qn("w:eastAsia"), name)


def sui():
    d = Document()
    zh_font(d)
    d.add_heading("隋知远", level=0)
    d.add_paragraph("高级测试开发工程师 ｜ 上海 ｜ 186 2174 5530 ｜ suizhiyuan_qa@163.com")
    d.add_heading("求职意向", level=1)
    d.add_paragraph("测试开发 / 质量保障方向，期望城市：上海、杭州")
    d.add_heading("工作经历", level=1)
    p = d.add_paragraph()
    p.add_run("拼多多（上海寻梦信息技术有限公司） 多多买菜 交易质量组　2022年8月 - 至今").bold = True
    d.add_paragraph("高级测试开发工程师（2024年4月 - 至今）；测试开发工程师（2022年8月 - 2024年3月）")
    d.add_paragraph("搭建交易链路接口自动化平台（Python + pytest + Allure），覆盖下单、支付、售后 1,800+ 用例，每日在 Jenkins 流水线中回归，线上缺陷逃逸率下降 42%。", style="List Bullet")
    d.add_paragraph("负责 App 端 UI 自动化（Appium + 自研元素定位框架），安卓/iOS 冒烟用例执行时间从 3 小时缩短到 25 分钟。", style="List Bullet")
    d.add_paragraph("主导大促压测，使用 JMeter 与 Locust 编排全链路压测脚本；作为 3 名新人的 mentor 带教入职。", style="List Bullet")
    p = d.add_paragraph()
    p.add_run("网易（杭州）网络有限公司 · 网易游戏 互娱质量中心　2020年7月 - 2022年7月").bold = True
    d.add_paragraph("测试开发工程师")
    d.add_paragraph("为两款 MMO 手游开发客户端自动化测试工具（Python + Airtest），接入 GitLab CI，每次提交自动跑冒烟用例。", style="List Bullet")
    p = d.add_paragraph()
    p.add_run("网易游戏 互娱质量中心　2019年7月 - 2019年9月").bold = True
    d.add_paragraph("测试实习生：编写 Selenium Web 自动化脚本，维护游戏官网回归用例。")
    d.add_heading("教育背景", level=1)
    t = d.add_table(rows=2, cols=4)
    t.style = "Table Grid"
    for i, v in enumerate(["学校", "专业", "学历", "时间"]):
        t.cell(0, i).text = v
    for i, v in enumerate(["西安电子科技大学", "计算机科学与技术", "本科", "2016.09 - 2020.06"]):
        t.cell(1, i).text = v
    d.add_heading("专业技能", level=1)
    d.add_paragraph("测试工具：pytest、Selenium、Appium、Airtest、JMeter、Locust、Allure、Postman", style="List Bullet")
    d.add_paragraph("语言与平台：Python（熟练）、Java（熟悉）、Jenkins、GitLab CI、Docker", style="List Bullet")
    d.add_paragraph("了解：Kubernetes、Rust、Go", style="List Bullet")
    d.add_paragraph("语言：英语 CET-6；日语 JLPT N2", style="List Bullet")
    d.add_heading("荣誉奖项", level=1)
    d.add_paragraph("2019 腾讯 WeTest 移动测试技能挑战赛 全国二等奖")
    d.add_paragraph("2018 西安电子科技大学 一等学业奖学金")
    d.save(OUT / "隋知远_测试开发_简历.docx")


def ines():
    d = Document()
    st = d.styles["Normal"]
    st.font.name = "Calibri"
    st.font.size = Pt(10.5)
    d.add_heading("Ines Valtonen", level=0)
    d.add_paragraph("Senior Marketing Analyst · Shanghai, China · ines.valtonen@gmail.com · +86 139 1645 2207")
    d.add_paragraph(
        "Marketing analyst who has sat on both sides of the table: six years turning panel, e-commerce and "
        "media data into budget decisions, first at a research agency and now on the brand side in beauty. "
        "I build marketing-mix models, run campaign post-evaluations and translate them for brand managers who "
        "do not want to see a regression table.")
    d.add_heading("Work experience", level=1)
    rows = [
        ("Period", "Employer", "Role", "What I did"),
        ("03/2024 - today", "L'Oréal China, Consumer Products Division (Shanghai)", "Senior Marketing Analyst",
         "Own the marketing-mix model for Maybelline and L'Oréal Paris across Tmall, Douyin and offline; reallocated "
         "12% of media budget toward Douyin live commerce."),
        ("09/2022 - 02/2024", "L'Oréal China, Consumer Products Division (Shanghai)", "Marketing Analyst",
         "Weekly sell-out dashboards in Power BI; campaign post-evaluation for 11.11 and 618."),
        ("10/2020 - 08/2022", "Kantar, Worldpanel Division (Shanghai)", "Research Executive",
         "Household panel analyses for FMCG clients including Unilever and Mars; shopper-segmentation studies."),
        ("Jun 2018 - Aug 2018", "Unilever Finland (Helsinki)", "Marketing Intern (summer)",
         "Competitor price tracking and in-store promotion reports for the ice-cream category."),
    ]
    t = d.add_table(rows=len(rows), cols=4)
    t.style = "Table Grid"
    for r, row in enumerate(rows):
        for c, v in enumerate(row):
            t.cell(r, c).text = v
    d.add_heading("Education", level=1)
    d.add_paragraph("MSc Marketing and Business Analytics, The University of Edinburgh, 2019 - 2020")
    d.add_paragraph("BSc (Economics and Business Administration), Aalto University School of Business, Helsinki, 2015 - 2018")
    d.add_paragraph("Exchange semester, School of Management, Fudan University, Shanghai, spring 2017")
    d.add_heading("Skills", level=1)
    d.add_paragraph("SQL, Python (pandas, statsmodels), R, Tableau, Power BI, Google Analytics 4, "
                    "Alibaba Databank / Strategy Crowd, marketing-mix modelling, A/B testing")
    d.add_heading("Certifications", level=1)
    d.add_paragraph("Google Analytics Certification (2023)")
    d.add_heading("Languages", level=1)
    d.add_paragraph("Finnish (native), Swedish (fluent), English (C2), Mandarin Chinese (HSK 5)")
    d.save(OUT / "ines_valtonen_cv.docx")


if __name__ == "__main__":
    sui()
    ines()
