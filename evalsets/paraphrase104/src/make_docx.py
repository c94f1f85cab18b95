# Builds the two DOCX CVs in ../cvs
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'cvs')

def su_xuran():
    d = Document()
    st = d.styles['Normal']; st.font.name = 'Noto Sans CJK SC'; st.font.size = Pt(10.5)
    h = d.add_heading('个人简历', level=0); h.alignment = WD_ALIGN_PARAGRAPH.CENTER
    t = d.add_table(rows=3, cols=4); t.style = 'Table Grid'
    cells = [('姓名', '粟栩然', '性别', '女'),
             ('电话', '186 2831 0476', '邮箱', 'suxuran.kam@qq.com'),
             ('求职意向', '医疗器械 大客户经理 / 区域销售经理', '现居', '广东深圳')]
    for r, row in enumerate(cells):
        for c, v in enumerate(row): t.cell(r, c).text = v
    d.add_heading('教育背景', level=1)
    t = d.add_table(rows=3, cols=4); t.style = 'Table Grid'
    rows = [('时间', '学校', '专业', '学历'),
            ('2024.09 - 至今', '中山大学 岭南学院', '工商管理（在职 MBA，在读）', '硕士'),
            ('2011.09 - 2015.06', '四川大学', '生物医学工程', '本科')]
    for r, row in enumerate(rows):
        for c, v in enumerate(row): t.cell(r, c).text = v
    d.add_heading('工作经历', level=1)
    t = d.add_table(rows=3, cols=3); t.style = 'Table Grid'
    rows = [('时间', '公司', '职位'),
            ('2019.07 - 至今', '深圳迈瑞生物医疗电子股份有限公司', '大客户经理（2022.01 起 高级大客户经理）'),
            ('2015.07 - 2019.06', '美敦力（上海）管理有限公司', '销售代表（心血管业务）')]
    for r, row in enumerate(rows):
        for c, v in enumerate(row): t.cell(r, c).text = v
    d.add_paragraph('迈瑞医疗 · 高级大客户经理', style='Heading 2')
    for b in ['负责广东省内 12 家三甲医院的监护、麻醉及超声产品线，年销售额 1.6 亿元，连续三年完成率超 110%。',
              '主导与省级医联体的设备集中采购谈判，在与飞利浦、GE 医疗、西门子医疗的竞标中中标 7 个项目。',
              '搭建重点客户分级管理体系，推动科室共建与临床培训，客户续约率 95%。']:
        d.add_paragraph(b, style='List Bullet')
    d.add_paragraph('美敦力 · 销售代表', style='Heading 2')
    for b in ['负责成都地区心脏起搏器与介入耗材的医院准入和跟台支持，覆盖 9 家医院。',
              '2018 年度西南大区最佳新人销售奖。']:
        d.add_paragraph(b, style='List Bullet')
    d.add_heading('证书与技能', level=1)
    d.add_paragraph('医疗器械经营质量管理规范（GSP）培训证书；Salesforce CRM；英语 CET-6；熟练使用 Excel 数据透视表。')
    d.add_heading('荣誉', level=1)
    d.add_paragraph('2020 年迈瑞医疗国内营销系统年度销售冠军；2014 年四川大学优秀学生干部。')
    d.save(os.path.join(OUT, 'su_xuran_简历.docx'))

def staeheli():
    d = Document()
    sec = d.sections[0]
    hp = sec.header.paragraphs[0]; hp.text = 'Corvin Stäheli  ·  Zürich  ·  +41 79 552 18 64  ·  corvin@kornhaus-baeckerei.ch'
    fp = sec.footer.paragraphs[0]; fp.text = 'CV – page 1'
    st = d.styles['Normal']; st.font.name = 'Calibri'; st.font.size = Pt(10.5)
    d.add_heading('Founder & operator, software engineer turned baker', level=1)
    d.add_paragraph('I spent seven years building large-scale translation serving systems before opening a bakery. '
                    'Today I run a chain of seven neighbourhood bakeries in Zürich and Winterthur with 64 employees, '
                    'and I still write the software that plans our dough production.')
    d.add_heading('Experience', level=1)
    p = d.add_paragraph(); r = p.add_run('Kornhaus Bäckerei GmbH, Zürich — Founder & Managing Director'); r.bold = True
    d.add_paragraph('June 2017 – present')
    for b in ['Opened the first shop in Zürich-Wiedikon in 2017; grew to seven shops and a central production bakery in Winterthur.',
              'Built our demand-forecasting and production-planning tool in Python (pandas, scikit-learn), cutting day-end waste from 14 % to 6 %.',
              'Responsible for P&L, hiring, supplier contracts with regional mills, and the apprenticeship programme (6 apprentices).']:
        d.add_paragraph(b, style='List Bullet')
    p = d.add_paragraph(); r = p.add_run('Google Switzerland GmbH, Zürich — Senior Software Engineer (2014–2017), Software Engineer (2010–2014)'); r.bold = True
    d.add_paragraph('Sep 2010 – May 2017')
    for b in ['Worked on the Google Translate serving stack: model-loading, batching and latency for neural MT rollout in 2016.',
              'Wrote Python data pipelines for evaluating translation quality across 100+ language pairs; C++ for the serving path.',
              'Tech lead for a team of five; interviewed 120+ engineering candidates.']:
        d.add_paragraph(b, style='List Bullet')
    d.add_heading('Education', level=1)
    d.add_paragraph('University of Edinburgh — BSc (Hons) Artificial Intelligence and Computer Science, 2006–2010, First Class')
    d.add_paragraph('Eidgenössisches Fähigkeitszeugnis (EFZ) Bäcker-Konditor-Confiseur, part-time apprenticeship, 2017–2019')
    d.add_heading('Publication', level=1)
    d.add_paragraph('H. Oberholzer, S. Okamura, C. Stäheli. "Latency-aware beam pruning for production neural machine translation." '
                    'Proceedings of EMNLP 2016, Austin, Texas.')
    d.add_heading('Other', level=1)
    t = d.add_table(rows=3, cols=2); t.style = 'Table Grid'
    rows = [('Awards', 'Zürcher Bäckerpreis 2022 (Gold, sourdough category)'),
            ('Talks', 'Speaker, "From SRE to sourdough", Google for Startups Founder Summit Zürich 2023'),
            ('Languages', 'German (Swiss German native), English (fluent), French (B2)')]
    for r_, row in enumerate(rows):
        for c, v in enumerate(row): t.cell(r_, c).text = v
    d.save(os.path.join(OUT, 'CV_2026_kornhaus.docx'))

su_xuran(); staeheli()
