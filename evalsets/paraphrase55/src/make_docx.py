# Builds the two DOCX CVs.
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH

OUT = "../cvs/"

# ---- 1. Chinese DOCX: 郦晨曦, battery-cell engineer ----
d = Document()
st = d.styles["Normal"]; st.font.name = "Noto Sans CJK SC"; st.font.size = Pt(10.5)
p = d.add_heading("郦晨曦", 0)
d.add_paragraph("电芯研发 / 锂离子电池工程师　|　福建宁德 → 广东深圳　|　186-0593-2417　|　lichenxi_bat@126.com")
d.add_heading("工作经历", 1)
d.add_paragraph("弗迪电池有限公司（比亚迪旗下）　高级电芯工程师　2023年4月 - 至今")
for b in ["负责刀片电池 LFP 电芯的结构设计与 DOE 验证，主导两款储能电芯从 A 样到 C 样的开发。",
          "搭建电芯失效分析流程，结合 EIS、CT 扫描和拆解分析定位析锂问题，循环寿命提升 18%。"]:
    d.add_paragraph(b, style="List Bullet")
d.add_paragraph("宁德时代新能源科技股份有限公司（CATL）　电芯研发工程师　2020年7月 - 2023年3月")
for b in ["参与三元高镍电芯的极片配方与涂布工艺开发，负责化成与分容工艺参数优化。",
          "使用 COMSOL 建立电化学-热耦合模型，评估快充工况下的温升风险。"]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("教育背景", 1)
t = d.add_table(rows=3, cols=4); t.style = "Table Grid"
for i, row in enumerate([["时间", "学校", "专业", "学历"],
                         ["2017.09-2020.06", "华中科技大学", "材料科学与工程（电化学储能方向）", "硕士"],
                         ["2013.09-2017.06", "中南大学", "冶金工程", "本科"]]):
    for j, v in enumerate(row):
        t.cell(i, j).text = v
d.add_heading("论文与专利", 1)
d.add_paragraph("郦晨曦, 王立群, 陈默. Electrolyte additive design for suppressing lithium plating in fast-charging graphite anodes. Journal of Power Sources, 2020, 478: 228761.（第一作者）")
d.add_paragraph("发明专利 2 项：一种高倍率磷酸铁锂电芯及其制备方法（第二发明人）等。")
d.add_heading("技能", 1)
d.add_paragraph("电芯设计、DOE、JMP、COMSOL、EIS 分析、失效分析、Python（自学，基础）、AutoCAD")
d.add_heading("其他", 1)
d.add_paragraph("2019 年 华为杯 全国研究生数学建模竞赛 二等奖；英语 CET-6。")
d.save(OUT + "郦晨曦-电芯工程师.docx")

# ---- 2. English DOCX: COO; the name is only in the page header ----
d = Document()
st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)
hdr = d.sections[0].header.paragraphs[0]
hdr.text = "Dmitar Kostadinov — Curriculum Vitae"
hdr.alignment = WD_ALIGN_PARAGRAPH.RIGHT
d.add_paragraph("Chief Operating Officer | Warsaw, Poland | d.kostadinov@gmail.com | +48 601 448 902")
d.add_heading("Profile", 1)
d.add_paragraph("Operations executive with two decades in consulting and e-commerce. I run fulfilment, "
                "customer service and marketplace operations for one of Central Europe's largest online "
                "marketplaces, and I like to turn messy processes into measurable ones.")
d.add_heading("Experience", 1)
t = d.add_table(rows=1, cols=3); t.style = "Table Grid"
hdr_cells = t.rows[0].cells
for c, v in zip(hdr_cells, ["Dates", "Role", "Highlights"]):
    c.text = v
rows = [
    ("03/2021 - today", "Chief Operating Officer, Allegro (Allegro.eu), Warsaw",
     "Own logistics, One Fulfillment warehouses, seller operations and customer care (2,400 staff). Launched the parcel-locker network roll-out; cut cost per parcel by 11%."),
    ("2017 - 02/2021", "VP Operations, Zalando SE, Berlin",
     "Ran returns processing across 5 European hubs; led the migration to a new warehouse management system."),
    ("2013 - 2016", "Director of Operations, Zalando SE, Berlin",
     "Built the Poland and Czech Republic fulfilment set-up from scratch."),
    ("2009 - 2012", "Engagement Manager, McKinsey & Company, Warsaw",
     "Operations practice. Clients included Tesco Polska, PKN Orlen and Tencent's European gaming partners."),
    ("2006 - 2009", "Business Analyst, McKinsey & Company, Sofia",
     "Lean diagnostics for retail and telecom clients in South-East Europe."),
]
for r in rows:
    cells = t.add_row().cells
    for c, v in zip(cells, r):
        c.text = v
d.add_heading("Education", 1)
d.add_paragraph("INSEAD, Fontainebleau — MBA, 2012 - 2013")
d.add_paragraph("Technical University of Sofia — BSc (Eng.) in Industrial Engineering, 2002 - 2006")
d.add_heading("Board roles & other", 1)
d.add_paragraph("Non-executive board member, InPost advisory council (2023 - present). Speaker at Web Summit 2022. "
                "Lean Six Sigma Black Belt. Languages: Bulgarian, English, Polish, German.")
d.save(OUT + "COO_resume_2026.docx")
