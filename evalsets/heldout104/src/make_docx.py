"""Build the Chinese DOCX CV of 黎定坤 (paragraphs only, no tables)."""
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

doc = Document()
st = doc.styles["Normal"]
st.font.name = "Noto Sans CJK SC"
st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")

def p(text, bold=False, size=None):
    para = doc.add_paragraph()
    r = para.add_run(text)
    r.bold = bold
    if size:
        r.font.size = Pt(size)
    return para

p("黎定坤", bold=True, size=18)
p("结构工程师 ｜ 一级注册结构工程师")
p("电话：139 8176 2204　邮箱：lidingkun_struct@163.com　现居：四川成都")
p("求职意向：结构专业负责人 / 结构设计总工方向", bold=False)

p("工作经历", bold=True, size=13)
p("中国建筑西南设计研究院有限公司（中建西南院）　第三设计院结构所", bold=True)
p("2021年7月 - 至今　结构专业负责人")
p("· 带领 6 人结构设计组，负责超高层及大跨度公建项目的结构方案、施工图审核与进度管理；")
p("· 主持成都某 238 米超高层办公塔楼结构设计（框架-核心筒+伸臂桁架），采用 YJK 与 ETABS 双模型对比计算，通过超限高层抗震专项审查；")
p("· 负责某体育中心大跨度钢屋盖设计，用 Midas Gen 进行施工全过程模拟分析；")
p("· 用 Python 脚本批量提取 YJK 计算结果，自动生成配筋校核表，出图周期缩短约 20%。")
p("2016年7月 - 2021年6月　结构工程师")
p("· 参与住宅、商业综合体及学校项目的结构计算与施工图设计，熟练使用 PKPM、YJK；")
p("· 配合 BIM 中心完成 Revit 结构模型搭建与管线综合碰撞检查。")
p("中国建筑第八工程局有限公司（中建八局）西南公司", bold=True)
p("2015年7月 - 2015年8月　施工实习生")
p("· 在成都某住宅项目跟班学习钢筋工程与模板验收，编写实习日志。")

p("教育背景", bold=True, size=13)
p("东南大学　土木水利（结构工程方向）　工程硕士（非全日制）　2024年9月 - 至今（在读）")
p("苏州科技大学　土木工程　工学学士　2012年9月 - 2016年6月")

p("证书与荣誉", bold=True, size=13)
p("一级注册结构工程师（2022年取得）")
p("2019 年 中建西南院 优秀青年设计师")
p("2015 年 全国大学生结构设计竞赛 三等奖")

p("专业技能", bold=True, size=13)
p("计算软件：PKPM、YJK、ETABS、SAP2000、Midas Gen、ABAQUS")
p("BIM 与绘图：Revit、AutoCAD、天正结构")
p("编程：Python（数据处理）")

doc.save("../cvs/黎定坤_结构工程师_简历.docx")
