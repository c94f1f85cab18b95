from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(__file__), '..', 'cvs')

# ---- 裴晨光: Chinese DOCX, one table per job ----
d = Document()
d.add_heading('裴晨光　个人简历', 0)
d.add_paragraph('电话：139-1632-8075　｜　邮箱：pei.chenguang@outlook.com　｜　上海市嘉定区')
d.add_paragraph('求职意向：采购总监 / 战略采购负责人（新能源汽车零部件）')
d.add_heading('工作经历', 1)
jobs = [
    [('公司', '浙江吉利控股集团 · 吉利汽车研究院（宁波）采购中心'),
     ('职位', '采购负责人（电驱系统品类）'),
     ('时间', '2019年3月 - 至今'),
     ('工作内容', '负责电驱、电控及功率半导体品类的寻源、定点与年度降本，年采购额约 45 亿元；'
                  '供应商管理：博世、大陆集团、汇川技术、比亚迪半导体等 30 余家；'
                  '主导 SiC 模块双供应商策略，2023 年品类降本 7.8%。'),
     ('下属', '8 人（采购工程师 6 名、成本分析师 2 名）')],
    [('公司', '上汽大众汽车有限公司 采购部'),
     ('职位', '高级采购工程师'),
     ('时间', '2016年1月 - 2019年2月'),
     ('工作内容', '底盘件品类（制动、转向）采购，参与 MEB 平台国产化定点，负责供应商年度质量与交付评审。')],
    [('公司', '上汽大众汽车有限公司 采购部'),
     ('职位', '采购工程师'),
     ('时间', '2012年7月 - 2015年12月'),
     ('工作内容', '内饰件询价、比价与合同执行；搭建供应商 KPI 报表（Excel / Access）。')],
]
for job in jobs:
    t = d.add_table(rows=0, cols=2)
    t.style = 'Table Grid'
    for k, v in job:
        r = t.add_row().cells
        r[0].text = k
        r[1].text = v
    d.add_paragraph('')
d.add_heading('教育背景', 1)
d.add_paragraph('2020年9月 - 2023年1月　上海交通大学安泰经济与管理学院　工商管理硕士（MBA，在职）')
d.add_paragraph('2008年9月 - 2012年6月　同济大学　机械设计制造及其自动化　工学学士')
d.add_heading('证书与技能', 1)
d.add_paragraph('美国供应管理协会 CPSM 认证（2018）；SAP Ariba、SAP MM 模块；商务英语流利，德语 B1。')
d.add_heading('荣誉', 1)
d.add_paragraph('2021年 吉利汽车采购中心“降本之星”')
d.save(os.path.join(OUT, '裴晨光_采购负责人.docx'))

# ---- Femke de Bruijn: English DOCX, name only in footer ----
d = Document()
sec = d.sections[0]
sec.footer.paragraphs[0].text = 'Femke de Bruijn – CV – page 1'
p = d.add_paragraph()
r = p.add_run('Compliance Analyst – AML / KYC / Sanctions'); r.bold = True; r.font.size = Pt(16)
d.add_paragraph('Amsterdam, NL · femke.debruijn@proton.me · +31 6 4120 7793')
d.add_heading('Profile', 1)
d.add_paragraph('Financial-crime compliance analyst with a law background, working on transaction monitoring '
                'and customer due diligence for card acquiring and payouts. I like turning regulatory '
                'requirements into rules and data checks that actually run.')
d.add_heading('Experience', 1)
d.add_paragraph('Adyen – Compliance Analyst, Transaction Monitoring (04/2022 - today)')
for b in ['Tune and back-test transaction-monitoring scenarios for marketplace merchants; wrote PySpark '
          'notebooks over the payments data lake to measure alert precision per scenario.',
          'Handle escalated KYC reviews for high-risk merchant onboarding in the EEA and UK.',
          'Drafted the internal guidance on the EU AMLR travel-rule changes.']:
    d.add_paragraph(b, style='List Bullet')
d.add_paragraph('PayPal (Europe) S.à r.l. et Cie, S.C.A. – Junior Compliance Officer, Luxembourg (09/2019 - 03/2022)')
for b in ['Sanctions-screening alert review and SAR drafting for the Benelux market.',
          'Maintained SQL reports for the quarterly MLRO pack.']:
    d.add_paragraph(b, style='List Bullet')
d.add_heading('Education', 1)
d.add_paragraph('LL.M. Financial Law, Leiden University (2018 – 2019)')
d.add_paragraph('LL.B. Dutch Law, Tilburg University (2015 – 2018)')
d.add_heading('Certifications', 1)
d.add_paragraph('CAMS – Certified Anti-Money Laundering Specialist (2021)')
d.add_heading('Skills', 1)
d.add_paragraph('SQL, PySpark, Python (pandas), Actimize, Excel; Dutch (native), English (C2), French (B2)')
d.save(os.path.join(OUT, 'cv_compliance_2026.docx'))
