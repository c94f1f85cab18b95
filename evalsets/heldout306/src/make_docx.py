"""Builds cvs/庄沐晴-精算-简历.docx (Chinese, tables)."""
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

doc = Document()
st = doc.styles["Normal"]
st.font.name = "SimSun"; st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn("w:eastAsia"), "宋体")

doc.add_heading("庄沐晴 个人简历", level=1)
t = doc.add_table(rows=3, cols=4); t.style = "Table Grid"
cells = [["姓名", "庄沐晴", "性别", "女"],
         ["电话", "186-2133-0948", "邮箱", "zhuangmq@163.com"],
         ["现居", "深圳", "职业资格", "中国精算师（FCAA）"]]
for r, row in enumerate(cells):
    for c, v in enumerate(row):
        t.cell(r, c).text = v

doc.add_heading("教育背景", level=2)
t = doc.add_table(rows=3, cols=4); t.style = "Table Grid"
edu = [["时间", "学校", "专业", "学历"],
       ["2015年9月 - 2017年6月", "中央财经大学", "精算学", "硕士"],
       ["2011年9月 - 2015年6月", "山东财经大学", "数学与应用数学", "本科"]]
for r, row in enumerate(edu):
    for c, v in enumerate(row):
        t.cell(r, c).text = v

doc.add_heading("工作经历", level=2)
t = doc.add_table(rows=4, cols=3); t.style = "Table Grid"
work = [["时间", "单位", "职位"],
        ["2021年3月 - 至今", "中国平安人寿保险股份有限公司（平安人寿）精算部", "资深精算经理"],
        ["2017年7月 - 2021年2月", "中国平安人寿保险股份有限公司（平安人寿）精算部", "精算分析师"],
        ["2016年6月 - 2016年8月", "友邦保险有限公司广东分公司", "精算实习生"]]
for r, row in enumerate(work):
    for c, v in enumerate(row):
        t.cell(r, c).text = v

doc.add_paragraph("主要工作内容：")
for s in [
    "资深精算经理：负责分红险与终身寿险产品的定价与利润测试，带领3人精算小组（2名精算分析师、1名助理），负责组员绩效考核。",
    "主导公司 IFRS 17 实施项目中的现金流模型改造，使用 Prophet 搭建负债现金流模型，用 R 完成经验分析与死亡率假设回溯。",
    "精算分析师：参与年度准备金评估与内含价值（EV）报告，使用 Python 编写模型结果核对脚本，将月结时间缩短2天。",
    "精算实习生：协助完成重疾险理赔经验分析（Excel、SAS）。",
]:
    doc.add_paragraph(s, style="List Bullet")

doc.add_heading("证书与荣誉", level=2)
for s in ["2022年 取得中国精算师（FCAA）资格",
          "北美精算师协会（SOA）ASA 考试：已通过 P、FM、FAM 三门",
          "2016年 全国大学生统计建模大赛 二等奖"]:
    doc.add_paragraph(s, style="List Bullet")

doc.add_heading("专业技能", level=2)
doc.add_paragraph("Prophet、R、SAS、Python、Excel VBA、Tableau、IFRS 17、偿二代")
doc.save("../cvs/庄沐晴-精算-简历.docx")
print("saved")
