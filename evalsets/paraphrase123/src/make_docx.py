"""Builds the two DOCX CVs: yinlanzhou_简历.docx (Chinese, tables) and CV_credit_2026.docx (English)."""
from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(__file__), '..', 'cvs')

def table(doc, rows):
    t = doc.add_table(rows=len(rows), cols=len(rows[0]))
    t.style = 'Table Grid'
    for i, r in enumerate(rows):
        for j, c in enumerate(r):
            t.cell(i, j).text = c
    return t

# ---- B: 殷岚舟 (Chinese, tables) ----
d = Document()
d.add_heading('殷岚舟', 0)
d.add_paragraph('BMS 固件工程师 | 广州 | 138 2741 5096 | yinlanzhou_bms@163.com')
d.add_heading('教育背景', 1)
table(d, [['时间', '学校', '学历', '专业'],
          ['2023.09–至今', '华南理工大学（非全日制）', '工程硕士（在读）', '电子信息（控制工程方向）'],
          ['2011.09–2015.06', '浙江大学', '本科（工学学士）', '电气工程及其自动化']])
d.add_heading('工作经历', 1)
table(d, [['时间', '公司', '职位'],
          ['2021年4月 - 至今', '广州小鹏汽车科技有限公司（小鹏汽车）', '高级BMS固件工程师'],
          ['2018年7月 - 2021年3月', '广州小鹏汽车科技有限公司（小鹏汽车）', 'BMS固件工程师'],
          ['2015年7月 - 2018年6月', '欣旺达电子股份有限公司', 'BMS软件工程师']])
d.add_paragraph('小鹏汽车：负责 G6/G9 车型 800V 高压平台电池管理系统主控固件，基于 AUTOSAR CP 架构完成 SOC/SOH 估算、均衡策略与 CAN FD 通信模块开发；主导 BMS 功能安全（ISO 26262 ASIL-C）软件需求拆解。')
d.add_paragraph('小鹏汽车：搭建 HIL 台架回归流程，将固件版本发布周期由 6 周缩短至 3 周。')
d.add_paragraph('欣旺达：负责两轮车及储能电池包 BMS 软件，使用 C 语言在 NXP S32K 平台开发采样、保护与 UDS 诊断功能。')
d.add_heading('论文与学术', 1)
d.add_paragraph('殷岚舟（第一作者），何振川，罗静宜．基于自适应扩展卡尔曼滤波的磷酸铁锂电池 SOC 估计方法［J］．电源学报，2020，18（4）：112-119．')
d.add_paragraph('罗静宜，殷岚舟．800V 平台电池包绝缘监测策略研究［J］．汽车工程，2023．（第二作者）')
d.add_heading('荣誉', 1)
d.add_paragraph('2019 年 小鹏汽车年度“技术之星”；2014 年 全国大学生电子设计竞赛 浙江赛区一等奖')
d.add_heading('技能', 1)
d.add_paragraph('C / 嵌入式 C、AUTOSAR CP、CAN / CAN FD、UDS 诊断、Simulink 基于模型开发、ISO 26262、Python（了解）')
d.save(os.path.join(OUT, 'yinlanzhou_简历.docx'))

# ---- E: Imran Qadir (English; name only in the e-mail handle) ----
d = Document()
d.add_heading('Corporate Credit Ratings — Asia-Pacific', 0)
d.add_paragraph('Hong Kong SAR  |  +852 6128 4470  |  imran.qadir@outlook.com')
d.add_heading('Profile', 1)
d.add_paragraph('Credit analyst with twelve years in corporate ratings across India and Asia-Pacific; lead analyst on consumer, retail and industrial issuers; chairs rating committees.')
d.add_heading('Experience', 1)
d.add_paragraph('Fitch Ratings, Hong Kong', style='Heading 2')
d.add_paragraph('Director, APAC Corporates — 03/2022 - today')
d.add_paragraph('Associate Director, APAC Corporates — 08/2018 - 02/2022')
d.add_paragraph('Lead analyst for a portfolio of about 25 issuers in Asian retail and apparel, including two listed fashion retailers; writes rating-action commentaries and sector outlooks.', style='List Bullet')
d.add_paragraph('Built a Python (pandas) peer-comparison and rating-sensitivity tool now used by the whole APAC corporates team.', style='List Bullet')
d.add_paragraph('CRISIL Ratings (an S&P Global company), Mumbai', style='Heading 2')
d.add_paragraph('Credit Analyst, Large Corporates — 08/2014 - 07/2018')
d.add_paragraph('Covered cement, steel and auto-component issuers; built cash-flow models in Excel/VBA.', style='List Bullet')
d.add_heading('Education', 1)
table(d, [['Degree', 'Institution', 'Years'],
          ['MSc Finance', 'London School of Economics and Political Science', '2012 – 2013'],
          ['B.Com (Hons)', 'Shri Ram College of Commerce, University of Delhi', '2009 – 2012']])
d.add_heading('Other', 1)
d.add_paragraph('Panelist, Fitch Asia-Pacific Credit Outlook conference, Singapore, 2024.')
d.add_paragraph('Tools: Python, Excel/VBA, Bloomberg Terminal, Moody\'s CreditView')
d.save(os.path.join(OUT, 'CV_credit_2026.docx'))
