# Builds cvs/缪清妍_临床数据管理_简历.docx (Chinese, paragraphs only)
import os
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

here = os.path.dirname(os.path.abspath(__file__))
out = os.path.join(here, "..", "cvs", "缪清妍_临床数据管理_简历.docx")
d = Document()
st = d.styles["Normal"]
st.font.name = "Noto Serif CJK SC"
st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Serif CJK SC")
st.font.size = Pt(10.5)

def p(text, bold=False, size=None):
    para = d.add_paragraph()
    r = para.add_run(text)
    r.bold = bold
    if size:
        r.font.size = Pt(size)
    return para

p("缪清妍", bold=True, size=18)
p("临床数据管理经理 ｜ 上海 ｜ 138 1762 4093 ｜ miaoqingyan.cdm@163.com")
p("个人概述", bold=True, size=13)
p("7 年以上临床数据管理经验，先后在 CRO 和创新药企负责 I–III 期肿瘤及自免项目的数据管理全流程，"
  "熟悉 CDISC 标准、EDC 搭建与数据库锁定，目前带领 4 人数据管理小组。")
p("工作经历", bold=True, size=13)
p("江苏恒瑞医药股份有限公司（上海研发中心）　临床数据管理经理　2024.04–至今", bold=True)
p("负责 3 个 III 期肿瘤项目的数据管理策略，管理 4 名数据管理员（直接下属），审阅 DMP、CRF 设计与数据核查计划；")
p("基于 Medidata Rave 搭建 EDC 数据库并完成 UAT，推动外部数据（中心实验室、PK）传输协议标准化；")
p("与统计编程团队协作，按 CDISC SDTM 交付数据集，两个项目从末例患者末次访视到数据库锁定缩短至 4 周。")
p("艾昆纬（IQVIA）中国，大连数据管理中心", bold=True)
p("高级临床数据管理员　2021年9月 - 2024年3月")
p("作为 Lead DM 负责跨国 II/III 期自身免疫项目，协调中美两地团队，使用 Medidata Rave 与 Oracle InForm 两套 EDC；")
p("编写数据核查规则（Edit Check）逾 600 条，组织 SAE 一致性核对，使用 MedDRA 与 WHODrug 进行医学编码。")
p("临床数据管理员　2019年7月 - 2021年8月")
p("执行数据清理、质疑管理与 SAS 列表核查，参与 5 个项目的数据库锁定。")
p("药明康德（WuXi AppTec）　数据管理实习生　2018.07–2018.12", bold=True)
p("实习期间协助 CRF 填写指南的编写与数据录入质控。")
p("教育背景", bold=True, size=13)
p("复旦大学　公共卫生学院　公共卫生硕士（MPH，在职）　2024.09–至今（在读）")
p("中国药科大学　药学（本科）　2015.09–2019.06")
p("证书与技能", bold=True, size=13)
p("SCDM 认证临床数据管理师（CCDM），2022 年取得")
p("Veeva Vault CDMS 在线培训证书（2023，未在项目中使用）")
p("工具：Medidata Rave、Oracle InForm、SAS、CDISC（CDASH / SDTM）、MedDRA、WHODrug、Excel；了解 R 与 Python")
d.save(out)
print("wrote", out)
