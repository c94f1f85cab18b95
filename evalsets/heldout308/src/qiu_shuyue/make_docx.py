# Builds cvs/邱书悦-临床信息化-简历.docx (Chinese, tables)
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn
import pathlib
out = pathlib.Path(__file__).resolve().parents[2] / "cvs" / "邱书悦-临床信息化-简历.docx"
d = Document()
st = d.styles["Normal"]; st.font.name = "Noto Sans CJK SC"; st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")
d.add_heading("邱书悦 ｜ 临床信息化主管", level=1)
d.add_paragraph("手机：139-1180-5526　邮箱：qiushuyue.hit@outlook.com　现居：北京")
d.add_paragraph("求职意向：医院信息化 / 临床信息学 / 医疗数据治理")

d.add_heading("工作经历", level=2)
t = d.add_table(rows=1, cols=4); t.style = "Table Grid"
for c, h in zip(t.rows[0].cells, ["时间", "单位", "职位", "主要工作"]):
    c.text = h
rows = [
 ("2023年1月 - 至今", "和睦家医疗集团（United Family Healthcare），北京和睦家医院", "临床信息化主管",
  "管理 3 名临床信息分析员；负责电子病历（EMR）临床决策支持规则与医嘱集维护；主导护理文书电子化上线。"),
 ("2019年8月 - 2022年12月", "和睦家医疗集团（United Family Healthcare），北京和睦家医院", "临床信息专员",
  "用 SQL 和 Python 编写院感与用药安全监测报表；对接 HL7 / FHIR 接口，完成检验系统与 EMR 集成。"),
 ("2016年3月 - 2019年7月", "卫宁健康科技集团股份有限公司", "HIS 实施顾问",
  "为 6 家二级、三级医院实施 HIS、护理信息系统；需求调研、数据迁移与用户培训。"),
 ("2011年7月 - 2016年2月", "北京协和医院", "护士（心内科）",
  "临床护理工作；参与科室护理信息系统试点，担任科室信息联络护士。"),
]
for r in rows:
    cells = t.add_row().cells
    for c, v in zip(cells, r):
        c.text = v

d.add_heading("教育背景", level=2)
t2 = d.add_table(rows=1, cols=4); t2.style = "Table Grid"
for c, h in zip(t2.rows[0].cells, ["时间", "学校", "专业 / 学位", "备注"]):
    c.text = h
for r in [
 ("2021.09 - 2024.05", "伊利诺伊大学芝加哥分校（University of Illinois Chicago）", "健康信息学 理学硕士（MS in Health Informatics）", "在线项目，在职完成"),
 ("2017.09 - 2018.12", "北京大学医学部", "医学信息学 在职硕士", "未完成（因工作调动退出）"),
 ("2007.09 - 2011.06", "首都医科大学", "护理学 学士", "全日制"),
]:
    cells = t2.add_row().cells
    for c, v in zip(cells, r):
        c.text = v

d.add_heading("证书", level=2)
d.add_paragraph("CPHIMS（医疗信息与管理系统认证专业人员），2020")
d.add_paragraph("护士执业资格证书，2011")
d.add_paragraph("HL7 FHIR 基础认证，2022")

d.add_heading("技能", level=2)
d.add_paragraph("SQL、Python、Tableau、HL7 v2 / FHIR、Cerner 电子病历、卫宁 HIS、ICD-10 编码")
d.save(out)
print("wrote", out)
