# Builds cvs/qiao_sihan_简历.docx (Chinese CV with tables)
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

d = Document()
st = d.styles["Normal"]; st.font.name = "Noto Sans CJK SC"; st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")
d.add_heading("乔思函 — 临床数据管理", level=0)
d.add_paragraph("手机：186 2139 0471 ｜ 邮箱：qiaosihan.cdm@outlook.com ｜ 上海市浦东新区")

d.add_heading("基本信息", level=1)
t = d.add_table(rows=0, cols=4); t.style = "Table Grid"
for row in [("姓名", "乔思函", "性别", "女"),
            ("当前职位", "高级临床数据经理", "工作年限", "11年"),
            ("求职意向", "临床数据管理负责人 / 数据管理总监", "期望城市", "上海")]:
    cells = t.add_row().cells
    for c, v in zip(cells, row): c.text = v

d.add_heading("工作经历", level=1)
t = d.add_table(rows=1, cols=4); t.style = "Table Grid"
for c, v in zip(t.rows[0].cells, ("时间", "公司", "职位", "部门")): c.text = v
for row in [("2019年1月 - 至今", "艾昆纬（IQVIA）", "高级临床数据经理（2021年7月起）；临床数据经理（2019年1月-2021年6月）", "数据管理与统计部"),
            ("2015年7月 - 2018年12月", "杭州泰格医药科技股份有限公司", "临床数据专员 → 高级临床数据专员", "数据管理部"),
            ("2014年7月 - 2014年9月", "江苏恒瑞医药股份有限公司", "实习生", "临床研究中心")]:
    cells = t.add_row().cells
    for c, v in zip(cells, row): c.text = v

d.add_paragraph("艾昆纬（IQVIA）主要工作：", style=None).runs[0].bold = True
for b in ["管理 5 人数据管理团队，负责肿瘤与免疫领域 II/III 期全球多中心试验的数据管理，同时支持 8 个项目。",
          "在 Medidata Rave 中完成 eCRF 设计、逻辑核查编程（Edit Check）与 UAT，主导数据库锁库。",
          "按 CDISC SDTM 标准与统计编程团队对接映射规范，使用 SAS 编写数据清理与一致性核查程序。"]:
    d.add_paragraph(b, style="List Bullet")
d.add_paragraph("泰格医药主要工作：").runs[0].bold = True
for b in ["负责 Oracle InForm 项目的数据核查、质疑管理与医学编码（MedDRA、WHODrug）。",
          "撰写数据管理计划（DMP），参与 NMPA 核查迎检。"]:
    d.add_paragraph(b, style="List Bullet")

d.add_heading("教育背景", level=1)
t = d.add_table(rows=1, cols=4); t.style = "Table Grid"
for c, v in zip(t.rows[0].cells, ("时间", "学校", "专业", "学历")): c.text = v
for row in [("2021.09 - 2024.06", "复旦大学（非全日制）", "公共卫生", "公共卫生硕士（MPH），已毕业"),
            ("2011.09 - 2015.06", "中国药科大学", "药学", "理学学士")]:
    cells = t.add_row().cells
    for c, v in zip(cells, row): c.text = v

d.add_heading("证书与其他", level=1)
for b in ["SCDM 认证临床数据管理师（CCDM），2020年",
          "2022 年 DIA 中国年会 数据管理分论坛 演讲嘉宾",
          "技能：Medidata Rave、Oracle InForm、SAS、R、CDISC（SDTM/CDASH）、Spotfire、Veeva Vault CDMS（培训中）"]:
    d.add_paragraph(b, style="List Bullet")
d.save("../cvs/qiao_sihan_简历.docx")
