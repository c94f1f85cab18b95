# Builds cvs/柯梦溪-精算.docx : Chinese CV, one table per job
import os
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

OUT = os.path.join(os.path.dirname(__file__), "..", "..", "cvs", "柯梦溪-精算.docx")
d = Document()
st = d.styles["Normal"]; st.font.name = "Noto Sans CJK SC"; st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")

d.add_heading("柯梦溪", level=0)
d.add_paragraph("电话：139 1762 0348 ｜ 邮箱：kemengxi_actuary@126.com ｜ 上海市浦东新区")
d.add_paragraph("求职意向：精算总监 / 评估精算负责人（寿险）")

d.add_heading("资格证书", level=1)
d.add_paragraph("中国精算师（FCAA），2016年")
d.add_paragraph("北美精算师协会准精算师（ASA），2014年")

d.add_heading("工作经历", level=1)
jobs = [
    ("友邦人寿保险有限公司（AIA Life）", "2022年1月 - 至今", "高级精算经理（评估与资本）",
     "带领4人团队负责 IFRS 17 与偿二代二期的评估工作，按季度出具准备金与偿付能力报告；"
     "使用 Prophet 搭建并维护传统险、分红险现金流模型；牵头与审计师（安永）沟通评估假设。"),
    ("友邦人寿保险有限公司（AIA Life）", "2018年3月 - 2021年12月", "精算经理（产品定价）",
     "负责重疾险、终身寿险的产品定价与利润测试，使用 Prophet 与 Excel VBA 完成 20 余款产品的定价模型；"
     "与再保公司谈判再保方案。"),
    ("中国人寿保险股份有限公司 总公司精算部", "2012年7月 - 2018年2月", "精算分析师",
     "负责个险产品的经验分析（死亡率、退保率），使用 SAS 与 SQL 处理保单数据；参与准备金评估季度作业。"),
    ("瑞士再保险（Swiss Re）北京分公司", "2011年7月 - 2011年9月", "精算实习生",
     "协助整理寿险再保经验数据，用 R 做发生率初步分析。"),
]
for comp, period, title, desc in jobs:
    t = d.add_table(rows=4, cols=2)
    t.style = "Table Grid"
    for i, (k, v) in enumerate([("公司", comp), ("时间", period), ("职位", title), ("工作内容", desc)]):
        t.cell(i, 0).text = k
        t.cell(i, 1).text = v
    d.add_paragraph("")

d.add_heading("教育背景", level=1)
d.add_paragraph("中国人民大学　统计学　在职硕士　2015.09–2016.12（未完成，因工作原因退学）")
d.add_paragraph("中央财经大学　精算学　经济学学士　2008.09–2012.06")

d.add_heading("专业技能", level=1)
d.add_paragraph("精算软件：Prophet、AXIS（了解）")
d.add_paragraph("数据与编程：SAS、R、SQL、Excel VBA、Python")
d.add_heading("其他", level=1)
d.add_paragraph("2019年 中国精算师协会年会 分会场演讲：《重疾险定价中的逆选择》")
d.add_paragraph("英语：CET-6，可作为工作语言")
d.save(OUT)
print("wrote", OUT)
