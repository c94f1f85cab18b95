"""Builds cvs/ft_resume_2026.docx (Fergus Tindall; his name appears only in the header section)."""
from docx import Document
from docx.shared import Pt
import os

out = os.path.join(os.path.dirname(__file__), "..", "cvs", "ft_resume_2026.docx")
d = Document()
hdr = d.sections[0].header.paragraphs[0]
hdr.text = "Fergus Tindall  |  Perth WA  |  +61 438 102 776  |  fergus.tindall@bigpond.com"

def h(t):
    p = d.add_paragraph(); r = p.add_run(t.upper()); r.bold = True; r.font.size = Pt(12)

def para(t, bold=False, italic=False):
    p = d.add_paragraph(); r = p.add_run(t); r.bold = bold; r.italic = italic; return p

def bullet(t):
    d.add_paragraph(t, style="List Bullet")

h("Summary")
para("Geotechnical engineer with more than twelve years in open-pit iron ore mining in the Pilbara. "
     "I look after slope design, pit wall monitoring and tailings storage facility stability, and I enjoy "
     "turning radar and prism data into decisions that keep people out of harm's way while keeping "
     "the mine plan on track. Chartered with Engineers Australia.")

h("Experience")
para("BHP — Western Australia Iron Ore (WAIO), Perth", bold=True)
para("Principal Geotechnical Engineer, 01/2025 – today", italic=True)
bullet("Lead a team of 4 geotechnical engineers supporting the Newman and Jimblebar hubs; accountable for "
       "ground control management plans and the annual geotechnical risk review.")
bullet("Set up a slope stability radar alarm framework across six pits, cutting false alarms by roughly half.")
para("Senior Geotechnical Engineer, 07/2021 – 12/2024", italic=True)
bullet("Designed pit slopes for the South Flank expansion using Slide2, RS2 and FLAC3D, with Leapfrog Geo "
       "structural models built together with the geology team.")
bullet("Reviewed tailings storage facility stability assessments against the Global Industry Standard on Tailings Management.")

para("Rio Tinto — Pilbara Iron Ore, Tom Price", bold=True)
para("Geotechnical Engineer, 02/2015 – 06/2021", italic=True)
bullet("Owned pit wall monitoring (prisms, GroundProbe radar) and the trigger action response plans for three operating pits.")
bullet("Back-analysed a 2018 wall failure in FLAC3D and updated the design criteria for banded iron formation.")
para("Graduate Geotechnical Engineer, 02/2014 – 01/2015", italic=True)
bullet("Rotations in mine geotechnics and hydrogeology; core logging and laboratory test programmes.")

para("Golder Associates, Perth", bold=True)
para("Vacation Student (summer), 12/2012 – 02/2013", italic=True)
bullet("Assisted with laboratory shear testing and borehole logging for a mine waste dump study.")

h("Education")
para("Doctor of Philosophy (part-time), The University of Western Australia, 2024 – ongoing. "
     "Topic: data-driven early warning of open-pit slope failure.")
para("Master of Engineering Science (Geotechnical Engineering), UNSW Sydney, 2017 – 2019. Completed part-time by distance.")
para("Bachelor of Engineering (Mining) (Honours), Curtin University — WA School of Mines, 2010 – 2013.")

h("Registrations & talks")
para("Chartered Professional Engineer (CPEng), Engineers Australia, 2020.")
para("Invited talk: “Radar alarms that people trust”, Slope Stability 2022 conference, Tucson, Arizona.")

h("Technical skills")
para("Slide2, RS2, FLAC3D, Leapfrog Geo, PLAXIS, Python (pandas), GroundProbe SSR-Viewer, AutoCAD.")

d.save(out)
print("wrote", out)
