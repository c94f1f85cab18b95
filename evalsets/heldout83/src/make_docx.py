"""Build cvs/Cyprian_Quennell_Resume.docx (English, written in paragraphs, no tables)."""
from docx import Document
from docx.shared import Pt

doc = Document()
st = doc.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)
doc.add_heading("Cyprian Quennell, FIA", level=0)
doc.add_paragraph("Hong Kong SAR  |  +852 5530 2871  |  c.quennell@protonmail.com")

doc.add_heading("Profile", level=1)
doc.add_paragraph(
    "Qualified life actuary with twelve years in insurance and reinsurance, covering valuation, "
    "IFRS 17 implementation and Solvency II reporting. I currently lead the valuation team for "
    "AIA's group office in Hong Kong, where I manage four actuarial analysts and sign off the "
    "quarterly reserving results for the North Asia businesses.")

doc.add_heading("Career", level=1)
doc.add_paragraph(
    "Since 10/2022 I have been Senior Actuarial Manager, Group Valuation at AIA Group Limited in "
    "Hong Kong. I run the quarterly IFRS 17 close for North Asia, own the Prophet model governance "
    "and manage four actuarial analysts; in 2024 I led the migration of the valuation runs from "
    "desktop Prophet to a cloud grid, which cut the close by four working days.")
doc.add_paragraph(
    "From 03/2018 to 09/2022 I was Actuary, Life & Health Reinsurance at Swiss Re in Zurich, after "
    "joining the same team in 09/2014 as an Actuarial Analyst. At Swiss Re I built mortality and "
    "longevity pricing bases for Asian cedants in R, prepared the Solvency II technical provisions "
    "for the life book and, from 2020, worked on the IFRS 17 transition programme.")
doc.add_paragraph(
    "Before university ended I spent summer 2013 as an actuarial intern at Willis Towers Watson in "
    "London, where I helped run pension scheme valuations for two corporate clients, including "
    "Rolls-Royce's UK scheme.")

doc.add_heading("Education and qualifications", level=1)
doc.add_paragraph(
    "BSc (Hons) Actuarial Science, Heriot-Watt University, Edinburgh, 2010–2014, first-class honours.")
doc.add_paragraph(
    "MSc Data Science (online, part-time), University of London: started 2021, left in 2022 after "
    "two modules when I moved to Hong Kong; not completed.")
doc.add_paragraph(
    "Fellow of the Institute and Faculty of Actuaries (FIA), qualified 2019.")

doc.add_heading("Skills", level=1)
doc.add_paragraph(
    "Prophet, R, SAS, VBA, Python, SQL, Tableau; IFRS 17, Solvency II, experience studies, "
    "mortality and longevity modelling. Languages: English (native), German (conversational), "
    "Cantonese (basic).")
doc.save("../cvs/Cyprian_Quennell_Resume.docx")
print("ok")
