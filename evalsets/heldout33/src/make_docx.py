# Builds cvs/阎书朗_简历.docx (Chinese CV, jobs in a table)
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn
import os
out = os.path.join(os.path.dirname(__file__), '..', 'cvs', '阎书朗_简历.docx')
d = Document()
st = d.styles['Normal']; st.font.name = 'Noto Sans CJK SC'; st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn('w:eastAsia'), 'Noto Sans CJK SC')
d.add_heading('阎书朗', level=1)
d.add_paragraph('数字IC / FPGA 设计工程师　|　北京　|　139 1172 0458　|　yanshulang.fpga@163.com')
d.add_heading('工作经历', level=2)
t = d.add_table(rows=1, cols=4); t.style = 'Table Grid'
for c, h in zip(t.rows[0].cells, ['时间', '公司', '职位', '主要工作']):
    c.text = h
rows = [
 ('2021.04–至今', 'AMD（原赛灵思 Xilinx）北京研发中心', '高级FPGA设计工程师',
  '负责 Versal 自适应 SoC 上 PCIe Gen5 DMA 参考设计的 RTL 开发与时序收敛；搭建 UVM 验证平台；带教两名应届新人'),
 ('2017.07–2021.03', '海思半导体（华为）上海', '数字IC设计工程师',
  '麒麟手机 SoC 的 ISP 降噪流水线 RTL 设计（Verilog），编写 SDC 约束，配合后端完成 7nm 时序收敛'),
 ('2016.07–2016.09', '紫光展锐（UNISOC）上海', '数字IC设计实习生',
  '基带模块的 RTL 仿真与回归脚本（Python / Tcl）'),
]
for r in rows:
    cells = t.add_row().cells
    for c, v in zip(cells, r):
        c.text = v
d.add_heading('教育背景', level=2)
d.add_paragraph('2014.09–2017.06　西安电子科技大学　微电子学　工学硕士')
d.add_paragraph('2010.09–2014.06　电子科技大学　电子工程　工学学士')
d.add_heading('专业技能', level=2)
d.add_paragraph('硬件描述语言：Verilog、SystemVerilog；验证：UVM、VCS、Verdi；工具：Vivado、Vitis HLS、SpyGlass、Formality')
d.add_heading('获奖', level=2)
d.add_paragraph('2013年 全国大学生电子设计竞赛 四川赛区一等奖')
d.add_heading('语言', level=2)
d.add_paragraph('英语：CET-6，可作为工作语言')
d.save(out)
print('wrote', out)
