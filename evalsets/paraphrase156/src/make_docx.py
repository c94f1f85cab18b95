"""Builds the two DOCX CVs into ../cvs/."""
from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'cvs')

def table(doc, rows, header=None):
    t = doc.add_table(rows=0, cols=len(rows[0]))
    t.style = 'Table Grid'
    if header:
        cells = t.add_row().cells
        for c, h in zip(cells, header):
            c.text = h
    for r in rows:
        cells = t.add_row().cells
        for c, v in zip(cells, r):
            c.text = v
    return t

# ---- B: Ge Manning, brand manager (Chinese, tables) ----
d = Document()
d.add_heading('葛蔓宁 ｜ 个人简历', 0)
d.add_paragraph('电话：139-1862-5530　邮箱：ge.manning@outlook.com　上海市静安区')
d.add_heading('基本信息', 1)
table(d, [['求职意向', '品牌总监 / 高级品牌经理（美妆护肤）'],
          ['工作年限', '12年'],
          ['语言', '英语（专业八级）、日语（N2）']])
d.add_heading('教育背景', 1)
table(d, [['2019.09-2021.12', '中欧国际工商学院', 'MBA（在职）', '工商管理硕士'],
          ['2010.09-2014.06', '上海外国语大学', '英语（国际商务方向）', '文学学士']],
      header=['时间', '学校', '专业', '学位'])
d.add_heading('工作经历', 1)
table(d, [['2018.07-至今', '资生堂（中国）投资有限公司', '品牌经理'],
          ['2016.03-2018.06', '上海家化联合股份有限公司', '品牌主管'],
          ['2014.07-2016.02', '上海家化联合股份有限公司', '品牌专员']],
      header=['时间', '公司', '职位'])
d.add_paragraph('资生堂（中国）：负责高端护肤品牌在中国大陆的年度品牌规划、新品上市与天猫/抖音旗舰店整合营销，年销售额由3.2亿元增长至5.6亿元；管理6人团队及3家代理商。')
d.add_paragraph('上海家化：从品牌专员晋升为品牌主管，负责佰草集子品牌的消费者洞察、包装焕新与KOL投放，策划“草本新生”系列上市，首年销售额破亿。')
d.add_heading('荣誉', 1)
d.add_paragraph('2020 年度 资生堂中国 “最佳新品上市” 团队奖')
d.add_heading('技能', 1)
d.add_paragraph('品牌定位、整合营销、消费者调研、预算管理；工具：Excel、Power BI、SPSS、Canva')
d.save(os.path.join(OUT, '葛蔓宁_简历.docx'))

# ---- H: Wu Tianye, new graduate (Chinese) ----
d = Document()
d.add_heading('武天野', 0)
d.add_paragraph('2026届本科毕业生　｜　wutianye_me@foxmail.com　｜　186-0411-7352　｜　求职中（可立即到岗）')
d.add_heading('教育经历', 1)
d.add_paragraph('大连理工大学　机械设计制造及其自动化　工学学士　2022年9月 - 2026年6月')
d.add_paragraph('GPA 3.62/4.0，专业排名 18/196；主修课程：机械原理、机械设计、材料力学、有限元分析、汽车构造')
d.add_heading('实习经历', 1)
d.add_paragraph('东风汽车集团有限公司 技术中心　车身工程实习生　2025年7月 - 2025年9月')
d.add_paragraph('参与某新能源SUV白车身侧围的轻量化方案，利用 HyperMesh 建模与 Abaqus 进行刚度/模态分析，方案减重约4.2%。')
d.add_paragraph('整理焊点数据并编写 Python 脚本批量校核，配合工艺工程师完成试制问题追踪表。')
d.add_heading('项目与科研', 1)
d.add_paragraph('武天野, 刘建华. 基于拓扑优化的电动汽车电池包支架轻量化设计[J]. 机械设计与制造, 2025(8). （第一作者）')
d.add_paragraph('毕业设计：六自由度机械臂末端柔顺控制平台设计（优秀毕业设计）')
d.add_heading('获奖', 1)
d.add_paragraph('2024 全国大学生机械创新设计大赛 国家二等奖')
d.add_paragraph('2023 “华为杯”大学生智能设计竞赛 三等奖')
d.add_paragraph('2024 网易游戏高校MINI-GAME挑战赛 最佳美术奖')
d.add_heading('技能', 1)
d.add_paragraph('SolidWorks、CATIA、HyperMesh、Abaqus、AutoCAD、Python、MATLAB；英语 CET-6')
d.save(os.path.join(OUT, '武天野-2026届-机械.docx'))
print('ok')
