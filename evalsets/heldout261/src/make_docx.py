"""Build cvs/付清嘉_税务高级经理.docx (Chinese CV with tables)."""
from docx import Document
from docx.shared import Pt, RGBColor
from docx.oxml.ns import qn
import os

out = os.path.join(os.path.dirname(__file__), "..", "cvs", "付清嘉_税务高级经理.docx")
d = Document()
st = d.styles["Normal"]
st.font.name = "Microsoft YaHei"
st.element.rPr.rFonts.set(qn("w:eastAsia"), "Microsoft YaHei")
st.font.size = Pt(10.5)

h = d.add_heading("个人简历", level=1)

def table(rows, widths=None, style="Table Grid"):
    t = d.add_table(rows=len(rows), cols=len(rows[0]))
    t.style = style
    for i, r in enumerate(rows):
        for j, v in enumerate(r):
            t.cell(i, j).text = v
    return t

d.add_heading("基本信息", level=2)
table([
    ["姓名", "付清嘉", "性别", "女"],
    ["电话", "186-2173-5508", "邮箱", "fuqingjia_tax@126.com"],
    ["现居", "北京", "求职意向", "税务总监 / 高级税务经理"],
])

d.add_heading("工作经历", level=2)
table([
    ["时间", "公司", "职位"],
    ["2023年6月 – 至今", "京东物流股份有限公司（京东集团）", "税务高级经理"],
    ["2019年9月 – 2023年5月", "小米通讯技术有限公司", "税务经理"],
    ["2017年9月 – 2019年8月", "普华永道中天会计师事务所（上海） 税务及商务咨询部", "高级税务顾问"],
    ["2015年9月 – 2017年8月", "普华永道中天会计师事务所（上海） 税务及商务咨询部", "税务助理"],
    ["2014年7月 – 2014年9月", "毕马威华振会计师事务所（北京）", "税务部暑期实习生"],
])

d.add_paragraph("")
d.add_paragraph("京东物流 · 税务高级经理（2023年6月 – 至今）").runs[0].bold = True
for s in [
    "管理 3 人税务团队，负责京东物流境内 40 余家主体的企业所得税汇算清缴与增值税申报复核。",
    "牵头转让定价同期资料准备及关联交易申报，配合集团完成跨境仓储业务的常设机构风险评估。",
    "推动 SAP 税务模块与金税系统数据对接，月度申报准备时间由 5 天缩短到 2 天。",
]:
    d.add_paragraph(s, style="List Bullet")
d.add_paragraph("小米 · 税务经理（2019年9月 – 2023年5月）").runs[0].bold = True
for s in [
    "负责手机业务线增值税筹划与出口退税，年退税额约 12 亿元。",
    "参与海外子公司（印度、印尼）税务架构梳理，对接当地税务顾问。",
]:
    d.add_paragraph(s, style="List Bullet")
d.add_paragraph("普华永道 · 税务助理 → 高级税务顾问（2015年9月 – 2019年8月）").runs[0].bold = True
for s in [
    "服务客户包括特斯拉（上海）、联合利华中国等外资企业，提供企业所得税合规与税务尽职调查服务。",
    "2017年9月晋升为高级税务顾问，带教 2 名新入职税务助理。",
]:
    d.add_paragraph(s, style="List Bullet")

d.add_heading("教育背景", level=2)
table([
    ["时间", "学校", "专业 / 学位", "备注"],
    ["2011.09 – 2015.06", "上海财经大学", "会计学 学士", "GPA 3.6/4.0"],
    ["2016.09 – 2017.06", "上海财经大学", "税务硕士（MTax，非全日制）", "因工作原因退学，未取得学位"],
])

d.add_heading("证书与技能", level=2)
table([
    ["证书", "中国注册会计师（CPA，2018年全科通过）；税务师（2017）；ACCA 在考（已通过 9 门）"],
    ["系统工具", "SAP FICO、金税三期/四期申报系统、Excel（VBA）、Power BI"],
    ["其他", "Python 基础（线上课程）；英语流利（可作为工作语言）"],
])
d.save(out)
print("wrote", out)
