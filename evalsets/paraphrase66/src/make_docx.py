from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'cvs')

# 杭语桐 — Chinese DOCX with tables
d = Document()
d.add_heading('杭语桐', 0)
d.add_paragraph('BI 数据分析师 | 杭州 | 158-6710-2931 | hangyutong.bi@qq.com')
d.add_heading('教育背景', 1)
t = d.add_table(rows=2, cols=4); t.style = 'Table Grid'
for i, c in enumerate(['时间', '学校', '专业', '学历']): t.cell(0, i).text = c
for i, c in enumerate(['2014.09-2018.06', '西南财经大学', '统计学', '本科']): t.cell(1, i).text = c
d.add_heading('工作经历', 1)
t = d.add_table(rows=3, cols=3); t.style = 'Table Grid'
for i, c in enumerate(['时间', '公司', '职位']): t.cell(0, i).text = c
for i, c in enumerate(['2021/7-至今', '盒马（阿里巴巴集团）', '高级 BI 分析师']): t.cell(1, i).text = c
for i, c in enumerate(['2018/7-2021/6', '永辉超市股份有限公司', '数据分析师']): t.cell(2, i).text = c
d.add_heading('盒马 · 高级 BI 分析师', 2)
for b in ['负责华东区 80+ 门店的经营分析看板（Quick BI + MaxCompute），覆盖销售、损耗、履约时效等核心指标。',
          '搭建生鲜品类损耗预警模型，试点门店损耗率下降 1.8 个百分点。',
          '与采购、门店运营团队共同制定促销效果评估口径，沉淀 SQL 模板 40 余个。']:
    d.add_paragraph(b, style='List Bullet')
d.add_heading('永辉超市 · 数据分析师', 2)
for b in ['维护福建大区日/周/月经营报表，使用 Tableau 与 SQL Server。',
          '参与会员 RFM 分层项目，支持精准营销活动。']:
    d.add_paragraph(b, style='List Bullet')
d.add_heading('技能与证书', 1)
d.add_paragraph('SQL、Python（pandas）、Quick BI、Tableau、Power BI、Excel；了解 Kubernetes、Spark（课程学习）')
d.add_paragraph('证书：Tableau Desktop Specialist（2020）；阿里云 ACA 大数据认证（2022）')
d.save(os.path.join(OUT, '杭语桐-BI分析师.docx'))

# Nishant Venkatesan — new English DOCX (2026)
d = Document()
d.add_heading('Nishant Venkatesan', 0)
d.add_paragraph('Senior Full-Stack Engineer · Singapore · nishant.venk@gmail.com · +65 9172 4408')
d.add_heading('Summary', 1)
d.add_paragraph('Full-stack engineer with six years of experience building payment and commerce products end to end: React/TypeScript front ends, Go and Node.js services, PostgreSQL, and the Kubernetes platforms they run on.')
d.add_heading('Experience', 1)
t = d.add_table(rows=0, cols=2); t.style = 'Table Grid'
rows = [
 ('03/2023 - today', 'Airwallex, Singapore — Senior Full-Stack Engineer\nBuilt the merchant onboarding portal (React, TypeScript) and the KYC document service (Go). Migrated 14 services from ECS to Kubernetes (EKS) with Helm and Argo CD; cut p95 onboarding latency by 35%.'),
 ('07/2020 - 02/2023', 'Lazada (Alibaba Group), Singapore — Software Engineer, Full Stack\nSeller Center features for six markets: bulk product upload, voucher tooling. Node.js BFF + React; deployed on the group\'s internal container platform.'),
 ('05/2019 - 08/2019', 'Shopee, Singapore — Software Engineer Intern\nInternal admin dashboards in Vue.js.'),
]
for a, b in rows:
    r = t.add_row().cells; r[0].text = a; r[1].text = b
d.add_heading('Education', 1)
d.add_paragraph('National University of Singapore — Bachelor of Computing (Computer Science), 2016 – 2020. Honours (Distinction).')
d.add_heading('Skills', 1)
d.add_paragraph('TypeScript, React, Next.js, Go, Node.js, PostgreSQL, Redis, Kafka, Kubernetes, Helm, Terraform, AWS')
d.save(os.path.join(OUT, 'Nishant_Venkatesan_2026.docx'))
