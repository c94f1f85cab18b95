from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(__file__), "..", "cvs")

# --- Saoirse Blackwood, buyer (English, headings + a table) ---
d = Document()
sec = d.sections[0]
sec.header.paragraphs[0].text = "Saoirse Blackwood — CV — page 1"
d.add_heading("Saoirse Blackwood", 0)
d.add_paragraph("Senior Buyer, Womenswear | Berlin, Germany | saoirse.blackwood@posteo.de | +49 1512 3390 846")
d.add_heading("Profile", 1)
d.add_paragraph("Fashion buyer with more than a decade in high-street and online fashion retail: range building, "
                "open-to-buy planning, supplier negotiation across Turkey, Portugal and Bangladesh, and "
                "markdown optimisation. Comfortable with Excel/Power BI trading reports and SAP merchandise planning.")
d.add_heading("Experience", 1)
t = d.add_table(rows=1, cols=3)
t.style = "Table Grid"
h = t.rows[0].cells
h[0].text, h[1].text, h[2].text = "Period", "Employer / Role", "Highlights"
rows = [
 ("04/2022 - today", "Zalando SE, Berlin — Senior Buyer, Womenswear Private Labels",
  "Own a €38m open-to-buy for private-label dresses and knitwear; cut markdown depth by 6 points in two seasons. "
  "Benchmarked price architecture against SHEIN, Zara and ASOS for the 2024 value-tier relaunch."),
 ("Jan 2019 – Mar 2022", "H&M Group, Stockholm — Buyer, Ladies Basics (promoted)",
  "Planned and bought jersey basics for 40 markets; onboarded four new Portuguese suppliers."),
 ("Sep 2015 – Dec 2018", "H&M Group, Stockholm — Assistant Buyer, Ladies Basics",
  "Joined via the H&M Graduate Programme; line sheets, sample tracking, weekly sell-through reports."),
]
for r in rows:
    c = t.add_row().cells
    for i, v in enumerate(r):
        c[i].text = v
d.add_heading("Education", 1)
d.add_paragraph("BA (Hons) Fashion Management, London College of Fashion, University of the Arts London, 2012 – 2015")
d.add_paragraph("MA Fashion Buying & Merchandising (online, part-time), Manchester Metropolitan University, 2020 – 2021 — discontinued after year 1")
d.add_heading("Other", 1)
d.add_paragraph("Speaker, Drapers Sustainable Fashion Forum 2023 (panel on deadstock fabric).")
d.add_paragraph("Languages: English (native), Irish, German (C1), Swedish (B1).")
d.save(os.path.join(OUT, "Saoirse_Blackwood_Buyer_CV.docx"))

# --- 沃星言, new graduate (Chinese, paragraphs only) ---
d = Document()
d.add_paragraph("沃星言").runs[0].bold = True
d.add_paragraph("求职意向：搜索/推荐算法工程师（2027届硕士应届生）｜杭州｜157-0571-3826｜woxingyan@zju.edu.cn")
d.add_paragraph("教育经历")
d.add_paragraph("浙江大学　计算机科学与技术学院　计算机技术　工学硕士（在读）　2024年9月 - 2027年6月（预计）")
d.add_paragraph("浙江工商大学　计算机与信息工程学院　软件工程　工学学士　2020年9月 - 2024年6月")
d.add_paragraph("实习经历")
d.add_paragraph("淘天集团（阿里巴巴集团）　搜索推荐技术部　算法实习生　2025.06–2025.09")
d.add_paragraph("参与淘宝主搜的向量召回优化：基于双塔模型引入难负例挖掘，离线 Recall@100 提升 3.2%，线上点击率 A/B 提升 0.8%；"
                "使用 PyTorch 训练、ODPS/MaxCompute 处理样本，负责离线评估脚本和实验报告。")
d.add_paragraph("华为云计算技术有限公司　云搜索服务部　软件开发实习生　2024.07–2024.08")
d.add_paragraph("为 CSS 云搜索服务编写 Elasticsearch 插件的单元测试与压测脚本（Java、JMeter）。")
d.add_paragraph("论文发表")
d.add_paragraph("[1] 沃星言, 陈立, 王浩. 基于对比学习的电商查询改写方法. CCL 2025（第二十四届中国计算语言学大会），第一作者。")
d.add_paragraph("[2] Li Chen, Xingyan Wo, Hao Wang. Hard Negatives for Sparse Product Retrieval. SIGIR 2025 Workshop on eCommerce (SIGIR eCom'25), 第二作者。")
d.add_paragraph("其他")
d.add_paragraph("ECIR 2026 学生志愿者；2023 年全国大学生数学建模竞赛浙江赛区一等奖；浙江大学一等学业奖学金（2025）。")
d.add_paragraph("技能：Python、PyTorch、SQL、Java、Linux，英语六级 578。")
d.save(os.path.join(OUT, "沃星言_简历_2027届.docx"))
