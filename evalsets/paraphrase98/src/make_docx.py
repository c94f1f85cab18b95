"""Builds the two DOCX CVs in ../cvs."""
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

# ---------- Morwenna Gillespie (English) ----------
d = Document()
h = d.add_heading("Morwenna Gillespie", 0)
d.add_paragraph("Senior Buyer – Own Label Grocery | Bristol, UK | morwenna.gillespie@outlook.com | 07700 900 562")
d.add_heading("Summary", 1)
d.add_paragraph("Grocery buyer with twelve years in UK supermarket retail, specialising in private-label (own-brand) "
                "chilled and bakery ranges: supplier negotiation, product development with manufacturers, cost-price "
                "modelling and range reviews.")
d.add_heading("Experience", 1)
d.add_heading("Aldi Stores Ltd (Aldi UK) — Atherstone / Bristol", 2)
d.add_paragraph("Senior Buyer, Own Label Chilled — Feb 2023 – Present")
d.add_paragraph("Private Label Buyer, Bakery — Apr 2020 – Jan 2023")
for b in ["Manage a £410m own-label chilled portfolio across 38 suppliers; lead annual tenders and cost-price negotiations.",
          "Relaunched the Specially Selected bakery range with two new manufacturing partners, +17% like-for-like sales.",
          "Built a cost-price tracker in Excel and Power BI that the buying team now uses for commodity-linked pricing."]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("Tesco PLC — Welwyn Garden City", 2)
d.add_paragraph("Buyer, Tesco Finest (own label) — Sep 2018 – Mar 2020")
d.add_paragraph("Assistant Buyer, Bakery — Sep 2016 – Aug 2018")
d.add_paragraph("Graduate Trainee, Commercial Graduate Scheme — Sep 2014 – Aug 2016")
for b in ["Developed 60+ Tesco Finest bakery and dessert lines with suppliers, from brief to shelf.",
          "Rotations in buying, merchandising and supply chain during the graduate scheme."]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("Education", 1)
d.add_paragraph("University of Leeds — BA (Hons) Business Management, 2011 – 2014 (2:1)")
d.add_heading("Certifications & Skills", 1)
t = d.add_table(rows=3, cols=2)
t.style = "Table Grid"
cells = [("Certification", "MCIPS – Chartered Institute of Procurement & Supply (2019)"),
         ("Tools", "Excel (advanced), Power BI, SAP Retail, Nielsen / Kantar panel data"),
         ("Languages", "English (native), Cornish (basic), French (intermediate)")]
for r, (a, b) in zip(t.rows, cells):
    r.cells[0].text, r.cells[1].text = a, b
d.save(os.path.join(OUT, "Morwenna_Gillespie_CV.docx"))

# ---------- 宁卓翰 (Chinese, tables) ----------
d = Document()
p = d.add_paragraph()
r = p.add_run("宁卓翰"); r.bold = True; r.font.size = Pt(22)
p.alignment = WD_ALIGN_PARAGRAPH.CENTER
d.add_paragraph("2026届本科毕业生 ｜ 求职意向：嵌入式软件工程师 / 智能座舱软件工程师 ｜ 西安 ｜ 155 2904 7316 ｜ ningzhuohan2004@163.com").alignment = WD_ALIGN_PARAGRAPH.CENTER
d.add_heading("教育背景", 1)
t = d.add_table(rows=2, cols=4); t.style = "Table Grid"
for c, s in zip(t.rows[0].cells, ["学校", "专业", "学历", "时间"]): c.text = s
for c, s in zip(t.rows[1].cells, ["西安电子科技大学", "电子信息工程", "本科（已毕业）", "2022.09 – 2026.06"]): c.text = s
d.add_paragraph("GPA 3.62/4.0；主修课程：信号与系统、嵌入式系统设计、操作系统、数字信号处理")
d.add_heading("实习经历", 1)
t = d.add_table(rows=3, cols=4); t.style = "Table Grid"
for c, s in zip(t.rows[0].cells, ["公司", "岗位", "时间", "工作内容"]): c.text = s
for c, s in zip(t.rows[1].cells, ["蔚来汽车（NIO）", "智能座舱软件实习生", "2025.07 – 2025.10",
                                   "参与座舱域控制器 Linux BSP 调试；编写 CAN 报文自动化测试脚本（Python）"]): c.text = s
for c, s in zip(t.rows[2].cells, ["荣耀终端有限公司", "硬件测试实习生", "2024.07 – 2024.09",
                                   "手机整机射频与功耗测试，整理测试报告"]): c.text = s
d.add_heading("项目经历", 1)
d.add_paragraph("车载语音唤醒模块的端侧部署（课程设计，与中国一汽合作的校企项目，2025.03 – 2025.06）：在 RK3588 上完成关键词检测模型量化与部署，唤醒延迟降至 180 ms。")
d.add_heading("论文与活动", 1)
d.add_paragraph("李明远, 宁卓翰, 周可. 基于轻量卷积网络的车载关键词检测. 电子科技, 2025.（第二作者）")
d.add_paragraph("SIGIR 2025 学生志愿者（线上）")
d.add_paragraph("2024 全国大学生电子设计竞赛 陕西赛区 一等奖")
d.add_heading("专业技能", 1)
t = d.add_table(rows=3, cols=2); t.style = "Table Grid"
for r, (a, b) in zip(t.rows, [("编程", "C / C++、Python、Shell"),
                               ("平台与工具", "Linux、Yocto、Git、Docker、Kubernetes、Ant Design、Vue"),
                               ("语言", "英语 CET-6")]):
    r.cells[0].text, r.cells[1].text = a, b
d.save(os.path.join(OUT, "宁卓翰_简历.docx"))
print("docx ok")
