"""Builds the two DOCX CVs into ../cvs/."""
import os
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")


def zh_font(doc):
    st = doc.styles["Normal"]
    st.font.name = "Noto Sans CJK SC"
    st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")
    st.font.size = Pt(10.5)


def table(doc, rows, header=None):
    t = doc.add_table(rows=0, cols=len(rows[0]))
    t.style = "Table Grid"
    for r in ([header] if header else []) + rows:
        cells = t.add_row().cells
        for c, v in zip(cells, r):
            c.text = v
    return t


# ---------- 向晚棠 (Chinese, tables) ----------
d = Document()
zh_font(d)
d.add_heading("个人简历", level=1)
table(d, [
    ["姓名", "向晚棠", "性别", "女"],
    ["电话", "137-5120-9936", "邮箱", "wantang.xiang@qq.com"],
    ["现居", "广东深圳", "求职意向", "医疗器械质量经理 / 高级质量工程师"],
])
d.add_heading("工作经历", level=2)
table(d, [
    ["2019.10–至今", "深圳迈瑞生物医疗电子股份有限公司（迈瑞医疗）",
     "高级质量工程师（2022.03起）；质量工程师（2019.10–2022.02）",
     "负责监护与生命支持产品线的设计质量与过程质量；维护 ISO 13485 质量体系，主导 CAPA 与不良事件调查；配合 FDA 与 NMPA 现场审核，审核零重大不符合项。"],
    ["2017.07–2019.09", "华为技术有限公司 消费者业务（终端BG）",
     "硬件质量工程师",
     "负责手机结构件来料质量与供应商 8D 改进，推动关键尺寸 SPC 管控。"],
], header=["时间", "单位", "职位", "工作内容"])
d.add_heading("教育背景", level=2)
table(d, [
    ["2020.09–2023.06", "华中科技大学", "生物医学工程", "工程硕士（非全日制，在职）"],
    ["2013.09–2017.06", "武汉理工大学", "材料成型及控制工程", "工学学士"],
], header=["时间", "学校", "专业", "学位"])
d.add_heading("论文与证书", level=2)
d.add_paragraph("向晚棠（第一作者），刘，陈. 基于FMEA的多参数监护仪过程风险控制研究. 中国医疗器械杂志, 2022.")
d.add_paragraph("证书：六西格玛绿带（2020）；ISO 13485 内审员（2019）")
d.add_paragraph("技能：Minitab、SPC、FMEA、MSA、QMS 文件编写、Python（入门）")
d.save(os.path.join(OUT, "向晚棠-质量工程师.docx"))

# ---------- Elena Markopoulou (English) ----------
d = Document()
d.add_heading("Elena Markopoulou", level=0)
d.add_paragraph("Marketing graduate | London | +44 7911 204 573 | elena.markopoulou@outlook.com")
d.add_heading("Profile", level=1)
d.add_paragraph("Recent marketing graduate who enjoys turning audience research into campaigns people actually "
                "remember. Comfortable with social listening, paid social reporting and writing briefs; looking for a "
                "graduate role in brand or digital marketing. Available immediately.")
d.add_heading("Experience", level=1)
p = d.add_paragraph()
p.add_run("Marketing Intern, Dentsu Creative, London").bold = True
p.add_run("\tJun 2025 – Aug 2025")
for b in ["Summer internship in the social team of the advertising agency; built weekly paid-social performance decks for three retail clients.",
          "Supported a WeChat and Weibo launch campaign for a UK fashion client targeting Chinese students.",
          "Drafted creative briefs and ran competitor social listening with Brandwatch."]:
    d.add_paragraph(b, style="List Bullet")
p = d.add_paragraph()
p.add_run("Student Brand Ambassador (part-time), Red Bull, Leeds").bold = True
p.add_run("\t2023 – 2024")
d.add_heading("Education", level=1)
table(d, [["University of Leeds", "BA (Hons) Marketing, First Class", "2022 – 2026"],
          ["Leeds University Business School", "Dissertation: Gen-Z trust in influencer ads", "2026"]])
d.add_heading("Skills", level=1)
d.add_paragraph("Google Analytics 4, Meta Ads Manager, Canva, Brandwatch, Excel, SQL (coursework), Python (coursework), "
                "Kubernetes basics (online course), Greek (native), English (fluent)")
d.add_heading("Awards", level=1)
d.add_paragraph("Winner, Leeds Marketing Society x Dentsu case competition, 2024")
d.save(os.path.join(OUT, "elena_markopoulou_resume.docx"))
print("docx ok")
