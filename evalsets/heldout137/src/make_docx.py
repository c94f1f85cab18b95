"""Builds cvs/Stefano_Quaglino_CV_2022.docx (old CV of Stefano Quaglino, written January 2022)."""
from docx import Document
from docx.shared import Pt

d = Document()
st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)
d.add_heading("Stefano Quaglino", 0)
d.add_paragraph("Assistant Revenue Manager | Hong Kong | stefano.quaglino@gmail.com | +852 6172 4490")
d.add_paragraph("CV updated January 2022")

d.add_heading("Professional Experience", 1)
d.add_heading("JW Marriott Hotel Hong Kong — Assistant Revenue Manager", 2)
d.add_paragraph("April 2021 – present")
d.add_paragraph("Responsible for daily pricing and inventory of 602 rooms; forecasting with IDeaS G3 RMS and Opera PMS; weekly revenue strategy meeting with the Director of Sales and Marketing.", style="List Bullet")
d.add_paragraph("Rebuilt the group displacement analysis in Excel, which raised RevPAR index from 98 to 104 in six months.", style="List Bullet")

d.add_heading("Shangri-La Hotel, Singapore — Revenue Analyst", 2)
d.add_paragraph("September 2018 – March 2021")
d.add_paragraph("Produced pick-up and pace reports, competitor rate shopping and the monthly forecast for the 792-room hotel; supported the Revenue Manager during the 2020 quarantine-hotel contracts.", style="List Bullet")

d.add_heading("Four Seasons Hotel Milano — Front Office Trainee", 2)
d.add_paragraph("Summer 2016 (internship, 5 months)")
d.add_paragraph("Check-in/check-out, guest requests, night audit support.", style="List Bullet")

d.add_heading("Education", 1)
d.add_paragraph("MBA (part-time, online), Warwick Business School, University of Warwick — 2021 – in progress")
d.add_paragraph("Bachelor of Science in International Hospitality Management, EHL Hospitality Business School (École hôtelière de Lausanne) — 2014 – 2018")

d.add_heading("Skills", 1)
d.add_paragraph("Revenue systems: IDeaS G3 RMS, Duetto, Opera PMS, SynXis")
d.add_paragraph("Analysis: Excel (advanced), Power BI, basic SQL")
d.add_paragraph("Languages: Italian (native), English (fluent), French (good), Mandarin (basic)")
d.save("../cvs/Stefano_Quaglino_CV_2022.docx")
