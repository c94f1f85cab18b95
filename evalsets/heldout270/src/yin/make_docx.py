from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn
doc = Document()
st = doc.styles['Normal']; st.font.name = 'Noto Sans CJK SC'; st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn('w:eastAsia'), 'Noto Sans CJK SC')
doc.add_heading('殷沐阳  个人简历', level=1)
doc.add_paragraph('求职意向：临床药师 / 药学部管理岗　　电话：186-2817-5530　　邮箱：yinmuyang_pharm@126.com　　现居：成都')
doc.add_heading('教育背景', level=2)
t = doc.add_table(rows=1, cols=4); t.style = 'Table Grid'
for c, h in zip(t.rows[0].cells, ['时间', '学校', '专业', '学历']): c.text = h
for row in [
    ['2024年9月 - 至今', '四川大学', '药理学', '博士（在职，在读）'],
    ['2011年9月 - 2014年6月', '北京大学医学部', '临床药学', '硕士'],
    ['2007年9月 - 2011年6月', '中国药科大学', '药学', '本科'],
]:
    cells = t.add_row().cells
    for c, v in zip(cells, row): c.text = v
doc.add_heading('工作经历', level=2)
t2 = doc.add_table(rows=1, cols=3); t2.style = 'Table Grid'
for c, h in zip(t2.rows[0].cells, ['时间', '单位 / 部门', '职务']): c.text = h
for row in [
    ['2019年1月 - 至今', '四川大学华西医院 临床药学部', '主管药师，抗感染临床药师组组长（管理 4 名临床药师）'],
    ['2014年7月 - 2018年12月', '北京协和医院 药剂科', '药师（2017年晋升主管药师）'],
    ['2013年7月 - 2013年9月', '辉瑞投资有限公司 医学部', '医学信息实习生'],
]:
    cells = t2.add_row().cells
    for c, v in zip(cells, row): c.text = v
doc.add_heading('工作内容', level=2)
for s in [
    '在华西医院 ICU 与感染科参与查房，开展抗菌药物治疗药物监测（TDM），负责万古霉素、伏立康唑的个体化给药方案，年会诊 600 余例。',
    '牵头建立临床药师处方前置审核流程，住院医嘱不合理率由 6.2% 降至 2.1%。',
    '在北京协和医院负责门诊调剂与静脉用药集中调配（PIVAS）审方，参与抗凝药学门诊（华法林）。',
]:
    doc.add_paragraph(s, style='List Bullet')
doc.add_heading('资质证书与荣誉', level=2)
for s in [
    '执业药师资格证（2015）；国家卫健委临床药师培训基地结业证书（抗感染专业，2016）',
    '2022 年 中国药学会医院药学专业委员会 优秀青年药师奖',
    '2019 年 受邀在罗氏（Roche）中国抗感染论坛作专题报告',
]:
    doc.add_paragraph(s, style='List Bullet')
doc.add_heading('技能', level=2)
doc.add_paragraph('TDM 与群体药代动力学（NONMEM、JPKD）、HIS / 合理用药系统、SPSS、R 语言（数据分析）、英语 CET-6')
doc.save('../../cvs/殷沐阳_临床药师_简历.docx')
