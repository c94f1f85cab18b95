"""Builds cvs/财务总监_简历_2026.docx (Chinese, tables; the owner's name is only in the page footer)."""
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

doc = Document()
st = doc.styles["Normal"]
st.font.name = "Noto Sans CJK SC"; st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")

foot = doc.sections[0].footer.paragraphs[0]
foot.text = "蒋佩华 ｜ 个人简历 ｜ 第 1 页"

doc.add_heading("财务总监 / Financial Controller 求职简历", level=1)
t = doc.add_table(rows=3, cols=4); t.style = "Table Grid"
cells = [("手机", "139-1628-0573", "邮箱", "peihua.j@outlook.com"),
         ("所在地", "上海市长宁区", "期望职位", "集团财务总监 / CFO"),
         ("证书", "中国注册会计师（CPA）、ACCA 会员", "工作年限", "18 年")]
for r, row in enumerate(cells):
    for c, v in enumerate(row):
        t.cell(r, c).text = v

doc.add_heading("个人概述", level=2)
doc.add_paragraph("十八年财务与审计经验，其中十四年在酒店行业。熟悉连锁酒店加盟与直营模式下的预算管理、"
                  "月结与合并报表，带领 12 人财务团队，支持集团港股上市后的季度报告与内控测试。")

doc.add_heading("工作经历", level=2)
w = doc.add_table(rows=1, cols=4); w.style = "Table Grid"
for c, v in enumerate(["时间", "公司", "职位", "主要职责与业绩"]):
    w.rows[0].cells[c].text = v
jobs = [
    ("2020年7月 - 至今", "华住集团（H World Group）上海总部", "财务总监（Financial Controller），中高端品牌事业部",
     "负责全季、桔子水晶等品牌 600 余家门店的预算、月结与管理报表；管理 12 人财务团队（含 3 名财务经理）；"
     "主导 SAP S/4HANA 财务模块切换，月结周期由 8 天缩短至 5 天。"),
    ("2017年4月 - 2020年6月", "华住集团（H World Group）", "华东区域财务经理",
     "负责华东区 180 家直营店成本控制与资本开支审批；搭建 Power BI 门店经营看板。"),
    ("2012年9月 - 2017年3月", "上海浦东丽思卡尔顿酒店（万豪国际集团旗下）", "财务经理",
     "负责酒店月度结账、应收应付与夜审稽核；使用 Opera PMS 与 Sun Systems；协助完成万豪集团内审。"),
    ("2008年9月 - 2012年8月", "普华永道中天会计师事务所（PwC）上海分所", "审计员 → 高级审计员",
     "参与锦江国际酒店、上海国际港务等客户的年度审计；负责酒店及零售客户的收入循环与固定资产审计。"),
]
for row in jobs:
    cs = w.add_row().cells
    for c, v in enumerate(row):
        cs[c].text = v

doc.add_heading("教育背景", level=2)
e = doc.add_table(rows=1, cols=4); e.style = "Table Grid"
for c, v in enumerate(["时间", "学校", "专业", "学历"]):
    e.rows[0].cells[c].text = v
for row in [("2021.09 - 2023.06", "中欧国际工商学院（CEIBS）", "高层管理人员工商管理（在职）", "EMBA"),
            ("2004.09 - 2008.06", "上海财经大学浙江学院", "会计学", "本科 / 管理学学士")]:
    cs = e.add_row().cells
    for c, v in enumerate(row):
        cs[c].text = v

doc.add_heading("技能", level=2)
doc.add_paragraph("系统：SAP S/4HANA（FI/CO）、Oracle Hyperion、Opera PMS、Sun Systems、Power BI、Excel VBA")
doc.add_paragraph("语言：英语流利（工作语言），普通话、上海话")
doc.add_heading("其他", level=2)
doc.add_paragraph("2019 年 华住集团年度优秀管理者；2022 年受邀在中国饭店协会财务年会分享“连锁酒店月结提效”。")
doc.save("../cvs/财务总监_简历_2026.docx")
