"""Build the two DOCX CVs into ../cvs/."""
from docx import Document
from docx.shared import Pt

# ---------- Alvin Tsang, PCB layout (English) ----------
d = Document()
d.add_heading("Alvin Tsang", 0)
d.add_paragraph("Senior PCB Layout Engineer | Shanghai | alvin.tsang.pcb@gmail.com | +86 139 1633 8054")
d.add_heading("Profile", 1)
d.add_paragraph("PCB layout engineer with over fourteen years of high-speed and automotive board design, "
                "from 16-layer HDI SoC reference boards to ASIL-B domain controllers.")
d.add_heading("Experience", 1)
d.add_heading("NIO — Senior PCB Layout Engineer, Smart Hardware (03/2022 - today)", 2)
for b in ["Lay out the central compute and cockpit domain controller boards (12–16 layers, Cadence Allegro 17.4).",
          "Own DFM/DFA sign-off with EMS partners; first-pass yield on the NT3 cockpit board reached 99.2%."]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("HiSilicon (Huawei) — PCB Layout Engineer (07/2012 - 02/2022)", 2)
for b in ["Layout of Kirin SoC reference and validation boards with LPDDR4X/LPDDR5 and PCIe Gen4 routing.",
          "Built the team's Allegro constraint-manager templates for 10 Gbps SerDes channels."]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("Tools", 1)
t = d.add_table(rows=4, cols=2)
t.style = "Table Grid"
for i, (k, v) in enumerate([("EDA", "Cadence Allegro, OrCAD, Mentor Xpedition, Altium Designer"),
                            ("Simulation", "HyperLynx SI/PI, Ansys SIwave"),
                            ("Standards", "IPC-2221, IPC-7351, ISO 26262 basics"),
                            ("Scripting", "SKILL, Python")]):
    t.cell(i, 0).text, t.cell(i, 1).text = k, v
d.add_heading("Education", 1)
d.add_paragraph("B.Eng. in Electronic Information Engineering, Xidian University, Xi'an (2008 - 2012)")
d.add_heading("Publications", 1)
d.add_paragraph("A. Tsang, L. Wu, \"Via stitching strategies for return-path continuity in 16-layer HDI boards,\" "
                "IEEE International Symposium on EMC+SIPI, 2019.")
d.add_heading("Certifications", 1)
d.add_paragraph("IPC CID+ (Certified Interconnect Designer – Advanced), 2017")
d.save("../cvs/Alvin_Tsang_PCB_Layout.docx")

# ---------- 尉迟晓芃, marketing analyst (Chinese) ----------
d = Document()
d.add_heading("尉迟晓芃", 0)
d.add_paragraph("市场分析师 ｜ 上海 ｜ 电话 135-2187-6610 ｜ 邮箱 yuchixp@126.com")
d.add_heading("教育背景", 1)
t = d.add_table(rows=3, cols=4)
t.style = "Table Grid"
rows = [("时间", "学校", "专业", "学位"),
        ("2017年9月 - 2019年6月", "上海交通大学 媒体与传播学院", "传播学", "硕士"),
        ("2013年9月 - 2017年6月", "东华大学 旭日工商管理学院", "市场营销", "学士")]
for i, r in enumerate(rows):
    for j, v in enumerate(r):
        t.cell(i, j).text = v
d.add_heading("工作经历", 1)
d.add_paragraph("欧莱雅（中国）有限公司　市场分析师（兰蔻品牌）　2021年3月 - 至今")
for b in ["负责兰蔻天猫/抖音旗舰店的投放复盘与人群资产分析，用 SQL 和 Python 搭建周度 ROI 看板。",
          "搭建 618 与双 11 大促的销量预测模型，预测误差（MAPE）控制在 8% 以内。"]:
    d.add_paragraph(b, style="List Bullet")
d.add_paragraph("上海家化联合股份有限公司　市场专员（佰草集）　2019年7月 - 2021年2月")
for b in ["负责新品上市的消费者调研与竞品价格监测，撰写月度市场报告。"]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("实习经历", 1)
d.add_paragraph("小红书（行吟信息科技（上海）有限公司）　商业化数据分析实习生　2018年6月 - 2018年12月")
d.add_paragraph("协助美妆行业客户的种草笔记效果分析，整理品牌投放周报。", style="List Bullet")
d.add_heading("技能与证书", 1)
d.add_paragraph("SQL、Python（pandas）、Tableau、Excel；Google Analytics 认证；英语 CET-6")
d.save("../cvs/尉迟晓芃-市场分析.docx")
