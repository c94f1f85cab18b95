from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(__file__), '..', 'cvs')

# Kwek Jia Hui, new CV (2026)
d = Document()
d.add_heading('Kwek Jia Hui', 0)
d.add_paragraph('Senior Data Engineer · Singapore · jiahui.kwek@gmail.com · +65 9123 4471')
d.add_heading('Experience', 1)
d.add_heading('DBS Bank Ltd — Senior Data Engineer, Consumer Banking Group Data Platform', 2)
d.add_paragraph('04/2024 - today, Singapore')
for b in ['Migrating the retail-banking customer 360 pipelines from on-prem Hadoop to a Spark-on-Kubernetes lakehouse; 1,100 jobs moved so far.',
          'Wrote the SQL data-quality rules (Great Expectations) that gate MAS regulatory reporting extracts.',
          'Mentor two junior engineers; run the team\'s Airflow upgrade working group.']:
    d.add_paragraph(b, style='List Bullet')
d.add_heading('Grab — Data Engineer', 2)
d.add_paragraph('Jul 2019 – Mar 2024, Singapore')
for b in ['Owned the trip-events lakehouse tables (Spark on EMR, Hudi, Airflow); ~4 TB/day.',
          'Rewrote 60+ legacy SQL reports into dbt models with tests.']:
    d.add_paragraph(b, style='List Bullet')
d.add_heading('Ping An Technology (Shenzhen) Co., Ltd. — Data Engineering Intern', 2)
d.add_paragraph('May 2018 – Aug 2018, Shenzhen')
d.add_heading('Education', 1)
t = d.add_table(rows=3, cols=3)
t.style = 'Table Grid'
rows = [('Degree', 'School', 'Dates'),
        ('MSc Computer Science (online, part-time; in progress)', 'Georgia Institute of Technology (OMSCS)', '2023 – expected 2027'),
        ('Bachelor of Computing (Computer Science), Honours', 'National University of Singapore', '2015 – 2019')]
for r, row in zip(t.rows, rows):
    for c, v in zip(r.cells, row):
        c.text = v
d.add_heading('Certifications & Skills', 1)
d.add_paragraph('Databricks Certified Data Engineer Professional (2025); AWS Certified Data Engineer – Associate (2024)')
d.add_paragraph('Python, Scala, SQL, Spark, Airflow, Kafka, dbt, Kubernetes, Terraform')
d.save(os.path.join(OUT, 'Kwek_JiaHui_CV_2026.docx'))

# 芈伊凝
d = Document()
st = d.styles['Normal']; st.font.name = 'Noto Sans CJK SC'; st.font.size = Pt(10.5)
d.add_heading('个人简历', 0)
t = d.add_table(rows=3, cols=4); t.style = 'Table Grid'
info = [('姓名', '芈伊凝', '性别', '女'), ('电话', '139-1672-8305', '邮箱', 'mi.yining@foxmail.com'), ('现居', '上海市静安区', '求职意向', '商品企划经理 / 商品总监（服装）')]
for r, row in zip(t.rows, info):
    for c, v in zip(r.cells, row):
        c.text = v
d.add_heading('工作经历', 1)
t = d.add_table(rows=4, cols=3); t.style = 'Table Grid'
work = [('时间', '公司', '职位及职责'),
        ('2019年3月 - 至今', '迅销（中国）商贸有限公司（优衣库 UNIQLO）', '高级商品企划（女装）：负责女装针织、外套品类的季度企划与 OTB 预算，品类年销售额约 9 亿元；与东京总部 MD 团队对接全球主推款，联合生产部门推进面料开发。'),
        ('2016年9月 - 2019年2月', '迅销（中国）商贸有限公司（优衣库 UNIQLO）', '商品企划：负责华东区门店铺货与补货计划，用 Excel 数据透视与 VBA 搭建周销售看板，售罄率提升 7 个百分点。'),
        ('2013年7月 - 2016年8月', '太平鸟时尚服饰股份有限公司（PEACEBIRD）', '商品助理 → 商品企划专员：女装线波段上新计划、订货会选款支持、门店调拨。')]
for r, row in zip(t.rows, work):
    for c, v in zip(r.cells, row):
        c.text = v
d.add_heading('教育背景', 1)
t = d.add_table(rows=3, cols=4); t.style = 'Table Grid'
edu = [('时间', '学校', '专业', '学历'),
       ('2017.09 - 2019.01', '东华大学', '时尚管理（在职）', '硕士（未完成，因工作调动退学）'),
       ('2009.09 - 2013.06', '东华大学', '服装设计与工程', '学士')]
for r, row in zip(t.rows, edu):
    for c, v in zip(r.cells, row):
        c.text = v
d.add_heading('技能与证书', 1)
d.add_paragraph('Excel（数据透视、VBA）、SAP、PowerBI、Adobe Illustrator；SQL（自学，了解基础语法）')
d.add_paragraph('全国服装设计定制工（三级）；日语 N2；英语 CET-6')
d.add_heading('荣誉', 1)
d.add_paragraph('2021 年优衣库大中华区“年度最佳商品企划”奖')
d.save(os.path.join(OUT, '芈伊凝_个人简历.docx'))
