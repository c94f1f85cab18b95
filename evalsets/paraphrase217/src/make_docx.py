"""Build the two DOCX CVs: ran_qiuning (Chinese, tables) and cv_dba_2026 (English, name only in footer)."""
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn
import os
OUT = os.path.join(os.path.dirname(__file__), "..", "cvs")

def zh_font(doc):
    st = doc.styles["Normal"]; st.font.name = "Noto Sans CJK SC"; st.font.size = Pt(10.5)
    st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")

def table(doc, rows, header=None):
    t = doc.add_table(rows=0, cols=len(rows[0])); t.style = "Table Grid"
    for r in ([header] if header else []) + rows:
        cells = t.add_row().cells
        for c, v in zip(cells, r):
            c.text = v
    return t

# ---------------- 冉秋宁 (Chinese, tables) ----------------
d = Document(); zh_font(d)
d.add_heading("冉秋宁", 0)
d.add_paragraph("高级税务顾问 | 上海 | 手机：186 2174 0931 | 邮箱：ranqiuning@163.com")
d.add_heading("教育背景", 1)
table(d, [["2016.09–2020.06", "中央财经大学", "税收学", "经济学学士", "GPA 3.7/4.0，专业前10%"]],
      header=["时间", "学校", "专业", "学位", "备注"])
d.add_heading("工作经历", 1)
table(d, [
    ["2022.10–至今", "安永（中国）企业咨询有限公司 上海分所", "税务咨询部 高级税务顾问"],
    ["2020.07–2022.09", "安永（中国）企业咨询有限公司 上海分所", "税务咨询部 税务顾问"],
    ["2019.07–2019.08", "普华永道中天会计师事务所 上海", "税务部 暑期实习生"],
], header=["时间", "单位", "部门 / 职位"])
d.add_paragraph("安永 · 税务咨询（2020.07–至今）", style="Heading 2")
for b in [
    "负责制造业及高新技术企业的企业所得税汇算清缴复核、研发费用加计扣除及高新技术企业资格认定咨询，年均独立负责项目 15 个以上。",
    "服务客户包括海康威视等安防及智能硬件企业，为其梳理研发项目台账、设计加计扣除归集口径。",
    "搭建部门内部的 Power BI 项目进度看板，并用 Excel VBA 批量生成税会差异调整底稿，底稿编制时间缩短约 40%。",
    "参与跨境服务贸易代扣代缴及转让定价同期资料准备，撰写中英文税务备忘录。",
]:
    d.add_paragraph(b, style="List Bullet")
d.add_paragraph("普华永道 · 暑期实习（2019.07–2019.08）", style="Heading 2")
d.add_paragraph("协助增值税申报底稿整理与发票数据核对。", style="List Bullet")
d.add_heading("证书与技能", 1)
table(d, [
    ["专业资格", "ACCA 全科通过（2021）；税务师（2023）"],
    ["数据工具", "Excel / VBA、Power BI、Python（pandas）；Tableau Desktop Specialist 认证（2022，自学）"],
    ["语言", "英语 CET-6 612，可作为工作语言"],
])
d.add_heading("荣誉", 1)
d.add_paragraph("2019 年 安永杯全国大学生税务案例大赛 二等奖", style="List Bullet")
d.save(os.path.join(OUT, "ran_qiuning_简历.docx"))

# ---------------- Tay Siew Ling (English; name only in footer) ----------------
d = Document()
sec = d.sections[0]
sec.footer.paragraphs[0].text = "Tay Siew Ling  |  Curriculum Vitae  |  page 1"
d.add_heading("Lead Database Administrator", 0)
d.add_paragraph("Singapore  •  siewling.tay@outlook.sg  •  +65 9127 4480")
d.add_heading("Profile", 1)
d.add_paragraph("Database administrator with fourteen years in financial-services and government systems, "
                "running high-availability Oracle and PostgreSQL estates under MAS TRM requirements.")
d.add_heading("Experience", 1)
d.add_paragraph("DBS Bank Ltd — Singapore", style="Heading 2")
d.add_paragraph("Lead Database Administrator, Core Banking Data Platform   Apr 2022 – Present")
d.add_paragraph("Own 60+ Oracle 19c RAC databases behind the core banking ledger; led the Data Guard switchover "
                "drills that took recovery time from 45 to 12 minutes.", style="List Bullet")
d.add_paragraph("Migrated 14 internal applications from Oracle to PostgreSQL 14 with Patroni; wrote the Ansible "
                "roles now used for all bank PostgreSQL builds.", style="List Bullet")
d.add_paragraph("Database Administrator II   Jan 2019 – Mar 2022")
d.add_paragraph("Ran patching and performance tuning (AWR, SQL plan baselines) for payments databases; on-call lead for "
                "the PayLah! backend.", style="List Bullet")
d.add_paragraph("NCS Pte Ltd (a Singtel subsidiary) — Singapore", style="Heading 2")
d.add_paragraph("Database Administrator   Jul 2012 – Dec 2018")
d.add_paragraph("Administered Microsoft SQL Server and Oracle 11g databases for public-sector clients; automated backups "
                "and health checks with PowerShell and Python.", style="List Bullet")
d.add_heading("Education", 1)
t = d.add_table(rows=0, cols=3); t.style = "Table Grid"
for r in [["2024 – present", "University of Edinburgh (online, part-time)", "MSc Data Science — in progress, expected 2027"],
          ["2008 – 2012", "National University of Singapore", "Bachelor of Computing (Information Systems)"]]:
    cells = t.add_row().cells
    for c, v in zip(cells, r):
        c.text = v
d.add_heading("Certifications", 1)
d.add_paragraph("Oracle Certified Professional, Oracle Database 19c Administrator (2021)", style="List Bullet")
d.add_paragraph("Certified Kubernetes Administrator (2023)", style="List Bullet")
d.add_heading("Skills", 1)
d.add_paragraph("Oracle RAC / Data Guard, PostgreSQL, Microsoft SQL Server, MongoDB, Ansible, Python, PowerShell, "
                "Tableau, Kubernetes, Terraform")
d.save(os.path.join(OUT, "cv_dba_2026.docx"))
print("ok")
