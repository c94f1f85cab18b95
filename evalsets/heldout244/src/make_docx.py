# Builds cvs/揭晓岚-FPA经理-简历.docx (Chinese, experience in a table)
from docx import Document
from docx.shared import Pt
d = Document()
st = d.styles['Normal']; st.font.name = 'Noto Sans CJK SC'; st.font.size = Pt(10.5)
d.add_heading('揭晓岚', 0)
d.add_paragraph('FP&A 高级经理 ｜ 深圳 ｜ 电话 186-0755-3912 ｜ 邮箱 jiexiaolan_fin@qq.com')
d.add_heading('个人概述', 1)
d.add_paragraph('十余年财务从业经历，先后在会计师事务所、电商物流和快递行业从事审计、经营分析与全面预算管理。'
                '熟悉快递网络的单票成本模型、滚动预测（Rolling Forecast）与预算编制流程，目前管理 6 人的 FP&A 团队。')
d.add_heading('工作经历', 1)
rows = [
    ('时间', '公司', '职位', '主要工作'),
    ('2022/1-至今', '顺丰控股股份有限公司（顺丰速运）', 'FP&A 高级经理',
     '管理 6 人的 FP&A 团队，负责华南大区年度预算与月度滚动预测；搭建单票成本模型，支撑定价与中转场投资决策。'),
    ('2019/7-2021/12', '顺丰控股股份有限公司（顺丰速运）', 'FP&A 经理',
     '负责经营分析月报与管理层汇报，推动预算系统由 Excel 迁移至 SAP BPC；用 Power BI 建立区域利润看板。'),
    ('2015/9-2019/6', '京东物流（北京京邦达贸易有限公司）', '经营分析主管',
     '负责仓配一体业务的成本分析与 KPI 追踪，参与亚洲一号仓储中心的投资回报测算。'),
    ('2012/7-2015/8', '普华永道中天会计师事务所（特殊普通合伙）深圳分所', '审计员 → 高级审计员',
     '参与物流及零售行业客户的年度财务报表审计，主要客户包括德邦物流、华润万家。'),
]
t = d.add_table(rows=len(rows), cols=4); t.style = 'Table Grid'
for i, r in enumerate(rows):
    for j, v in enumerate(r):
        t.cell(i, j).text = v
d.add_heading('教育背景', 1)
d.add_paragraph('2020/9-2022/6　中欧国际工商学院　工商管理硕士（MBA，在职）')
d.add_paragraph('2008/9-2012/6　中南财经政法大学　会计学　本科')
d.add_heading('证书', 1)
d.add_paragraph('中国注册会计师（CPA）全科合格（2014）；CFA 二级通过（2017）')
d.add_heading('技能', 1)
d.add_paragraph('SAP BPC、Power BI、Excel 建模（VBA）；了解 Python（pandas）与 SQL')
d.add_paragraph('语言：普通话、粤语、英语（商务流利）')
d.save('../cvs/揭晓岚-FPA经理-简历.docx')
