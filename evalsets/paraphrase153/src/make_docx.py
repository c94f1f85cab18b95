"""Builds the two DOCX CVs in ../cvs (run with src/.venv/bin/python)."""
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

def table(doc, rows, header=True):
    t = doc.add_table(rows=len(rows), cols=len(rows[0]))
    t.style = "Table Grid"
    for i, r in enumerate(rows):
        for j, v in enumerate(r):
            t.cell(i, j).text = v
            if header and i == 0:
                for run in t.cell(i, j).paragraphs[0].runs:
                    run.bold = True
    return t

# ---------- 葛清岳 (Chinese, tables) ----------
d = Document()
st = d.styles["Normal"]; st.font.name = "SimSun"; st.font.size = Pt(10.5)
p = d.add_paragraph(); r = p.add_run("葛清岳  个人简历"); r.bold = True; r.font.size = Pt(18)
p.alignment = WD_ALIGN_PARAGRAPH.CENTER
d.add_paragraph("求职意向：电芯研发 / 电池材料   |   手机：186-2031-5597   |   邮箱：geqingyue_battery@163.com   |   广州")
d.add_heading("教育背景", level=2)
table(d, [["时间", "学校", "专业", "学历"],
          ["2016.09-2019.06", "浙江大学", "材料科学与工程（电化学储能方向）", "硕士"],
          ["2012.09-2016.06", "中南大学", "冶金工程", "本科"]])
d.add_heading("工作经历", level=2)
table(d, [["时间", "公司", "职位"],
          ["2021.06-至今", "广州小鹏汽车科技有限公司（小鹏汽车）", "电芯高级工程师"],
          ["2019.09-2021.05", "宁德时代新能源科技股份有限公司", "电芯研发工程师"]])
d.add_paragraph("小鹏汽车 · 动力电池中心")
for b in ["负责 4680 大圆柱电芯的来料评估与电芯设计验证，制定电芯 DVP 计划，主导与电芯供应商的联合开发。",
          "建立电芯析锂与产气的加速老化测试方法，用 Python（pandas）搭建循环数据自动分析脚本，报告周期由 3 天缩短到半天。",
          "负责快充电芯（4C）热失控边界测试，输出整包热扩散防护设计输入。"]:
    d.add_paragraph(b, style="List Bullet")
d.add_paragraph("宁德时代 · 研究院 电芯设计部")
for b in ["参与高镍三元（NCM811）软包电芯开发，完成正极配方与电解液添加剂 DOE 验证。",
          "负责扣式电池与软包电芯的制备、EIS（电化学阻抗谱）测试与数据分析。"]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("专利", level=2)
table(d, [["专利号", "名称", "排名"],
          ["CN114824512A", "一种高镍三元正极材料的包覆方法及锂离子电池", "第一发明人"],
          ["CN116345228A", "一种圆柱电芯析锂检测方法", "第二发明人"]])
d.add_heading("技能与证书", level=2)
d.add_paragraph("电芯设计、电化学测试（EIS、GITT）、DOE、JMP、Python、COMSOL；A/B 测试（在线课程）")
d.add_paragraph("2018 年 全国大学生节能减排社会实践与科技竞赛 二等奖；英语 CET-6")
d.save(os.path.join(OUT, "葛清岳_电芯工程师.docx"))

# ---------- Yiheng Shan, older English CV (Nov 2025, while still a student) ----------
d = Document()
p = d.add_paragraph(); r = p.add_run("YIHENG SHAN"); r.bold = True; r.font.size = Pt(20)
d.add_paragraph("Software Engineering student, graduating June 2026 · shanyiheng.dev@gmail.com · +86 157 1802 6634 · Guangzhou")
d.add_heading("Education", level=1)
d.add_paragraph("South China University of Technology (SCUT), Guangzhou — B.Eng. in Software Engineering, Sep 2022 – Jun 2026 (expected). GPA 3.78/4.0")
d.add_paragraph("Courses: Distributed Systems, Operating Systems, Database Systems, Computer Networks")
d.add_heading("Experience", level=1)
d.add_paragraph("Backend Development Intern — Alibaba Cloud, Container Service for Kubernetes (ACK) team, Hangzhou. Jun 2025 – Sep 2025")
for b in ["Wrote a Kubernetes operator in Go that drains and replaces unhealthy GPU nodes; merged into the ACK node-pool controller.",
          "Added Prometheus metrics and alerting for node-repair latency."]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("Projects", level=1)
d.add_paragraph("MiniRaft — a Raft key-value store in Go with snapshotting and linearizable reads (course project, 2024).")
d.add_heading("Awards", level=1)
d.add_paragraph("KDD Cup 2025, top-10 team (multimodal retrieval track)")
d.add_paragraph("SCUT First-Class Scholarship, 2023 and 2024")
d.add_heading("Status", level=1)
d.add_paragraph("Accepted full-time offer: Software Engineer, Alibaba Cloud (start July 2026).")
d.add_heading("Skills", level=1)
d.add_paragraph("Go, Java, Python, C++; Kubernetes, Docker, gRPC, MySQL, Redis, Linux")
d.save(os.path.join(OUT, "Yiheng_Shan_Resume_2025.docx"))
