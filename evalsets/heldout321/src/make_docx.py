"""Builds cvs/irfan_rosli_resume_2021.docx (old CV of Irfan Rosli, plain paragraphs)."""
from pathlib import Path
from docx import Document
from docx.shared import Pt

OUT = Path(__file__).resolve().parent.parent / "cvs" / "irfan_rosli_resume_2021.docx"
P = [
    ("IRFAN ROSLI", "title"),
    ("Backend Software Engineer | Singapore | +65 9174 2286 | irfan.rosli.dev@gmail.com", None),
    ("Summary", "h"),
    ("Backend engineer with four years building high-throughput ride-hailing services in Go and Java. "
     "I like boring, observable systems: most of my work has been on the driver-allocation path where "
     "a 50 ms regression is visible on the P&L.", None),
    ("Experience", "h"),
    ("Grab, Singapore", "b"),
    ("Senior Software Engineer, Transport Dispatch (Apr 2020 - Present)", None),
    ("Own the booking-to-driver matching service that handles about 9,000 requests per second at peak "
     "across 8 countries; rewrote the candidate-ranking step in Go and cut p99 latency from 180 ms to 70 ms.", None),
    ("Moved surge-pricing events from RabbitMQ to Kafka; designed idempotent consumers and the replay tooling.", None),
    ("Software Engineer, Transport Dispatch (Jul 2017 - Mar 2020)", None),
    ("Built the driver-location ingestion pipeline (Go, Redis GEO, MySQL) and the on-call runbooks for it.", None),
    ("Shopee (Sea Group), Singapore", "b"),
    ("Software Engineering Intern, Order Platform (May 2016 - Aug 2016)", None),
    ("Wrote Python scripts to reconcile order states between the order and payment services.", None),
    ("Education", "h"),
    ("National University of Singapore - Bachelor of Engineering (Computer Engineering), Honours, 2013 - 2017", None),
    ("Awards", "h"),
    ("Google Hash Code 2018 - top 5% of teams in Singapore", None),
    ("Skills", "h"),
    ("Go, Java, Python, MySQL, Redis, Kafka, RabbitMQ, Docker, gRPC; Rust and Elixir (side projects only)", None),
]
doc = Document()
for text, kind in P:
    if kind == "title":
        doc.add_heading(text, level=0)
    elif kind == "h":
        doc.add_heading(text, level=1)
    elif kind == "b":
        r = doc.add_paragraph().add_run(text); r.bold = True; r.font.size = Pt(12)
    else:
        doc.add_paragraph(text)
doc.save(OUT)
print("wrote", OUT)
