from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(__file__), '..', 'cvs')

# --- Henrika Fagerlund (English) ---
d = Document()
d.add_heading('Henrika Fagerlund', 0)
d.add_paragraph('Customs & Trade Compliance | Singapore | +65 9123 4471 | henrika.fagerlund@outlook.com')
d.add_heading('Professional Experience', 1)
d.add_heading('DHL Global Forwarding — Singapore', 2)
d.add_paragraph('Head of Customs & Trade Compliance, Asia Pacific | 03/2021 - today')
for b in ['Lead a team of 22 customs specialists across 9 APAC countries; own tariff classification, origin and export-control screening for air and ocean freight.',
          'Introduced an AEO self-assessment programme that cut customs holds by 18% within a year.']:
    d.add_paragraph(b, style='List Bullet')
d.add_heading('Kuehne+Nagel — Hamburg, Germany', 2)
d.add_paragraph('Customs Compliance Manager | 09/2014 - 02/2021')
for b in ['Rolled out SAP GTS for customs declarations and sanctioned-party screening across six German branches.',
          'Handled audits with the German customs administration (Zoll) and prepared voluntary disclosures.']:
    d.add_paragraph(b, style='List Bullet')
d.add_heading('DB Schenker — Hamburg, Germany', 2)
d.add_paragraph('Customs Broker | 08/2012 - 08/2014')
d.add_paragraph('Filed ATLAS import and export declarations for sea-freight clients.', style='List Bullet')
d.add_heading('GE Healthcare — Chalfont St Giles, UK', 2)
d.add_paragraph('Trade Compliance Intern | summer 2011')
d.add_paragraph('Supported export-classification of imaging components under the EU dual-use regulation.', style='List Bullet')
d.add_heading('Education', 1)
t = d.add_table(rows=3, cols=3)
t.style = 'Table Grid'
rows = [('Degree', 'Institution', 'Years'),
        ('BA Business Administration (Logistics)', 'University of Hamburg', '2009 - 2012'),
        ('Certificate, Customs Specialist (Zollfachkraft)', 'IHK Hamburg', '2013')]
for r, vals in zip(t.rows, rows):
    for c, v in zip(r.cells, vals):
        c.text = v
d.add_heading('Skills & Languages', 1)
d.add_paragraph('SAP GTS, Descartes MK Denied Party Screening, HS classification, Incoterms 2020, EU UCC; Swedish (native), German (fluent), English (fluent)')
d.save(os.path.join(OUT, 'Henrika_Fagerlund_CV.docx'))

# --- 冯晓澄 (Chinese, tables) ---
d = Document()
d.add_heading('冯晓澄 个人简历', 0)
t = d.add_table(rows=2, cols=4)
t.style = 'Table Grid'
info = [('性别', '女', '电话', '150-4871-2260'), ('所在地', '内蒙古呼和浩特', '邮箱', 'fengxiaocheng_pmc@126.com')]
for r, vals in zip(t.rows, info):
    for c, v in zip(r.cells, vals):
        c.text = v
d.add_heading('工作经历', 1)
t = d.add_table(rows=3, cols=3)
t.style = 'Table Grid'
rows = [('时间', '单位', '职位'),
        ('2019年3月 - 至今', '内蒙古伊利实业集团股份有限公司（伊利集团）液态奶事业部', '高级生产计划工程师'),
        ('2013年7月 - 2019年2月', '内蒙古伊利实业集团股份有限公司（伊利集团）液态奶事业部', '生产计划员')]
for r, vals in zip(t.rows, rows):
    for c, v in zip(r.cells, vals):
        c.text = v
d.add_paragraph('工作内容：')
for b in ['使用SAP PP模块编制月度主生产计划（MPS）与物料需求计划（MRP），覆盖6个工厂、40余条灌装线；',
          '牵头搭建S&OP月度会议机制，成品库存周转天数由21天降至14天；',
          '2019年起负责常温奶新品导入的产能评估与排产。']:
    d.add_paragraph(b, style='List Bullet')
d.add_heading('教育背景', 1)
t = d.add_table(rows=2, cols=4)
t.style = 'Table Grid'
rows = [('时间', '学校', '专业', '学历'), ('2009.09-2013.06', '江南大学', '食品科学与工程', '本科 / 工学学士')]
for r, vals in zip(t.rows, rows):
    for c, v in zip(r.cells, vals):
        c.text = v
d.add_heading('证书与技能', 1)
d.add_paragraph('APICS CPIM（2017）；SAP PP / APO；Excel VBA；精益生产黄带')
d.save(os.path.join(OUT, '冯晓澄-生产计划.docx'))
