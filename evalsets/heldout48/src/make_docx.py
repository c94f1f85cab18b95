"""Builds the two DOCX CVs into ../cvs/."""
import os
from docx import Document
from docx.shared import Pt, Cm, RGBColor
from docx.oxml.ns import qn

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "cvs")


def zh_font(doc, name="宋体"):
    st = doc.styles["Normal"]
    st.font.name = name
    st.font.size = Pt(10.5)
    st.element.rPr.rFonts.set(qn("w:eastAsia"), name)


def wei_jiahao():
    d = Document()
    zh_font(d)
    h = d.add_heading("韦家豪", level=0)
    d.add_paragraph("影像算法专家 ｜ 广东深圳 ｜ 139-2850-7716 ｜ weijiahao_isp@163.com")
    d.add_heading("求职意向", level=1)
    d.add_paragraph("手机影像 / ISP 算法负责人方向，期望城市：深圳、上海")
    d.add_heading("工作经历", level=1)
    p = d.add_paragraph()
    p.add_run("OPPO（广东欧珀移动通信有限公司）  影像研究部").bold = True
    d.add_paragraph("2023年3月 - 至今　影像算法专家（影像算法小组负责人）")
    d.add_paragraph("带领6人影像算法小组，负责夜景多帧降噪与 HDR 融合算法的预研与量产落地，覆盖 Find X 系列三代旗舰机型。", style="List Bullet")
    d.add_paragraph("制定组内代码评审与算法评测流程，负责组员绩效考核与招聘。", style="List Bullet")
    d.add_paragraph("2020年6月 - 2023年2月　高级影像算法工程师")
    d.add_paragraph("负责 RAW 域多帧降噪算法，使用 C++ 与 OpenCL 在高通平台 GPU 上实现，单帧处理耗时降低 35%。", style="List Bullet")
    d.add_paragraph("与索尼半导体（Sony Semiconductor）联合调优新一代传感器的 RAW 数据噪声模型（合作项目）。", style="List Bullet")
    p = d.add_paragraph()
    p.add_run("海思半导体（华为旗下 HiSilicon）  图像处理芯片部").bold = True
    d.add_paragraph("2016年4月 - 2020年5月　ISP算法工程师")
    d.add_paragraph("负责麒麟芯片 ISP 流水线中 3A（AE/AWB/AF）与去马赛克模块的算法设计，输出 C 参考模型供芯片团队实现。", style="List Bullet")
    d.add_heading("教育背景", level=1)
    t = d.add_table(rows=3, cols=4)
    t.style = "Table Grid"
    rows = [("时间", "学校", "专业", "学历"),
            ("2013.09 - 2016.03", "西安电子科技大学", "信号与信息处理", "硕士"),
            ("2009.09 - 2013.06", "西安电子科技大学", "电子信息工程", "本科")]
    for r, vals in zip(t.rows, rows):
        for c, v in zip(r.cells, vals):
            c.text = v
    d.add_heading("荣誉与竞赛", level=1)
    d.add_paragraph("2019 CVPR NTIRE 真实图像去噪挑战赛 第三名（个人参赛）", style="List Bullet")
    d.add_paragraph("2018 华为公司 年度“金牌个人”", style="List Bullet")
    d.add_heading("专业技能", level=1)
    d.add_paragraph("编程：C/C++、OpenCL、ARM NEON、Python、PyTorch")
    d.add_paragraph("领域：ISP 流水线、3A 算法、多帧降噪、HDR、去马赛克、传感器噪声建模")
    d.save(os.path.join(OUT, "韦家豪-影像算法-简历.docx"))


def elias():
    d = Document()
    st = d.styles["Normal"]
    st.font.name = "Calibri"
    st.font.size = Pt(10)
    d.add_heading("Elias Thorvaldsen", level=0)
    d.add_paragraph("Staff Robotics Engineer · Zurich, Switzerland · elias.thorvaldsen@protonmail.com · +41 79 318 52 40")
    t = d.add_table(rows=0, cols=2)
    t.style = "Table Grid"

    def row(left, right_lines):
        cells = t.add_row().cells
        cells[0].width = Cm(4)
        cells[1].width = Cm(13)
        cells[0].text = left
        cells[1].text = right_lines[0]
        for line in right_lines[1:]:
            cells[1].add_paragraph(line)

    row("PROFILE", ["Robotics engineer who spent ten years in academic labs (legged locomotion, model predictive control) before moving to a robotics startup in 2022 to put controllers on robots that customers actually deploy."])
    row("EXPERIENCE", ["ANYbotics AG, Zurich"])
    row("Apr 2024 – present", ["Staff Robotics Engineer, Locomotion",
                               "Technical lead (no direct reports) for the ANYmal locomotion controller; sets the roadmap with the product team.",
                               "Moved the controller stack from ROS 1 to ROS 2 and wrote the real-time MPC in C++."])
    row("02/2022 – 03/2024", ["Senior Robotics Engineer",
                              "Built the stair and slope perception-to-control pipeline used on inspection robots at offshore sites."])
    row("Oct 2019 – Jan 2022", ["Postdoctoral Researcher, Cognitive Robotics, TU Delft, Delft (Netherlands)",
                                "Learning-based whole-body control for quadrupeds; supervised 4 MSc theses."])
    row("summer 2017", ["Research Intern, Boston Dynamics, Waltham, MA",
                        "Prototyped footstep planning for a quadruped."])
    row("EDUCATION", ["ETH Zurich"])
    row("2014 – 2019", ["PhD in Robotics, Robotic Systems Lab, ETH Zurich. Thesis: Contact-aware MPC for legged robots."])
    row("2012 – 2014", ["MSc Robotics, Systems and Control, ETH Zurich"])
    row("2009 – 2012", ["BSc Engineering Cybernetics, Norwegian University of Science and Technology (NTNU), Trondheim"])
    row("PUBLICATIONS", ["E. Thorvaldsen, M. Keller, M. Hutter. Contact-aware model predictive control for quadrupeds. ICRA 2018.",
                         "E. Thorvaldsen, R. Siegwart. Terrain-adaptive gait transitions. IEEE Robotics and Automation Letters (RA-L), 2019."])
    row("AWARDS", ["Best Student Paper finalist, ICRA 2018", "ETH Medal for outstanding doctoral thesis (2020)"])
    row("SKILLS", ["C++, Python, ROS 2, MPC (acados, CasADi), PyTorch, Isaac Gym",
                   "Also: Julia, MATLAB, Rust"])
    d.save(os.path.join(OUT, "Elias_Thorvaldsen_Resume.docx"))


if __name__ == "__main__":
    wei_jiahao()
    elias()
