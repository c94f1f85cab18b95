from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'cvs')

# ---- Philippa Greaves, OLD CV (2021) ----
d = Document()
d.add_heading('PHILIPPA GREAVES', 0)
d.add_paragraph('Buyer | London | +44 7700 900732 | pip.greaves@outlook.com')
d.add_heading('Personal statement', 1)
d.add_paragraph('Commercially minded buyer in designer accessories, currently at Selfridges, looking for a senior buying role. CV last updated: June 2021.')
d.add_heading('Career history', 1)
d.add_paragraph('Selfridges & Co, London — Buyer, Designer Accessories (04/2018 - today)', style='List Bullet')
d.add_paragraph('Joined as Assistant Buyer in April 2018; promoted to Buyer in January 2020. Managed the category through the 2020 lockdowns and the move of intake to selfridges.com.')
d.add_paragraph('Harvey Nichols, Knightsbridge — Junior Buyer (09/2014 - 03/2018)', style='List Bullet')
d.add_paragraph('Weekly trading reports, supplier onboarding, order tracking.')
d.add_paragraph('Accenture, London — Analyst, Retail Strategy graduate scheme (09/2012 - 08/2014)', style='List Bullet')
d.add_heading('Education', 1)
d.add_paragraph('University of Leeds — BA (Hons) Fashion Marketing, 2:1 (2009 - 2012)')
d.add_heading('Other', 1)
d.add_paragraph('Drapers Awards 2019 — shortlisted, Young Buyer of the Year.')
d.add_paragraph('Excel (advanced), SAP Retail, WSSI, Italian (conversational).')
d.save(os.path.join(OUT, 'Greaves_CV_2021.docx'))

# ---- 曲星澜 search backend engineer, Chinese DOCX with tables ----
d = Document()
d.add_heading('曲星澜 · 搜索后端工程师', 0)
t = d.add_table(rows=2, cols=4); t.style = 'Table Grid'
cells = [['电话', '186 0755 3821', '邮箱', 'quxinglan.dev@gmail.com'], ['现居', '深圳', '求职意向', '搜索/推荐后端 技术专家']]
for i, r in enumerate(cells):
    for j, v in enumerate(r):
        t.cell(i, j).text = v
d.add_heading('教育背景', 1)
t = d.add_table(rows=2, cols=4); t.style = 'Table Grid'
for i, r in enumerate([['时间', '学校', '专业', '学历'], ['2014.09 - 2018.06', '华中科技大学', '计算机科学与技术', '本科']]):
    for j, v in enumerate(r):
        t.cell(i, j).text = v
d.add_heading('工作经历', 1)
t = d.add_table(rows=4, cols=3); t.style = 'Table Grid'
rows = [['时间', '公司 / 部门', '职位'],
        ['2020/4-至今', 'Shopee（虾皮）深圳 · 搜索与推荐部', '高级后端工程师（商品搜索）'],
        ['2018/7-2020/3', '蘑菇街 · 搜索技术部', '后端开发工程师'],
        ['2017/7-2017/9', '蘑菇街 · 搜索技术部', '暑期实习生']]
for i, r in enumerate(rows):
    for j, v in enumerate(r):
        t.cell(i, j).text = v
d.add_paragraph('Shopee 商品搜索：负责东南亚多站点商品检索服务（Go + Elasticsearch），日均请求 30 亿次；将召回服务迁移到 Kubernetes 集群并接入 HPA 自动扩缩容，P99 延迟降低 35%。', style='List Bullet')
d.add_paragraph('搭建 query 改写与同义词挖掘服务，支持印尼语、泰语、越南语等 7 个站点。', style='List Bullet')
d.add_paragraph('蘑菇街：基于 Solr/Elasticsearch 的商品搜索后端开发，负责排序特征服务与索引构建流水线（Java、Kafka）。', style='List Bullet')
d.add_heading('专业技能', 1)
d.add_paragraph('Go、Java、Python、Elasticsearch、Kafka、Redis、Kubernetes、Docker、gRPC、MySQL')
d.add_heading('获奖', 1)
d.add_paragraph('2017 ACM-ICPC 亚洲区域赛（青岛站）铜牌')
d.save(os.path.join(OUT, '曲星澜_搜索后端_简历.docx'))
print('ok')
