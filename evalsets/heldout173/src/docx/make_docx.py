"""Builds the two DOCX CVs of heldout173 into ../../cvs/."""
import os
from docx import Document
from docx.shared import Pt, Cm, RGBColor
from docx.enum.table import WD_TABLE_ALIGNMENT
from docx.oxml.ns import qn
from docx.oxml import OxmlElement

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "cvs")


def shade(cell, hexcolor):
    tcPr = cell._tc.get_or_add_tcPr()
    shd = OxmlElement("w:shd")
    shd.set(qn("w:val"), "clear")
    shd.set(qn("w:color"), "auto")
    shd.set(qn("w:fill"), hexcolor)
    tcPr.append(shd)


def no_borders(table):
    tblPr = table._tbl.tblPr
    borders = OxmlElement("w:tblBorders")
    for b in ("top", "left", "bottom", "right", "insideH", "insideV"):
        e = OxmlElement(f"w:{b}")
        e.set(qn("w:val"), "nil")
        borders.append(e)
    tblPr.append(borders)


def para(container, text="", bold=False, size=None, color=None, italic=False, first=False):
    p = container.paragraphs[0] if first else container.add_paragraph()
    if text:
        r = p.add_run(text)
        r.bold = bold
        r.italic = italic
        if size:
            r.font.size = Pt(size)
        if color:
            r.font.color.rgb = RGBColor.from_string(color)
    p.paragraph_format.space_after = Pt(2)
    return p


def bullet(container, text):
    p = container.add_paragraph(style="List Bullet")
    p.add_run(text)
    p.paragraph_format.space_after = Pt(1)
    return p


# ---------------------------------------------------------------- Svanhild Ottesen (EN, 2 columns)
def ottesen():
    d = Document()
    for s in d.sections:
        s.left_margin = s.right_margin = Cm(1.5)
        s.top_margin = s.bottom_margin = Cm(1.5)
    d.styles["Normal"].font.name = "Calibri"
    d.styles["Normal"].font.size = Pt(10)
    t = d.add_table(rows=1, cols=2)
    no_borders(t)
    t.alignment = WD_TABLE_ALIGNMENT.CENTER
    left, right = t.rows[0].cells
    left.width, right.width = Cm(6), Cm(12)
    shade(left, "E8EEF4")

    para(left, "SVANHILD OTTESEN", bold=True, size=16, color="1F3A5F", first=True)
    para(left, "Senior Naval Architect", italic=True, size=11)
    para(left, "")
    para(left, "CONTACT", bold=True, color="1F3A5F")
    para(left, "Ulsteinvik, Norway")
    para(left, "+47 912 48 305")
    para(left, "svanhild.ottesen@online.no")
    para(left, "linkedin.com/in/svanhild-ottesen")
    para(left, "")
    para(left, "SOFTWARE", bold=True, color="1F3A5F")
    for s in ["NAPA (hull form, stability, NAPA Steel)", "Rhinoceros 3D + Orca3D", "ShipConstructor / AutoCAD",
              "MAXSURF", "Python (hydrostatics scripting)", "Ansys Fluent (university course only)", "STAR-CCM+ (basic)"]:
        para(left, s)
    para(left, "")
    para(left, "CERTIFICATES", bold=True, color="1F3A5F")
    para(left, "DNV Rules for Classification of Ships — course certificate, DNV Academy (2016)")
    para(left, "PRINCE2 Foundation (2019)")
    para(left, "")
    para(left, "LANGUAGES", bold=True, color="1F3A5F")
    para(left, "Norwegian (native), English (fluent), Italian (working knowledge)")

    para(right, "PROFILE", bold=True, color="1F3A5F", first=True)
    para(right, "Naval architect with 15 years in shipbuilding, the last thirteen at Ulstein Verft designing "
                "offshore construction vessels, expedition cruise ships and hybrid-electric ferries. I lead the "
                "hydrodynamics and stability team from concept to sea trials and class approval.")
    para(right, "")
    para(right, "EXPERIENCE", bold=True, color="1F3A5F")
    para(right, "Ulstein Verft AS (Ulstein Group) — Ulsteinvik, Norway", bold=True)
    para(right, "Senior Naval Architect, Team Lead Hydrodynamics & Stability    01/2018 – today", italic=True)
    bullet(right, "Lead a team of five naval architects; set priorities, review calculations and run yearly appraisals.")
    bullet(right, "Hull lines and intact/damage stability for the X-BOW® expedition cruise ships delivered 2019–2024.")
    bullet(right, "Weight and stability budgets in NAPA for two hybrid-electric ferries; approval with DNV and the Norwegian Maritime Authority.")
    bullet(right, "Coordinate model tests with SINTEF Ocean (towing tank, seakeeping) — supplier, not employer.")
    para(right, "Naval Architect    04/2013 – 12/2017", italic=True)
    bullet(right, "Hydrostatics, loading manuals and inclining tests for offshore construction vessels (OCV) and PSVs.")
    bullet(right, "Built a Python toolkit on top of NAPA macros to automate tank-capacity tables.")
    para(right, "")
    para(right, "Fincantieri S.p.A. — Monfalcone shipyard, Italy", bold=True)
    para(right, "Graduate Engineer, Hull Design Office    09/2011 – 03/2013", italic=True)
    bullet(right, "Structural and outfitting drawings for cruise-ship blocks; ShipConstructor model checks.")
    bullet(right, "Two-year graduate programme, rotated through hull design and production planning.")
    para(right, "")
    para(right, "EDUCATION", bold=True, color="1F3A5F")
    para(right, "MSc Marine Technology (Hydrodynamics) — Norwegian University of Science and Technology (NTNU), Trondheim    2009 – 2011")
    para(right, "Exchange semester, Università degli Studi di Trieste (naval engineering)    spring 2010")
    para(right, "BSc Naval Architecture — Høgskulen i Ålesund (Aalesund University College)    2006 – 2009")
    para(right, "")
    para(right, "OTHER", bold=True, color="1F3A5F")
    para(right, "Speaker, Nor-Shipping 2023 Ocean Leadership conference: “Stability of battery-hybrid ferries”.")
    para(right, "Board member, Sunnmøre branch of the Norwegian Society of Naval Architects (voluntary).")
    d.core_properties.author = "S. Ottesen"
    d.save(os.path.join(OUT, "Svanhild_Ottesen_CV_2026.docx"))


