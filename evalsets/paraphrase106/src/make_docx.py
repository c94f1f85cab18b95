"""Builds the two DOCX CVs in ../cvs."""
from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

def table(doc, rows, header=None):
    t = doc.add_table(rows=0, cols=len(rows[0]))
    t.style = "Table Grid"
    for r in ([header] if header else []) + rows:
        cells = t.add_row().cells
        for c, v in zip(cells, r):
            c.text = v
    return t

# ---- 庞立钧 (Chinese, tables) ----
d = Document()
d.add_heading("庞立钧 个人简历", 0)
d.add_paragraph("硬件工程师（PCB / 高速电路设计）｜ 电话：139 2654 0871 ｜ 邮箱：panglijun_hw@163.com ｜ 深圳南山")
d.add_heading("基本信息", 1)
table(d, [["姓名", "庞立钧", "性别", "男"], ["出生年月", "1995.03", "工作年限", "9年"], ["求职意向", "资深硬件工程师 / 硬件经理", "期望城市", "深圳"]])
d.add_heading("教育背景", 1)
table(d, [["2013.09 - 2017.06", "电子科技大学成都学院", "电子信息工程", "本科"]], header=["时间", "学校", "专业", "学历"])
d.add_heading("工作经历", 1)
table(d, [
    ["2020年7月 - 至今", "普联技术有限公司（TP-LINK）", "高级硬件工程师", "负责 Wi-Fi 7 路由器主板（10 层 HDI）原理图与 PCB 设计；主导 DDR4 与 10G 以太网接口的 SI/PI 仿真；推动 BOM 降本 8%。"],
    ["2017年7月 - 2020年6月", "普联技术有限公司（TP-LINK）", "硬件工程师", "家用路由器及 Mesh 产品 PCB Layout（Cadence Allegro）、EMC 整改、试产导入。"],
    ["2016年7月 - 2016年9月", "深圳市共进电子股份有限公司", "硬件实习生", "协助测试工程师进行 ONU 产品射频测试。"],
], header=["时间", "公司", "职位", "主要工作"])
d.add_heading("专业技能", 1)
d.add_paragraph("Cadence Allegro / OrCAD、Altium Designer、HyperLynx SI/PI 仿真、EMC 设计与整改、示波器与网络分析仪使用。")
d.add_heading("证书与其他", 1)
d.add_paragraph("Cisco CCNA 认证（2018）；日常对标分析思科、网件等品牌同类路由器的硬件方案。")
d.add_paragraph("2019 年度 TP-LINK 优秀员工。")
d.save(os.path.join(OUT, "庞立钧-硬件工程师.docx"))

# ---- Tang Ruowen (English new grad; her name only in the footer and the e-mail handle) ----
d = Document()
sec = d.sections[0]
sec.footer.paragraphs[0].text = "Tang Ruowen | Curriculum Vitae | 2026"
d.add_paragraph("ruowen.tang.xmu@outlook.com  |  +86 150 5921 3376  |  Xiamen, China")
d.add_paragraph("Graduate, Accounting – seeking audit / financial due-diligence roles")
d.add_heading("Education", 1)
d.add_paragraph("Xiamen University, School of Management — Bachelor of Management in Accounting (ACCA direction), Sep 2022 – Jun 2026. GPA 3.78/4.0.")
d.add_heading("Experience", 1)
d.add_paragraph("Audit Intern, Deloitte China (Deloitte Touche Tohmatsu CPA Ltd.), Xiamen office — 07/2025 - 09/2025")
d.add_paragraph("Performed substantive testing of revenue and receivables for two listed manufacturing clients; prepared working papers in the firm's audit software; drafted bank and customer confirmations and reconciled the responses; joined stock-take observation at a client warehouse.", style="List Bullet")
d.add_paragraph("Received a return offer for the 2026 Audit & Assurance graduate programme (declined).", style="List Bullet")
d.add_paragraph("Part-time Barista, Starbucks, Xiamen Zhongshan Road store — 2023 – 2024 (weekends)")
d.add_heading("Research", 1)
d.add_paragraph("Tang R., Huang M. (2025). \"Key audit matters and analyst forecast dispersion: evidence from China's A-share market.\" China Accounting and Finance Review (student paper issue). First author.")
d.add_heading("Awards", 1)
d.add_paragraph("Deloitte Cup Accounting Case Competition, Fujian regional final — 2nd place (2024).")
d.add_paragraph("First-class academic scholarship, Xiamen University (2023, 2024).")
d.add_heading("Skills", 1)
d.add_paragraph("Excel (pivot tables, Power Query), Python (pandas), SQL, Kotlin (one elective course), ACCA papers passed: BT, MA, FA, LW.")
d.save(os.path.join(OUT, "CV_final_v3.docx"))
print("ok")
