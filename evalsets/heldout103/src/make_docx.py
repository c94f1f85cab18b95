"""Builds cvs/Siobhan_Kearney_Resume.docx (one table per job)."""
from docx import Document
from docx.shared import Pt
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "cvs" / "Siobhan_Kearney_Resume.docx"
d = Document()
d.styles["Normal"].font.name = "Calibri"
d.styles["Normal"].font.size = Pt(10.5)
d.add_heading("Siobhan Kearney", 0)
d.add_paragraph("Documentation Lead | Dublin, Ireland (remote) | siobhan.kearney.docs@gmail.com | +353 87 402 1965")
d.add_paragraph("Technical writer for developer-facing database products: SQL references, API docs, "
                "getting-started guides and release notes, written docs-as-code.")

d.add_heading("Professional Experience", 1)
jobs = [
    ("PingCAP (TiDB)", "Remote, Dublin",
     [("Documentation Lead", "01/2025 - today"), ("Senior Technical Writer", "04/2023 - 12/2024")],
     ["Manages a team of 3 technical writers covering TiDB Cloud Serverless and the TiDB self-managed docs.",
      "Owns the TiDB Cloud API reference (OpenAPI 3) and the SQL statement reference; cut open docs issues older than 90 days by 60%.",
      "Set up docs-as-code review in GitHub with Markdown linting and link checks in CI."]),
    ("MongoDB", "Dublin",
     [("Technical Writer", "Sep 2019 - Mar 2023")],
     ["Wrote and maintained the MongoDB Atlas Data API and Atlas CLI documentation in reStructuredText with Sphinx.",
      "Worked with drivers engineers on the Node.js and Java driver quick starts."]),
    ("Oracle", "Dublin",
     [("Technical Writing Intern, MySQL Documentation team", "Summer 2018")],
     ["Updated MySQL 8.0 Reference Manual sections on InnoDB configuration options."]),
]
for company, place, titles, bullets in jobs:
    t = d.add_table(rows=0, cols=2)
    t.style = "Table Grid"
    r = t.add_row().cells
    r[0].text = company
    r[1].text = place
    for title, dates in titles:
        r = t.add_row().cells
        r[0].text = title
        r[1].text = dates
    r = t.add_row().cells
    m = r[0].merge(r[1])
    m.text = "\n".join("• " + b for b in bullets)
    d.add_paragraph("")

d.add_heading("Education", 1)
t = d.add_table(rows=0, cols=2)
t.style = "Table Grid"
for a, b in [("MSc Technical Communication and E-Learning (part-time, online), University of Limerick", "2025 - expected 2027"),
             ("BA (Hons) English Literature and Philosophy, Trinity College Dublin", "2015 - 2019")]:
    r = t.add_row().cells
    r[0].text, r[1].text = a, b

d.add_heading("Talks", 1)
d.add_paragraph("Write the Docs Prague 2024 — \"Versioning SQL reference docs without losing your mind\"")
d.add_heading("Skills", 1)
d.add_paragraph("Markdown, reStructuredText, Sphinx, Docusaurus, DITA, OpenAPI, Git/GitHub, SQL, Python scripting, Vale linting")
d.save(OUT)
print("wrote", OUT)
