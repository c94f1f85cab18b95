"""Builds the two DOCX CVs of the paraphrase224 set into ../cvs/."""
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

def ning():
    d = Document()
    st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)
    h = d.add_heading("NING Shuyao", 0)
    d.add_paragraph("Senior Treaty Underwriter | Beijing | +86 186 1033 7429 | shuyao.ning@163.com")
    d.add_heading("Profile", 1)
    d.add_paragraph("Reinsurance underwriter with ten years across treaty underwriting and strategy "
                    "consulting. Property and specialty treaties for Chinese cedents, nat-cat pricing, "
                    "portfolio steering.")
    d.add_heading("Experience", 1)
    p = d.add_paragraph(); r = p.add_run("Munich Reinsurance Company Beijing Branch"); r.bold = True
    p.add_run("\tBeijing")
    d.add_paragraph("Senior Underwriter, Property & Specialty Treaty\tJan 2022 – present")
    d.add_paragraph("Underwriter, Property Treaty\tMar 2018 – Dec 2021")
    for b in ["Lead underwriter for 40+ property treaties with Chinese primary insurers; annual GWP of about CNY 1.2bn.",
              "Price cat XL layers with RMS RiskLink output and an in-house Python pricing tool; present renewals to the Asia treaty committee.",
              "Built an SQL-based accumulation monitor for typhoon exposure in Guangdong and Fujian."]:
        d.add_paragraph(b, style="List Bullet")
    p = d.add_paragraph(); r = p.add_run("Roland Berger"); r.bold = True
    p.add_run("\tShanghai")
    d.add_paragraph("Business Analyst, Financial Services\tJul 2016 – Feb 2018")
    for b in ["Market sizing and due diligence for insurance and asset-management clients in Greater China."]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("Education", 1)
    t = d.add_table(rows=3, cols=3); t.style = "Table Grid"
    rows = [("2025 – 2027 (expected)", "Tsinghua University, PBC School of Finance",
             "Master of Finance (part-time, in progress)"),
            ("2012 – 2016", "Central University of Finance and Economics",
             "B.Econ. in Insurance (actuarial track)"),
            ("2015", "University of Waterloo (exchange term)", "Actuarial science courses")]
    for i, row in enumerate(rows):
        for j, c in enumerate(row):
            t.cell(i, j).text = c
    d.add_heading("Training & certificates", 1)
    for b in ["Attendee, Swiss Re Institute Asia Nat Cat Workshop, Hong Kong (2022)",
              "China Association of Actuaries – Associate exams, 6 of 8 passed",
              "Tools: Excel/VBA, Python (pandas), SQL, RMS RiskLink"]:
        d.add_paragraph(b, style="List Bullet")
    d.save(os.path.join(OUT, "ning_shuyao_resume.docx"))

def tong():
    d = Document()
    st = d.styles["Normal"]; st.font.size = Pt(10.5)
    t0 = d.add_paragraph(); t0.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = t0.add_run("仝振宇 个人简历"); r.bold = True; r.font.size = Pt(18)
    d.add_paragraph("主任硬件工程师（服务器主板）｜ 杭州 ｜ 手机：133-5718-6602 ｜ 邮箱：tongzhenyu_hw@126.com ｜ 更新：2026年10月")
    d.add_heading("基本信息", 1)
    t = d.add_table(rows=2, cols=4); t.style = "Table Grid"
    vals = [("姓名", "仝振宇", "工作年限", "14年"), ("求职意向", "服务器硬件架构师 / 硬件经理", "到岗时间", "一个月内")]
    for i, row in enumerate(vals):
        for j, c in enumerate(row):
            t.cell(i, j).text = c
    d.add_heading("工作经历", 1)
    t = d.add_table(rows=4, cols=3); t.style = "Table Grid"
    rows = [("时间", "单位", "职位"),
            ("2021.01–至今", "新华三技术有限公司（H3C）服务器硬件部", "主任硬件工程师"),
            ("2018.04–2020.12", "新华三技术有限公司（H3C）服务器硬件部", "高级硬件工程师"),
            ("2012.07–2018.03", "曙光信息产业股份有限公司（中科曙光）", "硬件工程师")]
    for i, row in enumerate(rows):
        for j, c in enumerate(row):
            t.cell(i, j).text = c
    d.add_paragraph("主要工作：")
    for b in ["负责 R4900 系列双路服务器主板的原理图与 PCB 设计评审，主导 PCIe 5.0 与 DDR5 高速信号的 SI/PI 仿真（Cadence Allegro、SIwave）。",
              "带领 6 人团队完成 G6 平台主板从 EVT 到 PVT 的全流程，量产直通率提升至 98.5%。",
              "在中科曙光期间负责刀片服务器 I/O 板设计与单板调试，熟悉 BMC、CPLD 上电时序。"]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("教育背景", 1)
    t = d.add_table(rows=3, cols=3); t.style = "Table Grid"
    for j, c in enumerate(("时间", "学校", "学历/专业")):
        t.cell(0, j).text = c
    for j, c in enumerate(("2019.09–2022.06", "浙江大学（非全日制，在职）", "工程硕士 / 电子信息")):
        t.cell(1, j).text = c
    for j, c in enumerate(("2008.09–2012.06", "东南大学", "本科 / 电子科学与技术")):
        t.cell(2, j).text = c
    d.add_heading("专利与证书", 1)
    for b in ["发明专利：一种服务器主板电源时序控制电路（第一发明人，已授权，2020）",
              "华为认证 HCIA-Datacom（2019）"]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("专业技能", 1)
    d.add_paragraph("Cadence Allegro / OrCAD、HyperLynx、SIwave、示波器与协议分析仪；熟悉 Intel/AMD 服务器平台设计规范。")
    d.save(os.path.join(OUT, "tong_zhenyu_2026.docx"))

if __name__ == "__main__":
    ning(); tong()
