"""Builds the DOCX, Markdown and plain-text CVs of heldout6 into ../cvs/."""
import pathlib
from docx import Document
from docx.shared import Pt, Cm
from docx.enum.text import WD_ALIGN_PARAGRAPH

OUT = pathlib.Path(__file__).resolve().parent.parent / "cvs"
OUT.mkdir(exist_ok=True)


def bold_line(doc, left, right=""):
    p = doc.add_paragraph()
    r = p.add_run(left)
    r.bold = True
    if right:
        p.add_run("\t" + right)
    return p


def bullets(doc, items):
    for it in items:
        doc.add_paragraph(it, style="List Bullet")


# ---------------- jing_wang_en.docx (English, headings + education table) ----------
d = Document()
t = d.add_paragraph()
r = t.add_run("Jing WANG")
r.bold = True
r.font.size = Pt(20)
d.add_paragraph("Hangzhou, China | wangjing.dev@163.com | +86 138 0571 2046")
d.add_paragraph("Staff engineer in cloud-native infrastructure: Kubernetes scheduling and GPU virtualization.")
d.add_heading("Work Experience", level=1)
bold_line(d, "Alibaba Cloud — Staff Engineer (P8), Container Service", "Apr 2021 – Present")
bullets(d, [
    "Tech lead of GPU sharing (cGPU) for Container Service for Kubernetes (ACK): memory and compute isolation for several containers on one GPU.",
    "Manage a team of 6; raised average cluster GPU utilisation from 31% to 58%.",
])
bold_line(d, "Alibaba Cloud — Senior Software Engineer (P7), Container Service", "Jul 2018 – Mar 2021")
bullets(d, ["Kubernetes scheduler extensions and cluster autoscaling for Double 11 (100k nodes)."])
bold_line(d, "Meituan — Backend Engineer, Food Delivery", "Jul 2014 – Jun 2018")
bullets(d, ["Core order pipeline of the food-delivery platform; Java, sharded MySQL, 20M orders per day at peak."])
bold_line(d, "Alibaba (Taobao) — Java Development Intern", "Jul 2013 – Sep 2013")
d.add_heading("Education", level=1)
tab = d.add_table(rows=2, cols=4)
tab.style = "Table Grid"
for i, txt in enumerate(["University", "Major", "Degree", "Dates"]):
    tab.rows[0].cells[i].text = txt
for i, txt in enumerate(["Zhejiang University", "Computer Science and Technology", "B.Eng.", "2010 – 2014"]):
    tab.rows[1].cells[i].text = txt
d.add_heading("Skills", level=1)
d.add_paragraph("Go, Java, Kubernetes, GPU virtualization, MySQL, Redis")
d.add_heading("Other", level=1)
bullets(d, [
    "Speaker, Tencent Cloud Developer Conference 2020 (GPU scheduling in large Kubernetes clusters)",
    "Silver medal, ACM-ICPC Asia Regional (Hangzhou), 2012",
])
d.save(OUT / "jing_wang_en.docx")

# ---------------- emily_carter.docx (two-column table layout) ----------------------
d = Document()
sec = d.sections[0]
sec.left_margin = sec.right_margin = Cm(1.5)
tab = d.add_table(rows=1, cols=2)
left, right = tab.rows[0].cells
left.width, right.width = Cm(6), Cm(12)
lp = left.paragraphs[0]
r = lp.add_run("EMILY CARTER")
r.bold = True
r.font.size = Pt(18)
for txt in ["Principal Product Manager", "Seattle, WA", "emily.carter.pm@gmail.com", "(206) 555-0143", "",
            "EDUCATION",
            "The Wharton School, University of Pennsylvania",
            "MBA, 2017 – 2019",
            "University of Michigan",
            "BA Economics, 2008 – 2012",
            "",
            "SKILLS",
            "Product strategy and roadmapping",
            "Payments and checkout",
            "SQL, pricing analytics",
            "Pricing and packaging"]:
    left.add_paragraph(txt)
rp = right.paragraphs[0]
rp.add_run("EXPERIENCE").bold = True
jobs = [
    ("Shopify", "Principal Product Manager, Checkout", "Mar 2023 – Present (remote)",
     ["Own the checkout extensibility roadmap used by 2M+ merchants.",
      "Launched one-page checkout; conversion +1.4 points."]),
    ("Microsoft", "Senior Product Manager, Azure DevOps", "Jul 2019 – Feb 2023",
     ["Led Azure Boards planning features from discovery to GA.",
      "Defined pricing tiers with finance and sales."]),
    ("Google", "Product Manager Intern (MBA summer internship), Google Maps", "Jun 2018 – Aug 2018",
     ["Sized the local-business booking opportunity; prototype shipped to 5% of users."]),
    ("Deloitte Consulting", "Consultant, then Senior Consultant (promoted 2015)", "Aug 2012 – Jun 2017",
     ["Retail supply-chain engagements for clients including Amazon and Walmart."]),
]
for org, title, dates, items in jobs:
    p = right.add_paragraph()
    p.add_run(org).bold = True
    p.add_run(" | " + dates)
    right.add_paragraph(title).runs[0].italic = True
    for it in items:
        right.add_paragraph("• " + it)
