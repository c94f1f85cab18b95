from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

# ---- Eloise Aldridge: English, name only in the footer ----
d = Document()
st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)
footer = d.sections[0].footer.paragraphs[0]
footer.text = "Eloise Aldridge — CV — page 1"
footer.alignment = WD_ALIGN_PARAGRAPH.CENTER
p = d.add_paragraph(); r = p.add_run("Transfer Pricing | International Tax"); r.bold = True; r.font.size = Pt(16)
d.add_paragraph("London, UK · +44 7700 914 362 · e.aldridge.tax@gmail.com · linkedin.com/in/eloise-aldridge-tp")
d.add_heading("Profile", level=1)
d.add_paragraph("Transfer-pricing adviser with Big Four and in-house industry experience. I prepare OECD-compliant master files and local files, "
                "benchmark intra-group services and royalties, and support clients through HMRC enquiries and advance pricing agreements. "
                "Comfortable explaining arm's-length results to CFOs and to tax authorities alike.")
d.add_heading("Experience", level=1)
d.add_paragraph().add_run("EY (Ernst & Young LLP), London — Transfer Pricing").bold = True
d.add_paragraph("Senior Consultant, 04/2024 - today")
d.add_paragraph("Consultant, 09/2022 - 03/2024")
for b in ["Lead benchmarking studies in Orbis and TP Catalyst for clients in consumer goods and pharmaceuticals; review junior staff's comparable searches.",
          "Drafted master file and local file documentation for a FTSE 100 retailer across 14 jurisdictions.",
          "Built an Excel/Alteryx model allocating head-office costs under the OECD low value-adding services simplified approach.",
          "Client work included engagements for Unilever and GSK (clients, not employers)."]:
    d.add_paragraph(b, style="List Bullet")
d.add_paragraph().add_run("Rolls-Royce plc, Derby — Group Tax").bold = True
d.add_paragraph("Tax Analyst (graduate scheme), 09/2021 - 08/2022")
d.add_paragraph("Prepared intercompany recharge calculations and supported the UK corporation-tax return.", style="List Bullet")
d.add_heading("Education", level=1)
t = d.add_table(rows=4, cols=3); t.style = "Table Grid"
rows = [("Period", "Institution", "Qualification"),
        ("2025 - present", "University of London (online, part-time)", "MSc International Taxation (in progress)"),
        ("2019 - 2020", "London School of Economics", "PhD in Economics, withdrawn after first year"),
        ("2016 - 2019", "University of Warwick", "BSc Economics, First Class")]
for i, row in enumerate(rows):
    for j, v in enumerate(row):
        t.cell(i, j).text = v
d.add_heading("Certifications & skills", level=1)
d.add_paragraph("Chartered Tax Adviser (CTA), 2024; ADIT Transfer Pricing module, 2023")
d.add_paragraph("Skills: OECD Transfer Pricing Guidelines, BEPS Pillar Two, Orbis, TP Catalyst, Alteryx, Excel, Power BI")
d.save(os.path.join(OUT, "resume_tp_2026.docx"))

# ---- 詹书珩: Chinese, tables ----
d = Document()
st = d.styles["Normal"]; st.font.name = "SimSun"; st.font.size = Pt(10.5)
p = d.add_paragraph(); r = p.add_run("个人简历"); r.bold = True; r.font.size = Pt(18); p.alignment = WD_ALIGN_PARAGRAPH.CENTER
t = d.add_table(rows=3, cols=4); t.style = "Table Grid"
info = [("姓名", "詹书珩", "性别", "女"),
        ("电话", "150-2118-6607", "邮箱", "zhanshuheng_sufe@126.com"),
        ("求职意向", "证券研究 / 投资银行", "政治面貌", "共青团员")]
for i, row in enumerate(info):
    for j, v in enumerate(row):
        t.cell(i, j).text = v
d.add_heading("教育背景", level=1)
t = d.add_table(rows=2, cols=4); t.style = "Table Grid"
for i, row in enumerate([("时间", "学校", "专业", "学历"),
                         ("2022年9月 - 2026年6月", "上海财经大学", "金融学（金融工程方向）", "本科（经济学学士）")]):
    for j, v in enumerate(row):
        t.cell(i, j).text = v
d.add_paragraph("GPA 3.82/4.0（前8%）；主修课程：公司金融、固定收益证券、衍生品定价、计量经济学")
d.add_heading("工作与实习经历", level=1)
t = d.add_table(rows=4, cols=4); t.style = "Table Grid"
exp = [("时间", "单位", "岗位", "工作内容"),
       ("2026年7月 - 至今", "兴业证券 研究所", "助理分析师（全职）", "覆盖食品饮料行业，搭建白酒渠道库存跟踪模型，参与撰写行业深度报告"),
       ("2025年6月 - 2025年9月", "中信证券 投资银行管理委员会", "投行实习生", "参与一单科创板IPO项目的财务核查与招股书底稿整理，使用Wind与Excel搭建可比公司估值表"),
       ("2024年7月 - 2024年8月", "京东科技 金融科技事业部", "数据分析实习生", "参与消费金融产品的用户分层分析，用SQL提取交易数据")]
for i, row in enumerate(exp):
    for j, v in enumerate(row):
        t.cell(i, j).text = v
d.add_heading("获奖与证书", level=1)
for b in ["2024年 全国大学生数学建模竞赛 上海赛区一等奖",
          "2023年 阿里巴巴全球数学竞赛 优秀奖",
          "2025年 “华为杯”全国大学生金融科技创新大赛 优胜奖",
          "CFA一级（2025年8月通过）；证券从业资格；基金从业资格",
          "2025年秋招获华泰证券研究所Offer（已婉拒）"]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("技能", level=1)
d.add_paragraph("Wind、Choice、Excel建模、Python（pandas）、SQL、Stata；英语六级 612")
d.save(os.path.join(OUT, "詹书珩_个人简历.docx"))
