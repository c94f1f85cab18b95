"""Builds the three DOCX CVs in ../cvs with python-docx."""
from pathlib import Path
from docx import Document
from docx.shared import Pt, RGBColor
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.oxml.ns import qn

OUT = Path(__file__).resolve().parent.parent / "cvs"


def set_cjk(doc, font="Noto Sans CJK SC"):
    st = doc.styles["Normal"]
    st.font.size = Pt(10.5)
    st.font.name = "Calibri"
    st.element.rPr.rFonts.set(qn("w:eastAsia"), font)


def bullet(doc, text):
    doc.add_paragraph(text, style="List Bullet")


def yuhang_zhou():
    d = Document()
    set_cjk(d)
    t = d.add_heading("Yuhang Zhou", 0)
    d.add_paragraph("SRE Team Lead · Hangzhou, China · zhouyuhang.sre@outlook.com · +86 137 5712 0846")
    d.add_heading("Summary", 1)
    d.add_paragraph("Site reliability engineer with 13 years in production operations: NetEase, Tencent Cloud "
                    "and Huawei Cloud. Currently leading an SRE team of 8 for Huawei Cloud's container services.")
    d.add_heading("Experience", 1)
    d.add_heading("Huawei Cloud (Huawei Technologies), Hangzhou", 2)
    d.add_paragraph("SRE Team Lead — Apr 2023 – Present")
    bullet(d, "Manage a team of 8 SREs responsible for CCE (Cloud Container Engine) availability across 6 regions.")
    bullet(d, "Introduced SLO-based alerting and error budgets; P1 incidents down 35% year over year.")
    d.add_paragraph("SRE Expert — Mar 2021 – Mar 2023")
    bullet(d, "Built the Kubernetes cluster upgrade pipeline for CCE (rolling upgrades of 2,000+ clusters).")
    d.add_heading("Tencent Cloud (Tencent), Shenzhen", 2)
    d.add_paragraph("Senior SRE, TKE (Tencent Kubernetes Engine) — Jul 2017 – Feb 2021")
    bullet(d, "On-call owner for TKE control plane; wrote the etcd backup/restore tooling in Go.")
    bullet(d, "Ran Kubernetes capacity planning for the 2019 and 2020 Singles' Day customer peaks.")
    d.add_heading("NetEase, Hangzhou", 2)
    d.add_paragraph("DevOps Engineer — Jul 2013 – Jun 2017")
    bullet(d, "Automated deployment for NetEase Cloud Music backend with SaltStack and Jenkins.")
    d.add_heading("Education", 1)
    d.add_paragraph("Huazhong University of Science and Technology (HUST) — B.Eng., Computer Science and Technology, 2009 – 2013")
    d.add_heading("Skills & Certifications", 1)
    d.add_paragraph("Kubernetes, etcd, Go, Python, Prometheus, Grafana, Terraform, Linux kernel tuning")
    d.add_paragraph("Certified Kubernetes Administrator (CKA), 2019")
    d.save(OUT / "Yuhang_Zhou_SRE_EN.docx")


def marcus_bell():
    d = Document()
    h = d.add_paragraph()
    r = h.add_run("MARCUS BELL")
    r.bold = True
    r.font.size = Pt(20)
    d.add_paragraph("Director of Product  |  Singapore  |  marcus.bell@fastmail.com  |  +65 9071 5528")
    d.add_heading("Profile", 1)
    d.add_paragraph("Product leader with fifteen years across analytics, strategy consulting and consumer "
                    "fintech. I build product teams and have run GrabFood and GrabPay product lines from zero to "
                    "multi-market scale.")
    d.add_heading("Career", 1)
    tbl = d.add_table(rows=1, cols=3)
    tbl.style = "Table Grid"
    hdr = tbl.rows[0].cells
    hdr[0].text, hdr[1].text, hdr[2].text = "Dates", "Company / Role", "Highlights"
    rows = [
        ("Mar 2020 – Present", "Grab — Director of Product, Payments",
         "Lead a product organisation of 12 product managers across GrabPay, PayLater and merchant payments; "
         "set the payments roadmap with the CFO office."),
        ("Aug 2017 – Feb 2020", "Grab — Senior Product Manager, GrabFood",
         "Launched GrabFood in Vietnam and the Philippines; owned the restaurant ranking and delivery-fee products."),
        ("Jul 2013 – Jul 2016", "Accenture Strategy (London) — Consultant",
         "Digital strategy projects for telecom and internet clients, including Tencent (WeChat Pay go-to-market in "
         "Europe) and Vodafone."),
        ("Sep 2011 – Jun 2013", "Tesco Bank (Edinburgh) — Data Analyst",
         "Credit-card spend analysis and campaign reporting in SAS and SQL."),
    ]
    for a, b, c in rows:
        cells = tbl.add_row().cells
        cells[0].text, cells[1].text, cells[2].text = a, b, c
    d.add_heading("Education", 1)
    d.add_paragraph("INSEAD (Fontainebleau & Singapore) — MBA, Aug 2016 – Jul 2017")
    d.add_paragraph("University of Warwick — BA Economics, 2008 – 2011")
    d.add_heading("Skills", 1)
    d.add_paragraph("Product strategy, pricing, payments, OKRs, SQL, experimentation, hiring and coaching PMs")
    d.add_heading("Interests", 1)
    d.add_paragraph("Marathon running, Mandarin (HSK 4)")
    d.save(OUT / "Marcus_Bell_CV.docx")


