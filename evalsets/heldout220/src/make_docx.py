"""Builds cvs/葛沛菡_临床数据经理.docx (paragraphs only, no tables)."""
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

doc = Document()
st = doc.styles["Normal"]
st.font.name = "Noto Sans CJK SC"
st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")
st.font.size = Pt(10.5)

def h(text):
    p = doc.add_paragraph()
    r = p.add_run(text); r.bold = True; r.font.size = Pt(13)

def para(text, bold=False):
    p = doc.add_paragraph()
    r = p.add_run(text); r.bold = bold
    return p

def bullet(text):
    doc.add_paragraph(text, style="List Bullet")

t = doc.add_paragraph(); r = t.add_run("葛沛菡"); r.bold = True; r.font.size = Pt(20)
para("临床数据经理 ｜ 杭州 ｜ 电话：159 6813 2207 ｜ 邮箱：gepeihan_cdm@126.com")

h("个人概述")
para("十年临床数据管理经验，先后就职于药明康德、IQVIA 和泰格医药三家 CRO，熟悉 I–III 期肿瘤与心血管项目从 CRF 设计到数据库锁库的全流程。目前带领 6 人数据管理团队，负责国际多中心项目的数据交付。")

h("工作经历")
para("杭州泰格医药科技股份有限公司　数据管理与统计部　2021年3月 - 至今", bold=True)
para("职位：临床数据经理（Clinical Data Manager）")
bullet("直接管理 6 名数据管理员（DM），负责团队排期、绩效评估与新人培训。")
bullet("负责 8 个 II/III 期肿瘤项目的数据管理计划（DMP）、eCRF 设计评审与数据库锁库，项目均按期锁库。")
bullet("基于 Medidata Rave 搭建编辑核查（edit check）模板库，使新项目建库周期缩短约 30%。")
bullet("使用 SAS 编写数据核查与列表（listing）程序，对接统计部门完成 SDTM 数据集交付。")

para("艾昆纬医药科技（上海）有限公司（IQVIA）　2018年7月 - 2021年2月", bold=True)
para("职位：高级临床数据管理员")
bullet("支持全球多中心心血管项目的中国区数据清理，处理质疑（query）并跟踪关闭率。")
bullet("负责 MedDRA / WHODrug 医学编码的一致性审核。")
bullet("参与 Oracle InForm 到 Rave 的项目迁移测试（UAT）。")

para("上海药明康德新药开发有限公司（药明康德）临床数据部　2016年7月 - 2018年6月", bold=True)
para("职位：临床数据管理员")
bullet("负责 I 期临床试验的 CRF 录入核对、数据清理与中心实验室数据导入。")
bullet("编写数据管理相关 SOP 2 份。")

h("教育背景")
para("复旦大学　公共卫生学院　流行病与卫生统计学　在职硕士（在读）　2024年9月 - 至今")
para("中国药科大学　药学　本科　2012年9月 - 2016年6月")

h("证书与培训")
bullet("SCDM CCDM（Certified Clinical Data Manager）认证，2020年")
bullet("CDISC SDTM / CDASH 标准培训（CDISC 官方课程），2019年")
bullet("2022年 DIA 中国年会 数据管理分论坛 演讲嘉宾")

h("专业技能")
bullet("EDC 系统：Medidata Rave、Oracle InForm")
bullet("标准：CDISC SDTM、CDASH，ICH E6（R2）GCP")
bullet("编程：SAS（Base）、R、Python（自学中）")
bullet("语言：英语 CET-6，可作为工作语言")

doc.save("../cvs/葛沛菡_临床数据经理.docx")
print("ok")
