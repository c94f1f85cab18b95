"""Build cvs/Pieterjan_Verhaegen_Resume.docx: English CV, one table per job."""
from docx import Document
from docx.shared import Pt

d = Document()
d.styles["Normal"].font.name = "Calibri"
d.styles["Normal"].font.size = Pt(10.5)
d.add_heading("Pieterjan Verhaegen", level=0)
d.add_paragraph("Firmware Engineer (embedded C, BLE, Matter) · Graz, Austria · pj.verhaegen@posteo.at · +43 660 418 2290")

d.add_heading("Experience", level=1)
jobs = [
    ("Nuki Home Solutions GmbH (smart lock start-up, Graz)", "Firmware Engineer", "04/2022 - today", [
        "Firmware for the Nuki Smart Lock 4th generation on Nordic nRF52840 with Zephyr RTOS, in C.",
        "Implemented the Matter-over-Thread commissioning flow and the BLE pairing state machine.",
        "Cut standby current by 18% by reworking the motor-driver and sleep-mode handling; owned secure OTA updates with MCUboot.",
    ]),
    ("Bosch eBike Systems (Robert Bosch GmbH), Reutlingen", "Embedded Software Engineer", "03/2019 - 03/2022", [
        "Embedded C on the drive-unit controller under FreeRTOS; CAN bus diagnostics and bootloader.",
        "Unit tests with Unity/Ceedling and HIL tests in the Jenkins pipeline; MISRA C compliance fixes.",
    ]),
    ("Infineon Technologies Austria AG, Graz", "Working Student, Embedded Software", "10/2017 - 12/2018", [
        "Part-time (20 h/week) during the master's: example code and drivers for AURIX TC3xx microcontrollers.",
    ]),
]
for org, title, dates, bullets in jobs:
    t = d.add_table(rows=3, cols=2)
    t.style = "Table Grid"
    t.cell(0, 0).text = org
    t.cell(0, 1).text = dates
    t.cell(1, 0).merge(t.cell(1, 1)).text = title
    t.cell(2, 0).merge(t.cell(2, 1)).text = "\n".join("• " + b for b in bullets)
    d.add_paragraph("")

d.add_heading("Education", level=1)
t = d.add_table(rows=2, cols=3)
t.style = "Table Grid"
rows = [("M.Sc. Information and Computer Engineering (embedded systems track)", "Graz University of Technology (TU Graz)", "2017 - 2019"),
        ("B.Sc. Electrical Engineering", "KU Leuven, Belgium", "2013 - 2016")]
for i, r in enumerate(rows):
    for j, v in enumerate(r):
        t.cell(i, j).text = v

d.add_heading("Skills", level=1)
d.add_paragraph("Languages: C (daily), C++, Python (test tooling), Rust (personal projects only)")
d.add_paragraph("Embedded: Zephyr RTOS, FreeRTOS, nRF Connect SDK, BLE, Thread/Matter, CAN, MCUboot")
d.add_paragraph("Tools: Git, Jenkins, Ceedling, Saleae logic analyser, J-Link")

d.add_heading("Talks & Awards", level=1)
d.add_paragraph("2025 — Talk at embedded world Conference, Nuremberg: \"Battery budgets for Matter door locks\"")
d.add_paragraph("2016 — Hackathon winner, Infineon Maker Challenge (team of 3)")
d.save("../cvs/Pieterjan_Verhaegen_Resume.docx")