d.save(OUT / "emily_carter.docx")

# ---------------- zhang_lei_resume.docx (Chinese, education table) -----------------
d = Document()
p = d.add_paragraph()
p.alignment = WD_ALIGN_PARAGRAPH.CENTER
r = p.add_run("张磊")
r.bold = True
r.font.size = Pt(20)
p = d.add_paragraph("嵌入式软件工程师 | zhanglei_embedded@qq.com | 139-2877-6130 | 上海")
p.alignment = WD_ALIGN_PARAGRAPH.CENTER
d.add_heading("工作经历", level=1)
bold_line(d, "上海蔚来汽车有限公司　高级嵌入式软件工程师", "2023.07–至今")
bullets(d, ["电池管理系统（BMS）主控固件开发，AUTOSAR 架构，CAN 通信与诊断"])
bold_line(d, "深圳市大疆创新科技有限公司　嵌入式软件工程师", "2020.09–2023.06")
bullets(d, ["无人机飞控固件，基于 STM32 与 FreeRTOS，负责电机驱动与传感器融合模块"])
bold_line(d, "海思半导体（华为子公司）　芯片验证工程师", "2015.07–2020.08")
bullets(d, ["基带芯片模块级验证，SystemVerilog + UVM 搭建验证平台，覆盖率驱动验证"])
d.add_heading("教育背景", level=1)
tab = d.add_table(rows=3, cols=4)
tab.style = "Table Grid"
rows = [["学校", "专业", "学历", "时间"],
        ["南京邮电大学", "集成电路工程", "硕士", "2012.09–2015.06"],
        ["电子科技大学", "通信工程", "本科", "2008.09–2012.06"]]
for i, row in enumerate(rows):
    for j, txt in enumerate(row):
        tab.rows[i].cells[j].text = txt
d.add_heading("获奖情况", level=1)
d.add_paragraph("2011 年全国大学生电子设计竞赛一等奖（TI 杯）")
d.add_heading("专业技能", level=1)
d.add_paragraph("C，SystemVerilog，UVM，FreeRTOS，AUTOSAR，CAN 总线，示波器与逻辑分析仪")
d.save(OUT / "zhang_lei_resume.docx")

# ---------------- 黄雅_产品经理_2026.docx (Chinese, newer version) -----------------
d = Document()
p = d.add_paragraph()
r = p.add_run("黄雅")
r.bold = True
r.font.size = Pt(22)
d.add_paragraph("高级产品经理 ｜ 138-2045-7731 ｜ huangya.pm@163.com ｜ 上海")
d.add_heading("工作经历", level=1)
bold_line(d, "小红书　高级产品经理（商业化）", "2023.04 – 至今")
bullets(d, ["负责广告投放产品线（聚光平台）的智能出价与人群定向，个人贡献者角色",
            "推动中小商家投放门槛降低，新客户首月留存提升 12%"])
bold_line(d, "字节跳动（飞书）　高级产品经理", "2020.01 – 2023.03")
bullets(d, ["负责飞书审批与 OKR 产品，从 0 到 1 上线 OKR 模板市场"])
bold_line(d, "腾讯　产品经理", "2016.01 – 2019.12")
bullets(d, ["微信支付商户产品：商户入驻与结算流程改版"])
bold_line(d, "百度　产品实习生", "2013.07 – 2013.12")
d.add_heading("教育背景", level=1)
d.add_paragraph("香港中文大学　新媒体　理学硕士（MSc）　2014.09 – 2015.11")
d.add_paragraph("中山大学　新闻学　文学学士　2010.09 – 2014.06")
d.add_heading("技能", level=1)
d.add_paragraph("广告投放产品、B 端 SaaS 产品设计、数据分析（SQL）、用户研究")
d.save(OUT / "黄雅_产品经理_2026.docx")

