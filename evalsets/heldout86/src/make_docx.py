# Builds cvs/濮怀远_简历_2022.docx (old CV of Pu Huaiyuan, written mid-2022).
from docx import Document
from docx.shared import Pt
d = Document()
st = d.styles["Normal"]; st.font.name = "SimSun"; st.font.size = Pt(10.5)
P = d.add_paragraph
h = P(); r = h.add_run("濮怀远"); r.bold = True; r.font.size = Pt(18)
P("BMS软件工程师 ｜ 电话：138 5091 2276 ｜ 邮箱：pu.huaiyuan@163.com ｜ 深圳坪山")
d.add_heading("求职意向", level=2)
P("电池管理系统（BMS）软件/算法方向，期望城市：深圳、宁德、常州")
d.add_heading("工作经历", level=2)
r = P().add_run("弗迪电池有限公司（比亚迪集团旗下）　BMS软件工程师　2019年7月 - 至今"); r.bold = True
P("在电池事业部 BMS 软件组负责刀片电池包 BMS 底层软件开发。基于 AUTOSAR 架构完成 CAN 通信、UDS 诊断模块的配置与集成，参与三款车型 BMS 量产软件的交付；使用 MATLAB/Simulink 搭建基于扩展卡尔曼滤波（EKF）的 SOC 估算模型，并在 HIL 台架上完成低温工况验证，SOC 估算误差由 5% 降至 2.5%。")
r = P().add_run("合肥国轩高科动力能源有限公司　电池测试实习生　2018年7月 - 2018年9月"); r.bold = True
P("协助完成三元电芯循环寿命测试与数据整理。")
d.add_heading("教育背景", level=2)
P("合肥工业大学　电气工程及其自动化　工学学士　2015年9月 - 2019年6月")
d.add_heading("技能", level=2)
P("AUTOSAR、CAN/CANoe、UDS、MATLAB/Simulink、C 语言、Python")
d.add_heading("荣誉", level=2)
P("2021 年 弗迪电池年度优秀员工；2017 年 全国大学生电子设计竞赛 安徽赛区二等奖")
d.save("/work/blind/heldout86/cvs/濮怀远_简历_2022.docx")
