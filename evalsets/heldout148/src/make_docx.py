# Builds cvs/柴芮涵_HRBP简历.docx (Chinese, one table per job).
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

doc = Document()
st = doc.styles["Normal"]
st.font.name = "Microsoft YaHei"; st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn("w:eastAsia"), "微软雅黑")

doc.add_heading("柴芮涵", level=0)
doc.add_paragraph("人力资源业务伙伴（HRBP） | 手机：186-2107-5539 | 邮箱：chairuihan.hr@outlook.com | 上海")
doc.add_heading("个人概述", level=1)
doc.add_paragraph("9 年互联网与电商行业人力资源经验，先后在京东物流、京东零售、拼多多从事招聘、组织发展与 HRBP 工作；"
                  "熟悉技术团队的人才盘点、绩效校准与组织架构调整，目前带 3 人 HRBP 小组。")

doc.add_heading("工作经历", level=1)
jobs = [
    [("公司", "拼多多（上海寻梦信息技术有限公司）"), ("部门", "技术中台 HR"), ("职位", "高级 HRBP（组长）"), ("时间", "2021/3-至今"),
     ("工作内容", "对接约 1,200 人的技术中台研发团队，负责组织诊断、人才盘点与年度绩效校准；"
                 "管理 3 名 HRBP；推动校招生培养项目，首年留存率提升至 92%。")],
    [("公司", "京东集团 · 京东零售"), ("部门", "招聘中心"), ("职位", "招聘经理"), ("时间", "2020/1-2021/2"),
     ("工作内容", "负责京东零售算法与数据岗位社招，年均到岗 150+；搭建北森招聘系统的面试评估模板与招聘漏斗看板。")],
    [("公司", "京东集团 · 京东物流"), ("部门", "华东区人力资源部"), ("职位", "人力资源专员"), ("时间", "2017/7-2019/12"),
     ("工作内容", "负责仓储与配送一线员工的招聘、入转调离与劳动关系处理；参与亚洲一号上海仓开仓期 600 人批量招聘。")],
    [("公司", "联合利华（中国）"), ("部门", "人力资源部"), ("职位", "HR 管培生暑期实习"), ("时间", "2016/7-2016/8"),
     ("工作内容", "协助校园招聘宣讲与测评组织。")],
]
for job in jobs:
    t = doc.add_table(rows=len(job), cols=2)
    t.style = "Table Grid"
    for i, (k, v) in enumerate(job):
        t.cell(i, 0).text = k
        t.cell(i, 1).text = v
    doc.add_paragraph("")

doc.add_heading("教育背景", level=1)
t = doc.add_table(rows=3, cols=4); t.style = "Table Grid"
rows = [("时间", "学校", "专业", "学历"),
        ("2024/9-至今", "上海财经大学", "工商管理（MBA，在职）", "硕士在读"),
        ("2013/9-2017/6", "华东师范大学", "人力资源管理", "本科")]
for r, row in enumerate(rows):
    for c, v in enumerate(row):
        t.cell(r, c).text = v

doc.add_heading("技能与证书", level=1)
doc.add_paragraph("系统：北森、Workday、SAP SuccessFactors、飞书人事")
doc.add_paragraph("数据：Excel（数据透视、VLOOKUP）、Power BI、Python（入门）")
doc.add_paragraph("证书：企业人力资源管理师（二级）；DDI 目标选才认证面试官")
doc.add_heading("其他", level=1)
doc.add_paragraph("2021 年 1 月曾获阿里巴巴（淘宝）HRBP 岗位 offer，因个人原因未入职。")
doc.add_paragraph("2021 年京东零售“年度优秀招聘团队”成员。")

doc.save("cvs/柴芮涵_HRBP简历.docx")
