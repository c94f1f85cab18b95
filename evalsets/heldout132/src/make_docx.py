"""Builds cvs/容佳蕙_临床监查_简历.docx (Chinese CV, one table per job)."""
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

doc = Document()
st = doc.styles["Normal"]
st.font.name = "SimSun"
st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn("w:eastAsia"), "宋体")

doc.add_heading("容佳蕙", level=0)
doc.add_paragraph("主任临床监查员（Lead CRA）｜ 杭州")
doc.add_paragraph("手机：139 5817 2260　邮箱：rong.jiahui@outlook.com")

doc.add_heading("求职意向", level=1)
doc.add_paragraph("临床运营 / 临床监查经理，肿瘤或心血管方向，base 杭州或上海。")

doc.add_heading("工作经历", level=1)
jobs = [
    [("公司", "杭州泰格医药科技股份有限公司（Tigermed）"),
     ("时间", "2020.12 – 至今"),
     ("职位", "主任临床监查员（Lead CRA），2024.01 – 至今；高级临床监查员，2020.12 – 2023.12"),
     ("团队", "直接管理 5 名 CRA，负责其排班、绩效评估与培训"),
     ("工作内容", "负责 2 项 III 期肿瘤药物注册临床试验（共 38 家中心）的监查工作：中心启动、源数据核查（SDV）、"
                 "方案偏离跟踪；使用 Medidata Rave EDC 与 Veeva Vault CTMS；牵头准备 NMPA 核查，零重大发现。")],
    [("公司", "艾昆纬医药科技（上海）有限公司（IQVIA）"),
     ("时间", "2017.06 – 2020.11"),
     ("职位", "临床监查员（CRA）→ 高级临床监查员（2019.10 晋升）"),
     ("工作内容", "负责心血管领域 II/III 期国际多中心试验的国内中心监查，独立负责 9 家中心；"
                 "完成中心筛选访视、监查访视报告（MVR）与关中心访视；协助项目经理完成风险监查计划（RBM）。")],
    [("公司", "北京联斯达医药科技发展有限公司（SMO）"),
     ("时间", "2015.07 – 2017.05"),
     ("职位", "临床研究协调员（CRC）"),
     ("工作内容", "派驻北京大学人民医院，协助研究者完成受试者筛选、访视安排与 EDC 数据录入。")],
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
t = doc.add_table(rows=1, cols=4)
t.style = "Table Grid"
for c, h in zip(t.rows[0].cells, ["时间", "学校", "专业", "学历"]):
    c.text = h
for row in [("2024.09 – 至今", "浙江工商大学", "工商管理（在职 MBA）", "硕士在读"),
            ("2011.09 – 2015.06", "中国药科大学", "药学", "本科 / 理学学士")]:
    cells = t.add_row().cells
    for c, v in zip(cells, row):
        c.text = v

doc.add_heading("证书与技能", level=1)
doc.add_paragraph("GCP 培训证书（2023 年更新）；ICH-GCP E6(R2)")
doc.add_paragraph("系统：Medidata Rave、Veeva Vault CTMS、Oracle InForm")
doc.add_paragraph("英语：CET-6，可用英文撰写监查报告")

doc.save("../cvs/容佳蕙_临床监查_简历.docx")
