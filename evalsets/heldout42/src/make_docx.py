"""Builds the two DOCX CVs into ../cvs/."""
from docx import Document
from docx.shared import Pt
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "cvs"


def table(doc, rows, header=True):
    t = doc.add_table(rows=len(rows), cols=len(rows[0]))
    t.style = "Table Grid"
    for i, row in enumerate(rows):
        for j, val in enumerate(row):
            cell = t.cell(i, j)
            cell.text = val
            if header and i == 0:
                for r in cell.paragraphs[0].runs:
                    r.bold = True
    return t


def qiu_mingzhe_zh():
    d = Document()
    d.add_heading("个人简历", level=0)
    d.add_heading("基本信息", level=1)
    table(d, [
        ["姓名", "邱明哲", "性别", "男"],
        ["出生年月", "1990.05", "现居地", "上海"],
        ["手机", "186-2107-4459", "邮箱", "qmz_layout@163.com"],
        ["求职意向", "模拟版图经理 / 版图设计专家", "到岗时间", "一个月内"],
    ], header=False)
    d.add_heading("工作经历", level=1)
    table(d, [
        ["时间", "公司", "职位"],
        ["2021年1月 – 至今", "豪威科技（上海）有限公司（韦尔股份旗下）", "模拟版图经理"],
        ["2016年6月 – 2020年12月", "海思半导体（华为）上海研究所", "高级模拟版图工程师"],
        ["2013年7月 – 2016年5月", "珠海全志科技股份有限公司", "模拟版图工程师"],
    ])
    d.add_paragraph("豪威科技（上海）有限公司 | 模拟版图经理", style="Heading 2")
    for b in [
        "管理 6 人模拟版图团队，负责 CMOS 图像传感器读出电路（列级 ADC、PGA、带隙基准）版图规划与交付。",
        "主导 TSMC 28nm 与 22nm 工艺下像素阵列外围电路版图，推动 Calibre DRC/LVS 一次通过率从 72% 提升到 95%。",
        "制定版图匹配（共质心、叉指）和 ESD/闩锁防护规范，编写 SKILL 脚本实现自动布线检查。",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_paragraph("海思半导体（华为）上海研究所 | 高级模拟版图工程师", style="Heading 2")
    for b in [
        "负责 16nm FinFET 工艺 SerDes 与 PLL 模块模拟版图，参与麒麟系列 SoC 的电源管理模块版图。",
        "使用 StarRC 提取寄生参数，配合电路设计工程师完成后仿迭代。",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_paragraph("珠海全志科技股份有限公司 | 模拟版图工程师", style="Heading 2")
    for b in [
        "负责 SMIC 40nm 音频 Codec 和 LDO 的全定制版图，使用 Cadence Virtuoso 完成布局布线。",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("教育背景", level=1)
    table(d, [
        ["时间", "学校", "学历", "专业"],
        ["2018.09 – 2021.06", "西安电子科技大学（非全日制）", "工程硕士", "集成电路工程"],
        ["2009.09 – 2013.06", "桂林电子科技大学", "本科", "微电子学"],
    ])
    d.add_heading("专业技能", level=1)
    d.add_paragraph("EDA 工具：Cadence Virtuoso、Calibre DRC/LVS/PEX、StarRC", style="List Bullet")
    d.add_paragraph("工艺：TSMC 28nm/22nm、16nm FinFET，SMIC 40nm", style="List Bullet")
    d.add_paragraph("脚本：SKILL、Perl；Python（自学，了解）", style="List Bullet")
    d.add_heading("证书与荣誉", level=1)
    d.add_paragraph("2019 年海思半导体年度优秀员工", style="List Bullet")
    d.add_paragraph("2012 年全国大学生电子设计竞赛 广西赛区一等奖", style="List Bullet")
    d.save(OUT / "邱明哲_模拟版图.docx")


def song_zhiyuan_en():
    d = Document()
    d.add_heading("Zhiyuan SONG", level=0)
    d.add_paragraph("Perception Algorithm Engineer · Suzhou, China · +86 139-0512-7734 · zhiyuan.song.cv@outlook.com")
    d.add_heading("Experience", level=1)
    d.add_paragraph("Momenta, Suzhou — Senior Perception Algorithm Engineer (Jul 2023 – Present); Perception Algorithm Engineer (Apr 2021 – Jun 2023)", style="Heading 2")
    for b in [
        "Own the camera-only BEV perception model for urban NOA: multi-camera BEV detection and lane topology in PyTorch, deployed on NVIDIA Orin with TensorRT and custom CUDA kernels (38% lower end-to-end latency).",
        "Led the occupancy network from prototype to production as tech lead, mentoring two new graduates (no direct reports).",
        "Built an auto-labelling pipeline for the data closed loop; 4D labelling throughput up 5x.",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_paragraph("SenseTime, Intelligent Automotive Group, Shanghai — Algorithm Researcher (Jul 2019 – Mar 2021)", style="Heading 2")
    for b in [
        "Monocular 3D object detection for L2+ front cameras in production vehicles; +11 points long-range vehicle recall.",
        "Contributed to INT8 quantisation and the ONNX export toolchain.",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_paragraph("Horizon Robotics, Nanjing — Computer Vision Intern (Jun 2018 – Sep 2018)", style="Heading 2")
    d.add_paragraph("Pruned and quantised a lane-detection model and validated it on the Journey 2 chip.", style="List Bullet")
    d.add_heading("Education", level=1)
    table(d, [
        ["Period", "University", "Degree"],
        ["2016 – 2019", "Huazhong University of Science and Technology (HUST)", "M.Eng., Pattern Recognition and Intelligent Systems"],
        ["2012 – 2016", "Nanjing University of Posts and Telecommunications", "B.Eng., Communication Engineering"],
    ])
    d.add_heading("Publications", level=1)
    d.add_paragraph("Z. Song, et al. \"TopoBEV: Lane Topology Reasoning from Surround Cameras.\" ICRA 2024.", style="List Bullet")
    d.add_heading("Skills", level=1)
    d.add_paragraph("Python, C++, PyTorch, TensorRT, CUDA, ONNX, mmdetection3d")
    d.save(OUT / "zhiyuan_song_en.docx")


if __name__ == "__main__":
    OUT.mkdir(exist_ok=True)
    qiu_mingzhe_zh()
    song_zhiyuan_en()
