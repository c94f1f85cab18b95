from docx import Document
from docx.shared import Pt

# 1) Chinese DOCX with tables: 衡嘉璐 (wealth-management RM)
d = Document()
d.add_heading("衡嘉璐 个人简历", level=1)
d.add_paragraph("电话：139-2204-6618　邮箱：jialu.heng@163.com　现居：广州")
d.add_heading("教育背景", level=2)
t = d.add_table(rows=2, cols=4); t.style = "Table Grid"
for i, v in enumerate(["时间", "学校", "专业", "学历"]): t.cell(0, i).text = v
for i, v in enumerate(["2009.09–2013.06", "中山大学 岭南学院", "金融学", "经济学学士"]): t.cell(1, i).text = v
d.add_heading("工作经历", level=2)
t = d.add_table(rows=4, cols=3); t.style = "Table Grid"
rows = [["时间", "单位", "职位"],
        ["2018年1月 - 至今", "渣打银行（中国）有限公司 广州分行", "私人银行客户经理（2021年7月起）；优先理财客户经理（2018年1月 - 2021年6月）"],
        ["2013年7月 - 2017年12月", "中国工商银行 广东省分行 天河支行", "理财经理"],
        ["2012年7月 - 2012年8月", "招商银行 广州分行 零售银行部", "暑期实习生"]]
for r, row in enumerate(rows):
    for c, v in enumerate(row): t.cell(r, c).text = v
d.add_paragraph("渣打银行：管理高净值客户约 120 户，管理资产规模（AUM）逾 18 亿元人民币，负责资产配置方案、保险及家族信托转介；连续三年客户满意度排名分行前 5%。")
d.add_paragraph("工商银行：负责网点中高端客户的理财产品、基金与贵金属销售，2016 年个人销售业绩列天河支行第一。")
d.add_paragraph("招商银行实习：协助理财经理整理客户资产报表，参与“金葵花”客户活动筹备。")
d.add_heading("证书与荣誉", level=2)
d.add_paragraph("CFP 国际金融理财师（2017）；AFP 金融理财师（2014）；基金从业资格、证券从业资格")
d.add_paragraph("2019 渣打集团大中华区 “Client First” 卓越服务奖")
d.add_heading("技能", level=2)
d.add_paragraph("资产配置、家族信托、跨境财富规划；Wind、Excel；英语（CET-6，工作语言）、粤语")
d.save("../cvs/衡嘉璐_简历.docx")

# 2) English DOCX, name only in footer: Tu Yulin (search ranking)
d = Document()
sec = d.sections[0]
sec.footer.paragraphs[0].text = "Tu Yulin · Curriculum Vitae · page 1"
d.add_heading("Search Ranking Engineer — E-commerce", level=1)
d.add_paragraph("yulin.tu.dev@gmail.com | +86 150 6713 2290 | Hangzhou | github.com/tuyl-rank")
d.add_heading("Experience", level=2)
d.add_paragraph("Alibaba Group — Taobao & Tmall Group, Search Ranking Team, Hangzhou")
d.add_paragraph("Senior Search Ranking Engineer, Apr 2023 – Present")
d.add_paragraph("Search Ranking Engineer, Jul 2019 – Mar 2023")
d.add_paragraph("Own the relevance and conversion models of the Taobao main-search ranking stage, serving hundreds of millions of queries a day; moved the ranking model from GBDT to a multi-task deep model (ESMM-style) and raised search GMV by 2.1% in an online A/B test.", style="List Bullet")
d.add_paragraph("Built daily training-sample pipelines in ODPS SQL and Python on MaxCompute, joining exposure, click and purchase logs for more than 400 million items.", style="List Bullet")
d.add_paragraph("Designed query-category prediction features and a coarse-ranking distillation scheme that cut serving latency by 18 ms.", style="List Bullet")
d.add_paragraph("WeChat Search, WXG, Tencent — Research Intern, Guangzhou, 06/2018 – 09/2018")
d.add_paragraph("Prototyped a BERT-based query rewriting model for WeChat Search (Sou Yi Sou) long-tail queries.", style="List Bullet")
d.add_heading("Education", level=2)
d.add_paragraph("Beijing University of Posts and Telecommunications — B.Eng. in Computer Science and Technology, 2015 – 2019")
d.add_heading("Publications & Talks", level=2)
d.add_paragraph("J. Wen, K. Lau, Y. Tu, and M. Qiao. Calibrated multi-task learning for e-commerce search ranking. In Proceedings of the 29th ACM SIGKDD Conference on Knowledge Discovery and Data Mining (KDD '23), Applied Data Science Track, 2023.")
d.add_paragraph("Invited talk, \"Ranking at Taobao scale\", Department of Computer Science, Tsinghua University, Dec 2024.")
d.add_heading("Skills", level=2)
d.add_paragraph("Python, C++, TensorFlow, PyTorch, ODPS/Hive SQL, Spark, learning-to-rank, A/B testing")
d.save("../cvs/resume_search_2026.docx")
