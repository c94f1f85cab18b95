from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(__file__), '..', 'cvs')

# Treasury analyst, Chinese DOCX with an education table
d = Document()
d.add_heading('闵书棠', 0)
d.add_paragraph('资金分析 / 司库管理 ｜ 电话：186-2177-0391 ｜ 邮箱：minshutang@outlook.com ｜ 上海')
d.add_heading('工作经历', 1)
d.add_paragraph('中芯国际集成电路制造（上海）有限公司　财务中心·资金部　2021.08 – 至今')
d.add_paragraph('高级资金分析师（2023.07 起）；资金分析师（2021.08 – 2023.06）')
for b in ['负责集团 13 周滚动现金流预测，用 Python（pandas、statsmodels）搭建预测模型，预测偏差由 9% 降至 3%。',
          '管理美元/人民币外汇敞口与远期结汇套保，年度套保规模约 12 亿美元。',
          '对接境内外 20 余家合作银行的授信与资金池安排。']:
    d.add_paragraph(b, style='List Bullet')
d.add_paragraph('阿里巴巴（中国）有限公司　集团财务部·资金管理　2018.07 – 2020.03')
d.add_paragraph('资金分析专员')
for b in ['负责集团境内账户日常头寸管理与银行对账，参与司库系统上线。']:
    d.add_paragraph(b, style='List Bullet')
d.add_heading('教育背景', 1)
t = d.add_table(rows=1, cols=4)
t.style = 'Table Grid'
for c, h in zip(t.rows[0].cells, ['时间', '学校', '专业', '学位']):
    c.text = h
for row in [('2020.09 – 2021.06', '香港中文大学', '金融学', '博士项目（肄业，未获学位）'),
            ('2016.09 – 2018.06', '复旦大学', '金融（专业硕士）', '金融硕士'),
            ('2012.09 – 2016.06', '上海财经大学', '金融学', '经济学学士')]:
    cells = t.add_row().cells
    for c, v in zip(cells, row):
        c.text = v
d.add_heading('证书与技能', 1)
d.add_paragraph('CTP（认证司库专家）；Python、SQL、Excel VBA、SAP TR；英语流利')
d.save(os.path.join(OUT, '闵书棠-资金分析师.docx'))

# VP of operations, English DOCX
d = Document()
d.add_heading('Hollis Ferrandino', 0)
d.add_paragraph('Vice President, Operations  |  Singapore  |  hollis.ferrandino@gmail.com  |  +65 8123 4410')
d.add_heading('Summary', 1)
d.add_paragraph('Operations executive with more than two decades in supply chain, last-mile logistics and fulfilment across the US and Southeast Asia. I build networks that scale: hubs, sortation, line-haul, and the teams that run them, and I have led organisations of up to 9,000 people across six countries while keeping cost per parcel on a downward path year after year.')
d.add_heading('Experience', 1)
d.add_paragraph('Ninja Van — Vice President, Operations (Jan 2019 – Present), Singapore')
d.add_paragraph('Run regional first-mile, sortation and last-mile operations in six markets; cut cost per parcel 27% over four years and opened 14 automated hubs.', style='List Bullet')
d.add_paragraph('Lazada Group (an Alibaba Group company) — Vice President, Fulfilment (Apr 2017 – Dec 2018); Head of Fulfilment (Jan 2015 – Mar 2017), Singapore')
d.add_paragraph('Built the cross-border fulfilment network for 11.11 campaigns; integrated warehouse systems with Cainiao after the Alibaba investment.', style='List Bullet')
d.add_paragraph('DHL Supply Chain — Director, Contract Logistics (2011 – 2014), Singapore')
d.add_paragraph('Procter & Gamble — Supply Chain Manager (Jul 2003 – Dec 2009), Cincinnati, OH')
d.add_heading('Education', 1)
t = d.add_table(rows=0, cols=3)
t.style = 'Table Grid'
for row in [('INSEAD', 'MBA', '2010 – 2010'),
            ('Georgia Institute of Technology', 'B.S. Industrial Engineering', '1999 – 2003')]:
    cells = t.add_row().cells
    for c, v in zip(cells, row):
        c.text = v
d.add_heading('Other', 1)
d.add_paragraph('Judge, MIT Supply Chain Hackathon (2022). Board member, Singapore Logistics Association (2021 – present).')
d.save(os.path.join(OUT, 'Hollis_Ferrandino_VP_Ops.docx'))
