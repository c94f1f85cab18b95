"""Builds the two DOCX CVs into ../cvs/."""
from pathlib import Path
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH

OUT = Path(__file__).resolve().parent.parent / "cvs"


def geng_new():
    d = Document()
    h = d.add_heading("Yuchen Geng", 0)
    d.add_paragraph("Senior Design Verification Engineer · Shanghai · gengyuchen.dv@163.com · +86 186-2150-3398")
    d.add_heading("Summary", 1)
    d.add_paragraph("Seven years of IP and subsystem verification for mobile and server SoCs; "
                    "UVM, formal and coverage closure. Last updated November 2026.")
    d.add_heading("Experience", 1)
    p = d.add_paragraph(); r = p.add_run("T-Head Semiconductor (Pingtouge) — Senior Verification Engineer"); r.bold = True
    d.add_paragraph("03/2023 - today · Shanghai")
    for b in ["Own subsystem-level verification of the NoC and cache-coherence fabric for a RISC-V server SoC; "
              "lead 5 engineers across UVM and formal.",
              "Introduced portable stimulus (PSS) flows for SoC-level scenarios; found 11 deadlock bugs before tape-out."]:
        d.add_paragraph(b, style="List Bullet")
    p = d.add_paragraph(); r = p.add_run("HiSilicon — Verification Engineer, later Senior Verification Engineer"); r.bold = True
    d.add_paragraph("07/2019 - 02/2023 · Shanghai")
    for b in ["Verified the ISP subsystem of a flagship mobile SoC (UVM, SVA, JasperGold).",
              "Raised functional coverage from 87% to 99.2% and cut regression time by 35%."]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("Education", 1)
    d.add_paragraph("M.Eng., Electronic Science and Technology — Southeast University, Nanjing (2016 - 2019)")
    d.add_paragraph("B.Eng., Microelectronics — Xidian University, Xi'an (2012 - 2016)")
    d.add_heading("Publications", 1)
    d.add_paragraph("Y. Geng, L. Shen, H. Wu. Accelerating coverage closure for image-signal-processing IP. DVCon China 2021. (first author)",
                    style="List Bullet")
    d.add_paragraph("L. Shen, Y. Geng. ML-based regression test selection. DAC 2021 Designer Track. (second author)",
                    style="List Bullet")
    d.add_heading("Skills", 1)
    d.add_paragraph("SystemVerilog, UVM, SVA, JasperGold, VCS, Verdi, PSS, Python, Perl")
    d.save(OUT / "Yuchen_Geng_CV_2026.docx")


def zhuo():
    d = Document()
    st = d.styles["Normal"]; st.font.size = Pt(10.5)
    t = d.add_paragraph(); t.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = t.add_run("个人简历"); r.bold = True; r.font.size = Pt(18)
    info = d.add_table(rows=3, cols=4); info.style = "Table Grid"
    cells = [("姓名", "卓丽华", "求职意向", "酒店运营总监"),
             ("电话", "139-1786-2205", "邮箱", "zhuolihua_hotel@126.com"),
             ("现居地", "上海", "工作年限", "14 年")]
    for i, row in enumerate(cells):
        for j, v in enumerate(row):
            info.cell(i, j).text = v
    d.add_paragraph()
    d.add_heading("教育背景", 1)
    edu = d.add_table(rows=3, cols=4); edu.style = "Table Grid"
    for j, v in enumerate(["时间", "学校", "专业", "学历"]):
        edu.cell(0, j).text = v
    for j, v in enumerate(["2022.09–2024.07", "中欧国际工商学院", "MBA（在职）", "工商管理硕士"]):
        edu.cell(1, j).text = v
    for j, v in enumerate(["2008.09–2012.06", "上海师范大学", "旅游管理", "管理学学士"]):
        edu.cell(2, j).text = v
    d.add_heading("工作经历", 1)
    work = d.add_table(rows=5, cols=3); work.style = "Table Grid"
    rows = [("时间", "公司 / 职位", "主要职责与业绩"),
            ("2020.06–至今", "华住集团 · 全季酒店华东区 区域运营经理",
             "管理上海、苏州、杭州 38 家直营及加盟门店运营；RevPAR 同比提升 12%；搭建店长培训体系，年度员工流失率降至 18%。"),
            ("2017.03–2020.05", "飞猪（阿里巴巴集团） 酒店行业运营专家",
             "负责华东区高星酒店商家运营与大促活动，管理 400+ 酒店商家，双 11 期间酒店类 GMV 同比增长 65%。"),
            ("2014.09–2017.02", "上海金茂君悦大酒店 前厅部经理",
             "管理 45 人前厅团队，推动自助入住上线，宾客满意度排名集团亚太区前 10%。"),
            ("2012.07–2014.08", "上海金茂君悦大酒店 前厅接待主管",
             "负责前台排班、VIP 接待与夜审对账。")]
    for i, row in enumerate(rows):
        for j, v in enumerate(row):
            work.cell(i, j).text = v
    d.add_heading("培训与证书", 1)
    d.add_paragraph("2019 万豪国际集团收益管理公开课（外部培训，结业）")
    d.add_paragraph("美国饭店协会 CHA 注册饭店高级职业经理人（2021）")
    d.add_heading("技能", 1)
    d.add_paragraph("收益管理、Opera PMS、Excel / Power BI 数据分析、团队管理、英语（流利）")
    d.save(OUT / "卓丽华_酒店运营.docx")


if __name__ == "__main__":
    geng_new(); zhuo()
