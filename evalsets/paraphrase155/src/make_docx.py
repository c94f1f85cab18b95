"""Builds the two DOCX CVs in ../cvs/ (run with src/.venv/bin/python)."""
from pathlib import Path
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH

CVS = Path(__file__).resolve().parent.parent / "cvs"


def nie_sitang():
    d = Document()
    st = d.styles["Normal"]; st.font.name = "SimSun"; st.font.size = Pt(10.5)
    h = d.add_paragraph(); h.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = h.add_run("聂思棠"); r.bold = True; r.font.size = Pt(20)
    p = d.add_paragraph("卖方研究 | 社会服务 / 旅游酒店 | 电话 186-1652-0937 | 邮箱 nie.sitang@outlook.com | 上海")
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER

    d.add_heading("基本信息", level=1)
    t = d.add_table(rows=3, cols=4); t.style = "Table Grid"
    cells = [("性别", "女", "出生年月", "1994.03"),
             ("现任", "中信证券 研究部 首席分析师", "工作年限", "2017年7月起"),
             ("资格证书", "证券从业资格（一般证券业务）", "语言", "英语（雅思 7.5）")]
    for i, row in enumerate(cells):
        for j, v in enumerate(row):
            t.cell(i, j).text = v

    d.add_heading("教育背景", level=1)
    t = d.add_table(rows=3, cols=4); t.style = "Table Grid"
    rows = [("时间", "学校", "专业", "学位"),
            ("2016.09–2017.06", "英国华威大学（University of Warwick）", "金融学 MSc Finance", "硕士"),
            ("2012.09–2016.06", "上海财经大学", "金融学", "经济学学士")]
    for i, row in enumerate(rows):
        for j, v in enumerate(row):
            t.cell(i, j).text = v

    d.add_heading("工作经历", level=1)
    t = d.add_table(rows=4, cols=3); t.style = "Table Grid"
    rows = [("时间", "单位 / 部门", "职位"),
            ("2023.01–至今", "中信证券股份有限公司 研究部", "首席分析师（社会服务行业）"),
            ("2020.01–2022.12", "中信证券股份有限公司 研究部", "高级分析师（消费与社服）"),
            ("2017.07–2019.12", "国泰君安证券股份有限公司 研究所", "行业分析师（旅游酒店）")]
    for i, row in enumerate(rows):
        for j, v in enumerate(row):
            t.cell(i, j).text = v
    for s in [
        "中信证券：带领 4 人小组覆盖社会服务板块 32 家上市公司，重点覆盖携程、同程旅行、锦江酒店、首旅酒店；在 OTA 深度报告中对标 Booking Holdings、Expedia 的估值体系，搭建分部加总估值模型。",
        "中信证券：每年撰写深度报告 10 余篇，路演机构投资者 200 余场；使用 Wind、Excel 建模，并用 Python 抓取酒店 RevPAR 高频数据。",
        "国泰君安：独立完成酒店行业首次覆盖报告，跟踪 OTA 与连锁酒店月度经营数据。",
    ]:
        d.add_paragraph(s, style="List Bullet")

    d.add_heading("实习经历", level=1)
    d.add_paragraph("2015.07–2015.08　交通银行上海市分行　公司业务部　实习生", style="List Bullet")
    d.add_paragraph("协助客户经理整理授信材料，完成 12 家中小企业贷前尽调底稿。")

    d.add_heading("荣誉奖项", level=1)
    d.add_paragraph("2023 年新财富最佳分析师 社会服务行业 入围", style="List Bullet")
    d.add_paragraph("2015 年 上海财经大学 人民奖学金 一等", style="List Bullet")
    d.save(CVS / "聂思棠-简历.docx")


def aisling_twomey():
    d = Document()
    d.add_heading("Aisling Twomey", level=0)
    d.add_paragraph("Senior Quality Engineer  ·  Cork, Ireland  ·  +353 87 442 9015  ·  aisling.twomey@gmail.com")
    d.add_heading("Profile", level=1)
    d.add_paragraph(
        "Quality engineer with seven years in GMP manufacturing of active pharmaceutical ingredients. "
        "I run deviation and CAPA investigations end to end, write and defend batch-release documentation "
        "in front of HPRA and FDA inspectors, and like to turn recurring deviations into permanent process fixes.")
    d.add_heading("Experience", level=1)
    p = d.add_paragraph(); p.add_run("Pfizer Ireland Pharmaceuticals, Ringaskiddy API plant").bold = True
    d.add_paragraph("Senior Quality Engineer, 03/2024 - today")
    d.add_paragraph("Lead QA reviewer for two small-molecule API trains; own the site deviation trending report and chair the weekly CAPA effectiveness board.", style="List Bullet")
    d.add_paragraph("Led the quality workstream of the 2025 FDA pre-approval inspection, which closed with no 483 observations.", style="List Bullet")
    d.add_paragraph("Quality Engineer, 03/2021 – 02/2024")
    d.add_paragraph("Investigated 140+ deviations in TrackWise, wrote root-cause reports using Ishikawa and 5-Whys, and cut repeat deviations on Train 3 by 40 %.", style="List Bullet")
    d.add_paragraph("Validated cleaning procedures and reviewed executed batch records before QP release.", style="List Bullet")
    p = d.add_paragraph(); p.add_run("Eli Lilly Kinsale Limited").bold = True
    d.add_paragraph("Graduate Quality Analyst, 09/2019 – 02/2021")
    d.add_paragraph("Rotational graduate programme: QC laboratory (HPLC data review), then QA operations; maintained SOPs in Veeva Vault.", style="List Bullet")
    d.add_heading("Education", level=1)
    d.add_paragraph("MSc in Pharmaceutical Manufacturing Technology (part-time, online), University of Limerick, 2024 – expected 2027")
    d.add_paragraph("BSc (Hons) Chemistry of Pharmaceutical Compounds, University College Cork, 2015 – 2019, First Class Honours")
    d.add_heading("Publications", level=1)
    d.add_paragraph("Twomey A., O'Sullivan D., Healy M. (2023). Reducing recurring deviations in API manufacturing through structured CAPA effectiveness checks. Journal of Pharmaceutical Innovation, 18(4), 2211–2223.")
    d.add_heading("Certifications", level=1)
    d.add_paragraph("ASQ Certified Quality Engineer (CQE), 2022", style="List Bullet")
    d.add_paragraph("Lean Six Sigma Green Belt, 2021", style="List Bullet")
    d.add_heading("Skills", level=1)
    d.add_paragraph("GMP, ICH Q7/Q9/Q10, CAPA, deviation management, TrackWise, Veeva Vault, Minitab, SAP QM, SQL, Tableau, Power BI")
    d.save(CVS / "Aisling_Twomey_QE.docx")


if __name__ == "__main__":
    nie_sitang()
    aisling_twomey()
