from docx import Document
from docx.shared import Pt
import os
out = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'cvs')

# 1) Gui Siyuan, Chinese DOCX with tables
d = Document()
d.add_heading('归思远 个人简历', 0)
d.add_paragraph('求职意向：渠道销售 / 区域渠道管理　|　电话：139-5717-8820　|　邮箱：gsy_channel@163.com　|　杭州')
d.add_heading('工作经历', 1)
t = d.add_table(rows=1, cols=3); t.style = 'Table Grid'
for c, h in zip(t.rows[0].cells, ['时间', '公司', '职位']): c.text = h
for row in [('2018年3月 - 至今', '新华三技术有限公司（H3C，紫光股份旗下）', '渠道销售经理（浙江区域）'),
            ('2014年7月 - 2018年2月', '锐捷网络股份有限公司', '销售代表')]:
    cells = t.add_row().cells
    for c, v in zip(cells, row): c.text = v
d.add_paragraph('新华三：负责浙江省内 40 余家金牌/银牌代理商的发展与考核，年渠道销售额由 2.1 亿元提升至 3.6 亿元；主导园区交换机与无线产品的渠道返点政策。')
d.add_paragraph('锐捷网络：面向教育行业客户销售交换机与无线 AP，2016 年获华东区销售新人奖。')
d.add_heading('教育背景', 1)
t2 = d.add_table(rows=1, cols=4); t2.style = 'Table Grid'
for c, h in zip(t2.rows[0].cells, ['时间', '学校', '专业', '学历']): c.text = h
cells = t2.add_row().cells
for c, v in zip(cells, ('2010.09-2014.06', '浙江大学', '信息工程', '本科 / 工学学士')): c.text = v
d.add_heading('证书与技能', 1)
d.add_paragraph('H3CNE 网络工程师认证；熟练使用 Salesforce、钉钉 CRM；英语 CET-6')
d.save(os.path.join(out, '归思远_渠道销售经理.docx'))

# 2) Siti Hajar Mokhtar, OLD English DOCX (2022)
d = Document()
d.add_heading('SITI HAJAR MOKHTAR', 0)
d.add_paragraph('Data Engineer  ·  Singapore  ·  siti.hajar.mokhtar@gmail.com  ·  +65 9123 4471')
d.add_paragraph('CV updated March 2022')
d.add_heading('Experience', 1)
d.add_paragraph('Data Engineer — Grab, Singapore (Jul 2019 – Present)')
d.add_paragraph('Build batch and streaming pipelines for trip and driver-earnings data with Python, Apache Spark and Kafka; maintain Airflow DAGs feeding the pricing team.', style='List Bullet')
d.add_paragraph('Cut daily ETL cost by 30% by moving Hive jobs to Spark on Kubernetes.', style='List Bullet')
d.add_paragraph('Data Analytics Intern — Eastspring Investments (asset management arm of Prudential), Kuala Lumpur (Jun 2018 – Aug 2018)')
d.add_paragraph('Automated fund-performance attribution reports in Python and SQL.', style='List Bullet')
d.add_heading('Education', 1)
d.add_paragraph('BSc Computer Science (Data Science), Universiti Malaya, 2015 – 2019')
d.add_heading('Skills', 1)
d.add_paragraph('Python, SQL, Apache Spark, Kafka, Airflow, Hive, Scala (basic)')
d.save(os.path.join(out, 'siti_hajar_mokhtar_2022.docx'))
