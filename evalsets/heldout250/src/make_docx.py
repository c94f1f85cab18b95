"""Build jian_peixuan_简历.docx (Chinese, experience in a table)."""
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn
import sys, os
out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), '..', 'cvs', 'jian_peixuan_简历.docx')
d = Document()
st = d.styles['Normal']; st.font.name = 'SimSun'; st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn('w:eastAsia'), '宋体')
d.add_heading('简佩萱　个人简历', level=1)
d.add_paragraph('手机：186-1732-0958　｜　邮箱：jianpeixuan_cma@outlook.com　｜　上海市静安区')
d.add_paragraph('求职意向：财务分析 / 管理会计负责人（酒店、零售、消费行业）')
d.add_heading('个人概述', level=2)
d.add_paragraph('十余年财务从业经历，先后在会计师事务所与酒店集团工作，熟悉酒店业统一会计制度（USALI），擅长预算编制、门店盈利分析与成本管控。')
d.add_heading('工作经历', level=2)
rows = [
    ('时间', '单位', '职位', '主要职责'),
    ('2022.11 – 至今', '万豪国际集团（Marriott International）大中华区财务共享中心', '管理会计经理',
     '负责大中华区 60 余家酒店的月度管理报表与预算差异分析；管理 4 名财务分析师（直接下属）；主导将 Excel 报表迁移至 Power BI 与 Oracle Hyperion 预算系统。'),
    ('2020.04 – 2022.10', '华住酒店集团（H World）', '高级财务分析师',
     '负责汉庭、全季品牌加盟店的单店盈利模型与 RevPAR 分析，使用 SAP FICO 出具月度经营分析。'),
    ('2018.07 – 2020.03', '华住酒店集团（H World）', '财务分析师',
     '协助编制年度预算，维护成本中心与费用分摊规则。'),
    ('2015.07 – 2018.06', '德勤华永会计师事务所（上海）', '审计员 → 高级审计员',
     '参与消费及酒店行业年报审计，服务客户包括洲际酒店集团（IHG）大中华区、百胜中国等。'),
]
t = d.add_table(rows=len(rows), cols=4); t.style = 'Table Grid'
for i, r in enumerate(rows):
    for j, c in enumerate(r):
        t.cell(i, j).text = c
d.add_heading('教育背景', level=2)
d.add_paragraph('2024.09 – 至今　复旦大学管理学院　工商管理硕士（MBA，在职班，在读）')
d.add_paragraph('2011.09 – 2015.06　上海财经大学　会计学　本科（管理学学士）')
d.add_heading('证书与技能', level=2)
d.add_paragraph('证书：CIMA 英国皇家特许管理会计师（CGMA，2019 年取得）；中级会计师')
d.add_paragraph('工具：SAP FICO、Oracle Hyperion Planning、Power BI、Excel（VBA、Power Query）')
d.add_paragraph('语言：英语（流利，工作语言），普通话，上海话')
d.save(out)
print('wrote', out)
