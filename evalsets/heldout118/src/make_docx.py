# Builds cvs/庞书宁-注册法规简历.docx (Chinese CV, one table per job)
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

doc = Document()
st = doc.styles["Normal"]; st.font.name = "SimSun"; st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn("w:eastAsia"), "宋体")

doc.add_heading("庞书宁 个人简历", level=1)
doc.add_paragraph("手机：186-2190-5532 ｜ 邮箱：pangshuning.ra@outlook.com ｜ 上海市浦东新区")
doc.add_paragraph("求职方向：医疗器械注册法规（RA）经理 ｜ 8 年医疗器械注册与法规事务经验，熟悉 NMPA、FDA、欧盟 MDR 注册路径")

doc.add_heading("工作经历", level=2)
jobs = [
    [("公司", "深圳迈瑞生物医疗电子股份有限公司（上海研究院）"),
     ("时间", "2021年3月 - 至今"),
     ("职位", "高级注册专员（2023年7月晋升）；注册专员（2021年3月 - 2023年6月）"),
     ("工作内容", "负责监护与生命支持产品线的 NMPA 二类、三类注册申报，独立完成 11 个产品的注册证取证及变更；"
                  "牵头两款输注泵的 FDA 510(k) 申报，与美国代理沟通 AI（Additional Information）回复；"
                  "主导产品线 EU MDR 技术文档转换，编写临床评价报告（CER）并配合公告机构审核。")],
    [("公司", "美敦力（上海）管理有限公司"),
     ("时间", "2018年7月 - 2021年2月"),
     ("职位", "法规事务专员"),
     ("工作内容", "支持心血管业务进口器械在中国的注册与延续注册，准备注册检验资料与技术要求；"
                  "跟踪 NMPA 法规更新并组织内部培训；协助质量体系 ISO 13485 内审。")],
    [("公司", "西门子医疗系统有限公司"),
     ("时间", "2017年7月 - 2017年9月"),
     ("职位", "注册部实习生"),
     ("工作内容", "整理 CT 产品注册档案，协助翻译英文技术文件。")],
]
for job in jobs:
    t = doc.add_table(rows=len(job), cols=2)
    t.style = "Table Grid"
    for i, (k, v) in enumerate(job):
        t.cell(i, 0).text = k
        t.cell(i, 1).text = v
    doc.add_paragraph("")

doc.add_heading("教育背景", level=2)
doc.add_paragraph("2014.09 - 2018.06　中国药科大学　药学（药事管理方向）　理学学士")
doc.add_paragraph("2016.09 - 2017.06　上海交通大学　生物医学工程　辅修（未完成，未获证书）")

doc.add_heading("证书与培训", level=2)
doc.add_paragraph("RAPS 注册事务专业认证（RAC-Devices），2022 年")
doc.add_paragraph("ISO 13485:2016 内审员证书（TÜV 南德培训），2019 年")

doc.add_heading("技能", level=2)
doc.add_paragraph("NMPA 注册申报、FDA 510(k)、EU MDR 技术文档、临床评价、ISO 13485、ISO 14971 风险管理；英语 CET-6，可作为工作语言")

doc.save("../cvs/庞书宁-注册法规简历.docx")
