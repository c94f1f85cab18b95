"""Builds the two DOCX CVs of the set into ../cvs/."""
import os
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..', 'cvs')


def table(doc, rows, header=True):
    t = doc.add_table(rows=len(rows), cols=len(rows[0]))
    t.style = 'Table Grid'
    for i, r in enumerate(rows):
        for j, v in enumerate(r):
            t.cell(i, j).text = v
            if header and i == 0:
                for run in t.cell(i, j).paragraphs[0].runs:
                    run.bold = True
    return t


def wei_ruochen():
    d = Document()
    p = d.add_paragraph()
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = p.add_run('危若琛  个人简历')
    r.bold = True
    r.font.size = Pt(18)
    d.add_heading('基本信息', level=2)
    table(d, [
        ['姓名', '危若琛', '性别', '男'],
        ['出生年月', '1991年4月', '所在地', '广州'],
        ['手机', '138 2600 7719', '邮箱', 'ruochen.wei@163.com'],
        ['求职意向', '固定收益交易 / 利率债投资', '到岗时间', '一个月内'],
    ], header=False)
    d.add_heading('教育背景', level=2)
    table(d, [
        ['时间', '学校', '专业', '学历'],
        ['2013.09–2015.06', '复旦大学 经济学院', '金融硕士（专业学位）', '硕士'],
        ['2009.09–2013.06', '武汉大学 经济与管理学院', '金融学', '学士'],
    ])
    d.add_heading('工作经历', level=2)
    table(d, [
        ['时间', '单位', '职位'],
        ['2018.07–至今', '易方达基金管理有限公司（固定收益投资部）', '固定收益交易员；2022年1月起 高级交易员'],
        ['2015.07–2018.06', '广发证券股份有限公司 固定收益部', '交易助理'],
        ['2014.06–2014.08', '中国国际金融股份有限公司 固定收益部', '暑期实习生'],
    ])
    d.add_paragraph('易方达基金管理有限公司｜固定收益交易员 / 高级交易员', style='Heading 3')
    for b in [
        '负责公司公募债券基金及专户组合的利率债、信用债和同业存单的二级市场交易执行，年成交量约 4,000 亿元；',
        '在银行间市场通过 X-Bond 与询价系统完成现券、质押式回购及国债期货交易，日常管理组合流动性；',
        '用 SQL 从公司数据仓库和 Wind 数据库提取逐笔成交数据，搭建交易成本分析（TCA）日报，帮助基金经理评估执行质量；',
        '与基金经理、研究员每日晨会沟通，跟踪央行公开市场操作与资金面变化。',
    ]:
        d.add_paragraph(b, style='List Bullet')
    d.add_paragraph('广发证券股份有限公司｜交易助理', style='Heading 3')
    for b in [
        '协助交易员完成银行间债券交易录入与清算核对；维护债券估值 Excel 模型。',
    ]:
        d.add_paragraph(b, style='List Bullet')
    d.add_heading('证书与技能', level=2)
    d.add_paragraph('基金从业资格；银行间本币市场交易员资格；CFA 二级候选人')
    d.add_paragraph('工具：Wind、Bloomberg 终端、SQL、Python（pandas）、Excel VBA；英语 CET-6')
    d.save(os.path.join(OUT, '危若琛_固收交易_简历.docx'))


def hattie():
    d = Document()
    sec = d.sections[0]
    fp = sec.footer.paragraphs[0]
    fp.text = 'Hattie Greenslade — CV — page 1'
    fp.alignment = WD_ALIGN_PARAGRAPH.CENTER
    p = d.add_paragraph()
    r = p.add_run('Senior UX Writer')
    r.bold = True
    r.font.size = Pt(20)
    d.add_paragraph('London · hgreenslade.words@gmail.com · +44 7911 123 580 · portfolio on request')
    d.add_heading('Profile', level=1)
    d.add_paragraph('I write the words inside money apps: onboarding, payment errors, fee explanations and '
                    'the little labels that stop people sending money to the wrong place. I care about '
                    'plain English, accessibility and measuring whether words actually change behaviour.')
    d.add_heading('Experience', level=1)
    d.add_heading('Wise — Senior UX Writer (Jun 2022 – present)', level=2)
    for b in [
        'Own the content design for transfers and the multi-currency account in the Wise app across 40+ markets, '
        'working with localisation on 20 languages.',
        'Rewrote the “money is on its way” status messages; contacts to support about transfer status fell 12%.',
        'Run copy A/B tests and pull results myself with SQL in Looker and Snowflake before handing them to analysts.',
    ]:
        d.add_paragraph(b, style='List Bullet')
    d.add_heading('Monese — UX Writer (Mar 2019 – May 2022)', level=2)
    for b in [
        'Built the first voice-and-tone guide and a content pattern library for the mobile banking app.',
    ]:
        d.add_paragraph(b, style='List Bullet')
    d.add_heading('Freelance — Copywriter (Sept 2018 – Feb 2019)', level=2)
    d.add_paragraph('Store-page and in-game text for small indie studios; website copy for a coffee roaster.')
    d.add_heading('King — Copy & Localisation Intern (summer 2017)', level=2)
    d.add_paragraph('Three-month internship in the London studio writing in-game event text and push '
                    'notifications for Candy Crush Soda Saga.')
    d.add_heading('Education', level=1)
    d.add_paragraph('BA (Hons) English Language and Linguistics, University of Leeds, 2015 – 2018')
    d.add_heading('Writing & community', level=1)
    for b in [
        'Co-author (second author): “Microcopy that Reassures: Testing Status Messages in a Payments App”, '
        'CHI 2024 Late-Breaking Work.',
        'Reviewer, CHI 2025 Late-Breaking Work.',
        'Speaker, UX London 2023.',
    ]:
        d.add_paragraph(b, style='List Bullet')
    d.add_heading('Tools', level=1)
    d.add_paragraph('Figma, Ditto, Lokalise, Looker, SQL, Google Analytics, Hemingway')
    d.save(os.path.join(OUT, 'cv_final_v3.docx'))


if __name__ == '__main__':
    wei_ruochen()
    hattie()
