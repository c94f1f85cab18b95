from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(__file__), '..', 'cvs')

# --- Siobhán Keaveney (English, headings + a table for certifications)
d = Document()
d.add_heading('Siobhán Keaveney, PhD', 0)
d.add_paragraph('Galway, Ireland | siobhan.keaveney@eircom.net | +353 87 226 4150')
d.add_paragraph('Quality leader with 15 years in Class II/III medical devices: design controls, CAPA, supplier quality, EU MDR transition.')
d.add_heading('Professional Experience', 1)
d.add_heading('Medtronic — Galway, Ireland', 2)
d.add_paragraph('Senior Quality Manager, Cardiovascular (Coronary & Renal Denervation) | 04/2019 – today')
for b in ['Own the quality system for two manufacturing lines (ISO 13485:2016, 21 CFR 820); team of 14 quality engineers.',
          'Led EU MDR technical-documentation remediation for 11 product families; zero major findings at the 2023 notified-body audit.',
          'Cut CAPA cycle time by 38% by introducing risk-based triage in the eQMS.']:
    d.add_paragraph(b, style='List Bullet')
d.add_heading('Smith & Nephew — York, United Kingdom', 2)
d.add_paragraph('Quality Lead, Advanced Wound Management | 2015 – 03/2019')
d.add_paragraph('Quality Engineer | 10/2011 – 2015')
for b in ['Design-control and risk-management (ISO 14971) owner for negative-pressure wound therapy devices.',
          'Ran supplier audits across 9 contract manufacturers in the UK, Malaysia and Mexico.']:
    d.add_paragraph(b, style='List Bullet')
d.add_heading('Education', 1)
d.add_paragraph('PhD, Biomedical Engineering — University of Leeds, 2007 – 2011')
d.add_paragraph('Thesis: Wear debris from ceramic-on-ceramic hip bearings. Supervisor: Prof. J. Fisher group, Institute of Medical and Biological Engineering.')
d.add_paragraph('BEng, Biomedical Engineering — University of Galway (then NUI Galway), 2003 – 2007')
d.add_heading('Publications', 1)
d.add_paragraph('Keaveney S., Hartley R., Ingham E. Characterisation of nanoscale wear debris from ceramic-on-ceramic hip bearings. Journal of Biomedical Materials Research Part B: Applied Biomaterials, 2010.')
d.add_paragraph('Hartley R., Keaveney S., Fisher J. Simulator testing of microseparation in hip bearings. Proceedings of the Institution of Mechanical Engineers, Part H, 2011.')
d.add_heading('Professional Activities', 1)
d.add_paragraph('Peer reviewer, Medical Engineering & Physics (Elsevier), since 2016.')
d.add_paragraph('Member, Regulatory Affairs Professionals Society (RAPS).')
d.add_heading('Certifications', 1)
t = d.add_table(rows=1, cols=2)
t.rows[0].cells[0].text = 'Certification'; t.rows[0].cells[1].text = 'Year'
for a, b in [('ISO 13485:2016 Lead Auditor (BSI)', '2017'), ('ASQ Certified Quality Engineer (CQE)', '2014'), ('Lean Six Sigma Black Belt', '2020')]:
    r = t.add_row().cells; r[0].text = a; r[1].text = b
d.save(os.path.join(OUT, 'Keaveney_Siobhan_QualityManager.docx'))

# --- 姚芊蔚 (Chinese, paragraphs only)
d = Document()
d.add_paragraph('姚芊蔚').runs[0].font.size = Pt(20)
d.add_paragraph('品牌策略总监｜上海｜手机 186-2177-0958｜邮箱 yaoqianwei_brand@126.com')
d.add_paragraph('个人简介')
d.add_paragraph('十四年 4A 广告公司品牌策略经验，擅长消费电子、快消与运动品类的品牌定位、传播策略与整合营销。带领策略团队获得多项行业奖项。')
d.add_paragraph('工作经历')
d.add_paragraph('电通（Dentsu China）上海　2017年10月 - 至今')
d.add_paragraph('品牌策略总监（2021年4月 - 至今）；高级策略经理（2017年10月 - 2021年3月）。负责消费电子与运动品类客户的年度品牌策略，管理 8 人策略团队；服务客户包括华为终端、佳明 Garmin、安踏、蒙牛等，主导华为 WATCH 系列新品上市整合传播。')
d.add_paragraph('李奥贝纳（Leo Burnett）上海　2012年7月 - 2017年9月')
d.add_paragraph('策略策划 → 策略经理。负责麦当劳、三星以外的快消客户品牌研究与消费者洞察，撰写创意简报，参与比稿 30 余次。')
d.add_paragraph('教育背景')
d.add_paragraph('2019年9月 - 2021年6月　中欧国际工商学院（CEIBS）　高级管理人员工商管理硕士（EMBA 在职）')
d.add_paragraph('2008年9月 - 2012年6月　浙江大学城市学院　广告学　文学学士')
d.add_paragraph('荣誉与评审')
d.add_paragraph('2020 年 戛纳国际创意节 媒体类铜狮（团队）；2023 年 中国 4A 金印奖 评委。')
d.add_paragraph('技能')
d.add_paragraph('品牌定位、消费者洞察、定性/定量调研、社交媒体策略、Keynote 提案、英语流利（雅思 7.5）')
d.save(os.path.join(OUT, '姚芊蔚-品牌策略.docx'))
