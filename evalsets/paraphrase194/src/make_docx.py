import sys
from docx import Document
from docx.shared import Pt
out = sys.argv[1]

def sui(path):
    d = Document()
    st = d.styles['Normal']; st.font.name = 'SimSun'; st.font.size = Pt(10.5)
    d.add_heading('隋婉之 — 个人简历', level=1)
    d.add_paragraph('求职意向：类目经理 / 品类运营负责人　｜　电话：139-1867-4420　｜　邮箱：suiwanzhi_ops@126.com　｜　现居：广州')
    d.add_heading('教育背景', level=2)
    t = d.add_table(rows=1, cols=4); t.style = 'Table Grid'
    for c, h in zip(t.rows[0].cells, ['时间', '学校', '专业', '学历']): c.text = h
    for row in [('2015.09–2018.06', '浙江大学', '企业管理（管理学院）', '硕士'),
                ('2011.09–2015.06', '浙江工商大学', '市场营销', '本科')]:
        cells = t.add_row().cells
        for c, v in zip(cells, row): c.text = v
    d.add_heading('工作经历', level=2)
    t = d.add_table(rows=1, cols=3); t.style = 'Table Grid'
    for c, h in zip(t.rows[0].cells, ['时间', '公司 / 部门', '职位']): c.text = h
    for row in [('2021/4-至今', '唯品会（广州唯品会电子商务有限公司）美妆事业部', '类目经理'),
                ('2019.10–2021.03', '阿里巴巴集团 天猫 快消事业部', '类目运营专家'),
                ('2018.07–2019.09', '阿里巴巴集团 天猫 快消事业部', '类目运营专员')]:
        cells = t.add_row().cells
        for c, v in zip(cells, row): c.text = v
    d.add_paragraph('唯品会：负责护肤类目年 GMV 约 18 亿元，制定品牌引入与大促排期策略；日常用 SQL 从数据仓库取数，搭建类目周报看板，定位动销下滑的 SKU。')
    d.add_paragraph('天猫：负责个护洗护类目商家运营，双11 期间类目 GMV 同比增长 34%；用 SQL 与生意参谋做商家分层。')
    d.add_heading('证书与其他', level=2)
    d.add_paragraph('2022 阿里巴巴"年度优秀合作伙伴"颁奖嘉宾（唯品会代表出席）')
    d.add_paragraph('技能：SQL、Excel（VBA）、Tableau、生意参谋、英语 CET-6')
    d.save(path)

def lou(path):
    d = Document()
    d.add_heading('LOU Qinghan', level=0)
    d.add_paragraph('qinghan.lou@outlook.com | +86 186 5710 2368 | Shanghai')
    d.add_heading('Education', level=1)
    d.add_paragraph('Zhejiang University, School of Economics — Bachelor of Economics (Finance), Sep 2022 – Jun 2026, GPA 3.86/4.0')
    d.add_paragraph('The University of Hong Kong — exchange semester, Faculty of Business and Economics, Spring 2025')
    d.add_heading('Experience', level=1)
    t = d.add_table(rows=1, cols=3); t.style = 'Table Grid'
    for c, h in zip(t.rows[0].cells, ['Dates', 'Firm', 'Role']): c.text = h
    for row in [('Jul 2026 – Present', 'Huatai Securities, Investment Banking Department (Shanghai)', 'Analyst (full-time)'),
                ('Jun 2025 – Aug 2025', 'Goldman Sachs (Asia) L.L.C., Investment Banking Division, Hong Kong', 'Summer Analyst (internship)'),
                ('Dec 2024 – Feb 2025', 'Wind Information Co., Ltd. (data vendor), Shanghai', 'Data Research Intern')]:
        cells = t.add_row().cells
        for c, v in zip(cells, row): c.text = v
    d.add_paragraph('At Goldman Sachs: built trading-comps and DCF models for two Hong Kong IPO pitches in consumer and healthcare; drafted sections of a confidential information memorandum.', style='List Bullet')
    d.add_paragraph('At Huatai Securities: execution work on A-share follow-on offerings; due diligence checklists and valuation support.', style='List Bullet')
    d.add_heading('Awards', level=1)
    d.add_paragraph('CFA Institute Research Challenge 2025 — Greater China local final, 2nd place', style='List Bullet')
    d.add_paragraph('Declined full-time offer: Morgan Stanley Asia, Investment Banking Analyst (2026)', style='List Bullet')
    d.add_heading('Skills', level=1)
    d.add_paragraph('Excel financial modelling, Wind, Bloomberg Terminal, Python (pandas), Kubernetes basics (online course)')
    d.save(path)

if __name__ == '__main__':
    sui(out + '/隋婉之_类目经理.docx')
    lou(out + '/Lou_Qinghan_Resume.docx')
