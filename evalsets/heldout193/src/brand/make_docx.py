from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

d = Document()
st = d.styles['Normal']; st.font.name = 'Microsoft YaHei'; st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn('w:eastAsia'), '微软雅黑')
d.add_heading('姜若萱 ｜ 个人简历', level=1)
d.add_paragraph('电话：186-2179-3058　　邮箱：ruoxuan.jiang@foxmail.com　　现居：上海')
d.add_paragraph('求职意向：品牌总监 / 高级品牌经理（美妆、个护）')

d.add_heading('基本信息与教育', level=2)
t = d.add_table(rows=3, cols=4); t.style = 'Table Grid'
rows = [('时间', '学校', '专业', '学历'),
        ('2025年9月 - 至今', '中欧国际工商学院', '工商管理（在职MBA）', 'MBA在读，预计2027年毕业'),
        ('2012年9月 - 2016年7月', '华东师范大学', '市场营销', '管理学学士')]
for r, vals in zip(t.rows, rows):
    for c, v in zip(r.cells, vals):
        c.text = v

d.add_heading('工作经历', level=2)
t = d.add_table(rows=5, cols=3); t.style = 'Table Grid'
rows = [('时间', '公司 / 部门', '职位'),
        ('2023年3月 - 至今', '欧莱雅（中国）有限公司　高档化妆品部 · 科颜氏', '高级品牌经理'),
        ('2020年4月 - 2023年2月', '欧莱雅（中国）有限公司　高档化妆品部 · 科颜氏', '品牌经理'),
        ('2016年7月 - 2020年3月', '上海家化联合股份有限公司　佰草集品牌部', '品牌助理 → 助理品牌经理（2018年晋升）'),
        ('2015年6月 - 2015年9月', '宝洁（中国）有限公司　市场部', '暑期实习生（玉兰油）')]
for r, vals in zip(t.rows, rows):
    for c, v in zip(r.cells, vals):
        c.text = v

d.add_heading('主要业绩', level=2)
for s in [
    '欧莱雅：负责科颜氏高保湿面霜与淡斑精华两条核心产品线的全年品牌规划，带领 3 人品牌团队（2 名品牌专员、1 名管培生），2024 年天猫与抖音渠道销售额同比增长 27%。',
    '欧莱雅：主导 2023 年「科颜氏城市绿洲」公益营销战役，统筹代理商（奥美、群邑）与 KOL 投放，项目获 2024 年金投赏铜奖。',
    '上海家化：参与佰草集品牌年轻化重塑，负责新品上市的消费者调研（定量问卷 + 焦点小组）与电商详情页内容，首年新品贡献品牌 GMV 的 18%。',
    '宝洁实习：协助玉兰油品牌经理完成竞品价格监测与门店陈列检查报告。',
]:
    d.add_paragraph(s, style='List Bullet')

d.add_heading('技能与证书', level=2)
d.add_paragraph('工具：Excel（数据透视、VLOOKUP）、PowerPoint、天猫生意参谋、巨量云图、Tableau（基础）')
d.add_paragraph('语言：英语流利（IELTS 7.5），可作为工作语言')
d.add_paragraph('其他：2019 年获上海家化「年度新人奖」；Google Analytics 个人认证（2021）')
d.save('../../cvs/姜若萱_品牌经理_简历.docx')
