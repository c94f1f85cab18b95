# Builds cvs/俞听松-简历.docx: Chinese résumé, one table per job.
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

doc = Document()
st = doc.styles["Normal"]
st.font.name = "Noto Sans CJK SC"; st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")

doc.add_heading("俞听松　个人简历", level=1)
doc.add_paragraph("女 ｜ 深圳 ｜ 电话 159-1872-0436 ｜ 邮箱 yutingsong_me@qq.com")
doc.add_paragraph("求职意向：机器人结构设计 / 机械设计（高级工程师）")

doc.add_heading("工作经历", level=2)
jobs = [
    ("深圳市优必选科技股份有限公司（UBTECH Robotics）", "高级结构设计工程师", "2024年1月 - 至今", "人形机器人事业部",
     ["负责 Walker 系列人形机器人髋、膝关节模组的结构设计与选型（谐波减速器、无框力矩电机、双编码器）",
      "主导关节模组轻量化，整机下肢减重 2.3 kg；用 ANSYS Workbench 完成拓扑优化与疲劳校核",
      "带教 2 名应届工程师，负责结构评审与 DFM 检查表"]),
    ("深圳市优必选科技股份有限公司（UBTECH Robotics）", "结构设计工程师", "2021年3月 - 2023年12月", "服务机器人产品线",
     ["负责 Cruzr 服务机器人底盘与头部结构设计，完成 3 款产品从 EVT 到 MP 的量产导入",
      "建立钣金与注塑件公差设计规范（GD&T），来料不良率下降 40%"]),
    ("深圳市大疆创新科技有限公司（DJI）", "机械设计工程师", "2018年7月 - 2021年2月", "手持影像产品部",
     ["负责 Osmo 手持云台的三轴云台结构与电机支架设计，使用 Creo 完成整机 3D 建模与二维工程图",
      "跟进模具开模与试产，解决云台轴臂共振问题"]),
    ("杭州宇树科技有限公司", "机械结构实习生", "2017年7月 - 2017年9月", "四足机器人项目",
     ["协助四足机器人腿部连杆的 SolidWorks 建模与样件装配测试"]),
]
for company, title, period, dept, bullets in jobs:
    t = doc.add_table(rows=4, cols=2)
    t.style = "Table Grid"
    rows = [("公司", company), ("职位", title), ("时间", period), ("部门", dept)]
    for i, (k, v) in enumerate(rows):
        t.cell(i, 0).text = k
        t.cell(i, 1).text = v
    r = t.add_row()
    r.cells[0].text = "工作内容"
    r.cells[1].text = "\n".join("· " + b for b in bullets)
    doc.add_paragraph("")

doc.add_heading("教育背景", level=2)
t = doc.add_table(rows=1, cols=4); t.style = "Table Grid"
for c, h in zip(t.rows[0].cells, ["时间", "学校", "专业", "学历"]):
    c.text = h
for row in [("2024年9月 - 至今", "华南理工大学", "机械工程（非全日制）", "硕士在读"),
            ("2014年9月 - 2018年6月", "哈尔滨理工大学", "机械设计制造及其自动化", "本科")]:
    cells = t.add_row().cells
    for c, v in zip(cells, row):
        c.text = v

doc.add_heading("专业技能与证书", level=2)
doc.add_paragraph("三维设计：SolidWorks、Creo、UG NX；仿真：ANSYS Workbench、ABAQUS（自学）")
doc.add_paragraph("GD&T 公差分析、钣金与注塑件设计、3D 打印快速打样")
doc.add_paragraph("证书：CSWP（SolidWorks 认证专家）2019；英语 CET-6")

doc.add_heading("获奖情况", level=2)
doc.add_paragraph("2017 RoboMaster 机甲大师赛全国赛 三等奖（哈尔滨理工大学战队，机械组组长）")
doc.add_paragraph("2016 全国大学生机械创新设计大赛 二等奖")

doc.save("../../cvs/俞听松-简历.docx")
