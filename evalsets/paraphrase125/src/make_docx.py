"""Builds the two DOCX CVs: chaoyinghe (Chinese, tables) and Lettice Greenhalgh (English, name only in header)."""
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn
import os
OUT = os.path.join(os.path.dirname(__file__), '..', 'cvs')

def zh_font(doc):
    st = doc.styles['Normal']; st.font.name = 'Noto Sans CJK SC'; st.font.size = Pt(10.5)
    st.element.rPr.rFonts.set(qn('w:eastAsia'), 'Noto Sans CJK SC')

# ---- 晁映禾 ----
d = Document(); zh_font(d)
d.add_heading('晁映禾　个人简历', 0)
d.add_paragraph('求职意向：供应链计划 / 需求预测　｜　手机：159-2176-0835　｜　邮箱：yinghe.chao@163.com　｜　现居：上海')
d.add_heading('教育背景', 1)
t = d.add_table(rows=1, cols=4); t.style = 'Table Grid'
for c, h in zip(t.rows[0].cells, ['时间', '学校', '专业', '学位']): c.text = h
for row in [('2016.09–2017.09', '克兰菲尔德大学（Cranfield University，英国）', '物流与供应链管理', '理学硕士 MSc'),
            ('2012.09–2016.06', '北京交通大学', '物流管理', '管理学学士')]:
    cells = t.add_row().cells
    for c, v in zip(cells, row): c.text = v
d.add_heading('工作经历', 1)
t = d.add_table(rows=1, cols=3); t.style = 'Table Grid'
for c, h in zip(t.rows[0].cells, ['时间', '公司', '职位']): c.text = h
for row in [('2023年1月 - 至今', '宜家家居（英格卡集团 Ingka Group）中国区', '高级供应链分析师'),
            ('2020年4月 - 2022年12月', '宜家家居（英格卡集团 Ingka Group）中国区', '供应链分析师'),
            ('2017年10月 - 2020年3月', '敦豪供应链（DHL Supply Chain）上海', '库存分析师')]:
    cells = t.add_row().cells
    for c, v in zip(cells, row): c.text = v
d.add_paragraph('宜家：负责华东三家商场及嘉定配送中心的补货参数与安全库存设定；用 Python 与 SQL 搭建周度需求预测模型，将缺货率从 4.1% 降到 2.6%。')
d.add_paragraph('宜家：牵头 2024 年沙发品类的海运转中欧班列试点，测算总落地成本并向供应链经理汇报。')
d.add_paragraph('敦豪：为快消客户维护 Tableau 库存看板，每月输出呆滞库存分析报告。')
d.add_heading('证书与荣誉', 1)
d.add_paragraph('APICS CSCP 认证（2021）；2015 年全国大学生物流设计大赛二等奖')
d.add_heading('技能', 1)
d.add_paragraph('Python（pandas）、SQL、Tableau、SAP APO、Excel VBA；英语（雅思 7.5）')
d.save(os.path.join(OUT, '晁映禾_供应链分析师.docx'))

# ---- Lettice Greenhalgh (name only in the header section) ----
d = Document()
d.sections[0].header.paragraphs[0].text = 'Lettice Greenhalgh  |  Curriculum Vitae'
d.add_paragraph('London, United Kingdom  ·  +44 7700 918 245  ·  l.greenhalgh@fastmail.co.uk')
d.add_heading('Profile', 1)
d.add_paragraph('Private equity associate with nine years in M&A and buy-out investing, focused on business services and consumer deals in the UK and Nordics.')
d.add_heading('Experience', 1)
d.add_heading('Permira — Associate, Services sector team (London)', 2)
d.add_paragraph('Sep 2020 – Present')
d.add_paragraph('Worked on four control buy-outs (aggregate EV £3.1bn): built LBO and returns models, ran commercial and financial due diligence workstreams with advisers, drafted investment-committee papers.', style='List Bullet')
d.add_paragraph('Board observer at two portfolio companies; supported a bolt-on acquisition programme of six targets.', style='List Bullet')
d.add_heading('Rothschild & Co — Analyst, Global Advisory (London)', 2)
d.add_paragraph('Sep 2017 – Aug 2020')
d.add_paragraph('Sell-side and buy-side M&A for sponsors and corporates in consumer and leisure; six closed transactions.', style='List Bullet')
d.add_heading('Man Group — Summer Analyst (internship), Man AHL (London)', 2)
d.add_paragraph('Jun 2016 – Aug 2016')
d.add_paragraph('Ten-week internship on the hedge fund’s systematic macro desk: cleaned futures data and back-tested a carry signal in Python.', style='List Bullet')
d.add_heading('Education', 1)
d.add_paragraph('London School of Economics and Political Science (LSE) — BSc Economics, First Class Honours, 2014 – 2017')
d.add_heading('Other', 1)
d.add_paragraph('CFA Level II candidate · Excel / PowerPoint / FactSet / CapIQ · French (professional)')
d.save(os.path.join(OUT, 'CV_PE_associate_final.docx'))
