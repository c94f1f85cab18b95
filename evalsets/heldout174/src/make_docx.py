# Builds cvs/尚宛晴_HRBP简历.docx (Chinese, one table per job)
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

d = Document()
st = d.styles["Normal"]; st.font.name = "Noto Sans CJK SC"; st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")
d.add_heading("尚宛晴", 0)
d.add_paragraph("高级HRBP ｜ 北京 ｜ 手机 139-1172-5583 ｜ shangwanqing@outlook.com")
d.add_heading("个人概述", 1)
d.add_paragraph("十年互联网行业人力资源经验，其中六年以上HRBP经验，熟悉电商与本地生活业务的组织设计、"
                "人才盘点、绩效与薪酬体系落地，目前带领4人HRBP团队。")
d.add_heading("工作经历", 1)
jobs = [
    ("抖音集团", "抖音电商 人力资源部", "高级HRBP（带4人团队）", "2020年3月 - 至今",
     "支持抖音电商商家运营与直播电商业务约1200人团队的组织发展与人才管理；管理4名HRBP，"
     "主导2023年电商业务线组织架构调整与年度人才盘点；搭建直播运营岗位的职级与薪酬带宽。"),
    ("北京三快在线科技有限公司（美团）", "到店事业群 人力资源部", "HRBP", "2016年7月 - 2020年2月",
     "对接到店餐饮销售团队约800人，负责招聘、绩效考核与员工关系；推动销售岗位OKR试点；"
     "2018年参与美团点评合并后的职级体系对齐。"),
    ("深圳市腾讯计算机系统有限公司", "人力资源平台部 校园招聘组", "招聘实习生", "2015年7月 - 2015年9月",
     "协助2016届校园招聘宣讲会组织与简历初筛。"),
]
for comp, dept, title, when, desc in jobs:
    t = d.add_table(rows=5, cols=2); t.style = "Table Grid"
    for i, (k, v) in enumerate([("公司", comp), ("部门", dept), ("职位", title), ("时间", when), ("工作内容", desc)]):
        t.cell(i, 0).text = k; t.cell(i, 1).text = v
    d.add_paragraph("")
d.add_heading("教育背景", 1)
t = d.add_table(rows=3, cols=4); t.style = "Table Grid"
for i, row in enumerate([("学校", "学院 / 专业", "学历", "时间"),
                         ("中国人民大学", "劳动人事学院 人力资源管理", "硕士", "2014.09 - 2016.06"),
                         ("西南财经大学", "工商管理学院 人力资源管理", "本科", "2010.09 - 2014.06")]):
    for j, v in enumerate(row):
        t.cell(i, j).text = v
d.add_heading("证书与培训", 1)
d.add_paragraph("企业人力资源管理师（一级），2019")
d.add_paragraph("SHRM-SCP，2022")
d.add_paragraph("阿里巴巴“政委体系”HR管理公开课（结业证书），2021")
d.add_heading("技能", 1)
d.add_paragraph("组织诊断、人才盘点（九宫格）、薪酬绩效设计、员工关系；Excel / Power BI；飞书人事、Workday")
d.save("../cvs/尚宛晴_HRBP简历.docx")
