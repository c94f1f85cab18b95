"""Build the three DOCX CVs of the paraphrase set (python-docx). Run from this folder."""
from docx import Document
from docx.shared import Pt, Cm
from docx.oxml.ns import qn
from docx.enum.text import WD_ALIGN_PARAGRAPH

OUT = "../cvs/"


def cjk(doc, font="SimSun"):
    st = doc.styles["Normal"]
    st.font.name = "Calibri"
    st.font.size = Pt(10.5)
    st.element.rPr.rFonts.set(qn("w:eastAsia"), font)


def wang_lei():
    d = Document()
    cjk(d)
    p = d.add_paragraph()
    r = p.add_run("王磊")
    r.bold = True
    r.font.size = Pt(20)
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    p = d.add_paragraph("推荐算法专家 | 手机：186-1234-5678 | 邮箱：wanglei.rec@163.com | 北京")
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    d.add_heading("工作经历", level=1)
    p = d.add_paragraph()
    p.add_run("北京三快在线科技有限公司（美团）").bold = True
    p.add_run("\t2017.07–至今")
    d.add_paragraph("2022.01 起：高级算法专家，到店推荐算法组负责人，带 8 人团队", style="List Bullet")
    d.add_paragraph("2017.07–2021.12：算法工程师，负责美团 App 首页\u201c猜你喜欢\u201d推荐排序模型", style="List Bullet")
    d.add_paragraph("搭建基于 Flink 的实时特征平台，推荐点击率提升 6.3%", style="List Bullet")
    d.add_paragraph("主导多目标排序模型（MMoE）上线，支付转化率提升 4%", style="List Bullet")
    p = d.add_paragraph()
    p.add_run("北京字节跳动科技有限公司").bold = True
    p.add_run("\t2016.06–2016.09")
    d.add_paragraph("推荐算法实习生（今日头条推荐），负责召回模块的离线评估", style="List Bullet")
    d.add_heading("教育背景", level=1)
    t = d.add_table(rows=3, cols=4)
    t.style = "Table Grid"
    rows = [("学校", "专业", "学历", "时间"),
            ("北京邮电大学", "模式识别与智能系统", "硕士", "2014.09–2017.06"),
            ("北京邮电大学", "计算机科学与技术", "本科", "2010.09–2014.06")]
    for i, row in enumerate(rows):
        for j, v in enumerate(row):
            t.cell(i, j).text = v
    d.add_heading("专业技能", level=1)
    d.add_paragraph("Python、C++、TensorFlow、Spark、Flink、Hive")
    d.add_heading("获奖与其他", level=1)
    d.add_paragraph("2016 年 KDD Cup 第 9 名（团队）", style="List Bullet")
    d.add_paragraph("美团 2020 年度技术之星", style="List Bullet")
    d.save(OUT + "wang_lei_zh.docx")


