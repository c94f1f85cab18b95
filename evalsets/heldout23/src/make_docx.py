"""Builds cvs/贺文轩_FPGA工程师.docx: a Chinese CV laid out as a two-column table."""
from docx import Document
from docx.shared import Pt, Cm, RGBColor
from docx.oxml.ns import qn

doc = Document()
sec = doc.sections[0]
sec.left_margin = sec.right_margin = Cm(1.5)
sec.top_margin = sec.bottom_margin = Cm(1.5)
st = doc.styles["Normal"]
st.font.name = "Noto Sans CJK SC"
st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")
st.font.size = Pt(10)

t = doc.add_paragraph()
r = t.add_run("贺文轩  |  FPGA / 数字逻辑设计")
r.bold = True
r.font.size = Pt(18)
r.font.color.rgb = RGBColor(0x1F, 0x4E, 0x79)

table = doc.add_table(rows=1, cols=2)
table.style = "Table Grid"
left, right = table.rows[0].cells
left.width = Cm(6)
right.width = Cm(12)

def head(cell, text, first=False):
    p = cell.paragraphs[0] if first else cell.add_paragraph()
    run = p.add_run(text)
    run.bold = True
    run.font.size = Pt(12)
    run.font.color.rgb = RGBColor(0x1F, 0x4E, 0x79)

def line(cell, text, bold=False):
    p = cell.add_paragraph()
    run = p.add_run(text)
    run.bold = bold

head(left, "基本信息", first=True)
for s in ["性别：男", "出生年月：1997.03", "电话：186 2810 5537", "邮箱：hewenxuan_fpga@outlook.com", "现居：上海"]:
    line(left, s)
head(left, "教育背景")
line(left, "东南大学", bold=True)
line(left, "集成电路工程 硕士")
line(left, "2019.09–2022.06")
line(left, "电子科技大学", bold=True)
line(left, "微电子科学与工程 本科")
line(left, "2015.09–2019.06")
head(left, "专业技能")
for s in ["Verilog / SystemVerilog", "Xilinx Vivado、Intel Quartus", "PCIe、DDR4、JESD204B 接口", "UVM 验证、Python 脚本", "MATLAB 定点化建模"]:
    line(left, s)
head(left, "获奖")
line(left, "全国大学生电子设计竞赛 一等奖（2017）")
line(left, "研究生国家奖学金（2021）")

head(right, "工作经历", first=True)
line(right, "地平线（Horizon Robotics）｜ 高级FPGA工程师 ｜ 2024年9月 - 至今", bold=True)
for s in ["负责智能驾驶芯片原型验证平台的 FPGA 设计，基于 Xilinx VU19P 多片互联搭建 SoC 原型",
          "设计 PCIe Gen4 与 DDR4 控制器的集成与时序收敛，主频从 100MHz 提升到 150MHz",
          "指导 2 名应届工程师完成 ISP 模块的 FPGA 移植"]:
    line(right, "• " + s)
line(right, "海思半导体（华为旗下）｜ FPGA工程师 ｜ 2022年7月 - 2024年8月", bold=True)
for s in ["参与 5G 基站基带芯片的 FPGA 原型验证，负责 JESD204B 高速接口逻辑",
          "使用 Verilog 实现 FFT/IFFT 加速模块，资源占用降低 18%",
          "编写 Python 自动化回归脚本，覆盖 600+ 条仿真用例"]:
    line(right, "• " + s)
line(right, "中兴通讯 ｜ FPGA实习生 ｜ 2021年6月 - 2021年9月", bold=True)
line(right, "• 协助完成光传输板卡的 FPGA 逻辑仿真与板级调试")
head(right, "项目经历")
line(right, "基于 Zynq 的实时目标检测加速器（硕士课题，2020–2022）", bold=True)
line(right, "• 在 ZCU104 上实现 INT8 卷积加速 IP，吞吐达到 1.2 TOPS")

doc.save("../cvs/贺文轩_FPGA工程师.docx")
print("ok")
