"""Builds cvs/聂庆安-热设计-简历.docx (Chinese, one table per job)."""
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

doc = Document()
st = doc.styles["Normal"]
st.font.name = "Noto Sans CJK SC"
st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")

doc.add_heading("聂庆安 · 个人简历", level=0)
doc.add_paragraph("求职意向：服务器热设计 / 液冷方案 | 电话：139 6410 5827 | 邮箱：nieqingan@foxmail.com | 济南")
doc.add_heading("个人概述", level=1)
doc.add_paragraph("十年服务器与数据中心热设计经验，熟悉风冷、冷板式液冷与浸没式液冷方案，"
                  "主导过多款 2U/4U AI 服务器的散热设计，带过 6 人热设计小组。")

doc.add_heading("工作经历", level=1)
jobs = [
    [("公司", "浪潮电子信息产业股份有限公司（浪潮信息）"), ("部门", "服务器产品部 · 热设计组"),
     ("时间", "2019年6月 - 至今"),
     ("职位", "高级热设计工程师（2019年6月 - 2022年3月）→ 热设计主管（2022年4月起）"),
     ("工作内容", "负责 NF5688 系列 8 卡 GPU 服务器的整机风道与冷板液冷设计，用 Flotherm 和 ANSYS Icepak 完成 CFD 仿真与风扇调速策略；"
                  "2022 年起带领 6 人热设计小组，负责组内排期与新人培养；推动冷板液冷方案量产，整机 PUE 相关散热功耗下降 18%。")],
    [("公司", "联想（北京）有限公司"), ("部门", "数据中心业务集团（DCG）"),
     ("时间", "2016年7月 - 2019年5月"), ("职位", "热设计工程师"),
     ("工作内容", "负责 ThinkSystem 机架服务器的散热仿真与热测试，搭建风洞测试平台，编写 Python 脚本批量处理热测试数据。")],
    [("公司", "华为技术有限公司"), ("部门", "2012 实验室 · 热技术研究部"),
     ("时间", "2015年7月 - 2015年9月"), ("职位", "热设计实习生"),
     ("工作内容", "协助完成基站射频模块的热仿真对标与均温板样品测试。")],
]
for job in jobs:
    t = doc.add_table(rows=0, cols=2)
    t.style = "Table Grid"
    for k, v in job:
        r = t.add_row().cells
        r[0].text = k
        r[1].text = v
    doc.add_paragraph("")

doc.add_heading("教育背景", level=1)
doc.add_paragraph("2013.09 - 2016.06　西安交通大学　工程热物理　硕士")
doc.add_paragraph("2009.09 - 2013.06　华北电力大学　能源与动力工程　本科")

doc.add_heading("专业技能", level=1)
doc.add_paragraph("仿真软件：Flotherm、ANSYS Icepak、ANSYS Fluent、STAR-CCM+、COMSOL")
doc.add_paragraph("测试与编程：热电偶/风洞测试、Python、MATLAB")
doc.add_paragraph("证书：ASHRAE 数据中心热指南培训结业")

doc.add_heading("荣誉与专利", level=1)
doc.add_paragraph("2021 年 获浪潮集团年度技术创新奖")
doc.add_paragraph("2018 年 参加英特尔（Intel）数据中心散热技术峰会并作报告《高密度服务器风道优化》")
doc.add_paragraph("发明专利 2 项：一种服务器冷板液冷流道结构；一种风扇分区调速方法")

doc.save("../cvs/聂庆安-热设计-简历.docx")