# ---------------------------------------------------------------- 琚振航 (ZH, newer CV)
def ju_zhenhang():
    d = Document()
    d.styles["Normal"].font.name = "SimSun"
    d.styles["Normal"].element.rPr.rFonts.set(qn("w:eastAsia"), "宋体")
    d.styles["Normal"].font.size = Pt(10.5)
    d.add_heading("琚振航 · 个人简历", level=1)
    d.add_paragraph("手机：139-5187-2046　|　邮箱：juzhenhang@126.com　|　南京市江宁区")
    d.add_paragraph("求职方向：航空软件测试 / 空管自动化系统测试　　更新时间：2026年10月")
    d.add_heading("自我评价", level=2)
    d.add_paragraph("近十年一线空中交通管制经历（塔台、进近），2022 年转行做空管自动化系统的软件测试。"
                    "懂管制员怎么用系统，也懂测试方法，擅长把管制运行场景转成测试用例。")
    d.add_heading("工作经历", level=2)
    d.add_paragraph("南京莱斯信息技术股份有限公司（中国电子科技集团有限公司第二十八研究所控股）　空管事业部")
    d.add_paragraph("高级测试工程师　2024年7月 - 至今")
    bullet(d, "负责新一代空管自动化系统（ATM 系统）飞行数据处理模块的系统测试，与 1 名外包测试工程师共同执行；")
    bullet(d, "用 Python + pytest 搭建 ASTERIX CAT062 航迹报文回放与比对工具，回归测试时间从 3 天压缩到 6 小时；")
    bullet(d, "参与 DO-278A 软件保证相关的测试文档编写与评审。")
    d.add_paragraph("测试工程师　2022年4月 - 2024年6月")
    bullet(d, "编写进近/塔台管制席位的功能与场景测试用例 1,200 余条，使用 JIRA、TestLink 管理缺陷与用例；")
    bullet(d, "在客户现场（华东、西南多个空管单位）参与系统上线前的验收测试。")
    d.add_paragraph("民航华东地区空中交通管理局（上海）　管制中心")
    d.add_paragraph("进近管制员 / 带班主任　2016年3月 - 2022年3月")
    bullet(d, "上海进近扇区管制，持进近管制执照；2019 年起任带班主任，负责一个班组 8 名管制员的排班与运行讲评；")
    bullet(d, "日常与东方航空、吉祥航空等运行控制中心协调流量管理（协调对象，非任职单位）。")
    d.add_paragraph("塔台管制员　2012年7月 - 2016年2月")
    bullet(d, "虹桥机场塔台机场管制，完成见习—独立上岗。")
    d.add_heading("教育背景", level=2)
    t = d.add_table(rows=3, cols=4)
    t.style = "Table Grid"
    rows = [("时间", "学校", "专业", "学历"),
            ("2018.09 - 2020.01", "南京航空航天大学", "交通运输工程（在职工程硕士）", "硕士（肄业，未取得学位）"),
            ("2008.09 - 2012.06", "中国民航大学", "交通运输（空中交通管制方向）", "本科")]
    for r, row in zip(t.rows, rows):
        for c, v in zip(r.cells, row):
            c.text = v
    d.add_heading("技能与证书", level=2)
    d.add_paragraph("测试：功能测试、场景测试、接口测试、回归测试；pytest、JIRA、TestLink、Wireshark")
    d.add_paragraph("语言/工具：Python、SQL、Linux 常用命令；了解 Java")
    d.add_paragraph("证书：ISTQB 基础级（CTFL，2021）；民航空中交通管制员执照（进近、塔台，已于 2022 年停用）；ICAO 英语 4 级")
    d.core_properties.author = "琚振航"
    d.save(os.path.join(OUT, "琚振航_简历_2026.docx"))


if __name__ == "__main__":
    ottesen()
    ju_zhenhang()
