# builds cvs/翁若岚_供应链计划_简历.docx (Chinese, with tables)
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn
import os
OUT = os.path.join(os.path.dirname(__file__), '..', '..', 'cvs', '翁若岚_供应链计划_简历.docx')
d = Document()
st = d.styles['Normal']; st.font.name = 'Noto Sans CJK SC'; st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn('w:eastAsia'), 'Noto Sans CJK SC')
d.add_heading('翁若岚　个人简历', level=1)
t = d.add_table(rows=3, cols=4); t.style = 'Table Grid'
cells = [('姓名', '翁若岚', '性别', '女'), ('电话', '139-5718-2604', '邮箱', 'ruolan.weng@163.com'),
         ('现居', '浙江杭州', '求职意向', '供应链计划 / S&OP 负责人')]
for r, row in enumerate(cells):
    for c, v in enumerate(row):
        t.cell(r, c).text = v
d.add_heading('教育背景', level=2)
t = d.add_table(rows=3, cols=4); t.style = 'Table Grid'
edu = [('时间', '学校', '专业', '学历'),
       ('2017.08–2018.12', '佐治亚理工学院，美国亚特兰大', '供应链工程', '硕士'),
       ('2009.09–2013.06', '武汉大学 经济与管理学院', '物流管理', '学士')]
for r, row in enumerate(edu):
    for c, v in enumerate(row):
        t.cell(r, c).text = v
d.add_heading('工作经历', level=2)
jobs = [
 ('农夫山泉股份有限公司　供应链计划中心　2021年6月 - 至今', [
   '2023年9月 - 至今　供应链计划经理：负责华东区 6 个工厂、40 余个 SKU 的月度 S&OP，需求预测准确率由 71% 提升至 84%。',
   '2021年6月 - 2023年8月　高级计划主管：搭建茶饮料新品上市的产能与包材滚动计划；用 Python 与 SQL 开发安全库存模型，旺季缺货率下降 35%。',
   '与利乐（Tetra Pak）工程团队协作完成无菌灌装线产能评估，利乐为设备供应商。']),
 ('嘉士伯啤酒（中国）　2019年3月 - 2021年5月　高级需求计划专员', [
   '负责重庆啤酒体系下 3 个酒厂的需求计划，主导 SAP APO 向 SAP IBP 迁移中的需求模块上线。']),
 ('太古可口可乐（Swire Coca-Cola）　2013年7月 - 2017年7月　供应链计划专员', [
   '负责浙江装瓶厂产销平衡与分销资源计划（DRP），维护 SAP 主数据。']),
]
for head, bullets in jobs:
    p = d.add_paragraph(); p.add_run(head).bold = True
    for b in bullets:
        d.add_paragraph(b, style='List Bullet')
d.add_paragraph('注：2017年8月至2018年12月全职在美攻读硕士。')
d.add_heading('技能与证书', level=2)
t = d.add_table(rows=3, cols=2); t.style = 'Table Grid'
sk = [('系统与工具', 'SAP IBP、SAP APO、Kinaxis RapidResponse、Power BI、Python、SQL'),
      ('证书', 'APICS CSCP（2019）；LinkedIn Learning Mini-MBA 在线课程结业证书（2020）'),
      ('语言', '英语（流利，TOEFL 108）、普通话')]
for r, row in enumerate(sk):
    for c, v in enumerate(row):
        t.cell(r, c).text = v
d.save(OUT)
print('saved', OUT)
