"""Builds the two DOCX CVs into ../cvs/."""
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'cvs')

def zh_font(doc):
    st = doc.styles['Normal']; st.font.name = 'Noto Sans CJK SC'; st.font.size = Pt(10.5)
    st.element.rPr.rFonts.set(qn('w:eastAsia'), 'Noto Sans CJK SC')

def table(doc, rows, style='Table Grid'):
    t = doc.add_table(rows=0, cols=len(rows[0])); t.style = style
    for r in rows:
        cells = t.add_row().cells
        for c, v in zip(cells, r): c.text = v
    return t

# ---- 卜清嘉 (Chinese, tables) ----
d = Document(); zh_font(d)
d.add_heading('卜清嘉 个人简历', level=1)
table(d, [['性别', '女', '出生年月', '1996.03'],
          ['电话', '186-2815-3097', '邮箱', 'buqingjia_cd@qq.com'],
          ['求职意向', '对公信贷 / 授信审批', '现居', '四川成都']])
d.add_heading('教育背景', level=2)
table(d, [['时间', '学校', '专业', '学历'],
          ['2014.09–2018.06', '西南财经大学', '金融学', '本科（经济学学士）'],
          ['2021.09–2022.06', '西南财经大学', '金融硕士（在职，非全日制）', '未完成，因工作调动退学']])
d.add_heading('工作经历', level=2)
table(d, [['时间', '单位', '职务'],
          ['2018/7–2021/12', '招商银行股份有限公司 成都分行', '对公客户经理'],
          ['2022/1–至今', '招商银行股份有限公司 成都分行 授信审批部', '高级信贷经理']])
d.add_paragraph('主要工作：')
for s in ['负责制造业及科技型中小企业授信调查与贷后管理，管户余额约 14 亿元，不良率控制在 0.6% 以下。',
          '参与京东方B16项目配套供应商的授信方案设计，撰写授信调查报告 60 余份。',
          '使用 SQL 从行内数据集市提取贷款台账，结合 Excel 建立客户风险预警表，按月向分行风险管理委员会汇报。']:
    d.add_paragraph(s, style='List Bullet')
d.add_heading('证书与荣誉', level=2)
for s in ['银行业专业人员职业资格（中级）——公司信贷', '2023年度招商银行成都分行“优秀客户经理”', '普通话二级甲等；英语 CET-6']:
    d.add_paragraph(s, style='List Bullet')
d.add_heading('技能', level=2)
d.add_paragraph('SQL、Excel（VBA）、Wind、Python（自学中）、财务报表分析')
d.save(os.path.join(OUT, '卜清嘉-简历.docx'))

# ---- Corwin Eastlake, new CV (name only in file name / e-mail handle) ----
d = Document()
d.add_heading('IT Program Manager — Federal Civilian & Defense IT Modernization', level=1)
d.add_paragraph('Reston, VA  |  c.eastlake.pm@gmail.com  |  (703) 555-0148  |  Clearance: Secret (active)')
d.add_heading('Summary', level=2)
d.add_paragraph('Eighteen years delivering IT programs for federal agencies: cloud migrations, ERP rollouts and '
                'help-desk consolidation under FAR/DFARS contracts, from requirements through ATO and hand-over.')
d.add_heading('Experience', level=2)
table(d, [['Dates', 'Employer', 'Role'],
          ['04/2024 - today', 'Booz Allen Hamilton, McLean VA', 'IT Program Manager, Civil Health account'],
          ['03/2019 - 03/2024', 'Leidos, Reston VA', 'Senior IT Project Manager, Defense Health IT'],
          ['06/2008 - 02/2019', 'CGI Federal, Fairfax VA', 'Systems Analyst (2008-2012), IT Project Manager (2012-2019)']])
for s in ['Booz Allen: run a 14-person team migrating 40+ case-management applications to AWS GovCloud for an HHS agency; own schedule, EVM reporting and vendor coordination.',
          'Leidos: managed the rollout of a Defense Health Agency scheduling system to 120 clinics; led the CrowdStrike Falcon endpoint rollout across 9,000 seats.',
          'CGI Federal: delivered a Momentum ERP upgrade for a civilian agency; moved from analyst to project manager in 2012.']:
    d.add_paragraph(s, style='List Bullet')
d.add_heading('Education', level=2)
table(d, [['Years', 'School', 'Degree'],
          ['2014 - 2017', 'Penn State World Campus (online, part-time)', 'Master of Professional Studies, Information Sciences'],
          ['2004 - 2008', 'Virginia Tech', 'B.S. Business Information Technology']])
d.add_heading('Certifications & Skills', level=2)
d.add_paragraph('PMP (2013), SAFe 6 Agilist, ITIL 4 Foundation. Tools: Jira, MS Project, ServiceNow, Power BI. Python (basic).')
d.save(os.path.join(OUT, 'Corwin_Eastlake_CV_2026.docx'))
print('ok')
