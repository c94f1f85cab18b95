"""Builds cvs/黎昭然-感知算法-简历.docx (Chinese résumé with tables)."""
from docx import Document
from docx.shared import Pt, RGBColor
from docx.oxml.ns import qn
from docx.enum.text import WD_ALIGN_PARAGRAPH

doc = Document()
st = doc.styles["Normal"]
st.font.name = "Microsoft YaHei"
st.element.rPr.rFonts.set(qn("w:eastAsia"), "微软雅黑")
st.font.size = Pt(10.5)

def heading(text):
    p = doc.add_paragraph()
    r = p.add_run(text)
    r.bold = True
    r.font.size = Pt(13)
    r.font.color.rgb = RGBColor(0x1F, 0x4E, 0x79)

def table(rows, header=False):
    t = doc.add_table(rows=len(rows), cols=len(rows[0]))
    t.style = "Table Grid"
    for i, row in enumerate(rows):
        for j, val in enumerate(row):
            c = t.cell(i, j)
            c.text = val
            if header and i == 0:
                for r in c.paragraphs[0].runs:
                    r.bold = True
    return t

def bullet(text):
    doc.add_paragraph(text, style="List Bullet")

p = doc.add_paragraph()
p.alignment = WD_ALIGN_PARAGRAPH.CENTER
r = p.add_run("个人简历")
r.bold = True
r.font.size = Pt(20)

heading("基本信息")
table([
    ["姓名", "黎昭然", "性别", "男"],
    ["电话", "186-2031-7750", "邮箱", "lizhaoran.robot@outlook.com"],
    ["求职意向", "机器人感知算法 / 多传感器融合", "现居地", "广东深圳"],
])

heading("教育背景")
table([
    ["时间", "学校", "专业", "学历"],
    ["2024/9 - 至今", "南方科技大学", "机械与能源工程（机器人方向）", "博士（在职攻读，在读）"],
    ["2017/9 - 2020/6", "哈尔滨工业大学（深圳）", "控制科学与工程", "硕士"],
    ["2013/9 - 2017/6", "南京信息工程大学", "自动化", "本科"],
], header=True)

heading("工作经历")
table([
    ["时间", "公司 / 部门", "职位"],
    ["2023/3 - 至今", "深圳市优必选科技股份有限公司（UBTECH）· 人形机器人研究院", "高级感知算法工程师"],
    ["2020/7 - 2023/2", "深圳市大疆创新科技有限公司（DJI）· 机器视觉部", "感知算法工程师"],
    ["2019/6 - 2019/9", "商汤科技 · 研究院", "算法实习生"],
], header=True)
doc.add_paragraph("优必选 · 人形机器人研究院（2023/3 - 至今）")
bullet("负责 Walker S 系列人形机器人的多传感器融合感知：激光雷达与双目相机的障碍物检测、可通行区域估计与语义建图，基于 ROS2 + C++，部署于 Jetson AGX Orin。")
bullet("将 BEV 多相机检测模型用 TensorRT INT8 量化部署，单帧延迟由 85ms 降至 31ms，支撑工厂搬运场景落地。")
bullet("设计激光雷达-相机在线外参自标定模块，标定误差稳定在 0.3° 以内。")
doc.add_paragraph("大疆创新 · 机器视觉部（2020/7 - 2023/2）")
bullet("负责行业无人机 Matrice 系列的全向视觉避障感知：双目深度估计、障碍物聚类与跟踪，算法运行在机载嵌入式平台。")
bullet("搭建点云与图像联合标注及回放评测工具链，评测效率提升 3 倍。")
doc.add_paragraph("商汤科技 · 研究院（2019/6 - 2019/9，实习）")
bullet("参与自动驾驶 3D 点云目标检测（PointPillars）的数据增强实验，使用 PyTorch。")

heading("论文")
doc.add_paragraph("[1] Chen W., Li Z., Wang H. Robust LiDAR-Camera Extrinsic Calibration in Unstructured Scenes. IROS 2022.（第二作者）")

heading("获奖情况")
doc.add_paragraph("2019 RoboMaster 机甲大师超级对抗赛 全国二等奖（哈工大深圳战队 视觉组）")
doc.add_paragraph("2018 研究生国家奖学金")

heading("专业技能")
table([
    ["编程语言", "C++（熟练）、Python、CUDA"],
    ["框架与工具", "ROS2、PCL、OpenCV、PyTorch、TensorRT、Open3D"],
    ["其他", "了解 Halcon、LabVIEW；英语 CET-6"],
])

doc.save("../cvs/黎昭然-感知算法-简历.docx")
print("saved")
