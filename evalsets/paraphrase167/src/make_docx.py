"""Builds the two DOCX CVs of the paraphrase167 set into ../cvs/."""
import os
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")


def eleni():
    d = Document()
    p = d.add_paragraph(); r = p.add_run("Dr Eleni Kouri"); r.bold = True; r.font.size = Pt(20)
    d.add_paragraph("Materials Chemist | Sonning Common, Reading, UK | e.kouri.chem@outlook.com | +44 7700 918 442")
    d.add_heading("Profile", level=1)
    d.add_paragraph("Materials chemist working on solid-state electrolytes and porous frameworks for batteries, "
                    "combining synthesis, operando characterisation and machine-learning-guided screening.")
    d.add_heading("Employment", level=1)
    d.add_paragraph("Senior Scientist, Battery Materials — Johnson Matthey, Technology Centre, Sonning Common (Oct 2022 – present)")
    d.add_paragraph("Lead synthesis of sulfide and halide solid electrolytes; run a team of three technicians.", style="List Bullet")
    d.add_paragraph("Scaled a lithium argyrodite route from 5 g to 2 kg batches with a pilot-plant partner.", style="List Bullet")
    d.add_paragraph("Student Researcher (internship), Google DeepMind, London (Jun 2021 – Sep 2021)")
    d.add_paragraph("Validated graph-network stability predictions for inorganic crystals by synthesising 14 candidate phases in the lab at Imperial.", style="List Bullet")
    d.add_heading("Education", level=1)
    d.add_paragraph("PhD in Materials Chemistry, Imperial College London, Department of Chemistry (Oct 2018 – Sep 2022). "
                    "Thesis: Metal–organic frameworks as ion-conducting hosts for solid-state batteries. Funded by an EPSRC DTP studentship.")
    d.add_paragraph("BSc (Hons) in Chemistry, University of Crete, Heraklion (2014 – 2018). First class equivalent (9.1/10).")
    d.add_heading("Selected publications", level=1)
    pubs = [
        "Kouri, E.; Whitfield, P. J.; Laine, S.; Haddad, R. Anion-Disordered Argyrodites with Record Room-Temperature Conductivity. J. Am. Chem. Soc. 2024, 146, 11872–11881.",
        "Kouri, E.; Haddad, R. A Mixed-Linker MOF Host for Single-Ion Lithium Conduction. Adv. Mater. 2022, 34, 2203315.",
        "Laine, S.; Kouri, E.; Haddad, R. Operando Raman Study of Interphase Growth in Halide Electrolytes. Chem. Mater. 2023, 35, 4410–4419.",
        "Merchant, A.; Kouri, E. (acknowledged contributor) Scaling deep learning for materials discovery — experimental validation supplement, 2023.",
    ]
    for t in pubs:
        d.add_paragraph(t, style="List Number")
    d.add_heading("Professional service", level=1)
    d.add_paragraph("Peer reviewer for ACS Applied Materials & Interfaces and Chemistry of Materials (since 2023).")
    d.add_paragraph("Poster, ACS Fall Meeting 2023, San Francisco.")
    d.add_heading("Skills", level=1)
    d.add_paragraph("Schlenk/glovebox synthesis, PXRD and Rietveld refinement (TOPAS), EIS, operando Raman, Python for data analysis.")
    d.save(os.path.join(OUT, "Eleni_Kouri_CV.docx"))


def liang():
    d = Document()
    t = d.add_paragraph(); t.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = t.add_run("个人简历"); r.bold = True; r.font.size = Pt(18)
    info = d.add_table(rows=3, cols=4); info.style = "Table Grid"
    cells = [("姓名", "梁浩森", "性别", "男"),
             ("求职意向", "采购总监 / 高级采购经理", "现居地", "河北保定"),
             ("电话", "186-3127-5580", "邮箱", "lianghaosen_buy@126.com")]
    for i, row in enumerate(cells):
        for j, v in enumerate(row):
            info.cell(i, j).text = v
    d.add_heading("教育背景", level=1)
    edu = d.add_table(rows=3, cols=4); edu.style = "Table Grid"
    rows = [("时间", "学校", "专业", "学历"),
            ("2017.09-2020.06", "上海交通大学安泰经济与管理学院", "工商管理（在职MBA）", "硕士（MBA）"),
            ("2008.09-2012.07", "吉林大学", "车辆工程", "本科 / 工学学士")]
    for i, row in enumerate(rows):
        for j, v in enumerate(row):
            edu.cell(i, j).text = v
    d.add_heading("工作经历", level=1)
    work = d.add_table(rows=4, cols=3); work.style = "Table Grid"
    rows = [("时间", "公司", "职位"),
            ("2021.01-至今", "长城汽车股份有限公司", "采购经理（底盘及电驱零部件）"),
            ("2016.07-2020.12", "上汽通用汽车有限公司", "高级采购工程师"),
            ("2012.07-2016.06", "一汽-大众汽车有限公司", "采购员")]
    for i, row in enumerate(rows):
        for j, v in enumerate(row):
            work.cell(i, j).text = v
    d.add_heading("工作内容", level=2)
    for s in [
        "长城汽车：负责底盘与电驱系统年采购额约 38 亿元的品类管理，主导供应商定点、年度降本谈判与新能源平台二供导入，2023 年实现降本 4.6%。",
        "长城汽车：搭建供应商风险看板，牵头芯片短缺期间的替代料认证与分配。",
        "上汽通用：负责制动与转向系统零部件寻源、APQP 跟进与成本分解（Cost Breakdown）。",
        "一汽-大众：负责内饰件订单执行、SAP MM 维护与来料异常处理。",
    ]:
        d.add_paragraph(s, style="List Bullet")
    d.add_heading("证书与其他", level=1)
    d.add_paragraph("美国供应管理协会 CPSM 认证（2019）；2022 年长城汽车年度优秀经理人；英语 CET-6。")
    d.add_paragraph("技能：SAP MM / SRM、成本建模、谈判、Excel 数据透视、Power BI")
    d.save(os.path.join(OUT, "梁浩森-采购经理.docx"))


if __name__ == "__main__":
    eleni(); liang()
