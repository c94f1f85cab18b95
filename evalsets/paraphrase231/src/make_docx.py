"""Builds the two DOCX CVs of 卓映岚 / Yinglan Zhuo (old Chinese 2021, new English 2026)."""
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn
import os
OUT = os.path.join(os.path.dirname(__file__), '..', 'cvs')

def zh_font(doc):
    st = doc.styles['Normal']; st.font.name = 'Noto Sans CJK SC'; st.font.size = Pt(10.5)
    st.element.rPr.rFonts.set(qn('w:eastAsia'), 'Noto Sans CJK SC')

def table(doc, rows, header=None):
    t = doc.add_table(rows=0, cols=len(rows[0])); t.style = 'Table Grid'
    if header:
        c = t.add_row().cells
        for i, h in enumerate(header): c[i].text = h
    for r in rows:
        c = t.add_row().cells
        for i, v in enumerate(r): c[i].text = v
    return t

# ---- old CV, Chinese, 2021 ----
d = Document(); zh_font(d)
d.add_heading('个人简历', 0)
table(d, [['姓名', '卓映岚', '性别', '女'],
          ['电话', '186-2713-5580', '邮箱', 'zhuoyl_val@163.com'],
          ['现居地', '广东 深圳', '求职意向', '验证主管 / QA 验证']])
d.add_heading('教育背景', 1)
table(d, [['2011.09-2015.06', '中国药科大学', '制药工程', '本科 / 工学学士']],
      header=['时间', '学校', '专业', '学历'])
d.add_heading('工作经历', 1)
table(d, [['2018.04-至今', '赛诺菲巴斯德（深圳）生物制品有限公司', '验证工程师'],
          ['2015.07-2018.03', '北京科兴生物制品有限公司', '验证专员']],
      header=['时间', '公司', '职位'])
d.add_paragraph('赛诺菲巴斯德（深圳）：负责流感疫苗灌装线的设备确认（IQ/OQ/PQ）与工艺验证，编写验证主计划（VMP）；'
                '主导冻干机与隔离器的清洁验证，支持 2019 年 NMPA GMP 符合性检查，零主要缺陷。')
d.add_paragraph('北京科兴：参与灭活疫苗车间新建项目的 URS、DQ 与计算机化系统验证（CSV），维护温度分布验证数据。')
d.add_heading('证书与技能', 1)
d.add_paragraph('GMP 内审员证书（2017）；熟悉 GAMP 5、ISPE 指南、FDA 21 CFR Part 11；Kaye Validator、Minitab、Excel VBA')
d.add_paragraph('英语 CET-6')
d.save(os.path.join(OUT, '卓映岚_简历_2021.docx'))

# ---- new CV, English, 2026 ----
d = Document()
d.add_heading('Yinglan (Ivy) Zhuo', 0)
d.add_paragraph('Validation Manager · Tianjin, China · zhuoyl_val@163.com · +86 186 2713 5580')
d.add_heading('Summary', 1)
d.add_paragraph('Validation lead with 11 years in vaccine manufacturing: equipment qualification, process and cleaning validation, '
                'computerised-system validation and regulatory inspections (NMPA, EMA, WHO PQ).')
d.add_heading('Experience', 1)
p = d.add_paragraph(); p.add_run('CanSino Biologics Inc., Tianjin').bold = True
d.add_paragraph('Validation Manager, Sep 2022 – Present')
for b in ['Run a team of 7 validation engineers covering two vaccine drug-substance plants.',
          'Own the site Validation Master Plan and the periodic review programme; led validation for the new mRNA fill-finish line.',
          'Hosted WHO prequalification audit in 2024 with no critical or major observations on validation.']:
    d.add_paragraph(b, style='List Bullet')
p = d.add_paragraph(); p.add_run('Sanofi Pasteur (Shenzhen) Biological Products Co., Ltd.').bold = True
d.add_paragraph('Validation Engineer, Apr 2018 – Aug 2022')
d.add_paragraph('IQ/OQ/PQ for the influenza vaccine filling line; cleaning validation for lyophilisers and isolators.', style='List Bullet')
p = d.add_paragraph(); p.add_run('Sinovac Biotech (Beijing)').bold = True
d.add_paragraph('Validation Specialist, Jul 2015 – Mar 2018')
d.add_heading('Education', 1)
d.add_paragraph('Fudan University, School of Pharmacy — Master of Engineering (Biology & Medicine), part-time, Sep 2024 – expected Jun 2027')
d.add_paragraph('China Pharmaceutical University — B.Eng. Pharmaceutical Engineering, 2015')
d.add_heading('Certifications', 1)
d.add_paragraph('ISPE Certified Pharmaceutical Industry Professional (CPIP), 2023; GMP internal auditor, 2017')
d.save(os.path.join(OUT, 'Ivy_Zhuo_Validation_CV_2026.docx'))
print('ok')
