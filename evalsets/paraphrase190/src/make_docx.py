from docx import Document
from docx.shared import Pt

# ---- 凌思淼 (hotel operations), Chinese DOCX with tables ----
d = Document()
d.add_heading("凌思淼  个人简历", level=0)
d.add_paragraph("上海市徐汇区 | 手机 139-1720-6648 | 邮箱 lingsm_hotel@126.com")
d.add_heading("求职意向", level=1)
d.add_paragraph("酒店集团运营管理 / 区域运营总监")
d.add_heading("工作经历", level=1)
t = d.add_table(rows=1, cols=4)
t.style = "Table Grid"
for c, h in zip(t.rows[0].cells, ["时间", "单位", "职位", "主要职责与业绩"]):
    c.text = h
rows = [
    ("2022/3-至今", "华住集团（H World Group）华东区域运营中心", "区域运营经理",
     "负责华东 46 家全季、桔子水晶门店的运营督导，RevPAR 同比提升 12%；牵头推行自助入住机与夜审自动化。"),
    ("2016/9-2022/2", "上海浦东丽思卡尔顿酒店（The Ritz-Carlton, Shanghai, Pudong）", "前厅部经理（2019 年起）；前厅值班经理",
     "管理 60 人前厅与礼宾团队，宾客满意度（GSS）连续三年位列亚太区前 10%。"),
    ("2013/7-2015/8", "杭州香格里拉饭店", "前台接待 / 大堂副理", "负责 VIP 接待与投诉处理。"),
]
for r in rows:
    cells = t.add_row().cells
    for c, v in zip(cells, r):
        c.text = v
d.add_heading("教育背景", level=1)
t2 = d.add_table(rows=1, cols=4)
t2.style = "Table Grid"
for c, h in zip(t2.rows[0].cells, ["时间", "学校", "专业", "学历"]):
    c.text = h
for r in [("2015/9-2016/8", "香港理工大学（The Hong Kong Polytechnic University）", "国际酒店及旅游业管理", "理学硕士（MSc）"),
          ("2009/9-2013/6", "浙江工商大学", "酒店管理", "管理学学士")]:
    cells = t2.add_row().cells
    for c, v in zip(cells, r):
        c.text = v
d.add_heading("证书与荣誉", level=1)
d.add_paragraph("2020 年 万豪国际集团亚太区“年度前厅经理”提名", style="List Bullet")
d.add_paragraph("美国酒店业协会教育学院（AHLEI）注册酒店业督导师（CHS）", style="List Bullet")
d.add_heading("技能", level=1)
d.add_paragraph("Opera PMS、收益管理（IDeaS）、Power BI、英语（雅思 7.0）、粤语")
d.save("../cvs/凌思淼_运营经理.docx")

# ---- 向志衡 old CV (2021), English DOCX ----
d = Document()
d.add_heading("Zhiheng Xiang", level=0)
d.add_paragraph("Embedded Software Engineer · Shenzhen, China · zhiheng.xiang@outlook.com · +86 186 0755 3921")
d.add_heading("Experience", level=1)
p = d.add_paragraph()
p.add_run("TP-Link Technologies Co., Ltd. — Embedded Software Engineer").bold = True
d.add_paragraph("Jul 2019 – Present, Shenzhen")
d.add_paragraph("Ported U-Boot and Linux kernel drivers to new Qualcomm and MediaTek router platforms.", style="List Bullet")
d.add_paragraph("Wrote the Mesh roaming module in C/C++; reduced hand-over latency by 40%.", style="List Bullet")
p = d.add_paragraph()
p.add_run("Espressif Systems (Shanghai) — Embedded Development Intern").bold = True
d.add_paragraph("Jul 2018 – Dec 2018")
d.add_paragraph("Wrote ESP32 SDK examples and automated test scripts in Python.", style="List Bullet")
d.add_heading("Education", level=1)
d.add_paragraph("Hangzhou Dianzi University — B.Eng. in Electronic Information Engineering, 2015 – 2019")
d.add_heading("Skills", level=1)
d.add_paragraph("C, C++, Embedded Linux, U-Boot, Python, Git, oscilloscope")
d.save("../cvs/Zhiheng_Xiang_CV_2021.docx")
