# Builds cvs/谌柏川_前端_2022.docx (older CV of Chen Baichuan; Chinese, tables)
from docx import Document
from docx.shared import Pt
doc = Document()
st = doc.styles['Normal']; st.font.name = 'Noto Sans CJK SC'; st.font.size = Pt(10.5)
doc.add_heading('谌柏川 · 前端开发工程师', level=1)
doc.add_paragraph('电话：186-0113-5872　|　邮箱：chenbc.fe@outlook.com　|　北京朝阳区　|　更新于2022年5月')
doc.add_heading('教育背景', level=2)
t = doc.add_table(rows=2, cols=4); t.style = 'Table Grid'
for i, h in enumerate(['时间', '学校', '专业', '学历']): t.rows[0].cells[i].text = h
for i, v in enumerate(['2015/9-2019/6', '北京邮电大学', '计算机科学与技术', '本科（工学学士）']): t.rows[1].cells[i].text = v
doc.add_heading('工作经历', level=2)
t = doc.add_table(rows=3, cols=4); t.style = 'Table Grid'
for i, h in enumerate(['时间', '公司', '职位', '主要工作']): t.rows[0].cells[i].text = h
rows = [
 ['2019/7-至今', '猿辅导（北京猿力教育科技有限公司）', '前端开发工程师（2021/4起任高级前端开发工程师）',
  '负责斑马AI课家长端H5与小程序，使用Vue 3 + TypeScript重构课程购买流程，首屏时间从2.8秒降至1.1秒；搭建基于Webpack 5的微前端框架。'],
 ['2018/6-2018/9', '字节跳动（飞书）', '前端开发实习生', '参与飞书文档评论组件开发，使用React和Redux。'],
]
for r, row in enumerate(rows, start=1):
    for i, v in enumerate(row): t.rows[r].cells[i].text = v
doc.add_heading('专业技能', level=2)
doc.add_paragraph('Vue、React、TypeScript、Node.js、Webpack、微信小程序、Canvas动画；了解 Flutter、Three.js')
doc.add_heading('其他', level=2)
doc.add_paragraph('2017 中国大学生计算机设计大赛 全国三等奖')
doc.save('../cvs/谌柏川_前端_2022.docx')
