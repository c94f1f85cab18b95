"""Builds the two DOCX CVs into ../cvs/."""
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

def table(doc, rows, style="Table Grid"):
    t = doc.add_table(rows=len(rows), cols=len(rows[0]))
    t.style = style
    for i, r in enumerate(rows):
        for j, c in enumerate(r):
            t.cell(i, j).text = c
    return t

# ---------- 东方若晗 (Chinese, tables) ----------
d = Document(); zh_font(d)
d.add_heading("个人简历", 0)
table(d, [["姓名", "东方若晗", "性别", "女"],
          ["电话", "186 2173 5540", "邮箱", "dongfang.rh@qq.com"],
          ["现居", "上海市静安区", "求职意向", "税务总监 / 转让定价负责人"]])
d.add_heading("教育背景", 1)
table(d, [["时间", "学校", "专业", "学历"],
          ["2012.09–2014.06", "上海财经大学", "税务（MTax）", "硕士"],
          ["2008.09–2012.06", "中央财经大学", "会计学", "本科"]])
d.add_heading("工作经历", 1)
table(d, [["时间", "单位", "职位"],
          ["2023.04–至今", "普华永道中天会计师事务所 税务部（上海）", "高级经理"],
          ["2020.01–2023.03", "普华永道中天会计师事务所 税务部（上海）", "税务经理"],
          ["2014.08–2019.12", "德勤华永会计师事务所（特殊普通合伙）上海分所 税务与商务咨询部", "税务顾问 → 高级税务顾问"]])
d.add_paragraph("主要职责与业绩：")
for b in ["负责跨境电商与消费品行业客户的转让定价同期资料、预约定价安排（APA）谈判，年均主导项目 15 个以上。",
          "为跨境电商客户（含阿里巴巴集团旗下业务单元）提供增值税及出口退税合规咨询，服务内容不含审计。",
          "在德勤期间参与 BEPS 2.0 支柱二影响测算，负责 6 家在华外资企业的有效税率模型。",
          "带教 8 名新入职税务顾问，编写团队内部《出口退税实务手册》。"]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("资格证书", 1)
d.add_paragraph("中国注册会计师（CPA）全科合格（2017年）；税务师（2018年）；ACCA 会员（2021年）")
d.add_heading("技能", 1)
d.add_paragraph("Excel（VBA、Power Pivot）、金税系统、SAP FI 模块；SQL（自学，入门）、Python 基础；英语专业八级")
d.save(os.path.join(OUT, "东方若晗_简历.docx"))

# ---------- Dafydd Llewellyn (English; name only in the footer) ----------
d = Document()
d.styles["Normal"].font.name = "Calibri"; d.styles["Normal"].font.size = Pt(10.5)
foot = d.sections[0].footer.paragraphs[0]
foot.text = "Dafydd Llewellyn  |  Curriculum Vitae  |  updated October 2026"
d.add_heading("Senior Data Scientist – Pricing & Claims Analytics", 0)
d.add_paragraph("London, UK  ·  d.llewellyn.ds@gmail.com  ·  +44 7700 918 342  ·  github.com/dllewellyn-ds")
d.add_heading("Profile", 1)
d.add_paragraph("Data scientist with nine years in general insurance, from motor pricing to claims fraud. I like "
                "turning messy claims notes and policy data into models that underwriters actually trust, and I "
                "care a lot about monitoring models after they ship, not only about the offline AUC.")
d.add_heading("Experience", 1)
table(d, [["Dates", "Employer", "Role"],
          ["Jan 2022 – Present", "Aviva plc, London", "Senior Data Scientist, Claims Analytics"],
          ["Sep 2019 – Dec 2021", "Aviva plc, London", "Data Scientist, Personal Lines Pricing"],
          ["Sep 2017 – Aug 2019", "Admiral Group, Cardiff", "Graduate Pricing Analyst"]], style="Light Grid Accent 1")
d.add_paragraph("At Aviva:")
for b in ["Built a claims-fraud propensity model (Python, XGBoost) on features pulled with SQL from the Snowflake claims warehouse; it now screens every UK motor claim at first notification of loss.",
          "Replaced hand-tuned GLM relativities for home insurance with a gradient-boosted pricing model, with a monitoring dashboard for drift and fairness by postcode.",
          "Third author (of 4) on “Triage of Motor Claims Notes with Weak Supervision”, Proceedings of EMNLP 2022: Industry Track, written with Aviva Quantum colleagues."]:
    d.add_paragraph(b, style="List Bullet")
d.add_paragraph("At Admiral:")
d.add_paragraph("Maintained the weekly motor-pricing refresh in SAS and R; automated competitor-price scraping reports.", style="List Bullet")
d.add_paragraph("Earlier: Summer Vacation Scheme, Deloitte UK (Risk Advisory), summer 2016 – six-week placement.")
d.add_heading("Education", 1)
table(d, [["Dates", "Institution", "Qualification"],
          ["Jan 2024 – expected 2027", "Georgia Institute of Technology (online, part-time)", "MS in Computer Science (OMSCS), in progress"],
          ["2016 – 2017", "University of Warwick", "MSc Statistics, Distinction"],
          ["2013 – 2016", "Cardiff University", "BSc Mathematics, First Class"]], style="Light Grid Accent 1")
d.add_heading("Skills", 1)
table(d, [["Languages & data", "Python, SQL, R, SAS, PySpark"],
          ["Modelling", "GLMs, XGBoost, LightGBM, survival models, weak supervision"],
          ["Also familiar with", "Kubernetes, Rust, Terraform"]])
d.add_paragraph("Welsh (native), English (native).")
d.save(os.path.join(OUT, "DL_CV_2026.docx"))
print("ok")
