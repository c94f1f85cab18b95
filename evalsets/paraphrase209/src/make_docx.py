"""Builds the two DOCX CVs in ../cvs."""
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

def zh_font(doc):
    st = doc.styles["Normal"]
    st.font.name = "Noto Sans CJK SC"
    st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")
    st.font.size = Pt(10.5)

def table(doc, rows, header=None):
    t = doc.add_table(rows=0, cols=len(rows[0]))
    t.style = "Table Grid"
    if header:
        cells = t.add_row().cells
        for c, v in zip(cells, header):
            c.text = v
            for r in c.paragraphs[0].runs:
                r.bold = True
    for row in rows:
        cells = t.add_row().cells
        for c, v in zip(cells, row):
            c.text = v
    return t

# ---------------- D: 仲启岳 (Chinese, tables) ----------------
d = Document(); zh_font(d)
d.add_heading("仲启岳  个人简历", level=0)
table(d, [["姓名", "仲启岳", "性别", "男"],
          ["电话", "186-5510-3927", "邮箱", "zhongqiyue_pe@126.com"],
          ["现居", "安徽合肥", "求职意向", "电力电子 / 光伏逆变器研发"]])
d.add_heading("教育背景", level=1)
table(d, [["2023年9月 - 至今", "合肥工业大学", "电气工程（非全日制工程博士，在读）", "导师：周启明教授"],
          ["2011年9月 - 2015年6月", "合肥工业大学", "电气工程及其自动化 工学学士", "GPA 3.6/4.0"]],
      header=["时间", "学校", "专业 / 学位", "备注"])
d.add_heading("工作经历", level=1)
table(d, [["2020年1月 - 至今", "阳光电源股份有限公司 · 光伏逆变器研发中心", "高级电力电子工程师"],
          ["2015年7月 - 2019年12月", "阳光电源股份有限公司 · 光伏逆变器研发中心", "硬件工程师"]],
      header=["时间", "单位", "职位"])
for b in ["负责 1500V 组串式逆变器（SG320HX 平台）主功率拓扑设计，三电平 ANPC 方案使欧洲效率提升至 98.8%。",
          "基于 TI C2000 DSP 编写 MPPT 与并网控制算法（C 语言），完成 PLECS / MATLAB Simulink 闭环仿真与样机验证。",
          "2019 年兼任 SG250HX 项目硬件负责人，协调 EMC 整改并通过 TÜV 认证。",
          "指导 3 名新员工，编写内部《SiC 器件驱动设计规范》。"]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("论文与学术服务", level=1)
d.add_paragraph("[1] 仲启岳, 郝卫东, 刘晓峰. A Hybrid Modulation Strategy for Leakage Current Suppression in Three-Level ANPC PV Inverters. IEEE Transactions on Power Electronics, 2021, 36(8): 9120-9131.（第一作者）")
d.add_paragraph("[2] 刘晓峰, 仲启岳. 基于 SiC MOSFET 的组串式逆变器热设计. 电源学报, 2023.（第二作者）")
d.add_paragraph("IEEE Transactions on Power Electronics 期刊审稿人（2022 年起）")
d.add_heading("技能与证书", level=1)
table(d, [["专业工具", "PLECS、MATLAB/Simulink、Altium Designer、Saber、LTspice"],
          ["编程", "C（DSP 嵌入式）、Python（了解）、Go（自学）"],
          ["证书", "注册电气工程师（供配电）基础考试合格；英语 CET-6"],
          ["获奖", "2018 年阳光电源年度技术创新奖；2014 年全国大学生电子设计竞赛安徽赛区一等奖"]])
d.save(os.path.join(OUT, "仲启岳_电力电子工程师.docx"))

# ---------------- G: Ottoline Marchbank (English; name not in the body) ----------------
g = Document()
sec = g.sections[0]
sec.footer.paragraphs[0].text = "Curriculum vitae — page 1"
g.add_heading("Senior Technical Writer — Developer Tools", level=0)
g.add_paragraph("Amsterdam, Netherlands · o.marchbank@proton.me · +31 6 4187 2093 · github.com/omarchbank")
g.add_heading("Summary", level=1)
g.add_paragraph("Technical writer with a software-engineering background. I write API references, tutorials and docs tooling for developers, and I like docs that are tested like code: every sample in my current docs set is compiled and run in CI, and I maintain the Python scripts that do it.")
g.add_heading("Experience", level=1)
for head, bullets in [
    ("JetBrains — Senior Technical Writer, IDE Platform & Plugin SDK | 04/2022 - today",
     ["Own the IntelliJ Platform Plugin SDK docs (600+ pages); restructured the getting-started path, reducing related support tickets by 30%.",
      "Wrote a Python tool that extracts and executes the Kotlin and Java code samples from the Writerside sources in TeamCity, so broken samples fail the build.",
      "Review docs for the GoLand release notes with the GoLand product team."]),
    ("GitLab Inc. (all-remote) — Technical Writer, Verify & Package stages | 03/2019 - 03/2022",
     ["Documented GitLab CI/CD and the Package Registry; wrote the .gitlab-ci.yml keyword reference.",
      "Maintained docs linting with Vale and a set of Python scripts that check links and front matter across 2,000 Markdown pages.",
      "Wrote the Go examples for the GitLab Runner custom executor docs."]),
    ("Skyscanner — Junior Software Engineer | 09/2017 - 02/2019",
     ["Built internal dashboards in Python (Flask) and React for the flights search team in Edinburgh."]),
]:
    g.add_paragraph(head).runs[0].bold = True
    for b in bullets:
        g.add_paragraph(b, style="List Bullet")
g.add_heading("Education", level=1)
g.add_paragraph("MSc Computer Science, The Open University — part-time, 2020 - 2021, not completed (left after 60 of 180 credits)")
g.add_paragraph("MA (Hons) English Language, The University of Edinburgh, 2013 - 2017")
g.add_heading("Talks", level=1)
g.add_paragraph("\"Testing your code samples\" — Write the Docs Prague, 2023")
g.add_heading("Skills", level=1)
g.add_paragraph("Docs: Markdown, AsciiDoc, Writerside, Docusaurus, Vale, OpenAPI · Code: Python, Go, Kotlin (reading), Rust (hobby), Git, GitLab CI, TeamCity")
g.save(os.path.join(OUT, "ottoline_marchbank_resume.docx"))
print("ok")
