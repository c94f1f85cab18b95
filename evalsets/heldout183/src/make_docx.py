"""Build cvs/lin_jingxing_cv.docx (Chinese CV, one table per job)."""
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

doc = Document()
st = doc.styles["Normal"]
st.font.name = "Noto Sans CJK SC"
st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")

doc.add_heading("蔺景行 个人简历", level=1)
doc.add_paragraph("高级机械设计工程师 ｜ 电梯 / 扶梯结构设计")
doc.add_paragraph("手机：186-6213-5087 ｜ 邮箱：linjx_mech@126.com ｜ 现居：江苏昆山")

doc.add_heading("工作经历", level=2)
jobs = [
    [("公司", "通力电梯有限公司"), ("部门", "昆山研发中心 · 机械设计部"),
     ("职位", "高级机械设计工程师"), ("时间", "2019年8月 - 至今"),
     ("工作内容", "负责无机房乘客电梯曳引机底座、轿架及导轨支架的结构设计；使用 SolidWorks 完成三维建模与出图，"
                 "用 ANSYS Workbench 做轿架强度与模态有限元分析；主导 GD&T 图纸规范在部门内的推行，"
                 "与芬兰总部研发团队协作完成两款平台化机型的本地化设计。")],
    [("公司", "上海三菱电梯有限公司"), ("部门", "技术中心 · 扶梯设计科"),
     ("职位", "机械设计工程师"), ("时间", "2015年7月 - 2019年7月"),
     ("工作内容", "负责自动扶梯桁架与梯级链张紧装置设计，使用 Creo 与 AutoCAD 出图；"
                 "参与地铁项目重载型扶梯的桁架减重优化，单台减重约 6%。")],
    [("公司", "迅达（中国）电梯有限公司"), ("部门", "苏州工厂 · 工艺部"),
     ("职位", "机械设计实习生"), ("时间", "2014年7月 - 2014年9月"),
     ("工作内容", "协助整理门机部件图纸，参与装配工装改进。")],
]
for job in jobs:
    t = doc.add_table(rows=0, cols=2)
    t.style = "Table Grid"
    for k, v in job:
        r = t.add_row().cells
        r[0].text = k
        r[1].text = v
    doc.add_paragraph("")

doc.add_heading("教育背景", level=2)
t = doc.add_table(rows=1, cols=4)
t.style = "Table Grid"
for c, h in zip(t.rows[0].cells, ["时间", "学校", "专业", "学历"]):
    c.text = h
for row in [("2012.09 - 2015.06", "燕山大学", "机械工程", "硕士"),
            ("2008.09 - 2012.06", "江南大学", "机械设计制造及其自动化", "本科")]:
    cells = t.add_row().cells
    for c, v in zip(cells, row):
        c.text = v

doc.add_heading("专业技能", level=2)
doc.add_paragraph("三维设计：SolidWorks（精通）、Creo、AutoCAD；仿真分析：ANSYS Workbench；标准：GB 7588、EN 81-20、GD&T")
doc.add_paragraph("其他：Python、MATLAB（了解）；英语 CET-6")

doc.add_heading("证书与荣誉", level=2)
doc.add_paragraph("2021 通力中国研发中心年度创新奖；2018 机械工程师（中级职称）")

doc.save("../cvs/lin_jingxing_cv.docx")
print("written")
