"""Builds the two DOCX CVs in ../cvs."""
from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'cvs')

def table(doc, rows, header=None):
    t = doc.add_table(rows=0, cols=len(rows[0]))
    t.style = 'Table Grid'
    if header:
        cells = t.add_row().cells
        for c, v in zip(cells, header):
            c.text = v
    for r in rows:
        cells = t.add_row().cells
        for c, v in zip(cells, r):
            c.text = v
    return t

# ---- 苏芷涵 (Chinese, tables) ----
d = Document()
d.add_heading('苏芷涵  个人简历', 0)
d.add_paragraph('求职意向：电商类目负责人 / 品类运营总监    杭州')
table(d, [['姓名', '苏芷涵', '手机', '137-5716-2290'],
          ['邮箱', 'suzhihan_cat@qq.com', '现居', '浙江杭州']])
d.add_heading('工作经历', 1)
table(d, [
    ['2021年3月 - 至今', '浙江天猫网络有限公司（天猫）', '美妆个护事业部 高级类目经理'],
    ['2016年7月 - 2021年2月', '广州唯品会电子商务有限公司', '类目经理（个护家清）'],
    ['2013年7月 - 2016年6月', '普华永道中天会计师事务所', '审计助理'],
], header=['时间', '公司', '职位'])
d.add_paragraph('天猫：负责美妆类目年 GMV 约 60 亿元的品牌招商、货品结构与大促排期；主导“双11”美妆预售会场，类目 GMV 同比增长 27%。')
d.add_paragraph('唯品会：搭建个护家清类目的 SKU 分层与定价模型（Excel + SQL），毛利率提升 3.2 个百分点。')
d.add_paragraph('普华永道：参与快消、零售客户的年报审计，负责存货与收入循环的底稿。')
d.add_heading('教育背景', 1)
table(d, [['2009.09 - 2013.06', '西安交通大学', '会计学', '本科 / 管理学学士']],
      header=['时间', '学校', '专业', '学历'])
d.add_heading('证书与技能', 1)
d.add_paragraph('证书：中级会计师（2015）')
d.add_paragraph('技能：SQL、Excel（数据透视 / VBA）、生意参谋、Python（自学，业余做过爬虫小项目）')
d.save(os.path.join(OUT, 'su_zhihan_jianli.docx'))

# ---- Yvette Chan (English) ----
d = Document()
d.add_heading('YVETTE CHAN HOI-YING, HKICPA', 0)
d.add_paragraph('Audit Manager  |  Hong Kong  |  yvette.chan.hy@outlook.com  |  +852 9123 7781')
d.add_heading('Professional Experience', 1)
d.add_paragraph('Ernst & Young (EY), Hong Kong — Assurance')
d.add_paragraph('Audit Manager, Financial Services    Jul 2020 – Present')
d.add_paragraph('Lead statutory and regulatory audits of three licensed banks and one life insurer; manage teams of up to 12.', style='List Bullet')
d.add_paragraph('Built Python (pandas) scripts for journal-entry testing over 2m+ entries per engagement, now the office template.', style='List Bullet')
d.add_paragraph('Senior Associate    Sep 2015 – Jun 2020')
d.add_paragraph('In-charge senior on listed-company audits (HKEX Main Board), IFRS 9 expected-credit-loss testing.', style='List Bullet')
d.add_paragraph('Associate    Sep 2012 – Aug 2015')
d.add_paragraph('Fieldwork on revenue, receivables and cash for retail and logistics clients.', style='List Bullet')
d.add_heading('Education', 1)
d.add_paragraph('MBA (part-time), The Hong Kong University of Science and Technology, 2019 – 2021')
d.add_paragraph('PhD programme in Accounting (part-time), Lingnan University, 2017 – 2018 (withdrew after first year)')
d.add_paragraph('BBA (Hons) in Accounting, Hong Kong Baptist University, 2008 – 2012')
d.add_heading('Certifications', 1)
d.add_paragraph('HKICPA (2015); CPA Australia (2016)')
d.add_heading('Languages', 1)
d.add_paragraph('Cantonese (native), English (fluent), Mandarin (fluent)')
d.save(os.path.join(OUT, 'yvette_chan_cv.docx'))
