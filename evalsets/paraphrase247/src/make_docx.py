# Builds the two DOCX CVs.
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH

# ---- 仝浩川 (Chinese, tables) ----
d = Document()
d.add_heading("仝浩川 个人简历", 0)
d.add_paragraph("FPGA 开发 | 手机 177-0271-3958 | 邮箱 tonghc_fpga@126.com | 武汉")
d.add_heading("基本信息", 1)
t = d.add_table(rows=3, cols=4); t.style = "Table Grid"
for i, row in enumerate([("姓名", "仝浩川", "出生年份", "1990"),
                         ("工作年限", "11 年", "期望职位", "FPGA 技术专家"),
                         ("现任职", "烽火通信", "所在地", "武汉")]):
    for j, v in enumerate(row): t.cell(i, j).text = v
d.add_heading("教育背景", 1)
t = d.add_table(rows=3, cols=4); t.style = "Table Grid"
for i, row in enumerate([("时间", "学校", "专业", "学历"),
                         ("2012年9月 - 2015年6月", "华中科技大学", "电子与通信工程", "硕士"),
                         ("2008年9月 - 2012年6月", "武汉理工大学", "通信工程", "本科")]):
    for j, v in enumerate(row): t.cell(i, j).text = v
d.add_heading("工作经历", 1)
t = d.add_table(rows=3, cols=3); t.style = "Table Grid"
for i, row in enumerate([("时间", "公司", "职位"),
                         ("2020年7月 - 至今", "烽火通信科技股份有限公司", "高级FPGA工程师（光传输产品线）"),
                         ("2015年7月 - 2020年6月", "烽火通信科技股份有限公司", "FPGA工程师")]):
    for j, v in enumerate(row): t.cell(i, j).text = v
d.add_paragraph("负责 100G/400G OTN 成帧器与 FEC 模块的 RTL 设计，使用 Verilog / SystemVerilog，目标器件 Xilinx UltraScale+ 与国产 FPGA。", style="List Bullet")
d.add_paragraph("主导时序收敛与片上逻辑分析调试，单板资源占用降低 18%；带 3 人小组完成 FlexE 接口开发。", style="List Bullet")
d.add_heading("论文与学术", 1)
d.add_paragraph("周明, 韩笑, 仝浩川. 一种面向 400G OTN 的低延迟 FEC 译码器 FPGA 实现. FPL 2022（第三作者）", style="List Bullet")
d.add_paragraph("审稿人：International Conference on Field-Programmable Technology (FPT) 2023、2024", style="List Bullet")
d.add_heading("技能", 1)
d.add_paragraph("Verilog、SystemVerilog、Vivado、Tcl、Python、MATLAB、SQL（自学）")
d.save("../cvs/仝浩川-FPGA-简历.docx")

# ---- Rafaela Lacerda Mendonça (English; name only in the footer) ----
d = Document()
sec = d.sections[0]
f = sec.footer.paragraphs[0]
f.text = "Rafaela Lacerda Mendonça · Product Design CV · 2026"
f.alignment = WD_ALIGN_PARAGRAPH.CENTER
p = d.add_paragraph(); r = p.add_run("Senior Product Designer — collaboration & productivity tools"); r.bold = True; r.font.size = Pt(16)
d.add_paragraph("rafa.lmendonca@proton.me · +61 412 555 087 · Sydney, NSW · portfolio: rafalm.design")
d.add_heading("Experience", 1)
d.add_paragraph("Atlassian — Senior Product Designer, Confluence Whiteboards · Sydney · Nov 2021 – Present").runs[0].bold = True
d.add_paragraph("Lead designer for whiteboards and smart templates in Confluence; ran discovery with 40+ enterprise admins and shipped the template gallery redesign used by millions of teams.", style="List Bullet")
d.add_paragraph("Wrote SQL in the internal data lake to size design opportunities and track adoption funnels before and after launches.", style="List Bullet")
d.add_paragraph("Nubank — Product Designer · São Paulo · Sep 2019 – Oct 2021").runs[0].bold = True
d.add_paragraph("Designed the credit-card limit and bill-payment flows of the Nubank app; weekly usability tests with customers.", style="List Bullet")
d.add_paragraph("Mercado Libre — UX Design Intern · Osasco · Jan 2018 – Jun 2018").runs[0].bold = True
d.add_paragraph("Supported the seller-onboarding redesign for the marketplace; prototyped in Sketch and ran hallway tests.", style="List Bullet")
d.add_heading("Education", 1)
d.add_paragraph("Universidade de São Paulo (USP) — Bachelor of Design, 2015 – 2019")
d.add_heading("Skills & certificates", 1)
t = d.add_table(rows=3, cols=2); t.style = "Table Grid"
for i, row in enumerate([("Design", "Interaction design, design systems, prototyping, usability testing"),
                         ("Tools", "Sketch, Miro, Maze, Jira, SQL"),
                         ("Certificates", "Google UX Design Certificate (2019); NN/g UX Certification (2023)")]):
    for j, v in enumerate(row): t.cell(i, j).text = v
d.add_heading("Speaking", 1)
d.add_paragraph("Talk at UX Australia 2024: “Whiteboards that don’t become junk drawers”.")
d.save("../cvs/cv_product_design_2026.docx")
