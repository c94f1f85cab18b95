# Old (2020) Chinese CV of 卓砚平 as a plain-paragraph DOCX.
import sys
from docx import Document
from docx.shared import Pt
paras = [
    "个人简历",
    "卓砚平 | 男 | 1990年生 | 上海",
    "电话：139 1234 5678 | 邮箱：zhuoyanping@126.com",
    "求职意向：信号系统工程师",
    "工作经历",
    "2017/4-至今　西门子交通技术有限公司　信号系统高级工程师",
    "负责上海地铁15号线 CBTC 系统的联锁数据配置与现场调试，编写 RAMS 文档。",
    "2012/7-2017/3　卡斯柯信号有限公司（上海）　信号工程师",
    "参与郑州地铁1号线 CBTC 项目；参与 iLOCK 计算机联锁的工厂测试与现场测试。",
    "教育背景",
    "2019/9-至今　西南交通大学　交通运输工程　工程硕士（非全日制，在读）",
    "2008/9-2012/6　北京交通大学　交通信息工程及控制　工学学士",
    "技能",
    "CBTC、计算机联锁、EN 50126/50128/50129；熟悉 MATLAB。",
    "自我评价",
    "八年城市轨道交通信号系统经验，能长期驻场，适应出差。",
]
doc = Document()
for i, t in enumerate(paras):
    p = doc.add_paragraph(t)
    if t in ("个人简历", "工作经历", "教育背景", "技能", "自我评价"):
        for r in p.runs:
            r.bold = True
            r.font.size = Pt(14 if t == "个人简历" else 12)
doc.save(sys.argv[1])
