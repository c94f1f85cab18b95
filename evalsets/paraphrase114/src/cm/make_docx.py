from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn
import sys
d = Document()
st = d.styles['Normal']; st.font.name = 'Noto Sans CJK SC'; st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn('w:eastAsia'), '宋体')
d.add_heading('个人简历', 0)
t = d.add_table(rows=3, cols=4); t.style = 'Table Grid'
cells = [('姓名', '褚曼宁', '性别', '女'), ('电话', '186-2177-5093', '邮箱', 'chu.manning@foxmail.com'), ('现居', '上海市静安区', '求职方向', '商品企划 / 商品经理')]
for r, row in enumerate(cells):
    for c, v in enumerate(row):
        t.cell(r, c).text = v
d.add_heading('工作经历', 1)
w = d.add_table(rows=1, cols=3); w.style = 'Table Grid'
h = w.rows[0].cells; h[0].text = '时间'; h[1].text = '公司'; h[2].text = '职位'
for row in [('2018/4 - 至今', '迅销（中国）商贸有限公司（优衣库 UNIQLO）', '商品企划主管（MD）'),
            ('2016/7 - 2018/3', '太平鸟时尚服饰股份有限公司', '商品企划专员'),
            ('2014/7 - 2016/6', '太平鸟时尚服饰股份有限公司', '商品助理')]:
    cs = w.add_row().cells
    for i, v in enumerate(row): cs[i].text = v
d.add_paragraph('优衣库 · 商品企划主管（2018/4 - 至今）', style='Heading 2')
for b in ['负责华东区女装针织与外套品类的季度商品企划、OTB 预算和波段上新节奏，年销售额约 9 亿元。',
          '每周用 SQL 从数据仓库拉取售罄率、库存周转和门店销售数据，搭建 Power BI 看板供区域经理使用。',
          '负责优衣库天猫旗舰店“双 11”货盘规划，与电商团队协调备货深度。',
          '2021 年起带 3 名商品企划专员。']:
    d.add_paragraph(b, style='List Bullet')
d.add_paragraph('太平鸟 · 商品助理 → 商品企划专员（2014/7 - 2018/3）', style='Heading 2')
for b in ['从商品助理晋升为商品企划专员，负责 PEACEBIRD 女装春夏季的款量规划与补单。',
          '用 Excel VBA 做订货会数据汇总模板，缩短订货会后汇总时间一半以上。']:
    d.add_paragraph(b, style='List Bullet')
d.add_heading('教育背景', 1)
e = d.add_table(rows=1, cols=4); e.style = 'Table Grid'
for i, v in enumerate(['时间', '学校', '专业', '学历']): e.rows[0].cells[i].text = v
for row in [('2010.09 - 2014.06', '东华大学', '服装设计与工程', '本科'),
            ('2017.07 - 2017.08', '伦敦时装学院（London College of Fashion）', 'Fashion Buying & Merchandising 短期课程', '结业证书')]:
    cs = e.add_row().cells
    for i, v in enumerate(row): cs[i].text = v
d.add_heading('技能', 1)
s = d.add_table(rows=3, cols=2); s.style = 'Table Grid'
for r, (a, b) in enumerate([('数据', 'Excel（VBA、数据透视）、SQL、Power BI'), ('语言', '日语 N1、英语 CET-6'), ('其他', 'OTB 预算、波段企划、门店陈列')]):
    s.cell(r, 0).text = a; s.cell(r, 1).text = b
d.save(sys.argv[1])
