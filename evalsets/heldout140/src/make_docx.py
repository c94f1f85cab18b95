"""Builds cvs/resume_mech_2026.docx (Chinese, one table per job; owner's name only in the footer)."""
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "cvs" / "resume_mech_2026.docx"
d = Document()
st = d.styles["Normal"]
st.font.name = "Noto Sans CJK SC"
st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")
st.font.size = Pt(10.5)

d.add_heading("个人简历 · 机械结构设计", level=1)
d.add_paragraph("手机：186-2079-3315 ｜ 邮箱：sycmech@outlook.com ｜ 深圳 南山区")
d.add_paragraph("求职方向：高级结构工程师 / 结构技术专家（消费级、行业级无人机或机器人）")

d.add_heading("工作经历", level=2)
jobs = [
    [("公司", "深圳市大疆创新科技有限公司（DJI）"), ("部门", "消费机产品部 · 结构研发组"),
     ("职位", "高级机械设计工程师"), ("时间", "2023年7月 - 至今"),
     ("工作内容", "负责 Mavic / Air 系列折叠机臂与三轴云台的结构设计，从概念到量产；带领 5 人云台结构小组，负责组员任务分配与绩效评估；主导镁合金机臂减重 14%，通过 -20℃ 跌落与 2000 次折叠寿命测试。")],
    [("公司", "深圳市大疆创新科技有限公司（DJI）"), ("部门", "消费机产品部 · 结构研发组"),
     ("职位", "机械设计工程师"), ("时间", "2021年3月 - 2023年6月"),
     ("工作内容", "使用 Creo 与 SolidWorks 完成云台电机支架、减震球座的 3D 建模与 2D 出图（GD&T 标注）；用 ANSYS Workbench 做模态与跌落仿真；对接注塑与压铸供应商做 DFM 评审。")],
    [("公司", "比亚迪股份有限公司"), ("部门", "第十四事业部 · 汽车电子结构科"),
     ("职位", "机械工程师"), ("时间", "2019年1月 - 2021年2月"),
     ("工作内容", "负责车载中控屏支架与散热壳体结构设计，使用 SolidWorks 建模，完成公差分析与试产跟线。")],
    [("公司", "深圳市大疆创新科技有限公司（DJI）"), ("部门", "结构研发部"),
     ("职位", "结构设计实习生"), ("时间", "2017年7月 - 2017年9月"),
     ("工作内容", "协助整理云台零件 BOM，参与样机装配与测试记录。")],
]
for job in jobs:
    t = d.add_table(rows=len(job), cols=2)
    t.style = "Table Grid"
    for i, (k, v) in enumerate(job):
        t.cell(i, 0).text = k
        t.cell(i, 1).text = v
    d.add_paragraph("")

d.add_heading("教育背景", level=2)
t = d.add_table(rows=2, cols=4)
t.style = "Table Grid"
for i, row in enumerate([("时间", "学校", "专业", "学历"),
                         ("2014.09 - 2018.06", "华南理工大学广州学院", "机械设计制造及其自动化", "本科（工学学士）")]):
    for j, v in enumerate(row):
        t.cell(i, j).text = v
d.add_paragraph("2018.07 - 2018.12 待业备考研究生（未录取），期间自学 ANSYS 有限元分析。")

d.add_heading("获奖与证书", level=2)
d.add_paragraph("2016 年 全国大学生机械创新设计大赛 广东赛区二等奖")
d.add_paragraph("2022 年 大疆 RoboMaster 机甲大师高校系列赛 技术评审志愿者")
d.add_paragraph("SolidWorks CSWP 认证（2020）")

d.add_heading("专业技能", level=2)
d.add_paragraph("三维设计：Creo、SolidWorks、AutoCAD；仿真：ANSYS Workbench、Abaqus、MATLAB；"
                "工艺：注塑、压铸、CNC、钣金；其他：GD&T、DFMEA、Python 基础")

sec = d.sections[0]
sec.footer.paragraphs[0].text = "韶以川 · 机械设计简历 · 2026年10月更新"
d.save(OUT)
print("wrote", OUT)
