from docx import Document
from docx.shared import Pt, Cm, RGBColor
from docx.enum.table import WD_TABLE_ALIGNMENT

doc = Document()
for s in doc.sections:
    s.left_margin = s.right_margin = Cm(1.6)
    s.top_margin = s.bottom_margin = Cm(1.5)
st = doc.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10)

t = doc.add_table(rows=1, cols=2)
t.alignment = WD_TABLE_ALIGNMENT.CENTER
left, right = t.rows[0].cells
left.width = Cm(6); right.width = Cm(12)

def para(cell, text, bold=False, size=None, color=None, first=False):
    p = cell.paragraphs[0] if first else cell.add_paragraph()
    r = p.add_run(text); r.bold = bold
    if size: r.font.size = Pt(size)
    if color: r.font.color.rgb = RGBColor(*color)
    return p

# left column
para(left, "LUKAS OBERHUBER", bold=True, size=16, color=(0x1F, 0x3A, 0x5F), first=True)
para(left, "Cluster Revenue Manager")
para(left, "")
para(left, "CONTACT", bold=True, color=(0x1F, 0x3A, 0x5F))
para(left, "Vienna, Austria")
para(left, "+43 664 218 5530")
para(left, "lukas.oberhuber@gmx.at")
para(left, "")
para(left, "EDUCATION", bold=True, color=(0x1F, 0x3A, 0x5F))
para(left, "BSc in International Hospitality Management")
para(left, "EHL Hospitality Business School (École hôtelière de Lausanne), Switzerland")
para(left, "2011 – 2015")
para(left, "")
para(left, "CERTIFICATES", bold=True, color=(0x1F, 0x3A, 0x5F))
para(left, "Certified Revenue Management Executive (CRME), HSMAI, 2019")
para(left, "Hospitality Revenue Management Certificate, eCornell (Cornell University), online, 2018")
para(left, "")
para(left, "SKILLS", bold=True, color=(0x1F, 0x3A, 0x5F))
para(left, "IDeaS G3 RMS · Oracle Opera PMS · Duetto · Excel (advanced) · Power BI · SQL · Tableau")
para(left, "")
para(left, "LANGUAGES", bold=True, color=(0x1F, 0x3A, 0x5F))
para(left, "German (native), English (fluent), French (good), Italian (basic)")

# right column
para(right, "PROFILE", bold=True, color=(0x1F, 0x3A, 0x5F), first=True)
para(right, "Revenue manager with more than nine years in hotel revenue management for upscale and luxury "
     "hotels in Vienna. I set pricing and inventory strategy for two Marriott-branded hotels, forecast "
     "demand by segment, and run the weekly revenue strategy meeting with sales, front office and the GMs.")
para(right, "")
para(right, "EXPERIENCE", bold=True, color=(0x1F, 0x3A, 0x5F))
para(right, "Cluster Revenue Manager — Vienna Marriott Hotel & The Ritz-Carlton, Vienna (Marriott International)", bold=True)
para(right, "03/2023 – today")
para(right, "• Own pricing, forecasting and distribution for both hotels (1,000+ rooms combined) in IDeaS G3 and Opera; "
     "grew RevPAR index from 104 to 112 in 2024.")
para(right, "• Manage a team of two revenue analysts and coach the reservations team on upselling.")
para(right, "Revenue Manager — Vienna Marriott Hotel (Marriott International)", bold=True)
para(right, "05/2021 – 02/2023")
para(right, "• Rebuilt group displacement analysis after the reopening; introduced length-of-stay controls for congress periods.")
para(right, "Assistant Revenue Manager — Hilton Vienna Park", bold=True)
para(right, "09/2017 – 04/2021")
para(right, "• Daily rate shopping and pickup reports; built the Excel forecast model later adopted by two other Hilton hotels in Austria.")
para(right, "Front Office Agent → Shift Leader — Hotel Sacher Wien", bold=True)
para(right, "08/2015 – 08/2017")
para(right, "• Check-in/out, guest relations and night audit for a 149-room luxury hotel; shift leader from 2016.")
para(right, "Management Trainee (internship) — Four Seasons Hotel Hong Kong", bold=True)
para(right, "Summer 2014")
para(right, "• EHL internship semester rotating through rooms division, front office and the revenue office.")
para(right, "")
para(right, "AWARDS", bold=True, color=(0x1F, 0x3A, 0x5F))
para(right, "Marriott International EMEA Revenue Leader of the Quarter, Q3 2024")
para(right, "Hilton Austria Team Member of the Year, 2019")

doc.save("../../cvs/Lukas_Oberhuber_CV.docx")
