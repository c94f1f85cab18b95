# Builds cvs/NCastagnet_CV_2026.docx: an English CV written in paragraphs, no bullets.
# The owner's name is only in the header section (and the e-mail handle), never in the body.
from docx import Document
from docx.shared import Pt
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "cvs" / "NCastagnet_CV_2026.docx"
d = Document()
st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)
hdr = d.sections[0].header
hdr.paragraphs[0].text = "Noémie Castagnet — Curriculum Vitae"
ftr = d.sections[0].footer
ftr.paragraphs[0].text = "Page 1"

def h(t):
    p = d.add_paragraph(); r = p.add_run(t); r.bold = True; r.font.size = Pt(12)

def para(t):
    d.add_paragraph(t)

para("Shanghai, China · +86 186 2107 5533 · noemie.castagnet@outlook.fr")
h("Profile")
para("Marketing director with fourteen years in beauty and personal care, across mass and luxury brands in Europe and China. "
     "I have spent most of my career inside L'Oréal, where I moved from the Lancôme brand team in Paris to running marketing for Garnier in China, "
     "and before that I learned the craft at Procter & Gamble in Geneva.")
h("Experience")
para("Since January 2022 I have been Marketing Director, Garnier China, at L'Oréal China (Consumer Products Division) in Shanghai. "
     "I lead a marketing organisation of 14 people (brand managers, consumer insight and digital activation) and own a media budget of roughly EUR 40 million. "
     "In 2024 I relaunched the Garnier Vitamin C serum line on Tmall and Douyin, which became the brand's top-selling SKU in China within six months. "
     "I work day to day with our agencies Publicis Groupe and Mindshare and with Alibaba's Tmall team as a retail partner.")
para("From September 2017 to December 2021 I was at L'Oréal Luxe in Paris, first as Brand Manager, Lancôme Skincare (2017–2019) and then as Senior Brand Manager, Lancôme Skincare (2020–2021). "
     "I ran the Advanced Génifique launch plan for Western Europe and managed a team of two assistant brand managers.")
para("I started my career at Procter & Gamble in Geneva, where I was Assistant Brand Manager on Olay for Western Europe from September 2012 to August 2017, "
     "working on the Olay Regenerist relaunch and on in-store activation with retailers in France and Germany.")
para("Before graduating I spent summer 2011 as a marketing intern at Estée Lauder Companies in Paris, on the Clinique brand.")
h("Education")
para("I am currently enrolled in the INSEAD Global Executive MBA (Singapore and Fontainebleau campuses, class of 2026, expected graduation December 2026). "
     "I hold an MSc in Management (Grande École programme) from ESSEC Business School, awarded in 2012, and a Licence in Economics from Université Paris-Dauphine (2009).")
h("Recognition and other")
para("Shortlisted at Cannes Lions 2023 (Health & Wellness) for the Garnier 'Skin Truths' campaign. Jury member, Effie Awards Greater China 2025. "
     "Mentor in the WeQ women-in-leadership programme of the French Chamber of Commerce in China.")
h("Languages and skills")
para("French (native), English (fluent), Mandarin (HSK 4). Brand strategy, P&L ownership, consumer insight, digital and social commerce (Tmall, Douyin, Xiaohongshu), agency management, team leadership.")
d.save(OUT)
print("wrote", OUT)
