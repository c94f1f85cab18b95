"""Build the two DOCX CVs of heldout50 with python-docx."""
from docx import Document
from docx.shared import Pt, RGBColor
from docx.oxml.ns import qn
from docx.enum.text import WD_ALIGN_PARAGRAPH

OUT = "../cvs/"

def zh_font(doc):
    st = doc.styles["Normal"]
    st.font.name = "SimSun"
    st.element.rPr.rFonts.set(qn("w:eastAsia"), "宋体")
    st.font.size = Pt(10.5)

def table(doc, rows, header=True, widths=None):
    t = doc.add_table(rows=len(rows), cols=len(rows[0]))
    t.style = "Table Grid"
    for i, r in enumerate(rows):
        for j, v in enumerate(r):
            c = t.cell(i, j)
            c.text = v
            if header and i == 0:
                for p in c.paragraphs:
                    for run in p.runs:
                        run.bold = True
    return t

# ---------------- 储志航 (new CV, Chinese, tables) ----------------
d = Document(); zh_font(d)
h = d.add_heading("储志航 · 个人简历", level=0)
table(d, [
    ["姓名", "储志航", "电话", "151-5623-0917"],
    ["邮箱", "chuzhihang_bms@qq.com", "现居", "福建省宁德市"],
    ["求职意向", "BMS 固件 / 功能安全方向", "更新日期", "2026年10月"],
], header=False)
d.add_heading("教育背景", level=1)
table(d, [
    ["时间", "学校", "专业", "学历"],
    ["2016年9月 - 2019年6月", "合肥工业大学", "控制工程", "硕士"],
    ["2012年9月 - 2016年6月", "哈尔滨理工大学", "电气工程及其自动化", "本科"],
])
d.add_heading("工作经历", level=1)
table(d, [
    ["时间", "公司 / 部门", "职位", "主要工作"],
    ["2022年6月 - 至今", "宁德时代新能源科技股份有限公司 · 电池管理系统研发部", "BMS 固件高级工程师",
     "负责麒麟电池包主控 BMS 固件架构，基于 AUTOSAR CP（Vector MICROSAR）完成 BSW 配置与复杂驱动开发；"
     "按 ISO 26262 ASIL-C 流程输出软件安全需求与 FMEA；负责绝缘检测模块固件。"],
    ["2019年7月 - 2022年5月", "弗迪电池有限公司", "BMS 软件工程师",
     "刀片电池包 BMS 从控板底层驱动与 CAN 通信开发（NXP S32K），SOC 估算算法 Simulink 建模与代码生成。"],
    ["2018年7月 - 2018年9月", "联合汽车电子有限公司", "软件开发实习生",
     "VCU 软件单元测试，使用 Vector CANoe 搭建测试环境。"],
])
d.add_heading("证书与奖项", level=1)
d.add_paragraph("ISO 26262 功能安全工程师认证（TÜV 莱茵），2023年")
d.add_paragraph("2018年 第十三届全国研究生电子设计竞赛 华东赛区二等奖")
d.add_heading("专业技能", level=1)
d.add_paragraph("嵌入式 C、AUTOSAR CP、CAN/CAN FD、UDS 诊断、ISO 26262、MATLAB/Simulink、Vector CANoe/CANalyzer、"
                "NXP S32K / Infineon AURIX TC3xx、Git、Jenkins")
d.save(OUT + "储志航-BMS固件-2026.docx")

# ---------------- Joost van Amerongen (English; name only in the footer) ----------------
d = Document()
d.styles["Normal"].font.name = "Calibri"; d.styles["Normal"].font.size = Pt(10.5)
sec = d.sections[0]
fp = sec.footer.paragraphs[0]
fp.text = "Joost van Amerongen · CV · page 1"
fp.alignment = WD_ALIGN_PARAGRAPH.CENTER
p = d.add_paragraph(); r = p.add_run("Engineering Manager · Frontend"); r.bold = True; r.font.size = Pt(18)
d.add_paragraph("Amsterdam, NL  |  joost.vanamerongen@proton.me  |  +31 6 4172 9035")
d.add_paragraph("Frontend engineer turned engineering manager. I care about fast, accessible UIs and about "
                "teams that ship them without heroics.")
d.add_heading("Experience", level=1)
d.add_heading("Adyen — Amsterdam", level=2)
d.add_paragraph("Engineering Manager, Customer Area Frontend    03/2022 - today").runs[0].bold = True
for b in ["Manage a team of 8 frontend engineers: hiring, weekly 1:1s, performance reviews and career plans.",
          "Own delivery of the merchant Customer Area (React, TypeScript, GraphQL) used by 20,000+ merchants."]:
    d.add_paragraph(b, style="List Bullet")
d.add_paragraph("Senior Frontend Engineer    09/2018 - 02/2022").runs[0].bold = True
for b in ["Led the migration of the merchant dashboard from AngularJS to React and TypeScript; wrote the shared component library with Storybook.",
          "Set up Cypress end-to-end tests and Jest unit tests in CI; cut UI regressions reaching production by half."]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("Booking.com — Amsterdam", level=2)
d.add_paragraph("Front-end Developer    2013 - 2018").runs[0].bold = True
d.add_paragraph("Built and A/B-tested search-results and hotel-page UI in JavaScript (jQuery, later React); "
                "ran 60+ experiments per year with the product team.", style="List Bullet")
d.add_heading("TomTom — Amsterdam", level=2)
d.add_paragraph("Web Development Intern    summer 2012").runs[0].bold = True
d.add_paragraph("Internal route-feedback web tool in PHP and JavaScript.", style="List Bullet")
d.add_heading("Education", level=1)
t = table(d, [
    ["School", "Programme", "Years"],
    ["Universiteit van Amsterdam", "MSc Software Engineering (part-time; discontinued after the first year, not completed)", "2016 - 2017"],
    ["Hogeschool van Amsterdam", "BSc HBO-ICT, Software Engineering", "2008 - 2012"],
])
d.add_heading("Talks", level=1)
d.add_paragraph("React Amsterdam 2019 — \"Migrating a payments dashboard to TypeScript\" (speaker)")
d.add_heading("Skills", level=1)
d.add_paragraph("React, TypeScript, Redux, Next.js, GraphQL, Jest, Cypress, Storybook, web accessibility (WCAG 2.1)")
d.add_paragraph("Side projects: Elm, Svelte")
d.save(OUT + "cv_2026_EM.docx")
print("ok")
