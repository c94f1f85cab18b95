"""Builds the two DOCX CVs in ../cvs/."""
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'cvs')

def zh_font(doc, name='SimSun'):
    st = doc.styles['Normal']; st.font.name = name; st.font.size = Pt(10.5)
    st.element.rPr.rFonts.set(qn('w:eastAsia'), name)

# ---------------- 费嘉钧 (Chinese, tables) ----------------
d = Document(); zh_font(d)
d.add_heading('费嘉钧 · 个人简历', level=1)
d.add_paragraph('求职意向：支付系统 / 清结算后端技术专家　|　手机：186-2033-5817　|　邮箱：feijiajun.dev@qq.com　|　深圳')
d.add_heading('教育背景', level=2)
t = d.add_table(rows=2, cols=4); t.style = 'Table Grid'
for i, h in enumerate(['时间', '学校', '专业', '学历']): t.cell(0, i).text = h
for i, v in enumerate(['2012.09-2016.06', '中山大学', '计算机科学与技术', '本科（工学学士）']): t.cell(1, i).text = v
d.add_heading('工作经历', level=2)
t = d.add_table(rows=4, cols=4); t.style = 'Table Grid'
for i, h in enumerate(['时间', '公司', '职位', '性质']): t.cell(0, i).text = h
rows = [['2020/6-至今', '深圳前海微众银行股份有限公司', '高级支付工程师（支付清算部）', '全职'],
        ['2016/7-2020/5', '平安科技（深圳）有限公司', 'Java开发工程师', '全职'],
        ['2015/7-2015/9', '北京金山办公软件股份有限公司（WPS）', '后端开发实习生', '实习']]
for r, row in enumerate(rows, 1):
    for i, v in enumerate(row): t.cell(r, i).text = v
d.add_heading('工作内容', level=2)
for s in [
    '微众银行：负责快捷支付与跨行清算通道的核心链路，日均处理交易约 2,000 万笔；基于 Java + Spring Cloud 重构代扣网关，P99 延迟从 180ms 降至 45ms。',
    '微众银行：设计基于 Kafka 的对账流水管道与 Seata 分布式事务方案，差错率降至百万分之三；服务部署在 Kubernetes 集群，负责灰度发布与容量规划。',
    '平安科技：参与平安集团统一支付平台建设，负责银联、网联通道接入与 ISO 8583 报文解析模块。',
    '金山办公（实习）：参与 WPS 云文档同步服务的接口开发与单元测试。',
]:
    d.add_paragraph(s, style='List Bullet')
d.add_heading('专业技能', level=2)
t = d.add_table(rows=3, cols=2); t.style = 'Table Grid'
sk = [['熟练', 'Java、Spring Cloud、Kafka、Redis、MySQL、Kubernetes'],
      ['了解', 'C++、Rust、Go'],
      ['证书', '软考系统架构设计师（2021）']]
for r, row in enumerate(sk):
    for i, v in enumerate(row): t.cell(r, i).text = v
d.add_heading('其他', level=2)
d.add_paragraph('2019 年平安科技“黑客马拉松”二等奖；2023 年受邀在 QCon 北京分享《银行级支付系统的幂等设计》。')
d.save(os.path.join(OUT, '费嘉钧_简历.docx'))

# ---------------- Amelie Pargeter (English, new CV 2025) ----------------
d = Document()
d.styles['Normal'].font.name = 'Calibri'; d.styles['Normal'].font.size = Pt(10.5)
d.add_heading('Amelie Pargeter', level=0)
d.add_paragraph('Brand Manager  ·  London, UK  ·  amelie.pargeter@gmail.com  ·  +44 7700 914 362  ·  CV updated June 2025')
d.add_heading('Profile', level=1)
d.add_paragraph('Brand manager with eight-plus years in soft drinks and energy drinks: brand positioning, '
                'integrated campaigns, shopper marketing and innovation pipelines across the UK & Ireland.')
d.add_heading('Experience', level=1)
p = d.add_paragraph(); p.add_run('Red Bull Company Ltd (UK)').bold = True; p.add_run('  —  Brand Manager, Red Bull Editions  |  Apr 2022 – Present')
for s in ['Own the P&L and annual brand plan for the Editions flavour range in the UK (≈£60m retail sales).',
          'Led the launch of two limited-edition flavours with the on-trade and convenience channels; +14% rate of sale year one.',
          'Brief and manage creative, media and sampling agencies; run quarterly brand-health tracking with Kantar.']:
    d.add_paragraph(s, style='List Bullet')
p = d.add_paragraph(); p.add_run('Britvic plc').bold = True; p.add_run('  —  Hemel Hempstead')
d.add_paragraph('Brand Manager, J2O  |  Apr 2020 – Mar 2022')
d.add_paragraph('Assistant Brand Manager, Robinsons  |  Sep 2017 – Mar 2020')
for s in ['Relaunched J2O Spritz into grocery; managed a £3.5m above-the-line budget.',
          'Ran consumer research and pack-design refresh for Robinsons squash.']:
    d.add_paragraph(s, style='List Bullet')
p = d.add_paragraph(); p.add_run('Diageo').bold = True; p.add_run('  —  Marketing Intern (summer placement), Guinness brand team  |  summer 2016')
d.add_heading('Education', level=1)
d.add_paragraph('Warwick Business School, University of Warwick — Distance Learning MBA (part-time), 2024 – present (expected 2027)')
d.add_paragraph('University of Leeds — BA (Hons) Management with Marketing, 2014 – 2017, First Class')
d.add_heading('Awards & other', level=1)
d.add_paragraph('Marketing Society Star Award, shortlisted 2023 (Red Bull Editions summer campaign)')
d.add_paragraph('Chartered Institute of Marketing (CIM) Diploma in Professional Marketing, 2019')
d.add_heading('Skills', level=1)
d.add_paragraph('Brand strategy, NPD & innovation, shopper marketing, Nielsen & Kantar data, agency management, Excel, PowerPoint')
d.save(os.path.join(OUT, 'Amelie_Pargeter_CV_2025.docx'))
print('ok')
