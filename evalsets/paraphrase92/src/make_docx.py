"""Builds the two DOCX CVs into ../cvs/."""
from pathlib import Path
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

OUT = Path(__file__).resolve().parent.parent / "cvs"


def zh_font(doc):
    st = doc.styles["Normal"]
    st.font.name = "Noto Sans CJK SC"
    st.font.size = Pt(10.5)
    st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")


def table(doc, rows, style="Table Grid"):
    t = doc.add_table(rows=0, cols=len(rows[0]))
    t.style = style
    for r in rows:
        cells = t.add_row().cells
        for c, v in zip(cells, r):
            c.text = v
    return t


def yuan_jiatang():
    d = Document()
    zh_font(d)
    d.add_heading("个人简历", level=1)
    table(d, [
        ["姓名", "苑嘉棠", "性别", "女"],
        ["电话", "186 0173 5528", "邮箱", "yuanjiatang_ops@qq.com"],
        ["现居", "上海 杨浦", "求职意向", "内容运营 / 社区运营负责人"],
    ])
    d.add_heading("教育背景", level=2)
    table(d, [
        ["时间", "学校", "专业", "学历"],
        ["2013.09-2017.06", "中国传媒大学", "网络与新媒体", "本科"],
    ])
    d.add_heading("工作经历", level=2)
    table(d, [
        ["时间", "公司", "职位"],
        ["2020.09-至今", "上海宽娱数码科技有限公司（哔哩哔哩）", "内容运营经理（知识区）"],
        ["2018.03-2020.08", "北京爱奇艺科技有限公司", "内容运营专员 → 高级内容运营"],
    ])
    d.add_paragraph("哔哩哔哩 · 内容运营经理（2020.09-至今）")
    for b in [
        "负责知识区 UP 主扶持与内容策划，管理 5 人运营小组，年度知识区投稿量增长 46%。",
        "策划“知识分享官”年度活动，活动期间相关视频播放量 3.2 亿。",
        "与三星Galaxy品牌方合作策划“新机开箱”品牌专题（商业合作项目），负责内容排期与 UP 主对接。",
        "用 Hive SQL 搭建分区内容看板，按周复盘完播率、互动率。",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_paragraph("爱奇艺 · 内容运营（2018.03-2020.08）")
    for b in [
        "负责综艺频道首页推荐位排期与专题页运营，参与《乐队的夏天》站内宣推。",
        "2019 年起负责短视频切条团队的选题与审核流程，日均上线 300+ 条。",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("技能与证书", level=2)
    table(d, [
        ["工具", "剪映、Premiere、Excel、Hive SQL、神策分析"],
        ["证书", "全国新媒体运营师（中级）"],
        ["语言", "英语 CET-6"],
    ])
    d.save(OUT / "苑嘉棠-内容运营.docx")


def achebe():
    d = Document()
    sec = d.sections[0]
    sec.footer.paragraphs[0].text = "Wilhelmina Achebe — CV — page 1"
    d.add_heading("Economics graduate | Strategy & analytics", level=1)
    d.add_paragraph("mina.achebe26@gmail.com · +44 7700 918 342 · Coventry / London · linkedin.com/in/mina-achebe")
    d.add_heading("Education", level=2)
    table(d, [
        ["Oct 2026 – present", "University of London (online, part-time)", "MSc Data Science — in progress"],
        ["2022 – 2026", "University of Warwick", "BSc Economics, First Class Honours (July 2026)"],
        ["2020 – 2022", "Leyton Sixth Form College", "A levels: Maths A*, Economics A*, History A"],
    ])
    d.add_heading("Experience", level=2)
    d.add_paragraph("Accenture, London — Strategy & Consulting Summer Analyst (internship), Jun 2025 – Aug 2025")
    for b in [
        "Built a cost-to-serve model in Excel for a retail client's last-mile delivery review and presented options to the engagement manager.",
        "Cleaned 2.1m transaction rows in Python (pandas) for a pricing diagnostic.",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_paragraph("Warwick Economics Society — Treasurer, 2024 – 2025")
    d.add_paragraph("Ran a £38k annual budget and sponsorship invoicing for 1,400 members.", style="List Bullet")
    d.add_heading("Other", level=2)
    for b in [
        "Winner, Warwick Consulting Case Competition 2024 (case set by Oliver Wyman).",
        "Received and declined a graduate offer from Deloitte (Consulting, 2026 intake).",
        "Dissertation: Minimum-wage spillovers in UK hospitality, 2015–2023.",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("Skills", level=2)
    d.add_paragraph("Python (pandas), SQL, Stata, Excel/VBA, Tableau, Docker and Kubernetes (online course), Git")
    d.save(OUT / "cv_final_2026.docx")


if __name__ == "__main__":
    yuan_jiatang()
    achebe()
