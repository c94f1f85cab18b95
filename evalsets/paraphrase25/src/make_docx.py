"""Builds the three DOCX CVs into ../cvs/."""
from docx import Document
from docx.shared import Pt, RGBColor
from docx.enum.text import WD_ALIGN_PARAGRAPH
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

def bullets(doc, items):
    for t in items:
        doc.add_paragraph(t, style="List Bullet")

# ---------- 1. Meng Tianyu, English version ----------
d = Document()
h = d.add_heading("Tianyu MENG", 0)
d.add_paragraph("Recommendation Algorithms · Beijing · +86 138-1102-4467 · mengtianyu.rec@163.com")
d.add_heading("Experience", 1)
p = d.add_paragraph(); r = p.add_run("ByteDance — Douyin Recommendation, Beijing"); r.bold = True
p.add_run("\tJan 2019 – Present")
d.add_paragraph("Senior Algorithm Engineer (since Apr 2021); Algorithm Engineer")
bullets(d, [
    "Own the multi-objective ranking model of Douyin's local feed; +2.3% watch time in online A/B tests.",
    "Lead a 4-person group building the real-time feature pipeline on Flink and Kafka.",
])
p = d.add_paragraph(); r = p.add_run("Huawei Technologies, Wireless Network Product Line, Shanghai"); r.bold = True
p.add_run("\tJul 2014 – Dec 2018")
d.add_paragraph("Senior Software Engineer (promoted Oct 2016); Software Engineer")
bullets(d, ["C++ implementation and profiling of base-station scheduling algorithms."])
d.add_heading("Education", 1)
d.add_paragraph("Zhejiang University, Hangzhou — B.Eng. in Computer Science and Technology, Chu Kochen Honors College, 2010 – 2014")
d.add_heading("Publications", 1)
d.add_paragraph("Xu, L., Meng, T., Zhao, P. Session-aware multi-task ranking for short-video feeds. NeurIPS 2022 Workshop on Recommender Systems in the Wild (non-archival).")
d.add_heading("Skills", 1)
d.add_paragraph("Python, C++, PyTorch, TensorFlow, Flink, Kafka, Spark, Hive")
d.save(os.path.join(OUT, "Tianyu_Meng_Resume_EN.docx"))

# ---------- 2. Dai Wenjing, Chinese, tables ----------
d = Document()
d.add_heading("个人简历", 0)
t = d.add_table(rows=2, cols=4); t.style = "Table Grid"
for i, v in enumerate(["姓名", "戴文静", "求职意向", "芯片验证 / 验证管理"]): t.cell(0, i).text = v
for i, v in enumerate(["邮箱", "daiwj_verif@qq.com", "电话", "186-2170-3358（上海）"]): t.cell(1, i).text = v
d.add_heading("教育背景", 1)
t = d.add_table(rows=3, cols=4); t.style = "Table Grid"
for r, row in enumerate([["时间", "学校", "专业", "学历"],
                         ["2016.09–2019.06", "华中科技大学（非全日制）", "集成电路工程", "工程硕士"],
                         ["2011.09–2015.06", "西安电子科技大学", "微电子科学与工程", "本科 / 工学学士"]]):
    for c, v in enumerate(row): t.cell(r, c).text = v
d.add_heading("工作经历", 1)
t = d.add_table(rows=3, cols=3); t.style = "Table Grid"
for r, row in enumerate([["时间", "公司", "职位"],
                         ["2020年4月 - 至今", "中科寒武纪科技股份有限公司（上海）", "验证经理（2022年7月起）；高级验证工程师"],
                         ["2015年7月 - 2020年3月", "华为技术有限公司 海思半导体（HiSilicon）", "芯片验证工程师"]]):
    for c, v in enumerate(row): t.cell(r, c).text = v
d.add_paragraph("寒武纪：", style="Heading 3")
bullets(d, [
    "带领 9 人验证团队负责云端训练芯片 NPU 子系统的 UVM 验证，两次流片一次成功。",
    "搭建基于 Kubernetes 的 EDA 回归仿真集群，每晚调度约 1.2 万个仿真任务，回归周期从 3 天缩短到 1 天。",
])
d.add_paragraph("海思：", style="Heading 3")
bullets(d, [
    "负责手机 SoC 中 ISP 模块的 SystemVerilog/UVM 验证环境搭建与覆盖率收敛。",
])
d.add_heading("其他", 1)
bullets(d, [
    "2020 年 收到字节跳动 芯片验证岗位 offer，未接受。",
    "2023 年 NVIDIA GTC 大会 分会场报告：《EDA 仿真上云实践》",
    "技能：SystemVerilog, UVM, Python, Kubernetes, Jenkins, VCS, Verdi",
])
d.save(os.path.join(OUT, "戴文静_简历.docx"))

# ---------- 3. Sunita Kapoor, English, name only in footer ----------
d = Document()
sec = d.sections[0]
sec.footer.paragraphs[0].text = "Sunita Kapoor — Curriculum Vitae — 2026"
d.add_paragraph("s.kapoor.product@gmail.com | +44 7700 900 418 | London, UK")
d.add_paragraph("Product leader with two decades across e-commerce, cloud and consumer video. Builds and runs product teams of 20–40 PMs.")
d.add_heading("Experience", 1)
jobs = [
    ("TikTok, London", "Director of Product, Trust & Safety Tooling", "09/2021 - today",
     ["Lead 28 PMs across moderation tooling, policy ops and creator appeals for EMEA.",
      "Launched the appeals flow used by 40M+ creators; cut median appeal time from 4 days to 9 hours."]),
    ("Amazon Web Services (AWS), Seattle", "Senior Product Manager, then Principal Product Manager (2018)", "04/2015 - 08/2021",
     ["Owned the roadmap for AWS Config rules and compliance packs.",
      "Worked with enterprise customers such as Capital One and Siemens on compliance automation."]),
    ("Flipkart, Bengaluru", "Product Manager, Seller Platform", "07/2010 - 03/2015",
     ["Shipped seller onboarding and catalogue quality tools."]),
    ("Infosys, Pune", "Software Engineer", "07/2006 - 08/2008",
     ["Java development for a banking client."]),
]
for comp, title, dates, bl in jobs:
    p = d.add_paragraph(); r = p.add_run(comp); r.bold = True
    p.add_run("  |  " + title + "  |  " + dates)
    bullets(d, bl)
d.add_heading("Education", 1)
bullets(d, [
    "Executive MBA, London Business School (part-time, weekend programme), 2019 – 2021",
    "PhD studies in Human-Computer Interaction, University College London, 09/2008 - 06/2010 — left the programme to join Flipkart; no degree awarded",
    "B.Tech. in Computer Science and Engineering, Indian Institute of Technology Delhi, 2002 – 2006",
])
d.add_heading("Other", 1)
bullets(d, ["Speaker, Mind the Product London 2023: \"Designing appeals people trust\"",
            "Languages: English, Hindi, basic French"])
d.save(os.path.join(OUT, "CV_2026_final.docx"))
print("ok")
