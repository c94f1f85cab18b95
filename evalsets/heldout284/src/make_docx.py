"""Build cvs/裘向东_简历.docx: plain paragraphs, no tables, no headings styles."""
from docx import Document
from docx.shared import Pt

doc = Document()
style = doc.styles["Normal"]
style.font.name = "SimSun"
style.font.size = Pt(10.5)

paras = [
    "裘向东",
    "电力电子工程师 | 手机：186-5512-0937 | 邮箱：qiuxd_pe@qq.com | 安徽合肥",
    "",
    "个人简介",
    "6 年光伏逆变器功率硬件研发经验，熟悉 SiC / GaN 器件应用、LLC 与 Boost 拓扑设计、环路补偿及 EMC 整改，主导过两款组串式逆变器功率板从方案到量产。",
    "",
    "工作经历",
    "阳光电源股份有限公司  光伏逆变器研发部  资深电力电子工程师  2023年7月 - 至今",
    "负责 150kW 组串式逆变器 DC/DC 与逆变级功率设计，采用 1200V SiC MOSFET 方案，整机最高效率 99.0%；带领 2 名工程师完成功率板设计评审与样机调试（项目负责人，非行政管理）。",
    "用 PLECS 与 MATLAB/Simulink 建立损耗与热仿真模型，指导散热器选型，样机温升实测与仿真偏差小于 5℃。",
    "阳光电源股份有限公司  光伏逆变器研发部  电力电子工程师  2020年7月 - 2023年6月",
    "负责户用储能逆变器 LLC 谐振变换器设计与调试，基于 TI C2000（TMS320F28379D）DSP 编写数字控制环路；完成 IEC 62109 安规与 EMC 整改。",
    "华为数字能源技术有限公司  智能光伏产品线  硬件工程师实习生  2019年6月 - 2019年9月",
    "参与组串式逆变器辅助电源测试，整理 Boost 电路失效分析报告。",
    "",
    "教育背景",
    "合肥工业大学  电气工程  硕士  2017年9月 - 2020年6月",
    "硕士课题：基于 SiC 器件的高频 LLC 谐振变换器效率优化；发表 EI 会议论文 1 篇。",
    "安徽工业大学  电气工程及其自动化  本科  2013年9月 - 2017年6月",
    "",
    "获奖与证书",
    "2016 年全国大学生电子设计竞赛（TI 杯）安徽赛区一等奖",
    "2022 年阳光电源年度技术创新奖（SiC 逆变器效率提升项目）",
    "发明专利 2 项（第二发明人）：一种光伏逆变器母线电压均衡控制方法 等",
    "",
    "专业技能",
    "电路与仿真：Altium Designer、PLECS、Saber、MATLAB/Simulink、LTspice",
    "控制与编程：C 语言、TI C2000 DSP、Verilog（课程学习）",
    "英语：CET-6，能阅读英文器件手册与 IEC 标准",
]
for t in paras:
    p = doc.add_paragraph(t)
    if t in ("裘向东",):
        p.runs[0].font.size = Pt(18)
        p.runs[0].bold = True
    elif t in ("个人简介", "工作经历", "教育背景", "获奖与证书", "专业技能"):
        p.runs[0].bold = True
doc.save("../cvs/裘向东_简历.docx")
