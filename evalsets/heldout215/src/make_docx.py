"""Builds cvs/戴若漪_简历.docx (Chinese, paragraphs only, no tables)."""
from pathlib import Path
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

OUT = Path(__file__).resolve().parent.parent / "cvs" / "戴若漪_简历.docx"

doc = Document()
st = doc.styles["Normal"]
st.font.name = "Noto Sans CJK SC"
st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")

def h(text):
    p = doc.add_paragraph()
    r = p.add_run(text)
    r.bold = True
    r.font.size = Pt(13)

def para(text, bold=False):
    p = doc.add_paragraph()
    r = p.add_run(text)
    r.bold = bold

def bullet(text):
    doc.add_paragraph(text, style="List Bullet")

t = doc.add_paragraph()
r = t.add_run("戴若漪")
r.bold = True
r.font.size = Pt(20)
para("高端猎头顾问 · 团队经理｜汽车与新能源方向")
para("手机：186 2173 5508　邮箱：ruoyi.dai@outlook.com　上海")

h("个人概述")
para("从 2015 年毕业起一直做招聘：先在外资招聘公司做中层岗位的招聘顾问，2019 年起在科锐国际做高端猎头，"
     "专注汽车、动力电池与新能源行业的研发和制造岗位（总监及以上占六成）。熟悉电池、电驱、智能座舱方向的人才地图，"
     "累计成功交付 160 余个职位。")

h("工作经历")
para("科锐国际人力资源股份有限公司（CDP Group / 科锐国际）　上海", bold=True)
para("团队经理（高端猎头事业部 · 汽车与新能源组）　2022年7月 - 至今")
bullet("管理 6 名猎头顾问，负责团队招聘、培训、业绩考核，2024 年团队回款 1,100 万元。")
bullet("主要客户：特斯拉上海超级工厂、蔚来汽车、宁德时代、博世中国等，覆盖电池工艺、BMS、电驱等研发岗位。")
bullet("为一家头部电池企业组建欧洲工厂的工艺团队，5 个月内交付 14 个岗位。")
para("高级猎头顾问（高端猎头事业部）　2019年3月 - 2022年6月")
bullet("独立负责新能源整车与零部件客户，年均成功推荐 25 个以上中高端职位。")
bullet("使用 LinkedIn Recruiter、猎聘和 Moka 管理候选人渠道和流程。")

para("米高蒲志（Michael Page，PageGroup 旗下）　上海", bold=True)
para("招聘顾问 → 资深招聘顾问（工程与制造团队）　2015年7月 - 2019年2月")
bullet("负责外资制造业客户的工程师、质量和供应链岗位招聘，完成从客户开发到入职跟进的全流程。")
bullet("2017 年获得 PageGroup 中国区季度新人业绩奖。")

para("华为技术有限公司　深圳", bold=True)
para("招聘实习生（人力资源部）　2014年7月 - 2014年9月")
bullet("协助校园招聘宣讲会组织与简历初筛。")

h("教育背景")
para("英国莱斯特大学（University of Leicester）　人力资源管理 理学硕士（MSc，远程在职学习）　2020 - 2022，已毕业")
para("华东师范大学　心理学 学士　2011.09 - 2015.06")

h("证书与技能")
para("人力资源管理师二级；LinkedIn Certified Professional—Recruiter（2021）")
para("技能：人才地图与行业调研、薪酬谈判、LinkedIn Recruiter、猎聘、Moka、Excel 数据透视；Python 入门（自学课程，未在工作中使用）")
para("语言：英语（流利，可做英文面试）、普通话、上海话")

doc.save(OUT)
print("wrote", OUT)
