"""Builds cvs/Delphina_Arkell_Resume_2026.docx (English, with tables)."""
from docx import Document
from docx.shared import Pt, RGBColor
from docx.enum.text import WD_ALIGN_PARAGRAPH
import os

OUT = os.path.join(os.path.dirname(__file__), "..", "cvs", "Delphina_Arkell_Resume_2026.docx")
d = Document()
st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10)

p = d.add_paragraph(); r = p.add_run("DELPHINA ARKELL"); r.bold = True; r.font.size = Pt(20)
r.font.color.rgb = RGBColor(0xC0, 0x39, 0x2B)
d.add_paragraph("Marketing Director | Sportswear & Lifestyle Brands")
d.add_paragraph("Shanghai, China  ·  delphina.arkell@outlook.com  ·  +86 186 2107 3356")

d.add_heading("Summary", level=2)
d.add_paragraph(
    "Brand and marketing leader with 14 years across agency and in-house roles in Greater China. "
    "Currently run brand marketing, sports marketing and digital content for FILA China's performance "
    "and kids lines, leading a team of 18 marketers. Previously built Nike Running's community and "
    "race-event programme in China.")

d.add_heading("Experience", level=2)
rows = [
    ("Apr 2021 – present", "FILA China, Shanghai", "Marketing Director, Performance & Kids",
     "Lead a team of 18 across brand, sports marketing, social/content and retail marketing; own a "
     "RMB 260m annual A&P budget. Relaunched FILA Kids on Tmall and Douyin, growing kids e-commerce "
     "GMV 41% in 2023. Signed and activated tennis and golf ambassadors for the FILA Athletics line."),
    ("08/2016 – 03/2021", "Nike, Inc. – Greater China, Shanghai", "Brand Marketing Manager, Nike Running",
     "Ran the Nike Run Club community programme across 12 cities and the Shanghai 10K race-event "
     "partnership; managed two agency rosters and a team of 4. Launched ZoomX Vaporfly in China with "
     "a WeChat mini-program campaign that reached 9m users."),
    ("Jul 2014 – Jul 2016", "Ogilvy & Mather Advertising, Shanghai", "Account Manager",
     "Managed integrated campaigns for sportswear and beverage clients, including adidas Originals and "
     "Coca-Cola, from brief to post-campaign analysis."),
    ("Jul 2012 – Jun 2014", "Ogilvy & Mather Advertising, Shanghai", "Account Executive",
     "Coordinated social media and event work for consumer brands; wrote weekly reports for clients."),
]
t = d.add_table(rows=1, cols=3); t.style = "Table Grid"
h = t.rows[0].cells; h[0].text = "Dates"; h[1].text = "Company / Title"; h[2].text = "Highlights"
for dates, co, title, desc in rows:
    c = t.add_row().cells
    c[0].text = dates
    c[1].text = co
    c[1].add_paragraph(title)
    c[2].text = desc

d.add_heading("Education", level=2)
t2 = d.add_table(rows=1, cols=3); t2.style = "Table Grid"
h = t2.rows[0].cells; h[0].text = "Years"; h[1].text = "School"; h[2].text = "Degree"
for yrs, sch, deg in [
    ("2018 – 2020", "China Europe International Business School (CEIBS), Shanghai", "Part-time MBA (weekend programme)"),
    ("2009 – 2012", "University of Leeds, UK", "BA (Hons) Marketing"),
]:
    c = t2.add_row().cells; c[0].text = yrs; c[1].text = sch; c[2].text = deg

d.add_heading("Recognition", level=2)
d.add_paragraph("Cannes Lions Bronze (Social & Influencer), 2019 – Nike Run Club “Run Shanghai”", style="List Bullet")
d.add_paragraph("Judge, Effie Awards Greater China, 2023", style="List Bullet")

d.add_heading("Skills", level=2)
d.add_paragraph("Brand strategy · Sports marketing & athlete partnerships · Tmall / Douyin / Xiaohongshu "
                "content · Budget & agency management · Consumer research · Mandarin (professional), English (native)")
d.save(OUT)
print("saved", OUT)
