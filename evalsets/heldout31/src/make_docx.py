"""Builds cvs/pu_junxi_简历.docx — Chinese CV of 蒲俊熙, section titles are bold ordinary paragraphs."""
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "cvs" / "pu_junxi_简历.docx"

doc = Document()
st = doc.styles["Normal"]
st.font.name = "Noto Sans CJK SC"
st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")


def para(text, bold=False, size=None):
    p = doc.add_paragraph()
    r = p.add_run(text)
    r.bold = bold
    if size:
        r.font.size = Pt(size)
    return p


def title(text):
    para(text, bold=True, size=13)


para("蒲俊熙", bold=True, size=18)
para("数字 IC 前端设计工程师 ｜ 上海 ｜ 电话 159 2107 6638 ｜ 邮箱 pujunxi_ic@163.com")

title("求职意向")
para("数字 IC 前端设计 / SoC 子系统架构，期望城市：上海、杭州")

title("工作经历")
para("平头哥半导体有限公司（阿里巴巴集团旗下）　　2022年1月 - 至今", bold=True)
para("数字前端设计组长（Staff Engineer），带领 6 人设计小组")
para("负责玄铁系列 RISC-V 处理器配套的片上互连（AXI / CHI NoC）子系统微架构定义与 RTL 设计，主导 2 款 SoC 流片（TSMC 12nm），一次流片成功；制定组内 RTL 编码规范与 Spyglass Lint/CDC 签核流程，CDC 违例收敛周期从 3 周缩短到 5 天；与后端团队共同完成时序收敛，负责 DC 综合脚本与约束（SDC）编写。")
para("平头哥半导体有限公司（阿里巴巴集团旗下）　　2019年6月 - 2021年12月", bold=True)
para("高级数字 IC 设计工程师")
para("负责 DMA 控制器与中断控制器的 RTL 设计（SystemVerilog），参与低功耗设计（UPF，多电源域、时钟门控），模块面积较上一代减少 18%。")
para("海思半导体（华为技术有限公司）　　2015年7月 - 2019年5月", bold=True)
para("数字 IC 设计工程师，无线终端芯片部")
para("负责手机 SoC 中 LPDDR4 控制器前端设计与 PHY 接口逻辑；完成模块级综合、形式验证（Formality）和 STA（PrimeTime）检查；配合验证团队定位回归问题，累计修复 RTL 缺陷 60+ 个。")

title("教育背景")
para("2012.09 – 2015.06　东南大学　微电子学与固体电子学　工学硕士（国家 ASIC 系统工程技术研究中心）")
para("2008.09 – 2012.06　电子科技大学　电子科学与技术　工学学士")

title("专业技能")
para("设计语言：Verilog、SystemVerilog；脚本：Tcl、Python、Perl")
para("EDA 工具：VCS、Verdi、Spyglass、Design Compiler、PrimeTime、Formality")
para("协议与架构：AXI4、ACE、CHI、APB、LPDDR4、RISC-V")
para("其他了解：Chisel、Vitis HLS、Xilinx FPGA 原型验证")

title("专利与荣誉")
para("发明专利 2 项（第一发明人）：一种多电源域总线互连的低功耗握手方法；一种 DDR 控制器读写调度方法")
para("2011 年 全国大学生电子设计竞赛 四川赛区一等奖")
para("2020 年 平头哥年度“技术突破奖”")

doc.save(OUT)
print("wrote", OUT)
