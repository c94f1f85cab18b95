# Builds cvs/贝振霄_简历_2021.docx (old CV of Bei Zhenxiao, Chinese, tables)
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn
import os
d = Document()
st = d.styles['Normal']; st.font.name = 'SimSun'; st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn('w:eastAsia'), '宋体')
d.add_heading('个人简历', level=1)
t = d.add_table(rows=2, cols=4); t.style = 'Table Grid'
for r, row in enumerate([['姓名', '贝振霄', '电话', '186-2905-3317'],
                         ['邮箱', 'bzx_fpga@126.com', '求职意向', 'FPGA 开发 / 无线基带']]):
    for c, v in enumerate(row): t.cell(r, c).text = v
d.add_heading('工作经历', level=2)
t = d.add_table(rows=3, cols=4); t.style = 'Table Grid'
rows = [['时间', '公司', '职位', '工作内容'],
        ['2019.07 – 至今', '中兴通讯股份有限公司（无线产品经营部）', 'FPGA 开发工程师',
         '负责 5G NR 基站射频单元（AAU）数字前端 FPGA 开发：DDC/DUC、CFR、DPD 数据通路，Xilinx Zynq UltraScale+ RFSoC 平台；用 Python 生成测试向量并与 MATLAB 定点模型逐比特比对；主导 JESD204B 接口时序收敛。'],
        ['2018.07 – 2018.09', '海思半导体（HiSilicon）', 'FPGA 验证实习生',
         '在 FPGA 原型验证平台上搭建 SystemVerilog/UVM 测试环境，完成以太网 MAC 模块的回归测试。']]
for r, row in enumerate(rows):
    for c, v in enumerate(row): t.cell(r, c).text = v
d.add_heading('教育背景', level=2)
t = d.add_table(rows=3, cols=4); t.style = 'Table Grid'
rows = [['时间', '学校', '专业', '学历'],
        ['2016.09 – 2019.06', '西安电子科技大学', '电子与通信工程', '硕士'],
        ['2012.09 – 2016.06', '杭州电子科技大学', '微电子科学与工程', '本科']]
for r, row in enumerate(rows):
    for c, v in enumerate(row): t.cell(r, c).text = v
d.add_heading('专业技能', level=2)
d.add_paragraph('Verilog、SystemVerilog、VHDL；Vivado、Quartus、ModelSim；MATLAB 定点建模；Python 脚本；熟悉 AXI、JESD204B、PCIe 协议。')
d.add_heading('获奖情况', level=2)
d.add_paragraph('2017 年 全国大学生 FPGA 创新设计竞赛（紫光同创杯）华东赛区二等奖')
d.add_paragraph('更新于 2021年11月')
out = os.path.join(os.path.dirname(__file__), '..', 'cvs', '贝振霄_简历_2021.docx')
d.save(out); print(out)