def priya_nair():
    d = Document()
    st = d.styles["Normal"]
    st.font.name = "Calibri"
    st.font.size = Pt(10)
    t = d.add_table(rows=1, cols=2)
    t.autofit = False
    left, right = t.rows[0].cells
    left.width, right.width = Cm(5.5), Cm(12)

    def add(cell, text, bold=False, size=None, first=False):
        p = cell.paragraphs[0] if first else cell.add_paragraph()
        r = p.add_run(text)
        r.bold = bold
        if size:
            r.font.size = Pt(size)
        return p

    add(left, "PRIYA NAIR", bold=True, size=16, first=True)
    add(left, "Senior Data Analyst")
    add(left, "")
    add(left, "CONTACT", bold=True)
    add(left, "priya.nair.data@gmail.com")
    add(left, "+49 152 0314 7720")
    add(left, "Berlin, Germany")
    add(left, "")
    add(left, "SKILLS", bold=True)
    for s in ["SQL (BigQuery, Snowflake)", "Python (pandas, statsmodels)", "dbt", "Tableau, Looker", "A/B testing"]:
        add(left, s)
    add(left, "")
    add(left, "CERTIFICATIONS", bold=True)
    add(left, "Google Data Analytics Professional Certificate (2019)")
    add(left, "Tableau Desktop Specialist (2020)")
    add(left, "")
    add(left, "LANGUAGES", bold=True)
    add(left, "English, Hindi, Malayalam, German (B1)")

    add(right, "PROFILE", bold=True, first=True)
    add(right, "Data analyst with nine years in consulting and product analytics; pricing, "
               "experimentation and self-service BI.")
    add(right, "")
    add(right, "EXPERIENCE", bold=True)
    add(right, "Zalando SE, Berlin — Senior Data Analyst, Pricing | 07/2022 – present", bold=True)
    add(right, "• Own the markdown-pricing dashboards used by 40 category managers.")
    add(right, "• Built the dbt models behind the weekly price-elasticity report.")
    add(right, "Microsoft, Dublin — Data Analyst, Xbox Commerce | 09/2019 – 06/2022", bold=True)
    add(right, "• Analysed Game Pass subscription funnels; designed A/B tests for the checkout flow.")
    add(right, "Deloitte India, Mumbai — Analyst, Risk Advisory | 08/2017 – 08/2019", bold=True)
    add(right, "• Fraud analytics for banking clients (SQL, Python).")
    add(right, "")
    add(right, "EDUCATION", bold=True)
    add(right, "MSc Business Analytics, University of Edinburgh, 2016 – 2017")
    add(right, "B.Sc. Statistics, St. Xavier's College, University of Mumbai, 2013 – 2016")
    d.save(OUT + "priya_nair.docx")


def kowalski():
    d = Document()
    st = d.styles["Normal"]
    st.font.name = "Arial"
    st.font.size = Pt(10)
    sec = d.sections[0]
    fp = sec.footer.paragraphs[0]
    fp.text = "Daniel Kowalski — Curriculum Vitae — updated March 2026"
    fp.alignment = WD_ALIGN_PARAGRAPH.CENTER
    p = d.add_paragraph()
    r = p.add_run("Staff Machine Learning Engineer")
    r.bold = True
    r.font.size = Pt(16)
    d.add_paragraph("London, UK · d.kowalski.ml@gmail.com · +44 7700 900417")
    d.add_heading("Experience", level=2)
    jobs = [
        ("Revolut, London — Staff ML Engineer, Financial Crime", "Jun 2024 – Present",
         ["Lead the real-time fraud-scoring models; Kubernetes model serving with canary rollouts."]),
        ("TikTok (ByteDance), London — Senior ML Engineer, Ads Ranking", "Sep 2020 – May 2024",
         ["Promoted from ML Engineer to Senior ML Engineer in March 2022.",
          "CTR/CVR models for the ads auction; Kubeflow training pipelines on Kubernetes."]),
        ("Allegro, Warsaw — Machine Learning Engineer, Search", "Oct 2019 – Aug 2020",
         ["Learning-to-rank for marketplace search (LightGBM, Python)."]),
        ("ByteDance AI Lab, Beijing — Research Intern", "Jun 2018 – Sep 2018",
         ["Query understanding experiments for Toutiao search."]),
        ("Microsoft, Zurich — Software Engineering Intern, Mixed Reality & AI Lab", "Jun 2016 – Sep 2016", []),
    ]
    for head, when, bullets in jobs:
        p = d.add_paragraph()
        p.add_run(head).bold = True
        p.add_run("    " + when)
        for b in bullets:
            d.add_paragraph(b, style="List Bullet")
    d.add_heading("Education", level=2)
    d.add_paragraph("ETH Zurich — doctoral studies in Computer Science, 2017 – 2019 (not completed)")
    d.add_paragraph("ETH Zurich — MSc in Computer Science, 2015 – 2017")
    d.add_paragraph("Warsaw University of Technology — BSc (Inz.) in Computer Science, 2011 – 2015")
    d.add_heading("Skills", level=2)
    d.add_paragraph("Python, PyTorch, TensorFlow, Kubernetes, Kubeflow, Spark, Kafka, SQL")
    d.add_heading("Service", level=2)
    d.add_paragraph("Reviewer, NeurIPS 2021 and 2022; ICML 2023")
    d.save(OUT + "resume_final.docx")


if __name__ == "__main__":
    wang_lei()
    priya_nair()
    kowalski()
