"""Builds the two DOCX CVs (vossberg_henrike_cv.docx, zhong_jiyan_简历.docx)."""
from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(__file__), '..', 'cvs')

def vossberg():
    d = Document()
    d.add_heading('Henrike Vossberg', 0)
    d.add_paragraph('Sustainability Manager · London, UK · henrike.vossberg@gmail.com · +44 7700 914 382')
    d.add_heading('Profile', 1)
    d.add_paragraph('Sustainability lead with fourteen years in the beverage industry, covering water '
                    'stewardship, packaging circularity and Scope 3 carbon accounting across supply chains in '
                    'Europe and Asia.')
    d.add_heading('Experience', 1)
    d.add_heading('Costa Coffee (part of The Coca-Cola Company since 2019) — London', 2)
    d.add_paragraph('Sustainability Manager, Apr 2017 – Present')
    for b in ['Own the Scope 3 emissions baseline for 2,700 UK stores and the roastery; built the supplier '
              'emissions dashboards in Tableau used by the procurement leadership team each month.',
              'Led the cup-recycling programme with waste partners, raising collected cups from 60m to 180m a year.',
              'Since 2019 align reporting with The Coca-Cola Company group sustainability framework.']:
        d.add_paragraph(b, style='List Bullet')
    d.add_heading('HEINEKEN Netherlands — Zoeterwoude', 2)
    d.add_paragraph('Sustainability Analyst, Sep 2012 – Mar 2017')
    for b in ['Modelled water use per hectolitre across four breweries; the brewery water-reduction plan cut '
              'usage by 11%.',
              'Prepared GRI data for the annual sustainability report.']:
        d.add_paragraph(b, style='List Bullet')
    d.add_heading('Education', 1)
    t = d.add_table(rows=3, cols=3)
    t.style = 'Table Grid'
    rows = [('Wageningen University & Research', 'MSc Environmental Sciences', '2010 – 2012'),
            ('Georg-August-Universität Göttingen', 'BSc Geoecology', '2007 – 2010'),
            ('', '', '')]
    for r, vals in zip(t.rows, rows):
        for c, v in zip(r.cells, vals):
            c.text = v
    d.add_heading('Certifications & other', 1)
    d.add_paragraph('GHG Protocol Corporate Standard certificate (2018); speaker, World Water Week Stockholm 2022; '
                    'member, Nestlé–Costa joint packaging roundtable (industry working group, 2021).')
    d.add_heading('Skills', 1)
    d.add_paragraph('Tableau, Excel/Power Query, SimaPro LCA, GRI & CDP reporting, German (native), English (fluent), Dutch (good)')
    d.save(os.path.join(OUT, 'vossberg_henrike_cv.docx'))

def zhong():
    d = Document()
    style = d.styles['Normal']; style.font.name = 'SimSun'; style.font.size = Pt(10.5)
    d.add_heading('钟霁言 · 个人简历', 0)
    d.add_paragraph('求职意向：内容安全 / 内容审核管理　｜　电话：186-2093-5571　｜　邮箱：zhongjiyan_cs@163.com　｜　现居：上海')
    d.add_heading('教育背景', 1)
    t = d.add_table(rows=3, cols=4); t.style = 'Table Grid'
    for r, vals in zip(t.rows, [('时间', '学校', '专业', '学历'),
                                ('2014.09–2016.06', '中山大学', '传播学', '硕士'),
                                ('2010.09–2014.06', '暨南大学', '新闻学', '本科')]):
        for c, v in zip(r.cells, vals):
            c.text = v
    d.add_heading('工作经历', 1)
    t = d.add_table(rows=5, cols=3); t.style = 'Table Grid'
    for r, vals in zip(t.rows, [('时间', '公司', '职位'),
                                ('2020/6-至今', '上海宽娱数码科技有限公司（哔哩哔哩）', '内容安全审核负责人'),
                                ('2018/3-2020/5', '平安科技（深圳）有限公司（中国平安旗下）', '内容安全组长'),
                                ('2016/7-2018/2', '北京微梦创科网络技术有限公司（新浪微博）', '内容审核专员'),
                                ('2015/7-2015/9', '博柏利（Burberry）上海', '数字内容实习生（实习）')]):
        for c, v in zip(r.cells, vals):
            c.text = v
    d.add_heading('工作内容', 1)
    for b in ['哔哩哔哩：管理 60 人审核团队，制定弹幕与评论审核规范；用 Tableau 搭建审核时效与误判率看板，误判率下降 35%。',
              '平安科技：负责平安好医生社区内容安全策略，建立敏感词库与分级处置流程，对接算法团队优化机审模型。',
              '新浪微博：热门话题内容巡查，参与 2017 年重大活动保障。',
              '博柏利：协助天猫旗舰店商品文案与社媒内容排期。']:
        d.add_paragraph(b, style='List Bullet')
    d.add_heading('技能与证书', 1)
    d.add_paragraph('Tableau、SQL、Excel；英语 CET-6；2019 年获平安集团“优秀团队负责人”称号')
    d.save(os.path.join(OUT, '钟霁言_简历.docx'))

vossberg(); zhong()
