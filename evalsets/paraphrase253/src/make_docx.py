from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

def cjk(doc):
    st = doc.styles["Normal"]
    st.font.name = "Noto Sans CJK SC"
    st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")
    st.font.size = Pt(10.5)

def table(doc, rows):
    t = doc.add_table(rows=len(rows), cols=len(rows[0]))
    t.style = "Table Grid"
    for i, r in enumerate(rows):
        for j, c in enumerate(r):
            t.cell(i, j).text = c
    return t

# ---- P2: 宓可澄, Chinese, tables ----
d = Document(); cjk(d)
d.add_heading("宓可澄 — 个人简历", level=1)
table(d, [["求职意向", "电气工程师 / 电力系统分析（2026 届本科毕业）", "电话", "157-3102-8846"],
          ["邮箱", "mikecheng2022@ncepu.edu.cn", "所在地", "北京 / 可赴广东"]])
d.add_heading("教育背景", level=2)
table(d, [["时间", "学校", "专业", "学历"],
          ["2022.09 - 2026.06", "华北电力大学（北京）", "电气工程及其自动化", "本科（工学学士）"]])
d.add_paragraph("GPA 3.71/4.0（专业前 12%）；主修课程：电力系统分析、继电保护原理、电力电子技术、高电压技术。")
d.add_heading("实习经历", level=2)
table(d, [["时间", "单位", "岗位"],
          ["2025年7月 - 2025年9月", "广东电网有限责任公司广州供电局（中国南方电网下属）", "配网运检 实习生"]])
d.add_paragraph("协助完成 10kV 配网线路故障录波数据整理，用 Python 编写脚本自动生成停电分析日报；参与两次带电作业现场安全监护。")
d.add_heading("项目与竞赛", level=2)
d.add_paragraph("毕业设计：含高比例光伏的配电网电压越限分析与无功优化（MATLAB/Simulink、PSCAD 仿真）。")
d.add_paragraph("2024 华为 ICT 大赛 中国区 实践赛（网络赛道）省赛一等奖。")
d.add_paragraph("2024 全国大学生电子设计竞赛 华北赛区 二等奖。")
d.add_heading("技能", level=2)
d.add_paragraph("MATLAB/Simulink、PSCAD/EMTDC、Python、C、AutoCAD Electrical、ROS（课程项目）、Minitab（课程《质量管理》中学习）")
d.add_heading("其他", level=2)
d.add_paragraph("2025.11 获深圳迈瑞生物医疗电子股份有限公司 2026 届校招硬件工程师 offer（已婉拒，意向电网/发电企业）。")
d.add_paragraph("英语 CET-6（562）；中共党员；校级优秀学生干部。")
d.save("../cvs/宓可澄_电气工程_简历.docx")

# ---- P7: Zhuo Yanqiu, new English CV ----
d = Document()
d.add_heading("ZHUO Yanqiu (Yvonne)", level=0)
d.add_paragraph("Visual Merchandising Manager | Shanghai | zhuoyanqiu.vm@gmail.com | +86 136 6182 4405")
d.add_heading("Experience", level=1)
p = d.add_paragraph(); p.add_run("ANTA Sports Products Ltd. — FILA China").bold = True
d.add_paragraph("Visual Merchandising Manager, East China region    04/2022 - today")
d.add_paragraph("Own window and in-store VM for 140+ FILA stores in East China; roll out four seasonal VM guidelines a year, train 35 regional VM specialists, and run sell-through reviews with retail ops to re-plan floor sets.", style="List Bullet")
d.add_paragraph("Launched the FILA Fusion flagship window programme in Shanghai (Nanjing West Road), lifting store footfall 18% in the first quarter.", style="List Bullet")
p = d.add_paragraph(); p.add_run("Li Ning (China) Sports Goods Co., Ltd.").bold = True
d.add_paragraph("Senior Visual Merchandising Specialist    03/2018 - 03/2022")
d.add_paragraph("Planned floor sets and mannequin styling for the China Li-Ning sub-brand pop-ups (Paris Fashion Week tie-in 2018) and 60 stores in Shanghai/Hangzhou.", style="List Bullet")
p = d.add_paragraph(); p.add_run("Peacebird Fashion (Ningbo)").bold = True
d.add_paragraph("Visual Merchandiser    07/2015 - 02/2018")
d.add_paragraph("Store visual displays for the PEACEBIRD WOMEN line in Ningbo and Shanghai.", style="List Bullet")
d.add_heading("Education", level=1)
table(d, [["Years", "Institution", "Programme", "Status"],
          ["2011 - 2015", "Donghua University, Shanghai", "B.A. Art & Design (Fashion Design)", "Completed"],
          ["2020 - 2022", "London College of Fashion, University of the Arts London (online, part-time)", "MA Fashion Retail & Visual Merchandising", "Withdrawn in 2022 after the first year (not completed)"]])
d.add_heading("Skills", level=1)
d.add_paragraph("Planogramming (SketchUp, Adobe Illustrator/InDesign), floor-set planning, retail KPI analysis in Excel, mannequin styling, lighting plans")
d.add_heading("Awards", level=1)
d.add_paragraph("ANTA Group Retail Excellence Award — Best Window, 2023")
d.save("../cvs/Yvonne_Zhuo_VM_2026.docx")
