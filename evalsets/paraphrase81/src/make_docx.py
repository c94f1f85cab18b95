"""Builds the two DOCX CVs in ../cvs."""
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'cvs')

def zh_font(doc):
    st = doc.styles['Normal']; st.font.name = 'Noto Sans CJK SC'; st.font.size = Pt(10.5)
    st.element.rPr.rFonts.set(qn('w:eastAsia'), 'Noto Sans CJK SC')

# ---- B: employment lawyer, Chinese DOCX with tables ----
d = Document(); zh_font(d)
d.add_heading('庄若瑜 个人简历', 0)
d.add_paragraph('执业律师（劳动与雇佣法方向）｜上海｜电话 138 1762 5409｜邮箱 zhuangry.law@163.com')
d.add_heading('教育背景', 1)
t = d.add_table(rows=1, cols=4); t.style = 'Table Grid'
for c, h in zip(t.rows[0].cells, ['时间', '学校', '专业', '学位']): c.text = h
for row in [('2012.09–2013.09', '伦敦大学学院（UCL）', '法学', '法学硕士（LL.M.）'),
            ('2008.09–2012.06', '浙江大学光华法学院', '法学', '法学学士')]:
    cells = t.add_row().cells
    for c, v in zip(cells, row): c.text = v
d.add_heading('工作经历', 1)
d.add_paragraph('金杜律师事务所（King & Wood Mallesons）上海办公室　合伙人　2022.01–至今')
d.add_paragraph('负责劳动与雇佣业务组，代理集体劳动争议、高管竞业限制及大规模裁员项目；为永辉超市等零售客户提供劳动用工合规咨询。', style='List Bullet')
d.add_paragraph('金杜律师事务所（King & Wood Mallesons）上海办公室　资深律师　2017.06–2021.12', )
d.add_paragraph('办理劳动仲裁及诉讼案件120余件；起草外资企业员工手册及股权激励方案中的劳动法条款。', style='List Bullet')
d.add_paragraph('北京市君合律师事务所 上海分所　律师　2013.10–2017.05')
d.add_paragraph('参与跨国公司在华并购中的员工安置与劳动尽职调查。', style='List Bullet')
d.add_heading('资格与荣誉', 1)
d.add_paragraph('中华人民共和国法律职业资格（2012年）')
d.add_paragraph('2024年 入选 ALB China 劳动法领域“15佳律师”')
d.add_heading('语言', 1)
d.add_paragraph('中文（母语）、英语（工作语言，可用英文起草合同）')
d.save(os.path.join(OUT, '庄若瑜_劳动法律师简历.docx'))

# ---- G: new graduate, English DOCX, name only in the header section ----
d = Document()
d.styles['Normal'].font.name = 'Calibri'; d.styles['Normal'].font.size = Pt(10.5)
hdr = d.sections[0].header.paragraphs[0]
hdr.text = 'Imelda Pettifer  |  imelda.pettifer@outlook.com  |  +44 7911 204 377  |  London'
d.add_heading('Curriculum Vitae', 0)
d.add_heading('Education', 1)
t = d.add_table(rows=1, cols=3); t.style = 'Table Grid'
for c, h in zip(t.rows[0].cells, ['Dates', 'Institution', 'Qualification']): c.text = h
for row in [('2023 – 2026', 'University of Warwick', 'BSc Economics, First Class Honours'),
            ('2021 – 2023', 'Godalming College', 'A-levels: Mathematics, Economics, Geography')]:
    cells = t.add_row().cells
    for c, v in zip(cells, row): c.text = v
d.add_heading('Experience', 1)
d.add_paragraph('Tesco PLC, Welwyn Garden City — Graduate Analyst, Commercial Insight (Sep 2026 – present)')
d.add_paragraph('Rotating through the grocery commercial teams; building weekly availability reports for the fresh category in SQL and Power BI.', style='List Bullet')
d.add_paragraph('Deloitte UK, London — Summer Vacation Scheme Intern, Consulting (Strategy & Operations) (Jun 2025 – Aug 2025)')
d.add_paragraph('Supported a supply-chain cost review for a FTSE 250 client: cleaned ERP extracts in Excel and Alteryx, built a cost-to-serve model and drafted two steering-committee slides.', style='List Bullet')
d.add_paragraph('Warwick Economics Society — Treasurer (2024 – 2025)')
d.add_heading('Awards', 1)
d.add_paragraph('Winner, Warwick Retail Case Challenge 2025 (sponsored by Walmart and Asda).')
d.add_heading('Skills', 1)
d.add_paragraph('SQL, Excel, Power BI, Alteryx, Python (pandas), Stata, R, Rust (self-taught, hobby projects).')
d.save(os.path.join(OUT, 'cv_pettifer_2026.docx'))
print('ok')
