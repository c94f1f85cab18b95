from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

doc = Document()
st = doc.styles["Normal"]
st.font.name = "Noto Sans CJK SC"; st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")

doc.add_heading("权晓溪 个人简历", level=1)
doc.add_paragraph("手机：186-2177-5408 ｜ 邮箱：quanxx_credit@outlook.com ｜ 现居：上海")
doc.add_paragraph("求职意向：对公授信审批 / 信用风险管理")

doc.add_heading("工作经历", level=2)
jobs = [
    [("公司", "招商银行股份有限公司 上海分行"), ("部门", "授信审批部"),
     ("职位", "授信审批经理（2024年7月起）；高级信贷分析师（2022年11月 - 2024年6月）"),
     ("时间", "2022年11月 - 至今"),
     ("工作内容", "负责制造业与新能源产业链对公客户授信审查，单笔审批权限内项目年均 60 余笔；"
                 "2024年7月起管理 3 名信贷分析师，负责分工、复核与季度考核；"
                 "牵头搭建光伏行业授信评级打分卡，使用 SQL 与 Python 从行内数据集市提取客户财务与流水数据。"
                 "服务客户包括宁德时代供应链企业、比亚迪上游材料供应商等。")],
    [("公司", "平安银行股份有限公司（中国平安集团成员）"), ("部门", "深圳分行 授信审批部"),
     ("职位", "信贷分析师"), ("时间", "2018年12月 - 2022年10月"),
     ("工作内容", "独立撰写中小企业及供应链金融授信调查报告，完成财务报表分析、现金流测算与担保评估；"
                 "参与不良贷款预警模型的规则梳理，使用 Excel VBA 自动化贷后检查台账。")],
    [("公司", "招商银行股份有限公司 深圳分行"), ("部门", "公司金融部"),
     ("职位", "暑期实习生"), ("时间", "2016年7月 - 2016年9月"),
     ("工作内容", "协助客户经理整理授信申报材料，完成行业研究简报 4 篇。")],
]
for job in jobs:
    t = doc.add_table(rows=0, cols=2)
    t.style = "Table Grid"
    for k, v in job:
        r = t.add_row().cells
        r[0].text = k; r[1].text = v
    doc.add_paragraph("")

doc.add_heading("教育背景", level=2)
edu = doc.add_table(rows=1, cols=4); edu.style = "Table Grid"
for c, h in zip(edu.rows[0].cells, ["学校", "专业", "学历", "时间"]):
    c.text = h
for row in [("上海交通大学 安泰经济与管理学院", "工商管理（MBA，在职）", "硕士在读", "2025.09 - 预计2028.06"),
            ("香港中文大学", "金融学（MSc in Finance）", "硕士", "2017.09 - 2018.11"),
            ("西南财经大学", "金融学", "本科", "2013.09 - 2017.06")]:
    cells = edu.add_row().cells
    for c, v in zip(cells, row):
        c.text = v

doc.add_heading("证书与奖项", level=2)
doc.add_paragraph("CFA 二级（2020年通过）；银行业专业人员职业资格（风险管理）；2016年 西南财经大学 一等奖学金")
doc.add_heading("技能", level=2)
doc.add_paragraph("财务分析与信用评级、SQL、Python（pandas）、Excel VBA、Wind、英语（雅思 7.5）")
doc.save("../../cvs/权晓溪-信贷-2026.docx")
