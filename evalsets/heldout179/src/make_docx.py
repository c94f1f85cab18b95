# Builds cvs/孔令溪_简历.docx (Chinese, one table per job)
from docx import Document
from docx.shared import Pt
import os
d = Document()
st = d.styles['Normal']; st.font.name = 'SimSun'; st.font.size = Pt(10.5)
d.add_heading('孔令溪 · 个人简历', level=1)
d.add_paragraph('手机：186-2174-3095 ｜ 邮箱：kong.lingxi@outlook.com ｜ 现居：上海市徐汇区')
d.add_paragraph('求职方向：零售门店运营 / 区域运营管理')
d.add_heading('工作经历', level=2)
jobs = [
 [('时间', '2021年4月 - 至今'), ('公司', '宜家家居（宜家（中国）投资有限公司）上海徐汇商场'), ('职位', '商场运营经理'),
  ('工作内容', '全面负责商场日常运营，直接管理 6 名部门经理，团队合计约 120 人；负责年营业额约 9 亿元商场的排班、损耗与客户满意度指标；2023 年推动自助结账与"点击提货"服务落地，排队时长下降 35%。')],
 [('时间', '2018年9月 - 2021年3月'), ('公司', '宜家家居 北京西红门商场'), ('职位', '家居用品部 部门经理'),
  ('工作内容', '管理 28 人销售与陈列团队，负责品类库存周转与季节性陈列换季；部门销售额连续两年超额完成。')],
 [('时间', '2016年8月 - 2018年8月'), ('公司', '宜家家居 北京西红门商场'), ('职位', '销售主管'),
  ('工作内容', '负责客厅展间销售团队排班与新员工培训，参与商场 POS 系统切换。')],
 [('时间', '2013年7月 - 2016年7月'), ('公司', '屈臣氏（Watsons）上海'), ('职位', '店长'),
  ('工作内容', '2013年7月以管理培训生入职，2014年10月起任店长，管理门店 15 名员工，负责门店 P&L。')],
]
for job in jobs:
    t = d.add_table(rows=0, cols=2); t.style = 'Table Grid'
    for k, v in job:
        r = t.add_row().cells; r[0].text = k; r[1].text = v
    d.add_paragraph('')
d.add_heading('教育背景', level=2)
t = d.add_table(rows=1, cols=4); t.style = 'Table Grid'
for i, h in enumerate(['时间', '学校', '专业', '学历']): t.rows[0].cells[i].text = h
for row in [('2024年9月 - 至今', '复旦大学管理学院', '工商管理（在职 MBA，在读）', '硕士'),
            ('2009年9月 - 2013年6月', '上海对外经贸大学', '市场营销', '本科')]:
    c = t.add_row().cells
    for i, v in enumerate(row): c[i].text = v
d.add_paragraph('')
d.add_heading('技能与证书', level=2)
d.add_paragraph('熟练使用 Excel（数据透视表）、Power BI、SAP Retail；英语 CET-6；2019 年获宜家中国区"年度最佳部门"奖。')
out = os.path.join(os.path.dirname(__file__), '..', 'cvs', '孔令溪_简历.docx')
d.save(out); print('saved', out)
