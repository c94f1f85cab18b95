"""Builds cvs/简历_模型验证_2026.docx (储佩岚; her name appears only in the page footer)."""
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

doc = Document()
st = doc.styles["Normal"]; st.font.name = "SimSun"; st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn("w:eastAsia"), "宋体")

doc.sections[0].footer.paragraphs[0].text = "储佩岚 ｜ 个人简历 ｜ 第 1 页"

doc.add_heading("个人简历", level=1)
doc.add_paragraph("求职方向：银行风险模型验证 / 模型风险管理（MRM）")

t = doc.add_table(rows=3, cols=4); t.style = "Table Grid"
cells = [("性别", "女", "出生年月", "1995年2月"),
         ("手机", "186 0217 5532", "邮箱", "risk.validator.pl@outlook.com"),
         ("现居", "深圳市福田区", "政治面貌", "中共党员")]
for r, row in enumerate(cells):
    for c, v in enumerate(row):
        t.cell(r, c).text = v

doc.add_heading("教育背景", level=2)
t = doc.add_table(rows=3, cols=4); t.style = "Table Grid"
for c, v in enumerate(["时间", "学校", "专业", "学历"]):
    t.cell(0, c).text = v
for c, v in enumerate(["2017年9月 - 2019年6月", "中央财经大学", "金融工程", "硕士"]):
    t.cell(1, c).text = v
for c, v in enumerate(["2013年9月 - 2017年6月", "华中科技大学", "数学与应用数学", "学士"]):
    t.cell(2, c).text = v

doc.add_heading("工作经历", level=2)
t = doc.add_table(rows=4, cols=3); t.style = "Table Grid"
for c, v in enumerate(["时间", "单位 / 部门", "职位"]):
    t.cell(0, c).text = v
rows = [("2024年3月 - 至今", "招商银行 总行风险管理部 模型验证团队", "高级模型验证经理（团队负责人，管理 5 人）"),
        ("2021年7月 - 2024年2月", "招商银行 总行风险管理部 模型验证团队", "模型验证经理"),
        ("2019年7月 - 2021年6月", "普华永道中天会计师事务所 金融服务风险咨询部", "高级顾问")]
for r, row in enumerate(rows, start=1):
    for c, v in enumerate(row):
        t.cell(r, c).text = v

doc.add_paragraph("招商银行：负责零售信贷 PD/LGD 评分卡与内评法（IRB）模型的独立验证，覆盖区分度、校准与稳定性检验；"
                  "牵头 IFRS 9 预期信用损失模型年度验证，使用 SAS 和 Python 重建基准模型。", style="List Bullet")
doc.add_paragraph("招商银行：2024 年起带领验证团队，制定模型风险分级与验证频率标准，向首席风险官汇报。", style="List Bullet")
doc.add_paragraph("普华永道：为中国工商银行、兴业银行等客户提供信用风险模型开发与巴塞尔 III 合规咨询，使用 R 和 SQL 完成数据清洗与评分卡开发。", style="List Bullet")

doc.add_heading("证书与技能", level=2)
t = doc.add_table(rows=3, cols=2); t.style = "Table Grid"
for r, row in enumerate([("证书", "FRM（2020 年取得）；CFA 二级候考"),
                         ("工具", "SAS、Python、R、SQL、Excel；了解 Spark、TensorFlow"),
                         ("语言", "英语（CET-6 612 分），可作为工作语言")]):
    for c, v in enumerate(row):
        t.cell(r, c).text = v
doc.save("../cvs/简历_模型验证_2026.docx")
