# Builds cvs/宿雅宁-质量经理-简历.docx (Chinese, experience as a table 起止时间 | 单位 | 岗位 | 工作内容)
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

doc = Document()
st = doc.styles["Normal"]
st.font.name = "Noto Sans CJK SC"
st.font.size = Pt(10)
st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")

doc.add_heading("宿雅宁 个人简历", level=1)
doc.add_paragraph("女 | 1993.05 | 上海市浦东新区 | 电话：159-2173-0846 | 邮箱：suyaning_qa@163.com")
doc.add_paragraph("应聘方向：医疗器械质量管理（质量经理 / 质量体系负责人）")

doc.add_heading("个人概述", level=2)
doc.add_paragraph(
    "11 年医疗器械行业质量工作经验，熟悉 ISO 13485、FDA 21 CFR Part 820 及欧盟 MDR 要求，"
    "主导过 3 次 NMPA 注册体系核查与 2 次 FDA 现场检查，目前管理 6 人的质量工程团队。")

doc.add_heading("工作经历", level=2)
rows = [
    ("2022年9月 - 至今", "上海微创心脉医疗科技（集团）股份有限公司（微创医疗旗下）", "质量经理",
     "负责主动脉支架产品线的设计质量与供应商质量；管理 6 名质量工程师；主导 2024 年 FDA 现场检查，零 483 观察项。"),
    ("2019年3月 - 2022年8月", "上海微创心脉医疗科技（集团）股份有限公司（微创医疗旗下）", "高级质量工程师",
     "建立 CAPA 与投诉处理流程，推行 PFMEA；完成欧盟 MDR 技术文档转换。"),
    ("2015年7月 - 2019年2月", "深圳迈瑞生物医疗电子股份有限公司", "质量工程师",
     "负责监护仪产品线的来料检验与过程质量控制，使用 Minitab 进行 SPC 分析；参与 ISO 13485 内审。"),
    ("2014年7月 - 2014年9月", "强生（上海）医疗器材有限公司", "质量部实习生",
     "协助整理 DHR 记录与不合格品报告。"),
]
t = doc.add_table(rows=1, cols=4)
t.style = "Table Grid"
for c, h in zip(t.rows[0].cells, ["起止时间", "单位", "岗位", "工作内容"]):
    c.text = h
for r in rows:
    cells = t.add_row().cells
    for c, v in zip(cells, r):
        c.text = v

doc.add_heading("教育背景", level=2)
doc.add_paragraph("2020.09 - 2023.06　上海交通大学　生物医学工程　工程硕士（非全日制）")
doc.add_paragraph("2011.09 - 2015.06　天津理工大学　生物医学工程　工学学士")

doc.add_heading("证书与培训", level=2)
doc.add_paragraph("ISO 13485:2016 内审员证书（TÜV 南德，2017）")
doc.add_paragraph("六西格玛绿带（中国质量协会，2018）")
doc.add_paragraph("2023 年微创集团年度“质量之星”")

doc.add_heading("技能", level=2)
doc.add_paragraph("质量工具：FMEA、CAPA、SPC、MSA、8D；软件：Minitab、SAP QM、Python（自学）、Tableau")
doc.add_paragraph("语言：英语 CET-6，可作为 FDA 检查的英文陪同")

doc.save("cvs/宿雅宁-质量经理-简历.docx")
print("ok")
