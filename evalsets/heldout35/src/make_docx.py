"""Build the two DOCX CVs of heldout35 into ../cvs/."""
import os
from docx import Document
from docx.shared import Pt, Cm, RGBColor
from docx.enum.text import WD_BREAK
from docx.oxml.ns import qn
from docx.oxml import OxmlElement

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "cvs")


def set_cjk(doc, font="SimSun"):
    st = doc.styles["Normal"]
    st.font.size = Pt(10.5)
    st.font.name = "Times New Roman"
    st.element.rPr.rFonts.set(qn("w:eastAsia"), font)


# ---------------------------------------------------------------- 冼若澄 (Chinese)
def xian_zh():
    d = Document()
    set_cjk(d)
    d.add_heading("冼若澄", level=0)
    d.add_paragraph("大模型算法研究员 | 电话：186-1043-7725 | 邮箱：ruocheng.xian@outlook.com | 北京")
    d.add_heading("工作经历", level=1)
    t = d.add_table(rows=1, cols=4)
    t.style = "Table Grid"
    for c, h in zip(t.rows[0].cells, ["时间", "单位", "职位", "工作内容"]):
        c.text = h
    rows = [
        ("2024年2月 - 至今", "字节跳动 Seed 团队", "研究科学家",
         "负责豆包大模型多语言奖励模型与偏好数据，带 3 人小组"),
        ("2022年4月 - 2024年1月", "阿里巴巴达摩院 语言技术实验室", "资深算法专家（P8）",
         "低资源机器翻译技术负责人，服务速卖通搜索"),
        ("2019年7月 - 2022年3月", "阿里巴巴达摩院 语言技术实验室", "算法专家（P7）",
         "跨语言检索与商品标题实体识别模型的训练与上线"),
        ("2017年6月 - 2017年9月", "微软亚洲研究院 自然语言计算组", "研究实习生",
         "无监督枢轴翻译研究"),
    ]
    for r in rows:
        cells = t.add_row().cells
        for c, v in zip(cells, r):
            c.text = v
    d.add_heading("教育背景", level=1)
    d.add_paragraph("2015 – 2019　爱丁堡大学（英国）　信息学　博士")
    d.add_paragraph("2011 – 2015　哈尔滨工业大学　计算机科学与技术　工学学士")
    d.add_heading("代表论文", level=1)
    d.add_paragraph("Ruocheng Xian 等. Pivot Without a Pivot: Unsupervised Bridging for Zero-Resource Translation. ACL 2018（第一作者）", style="List Number")
    d.add_paragraph("Ruocheng Xian 等. Less Is More for Low-resource MT Data Curation. ACL 2023（第一作者）", style="List Number")
    d.add_paragraph("另有 EMNLP、NAACL 论文各 1 篇，详见英文简历。", style="List Number")
    d.add_heading("专利", level=1)
    d.add_paragraph("一种基于标题感知的多语言商品实体识别方法（发明专利，第二发明人，已授权，2022）")
    d.add_heading("其他", level=1)
    d.add_paragraph("语言：普通话（母语）、英语（流利，博士期间在英国生活四年）、日语（JLPT N2）", style="List Bullet")
    d.add_paragraph("学术服务：ACL / EMNLP 审稿人", style="List Bullet")
    d.save(os.path.join(OUT, "冼若澄_简历_中文.docx"))


# ---------------------------------------------------------------- Rosalind Ekwueme (English, two columns)
def set_cols(section, num, space_twips=567):
    sectPr = section._sectPr
    cols = sectPr.find(qn("w:cols"))
    if cols is None:
        cols = OxmlElement("w:cols")
        sectPr.append(cols)
    cols.set(qn("w:num"), str(num))
    cols.set(qn("w:space"), str(space_twips))


def head(d, text):
    p = d.add_paragraph()
    r = p.add_run(text.upper())
    r.bold = True
    r.font.size = Pt(11)
    r.font.color.rgb = RGBColor(0x0B, 0x5A, 0x6B)
    return p


def ekwueme_en():
    d = Document()
    d.styles["Normal"].font.name = "Calibri"
    d.styles["Normal"].font.size = Pt(10)
    s = d.sections[0]
    s.left_margin = s.right_margin = Cm(1.6)
    p = d.add_paragraph()
    r = p.add_run("ROSALIND EKWUEME")
    r.bold = True
    r.font.size = Pt(22)
    d.add_paragraph("Senior Supply Chain Analyst  ·  London, UK  ·  rosalind.ekwueme@gmail.com  ·  +44 7700 918 264")
    # second section: two columns
    sec2 = d.add_section(0)  # WD_SECTION.CONTINUOUS == 0
    set_cols(sec2, 2)
    # left column
    head(d, "Profile")
    d.add_paragraph("Supply chain and operations analyst with experience across FMCG, ocean freight and "
                    "last-mile e-commerce logistics. I like turning messy planning data into decisions that "
                    "warehouse and transport teams actually use.")
    head(d, "Education")
    d.add_paragraph("Warwick Business School, University of Warwick\nMBA (part-time, distance learning), 2021 – 2023")
    d.add_paragraph("University of Lagos, Nigeria\nB.Sc. Economics, Second Class Upper, 2008 – 2012")
    head(d, "Certifications")
    d.add_paragraph("APICS CSCP (Certified Supply Chain Professional), 2019", style="List Bullet")
    d.add_paragraph("Lean Six Sigma Green Belt, 2017", style="List Bullet")
    head(d, "Tools")
    d.add_paragraph("SQL (Redshift), Python (pandas), Tableau, Excel/VBA, SAP APO, AnyLogic")
    head(d, "Languages")
    d.add_paragraph("English (native), Yoruba (native), French (B1, DELF)")
    # column break
    d.add_paragraph().add_run().add_break(WD_BREAK.COLUMN)
    # right column
    head(d, "Experience")
    p = d.add_paragraph()
    p.add_run("Amazon — Amazon Logistics (AMZL) UK").bold = True
    d.add_paragraph("Senior Supply Chain Analyst, Feb 2022 – Present")
    d.add_paragraph("Own the weekly capacity plan for 14 delivery stations in the South East; "
                    "built a Python/SQL forecast that cut van over-booking by 11%.", style="List Bullet")
    d.add_paragraph("Supply Chain Analyst, Sep 2019 – Jan 2022")
    d.add_paragraph("Built Tableau dashboards for station managers and ran the peak-season "
                    "labour model in Excel.", style="List Bullet")
    p = d.add_paragraph()
    p.add_run("A.P. Moller – Maersk, Lagos").bold = True
    d.add_paragraph("Operations Analyst, Ocean & Logistics, Oct 2016 – Aug 2019")
    d.add_paragraph("Analysed container dwell time at Apapa and Tin Can ports; key accounts "
                    "included Nestlé and Procter & Gamble.", style="List Bullet")
    p = d.add_paragraph()
    p.add_run("Unilever Nigeria Plc, Lagos").bold = True
    d.add_paragraph("Supply Planning Analyst, Jun 2013 – Sep 2016")
    d.add_paragraph("Ran SAP APO demand and supply planning for home-care brands.", style="List Bullet")
    d.add_paragraph("National Youth Service Corps, 2012 – 2013 (teaching, Kaduna)")
    d.save(os.path.join(OUT, "Rosalind_Ekwueme_CV.docx"))


if __name__ == "__main__":
    xian_zh()
    ekwueme_en()
