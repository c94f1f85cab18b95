"""Build Philippa Ravensdale's DOCX CV (written in paragraphs)."""
from docx import Document
from docx.shared import Pt

doc = Document()
doc.styles["Normal"].font.name = "Calibri"
doc.styles["Normal"].font.size = Pt(11)
doc.add_heading("Philippa Ravensdale, RN", level=0)
doc.add_paragraph("Boston, MA · (617) 555-0148 · p.ravensdale@fastmail.com")

doc.add_heading("About me", level=1)
doc.add_paragraph(
    "I spent almost seven years at the bedside as a registered nurse before moving into clinical "
    "informatics in 2019. Today I am a Senior Clinical Informatics Analyst at Mass General Brigham, "
    "where I translate what nurses and physicians need into Epic build, and I still think like a nurse "
    "when I design a flowsheet or an alert."
)

doc.add_heading("Experience", level=1)
doc.add_paragraph(
    "Mass General Brigham, Somerville, MA. I joined the Epic team in June 2019 as a Clinical Informatics "
    "Analyst and was promoted to Senior Clinical Informatics Analyst in October 2022, the role I hold now. "
    "I own the inpatient ClinDoc build for nursing documentation across four hospitals, lead the "
    "redesign of the sepsis screening flowsheet, and write SQL against Epic Clarity to measure "
    "documentation compliance, which I publish in Tableau dashboards for nursing leadership. I also "
    "maintain a few Python scripts that reconcile order-set changes between environments. I mentor two "
    "junior analysts, although I have no direct reports."
)
doc.add_paragraph(
    "Boston Medical Center, Boston, MA. From August 2012 to May 2019 I worked as a registered nurse on a "
    "32-bed medical-surgical unit, becoming a charge nurse in 2016. During the 2017 Epic go-live I was "
    "a super-user for my unit, which is what first pulled me toward informatics."
)

doc.add_heading("Education", level=1)
doc.add_paragraph(
    "I am currently enrolled in the part-time online MS in Health Informatics at Northeastern University "
    "(started January 2025, expected graduation May 2027). I earned my Bachelor of Science in Nursing "
    "from Boston College, Connell School of Nursing, in May 2012."
)

doc.add_heading("Certifications", level=1)
doc.add_paragraph(
    "Epic ClinDoc Inpatient certification (2019); Registered Nurse, Massachusetts Board of Registration "
    "in Nursing (active); ANCC Informatics Nursing Certification (RN-BC), 2021."
)
doc.save("../cvs/Philippa_Ravensdale_resume.docx")