# ---------------- huang_ya_2022.md (Chinese, older version) ------------------------
(OUT / "huang_ya_2022.md").write_text("""# 黄雅 ｜ 产品经理

📱 138-2045-7731 · ✉️ huangya.pm@163.com · 北京

## 工作经历

### 字节跳动（飞书）· 高级产品经理 · 2020.01 - 至今
- 负责飞书审批与 OKR 产品，从 0 到 1 上线 OKR 模板市场
- 与销售团队共建大客户需求池，服务 200+ 家付费企业

### 腾讯 · 产品经理 · 2016.01 - 2019.12
- 微信支付商户产品：商户入驻与结算流程改版，入驻时长从 3 天缩短到 1 天

### 百度 · 产品实习生 · 2013.07 - 2013.12
- 百度地图 POI 纠错功能的需求整理

## 教育背景
- 香港中文大学 · 新媒体 · 理学硕士 · 2014.09 - 2015.11
- 中山大学 · 新闻学 · 本科 · 2010.09 - 2014.06

## 技能
B 端 SaaS 产品设计、用户研究、SQL、Axure
""", encoding="utf-8")

# ---------------- priya_subramanian.md ---------------------------------------------
(OUT / "priya_subramanian.md").write_text("""# Priya Subramanian

Senior Data Analyst · Seattle, WA · priya.s.analytics@outlook.com · linkedin.com/in/priya-subramanian-data

## Experience

**Airbnb** — Senior Data Analyst, Host Growth *(Apr 2022 – Present)*
- Own the A/B testing readouts for host onboarding; built the experiment guardrail metrics in dbt.
- Forecasting model for new-listing supply used in quarterly planning.

**Amazon** — Business Intelligence Engineer, Last Mile Delivery *(Jul 2019 – Mar 2022)*
- Redshift and SQL pipelines for delivery-station performance dashboards in Tableau.

**Flipkart** — Analytics Intern *(May 2016 – Jul 2016)*
- Basket analysis for the grocery category.

## Education
- M.S. Business Analytics, The University of Texas at Austin (2018 – 2019)
- B.Tech. Mechanical Engineering, Indian Institute of Technology Madras (2013 – 2017)

## Skills
SQL, Python (pandas), Tableau, experimentation design, dbt, forecasting

## Certifications
- Google Analytics Individual Qualification (2020)
""", encoding="utf-8")

# ---------------- li_xin.txt (Chinese plain text) ----------------------------------
(OUT / "li_xin.txt").write_text("""李欣
电话：186-2719-5532    邮箱：lixin2025@foxmail.com    求职意向：后端开发工程师

【教育经历】
华中科技大学    软件工程    本科    2021.9 - 2025.6    GPA 3.8/4.0

【工作经历】
美团    后端开发工程师（校招）    2025.7 - 至今
  到店事业群 推荐工程组：负责到店推荐系统的召回服务（Go），P99 延迟从 80ms 降到 45ms。

【实习经历】
字节跳动    后端开发实习生    2024.3 - 2024.8
  抖音电商 商品中心：商品库存服务的缓存一致性改造（Go + Redis）。
腾讯    后台开发实习生（暑期）    2023.7 - 2023.9
  微信支付 对账系统：离线对账任务的重构。

【项目与竞赛】
2024 阿里云天池 大模型应用挑战赛 复赛 Top 10
2023 全国大学生计算机系统能力大赛 操作系统赛 二等奖

【其他】
曾获快手 2025 届校招 offer（未接受）
技能：Go，Java，MySQL，Redis，Kafka
""", encoding="utf-8")

# ---------------- tomasz_nowak.txt -------------------------------------------------
(OUT / "tomasz_nowak.txt").write_text("""TOMASZ NOWAK
Backend Team Lead | Krakow, Poland | tomasz.nowak.dev@gmail.com | +48 601 238 447

EXPERIENCE

Revolut, Krakow -- Backend Team Lead, Payments Core                09/2023 - present
  * Lead a team of 7 backend engineers (Java, Kotlin) on card payment processing.
  * Integrated card-acquiring flows with the Stripe and Adyen partner APIs.

Amazon Development Center Poland, Gdansk -- Software Development Engineer II   01/2020 - 08/2023
  * Inventory reservation services for Amazon Fresh (Java, DynamoDB, SQS).

Allegro, Poznan -- Software Engineer, promoted to Senior Software Engineer in 2018   09/2015 - 12/2019
  * Checkout and order services of the marketplace; migration from a PHP monolith to Kotlin microservices on Kafka.

EDUCATION

Warsaw University of Technology -- MSc Computer Science                  2013 - 2015
Warsaw University of Technology -- BSc Computer Science                  2009 - 2013

SKILLS
Java, Kotlin, Go, Kafka, PostgreSQL, DynamoDB, Kubernetes

OTHER
Speaker, Google I/O Extended Warsaw 2019 ("Kotlin coroutines in production")
""", encoding="utf-8")
print("ok")
