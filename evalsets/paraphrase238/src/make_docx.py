from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH

# ---- Fang Ruixue (Chinese, tables) ----
d = Document()
st = d.styles["Normal"]; st.font.size = Pt(10.5)
h = d.add_heading("方蕊雪  个人简历", 0)
d.add_paragraph("品牌经理｜美妆个护｜杭州　　电话：158-6712-3390　　邮箱：ruixue.fang@qq.com")
d.add_heading("基本信息", 1)
t = d.add_table(rows=3, cols=4); t.style = "Table Grid"
cells = [("姓名", "方蕊雪", "性别", "女"), ("出生年月", "1993.05", "现居地", "浙江杭州"), ("工作年限", "9年", "期望职位", "高级品牌经理 / 品牌总监")]
for r, row in enumerate(cells):
    for c, v in enumerate(row):
        t.cell(r, c).text = v
d.add_heading("教育背景", 1)
t = d.add_table(rows=3, cols=4); t.style = "Table Grid"
rows = [("时间", "学校", "专业", "学历"),
        ("2015.09-2017.06", "武汉大学 新闻与传播学院", "广告学", "硕士"),
        ("2011.09-2015.06", "湖北大学 文学院", "汉语言文学", "学士")]
for r, row in enumerate(rows):
    for c, v in enumerate(row):
        t.cell(r, c).text = v
d.add_heading("工作经历", 1)
t = d.add_table(rows=4, cols=3); t.style = "Table Grid"
rows = [("时间", "公司", "职位"),
        ("2022.04-至今", "珀莱雅化妆品股份有限公司（PROYA）", "品牌经理（彩棠 TIMAGE 子品牌）"),
        ("2017.07-2022.03", "资生堂（中国）投资有限公司", "品牌专员 → 资深品牌专员（2019.10 晋升）"),
        ("2016.07-2016.09", "上海家化联合股份有限公司", "市场部实习生")]
for r, row in enumerate(rows):
    for c, v in enumerate(row):
        t.cell(r, c).text = v
d.add_heading("工作内容与业绩", 2)
for s in ["珀莱雅：负责彩棠品牌年度品牌规划与新品上市，统筹抖音、小红书达人投放，2023年双十一彩棠全渠道GMV同比增长46%。",
          "珀莱雅：搭建品牌资产追踪体系，每季度做消费者U&A调研，带领3人品牌小组。",
          "资生堂：负责怡丽丝尔（ELIXIR）天猫旗舰店的内容规划与新品上市节奏，协调代理商完成年度整合营销方案。",
          "上海家化：协助佰草集市场调研与竞品分析。"]:
    d.add_paragraph(s, style="List Bullet")
d.add_heading("技能与证书", 1)
d.add_paragraph("Excel、SPSS、巨量云图、生意参谋；英语专业八级")
d.add_paragraph("2019 资生堂中国区年度优秀新人奖；2021 金投赏 评审团观察员")
d.save("cvs/方蕊雪_品牌经理.docx")

# ---- Sebastiaan Kuipers (English, name only in footer) ----
d = Document()
d.styles["Normal"].font.size = Pt(10.5)
sec = d.sections[0]
fp = sec.footer.paragraphs[0]; fp.text = "Sebastiaan Kuipers — CV — page 1"; fp.alignment = WD_ALIGN_PARAGRAPH.CENTER
p = d.add_paragraph(); r = p.add_run("Engineering Manager — Search & Ranking"); r.bold = True; r.font.size = Pt(16)
d.add_paragraph("Amsterdam, NL · s.kuipers.dev@gmail.com · +31 6 4172 9035 · linkedin.com/in/skuipers")
d.add_heading("Profile", 1)
d.add_paragraph("Engineering manager with 18 years in software, the last fourteen at Booking.com, where I moved from backend developer to leading the teams that decide which properties a traveller sees first. I care about fast feedback loops, boring infrastructure and growing engineers into leads.")
d.add_heading("Experience", 1)
d.add_heading("Booking.com, Amsterdam", 2)
for s in ["Engineering Manager, Search & Ranking — since 10/2020",
          "Manage 3 teams (22 engineers) owning accommodation search, ranking experiments and the query autocomplete service.",
          "Led the migration of the property search index from Solr to Elasticsearch (40 clusters, 2.5k nodes), reducing p99 latency by 38%.",
          "Partnered with Expedia Partner Solutions and Agoda on a shared supply-quality data feed.",
          "Team Lead, Search Backend — 2017 – 2020",
          "Tech lead for search backend; ran Elasticsearch relevance tuning and A/B experimentation on ranking features in Java and Perl.",
          "Senior Software Developer — 2012 – 2017",
          "Availability and pricing services in Perl and Java; on-call for payments incidents."]:
    d.add_paragraph(s, style="List Bullet")
d.add_heading("TomTom, Amsterdam", 2)
d.add_paragraph("Software Engineer, Routing — Sep 2008 – Jun 2012", style="List Bullet")
d.add_paragraph("C++ route-planning services for in-dash navigation.", style="List Bullet")
d.add_heading("Education", 1)
d.add_paragraph("BSc Computer Science, Delft University of Technology (TU Delft), 2004 – 2008")
d.add_heading("Publications & community", 1)
d.add_paragraph("M. de Vries, S. Kuipers, A. Laan. Position bias correction in accommodation ranking at scale. Proceedings of ACM RecSys 2021 (Industry Track), second author.")
d.add_paragraph("Reviewer, ACM RecSys 2023 Industry Track.")
d.add_paragraph("Talk: “Ten years of search at Booking.com”, Berlin Buzzwords 2022.")
d.add_heading("Skills", 1)
t = d.add_table(rows=2, cols=2); t.style = "Table Grid"
t.cell(0, 0).text = "Languages"; t.cell(0, 1).text = "Java, Perl, Python, C++"
t.cell(1, 0).text = "Search & data"; t.cell(1, 1).text = "Elasticsearch, Solr, Kafka, MySQL, Hadoop"
d.save("cvs/CV_EM_search_2026.docx")
