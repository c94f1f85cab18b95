"""Builds the two DOCX CVs: ren_qiduo (Chinese, one table per job) and nikhil_bhattacharjee (English)."""
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH
import os
OUT = os.path.join(os.path.dirname(__file__), '..', 'cvs')

def job_table(doc, rows):
    t = doc.add_table(rows=0, cols=2)
    t.style = 'Table Grid'
    for k, v in rows:
        c = t.add_row().cells
        c[0].text = k
        c[1].text = v
    doc.add_paragraph()

def ren():
    d = Document()
    p = d.add_paragraph(); r = p.add_run('任启铎'); r.bold = True; r.font.size = Pt(20)
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    d.add_paragraph('高级 PCB 设计工程师 | 深圳 | 电话：186-7651-3029 | 邮箱：renqiduo@126.com').alignment = WD_ALIGN_PARAGRAPH.CENTER
    d.add_heading('个人概况', level=1)
    d.add_paragraph('13 年 PCB Layout 经验，做过 20 层以上高速背板、HDI 手机主板和大功率变频器驱动板；熟悉 SI/PI 仿真与 DFM，带过 6 人的 Layout 小组。')
    d.add_heading('工作经历', level=1)
    job_table(d, [
        ('公司', '深圳市汇川技术股份有限公司（Inovance）'),
        ('时间', '2018年5月 - 至今'),
        ('职位', 'PCB 设计主管（2022年1月起）；高级 PCB 设计工程师（2018年5月 - 2021年12月）'),
        ('工作内容', '负责伺服驱动器与中大型变频器功率板、控制板的 Layout，主导 12 层控制板的叠层与阻抗设计；'
                    '用 Cadence Allegro 完成 60+ 款板卡设计，制定部门 DFM/DFA 检查规范，一次投板成功率由 78% 提升到 95%。'),
    ])
    job_table(d, [
        ('公司', '中兴通讯股份有限公司（ZTE）'),
        ('时间', '2013年7月 - 2018年4月'),
        ('职位', 'PCB Layout 工程师'),
        ('工作内容', '无线基站 BBU 基带板、20 层背板的 Layout；DDR4、25G SerDes 走线与等长；'
                    '配合硬件工程师用 HyperLynx 做 SI/PI 仿真，处理 EMC 整改。'),
    ])
    d.add_heading('教育背景', level=1)
    d.add_paragraph('2009.09 - 2013.06　电子科技大学　电子信息工程　工学学士')
    d.add_heading('专业技能', level=1)
    for s in ['EDA：Cadence Allegro 17.4、Altium Designer、PADS、Mentor Xpedition',
              '仿真：HyperLynx SI/PI、Ansys SIwave',
              '标准：IPC-2221、IPC-7351、IPC-A-610',
              '其他：熟悉 SQL 与 Python 基础（自学）']:
        d.add_paragraph(s, style='List Bullet')
    d.add_heading('荣誉', level=1)
    d.add_paragraph('2016 年中兴通讯无线产品线“金牌 Layout 工程师”；2021 年汇川技术年度优秀员工。')
    d.save(os.path.join(OUT, '任启铎-PCB设计-简历.docx'))

def nikhil():
    d = Document()
    d.add_heading('Nikhil Bhattacharjee', level=0)
    d.add_paragraph('Research Scientist, Recommender Systems  ·  Singapore  ·  nikhil.bhattacharjee@u.nus.edu  ·  +65 9472 6618  ·  scholar.google.com/citations?user=nBhat_rec')
    d.add_heading('Research interests', level=1)
    d.add_paragraph('Sequential recommendation, off-policy evaluation and counterfactual learning-to-rank, fairness '
                    'in two-sided marketplaces. I care about models that survive contact with a production A/B test.')
    d.add_heading('Experience', level=1)
    d.add_paragraph('Research Scientist — Shopee, Singapore (Sep 2023 – present)', style='List Bullet')
    d.add_paragraph('Leads the sequential-recommendation workstream for the home feed; a transformer re-ranker shipped '
                    'to 7 markets lifted GMV per user by 2.1% in the online test.')
    d.add_paragraph('Research Intern — DAMO Academy, Alibaba Group, Hangzhou (May – Aug 2021)', style='List Bullet')
    d.add_paragraph('Worked on debiasing exposure logs for Taobao feed recommendation; the work became the RecSys 2022 paper below.')
    d.add_paragraph('Research Intern — Adobe Research, San Jose (summer 2020)', style='List Bullet')
    d.add_paragraph('Off-policy evaluation of email-campaign recommenders.')
    d.add_paragraph('Software Engineer — Flipkart, Bengaluru (Jul 2016 – Jul 2018)', style='List Bullet')
    d.add_paragraph('Backend for the product-listing and search-suggestion services (Java, Kafka, Redis).')
    d.add_heading('Education', level=1)
    d.add_paragraph('Ph.D. in Computer Science, National University of Singapore, 2018 – 2023. '
                    'Thesis: "Learning to Recommend from Biased Feedback". Advisor: Prof. Tan Kian-Lee.')
    d.add_paragraph('B.Tech. in Computer Science and Engineering, Indian Institute of Technology Kharagpur, 2012 – 2016.')
    d.add_heading('Selected publications', level=1)
    for s in ['N. Bhattacharjee, J. Lin, and K.-L. Tan. Exposure-Aware Debiasing for Feed Recommendation. In Proceedings of the 16th ACM Conference on Recommender Systems (RecSys 2022), Seattle.',
              'N. Bhattacharjee and K.-L. Tan. Doubly Robust Off-Policy Evaluation for Slate Recommenders. In Proceedings of the ACM Web Conference (WWW 2023).',
              'S. Goh, N. Bhattacharjee, and K.-L. Tan. Session Graphs for Cold-Start Users. In Proceedings of SIGIR 2021 (short paper).']:
        d.add_paragraph(s, style='List Number')
    d.add_heading('Professional service', level=1)
    tbl = d.add_table(rows=0, cols=2); tbl.style = 'Table Grid'
    for k, v in [('Program Committee member', 'ACM RecSys 2024, ACM RecSys 2025'),
                 ('Reviewer', 'KDD 2025; ACM Transactions on Information Systems (TOIS)'),
                 ('Student volunteer', 'WSDM 2020, Houston')]:
        c = tbl.add_row().cells; c[0].text = k; c[1].text = v
    d.add_heading('Skills', level=1)
    d.add_paragraph('Python, PyTorch, Spark, TensorFlow Recommenders, Java; causal inference; A/B testing.')
    d.save(os.path.join(OUT, 'Nikhil_Bhattacharjee_CV.docx'))

if __name__ == '__main__':
    ren(); nikhil()
