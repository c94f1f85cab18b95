# Builds the two DOCX CVs into ../cvs
import os
from docx import Document
from docx.shared import Pt
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "cvs")

def table(doc, rows, style="Table Grid"):
    t = doc.add_table(rows=len(rows), cols=len(rows[0]))
    t.style = style
    for i, r in enumerate(rows):
        for j, c in enumerate(r):
            t.cell(i, j).text = c
    return t

# ---- 1. Pang Ruyi (Chinese, tables) ----
d = Document()
d.add_heading("个人简历", 0)
table(d, [["姓名", "庞如意", "性别", "女"],
          ["电话", "138-2046-7315", "邮箱", "pangruyi.search@outlook.com"],
          ["现居", "广州", "求职意向", "搜索/推荐算法专家"]])
d.add_heading("教育背景", 1)
table(d, [["时间", "学校", "专业", "学历"],
          ["2011.09–2015.06", "华中科技大学", "计算机科学与技术", "本科"],
          ["2015.09–2018.06", "华中科技大学", "计算机科学与技术（信息检索方向）", "硕士"]])
d.add_heading("工作经历", 1)
table(d, [["时间", "公司", "职位"],
          ["2021年4月 - 至今", "唯品会（Vipshop），广州", "高级搜索算法工程师"],
          ["2018/7-2021/3", "Lazada（阿里巴巴集团旗下东南亚电商平台），新加坡", "搜索工程师"],
          ["2017.06–2017.09", "淘宝（阿里巴巴），杭州", "搜索算法实习生"]])
d.add_heading("唯品会 · 高级搜索算法工程师", 2)
for b in ["负责主站商品搜索相关性模型，从 BM25 + 人工规则迁移到基于 BERT 蒸馏的相关性打分，线上 GMV 提升 3.2%。",
          "主导 Query 改写与类目预测模块，基于 Elasticsearch 的召回层增加同义词与纠错，零结果率下降 41%。",
          "搭建离线相关性评测平台，人工标注 + LLM 辅助评审，每周产出评测报告。"]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("Lazada · 搜索工程师", 2)
for b in ["维护基于 Elasticsearch 的多语言商品检索集群（印尼语、泰语、越南语），日均查询量 1.2 亿。",
          "实现 Learning to Rank（LightGBM LambdaMART）排序模型，取代手工打分公式。"]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("论文", 1)
d.add_paragraph("J. Xu, 庞如意, K. Lim. Visual Search for Fashion Items in Southeast Asian Marketplaces. "
                "ECCV 2020 Workshop on Computer Vision for Fashion, Art and Design（workshop poster，第二作者）")
d.add_heading("获奖", 1)
d.add_paragraph("2016 华泰证券金融科技大赛 二等奖（校队）")
d.add_heading("技能", 1)
d.add_paragraph("Elasticsearch / Learning to Rank / LightGBM / PyTorch / Faiss / Spark / SQL / Python / Java")
d.save(os.path.join(OUT, "庞如意_搜索算法_简历.docx"))

# ---- 2. Reto Imboden (English) ----
d = Document()
d.add_heading("Reto Imboden", 0)
d.add_paragraph("Berlin, Germany · reto.imboden@posteo.de · +49 151 2287 4410")
d.add_paragraph("CTO building software for freight forwarding. Engineering manager by trade, "
                "backend engineer at heart.")
d.add_heading("Experience", 1)
d.add_heading("Forto GmbH, Berlin — digital freight forwarding startup", 2)
d.add_paragraph("Chief Technology Officer, Jan 2023 – Present")
for b in ["Lead a 70-person engineering, data and security organisation across Berlin and Lisbon; report to the CEO.",
          "Consolidated three shipment-tracking services into one event-sourced platform (Kafka, PostgreSQL).",
          "Moved the China-lane workloads off Alibaba Cloud onto our own EU infrastructure in 2024."]:
    d.add_paragraph(b, style="List Bullet")
d.add_paragraph("Engineering Manager, Platform, Mar 2019 – Dec 2022")
for b in ["Grew the platform team from 4 to 22 engineers; introduced on-call, SLOs and blameless post-mortems.",
          "Built shipment search for operations staff on Elasticsearch, replacing SQL LIKE queries (p95 from 4 s to 180 ms)."]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("Zalando SE, Berlin", 2)
d.add_paragraph("Senior Software Engineer, Catalog Search, Jul 2014 – Feb 2019")
for b in ["Owned indexing pipelines feeding the catalog Elasticsearch clusters for 17 country shops.",
          "Mentored five engineers; tech lead for the 2017 search re-platforming."]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("Swisscom AG, Zurich", 2)
d.add_paragraph("Software Engineer, Oct 2010 – Jun 2014 — billing mediation services in Java.")
d.add_heading("Education", 1)
table(d, [["Degree", "School", "Years"],
          ["MSc Computer Science", "ETH Zurich", "2008 – 2010"],
          ["BSc Computer Science", "University of Bern", "2005 – 2008"],
          ["Executive MBA (discontinued after first year)", "University of St. Gallen", "2021 – 2022"]])
d.add_heading("Publications", 1)
d.add_paragraph("A. Keller, R. Imboden, M. Sutter. Online Multi-Person Tracking with Occlusion Reasoning. "
                "European Conference on Computer Vision (ECCV), 2010.")
d.add_heading("Talks", 1)
d.add_paragraph("Speaker, Kafka Summit London 2022 — \"Event sourcing for container shipments\".")
d.add_heading("Skills", 1)
d.add_paragraph("Go, Java, Kotlin, Kafka, PostgreSQL, Elasticsearch, Kubernetes, Terraform, GCP")
d.save(os.path.join(OUT, "Reto_Imboden_CV.docx"))
print("ok")
