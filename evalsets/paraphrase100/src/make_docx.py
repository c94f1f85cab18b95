"""Builds the two DOCX CVs into ../cvs/."""
from docx import Document
from docx.shared import Pt
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "cvs"


def table(doc, rows, header=None):
    t = doc.add_table(rows=0, cols=len(rows[0]))
    t.style = "Table Grid"
    if header:
        cells = t.add_row().cells
        for c, h in zip(cells, header):
            c.text = h
            c.paragraphs[0].runs[0].bold = True
    for r in rows:
        cells = t.add_row().cells
        for c, v in zip(cells, r):
            c.text = v
    return t


# ---- 龚志鹏 (RF engineer), Chinese, tables ----
d = Document()
d.styles["Normal"].font.size = Pt(10.5)
d.add_heading("龚志鹏 · 个人简历", 0)
table(d, [["姓名", "龚志鹏", "性别", "男"],
          ["电话", "186-0281-3375", "邮箱", "gongzp_rf@outlook.com"],
          ["求职意向", "射频系统 / 射频硬件专家", "所在地", "广东东莞"]])
d.add_heading("教育背景", 1)
table(d, [["2012.09-2016.06", "电子科技大学", "电磁场与无线技术", "本科 / 工学学士"]],
      header=["时间", "学校", "专业", "学历"])
d.add_heading("工作经历", 1)
table(d, [["2020.07-至今", "维沃移动通信有限公司", "高级射频工程师", "5G 手机射频前端方案设计与调试"],
          ["2016.07-2020.06", "摩托罗拉（北京）移动技术有限公司", "射频工程师", "LTE 手机射频校准与认证"]],
      header=["时间", "公司", "职位", "主要方向"])
d.add_heading("项目经验", 1)
for p in [
    "vivo X 系列旗舰 5G 射频前端：负责 n77/n78/n79 频段 PA、LNA、滤波器选型与匹配调试，主导 SAR 与 OTA（TRP/TIS）性能优化，整机 TIS 提升 2.1 dB。",
    "5G 毫米波天线模组预研：与天线团队联合完成 AiP 模组选型评估，输出射频链路预算报告。",
    "Moto G 系列 LTE 机型：负责射频校准程序开发（Python + 综测仪 CMW500 自动化），产线校准时间缩短 30%。",
    "运营商认证：完成 CTA、CE RED、FCC 射频测试整改，覆盖 12 款机型。",
]:
    d.add_paragraph(p, style="List Bullet")
d.add_heading("论文与专利", 1)
d.add_paragraph("李明，陈涛，龚志鹏．一种5G手机n79频段低插损匹配网络设计[J]．移动通信，2022，46(5)：88-92．", style="List Bullet")
d.add_paragraph("发明专利 1 项：一种射频前端功率校准方法（第二发明人，已授权）", style="List Bullet")
d.add_heading("技能", 1)
d.add_paragraph("Keysight ADS、HFSS、CMW500/CMW100、频谱仪与网络分析仪；Python 自动化测试；熟悉 3GPP 射频一致性测试规范。")
d.save(OUT / "龚志鹏_射频工程师.docx")


# ---- Min Jiayi (new grad), OLD English CV, autumn 2025 ----
d = Document()
d.add_heading("MIN Jiayi", 0)
d.add_paragraph("Master of Finance candidate | Shanghai | minjiayi.fin@qq.com | +86 139 1742 8806")
d.add_paragraph("CV updated October 2025")
d.add_heading("Education", 1)
d.add_paragraph("Fudan University, School of Management — Master of Finance (MF), Sep 2024 – Jun 2026 (expected). GPA 3.72/4.0")
d.add_paragraph("Wuhan University, Economics and Management School — Bachelor of Economics in Finance, Sep 2020 – Jun 2024. National Scholarship 2022.")
d.add_heading("Internships", 1)
d.add_paragraph("China International Capital Corporation (CICC), Investment Banking Department — Summer Analyst Intern, Shanghai, Jun 2025 – Aug 2025")
for p in [
    "Supported a STAR Market IPO for a semiconductor equipment maker: built the three-statement model and drafted industry sections of the prospectus.",
    "Ran comparable-company analysis for two A-share follow-on offerings.",
]:
    d.add_paragraph(p, style="List Bullet")
d.add_paragraph("Deloitte China, Financial Advisory — Intern, Wuhan, Jan 2024 – Mar 2024")
d.add_paragraph("Helped prepare valuation reports for two SOE restructurings.", style="List Bullet")
d.add_heading("Competitions & Awards", 1)
d.add_paragraph("CFA Institute Research Challenge 2023 — Central China regional finalist (Wuhan University team)")
d.add_heading("Skills", 1)
d.add_paragraph("Excel/VBA financial modelling, Wind, Bloomberg Terminal, Python (pandas); Mandarin (native), English (IELTS 7.5)")
d.save(OUT / "Min_Jiayi_CV_2025.docx")
print("ok")
