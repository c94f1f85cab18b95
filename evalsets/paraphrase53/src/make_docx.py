"""Build the two DOCX CVs into ../cvs/."""
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

def table(doc, rows, style="Table Grid"):
    t = doc.add_table(rows=len(rows), cols=len(rows[0]))
    t.style = style
    for i, r in enumerate(rows):
        for j, c in enumerate(r):
            t.cell(i, j).text = c
    return t

# ---- Matthias Oberdorfer (English) ----
d = Document()
h = d.add_heading("Matthias Oberdorfer", 0)
p = d.add_paragraph("Senior Procurement Manager · Automotive Electronics · Friedrichshafen, Germany")
d.add_paragraph("m.oberdorfer@gmx.de | +49 151 2384 7710 | linkedin.com/in/moberdorfer")
d.add_heading("Profile", 1)
d.add_paragraph("Strategic buyer with fifteen years in industrial and automotive purchasing. I run global "
                "sourcing for electronic components and modules, from supplier selection and should-cost "
                "analysis through to contract award, and I have led negotiations with annual spend above "
                "EUR 400 million while keeping supply continuity through the 2021-2022 semiconductor shortage.")
d.add_heading("Professional Experience", 1)
d.add_heading("ZF Friedrichshafen AG — Senior Procurement Manager, Electronics Commodities", 2)
d.add_paragraph("03/2020 – today · Friedrichshafen")
for b in ["Own the global commodity strategy for microcontrollers, power semiconductors and PCBAs for ADAS and e-drive programmes.",
          "Negotiated long-term capacity agreements with three tier-2 semiconductor suppliers; secured allocation during the chip shortage.",
          "Lead a team of six buyers in Germany, Hungary and China; introduced SAP Ariba sourcing events for all RFQs above EUR 1 million."]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("Robert Bosch GmbH, Mobility Solutions — Procurement Manager", 2)
d.add_paragraph("01/2018 – 02/2020 · Stuttgart-Feuerbach")
d.add_paragraph("Commodity lead for sensors and connectors for powertrain control units; cost-down programme of 6 % over two years.", style="List Bullet")
d.add_heading("Robert Bosch GmbH, Mobility Solutions — Senior Buyer", 2)
d.add_paragraph("01/2015 – 12/2017 · Stuttgart-Feuerbach")
d.add_paragraph("Supplier selection and PPAP follow-up under IATF 16949 for injection-moulded housings.", style="List Bullet")
d.add_heading("Siemens AG, Digital Industries — Buyer", 2)
d.add_paragraph("09/2011 – 12/2014 · Nuremberg")
d.add_paragraph("Purchasing of drives components; SAP MM master data and call-off management.", style="List Bullet")
d.add_heading("Education", 1)
table(d, [["Period", "Institution", "Degree"],
          ["2016 – 2018", "Mannheim Business School, University of Mannheim (part-time, weekend format)", "MBA"],
          ["2005 – 2011", "Karlsruhe Institute of Technology (KIT)", "Diplom-Wirtschaftsingenieur (Industrial Engineering)"]])
d.add_heading("Skills & Languages", 1)
table(d, [["Procurement", "Should-cost modelling, TCO analysis, supplier audits (VDA 6.3), contract negotiation"],
          ["Systems", "SAP MM, SAP Ariba, Power BI, Excel VBA"],
          ["Languages", "German (native), English (C1), Hungarian (basic)"]])
d.add_heading("Certifications", 1)
d.add_paragraph("CPSM – Certified Professional in Supply Management (ISM), 2019")
d.add_paragraph("VDA 6.3 Process Auditor, 2016")
d.save(os.path.join(OUT, "Oberdorfer_Matthias_CV_2026.docx"))

# ---- 毕晓川 (Chinese) ----
d = Document()
t = d.add_paragraph()
r = t.add_run("毕晓川 · 个人简历"); r.bold = True; r.font.size = Pt(20)
t.alignment = WD_ALIGN_PARAGRAPH.CENTER
d.add_heading("基本信息", 1)
table(d, [["姓名", "毕晓川", "性别", "男"],
          ["电话", "186-2177-4039", "邮箱", "bixiaochuan_pcb@126.com"],
          ["现居", "上海市嘉定区", "求职意向", "PCB Layout 专家 / 硬件设计经理"]])
d.add_heading("工作经历", 1)
table(d, [["时间", "公司", "职位"],
          ["2021.04 - 至今", "上海蔚来汽车有限公司（NIO）硬件工程部", "资深PCB Layout工程师"],
          ["2017.07 - 2021.03", "华为技术有限公司 无线产品线", "PCB工程师"],
          ["2013.07 - 2017.06", "深圳市一博科技股份有限公司", "PCB设计工程师"]])
d.add_paragraph("蔚来：负责智能驾驶域控制器、座舱域控制器主板的 PCB Layout，板层 12-16 层，HDI 二阶盲埋孔；主导 DDR5 与 PCIe 4.0 走线的 SI/PI 仿真，一次投板成功率 95% 以上。", style="List Bullet")
d.add_paragraph("华为：负责 5G AAU 射频板与数字板 Layout，熟悉射频隔离与散热设计，与 SI 团队配合完成 25Gbps 高速链路设计。", style="List Bullet")
d.add_paragraph("一博科技：为客户完成消费电子、工控类 PCB 设计 200 余款，客户包括多家安防与通信企业。", style="List Bullet")
d.add_heading("教育背景", 1)
table(d, [["时间", "学校", "专业", "学历"],
          ["2009.09 - 2013.06", "北京科技大学天津学院", "电子信息工程", "本科"]])
d.add_heading("论文与专利", 1)
d.add_paragraph("毕晓川，张宏. 高速背板PCB信号完整性仿真与优化[J]. 电子设计工程, 2019, 27(14). （第一作者）")
d.add_paragraph("实用新型专利：一种车载域控制器板级散热结构（第二发明人），2023")
d.add_heading("专业技能", 1)
d.add_paragraph("Cadence Allegro 17.4、Mentor PADS、HyperLynx、Ansys SIwave；熟悉 IPC-2221、IPC-7351 标准及 DFM/DFA 规范。")
d.add_heading("荣誉", 1)
d.add_paragraph("2019 年华为无线产品线“金牌个人”；2012 年全国大学生电子设计竞赛天津赛区二等奖")
d.save(os.path.join(OUT, "毕晓川-PCB工程师.docx"))
