# Builds cvs/羊舒婷_CRA简历.docx (Chinese, education in a table)
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn
import os
out = os.path.join(os.path.dirname(__file__), "..", "cvs", "羊舒婷_CRA简历.docx")
d = Document()
st = d.styles["Normal"]; st.font.name = "Noto Sans CJK SC"; st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")
d.add_heading("羊舒婷", level=0)
d.add_paragraph("高级临床监查员（Senior CRA） | 杭州 | 电话：159 6823 7714 | 邮箱：shuting.yang.cra@outlook.com")
d.add_heading("个人简介", level=1)
d.add_paragraph("8年临床研究从业经历，先后在SMO和CRO公司工作，熟悉肿瘤及心血管领域I–III期注册临床试验的中心启动、监查与关闭，熟悉ICH-GCP及NMPA相关法规。")
d.add_heading("工作经历", level=1)
jobs = [
 ("杭州泰格医药科技股份有限公司 ｜ 临床运营部 ｜ 高级临床监查员", "2022/6-至今",
  ["独立负责4项肿瘤III期国际多中心试验的7家中心监查，完成SIV、IMV及COV。",
   "在Medidata Rave中进行SDV与质疑管理，使用Veeva Vault CTMS跟踪中心进度和监查报告。",
   "作为带教CRA指导2名新入职监查员完成首次独立访视。"]),
 ("艾昆纬医药科技（上海）有限公司（IQVIA） ｜ 临床监查员（CRA）", "2020年1月 - 2022年5月",
  ["负责心血管领域II/III期试验共5家中心的常规监查，协助伦理递交与遗传办审批材料准备。",
   "使用Medidata Rave EDC完成数据核查，参与一次申办方稽查并零主要发现。"]),
 ("杭州思默医药科技有限公司（SMO） ｜ 临床研究协调员（CRC）", "2018.07-2019.12",
  ["派驻浙江大学医学院附属第一医院肿瘤科，协助研究者完成受试者筛选、随访及原始资料记录。"]),
]
for head, dates, bullets in jobs:
    p = d.add_paragraph(); r = p.add_run(head); r.bold = True
    p.add_run("    " + dates)
    for b in bullets:
        d.add_paragraph(b, style="List Bullet")
d.add_heading("教育背景", level=1)
t = d.add_table(rows=1, cols=4); t.style = "Table Grid"
for c, h in zip(t.rows[0].cells, ["时间", "学校", "专业", "学历"]):
    c.text = h
for row in [("2021.09–2024.06", "浙江大学", "流行病与卫生统计学（非全日制）", "硕士研究生，已毕业"),
            ("2014.09–2018.06", "中国药科大学", "药学", "本科，理学学士")]:
    cells = t.add_row().cells
    for c, v in zip(cells, row):
        c.text = v
d.add_heading("证书", level=1)
d.add_paragraph("GCP培训证书（国家药监局高级研修学院，2023年更新）；英语六级")
d.add_heading("技能", level=1)
d.add_paragraph("Medidata Rave、Veeva Vault CTMS、Oracle InForm、Office；Python（自学，了解基础语法）")
os.makedirs(os.path.dirname(out), exist_ok=True)
d.save(out)
print("saved", out)
