"""Builds cvs/nasrin_karimi_cv.docx (English, Heading 1 sections, Heading 2 sub-heading per job)."""
from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(__file__), "..", "cvs", "nasrin_karimi_cv.docx")
d = Document()
d.styles["Normal"].font.name = "Calibri"; d.styles["Normal"].font.size = Pt(10.5)
d.add_heading("Nasrin Karimi", 0)
d.add_paragraph("Senior FPGA Engineer | Kista, Stockholm, Sweden | nasrin.karimi.fpga@gmail.com | +46 73 551 20 94")
d.add_heading("Summary", 1)
d.add_paragraph("FPGA designer for radio base stations since 2016: digital front-end (DFE) chains, "
                "JESD204B/C interfaces and timing closure on large Xilinx and Intel devices, first at Nokia "
                "and now at Ericsson.")
d.add_heading("Professional Experience", 1)
jobs = [
 ("Ericsson AB — Business Area Networks, Radio", "Senior FPGA Engineer · 11/2020 – today · Kista, Sweden", [
   "Own the RTL (SystemVerilog) of the digital front-end for AIR 3000-series massive-MIMO radios: DUC/DDC, crest factor reduction and DPD capture paths.",
   "Closed timing at 491.52 MHz on Xilinx Zynq UltraScale+ RFSoC with Vivado, cutting LUT usage by 22% through pipelining and DSP48 packing.",
   "Built a UVM testbench with Python-generated golden vectors from MATLAB models; regression runs nightly in Jenkins.",
   "Mentored two master's thesis workers from KTH on FPGA-based beamforming prototypes.",
 ]),
 ("Nokia Solutions and Networks (Nokia Mobile Networks)", "FPGA Design Engineer · 09/2016 – 10/2020 · Tampere, Finland", [
   "Designed VHDL blocks for the AirScale baseband-to-radio CPRI/eCPRI interface on Intel Stratix 10 using Quartus Prime.",
   "Wrote SystemVerilog assertions and constrained-random tests for the fronthaul framer; found 14 pre-silicon bugs.",
   "Supported field trials with operators in Finland and Japan (on-site debugging with SignalTap).",
 ]),
 ("Nokia Networks", "Master's Thesis Worker · 01/2016 – 08/2016 · Tampere, Finland", [
   "Thesis: \"Low-latency polyphase channelizer on FPGA for 5G fronthaul\" (grade 5/5).",
 ]),
]
for org, line, bullets in jobs:
    d.add_heading(org, 2)
    p = d.add_paragraph(); r = p.add_run(line); r.italic = True
    for b in bullets:
        d.add_paragraph(b, style="List Bullet")
d.add_heading("Education", 1)
d.add_paragraph("Doctoral studies (part-time), Electrical Engineering — Tampere University, 2018 – 2019. Discontinued after the move to Sweden; no degree awarded.")
d.add_paragraph("M.Sc. (Tech.) in Electrical Engineering, Embedded Systems — Tampere University of Technology, Finland, 2014 – 2016")
d.add_paragraph("B.Sc. in Electrical Engineering — Sharif University of Technology, Tehran, Iran, 2009 – 2013")
d.add_heading("Skills", 1)
d.add_paragraph("HDL & verification: VHDL, SystemVerilog, UVM, SVA")
d.add_paragraph("Tools: Xilinx Vivado, Intel Quartus Prime, SignalTap, ModelSim/Questa, Jenkins, Git")
d.add_paragraph("Other: MATLAB, Python, Vitis HLS, OpenCL")
d.add_heading("Languages", 1)
d.add_paragraph("Persian (native), English (fluent), Finnish (B1), Swedish (A2)")
d.save(OUT)
print("wrote", OUT)
