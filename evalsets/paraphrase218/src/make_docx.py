"""Builds the two DOCX CVs in ../cvs."""
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'cvs')

# ---- Maartje Hoogland (English, headings + bullets) ----
d = Document()
h = d.add_heading('Maartje Hoogland', 0)
d.add_paragraph('Senior Scientist, Process Development  ·  Ghent, Belgium  ·  +32 470 55 81 29  ·  maartje.hoogland@proton.me')
d.add_heading('Profile', 1)
d.add_paragraph('Bioprocess engineer with six years in upstream process development for monoclonal antibodies and Fc-fragments, '
                'from clone selection through tech transfer to CMOs. Before industry I did a PhD on fed-batch modelling of CHO cultures.')
d.add_heading('Experience', 1)
d.add_heading('argenx — Ghent, Belgium', 2)
d.add_paragraph('Senior Scientist, Upstream Process Development (Oct 2023 – Present)')
for b in ['Lead upstream development of two late-stage programmes; design DoE studies in JMP and run Ambr 250 high-throughput bioreactor campaigns.',
          'Tech transfer of the 2,000 L fed-batch process to a contract manufacturer; author of the upstream sections of the process characterisation report.',
          'Supported the FDA pre-approval inspection and internal GMP audits of the pilot plant.']:
    d.add_paragraph(b, style='List Bullet')
d.add_paragraph('Scientist II, Upstream Process Development (Jul 2022 – Sep 2023)')
d.add_paragraph('Media and feed optimisation; built Python scripts for bioreactor data trending.', style='List Bullet')
d.add_heading('Genmab — Utrecht, the Netherlands', 2)
d.add_paragraph('Scientist, Cell Culture Process Development (Jan 2020 – Jun 2022)')
d.add_paragraph('Ran perfusion and fed-batch experiments at 3 L and 50 L scale; clone screening for bispecific antibodies.', style='List Bullet')
d.add_heading('Education', 1)
d.add_paragraph('PhD, Biochemical Engineering — Delft University of Technology, 2015–2019 (defended December 2019)')
d.add_paragraph('MSc Life Science & Technology — TU Delft and Leiden University (joint degree), 2013–2015')
d.add_paragraph('BSc Biotechnology — Wageningen University, 2010–2013')
d.add_heading('Publications', 1)
d.add_paragraph('Hoogland M., Verhagen P., Noorman H. J. (2019). Dynamic flux balance model of CHO fed-batch cultures under glucose limitation. Biotechnology and Bioengineering 116(9).', style='List Number')
d.add_paragraph('Sandoval R., Hoogland M., Pronk J. (2018). Lactate shift prediction in mammalian cell culture. Metabolic Engineering 49.', style='List Number')
d.add_heading('Service & other', 1)
d.add_paragraph('Ad hoc reviewer for Biotechnology Journal (Wiley), 2021–present.')
d.add_paragraph('Languages: Dutch (native), English (fluent), French (conversational).')
d.save(os.path.join(OUT, 'Maartje_Hoogland_CV.docx'))

# ---- 冼嘉蔚 (Chinese, tables) ----
d = Document()
p = d.add_paragraph(); r = p.add_run('冼嘉蔚'); r.bold = True; r.font.size = Pt(20)
p.alignment = WD_ALIGN_PARAGRAPH.CENTER
p = d.add_paragraph('车险理赔管理 | 深圳 | 139-2874-6051 | xianjiawei_claims@163.com'); p.alignment = WD_ALIGN_PARAGRAPH.CENTER
d.add_heading('基本信息', 1)
t = d.add_table(rows=3, cols=4); t.style = 'Table Grid'
for i, (a, b, c, e) in enumerate([('性别', '女', '出生年月', '1990年4月'), ('工作年限', '14年', '求职意向', '车险理赔部负责人'), ('现居地', '深圳福田', '政治面貌', '群众')]):
    for j, v in enumerate((a, b, c, e)):
        t.cell(i, j).text = v
d.add_heading('工作经历', 1)
t = d.add_table(rows=1, cols=4); t.style = 'Table Grid'
for j, v in enumerate(['时间', '单位', '职位', '工作内容']):
    t.rows[0].cells[j].text = v
rows = [
 ('2020年1月 - 至今', '中国平安财产保险股份有限公司（总部，深圳）', '车险理赔部 理赔经理',
  '管理 23 人的重大案件理赔团队；制定人伤案件核损标准；用 Tableau 搭建理赔时效与渗漏监控看板，案均结案周期缩短 3.2 天。'),
 ('2015年7月 - 2019年12月', '中国平安财产保险股份有限公司四川分公司', '车险理赔主管',
  '负责成都地区车险理赔时效和反欺诈线索排查；推动定损影像线上化。'),
 ('2012年7月 - 2015年6月', '中国人民财产保险股份有限公司成都市分公司', '车险查勘定损员',
  '事故现场查勘、定损与维修厂核价。'),
 ('2011年7月 - 2011年8月', '天健会计师事务所（特殊普通合伙）四川分所', '审计实习生（暑期）',
  '协助年报审计底稿整理与函证。'),
]
for row in rows:
    cells = t.add_row().cells
    for j, v in enumerate(row):
        cells[j].text = v
d.add_heading('教育背景', 1)
t = d.add_table(rows=2, cols=4); t.style = 'Table Grid'
for j, v in enumerate(['时间', '学校', '专业', '学历']):
    t.rows[0].cells[j].text = v
for j, v in enumerate(['2008.09 - 2012.06', '西南财经大学天府学院', '保险学', '本科（管理学学士）']):
    t.rows[1].cells[j].text = v
d.add_heading('证书与荣誉', 1)
d.add_paragraph('2018 平安集团“理赔服务之星”')
d.add_paragraph('保险公估从业人员资格；C1 驾驶证')
d.save(os.path.join(OUT, '冼嘉蔚-车险理赔经理.docx'))
print('ok')
