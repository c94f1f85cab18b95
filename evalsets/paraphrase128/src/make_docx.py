"""Build the two DOCX CVs of the paraphrase128 set."""
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH

OUT = "../cvs/"

def vm():
    d = Document()
    d.add_heading("Philomena Dargan", 0)
    d.add_paragraph("Visual Merchandising Manager · London N1 · philomena.dargan@gmail.com · +44 7462 310 577")
    d.add_heading("Profile", 1)
    d.add_paragraph("Visual merchandiser with nine years in luxury department-store retail: windows, "
                    "in-store campaigns, floor moves and brand concessions. Happiest with a glue gun "
                    "in one hand and a sales report in the other.")
    d.add_heading("Experience", 1)
    p = d.add_paragraph(); p.add_run("Selfridges & Co., Oxford Street, London").bold = True
    d.add_paragraph("Visual Merchandising Manager, Apr 2021 – present")
    for b in ["Run a team of 8 visual merchandisers across Womenswear and Beauty Hall (3 floors).",
              "Mock up window schemes in Adobe Photoshop and SketchUp before sign-off with the creative director.",
              "Plan seasonal floor moves with buying and space-planning; weekly sales-density review.",
              "Competitor walk-throughs each season (Zara, COS, Liberty, Harrods) feed the trend deck."]:
        d.add_paragraph(b, style="List Bullet")
    d.add_paragraph("Visual Merchandising Coordinator, Sep 2017 – Mar 2021")
    for b in ["Installed and maintained 24 Oxford Street windows per campaign, including the Christmas 2019 windows.",
              "Produced photo-realistic planograms for concession partners in Photoshop and InDesign."]:
        d.add_paragraph(b, style="List Bullet")
    p = d.add_paragraph(); p.add_run("Harvey Nichols, Edinburgh").bold = True
    d.add_paragraph("Visual Merchandising Intern, summer 2016 (10 weeks)")
    d.add_paragraph("Dressed mannequins and props for the St Andrew Square windows.", style="List Bullet")
    d.add_heading("Education", 1)
    t = d.add_table(rows=1, cols=3); t.style = "Table Grid"
    h = t.rows[0].cells; h[0].text = "Years"; h[1].text = "Degree"; h[2].text = "Institution"
    for row in [("2016 – 2017", "MA Interior Design", "Edinburgh College of Art, The University of Edinburgh"),
                ("2012 – 2016", "BA (Hons) Fashion Marketing", "Glasgow Caledonian University")]:
        c = t.add_row().cells
        for i, v in enumerate(row):
            c[i].text = v
    d.add_heading("Skills", 1)
    d.add_paragraph("Adobe Photoshop, InDesign, SketchUp, Vectorworks; prop sourcing; health & safety for window installs; IPAF licence.")
    d.save(OUT + "Philomena_Dargan_CV.docx")

def search_old():
    d = Document()
    t = d.add_paragraph(); t.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = t.add_run("侯宇谦　个人简历"); r.bold = True; r.font.size = Pt(18)
    info = d.add_table(rows=2, cols=4); info.style = "Table Grid"
    vals = [("电话", "186 2071 3946", "邮箱", "yuqian.hou.search@gmail.com"),
            ("求职意向", "搜索/推荐算法工程师", "所在地", "广州")]
    for i, row in enumerate(vals):
        for j, v in enumerate(row):
            info.rows[i].cells[j].text = v
    d.add_heading("教育背景", 1)
    ed = d.add_table(rows=1, cols=4); ed.style = "Table Grid"
    for j, v in enumerate(["时间", "学校", "专业", "学历"]):
        ed.rows[0].cells[j].text = v
    for row in [("2016.09-2019.06", "中国科学院大学（自动化研究所）", "模式识别与智能系统", "硕士"),
                ("2012.09-2016.06", "华中科技大学", "软件工程", "本科")]:
        c = ed.add_row().cells
        for j, v in enumerate(row):
            c[j].text = v
    d.add_heading("工作经历", 1)
    wk = d.add_table(rows=1, cols=3); wk.style = "Table Grid"
    for j, v in enumerate(["时间", "公司 / 职位", "工作内容"]):
        wk.rows[0].cells[j].text = v
    c = wk.add_row().cells
    c[0].text = "2019/7-至今"
    c[1].text = "唯品会（广州唯品会信息科技有限公司）\n搜索算法工程师"
    c[2].text = ("负责特卖商品搜索的召回与相关性模型：基于 Elasticsearch 的多路召回、BERT 蒸馏相关性模型上线，"
                 "搜索 UV 转化率提升 4.2%；使用 Python、Spark 构建 query 纠错与同义词挖掘流水线。")
    c = wk.add_row().cells
    c[0].text = "2018/6-2018/9"
    c[1].text = "网易有道\n自然语言处理实习生"
    c[2].text = "词典 App 例句检索排序特征开发。"
    d.add_heading("论文", 1)
    d.add_paragraph("Z. Ren, Y. Hou, M. Xu. Spoken query rewriting for voice-driven product search. ICASSP 2019.（第二作者）")
    d.add_heading("专业技能", 1)
    d.add_paragraph("Java、Python、C++；Elasticsearch、Faiss、Spark、Flink；Learning to Rank、向量召回。")
    d.save(OUT + "侯宇谦_简历_2022.docx")

vm(); search_old()
