"""Builds cvs/梅书岚_简历.docx (Chinese, one table per job)."""
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn
import os

OUT = os.path.join(os.path.dirname(__file__), "..", "cvs", "梅书岚_简历.docx")
d = Document()
st = d.styles["Normal"]; st.font.name = "Noto Sans CJK SC"; st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")

d.add_heading("梅书岚 个人简历", level=0)
d.add_paragraph("手机：186-0213-7754 ｜ 邮箱：meishulan.audit@outlook.com ｜ 上海")
d.add_paragraph("求职意向：审计总监 / 财务总监（FD）")

d.add_heading("工作经历", level=1)
jobs = [
    [("公司", "普华永道中天会计师事务所（特殊普通合伙）上海分所"), ("职位", "审计经理（Audit Manager）"),
     ("时间", "2022.07 – 至今"),
     ("主要职责", "负责汽车制造与金融行业年审及 IPO 审计项目，带领 6–8 人现场审计团队，统筹审计计划、风险评估与报告出具；"
                 "审计客户包括上汽集团下属零部件企业、中国移动某省公司及两家城商行；使用 Aura、Halo 等审计工具完成数据分析。")],
    [("公司", "普华永道中天会计师事务所（特殊普通合伙）上海分所"), ("职位", "高级审计员（Senior Associate）"),
     ("时间", "2019.09 – 2022.06"),
     ("主要职责", "负责 A+H 股上市公司合并报表审计中收入循环与存货循环的执行，指导 2–3 名审计员完成底稿；参与一家新能源车企的科创板 IPO 申报审计。")],
    [("公司", "普华永道中天会计师事务所（特殊普通合伙）上海分所"), ("职位", "审计员（Associate）"),
     ("时间", "2017.07 – 2019.08"),
     ("主要职责", "执行函证、盘点、细节测试等基础审计程序，编制审计底稿；使用 Excel 与 SAP 导出数据进行分析性复核。")],
    [("公司", "德勤华永会计师事务所（特殊普通合伙）"), ("职位", "审计实习生"),
     ("时间", "2016.01 – 2016.02"),
     ("主要职责", "寒假实习，协助年审现场盘点与凭证抽查。")],
]
for rows in jobs:
    t = d.add_table(rows=len(rows), cols=2); t.style = "Table Grid"
    for i, (k, v) in enumerate(rows):
        t.cell(i, 0).text = k; t.cell(i, 1).text = v
    d.add_paragraph("")

d.add_heading("教育背景", level=1)
t = d.add_table(rows=3, cols=4); t.style = "Table Grid"
for i, row in enumerate([("时间", "学校", "专业", "学历"),
                         ("2025.09 – 在读", "中欧国际工商学院", "工商管理（在职 MBA）", "硕士（在读）"),
                         ("2013.09 – 2017.06", "上海财经大学", "会计学", "学士")]):
    for j, v in enumerate(row):
        t.cell(i, j).text = v

d.add_heading("资格证书", level=1)
d.add_paragraph("中国注册会计师（CICPA）全科合格，2019 年")
d.add_paragraph("ACCA 会员（2021 年取得）")

d.add_heading("技能", level=1)
d.add_paragraph("审计与财务：中国企业会计准则、IFRS、内部控制评价、合并报表")
d.add_paragraph("工具：Excel（数据透视、VBA）、SAP、Power BI；Python（自学中）")
d.add_paragraph("语言：英语（可作为工作语言）、普通话、上海话")
d.save(OUT)
print("wrote", OUT)
