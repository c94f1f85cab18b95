from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'cvs')

# --- 戴知语: Chinese DOCX with tables ---
d = Document()
d.add_heading('个人简历', level=1)
t = d.add_table(rows=3, cols=4); t.style = 'Table Grid'
cells = [('姓名', '戴知语', '性别', '女'), ('电话', '186 2175 0392', '邮箱', 'daizhiyu.audit@outlook.com'),
         ('现居', '上海', '证书', 'CPA 全科合格（2023）')]
for r, row in enumerate(cells):
    for c, v in enumerate(row):
        t.cell(r, c).text = v
d.add_heading('教育背景', level=2)
t = d.add_table(rows=2, cols=4); t.style = 'Table Grid'
for c, v in enumerate(('时间', '学校', '专业', '学历')):
    t.cell(0, c).text = v
for c, v in enumerate(('2017.09–2021.06', '上海财经大学', '会计学（ACCA 方向）', '管理学学士')):
    t.cell(1, c).text = v
d.add_heading('工作经历', level=2)
t = d.add_table(rows=4, cols=3); t.style = 'Table Grid'
for c, v in enumerate(('时间', '单位', '职位')):
    t.cell(0, c).text = v
rows = [('2023年10月 - 至今', '安永华明会计师事务所（特殊普通合伙）上海分所', '审计高级（Audit Senior）'),
        ('2021年9月 - 2023年9月', '安永华明会计师事务所（特殊普通合伙）上海分所', '审计员'),
        ('2020年7月 - 2020年8月', '交通银行上海市分行', '暑期实习生（公司业务部）')]
for r, row in enumerate(rows, start=1):
    for c, v in enumerate(row):
        t.cell(r, c).text = v
d.add_paragraph('主要工作：')
for b in ['负责制造业、消费品行业上市公司年报审计现场工作，带领 3–5 人团队，管理审计底稿与时间预算；',
          '使用 SQL 及 IDEA 对客户总账及序时账进行全量分析，筛选异常分录并执行日记账测试；',
          '参与 2 家拟 IPO 企业的申报审计，与券商、律师协调问询回复。']:
    d.add_paragraph(b, style='List Bullet')
d.add_heading('技能与荣誉', level=2)
d.add_paragraph('技能：SQL、IDEA、Excel（Power Query）、Python（入门）；英语 CET-6，可作为工作语言')
d.add_paragraph('荣誉：2019 年上海财经大学人民奖学金一等奖；2020 年“安永税务精英挑战赛”华东区决赛')
d.save(os.path.join(OUT, '戴知语_审计高级_简历.docx'))

# --- Kuang Yiheng: English DOCX ---
d = Document()
d.add_heading('KUANG Yiheng', level=0)
d.add_paragraph('Senior Mechanical Design Engineer | Shenzhen, China | kuang.yiheng@foxmail.com | +86 135 3011 8826')
d.add_heading('Professional Experience', level=1)
d.add_paragraph('Anker Innovations — Senior Mechanical Design Engineer, Charging BU (Jun 2021 – Present)')
for b in ['Lead ME for GaN wall chargers and power banks: enclosure design, thermal stack-up, drop and tumble validation; 9 SKUs shipped.',
          'Run DFM reviews with injection-moulding and die-casting suppliers in Dongguan; reduced tooling ECNs by 30%.']:
    d.add_paragraph(b, style='List Bullet')
d.add_paragraph('OPPO (Guangdong OPPO Mobile Telecommunications) — Mechanical Engineer, Smartphone Structure (Jan 2018 – May 2021)')
for b in ['Designed mid-frame and battery-cover structures for the Reno series; tolerance analysis with 3DCS.']:
    d.add_paragraph(b, style='List Bullet')
d.add_paragraph('Foxconn (Hon Hai Precision Industry), Shenzhen Longhua campus — Mechanical Engineer (Jul 2015 – Dec 2017)')
for b in ['Fixture and jig design for handset final assembly lines; SolidWorks and AutoCAD.']:
    d.add_paragraph(b, style='List Bullet')
d.add_heading('Education', level=1)
d.add_paragraph('South China University of Technology (SCUT), Guangzhou — B.Eng. in Mechanical Engineering, 2011 – 2015')
d.add_paragraph('Undergraduate research assistant, SCUT robotics lab (2014 – 2015)')
d.add_heading('Publications', level=1)
d.add_paragraph('H. Liang, Y. Kuang, and C. Yang, "A cable-driven lightweight gripper for fruit picking," IEEE International Conference on Robotics and Automation (ICRA), 2016.')
d.add_heading('Skills', level=1)
d.add_paragraph('CAD/CAE: Creo, SolidWorks, AutoCAD, ANSYS Mechanical, 3DCS')
d.add_paragraph('Other: GD&T (ASME Y14.5), DFM/DFA, basic SQL, Minitab')
d.add_paragraph('Attended ICRA 2016 in Stockholm as co-author.')
d.save(os.path.join(OUT, 'Kuang_Yiheng_ME.docx'))
