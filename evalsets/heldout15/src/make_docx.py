"""Builds cvs/Jiahe_Shao_Resume_EN.docx (English CV of 邵嘉禾 / Jiahe Shao)."""
from docx import Document
from docx.shared import Pt
import os

out = os.path.join(os.path.dirname(__file__), "..", "cvs", "Jiahe_Shao_Resume_EN.docx")
d = Document()
d.styles["Normal"].font.name = "Calibri"
d.styles["Normal"].font.size = Pt(10.5)
d.add_heading("Jiahe Shao (邵嘉禾)", 0)
d.add_paragraph("Backend Engineer (new graduate, Class of 2026) | Beijing | jiahe.shao@bupt.edu.cn | +86 186 0113 5272")

d.add_heading("Education", 1)
t = d.add_table(rows=1, cols=3)
t.style = "Table Grid"
h = t.rows[0].cells
h[0].text, h[1].text, h[2].text = "School", "Degree", "Dates"
for row in [("Beijing University of Posts and Telecommunications (BUPT)",
             "B.Eng. in Computer Science and Technology, GPA 3.78/4.0", "Sep 2022 – Jun 2026")]:
    c = t.add_row().cells
    for i, v in enumerate(row):
        c[i].text = v

d.add_heading("Internships", 1)
d.add_heading("Microsoft Research Asia (MSRA), Systems and Networking Group — Research Intern", 2)
d.add_paragraph("Nov 2025 – Mar 2026, Beijing")
d.add_paragraph("Profiled GPU collective-communication traces for LLM training jobs; wrote a trace "
                "analyzer in Python that cut manual triage time by half.", style="List Bullet")
d.add_paragraph("Co-author of an internal tech report on straggler detection.", style="List Bullet")
d.add_heading("ByteDance (TikTok Shop / Douyin E-commerce) — Backend Engineering Intern", 2)
d.add_paragraph("Jun 2025 – Sep 2025, Beijing")
d.add_paragraph("Built after-sales service APIs in Go (Kitex RPC), peak 8k QPS; Redis caching reduced P99 latency by 35%.",
                style="List Bullet")

d.add_heading("Projects", 1)
d.add_paragraph("MiniRaft — Raft consensus library in Go, passes all MIT 6.824 lab tests.", style="List Bullet")

d.add_heading("Honors", 1)
d.add_paragraph("Silver Medal, ICPC Asia Regional Contest (Shenyang), 2024", style="List Bullet")

d.add_heading("Skills", 1)
d.add_paragraph("Languages: Go, Java, Python, SQL. Infrastructure: Redis, MySQL, Kafka, Spark, Docker.")
d.save(out)
print("wrote", out)
