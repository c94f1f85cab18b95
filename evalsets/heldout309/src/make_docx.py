"""Build cvs/Lanxin_Ye_GIS_CV.docx: a two-column table layout (left: contact/skills, right: experience/education)."""
from docx import Document
from docx.shared import Pt, Cm, RGBColor
from docx.enum.table import WD_TABLE_ALIGNMENT

doc = Document()
for s in doc.sections:
    s.left_margin = s.right_margin = Cm(1.6)
    s.top_margin = s.bottom_margin = Cm(1.4)
st = doc.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10)

def para(cell, text, bold=False, size=None, color=None, italic=False):
    p = cell.add_paragraph()
    r = p.add_run(text); r.bold = bold; r.italic = italic
    if size: r.font.size = Pt(size)
    if color: r.font.color.rgb = RGBColor.from_string(color)
    p.paragraph_format.space_after = Pt(2)
    return p

t = doc.add_table(rows=1, cols=2)
t.alignment = WD_TABLE_ALIGNMENT.CENTER
left, right = t.rows[0].cells
left.width = Cm(5.5); right.width = Cm(12.3)
left.paragraphs[0].add_run("YE Lanxin").bold = True
left.paragraphs[0].runs[0].font.size = Pt(18)
para(left, "Senior GIS Analyst", italic=True)
para(left, "CONTACT", bold=True, color="1F6F5C")
for x in ["Beijing, China", "+86 186 1043 7725", "lanxin.ye.gis@outlook.com", "github.com/yelanxin-geo"]:
    para(left, x)
para(left, "SKILLS", bold=True, color="1F6F5C")
for x in ["ArcGIS Pro, ArcGIS Enterprise", "QGIS", "PostgreSQL / PostGIS", "FME Desktop", "Python (arcpy, GeoPandas, OSMnx)", "SQL (MaxCompute, PostgreSQL)", "CityEngine, Unreal Engine (digital twin coursework)", "Remote sensing: ENVI"]:
    para(left, x)
para(left, "LANGUAGES", bold=True, color="1F6F5C")
para(left, "Mandarin (native), English (IELTS 7.5)")

right.paragraphs[0].add_run("PROFESSIONAL EXPERIENCE").bold = True
def job(title, org, dates, bullets):
    para(right, f"{title} — {org}", bold=True)
    para(right, dates, italic=True)
    for b in bullets:
        para(right, "• " + b)
job("Senior GIS Analyst", "China Academy of Urban Planning & Design (CAUPD), Urban Information Research Branch, Beijing", "04/2022 - today", [
    "Built the 15-minute community life-circle accessibility model for 36 cities with PostGIS and ArcGIS Pro network analysis; results used in the national urban physical examination (城市体检) reports.",
    "Maintain the quality-check workflow for territorial spatial planning 'one map' data in FME and Python (arcpy), cutting manual QA time by roughly half.",
    "Mentor two junior analysts on spatial statistics and cartographic standards.",
])
job("GIS Analyst", "China Academy of Urban Planning & Design (CAUPD), Beijing", "03/2021 - 03/2022", [
    "Land-use change detection for master-plan reviews using Sentinel-2 imagery and ENVI classification.",
])
job("Data Analyst, Map Data", "AutoNavi (Amap), Alibaba Group, Beijing", "07/2019 - 02/2021", [
    "POI freshness and road-network quality metrics in SQL on MaxCompute; weekly dashboards for the map-data operations team.",
    "Python scripts to flag duplicated POIs, adopted by three provincial data teams.",
])
job("GIS Intern", "Esri China (Beijing) Information Technology Co., Ltd.", "06/2017 - 08/2017", [
    "Prepared ArcGIS Online demo maps and training material for municipal customers.",
])
para(right, "EDUCATION", bold=True, color="1F6F5C")
para(right, "MSc Geographic Information Science — University College London (UCL), 2017 - 2018", bold=True)
para(right, "Dissertation: street-network centrality and retail vacancy in Greater London.")
para(right, "B.Sc. Geographic Information Science — China University of Geosciences (Wuhan), 2013 - 2017", bold=True)
para(right, "AWARDS", bold=True, color="1F6F5C")
para(right, "2nd place, Baidu Maps Open Data Innovation Challenge (2020)")
para(right, "Certified: Esri ArcGIS Pro Associate (2019)")
doc.save("../cvs/Lanxin_Ye_GIS_CV.docx")
