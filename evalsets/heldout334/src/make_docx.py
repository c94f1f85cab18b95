# builds cvs/zheng_jiawei_简历.docx (Chinese CV with tables)
from docx import Document
from docx.shared import Pt
d = Document()
st = d.styles['Normal']; st.font.name = 'Noto Sans CJK SC'; st.font.size = Pt(10.5)
d.add_heading('郑嘉蔚 个人简历', level=1)
d.add_paragraph('求职意向：自有品牌 / 商品采购负责人　|　上海　|　手机 186-2174-9035　|　邮箱 zhengjiawei_sourcing@163.com')
d.add_heading('基本信息', level=2)
t = d.add_table(rows=3, cols=4); t.style = 'Table Grid'
cells = [('性别', '女', '出生年月', '1995年4月'),
         ('工作年限', '9年（2017年7月起）', '现居地', '上海市闵行区'),
         ('语言', '英语 CET-6，可作为工作语言', '证书', 'CPSM 注册供应管理专家（2022）')]
for r, row in enumerate(cells):
    for c, v in enumerate(row): t.cell(r, c).text = v
d.add_heading('工作经历', level=2)
t = d.add_table(rows=1, cols=4); t.style = 'Table Grid'
for c, v in enumerate(['时间', '公司', '职位', '主要工作']): t.rows[0].cells[c].text = v
rows = [
 ('2021年3月 - 至今', '永辉超市股份有限公司（总部 福州 / 上海采购中心）', '自有品牌采购经理',
  '负责“永辉优选”自有品牌休闲食品与粮油品类的开发与寻源，管理 6 人采购团队；年采购额约 4.2 亿元；主导 37 家代工厂的准入审核（BRCGS / ISO 22000 标准）；在 SAP MM 中维护采购信息记录与合同。'),
 ('2019年4月 - 2021年2月', '盒马（阿里巴巴集团旗下新零售品牌）', '资深采购专员',
  '负责盒马工坊烘焙与短保食品的供应商开发，年引入新品 120+ 个；参与“盒马MAX”会员店进口商品直采。'),
 ('2017年7月 - 2019年3月', '盒马（阿里巴巴集团旗下新零售品牌）', '采购专员（管培生）',
  '管培生轮岗后定岗生鲜采购，负责华东区域蔬果基地对接与价格谈判。'),
 ('2016年7月 - 2016年8月', '沃尔玛（中国）投资有限公司', '采购部暑期实习生',
  '协助整理干货品类供应商报价与样品档案。'),
]
for row in rows:
    cs = t.add_row().cells
    for c, v in enumerate(row): cs[c].text = v
d.add_heading('教育背景', level=2)
t = d.add_table(rows=1, cols=4); t.style = 'Table Grid'
for c, v in enumerate(['时间', '学校', '学历', '专业']): t.rows[0].cells[c].text = v
for row in [('2024.09 - 至今（在读，周末班）', '复旦大学管理学院', 'MBA（在职）', '工商管理'),
            ('2013.09 - 2017.06', '上海海洋大学', '本科 / 工学学士', '食品科学与工程')]:
    cs = t.add_row().cells
    for c, v in enumerate(row): cs[c].text = v
d.add_heading('荣誉与其他', level=2)
d.add_paragraph('2023 年“永辉优选”坚果礼盒获中国连锁经营协会（CCFA）自有品牌创新产品奖')
d.add_paragraph('2015 年 上海海洋大学 校级一等奖学金')
d.add_heading('技能', level=2)
d.add_paragraph('供应商审核与开发、成本拆解与谈判、SAP MM、Excel（Power Query）、食品安全标准（BRCGS、ISO 22000、HACCP）')
d.save('../cvs/zheng_jiawei_简历.docx')
