# Builds the two DOCX CVs into ../cvs/
from docx import Document
from docx.shared import Pt, RGBColor
from docx.enum.text import WD_ALIGN_PARAGRAPH

def table(doc, rows, style="Table Grid"):
    t = doc.add_table(rows=len(rows), cols=len(rows[0]))
    t.style = style
    for i, r in enumerate(rows):
        for j, c in enumerate(r):
            t.cell(i, j).text = c
    return t

# ---- Zelin Yi (English, power electronics) ----
d = Document()
h = d.add_heading("Zelin Yi (易泽霖)", 0)
d.add_paragraph("Senior Power Electronics Engineer · Dongguan, Guangdong · +86 139 2688 5107 · zelin.yi@outlook.com")
d.add_heading("Professional Experience", 1)
d.add_heading("Huawei Digital Power Technologies Co., Ltd. — Senior Hardware Engineer, Power Electronics", 2)
d.add_paragraph("08/2019 – present | Dongguan")
for b in ["Hardware lead for a 150 kW SiC string inverter for utility-scale PV; CEC efficiency 98.8%.",
          "Designed the LLC resonant DC/DC stage of a 40 kW EV fast-charging module; digital control on TI C2000.",
          "Owns EMC pre-compliance and thermal derating reviews for the inverter product line."]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("Delta Electronics (Shanghai) Co., Ltd. — Power Electronics Engineer", 2)
d.add_paragraph("07/2015 – 07/2019 | Shanghai")
for b in ["Totem-pole PFC and phase-shifted full-bridge converters for 3 kW telecom rectifiers.",
          "Circuit simulation in PLECS and LTspice; PCB layout reviews in Altium Designer."]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("BYD Auto — Summer Intern, Motor Drive Test Lab", 2)
d.add_paragraph("Summer 2014 | Shenzhen")
d.add_paragraph("Bench testing of IGBT inverter modules for e6 electric vehicle drives.", style="List Bullet")
d.add_heading("Education", 1)
table(d, [["Degree", "University", "Years"],
          ["MSc, Electrical Engineering (Power Electronics)", "Xi'an Jiaotong University", "2012 – 2015"],
          ["BEng, Electrical Engineering and Automation", "Hefei University of Technology", "2008 – 2012"]])
d.add_heading("Publications", 1)
d.add_paragraph("Z. Yi, K. Wang, X. Liu, \"A 98.6%-efficient GaN totem-pole PFC rectifier with adaptive dead time,\" in Proc. IEEE APEC 2018, pp. 412–418.", style="List Number")
d.add_paragraph("K. Wang, Z. Yi, J. Zhang, \"Soft-switching analysis of SiC MOSFET bridge legs,\" IEEE Transactions on Power Electronics, vol. 31, 2016.", style="List Number")
d.add_heading("Professional Service & Awards", 1)
d.add_paragraph("Reviewer, IEEE Transactions on Power Electronics (since 2020)", style="List Bullet")
d.add_paragraph("Huawei Digital Power \"Future Star\" award, 2021", style="List Bullet")
d.add_heading("Skills", 1)
d.add_paragraph("SiC / GaN device characterisation, LLC and PFC topologies, PLECS, LTspice, Altium Designer, TI C2000, MATLAB/Simulink")
d.save("../cvs/Zelin_Yi_Power_Electronics.docx")

# ---- 宫一诺 (Chinese, new graduate) ----
d = Document()
st = d.styles["Normal"]; st.font.name = "Microsoft YaHei"; st.font.size = Pt(10.5)
p = d.add_paragraph(); r = p.add_run("宫一诺"); r.bold = True; r.font.size = Pt(20)
p.alignment = WD_ALIGN_PARAGRAPH.CENTER
p = d.add_paragraph("2026届本科毕业生 | 求职意向：数据分析 / 数据开发 | 北京 | 155-1024-7736 | gongyinuo2004@qq.com")
p.alignment = WD_ALIGN_PARAGRAPH.CENTER
d.add_heading("教育背景", 1)
table(d, [["学校", "专业", "学历", "时间"],
          ["北京邮电大学", "数据科学与大数据技术", "本科", "2022.09-2026.06"]])
d.add_paragraph("GPA 3.7/4.0（专业前 15%）；主修课程：数据库系统、机器学习、分布式计算")
d.add_heading("实习经历", 1)
d.add_paragraph("北京抖音信息服务有限公司（字节跳动）｜抖音电商 数据分析实习生｜2025年7月 - 2025年12月").runs[0].bold = True
d.add_paragraph("用 Hive SQL 搭建商家经营看板的中间表，日均处理 3 亿条订单明细；", style="List Bullet")
d.add_paragraph("参与直播间转化漏斗归因分析，产出的 AB 实验报告被业务采纳。", style="List Bullet")
d.add_paragraph("小米科技有限责任公司｜手机部 数据实习生｜2024年7月 - 2024年9月").runs[0].bold = True
d.add_paragraph("整理售后维修数据并用 Python 做故障聚类。", style="List Bullet")
d.add_heading("科研与论文", 1)
d.add_paragraph("宫一诺，李明. 基于图神经网络的电商评论欺诈检测[J]. 计算机工程与应用，2025，61(8)：201-209.（第一作者）")
d.add_heading("竞赛与奖励", 1)
d.add_paragraph("2024 阿里巴巴天池大数据竞赛（新人赛）二等奖", style="List Bullet")
d.add_paragraph("2023 全国大学生数学建模竞赛 北京赛区一等奖", style="List Bullet")
d.add_paragraph("校级一等奖学金（2023、2024）", style="List Bullet")
d.add_heading("技能", 1)
d.add_paragraph("Python、SQL、PyTorch、Spark、Tableau；英语 CET-6")
d.save("../cvs/宫一诺-数据分析-2026届.docx")
print("ok")
