"""Builds the two DOCX CVs of paraphrase116 into ../cvs/."""
import os
from docx import Document
from docx.shared import Pt, RGBColor
from docx.enum.text import WD_ALIGN_PARAGRAPH

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")


def solenn():
    d = Document()
    st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)
    h = d.add_heading("Solenn Kergoat", 0)
    d.add_paragraph("Visual Merchandising | Luxury Retail | Shanghai, China")
    d.add_paragraph("solenn.kergoat@gmail.com · +86 186 2105 7734 · French & Mandarin (HSK 5)")
    d.add_heading("Profile", 1)
    d.add_paragraph(
        "Visual merchandiser with twelve years in fashion and luxury retail, the last nine of them in "
        "maisons of the LVMH group. I translate seasonal brand concepts from Paris into window schemes, "
        "floor plans and fixture programmes that work in Chinese flagship stores, and I train the in-store "
        "teams who keep them alive between installs.")
    d.add_heading("Experience", 1)
    jobs = [
        ("Dior (Christian Dior Couture) — Senior Visual Merchandising Manager, Greater China", "Jun 2021 – Present",
         ["Lead a team of 7 regional visual merchandisers covering 38 boutiques in mainland China, Hong Kong and Macau.",
          "Adapted the global window concepts for the Shanghai Plaza 66 and Chengdu SKP openings; managed installation vendors and a yearly props budget of EUR 2.1M.",
          "Built the sell-through review with the retail analytics team so that every floor change is measured against the previous four weeks."]),
        ("Louis Vuitton — Visual Merchandiser, Shanghai", "Apr 2017 – May 2021",
         ["Owned windows and in-store displays for three Shanghai stores, including the Plaza 66 maison.",
          "Coordinated 40+ seasonal installs per year with the Paris visual team; wrote the local VM guidelines used by store staff."]),
        ("Zara (Inditex) — Visual Merchandising Assistant", "Sep 2014 – Mar 2017",
         ["Set up weekly floor moves and windows for the Nanjing West Road flagship."]),
    ]
    for head, dates, bullets in jobs:
        p = d.add_paragraph(); r = p.add_run(head); r.bold = True
        p.add_run("\t" + dates)
        for b in bullets:
            d.add_paragraph(b, style="List Bullet")
    d.add_heading("Education", 1)
    d.add_paragraph("CEIBS (China Europe International Business School), Shanghai — Executive MBA, part-time, since 09/2025 (expected 2027)")
    d.add_paragraph("École Duperré Paris — Diplôme National des Métiers d'Art et du Design (DN MADE), Espace / scénographie, 2011 – 2014")
    d.add_heading("Skills & Tools", 1)
    d.add_paragraph("Adobe Illustrator, SketchUp, Vectorworks, planogram tools, Excel; fixture sourcing; store team training")
    d.add_heading("Awards", 1)
    d.add_paragraph("2019 Louis Vuitton Asia Window Award (Shanghai Plaza 66 holiday window)")
    d.save(os.path.join(OUT, "Solenn_Kergoat_VM_2026.docx"))


def caizhiyao():
    d = Document()
    st = d.styles["Normal"]; st.font.name = "SimSun"; st.font.size = Pt(10.5)
    t = d.add_paragraph(); t.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = t.add_run("蔡知遥 个人简历"); r.bold = True; r.font.size = Pt(18)
    info = d.add_table(rows=2, cols=4); info.style = "Table Grid"
    cells = [("手机", "139 1188 2607"), ("邮箱", "caizhiyao.research@outlook.com"),
             ("现居", "北京市朝阳区"), ("求职意向", "卖方/买方 研究（消费、新能源车）")]
    for i, (k, v) in enumerate(cells):
        row = info.rows[i // 2]
        row.cells[(i % 2) * 2].text = k; row.cells[(i % 2) * 2 + 1].text = v
    d.add_heading("教育背景", 1)
    edu = d.add_table(rows=1, cols=4); edu.style = "Table Grid"
    for c, h in zip(edu.rows[0].cells, ["时间", "学校", "专业", "学位"]):
        c.text = h
    for row in [("2016.09 - 2018.06", "香港科技大学 商学院", "工商管理（全日制）", "MBA"),
                ("2009.09 - 2013.06", "复旦大学 经济学院", "金融学", "学士")]:
        cs = edu.add_row().cells
        for c, v in zip(cs, row):
            c.text = v
    d.add_heading("工作经历", 1)
    work = d.add_table(rows=1, cols=3); work.style = "Table Grid"
    for c, h in zip(work.rows[0].cells, ["时间", "公司 / 部门", "职位与工作内容"]):
        c.text = h
    for row in [
        ("2022.01 - 至今", "中国国际金融股份有限公司（中金公司） 研究部",
         "副总经理（VP），汽车及新能源车行业首席分析师团队核心成员；覆盖理想汽车、比亚迪等 14 家上市公司，撰写深度报告 30 余篇，2023 年新财富最佳分析师汽车组入围。"),
        ("2018.07 - 2021.12", "中国国际金融股份有限公司（中金公司） 研究部",
         "分析师，消费及汽车行业；搭建公司财务模型与估值框架，用 Python 和 SQL 自动抓取并清洗月度销量与上险量数据。"),
        ("2013.07 - 2016.08", "中信证券股份有限公司 研究部",
         "研究助理，食品饮料行业；维护 Wind 数据库模型，协助撰写行业周报。"),
    ]:
        cs = work.add_row().cells
        for c, v in zip(cs, row):
            c.text = v
    d.add_heading("实习经历", 1)
    d.add_paragraph("2012.07 - 2012.09　平安证券股份有限公司 研究所　行业研究实习生（暑期）")
    d.add_paragraph("2011.07 - 2011.08　安永华明会计师事务所　审计实习生，参与一家制造业客户的年审存货盘点与函证")
    d.add_heading("技能与证书", 1)
    d.add_paragraph("Python、SQL、Wind、Bloomberg 终端、Excel VBA；证券从业资格、基金从业资格；英语流利（TOEFL 110）")
    d.save(os.path.join(OUT, "蔡知遥_研究员简历.docx"))


if __name__ == "__main__":
    solenn(); caizhiyao()
