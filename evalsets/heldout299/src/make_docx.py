"""Builds cvs/Xinlei_Fan_CV_2023.docx (older English CV of Fan Xinlei; plain paragraphs)."""
from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(__file__), "..", "cvs", "Xinlei_Fan_CV_2023.docx")
d = Document()
st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)
def p(text, bold=False):
    para = d.add_paragraph(); r = para.add_run(text); r.bold = bold; return para
p("XINLEI FAN", bold=True)
p("Shanghai, China | +86 138 1762 4490 | fanxinlei.pharm@163.com")
p("Last updated: May 2023")
p("PROFILE", bold=True)
p("Clinical pharmacist turned Medical Science Liaison with four years of hospital pharmacy practice "
  "in respiratory and critical care, now supporting AstraZeneca's respiratory portfolio in East China.")
p("EXPERIENCE", bold=True)
p("Medical Science Liaison (MSL), Respiratory — AstraZeneca China, Shanghai", bold=True)
p("04/2022 - today")
p("Scientific exchange with around 30 key opinion leaders in Shanghai and Jiangsu; organised more than 20 "
  "advisory boards and speaker meetings; answered unsolicited medical information requests.")
p("Clinical Pharmacist — Department of Pharmacy, Zhongshan Hospital, Fudan University, Shanghai", bold=True)
p("07/2018 - 03/2022")
p("Daily ward rounds with the respiratory and ICU teams; reviewed antimicrobial regimens and ran therapeutic "
  "drug monitoring (vancomycin, voriconazole). Hospital coordinator for an inhaler-adherence programme run "
  "jointly with Novartis.")
p("Pharmacy Intern — Jiangsu Province Hospital, Nanjing", bold=True)
p("03/2017 - 08/2017")
p("EDUCATION", bold=True)
p("M.Sc. Clinical Pharmacy, China Pharmaceutical University, Nanjing, 2015 - 2018")
p("B.Sc. Pharmacy, Shenyang Pharmaceutical University, Shenyang, 2011 - 2015")
p("LICENCES", bold=True)
p("Licensed Pharmacist (China), 2019")
p("SKILLS", bold=True)
p("Literature appraisal, meta-analysis in R and RevMan, medical information review, "
  "pharmacokinetics, English (working proficiency)")
d.save(OUT)
print("wrote", OUT)
