"""Build the two DOCX CVs."""
from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(__file__), "..", "cvs")

# ---- 冼知衡 (Chinese, tables) ----
d = Document()
st = d.styles["Normal"]; st.font.name = "Noto Sans CJK SC"; st.font.size = Pt(10.5)
d.add_heading("冼知衡 · 个人简历", level=1)
t = d.add_table(rows=3, cols=4); t.style = "Table Grid"
cells = [("姓名", "冼知衡", "求职意向", "SRE / DevOps"),
         ("电话", "+86 171-5803-2296", "邮箱", "zhiheng.xian@qq.com"),
         ("所在地", "杭州", "工作年限", "6 年")]
for r, row in enumerate(cells):
    for c, v in enumerate(row):
        t.cell(r, c).text = v
d.add_heading("教育背景", level=2)
t = d.add_table(rows=3, cols=4); t.style = "Table Grid"
rows = [("时间", "学校", "专业", "学历"),
        ("2024.01-至今", "Georgia Institute of Technology（在线，OMSCS）", "计算机科学", "硕士在读（非全日制）"),
        ("2016.09-2020.06", "西南交通大学", "计算机科学与技术", "本科")]
for r, row in enumerate(rows):
    for c, v in enumerate(row):
        t.cell(r, c).text = v
d.add_heading("工作经历", level=2)
d.add_paragraph("阿里云（阿里巴巴集团） 弹性计算事业部")
d.add_paragraph("高级运维开发工程师　2023/3-至今")
d.add_paragraph("运维开发工程师　2020/7-2023/2")
for b in ["负责 ECS 控制面服务的发布体系与稳定性建设，将 300+ 微服务迁移到基于 Kubernetes（ACK）的容器平台，发布失败率下降 62%。",
          "用 Terraform 和 Argo CD 落地 GitOps，搭建 Prometheus + Grafana 告警体系，主导双 11 大促容量压测。",
          "编写 Go 语言的 Operator 实现有状态服务的自动扩缩容。"]:
    d.add_paragraph(b, style="List Bullet")
d.add_paragraph("商汤科技　运维实习生　2018/7-2018/9")
d.add_paragraph("协助维护 GPU 训练集群的监控脚本（Shell、Python）。", style="List Bullet")
d.add_heading("证书与技能", level=2)
t = d.add_table(rows=2, cols=2); t.style = "Table Grid"
for r, row in enumerate([("证书", "CKA（Certified Kubernetes Administrator），2021"),
                         ("技能", "Kubernetes、Docker、Terraform、Go、Python、Prometheus、Linux 内核调优")]):
    for c, v in enumerate(row):
        t.cell(r, c).text = v
d.save(os.path.join(OUT, "冼知衡_运维开发.docx"))

# ---- Celestine Varga (English, name only in the header section) ----
d = Document()
d.styles["Normal"].font.name = "Calibri"; d.styles["Normal"].font.size = Pt(10.5)
hdr = d.sections[0].header.paragraphs[0]
hdr.text = "Celestine Varga  |  celestine.varga@icloud.com  |  +86 135-0167-4420  |  Shanghai"
d.add_heading("Merchandising Professional — Womenswear", level=1)
d.add_paragraph("Merchandiser with seven years across fast fashion and luxury e-commerce: range planning, "
                "open-to-buy, sell-through analysis and vendor negotiation. Fluent in English, Mandarin and Hungarian.")
d.add_heading("Experience", level=2)
d.add_paragraph("Uniqlo (Fast Retailing) — Senior Merchandiser, Womenswear, Shanghai | Jan 2024 – Present")
d.add_paragraph("Plan seasonal assortments for 140 stores in East China; own a RMB 900m open-to-buy budget and weekly re-forecasts.", style="List Bullet")
d.add_paragraph("Tmall Luxury Pavilion (Alibaba Group) — Category Merchandiser, Hangzhou | Mar 2021 – Dec 2023")
d.add_paragraph("Onboarded 35 European designer brands to the Luxury Pavilion and planned their 11.11 and 618 campaign assortments.", style="List Bullet")
d.add_paragraph("Zara China (Inditex) — Assistant Merchandiser, Shanghai | Sep 2019 – Feb 2021")
d.add_paragraph("Store allocation and replenishment for the Shanghai region; weekly sell-through and markdown reports.", style="List Bullet")
d.add_heading("Education", level=2)
d.add_paragraph("CEIBS (China Europe International Business School) — Part-time MBA, in progress (2025 – 2027)")
d.add_paragraph("London College of Fashion, University of the Arts London — BA (Hons) Fashion Buying and Merchandising, 2016 – 2019")
d.add_heading("Skills", level=2)
d.add_paragraph("Excel (advanced), SAP Retail, Power BI, Tableau, range planning, OTB management")
d.save(os.path.join(OUT, "merchandiser_cv_2026.docx"))