def he_zihan():
    d = Document()
    set_cjk(d)
    p = d.add_paragraph()
    r = p.add_run("何子涵")
    r.bold = True
    r.font.size = Pt(18)
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    p2 = d.add_paragraph("博士研究生 · 计算机视觉 ｜ 北京 ｜ hezihan2020@ia.ac.cn ｜ 152 0117 6634")
    p2.alignment = WD_ALIGN_PARAGRAPH.CENTER
    d.add_heading("教育背景", 1)
    tbl = d.add_table(rows=1, cols=4)
    tbl.style = "Table Grid"
    c = tbl.rows[0].cells
    c[0].text, c[1].text, c[2].text, c[3].text = "时间", "学校", "专业", "学历"
    for row in [("2020.09 - 至今（预计 2027.06 毕业）", "中国科学院大学（中国科学院自动化研究所）", "模式识别与智能系统", "博士在读（直博）"),
                ("2016.09 - 2020.06", "浙江工业大学", "计算机科学与技术", "本科")]:
        cells = tbl.add_row().cells
        for i, v in enumerate(row):
            cells[i].text = v
    d.add_heading("研究方向", 1)
    d.add_paragraph("视频理解、多模态大模型、开放词表检测。")
    d.add_heading("实习经历", 1)
    d.add_paragraph("微软亚洲研究院（MSRA） 视觉计算组 研究实习生  2023.07 - 2024.01")
    bullet(d, "研究长视频的时序定位，提出基于记忆检索的视频问答方法，相关工作发表于 CVPR 2024。")
    d.add_paragraph("字节跳动 AI Lab 研究实习生  2022.06 - 2022.09")
    bullet(d, "参与视频封面自动生成项目，负责多模态排序模型的训练与离线评测。")
    d.add_heading("论文发表", 1)
    d.add_paragraph("[1] Zihan He*, Yifei Xu*, Chong Luo, Tieniu Tan. MemVQA: Retrieval-Augmented Memory for Long "
                    "Video Question Answering. CVPR 2024.（*共同一作）")
    d.add_paragraph("[2] Yifei Xu, Zihan He, Jun Wan. Open-Vocabulary Action Detection with Temporal Prompts. "
                    "ICCV 2023.")
    d.add_paragraph("[3] Zihan He, Jun Wan. Few-Shot Gesture Recognition via Skeleton Prompts. Pattern Recognition "
                    "Letters, 2022.")
    d.add_heading("学术服务与荣誉", 1)
    bullet(d, "CVPR 2025、NeurIPS 2024 审稿人")
    bullet(d, "2021 年“华为杯”第十八届中国研究生数学建模竞赛 一等奖")
    bullet(d, "2023 年获 NVIDIA 学术硬件资助（Academic Hardware Grant），获赠 RTX A6000 一块")
    bullet(d, "2022 年博士研究生国家奖学金")
    d.add_heading("技能", 1)
    d.add_paragraph("Python、PyTorch、C++、CUDA；熟悉 DeepSpeed 分布式训练")
    d.save(OUT / "何子涵_简历.docx")


if __name__ == "__main__":
    yuhang_zhou()
    marcus_bell()
    he_zihan()
