# Builds cvs/印博远_电气_简历.docx (Chinese, paragraphs only)
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

doc = Document()
st = doc.styles["Normal"]
st.font.name = "SimSun"
st.element.rPr.rFonts.set(qn("w:eastAsia"), "宋体")
st.font.size = Pt(10.5)

def p(text, bold=False, size=None):
    para = doc.add_paragraph()
    r = para.add_run(text)
    r.bold = bold
    if size:
        r.font.size = Pt(size)
    return para

p("印博远", bold=True, size=18)
p("电话：139-1654-0827 | 邮箱：yinboyuan1990@126.com | 上海市闵行区")
p("求职方向：发电厂电气专业负责人 / 电气技术经理")
p("个人简介", bold=True, size=13)
p("从事火力发电厂电气运行与检修技术工作十四年，熟悉 1000MW 超超临界机组发电机、主变、厂用电系统及继电保护，具备电气车间全面管理经验。")
p("工作经历", bold=True, size=13)
p("2022年3月 - 至今　国家电力投资集团 · 上海电力股份有限公司吴泾热电厂　电气车间主任", bold=True)
p("全面负责电气车间的运行维护与检修管理，下属班组长 3 人、技术人员 11 人，共 14 人；组织编制年度检修计划与反事故措施。")
p("主持 2023 年 2 号机组大修电气部分，完成发电机定子绕组更换及 GIS 检修，工期较计划缩短 9 天。")
p("2018年6月 - 2022年2月　国家电力投资集团 · 上海电力股份有限公司吴泾热电厂　电气主管", bold=True)
p("负责 6kV/380V 厂用电系统及继电保护定值管理，使用 ETAP 完成全厂短路电流计算与保护整定校核。")
p("主导 DCS 电气控制部分改造，配合西门子工程师完成 SPPA-T3000 系统电气逻辑调试。")
p("2012年7月 - 2018年5月　华能国际电力股份有限公司上海石洞口第二电厂　电气专工", bold=True)
p("负责发电机-变压器组保护、励磁系统（ABB UNITROL 6800）日常维护与缺陷分析，编写电气运行规程 3 部。")
p("参与 2016 年 1 号机组增容改造电气设计审查。")
p("教育背景", bold=True, size=13)
p("2024年9月 - 至今　上海电力大学　电气工程　非全日制工程硕士（在读）")
p("2008年9月 - 2012年6月　华北电力大学科技学院　电气工程及其自动化　本科")
p("资格证书", bold=True, size=13)
p("注册电气工程师（发输变电），2017 年取得")
p("高级工程师（电气），2020 年评定")
p("专业技能", bold=True, size=13)
p("继电保护整定、发电机励磁系统、厂用电系统、ETAP、AutoCAD Electrical、DIgSILENT PowerFactory、PSCAD/EMTDC")
doc.save("../cvs/印博远_电气_简历.docx")
