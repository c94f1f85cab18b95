"""Builds cvs/晁启睿-光学工程师.docx: Chinese CV, plain paragraphs only (no tables, no headings styles)."""
from docx import Document
from docx.shared import Pt
import os

P = [
    "晁启睿",
    "男 | 1995年11月 | 上海 | 手机 186-1730-5528 | 邮箱 chaoqirui@qq.com",
    "求职方向：激光雷达 / 光学系统设计",
    "",
    "工作经历",
    "深圳市速腾聚创科技有限公司（RoboSense） 高级光学工程师 2022年6月 - 至今",
    "负责车规级 MEMS 激光雷达接收光学系统设计，使用 Zemax OpticStudio 完成成像与非成像光路优化，主导 905nm 接收镜头的公差分析与杂散光分析（LightTools）。",
    "与结构、电子团队协作完成样机装调与测试，推动两款产品进入量产，支撑主机厂定点项目交付。",
    "上海禾赛科技有限公司（禾赛科技） 光学工程师 2019年7月 - 2022年5月",
    "参与机械旋转式激光雷达发射与接收光学模块设计，使用 CODE V 与 Zemax 做镜头设计，编写 MATLAB 脚本进行光斑与能量分析。",
    "负责光学装调工艺文件编写，协助供应商（舜宇光学）完成镜片来料检验标准制定。",
    "舜宇光学科技（集团）有限公司 光学设计实习生 2018年7月 - 2018年9月",
    "在车载镜头事业部参与手机/车载镜头的 MTF 测试与数据整理。",
    "",
    "教育背景",
    "浙江大学 光电科学与工程学院 光学工程 硕士 2017年9月 - 2019年6月",
    "长春理工大学 光电工程学院 光电信息科学与工程 本科 2013年9月 - 2017年6月",
    "",
    "专利与获奖",
    "发明专利 2 项（第一发明人 1 项）：一种激光雷达接收光学系统及其装调方法。",
    "2016年 全国大学生光电设计竞赛 二等奖。",
    "",
    "专业技能",
    "光学设计：Zemax OpticStudio、CODE V、LightTools；数据处理：MATLAB；了解 Python（自学）、SolidWorks。",
    "英语：CET-6，可阅读英文文献。",
]

doc = Document()
style = doc.styles["Normal"]
style.font.name = "SimSun"
style.font.size = Pt(10.5)
for i, t in enumerate(P):
    p = doc.add_paragraph()
    r = p.add_run(t)
    if i == 0:
        r.bold = True
        r.font.size = Pt(18)
    elif t in ("工作经历", "教育背景", "专利与获奖", "专业技能"):
        r.bold = True
        r.font.size = Pt(12)
out = os.path.join(os.path.dirname(__file__), "..", "cvs", "晁启睿-光学工程师.docx")
doc.save(out)
print("wrote", out)
