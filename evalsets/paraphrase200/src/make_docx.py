"""Builds the two DOCX CVs in ../cvs."""
from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'cvs')

# ---- Tan Ruiqi (English, audit senior) ----
d = Document()
d.add_heading('TAN Ruiqi', 0)
d.add_paragraph('Audit Senior | Shanghai | +86 139 0172 6685 | ruiqi.tan.audit@outlook.com')
d.add_heading('Profile', 1)
d.add_paragraph('Audit senior with five years in financial-services assurance, focused on insurers and '
                'brokers listed in Shanghai and Hong Kong. Comfortable leading fieldwork teams of four to six '
                'and building data-driven audit procedures.')
d.add_heading('Experience', 1)
d.add_heading('Ernst & Young Hua Ming LLP (EY), Shanghai — Sep 2021 – Present', 2)
d.add_paragraph('Audit Senior, Financial Services Assurance (Oct 2023 – Present)', style='List Bullet')
d.add_paragraph('Audit Associate (Sep 2021 – Sep 2023)', style='List Bullet')
d.add_paragraph('Engagement senior on the statutory audit of Ping An Insurance (Group) subsidiaries, covering '
                'IFRS 17 transition balances and reinsurance recoverables.')
d.add_paragraph('Audited client Haitong Securities’ margin-financing book; tested impairment staging under IFRS 9.')
d.add_paragraph('Wrote SQL queries against client general-ledger extracts for journal-entry testing, cutting '
                'manual sampling time by about 40%.')
d.add_heading('KPMG Huazhen LLP, Wuhan — Summer 2020', 2)
d.add_paragraph('Audit Intern: vouching, bank confirmations and fixed-asset counts for two manufacturing clients.')
d.add_heading('Education', 1)
d.add_paragraph('Zhongnan University of Economics and Law, Wuhan — B.Mgt. in Accounting, 2017 – 2021')
d.add_heading('Certifications', 1)
d.add_paragraph('ACCA Member (2024); China CPA — passed 4 of 6 professional-stage papers')
d.add_heading('Skills', 1)
d.add_paragraph('SQL, Excel (Power Query), IDEA, EY Canvas, IFRS 9 / IFRS 17, English (IELTS 7.5), Mandarin')
d.save(os.path.join(OUT, 'Tan_Ruiqi_CV.docx'))

# ---- 单以沫 (Chinese, mobile QA, tables) ----
d = Document()
d.add_heading('单以沫 个人简历', 0)
t = d.add_table(rows=2, cols=4); t.style = 'Table Grid'
for i, (a, b) in enumerate([('求职意向', '移动端测试 / 测试开发'), ('电话', '186-2077-3051'),
                            ('邮箱', 'shanyimo_qa@qq.com'), ('现居', '深圳福田')]):
    t.cell(i // 2, (i % 2) * 2).text = a; t.cell(i // 2, (i % 2) * 2 + 1).text = b
d.add_heading('工作经历', 1)
t = d.add_table(rows=1, cols=3); t.style = 'Table Grid'
for c, h in zip(t.rows[0].cells, ['时间', '公司', '职位']): c.text = h
for row in [('2022/4-至今', '平安银行股份有限公司（零售网络金融事业部）', '高级移动端测试工程师（2024/3起）；移动端测试工程师（2022/4-2024/2）'),
            ('2019/7-2022/3', '北京快手科技有限公司', '测试开发工程师（快手极速版 Android/iOS）')]:
    cells = t.add_row().cells
    for c, v in zip(cells, row): c.text = v
d.add_paragraph('平安口袋银行 App：负责转账、理财模块的 UI 自动化，基于 Appium + Python + pytest 搭建回归用例 1,200 余条，'
                '接入 Jenkins 每日构建，回归周期由 3 天缩短到 6 小时。')
d.add_paragraph('快手极速版：负责激励任务中心的客户端测试，搭建 Android 端稳定性 Monkey 测试与弱网测试方案。')
d.add_heading('教育背景', 1)
t = d.add_table(rows=1, cols=4); t.style = 'Table Grid'
for c, h in zip(t.rows[0].cells, ['时间', '学校', '专业', '学历']): c.text = h
cells = t.add_row().cells
for c, v in zip(cells, ('2015/9-2019/6', '深圳大学', '软件工程', '本科')): c.text = v
d.add_heading('技能与证书', 1)
d.add_paragraph('Appium、Python、pytest、Jenkins、Charles、ADB；ISTQB 基础级认证（2020）')
d.save(os.path.join(OUT, '单以沫-移动测试-简历.docx'))
print('ok')
