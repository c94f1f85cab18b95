from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

d = Document()
st = d.styles['Normal']; st.font.name = 'Noto Sans CJK SC'; st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn('w:eastAsia'), 'Noto Sans CJK SC')

d.add_heading('甘若汀  个人简历', level=1)
t = d.add_table(rows=3, cols=4); t.style = 'Table Grid'
rows = [('姓名', '甘若汀', '城市', '北京'),
        ('电话', '186-1093-5527', '邮箱', 'ruoting.gan@foxmail.com'),
        ('求职意向', '用户研究负责人 / 高级用户研究员', '到岗时间', '一个月内')]
for r, vals in zip(t.rows, rows):
    for c, v in zip(r.cells, vals):
        c.text = v

d.add_heading('教育背景', level=2)
t = d.add_table(rows=1, cols=4); t.style = 'Table Grid'
for c, v in zip(t.rows[0].cells, ('时间', '学校', '专业', '学历')):
    c.text = v
for vals in [('2016.09-2019.06', '北京师范大学', '应用心理学', '硕士'),
             ('2012.09-2016.06', '南京师范大学', '心理学', '本科')]:
    r = t.add_row()
    for c, v in zip(r.cells, vals):
        c.text = v

d.add_heading('工作经历', level=2)
t = d.add_table(rows=1, cols=4); t.style = 'Table Grid'
for c, v in zip(t.rows[0].cells, ('时间', '公司', '部门', '职位')):
    c.text = v
for vals in [('2023年7月 - 至今', '滴滴出行（北京小桔科技有限公司）', '网约车用户体验中心', '高级用户研究员（组长）'),
             ('2021年3月 - 2023年6月', '滴滴出行（北京小桔科技有限公司）', '网约车用户体验中心', '用户研究员'),
             ('2019年7月 - 2021年2月', '美团（北京三快在线科技有限公司）', '到店事业群', '用户研究员'),
             ('2018年6月 - 2018年9月', '北京字节跳动科技有限公司', '抖音', '用户研究实习生')]:
    r = t.add_row()
    for c, v in zip(r.cells, vals):
        c.text = v

d.add_heading('工作内容', level=2)
for p in [
    '滴滴出行（2023年7月 - 至今）：作为组长管理 4 名用户研究员，负责乘客端安全体验方向的研究规划；主导“行程分享”和“紧急联系人”功能的可用性测试与深度访谈，推动 3 项改版上线。',
    '滴滴出行（2021年3月 - 2023年6月）：负责司机端接单流程研究，设计并执行全国司机满意度问卷（样本量 2 万+），使用 SPSS 与 R 做聚类和回归分析。',
    '美团（2019年7月 - 2021年2月）：负责到店餐饮商家端 App 的用户访谈、日记研究与可用性测试，输出商家画像。',
    '抖音（实习）：协助完成创作者访谈 20 余场，整理访谈纪要与亲和图。',
]:
    d.add_paragraph(p, style='List Bullet')

d.add_heading('荣誉与其他', level=2)
for p in ['2022 滴滴出行年度优秀员工',
          '2023 UXPA 中国用户体验行业年会 演讲嘉宾：《网约车安全功能的用户研究方法》',
          '2015 国家奖学金']:
    d.add_paragraph(p, style='List Bullet')

d.add_heading('技能', level=2)
d.add_paragraph('研究方法：深度访谈、可用性测试、问卷设计、日记研究、卡片分类、眼动追踪（Tobii）')
d.add_paragraph('工具：SPSS、R、Figma、问卷星、Python（自学中）')
d.add_paragraph('语言：英语 CET-6，可作英文访谈')
d.save('../../cvs/甘若汀_用户研究.docx')
