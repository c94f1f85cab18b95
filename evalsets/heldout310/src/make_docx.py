# Builds cvs/钟立坤_简历.docx (Chinese, tables)
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn
import os
out = os.path.join(os.path.dirname(__file__), "..", "cvs", "钟立坤_简历.docx")
d = Document()
st = d.styles["Normal"]; st.font.name = "Noto Sans CJK SC"; st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")
d.add_heading("钟立坤  个人简历", level=1)
t = d.add_table(rows=3, cols=4); t.style = "Table Grid"
for r, row in enumerate([["姓名", "钟立坤", "工作年限", "12年"],
                         ["手机", "159 6218 3307", "邮箱", "zhonglikun@126.com"],
                         ["现居", "江苏昆山", "期望职位", "电气/自动化主管"]]):
    for c, v in enumerate(row): t.cell(r, c).text = v
d.add_heading("教育经历", level=2)
t = d.add_table(rows=3, cols=4); t.style = "Table Grid"
for r, row in enumerate([["时间", "学校", "专业", "学历"],
                         ["2019年9月 - 2022年6月", "上海交通大学（在职）", "控制工程", "工程硕士（非全日制）"],
                         ["2010年9月 - 2014年6月", "江南大学", "自动化", "工学学士"]]):
    for c, v in enumerate(row): t.cell(r, c).text = v
d.add_heading("工作经历", level=2)
t = d.add_table(rows=4, cols=3); t.style = "Table Grid"
for r, row in enumerate([["时间", "公司", "职位"],
                         ["2020.01 - 至今", "利乐（昆山）有限公司（Tetra Pak）", "高级PLC工程师"],
                         ["2017.04 - 2019.12", "利乐（昆山）有限公司（Tetra Pak）", "电气工程师"],
                         ["2014.07 - 2017.03", "西门子工厂自动化工程有限公司", "调试工程师"]]):
    for c, v in enumerate(row): t.cell(r, c).text = v
d.add_paragraph("利乐（昆山）—— 无菌灌装及纸盒包装设备（食品饮料包装机械）")
for s in ["负责无菌灌装机与后道包装线的PLC程序开发与维护，平台为西门子 S7-1500 / TIA Portal 及罗克韦尔 ControlLogix / Studio 5000。",
          "带领3人电气团队，负责新机型电气设计评审与现场调试计划。",
          "主导HMI（WinCC Unified）界面标准化，设备换型时间缩短约20%。",
          "对接海外客户工厂（东南亚乳品厂）完成FAT/SAT验收。"]:
    d.add_paragraph(s, style="List Bullet")
d.add_paragraph("西门子工厂自动化工程有限公司")
for s in ["参与汽车焊装线及物流输送线项目，负责S7-300/S7-1200 PLC编程与现场调试、Profinet网络组态。"]:
    d.add_paragraph(s, style="List Bullet")
d.add_heading("证书", level=2)
t = d.add_table(rows=3, cols=2); t.style = "Table Grid"
for r, row in enumerate([["2018年", "西门子认证 TIA Portal 高级工程师（SITRAIN）"],
                         ["2016年", "电工进网作业许可证（高压）"],
                         ["2021年", "ISO 13849 机械安全培训结业"]]):
    for c, v in enumerate(row): t.cell(r, c).text = v
d.add_heading("技能", level=2)
d.add_paragraph("PLC：S7-1500、S7-300、ControlLogix；总线：Profinet、EtherCAT、EtherNet/IP；其他：EPLAN、WinCC、了解 Python 与 Docker")
d.save(out); print("saved", out)
