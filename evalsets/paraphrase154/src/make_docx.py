"""Builds the two DOCX CVs in ../cvs."""
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

# ---- Genevieve Yeung: English, name only in the footer ----
d = Document()
d.sections[0].footer.paragraphs[0].text = "Genevieve Yeung – Curriculum Vitae – confidential"
d.add_heading("Curriculum Vitae", 0)
d.add_paragraph("Corporate / M&A lawyer, Hong Kong | +852 9381 2047 | gyeung.law@outlook.com")
d.add_heading("Professional Experience", 1)
d.add_heading("Fangda Partners (方达律师事务所), Hong Kong — Senior Associate, Corporate / M&A", 2)
d.add_paragraph("07/2021 – present")
for b in [
    "Lead associate on cross-border public and private M&A for PRC state-owned and private acquirers, including takeovers under the Hong Kong Takeovers Code.",
    "Advised a subsidiary of China Communications Construction Company (CCCC) on its acquisition of a Brazilian engineering consultancy (client matter).",
    "Coordinate financial and tax due diligence workstreams with the buyers' accounting advisers.",
]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("Freshfields Bruckhaus Deringer, Hong Kong — Trainee Solicitor, then Associate", 2)
d.add_paragraph("Sep 2017 – Jun 2021 (trainee Sep 2017 – Aug 2019; associate from Sep 2019)")
for b in [
    "Drafted share purchase agreements, disclosure letters and shareholder agreements for private equity exits in Greater China.",
    "Seconded for six months in 2020 to the firm's Beijing office.",
]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("Linklaters, Hong Kong — Summer Vacation Scheme", 2)
d.add_paragraph("summer 2015 (three-week vacation placement, not employment)")
d.add_heading("Education", 1)
t = d.add_table(rows=3, cols=3)
t.style = "Table Grid"
for r, row in enumerate([("Institution", "Qualification", "Years"),
                         ("The University of Hong Kong", "Postgraduate Certificate in Laws (PCLL)", "2016 – 2017"),
                         ("The University of Hong Kong", "Bachelor of Laws (LLB), First Class Honours", "2012 – 2016")]):
    for c, v in enumerate(row):
        t.cell(r, c).text = v
d.add_heading("Admissions & Languages", 1)
d.add_paragraph("Admitted as a solicitor of the High Court of Hong Kong (2019). English, Cantonese, Mandarin.")
d.add_heading("Other", 1)
d.add_paragraph("Chambers Asia-Pacific 2025: listed as 'Associate to watch', Corporate/M&A (Hong Kong).")
d.save(os.path.join(OUT, "CV_corporate_MA_2026.docx"))

# ---- 戴晴岚: Chinese, tables ----
d = Document()
st = d.styles["Normal"]
st.font.name = "Noto Sans CJK SC"; st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")
d.add_heading("个人简历", 0)
t = d.add_table(rows=2, cols=4); t.style = "Table Grid"
for r, row in enumerate([("姓名", "戴晴岚", "求职意向", "区域运营 / 零售运营管理"),
                         ("电话", "186-2170-5539", "邮箱", "daiqinglan_ops@126.com")]):
    for c, v in enumerate(row):
        t.cell(r, c).text = v
d.add_heading("工作经历", 1)
t = d.add_table(rows=3, cols=4); t.style = "Table Grid"
rows = [("时间", "公司", "职位", "工作内容"),
        ("2016年6月 - 至今", "星巴克企业管理（中国）有限公司",
         "门店经理（2016.06–2019.12）；区域运营经理（2020.01–至今）",
         "负责上海浦东新区14家门店的营运、排班与人力成本；年度营业额约1.3亿元；带教新店长23名；2023年主导门店数字化点单改造，客单量提升9%。"),
        ("2014年7月 - 2016年5月", "麦当劳（中国）有限公司", "值班经理",
         "负责早晚班营运、食品安全检查与新员工培训。")]
for r, row in enumerate(rows):
    for c, v in enumerate(row):
        t.cell(r, c).text = v
d.add_heading("教育背景", 1)
t = d.add_table(rows=3, cols=3); t.style = "Table Grid"
rows = [("时间", "学校", "专业 / 学位"),
        ("2025.09 - 至今", "同济大学经济与管理学院", "工商管理硕士（MBA，在职，在读）"),
        ("2010.09 - 2014.06", "上海对外经贸大学", "工商管理 本科 / 管理学学士")]
for r, row in enumerate(rows):
    for c, v in enumerate(row):
        t.cell(r, c).text = v
d.add_heading("荣誉与证书", 1)
d.add_paragraph("星巴克中国“年度最佳门店经理”（2018）")
d.add_paragraph("食品安全管理员证（上海市市场监督管理局，2017）")
d.add_heading("技能", 1)
d.add_paragraph("门店损益（P&L）分析、排班与人效管理、Excel（数据透视表）、Power BI 报表、团队培训")
d.save(os.path.join(OUT, "戴晴岚-区域运营经理.docx"))
print("ok")
