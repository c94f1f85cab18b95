"""Builds the two DOCX CVs in ../cvs/."""
from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

def table(doc, rows, header=True):
    t = doc.add_table(rows=len(rows), cols=len(rows[0]))
    t.style = "Table Grid"
    for i, r in enumerate(rows):
        for j, v in enumerate(r):
            t.cell(i, j).text = v
    return t

# ---------- 闫沐笙 (Chinese, tables) ----------
d = Document()
d.add_heading("个人简历", level=0)
table(d, [["姓名", "闫沐笙", "性别", "女"],
          ["电话", "186-2113-5580", "邮箱", "yanmusheng@outlook.com"],
          ["现居", "上海市静安区", "求职意向", "区域运营总监（咖啡/连锁餐饮）"]])
d.add_heading("工作经历", level=1)
table(d, [["时间", "公司", "职位"],
          ["2020.04–至今", "上海曼玛餐饮管理有限公司（Manner Coffee）", "区域运营经理（华东一区）"],
          ["2017.10–2020.03", "星巴克企业管理（中国）有限公司", "区域经理（District Manager），上海西区"],
          ["2016.07–2017.09", "星巴克企业管理（中国）有限公司", "门店经理，上海静安嘉里中心店"],
          ["2014.07–2016.06", "星巴克企业管理（中国）有限公司", "值班主管（管理培训生）"]])
d.add_paragraph("Manner Coffee：负责华东一区 46 家门店的营业额、人效与食品安全，2023 年区域营业额同比增长 38%；搭建新店开业 SOP，一年内带队开出 19 家新店；用 Excel 与帆软报表搭建门店日报看板。")
d.add_paragraph("星巴克：管理上海西区 11 家门店、约 160 名伙伴；推动啡快（Starbucks Now）在辖区门店上线，高峰时段出杯时间缩短 22%；2019 年负责辖区 3 家门店装修期间的临时运营方案。")
d.add_heading("教育背景", level=1)
table(d, [["时间", "学校", "专业/学位"],
          ["2023.09–至今", "上海交通大学安泰经济与管理学院", "MBA（在职，非全日制，预计2026年12月毕业）"],
          ["2010.09–2014.06", "西安科技大学", "工商管理 管理学学士"]])
d.add_heading("技能与证书", level=1)
d.add_paragraph("餐饮运营：门店 P&L 管理、排班与人效优化、HACCP 食品安全体系、新店选址评估")
d.add_paragraph("工具：Excel（数据透视、Power Query）、帆软 FineReport、企业微信")
d.add_paragraph("证书：上海市食品安全管理员证；SCA 咖啡师中级认证")
d.add_heading("荣誉", level=1)
d.add_paragraph("2018 年 星巴克中国“年度杰出区域经理”；2022 年 Manner Coffee “最佳新店拓展团队”")
d.save(os.path.join(OUT, "闫沐笙-运营经理.docx"))

# ---------- Qiao Wenxi (English; name only in the header section) ----------
d = Document()
sec = d.sections[0]
hp = sec.header.paragraphs[0]
hp.text = "QIAO Wenxi  ·  qiao.wenxi@lse.ac.uk  ·  +44 7418 602 955  ·  +86 139 1820 7716"
d.add_heading("Education", level=1)
d.add_paragraph("London School of Economics and Political Science (LSE) — MSc Management and Strategy, Sep 2026 – expected Aug 2027 (in progress)")
d.add_paragraph("Fudan University, School of Economics — BA in Economics, 09/2021 – 06/2025. GPA 3.71/4.0; National Scholarship (2023)")
d.add_heading("Experience", level=1)
table(d, [["Dates", "Organisation", "Role"],
          ["Jun 2025 – Sep 2025", "Oliver Wyman, Shanghai office", "Consulting Intern, Financial Services practice"],
          ["2024.06 – 2024.09", "Tencent — Weixin Group (WXG), Shenzhen", "Strategy & Business Analysis Intern"],
          ["Mar 2023 – Jun 2023", "Fudan University, School of Economics", "Research Assistant (part-time)"]])
d.add_paragraph("Oliver Wyman: Built the market model and wrote 20+ slides for a retail-bank client's SME lending strategy; interviewed 12 branch managers; benchmarked digital-lending pricing against five peers.", style="List Bullet")
d.add_paragraph("Tencent WXG: Analysed Mini Program merchant retention with SQL on the internal data platform; drafted the competitive review of short-video e-commerce used in the H2 planning deck.", style="List Bullet")
d.add_heading("Research", level=1)
d.add_paragraph("Qiao, W. and Lin, H. (2024). \"Does green credit crowd out lending to small firms? Evidence from Chinese city commercial banks.\" Presented at the China Economics Annual Conference (CEA), Wuhan, December 2024. (first author)")
d.add_heading("Skills", level=1)
d.add_paragraph("Analysis: Stata, Python, SQL, Excel modelling. Presentation: PowerPoint, think-cell. Also: Adobe After Effects, Premiere Pro (self-taught, hobby video editing).")
d.add_paragraph("Languages: Mandarin (native), English (IELTS 8.0), Cantonese (basic).")
d.add_heading("Activities", level=1)
d.add_paragraph("Winner, Bain & Company Greater China Case Competition 2024 (team of four).")
d.save(os.path.join(OUT, "Resume_2026_MSc.docx"))
print("ok")
