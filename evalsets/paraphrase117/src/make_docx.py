"""Builds the two DOCX CVs of paraphrase117."""
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH
import os
OUT = os.path.join(os.path.dirname(__file__), "..", "cvs")

def tang():
    d = Document()
    h = d.add_heading("Yiheng Tang", 0)
    d.add_paragraph("Senior ML Platform Engineer · Amsterdam, NL · tang.yiheng@outlook.com · +31 6 4821 7730")
    d.add_heading("Summary", 1)
    d.add_paragraph("Seven years building machine-learning infrastructure: distributed training schedulers, "
                    "feature stores and model serving on Kubernetes, first at Alibaba Cloud and now at Databricks.")
    d.add_heading("Experience", 1)
    t = d.add_table(rows=1, cols=3)
    t.style = "Table Grid"
    hdr = t.rows[0].cells
    hdr[0].text, hdr[1].text, hdr[2].text = "Period", "Company / Role", "What I did"
    rows = [
        ("since 06/2023", "Databricks — Senior ML Platform Engineer (Model Serving)",
         "Run the GPU autoscaler for Mosaic AI Model Serving on Kubernetes (EKS/AKS); cut cold-start p95 from 41 s to 9 s; on-call lead for 3 regions."),
        ("07/2019 – 05/2023", "Alibaba Cloud (阿里云), Platform for AI (PAI) — ML Platform Engineer",
         "Built the elastic training job scheduler for PAI-DLC on Kubernetes operators written in Go; migrated 2,000+ GPU nodes to Ray-based batch inference."),
        ("06/2018 – 09/2018", "Microsoft Research Asia — Research Intern, Systems group",
         "Profiling of parameter-server communication for recommendation models."),
    ]
    for r in rows:
        c = t.add_row().cells
        for i, v in enumerate(r):
            c[i].text = v
    d.add_heading("Education", 1)
    d.add_paragraph("B.Eng. Computer Science and Technology, Huazhong University of Science and Technology (HUST), Wuhan — 2015–2019")
    d.add_heading("Publications", 1)
    d.add_paragraph("Y. Tang, L. Qiao, W. Lin. \"Elastic Gang Scheduling for Preemptible GPU Clusters.\" "
                    "NeurIPS 2022 Workshop on ML for Systems. (first author)")
    d.add_heading("Skills", 1)
    d.add_paragraph("Go, Python, Kubernetes, Ray, Kubeflow, Terraform, Prometheus, CUDA basics")
    d.add_paragraph("Languages: Mandarin (native), English (fluent), Dutch (A2)")
    d.save(os.path.join(OUT, "Yiheng_Tang_CV_2026.docx"))

def bu():
    d = Document()
    p = d.add_paragraph()
    r = p.add_run("卜清禾"); r.bold = True; r.font.size = Pt(20)
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    d.add_paragraph("女 ｜ 上海 ｜ 186-2173-0459 ｜ buqinghe@qq.com").alignment = WD_ALIGN_PARAGRAPH.CENTER
    paras = [
        ("【个人简介】", True),
        ("九年快消品牌营销经验，先后服务可口可乐与元气森林，操盘过年销售额超 10 亿元的气泡水单品，擅长新品上市、整合营销与渠道联动。", False),
        ("【工作经历】", True),
        ("元气森林（北京）食品科技集团有限公司　品牌经理　2021年3月 - 至今", True),
        ("负责外星人电解质水与气泡水两条产品线的品牌规划，统筹年度预算 1.2 亿元；2024 年牵头“无糖不设限”整合营销战役，带动单品销量同比增长 63%。管理 6 人品牌团队，与电商、线下渠道及外部代理商协同推进新品上市节奏。", False),
        ("可口可乐饮料（上海）有限公司　品牌助理 → 助理品牌经理　2017年7月 - 2021年2月", True),
        ("2017—2019 年任品牌助理，负责雪碧校园营销与社交媒体内容；2019 年晋升助理品牌经理，负责纯悦包装水的年度品牌计划与消费者调研，推动包装焕新项目落地。", False),
        ("中信证券股份有限公司　投资银行管理委员会　实习生　2016年7月 - 2016年9月", True),
        ("暑期实习，参与一家消费品企业 IPO 项目的尽职调查底稿整理与行业研究。", False),
        ("【教育背景】", True),
        ("中欧国际工商学院（CEIBS）　MBA（在职）　2024年9月 - 至今（在读）", False),
        ("复旦大学　新闻学院　广告学　文学学士　2013年9月 - 2017年6月", False),
        ("【荣誉与其他】", True),
        ("2023 年 艾菲奖（Effie Awards）大中华区 饮料类 银奖（团队）", False),
        ("熟练使用 Excel、PowerPoint、尼尔森零售数据；英语 CET-6", False),
    ]
    for text, bold in paras:
        p = d.add_paragraph()
        r = p.add_run(text); r.bold = bold
    d.save(os.path.join(OUT, "卜清禾-品牌经理简历.docx"))

if __name__ == "__main__":
    tang(); bu()
