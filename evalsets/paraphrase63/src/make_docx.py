"""Builds the two DOCX CVs into ../cvs/."""
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

def cjk(doc):
    st = doc.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)
    st.element.rPr.rFonts.set(qn("w:eastAsia"), "微软雅黑")

# ---------- 路一鸥 new CV (Chinese) ----------
d = Document(); cjk(d)
d.add_heading("路一鸥", 0)
d.add_paragraph("高级芯片验证工程师 ｜ 186-2915-0736 ｜ lu.yiou@foxmail.com ｜ 杭州")
d.add_heading("个人总结", 1)
d.add_paragraph("8 年数字 IC 验证经验，熟悉 SoC 子系统级与 IP 级验证方法学，擅长覆盖率驱动验证与验证平台自动化。")
d.add_heading("工作经历", 1)
t = d.add_table(rows=3, cols=3); t.style = "Table Grid"
for i, row in enumerate([("时间", "公司", "职位"),
                         ("2022.04 – 至今", "平头哥半导体有限公司（阿里巴巴集团旗下芯片公司）", "高级验证工程师"),
                         ("2018.07 – 2022.03", "海思半导体（华为旗下，上海）", "芯片验证工程师")]):
    for j, v in enumerate(row):
        t.cell(i, j).text = v
d.add_heading("平头哥 · 高级验证工程师", 2)
for b in ["负责 RISC-V 处理器玄铁系列 CPU 的 L2 Cache 与一致性总线验证，独立搭建 UVM 验证环境。",
          "基于 cocotb（Python）搭建 IP 级快速验证框架，新 IP 验证启动周期由 3 周缩短到 4 天。",
          "用 Python 开发回归结果分析与覆盖率合并工具，已在部门内推广使用。"]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("海思 · 芯片验证工程师", 2)
for b in ["负责手机 SoC 中 ISP 子系统的模块级与子系统级验证，基于 SystemVerilog/UVM 搭建验证环境。",
          "编写功能覆盖率模型与断言（SVA），推动 3 颗芯片一次流片成功。"]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("教育背景", 1)
d.add_paragraph("2015.09 – 2018.06　浙江大学　微电子学与固体电子学　硕士")
d.add_paragraph("2011.09 – 2015.06　西安电子科技大学　电子科学与技术　本科")
d.add_heading("论文与技术分享", 1)
d.add_paragraph("路一鸥，陈立衡. 基于 cocotb 的 Cache 一致性随机验证方法. DVCon China 2024（第一作者）.")
d.add_paragraph("DVCon China 2025 演讲嘉宾：《RISC-V 处理器验证中的形式化与仿真协同》")
d.add_heading("技能", 1)
d.add_paragraph("SystemVerilog、UVM、SVA、cocotb、Python、Perl、VCS、Verdi、JasperGold")
d.save(os.path.join(OUT, "路一鸥-验证工程师-2026.docx"))

# ---------- Odile Farquharson (English) ----------
d = Document(); st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)
d.add_heading("ODILE FARQUHARSON", 0)
d.add_paragraph("Senior Brand Manager · Shanghai · odile.farquharson@gmail.com · +86 139 1742 5530")
d.add_heading("Profile", 1)
d.add_paragraph("Brand marketer with ten years in prestige and mass beauty: building skincare and make-up brands in China "
                "through Tmall, Douyin and offline counters, from consumer insight to launch P&L.")
d.add_heading("Experience", 1)
t = d.add_table(rows=5, cols=3); t.style = "Table Grid"
rows = [("Dates", "Company", "Role"),
        ("04/2023 - today", "The Estée Lauder Companies, Shanghai", "Senior Brand Manager, Clinique China"),
        ("09/2019 - 03/2023", "L'Oréal China, Shanghai", "Brand Manager, Maybelline New York"),
        ("03/2016 - 08/2019", "L'Oréal China, Shanghai", "Assistant Brand Manager, Garnier"),
        ("summer 2015", "Procter & Gamble, Guangzhou", "Marketing Intern (Olay)")]
for i, row in enumerate(rows):
    for j, v in enumerate(row):
        t.cell(i, j).text = v
d.add_heading("Highlights", 2)
for b in ["Clinique: relaunched the moisturiser franchise on Tmall and Douyin; brand sales +22% in FY2025.",
          "Maybelline: led the Fit Me foundation shade-extension launch, the brand's biggest China launch of 2021.",
          "Garnier: managed a RMB 40m media budget and the micellar water line; promoted to Brand Manager in 2019.",
          "P&G internship: consumer research for Olay Regenerist in tier-3 cities."]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("Education", 1)
d.add_paragraph("CEIBS (China Europe International Business School) — Executive MBA, part-time, 2025 – expected 2027")
d.add_paragraph("King's College London — BSc Business Management, 2012 – 2015")
d.add_heading("Skills", 1)
d.add_paragraph("Brand strategy, consumer insight, media planning, Tmall/Douyin e-commerce, Nielsen & Kantar data, "
                "Python (basic), Tableau, Mandarin (fluent), French (native), English (fluent)")
d.save(os.path.join(OUT, "Odile_Farquharson_CV.docx"))
