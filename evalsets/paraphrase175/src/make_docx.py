"""Builds the two DOCX CVs in cvs/."""
from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(__file__), "..", "cvs")

def table(doc, rows, style="Table Grid"):
    t = doc.add_table(rows=len(rows), cols=len(rows[0]))
    t.style = style
    for i, r in enumerate(rows):
        for j, c in enumerate(r):
            t.cell(i, j).text = c
    return t

# ---- 仲清屿 (Chinese, tables) ----
d = Document()
d.add_heading("仲清屿 · 个人简历", level=1)
table(d, [["姓名", "仲清屿", "电话", "186-1033-5927"],
          ["邮箱", "zhongqy_rec@outlook.com", "城市", "北京"],
          ["求职意向", "推荐算法 / 排序算法", "工作年限", "6年"]])
d.add_heading("教育背景", level=2)
table(d, [["时间", "学校", "专业", "学历"],
          ["2016.09–2020.06", "浙江大学", "计算机科学与技术（竺可桢学院）", "本科"]])
d.add_heading("工作经历", level=2)
table(d, [["时间", "公司", "职位"],
          ["2023.09–至今", "北京快手科技有限公司", "高级推荐算法工程师"],
          ["2020.07–2023.08", "北京快手科技有限公司", "推荐算法工程师"],
          ["2019.06–2019.09", "腾讯 微信事业群（WXG）", "视频号推荐 算法实习生"]])
d.add_paragraph("快手 · 主站推荐：负责精选页短视频多目标排序模型（时长、完播、互动），设计基于 MMoE 的多任务结构，人均观看时长 +1.8%。")
d.add_paragraph("使用 Hive SQL 与 Spark 搭建样本拼接与特征生产流水线，日均处理样本 300 亿条；搭建实验平台的 A/B 实验分析看板。")
d.add_paragraph("微信 · 视频号：实习期间参与召回侧双塔模型离线评估，编写 Hive SQL 统计召回覆盖率。")
d.add_heading("论文", level=2)
d.add_paragraph("[1] Qingyu Zhong, Hao Lin, Jie Xu. Duration-Debiased Multi-Task Ranking for Short-Video Feeds. KDD 2024 (Applied Data Science Track). 第一作者")
d.add_paragraph("[2] Wenjun Pan, Qingyu Zhong. Implicit Feedback Denoising for Sequential Recommenders. NeurIPS 2021 Workshop on Deep Learning for Recommender Systems（workshop 论文）")
d.add_heading("学术服务", level=2)
d.add_paragraph("RecSys 2025 程序委员会成员（PC Member），审稿 6 篇")
d.add_heading("技能", level=2)
table(d, [["编程", "Python, C++, Hive SQL, Spark"], ["框架", "TensorFlow, PyTorch, XDL"], ["语言", "英语 CET-6"]])
d.save(os.path.join(OUT, "仲清屿-推荐算法-简历.docx"))

# ---- Serena Tang (English, name only in e-mail handle / file name) ----
d = Document()
d.add_heading("Brand Manager | Beauty & Skincare", level=1)
d.add_paragraph("Hangzhou, China · serena.tang.sy@gmail.com · +86 137 5821 0463")
d.add_heading("Profile", level=2)
d.add_paragraph("Brand manager with ten years in consumer brands, from coffee retail marketing to prestige-positioned "
                "Chinese skincare. I own the annual brand plan, the launch calendar and the agency roster, and I like "
                "to prove creative ideas with numbers: every hero launch I run goes through a consumer test before "
                "the media money is committed.")
d.add_heading("Experience", level=2)
d.add_paragraph("Proya Cosmetics Co., Ltd. — Brand Manager, Serum & Essence line | Apr 2021 – Present")
d.add_paragraph("Lead a team of four to run the ‘Ruby’ anti-ageing serum franchise, growing GMV on Tmall and Douyin stores by 65% over two years.", style="List Bullet")
d.add_paragraph("Led the 2024 co-branded holiday gift set with Nespresso, a partnership negotiated with Nestlé’s China marketing team.", style="List Bullet")
d.add_paragraph("Briefed and managed creative, PR and KOL agencies with an annual budget of RMB 40m.", style="List Bullet")
d.add_paragraph("Starbucks China — Senior Brand Marketing Specialist | Jan 2019 – Mar 2021")
d.add_paragraph("Starbucks China — Brand Marketing Specialist | Jul 2016 – Dec 2018")
d.add_paragraph("Planned seasonal beverage campaigns (Spring Sakura, Holiday) across 3,000+ stores; coordinated with store operations on in-store POS roll-out.", style="List Bullet")
d.add_paragraph("Kantar Worldpanel — Consumer Insights Intern | summer 2015")
d.add_paragraph("Cleaned household-panel purchase data and drafted category share reports for FMCG clients.", style="List Bullet")
d.add_heading("Education", level=2)
table(d, [["China Europe International Business School (CEIBS)", "MBA (part-time)", "2022 – 2024"],
          ["Zhejiang University", "B.A. Advertising", "2012 – 2016"]])
d.add_heading("Other", level=2)
d.add_paragraph("Jury member, 2023 Tmall Beauty Awards (brand campaign category)")
d.add_paragraph("Languages: Mandarin (native), English (fluent)")
d.save(os.path.join(OUT, "serena_tang_cv.docx"))
