# Builds cvs/蔺朝阳_桥梁结构工程师.docx (Chinese, tables)
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn
import os
out = os.path.join(os.path.dirname(__file__), "..", "cvs", "蔺朝阳_桥梁结构工程师.docx")
d = Document()
st = d.styles["Normal"]; st.font.name = "SimSun"; st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn("w:eastAsia"), "宋体")
d.add_heading("蔺朝阳  个人简历", level=1)
t = d.add_table(rows=3, cols=4); t.style = "Table Grid"
info = [("姓名", "蔺朝阳", "求职意向", "桥梁结构设计 / 主任工程师"),
        ("电话", "186-2107-5539", "邮箱", "zylin_bridge@126.com"),
        ("现居", "上海市杨浦区", "职称", "高级工程师")]
for r, row in enumerate(info):
    for c, v in enumerate(row): t.cell(r, c).text = v
d.add_heading("教育背景", level=2)
t = d.add_table(rows=3, cols=4); t.style = "Table Grid"
edu = [("时间", "学校", "专业", "学历"),
       ("2014/9-2017/6", "同济大学 土木工程学院", "桥梁与隧道工程", "工学硕士"),
       ("2010/9-2014/6", "长沙理工大学 土木工程学院", "土木工程（道路与桥梁方向）", "工学学士")]
for r, row in enumerate(edu):
    for c, v in enumerate(row): t.cell(r, c).text = v
d.add_heading("工作经历", level=2)
t = d.add_table(rows=5, cols=3); t.style = "Table Grid"
work = [("时间", "单位 / 部门", "职位"),
        ("2022/7-至今", "上海市政工程设计研究总院（集团）有限公司 桥梁设计研究院", "主任工程师"),
        ("2020/1-2022/6", "中交公路规划设计院有限公司 桥梁一所", "高级工程师（桥梁结构）"),
        ("2017/7-2019/12", "中交公路规划设计院有限公司 桥梁一所", "桥梁结构工程师"),
        ("2016/7-2016/9", "中铁大桥勘测设计院集团有限公司", "结构设计实习生")]
for r, row in enumerate(work):
    for c, v in enumerate(row): t.cell(r, c).text = v
d.add_heading("主要项目", level=2)
for p in ["上海市政总院：负责某跨江斜拉桥主梁及索塔结构计算，使用 Midas Civil 建立全桥杆系模型，ANSYS 进行索塔锚固区局部分析。",
          "中交公路院：参与深中通道非通航孔桥上部结构设计，完成钢箱梁疲劳验算与施工阶段分析（Midas Civil）。",
          "中交公路院：参与某高速公路连续刚构桥施工图设计，编制计算书与图纸校审。",
          "参与的深中通道项目获中国土木工程詹天佑奖（集体奖项，本人为项目组成员）。"]:
    d.add_paragraph(p, style="List Bullet")
d.add_heading("证书与技能", level=2)
for p in ["一级注册结构工程师（2021年取得）",
          "软件：Midas Civil、ANSYS、AutoCAD；了解 Revit、Tekla、Python",
          "英语：CET-6"]:
    d.add_paragraph(p, style="List Bullet")
d.save(out); print("wrote", out)
