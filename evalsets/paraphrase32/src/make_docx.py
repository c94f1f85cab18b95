"""Builds the two DOCX CVs into ../cvs/."""
from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

def table(doc, rows, header=True):
    t = doc.add_table(rows=len(rows), cols=len(rows[0]))
    t.style = "Table Grid"
    for i, r in enumerate(rows):
        for j, v in enumerate(r):
            t.cell(i, j).text = v
    return t

# ---- 蒋德彬 (Chinese, tables) ----
d = Document()
d.add_heading("蒋德彬", level=0)
d.add_paragraph("数字IC设计 / SoC 前端设计 | 电话：139 2655 0817 | 邮箱：jiangdebin_ic@126.com | 深圳")
d.add_heading("教育背景", level=1)
table(d, [["时间", "学校", "专业", "学历"],
          ["2012.09-2015.06", "东南大学", "集成电路工程", "硕士"],
          ["2008.09-2012.06", "华中科技大学", "微电子学", "本科"]])
d.add_heading("工作经历", level=1)
table(d, [["时间", "公司", "职位"],
          ["2015年7月 - 2020年12月", "海思半导体（华为海思）", "数字IC设计工程师"],
          ["2021年1月 - 至今", "海思半导体（华为海思）", "高级数字IC设计工程师 / 模块负责人"]])
d.add_paragraph("负责手机 SoC 中 ISP 与 NPU 子系统的 RTL 设计、综合与时序收敛，参与 5 款量产芯片流片。")
d.add_paragraph("2021 年起担任 NPU 数据通路模块负责人，带领 6 人团队完成 7nm 与 5nm 工艺迁移。")
d.add_heading("实习经历", level=1)
table(d, [["时间", "单位", "内容"],
          ["2014.06-2014.09", "英特尔亚太研发有限公司", "验证实习生，编写 UVM 测试用例"]])
d.add_heading("专利与荣誉", level=1)
d.add_paragraph("发明专利《一种低功耗神经网络加速器数据复用方法》，第一发明人，2020 年授权")
d.add_paragraph("2011 年全国大学生电子设计竞赛 湖北赛区一等奖")
d.add_heading("专业技能", level=1)
d.add_paragraph("Verilog、SystemVerilog、UVM、Design Compiler、PrimeTime、Python、Tcl")
d.add_paragraph("熟悉 Docker、Kubernetes 基本使用（个人学习）")
d.save(os.path.join(OUT, "蒋德彬-简历.docx"))

# ---- Luo Tianqi, new English CV, name only in footer + e-mail handle ----
h = Document()
sec = h.sections[0]
sec.footer.paragraphs[0].text = "Tianqi Luo — CV — updated Oct 2026"
p = h.add_paragraph()
r = p.add_run("Embedded Software Lead — Robotics & Edge AI")
r.bold = True; r.font.size = Pt(16)
h.add_paragraph("tianqi.luo.dev@outlook.com | +86 186 2071 3352 | Shanghai, China")
h.add_heading("Experience", level=1)
h.add_paragraph("Horizon Robotics — Embedded Software Lead, Journey SoC BSP team (since 03/2024)")
h.add_paragraph("Own the board-support package and boot chain for the Journey 6 automotive SoC; team of 8.", style="List Bullet")
h.add_paragraph("Set up the firmware CI farm on Kubernetes (self-hosted GitLab runners), nightly hardware-in-the-loop tests on 40 boards.", style="List Bullet")
h.add_paragraph("DJI — Senior Embedded Software Engineer (07/2020 - 02/2024); Embedded Software Engineer (07/2017 - 06/2020)")
h.add_paragraph("Flight-controller firmware (FreeRTOS, C) for the Mavic series; IMU and ESC drivers.", style="List Bullet")
h.add_paragraph("Cut boot time of the gimbal MCU from 900 ms to 210 ms.", style="List Bullet")
h.add_heading("Education", level=1)
table(h, [["University of Electronic Science and Technology of China (UESTC)", "B.Eng. Communication Engineering", "2013 - 2017"]])
h.add_heading("Skills", level=1)
h.add_paragraph("C, C++, Rust (embedded), FreeRTOS, Zephyr, Linux kernel drivers, Yocto, Kubernetes, GitLab CI")
h.save(os.path.join(OUT, "resume_2026_embedded.docx"))
