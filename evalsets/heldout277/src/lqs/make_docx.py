"""Build cvs/luo_qingshan_resume.docx (English, one table per job)."""
from docx import Document
from docx.shared import Pt, Cm
from docx.enum.text import WD_ALIGN_PARAGRAPH
import os

OUT = os.path.join(os.path.dirname(__file__), "..", "..", "cvs", "luo_qingshan_resume.docx")
d = Document()
for s in d.sections:
    s.left_margin = s.right_margin = Cm(2)
st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)

p = d.add_paragraph(); r = p.add_run("LUO Qingshan (罗青山)"); r.bold = True; r.font.size = Pt(20)
d.add_paragraph("Senior Firmware Engineer  |  Hangzhou, China  |  +86 158 6712 3094  |  qingshan.luo.fw@gmail.com  |  github.com/lqs-embedded")

d.add_heading("Summary", level=1)
d.add_paragraph("Embedded firmware engineer building connected smart-home devices since 2016: door locks, "
                "sensors, gateways and lighting. Comfortable from the bootloader to the cloud handshake; "
                "most of my work is C on FreeRTOS and Zephyr with low-power wireless stacks.")

d.add_heading("Work Experience", level=1)

def job(rows, bullets):
    t = d.add_table(rows=0, cols=2); t.style = "Table Grid"
    for k, v in rows:
        c = t.add_row().cells; c[0].text = k; c[1].text = v
        c[0].paragraphs[0].runs[0].bold = True
        c[0].width = Cm(3.5); c[1].width = Cm(13.5)
    c = t.add_row().cells; m = c[0].merge(c[1])
    m.text = bullets[0]
    for b in bullets[1:]:
        m.add_paragraph(b)
    d.add_paragraph()

job([("Company", "Tuya Smart (Hangzhou Tuya Information Technology Co., Ltd.)"),
     ("Title", "Senior Firmware Engineer, Matter & Thread Devices"),
     ("Period", "2021.01 – present"),
     ("Location", "Hangzhou")],
    ["• Ported the Tuya device SDK to Matter 1.2 over Thread on nRF52840 and EFR32MG24; our Matter-certified smart plug and contact-sensor reference designs shipped to 30+ OEM brands.",
     "• Own the OTA update pipeline for Thread end devices (A/B images, signed with ECDSA, delta updates) – field failure rate below 0.02%.",
     "• Cut sleep current of a battery door sensor from 9 µA to 3.1 µA by reworking the Zephyr power-management hooks.",
     "• Mentored two firmware interns each summer; code reviewer for the Zigbee and BLE Mesh repositories."])

job([("Company", "Lumi United Technology Co., Ltd. (Aqara)"),
     ("Title", "Firmware Engineer"),
     ("Period", "2016.07 – 2020.12"),
     ("Location", "Shenzhen")],
    ["• Wrote Zigbee 3.0 end-device firmware (C, FreeRTOS, TI CC2652 and Silicon Labs EFR32) for Aqara door/window sensors, wireless switches and the temperature & humidity sensor.",
     "• Developed the BLE provisioning flow for the Aqara Hub M2 gateway; products were also sold through the Mi Home (Xiaomi) ecosystem channel.",
     "• Built a HIL test rig with Python + pytest + a Saleae logic analyser to regression-test every firmware release."])

job([("Company", "Espressif Systems (Shanghai)"),
     ("Title", "Firmware Intern, ESP-IDF team"),
     ("Period", "Summer 2015 (Jul–Sep)"),
     ("Location", "Shanghai")],
    ["• Wrote example applications and unit tests for the ESP32 Wi-Fi provisioning component of ESP-IDF."])

d.add_heading("Education", level=1)
t = d.add_table(rows=1, cols=3); t.style = "Table Grid"
for i, h in enumerate(["Period", "School", "Degree"]):
    t.rows[0].cells[i].text = h
for row in [("2024.01 – expected 2027.12", "Georgia Institute of Technology (OMSCS, online, part-time)", "M.S. in Computer Science – in progress"),
            ("2012.09 – 2016.06", "Zhejiang University of Technology (浙江工业大学)", "B.Eng. Electronic Information Engineering")]:
    c = t.add_row().cells
    for i, v in enumerate(row):
        c[i].text = v

d.add_heading("Skills", level=1)
d.add_paragraph("Languages: C (daily), C++, Python, Rust (self-study, not used at work yet)")
d.add_paragraph("RTOS / OS: FreeRTOS, Zephyr, embedded Linux (Yocto – coursework only)")
d.add_paragraph("Protocols: Matter, Thread, Zigbee 3.0, BLE Mesh, Wi-Fi provisioning, MQTT")
d.add_paragraph("Hardware: nRF52840, EFR32MG24, CC2652, ESP32; oscilloscope, logic analyser, power profiler")

d.add_heading("Awards", level=1)
d.add_paragraph("2015  Second prize, National Undergraduate Electronics Design Contest (Zhejiang division)")
d.add_paragraph("2023  Tuya Smart internal hackathon – 'best hardware hack'")
d.save(OUT)
print("wrote", OUT)
