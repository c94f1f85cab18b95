"""Builds cvs/韩启然-硬件工程师.docx (Chinese CV with tables)."""
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

doc = Document()
st = doc.styles["Normal"]
st.font.name = "SimSun"; st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn("w:eastAsia"), "宋体")

doc.add_heading("个人简历", level=1)
t = doc.add_table(rows=3, cols=4); t.style = "Table Grid"
cells = [("姓名", "韩启然", "性别", "男"),
         ("电话", "152-5513-0872", "邮箱", "hanqiran_pe@126.com"),
         ("现居", "安徽合肥", "求职意向", "电力电子硬件 / 技术经理")]
for r, row in enumerate(cells):
    for c, v in enumerate(row):
        t.cell(r, c).text = v

doc.add_heading("教育背景", level=2)
t = doc.add_table(rows=3, cols=4); t.style = "Table Grid"
for c, v in enumerate(["时间", "学校", "专业", "学历"]):
    t.cell(0, c).text = v
for c, v in enumerate(["2024.09–至今", "东南大学（在职）", "电气工程", "工程硕士（非全日制，在读）"]):
    t.cell(1, c).text = v
for c, v in enumerate(["2013.09–2017.06", "合肥工业大学", "电气工程及其自动化", "本科 / 工学学士"]):
    t.cell(2, c).text = v

doc.add_heading("工作经历", level=2)
t = doc.add_table(rows=4, cols=3); t.style = "Table Grid"
for c, v in enumerate(["时间", "单位", "职位"]):
    t.cell(0, c).text = v
rows = [("2021.01–至今", "阳光电源股份有限公司 光伏逆变器研发中心", "高级硬件工程师（2023.03起兼任硬件组组长）"),
        ("2017.07–2020.12", "阳光电源股份有限公司 光伏逆变器研发中心", "硬件工程师"),
        ("2016.07–2016.09", "华为数字能源技术有限公司", "硬件开发实习生")]
for r, row in enumerate(rows, start=1):
    for c, v in enumerate(row):
        t.cell(r, c).text = v

doc.add_paragraph("主要工作内容：")
for s in [
    "负责组串式光伏逆变器（110kW/125kW 机型）功率板设计，主导 SiC MOSFET 替代 IGBT 的 Boost 升压电路方案，整机最高效率提升至 99.0%；",
    "带领硬件组 5 名工程师，负责组内任务分配、绩效评估与新人招聘；",
    "完成驱动电路、辅助电源及采样电路设计与调试，使用 PLECS 和 LTspice 进行仿真，Altium Designer 绘制原理图与 PCB；",
    "配合认证团队通过 IEC 62109、UL 1741 等安规认证，处理 EMC 整改问题；",
    "实习期间（华为数字能源）参与通信电源模块的测试与失效分析。",
]:
    doc.add_paragraph(s, style="List Bullet")

doc.add_heading("专业技能", level=2)
t = doc.add_table(rows=3, cols=2); t.style = "Table Grid"
skills = [("电路设计", "Boost / LLC / 三电平拓扑，SiC、GaN 器件驱动，磁性元件设计"),
          ("工具", "Altium Designer、PLECS、LTspice、MATLAB/Simulink、示波器与功率分析仪"),
          ("嵌入式", "TI C2000 DSP 基础调试")]
for r, row in enumerate(skills):
    for c, v in enumerate(row):
        t.cell(r, c).text = v

doc.add_heading("荣誉与证书", level=2)
doc.add_paragraph("2016年 全国大学生电子设计竞赛（TI杯）安徽赛区一等奖")
doc.add_paragraph("2022年 阳光电源年度优秀员工")

doc.save("../cvs/韩启然-硬件工程师.docx")
