from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(__file__), '..', 'cvs')

# ---- Yewande Adebowale-Reid (EN) ----
d = Document()
d.add_heading('Yewande Adebowale-Reid', 0)
d.add_paragraph('HR Business Partner | Singapore | +65 9127 4460 | yewande.ar@outlook.com')
d.add_heading('Profile', 1)
d.add_paragraph('HR business partner with twelve years in banking HR: workforce planning, performance and reward cycles, '
                'and organisational change for technology and operations teams of 300 to 1,200 people.')
d.add_heading('Experience', 1)
d.add_heading('DBS Bank — Singapore', 2)
d.add_paragraph('Senior HR Business Partner, Technology & Operations (March 2020 – present)')
for b in ['Partner to the Group CIO’s leadership team for ~1,100 engineers; lead the annual headcount plan and the promotion calibration.',
          'Designed the agile career framework (chapter lead and squad roles) and moved 40% of T&O staff onto it in 2022.',
          'Led the people workstream of the 2023 integration of the Citi Taiwan consumer banking staff.']:
    d.add_paragraph(b, style='List Bullet')
d.add_heading('Standard Chartered Bank — Singapore', 2)
d.add_paragraph('HR Manager, Corporate & Investment Banking (Jan 2017 – Feb 2020)')
d.add_paragraph('HR Associate, Graduate Programme (Aug 2014 – Dec 2016)')
for b in ['Ran the CIB year-end performance and bonus process for 650 staff across Singapore and Hong Kong.',
          'Rotations in talent acquisition, employee relations and HR analytics (Workday reporting).']:
    d.add_paragraph(b, style='List Bullet')
d.add_heading('Morgan Stanley — London', 2)
d.add_paragraph('Summer Analyst, Human Resources (internship, Jun 2011 – Aug 2011)')
d.add_paragraph('Supported campus recruiting for the Investment Banking Division’s analyst class.', style='List Bullet')
d.add_heading('Education', 1)
t = d.add_table(rows=3, cols=3)
t.style = 'Table Grid'
rows = [('Degree', 'School', 'Years'),
        ('MBA (part-time, weekend programme)', 'NUS Business School, National University of Singapore', '2017 – 2019'),
        ('B.Sc. Psychology, Second Class Upper', 'University of Lagos', '2008 – 2012')]
for r, vals in zip(t.rows, rows):
    for c, v in zip(r.cells, vals):
        c.text = v
d.add_heading('Certifications & other', 1)
d.add_paragraph('SHRM Senior Certified Professional (SHRM-SCP), 2021', style='List Bullet')
d.add_paragraph('Mentor, Young Women in Finance mentoring circle (volunteer), 2019 – present', style='List Bullet')
d.add_heading('Skills', 1)
d.add_paragraph('Workday HCM, SuccessFactors, Excel/Power Query, Tableau, change management, employee relations casework')
d.save(os.path.join(OUT, 'Yewande_Adebowale-Reid_HRBP.docx'))

# ---- 麦芷昀 (ZH, tables) ----
d = Document()
h = d.add_paragraph(); r = h.add_run('个人简历'); r.bold = True; r.font.size = Pt(20)
t = d.add_table(rows=3, cols=4); t.style = 'Table Grid'
info = [('姓名', '麦芷昀', '性别', '女'),
        ('电话', '138 1762 4058', '邮箱', 'maizhiyun_rm@163.com'),
        ('现居地', '上海市长宁区', '求职意向', '收益管理 / 定价策略')]
for r, vals in zip(t.rows, info):
    for c, v in zip(r.cells, vals):
        c.text = v
d.add_paragraph('')
d.add_heading('教育背景', 1)
t = d.add_table(rows=3, cols=4); t.style = 'Table Grid'
edu = [('时间', '学校', '专业', '学历'),
       ('2016.09-2018.06', '上海财经大学', '数量经济学', '硕士'),
       ('2012.09-2016.06', '北京理工大学珠海学院', '经济学', '学士')]
for r, vals in zip(t.rows, edu):
    for c, v in zip(r.cells, vals):
        c.text = v
d.add_heading('工作经历', 1)
t = d.add_table(rows=3, cols=3); t.style = 'Table Grid'
work = [('时间', '公司', '职位'),
        ('2021/4-至今', '中国东方航空股份有限公司 收益管理部', '定价分析师（2023年起任高级定价分析师）'),
        ('2018/7-2021/3', '春秋航空股份有限公司 市场销售部', '收益分析员')]
for r, vals in zip(t.rows, work):
    for c, v in zip(r.cells, vals):
        c.text = v
d.add_paragraph('东方航空：')
for b in ['负责华东—日韩航线的舱位定价与 O&D 控制，搭建基于 Python 与 MATLAB 的需求预测和价格弹性模型，2024 年航线收益同比提升 3.1%；',
          '牵头与 PROS 收益管理系统的参数调优，每周向航线网络部输出竞品票价监控报告；',
          '对接 Booking.com、Skyscanner 等 OTA 分销渠道的运价投放（渠道合作方）。']:
    d.add_paragraph(b, style='List Bullet')
d.add_paragraph('春秋航空：')
for b in ['维护低成本航线动态票价规则，用 SQL 与 Excel VBA 完成日常销售数据分析；',
          '参与 2019 年“春秋-吉祥”代码共享合作的收益测算（合作方项目，非雇佣关系）。']:
    d.add_paragraph(b, style='List Bullet')
d.add_heading('证书与技能', 1)
d.add_paragraph('IATA 航空收益管理证书（2019）；英语 CET-6；熟练使用 Python、MATLAB、SQL、Tableau')
d.save(os.path.join(OUT, '麦芷昀-收益管理-简历.docx'))
