"""Build the two DOCX CVs in ../cvs."""
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

def zh_font(doc):
    st = doc.styles["Normal"]
    st.font.name = "Noto Sans CJK SC"
    st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")
    st.font.size = Pt(10.5)

# --- 邰雨松 (Chinese, paragraphs only) ---
d = Document(); zh_font(d)
d.add_heading("邰雨松", 0)
d.add_paragraph("工艺整合工程师 | 手机：139 6157 2208 | 邮箱：taiyusong@163.com | 江苏无锡")
d.add_heading("工作经历", 1)
p = d.add_paragraph(); p.add_run("华虹半导体（无锡）有限公司（华虹集团 Fab 7，12英寸晶圆代工厂）").bold = True
d.add_paragraph("高级工艺整合工程师　2021年3月 - 至今")
d.add_paragraph("负责 55nm/40nm 嵌入式闪存平台的工艺整合与良率提升；用 Python 和 JMP 搭建 WAT/CP 数据的自动分析脚本，良率异常定位时间从两天缩短到半天。", style="List Bullet")
d.add_paragraph("牵头与设计公司客户的新产品导入会议，协调光刻、刻蚀、薄膜模块共同解决工艺窗口问题。", style="List Bullet")
d.add_paragraph("工艺整合工程师　2017年7月 - 2021年2月")
d.add_paragraph("负责 90nm BCD 工艺平台的新产品导入，主导 12 项 8D 问题闭环。", style="List Bullet")
p = d.add_paragraph(); p.add_run("上海华虹宏力半导体制造有限公司").bold = True
d.add_paragraph("工艺整合实习生　2016年7月 - 2016年9月")
d.add_heading("教育背景", 1)
d.add_paragraph("复旦大学　微电子学与固体电子学　工学硕士　2014年9月 - 2017年6月")
d.add_paragraph("西安电子科技大学　微电子科学与工程　工学学士　2010年9月 - 2014年6月")
d.add_heading("论文与学术服务", 1)
d.add_paragraph("Jiahao Wen, Yusong Tai, Lei Xu. Machine-learning-based wafer map clustering for yield excursion detection. IEEE Transactions on Semiconductor Manufacturing, 2022.（第二作者）")
d.add_paragraph("2023 年起担任 IEEE Transactions on Semiconductor Manufacturing 期刊审稿人。")
d.add_heading("技能", 1)
d.add_paragraph("Python、JMP、SQL、Sentaurus TCAD、8D / FMEA、SPC")
d.save(os.path.join(OUT, "邰雨松-工艺整合-简历.docx"))

# --- Yiqing Tan (English, with a table) ---
d = Document()
d.add_heading("Yiqing Tan", 0)
d.add_paragraph("yiqing.tan26@fudan.edu.cn | +86 186 2173 0945 | Shanghai | Graduated June 2026")
d.add_heading("Education", 1)
d.add_paragraph("Fudan University, School of Economics — B.A. in Economics, Sep 2022 – Jun 2026. GPA 3.78/4.0; minor in Statistics.")
d.add_heading("Experience", 1)
t = d.add_table(rows=1, cols=4); t.style = "Table Grid"
for c, h in zip(t.rows[0].cells, ["Organisation", "Role", "Dates", "What I did"]):
    c.text = h
rows = [
    ("McKinsey & Company, Shanghai office", "Business Analyst Intern", "Jun 2025 – Aug 2025",
     "Built market-sizing models in Excel for a cross-border payments client (Ant Group); drafted two steering-committee pages."),
    ("Roland Berger, Shanghai", "Consulting Intern", "2024/7 - 2024/9",
     "Interviewed 30 distributors for a consumer-goods market entry study; cleaned survey data in Excel."),
    ("Fudan University Investment Society", "President", "2023 - 2025",
     "Ran weekly stock-pitch sessions for 60 members."),
]
for r in rows:
    cells = t.add_row().cells
    for c, v in zip(cells, r):
        c.text = v
d.add_heading("Awards", 1)
d.add_paragraph("2nd place, Ant Group Fintech Case Competition, 2024")
d.add_paragraph("Fudan University Outstanding Student Scholarship, 2023")
d.add_heading("Other", 1)
d.add_paragraph("Received a full-time Business Analyst offer from McKinsey & Company in 2026 (declined to pursue graduate study plans).")
d.add_heading("Skills", 1)
d.add_paragraph("Excel modelling, PowerPoint, Stata, Python (coursework only), Mandarin (native), English (IELTS 8.0)")
d.save(os.path.join(OUT, "Yiqing_Tan_resume.docx"))
