from docx import Document
from docx.shared import Pt

# ---- 佟立恺 (Chinese, tables) ----
d = Document()
d.add_heading('佟立恺  个人简历', 0)
d.add_paragraph('求职意向：质量经理 / 供应商质量总监 ｜ 上海嘉定 ｜ 138 1765 4290 ｜ tonglikai_qm@163.com')
d.add_heading('基本信息', 1)
t = d.add_table(rows=3, cols=4); t.style = 'Table Grid'
for r, row in enumerate([['姓名', '佟立恺', '出生年月', '1987.03'], ['工作年限', '17年', '政治面貌', '群众'], ['现居地', '上海市嘉定区', '期望薪资', '面议']]):
    for c, v in enumerate(row): t.cell(r, c).text = v
d.add_heading('教育背景', 1)
t = d.add_table(rows=3, cols=4); t.style = 'Table Grid'
for r, row in enumerate([['时间', '学校', '专业', '学历'],
                         ['2005.09-2009.06', '江苏大学', '车辆工程', '本科 / 工学学士'],
                         ['2012.09-2014.01', '同济大学（在职工程硕士）', '车辆工程', '未完成学业，已退学']]):
    for c, v in enumerate(row): t.cell(r, c).text = v
d.add_heading('工作经历', 1)
t = d.add_table(rows=4, cols=3); t.style = 'Table Grid'
for r, row in enumerate([['时间', '公司', '职位'],
                         ['2019/4-至今', '采埃孚（上海）汽车底盘系统有限公司（ZF）', '质量经理（底盘事业部）'],
                         ['2014/4-2019/3', '采埃孚（上海）汽车底盘系统有限公司（ZF）', '高级供应商质量工程师'],
                         ['2009/7-2014/3', '延锋汽车饰件系统有限公司', '质量工程师']]):
    for c, v in enumerate(row): t.cell(r, c).text = v
d.add_paragraph('')
d.add_paragraph('采埃孚（2014年4月至今）：负责控制臂、转向拉杆等底盘件的来料质量与客户质量，管理 12 人质量团队；主导 IATF 16949 再认证及 VDA 6.3 过程审核，客户端 PPM 由 85 降至 18。', style='List Bullet')
d.add_paragraph('推行 8D 与 FMEA（AIAG-VDA 版）方法，牵头处理主机厂客户投诉，建立供应商分级与退出机制。', style='List Bullet')
d.add_paragraph('延锋：负责仪表板总成的 PPAP 提交与量产爬坡质量，参与上汽大众新车型项目。', style='List Bullet')
d.add_heading('证书与技能', 1)
d.add_paragraph('IATF 16949 内审员；VDA 6.3 过程审核员；六西格玛黑带（2017）')
d.add_paragraph('技能：Minitab、SPC、MSA、Q-Das；Python、SQL（自学，了解）')
d.save('../cvs/佟立恺-质量经理.docx')

# ---- Felicity Mok (English) ----
d = Document()
d.add_heading('Dr Felicity Mok Ka-yan, MBBS, MPH', 0)
d.add_paragraph('Medical Affairs Manager, Cardiovascular, Renal & Metabolism | Shanghai | felicity.mok.md@gmail.com | +86 139 1620 4475')
d.add_heading('Professional Experience', 1)
d.add_paragraph('AstraZeneca China — Medical Affairs Manager, Cardiovascular, Renal & Metabolism (CVRM), Shanghai    September 2019 – present').runs[0].bold = True
d.add_paragraph('Medical lead for the SGLT2-inhibitor franchise in East China; build advisory boards with 40+ cardiologists and nephrologists; review promotional material for scientific accuracy.', style='List Bullet')
d.add_paragraph('Designed two investigator-initiated real-world studies on heart-failure readmission; trained 60 medical science liaisons.', style='List Bullet')
d.add_paragraph('Queen Mary Hospital, Hong Kong — Resident, then Resident Specialist, Department of Medicine (Cardiology)    July 2012 – August 2019').runs[0].bold = True
d.add_paragraph('Full-time clinical post under the Hospital Authority; managed acute coronary and heart-failure patients in the CCU.', style='List Bullet')
d.add_paragraph('Sub-investigator in a Roche-sponsored phase III clinical trial of a cardiac biomarker assay (2017–2018).', style='List Bullet')
d.add_heading('Education', 1)
t = d.add_table(rows=3, cols=3); t.style = 'Table Grid'
for r, row in enumerate([['2006 – 2012', 'The University of Hong Kong, Li Ka Shing Faculty of Medicine', 'Bachelor of Medicine and Bachelor of Surgery (MBBS)'],
                         ['2017 – 2019', 'The Chinese University of Hong Kong (part-time, evenings)', 'Master of Public Health (MPH)'],
                         ['2016', 'Hong Kong College of Physicians', 'Membership examination (MRCP(UK) PACES)']]):
    for c, v in enumerate(row): t.cell(r, c).text = v
d.add_heading('Publications', 1)
d.add_paragraph('Mok KY, Tse HF, Chan WK. Thirty-day readmission after acute decompensated heart failure in a Hong Kong cohort. Hong Kong Medical Journal. 2018;24(5):455-462.')
d.add_paragraph('Wong SL, Mok KY, Lau CP. Troponin testing pathways in the emergency department. Heart Asia. 2016;8(2):21-27.')
d.add_heading('Conferences', 1)
d.add_paragraph('Attended ESC Congress 2023 (Amsterdam) and the Chinese Society of Cardiology annual meeting 2024.')
d.add_heading('Languages', 1)
d.add_paragraph('Cantonese, English, Mandarin')
d.save('../cvs/felicity_mok_resume.docx')
