from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'cvs')

# --- 苑思衡 (Chinese, tables) ---
d = Document()
d.add_heading('苑思衡 — 笔记本散热工程师', level=1)
d.add_paragraph('深圳 | 电话 186-2033-5718 | 邮箱 yuansiheng_thermal@qq.com')
d.add_heading('工作经历', level=2)
t = d.add_table(rows=1, cols=4); t.style = 'Table Grid'
for c, h in zip(t.rows[0].cells, ['时间', '公司', '职位', '主要工作']): c.text = h
rows = [
 ('2021年4月 - 至今', '荣耀终端有限公司（深圳）', '高级结构热设计工程师', '负责 MagicBook 系列笔记本整机散热方案：双风扇+均热板（VC）设计、Flotherm 仿真、风扇噪声与表面温升平衡；主导 MagicBook Pro 16 散热模组选型。'),
 ('2017年7月 - 2021年3月', '华硕电脑（苏州）有限公司', '散热工程师', '笔记本热管与鳍片设计，Icepak 整机热仿真，热测试实验室温升与风量测试。'),
]
for r in rows:
    cells = t.add_row().cells
    for c, v in zip(cells, r): c.text = v
d.add_heading('教育背景', level=2)
t2 = d.add_table(rows=1, cols=4); t2.style = 'Table Grid'
for c, h in zip(t2.rows[0].cells, ['时间', '学校', '专业', '学历']): c.text = h
for r in [('2014.09-2017.06', '华中科技大学', '工程热物理', '工学硕士'),
          ('2010.09-2014.06', '浙江工业大学', '能源与动力工程', '工学学士')]:
    cells = t2.add_row().cells
    for c, v in zip(cells, r): c.text = v
d.add_heading('论文与专利', level=2)
d.add_paragraph('苑思衡，李建国. 超薄均热板在高功率密度电子器件中的传热特性研究[J]. 工程热物理学报, 2017, 38(5). （第一作者）')
d.add_paragraph('实用新型专利：一种笔记本电脑双风扇散热模组（第二发明人），2022')
d.add_heading('技能', level=2)
d.add_paragraph('Flotherm、Icepak、ANSYS Fluent、SolidWorks、热电偶/红外热像测试、Python 数据处理')
d.save(os.path.join(OUT, '苑思衡_简历.docx'))

# --- Ewan Gallacher (English) ---
d = Document()
d.add_heading('Ewan Gallacher BVMS MRCVS', level=1)
d.add_paragraph('Veterinary Surgeon turned Pet Nutrition Scientist')
d.add_paragraph('Aimargues, France  ·  ewan.gallacher@gmail.com  ·  +33 6 41 27 90 58')
d.add_heading('Professional experience', level=2)
d.add_paragraph('Royal Canin (Mars Petcare) — Aimargues, France', style=None).runs[0].bold = True
d.add_paragraph('Senior Nutrition Scientist, Research & Development · 04/2022 - today')
d.add_paragraph('Design palatability and digestibility trials for veterinary renal and gastrointestinal diets; translate clinical findings into new formulations and own the scientific dossiers submitted for product claims.', style='List Bullet')
d.add_paragraph('Nutrition Scientist, Research & Development · 06/2018 - 03/2022')
d.add_paragraph('Ran feeding studies at the Royal Canin pet centre and wrote clinical-nutrition training material for veterinary clinics.', style='List Bullet')
p = d.add_paragraph('Medivet Veterinary Partnership — Glasgow, UK'); p.runs[0].bold = True
d.add_paragraph('Small Animal Veterinary Surgeon · 09/2012 - 05/2018')
d.add_paragraph('First-opinion practice: medicine, soft-tissue surgery and out-of-hours emergency cover; clinical lead for the practice nutrition clinic from 2015.', style='List Bullet')
d.add_heading('Education', level=2)
d.add_paragraph('BVMS (Bachelor of Veterinary Medicine and Surgery), University of Glasgow, 2007 – 2012')
d.add_paragraph('RCVS Certificate in Advanced Veterinary Practice (CertAVP), Small Animal Medicine modules, 2016')
d.add_heading('Publications', level=2)
d.add_paragraph('Gallacher E, Murray J. Dietary management of chronic enteropathy in 62 dogs: a retrospective study. Journal of Small Animal Practice, 57(9), 2016.')
d.add_paragraph('Laurent C, Gallacher E, Biourge V. Phosphorus digestibility of renal diets in cats. Journal of Animal Physiology and Animal Nutrition, 2021.')
d.add_heading('Awards and talks', level=2)
d.add_paragraph('Purina Institute travel grant to attend the ESVCN Congress, 2018')
d.add_paragraph('Speaker, BSAVA Congress 2022 — "Feeding the renal cat"')
d.save(os.path.join(OUT, 'ewan_gallacher_cv.docx'))
