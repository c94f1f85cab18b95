from docx import Document
from docx.shared import Pt

# 1) Meng Wanjing, Chinese DOCX with tables
d = Document()
d.add_heading("蒙婉菁 个人简历", 0)
d.add_paragraph("电话：136-2783-5190 ｜ 邮箱：mengwanjing_cq@qq.com ｜ 现居：重庆市渝北区")
d.add_paragraph("求职意向：小微企业信贷 / 授信审批")
d.add_heading("教育背景", 1)
t = d.add_table(rows=1, cols=4); t.style = "Table Grid"
for c, s in zip(t.rows[0].cells, ["时间", "学校", "专业", "学历"]): c.text = s
for row in [("2014.09-2016.06", "华中科技大学 经济学院", "金融（金融专硕）", "硕士"),
            ("2010.09-2014.06", "西南大学 经济管理学院", "金融学", "本科")]:
    cells = t.add_row().cells
    for c, s in zip(cells, row): c.text = s
d.add_heading("工作经历", 1)
t = d.add_table(rows=1, cols=3); t.style = "Table Grid"
for c, s in zip(t.rows[0].cells, ["时间", "单位", "职务"]): c.text = s
for row in [("2021年3月-至今", "重庆农村商业银行股份有限公司 两江分行", "高级客户经理（小微信贷）"),
            ("2016年7月-2021年2月", "重庆农村商业银行股份有限公司 两江分行", "客户经理（普惠金融部）"),
            ("2015年7月-2015年9月", "中国农业银行 重庆分行营业部", "暑期实习生")]:
    cells = t.add_row().cells
    for c, s in zip(cells, row): c.text = s
d.add_paragraph("负责涉农及小微企业贷款的贷前调查、授信方案撰写与贷后管理，管户 180 余户，贷款余额 4.2 亿元，不良率控制在 0.8% 以下。", style="List Bullet")
d.add_paragraph("推动“渝快贷”线上化审批流程在支行落地，单笔审批时长由 5 天缩短至 2 天。", style="List Bullet")
d.add_paragraph("2019 年获评分行“优秀客户经理”。", style="List Bullet")
d.add_heading("证书", 1)
d.add_paragraph("银行业专业人员职业资格（中级）；中级经济师（金融）")
d.add_heading("技能", 1)
d.add_paragraph("Excel（VBA）、SQL 基础查询、征信报告分析；Python（自学，未在工作中使用）")
d.save("../cvs/蒙婉菁-信贷客户经理.docx")

# 2) Mateusz Grabarczyk, old English CV (2019)
d = Document()
d.add_heading("Mateusz Grabarczyk", 0)
d.add_paragraph("Site Reliability Engineer · Brno, Czech Republic · mateusz.grabarczyk@posteo.net · +48 512 448 907")
d.add_heading("Profile", 1)
d.add_paragraph("SRE with two years of running managed Kubernetes for enterprise customers. Looking for a senior role in platform reliability. Updated March 2019.")
d.add_heading("Experience", 1)
p = d.add_paragraph(); p.add_run("Red Hat — Site Reliability Engineer, OpenShift Dedicated").bold = True
d.add_paragraph("Sep 2017 – present, Brno")
d.add_paragraph("Run the fleet of managed OpenShift clusters on AWS and GCP; automated cluster upgrades with Python and Ansible.", style="List Bullet")
d.add_paragraph("Participated in the 24/7 follow-the-sun on-call rotation; wrote postmortems and runbooks.", style="List Bullet")
p = d.add_paragraph(); p.add_run("Allegro — Software Engineering Intern").bold = True
d.add_paragraph("Jul 2016 – Sep 2016, Poznań")
d.add_paragraph("Search infrastructure; Java, Elasticsearch.", style="List Bullet")
d.add_heading("Education", 1)
d.add_paragraph("Warsaw University of Technology — MSc Computer Science, 2016 – (part-time, in progress)")
d.add_paragraph("Warsaw University of Technology — BSc Eng. Computer Science, 2012 – 2016")
d.add_heading("Skills", 1)
d.add_paragraph("Kubernetes, OpenShift, Ansible, Python, Bash, Prometheus, Linux")
d.save("../cvs/Mateusz_Grabarczyk_CV_2019.docx")
