"""Builds the two DOCX CVs into ../cvs/."""
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.oxml.ns import qn
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

def zh_font(doc):
    st = doc.styles["Normal"]; st.font.name = "SimSun"; st.font.size = Pt(10.5)
    st.element.rPr.rFonts.set(qn("w:eastAsia"), "宋体")

def table(doc, rows, header=None):
    n = len(rows[0]); t = doc.add_table(rows=0, cols=n); t.style = "Table Grid"
    if header:
        c = t.add_row().cells
        for i, h in enumerate(header): c[i].text = h
    for r in rows:
        c = t.add_row().cells
        for i, v in enumerate(r): c[i].text = v
    return t

# ---------- 侯慕青 (Chinese, tables) ----------
d = Document(); zh_font(d)
p = d.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER
r = p.add_run("侯慕青"); r.bold = True; r.font.size = Pt(20)
d.add_paragraph("买手经理 · 女装/设计师品牌 | 杭州 | 159-6871-3024 | houmuqing_buyer@qq.com").alignment = WD_ALIGN_PARAGRAPH.CENTER
d.add_heading("基本信息", level=2)
table(d, [["姓名", "侯慕青", "性别", "女"], ["出生年月", "1990年4月", "工作年限", "14年"], ["现任职位", "买手经理", "期望城市", "杭州 / 上海"]])
d.add_heading("教育背景", level=2)
table(d, [["2008.09–2012.06", "东华大学", "服装设计与工程", "本科 / 工学学士"]], header=["时间", "学校", "专业", "学历"])
d.add_heading("工作经历", level=2)
table(d, [
    ["2016.09–至今", "银泰商业（集团）有限公司 · 银泰百货", "买手经理（2021.03–至今）；高级买手（2016.09–2021.02）"],
    ["2012.07–2016.08", "北京王府井百货（集团）股份有限公司", "女装买手（2014.01–2016.08）；采购助理（2012.07–2013.12）"],
], header=["时间", "公司", "职位"])
d.add_paragraph("银泰百货 —— 主要职责与业绩：")
for b in [
    "负责杭州武林总店及 6 家门店女装与设计师品牌品类，年采购额约 3.2 亿元，管理 4 名买手；",
    "制定季度 OTB（Open-to-Buy）预算，用 Excel VBA 宏自动汇总各门店销售与库存数据，周报制作时间由 1 天缩短到 1 小时；",
    "主导与 LVMH 集团旗下美妆及成衣品牌的年度专柜合作与采购谈判，引入 3 个首进杭州的品牌；",
    "推动买手制自营集合店“INTIME SELECT”落地，首年售罄率 71%。",
]: d.add_paragraph(b, style="List Bullet")
d.add_paragraph("王府井百货 —— 主要职责：")
for b in [
    "负责女装品类订货会选款、到货跟进与门店陈列配合，协助完成年度品牌调整；",
    "建立供应商考核表（Excel），按售罄率、毛利与退货率对 40 余个品牌打分。",
]: d.add_paragraph(b, style="List Bullet")
d.add_heading("技能与证书", level=2)
d.add_paragraph("Excel（VBA、数据透视表）、SAP Retail、Power BI；英语 CET-6（可作为商务谈判工作语言）；2019 年银泰集团“年度优秀买手”。")
d.save(os.path.join(OUT, "侯慕青_买手经理_简历.docx"))

# ---------- Deirdre Mullally (English) ----------
d = Document()
d.styles["Normal"].font.name = "Calibri"; d.styles["Normal"].font.size = Pt(10.5)
d.add_heading("Deirdre Mullally, CTA", level=0)
d.add_paragraph("Tax Manager – Financial Services Tax | London, UK | deirdre.mullally@outlook.com | +44 7700 900 418")
d.add_heading("Profile", level=1)
d.add_paragraph("Chartered Tax Adviser with fifteen years at EY advising asset managers, insurers and banks on corporate tax, "
                "transfer pricing and Pillar Two readiness. Comfortable owning a client portfolio end to end and coaching junior staff.")
d.add_heading("Experience", level=1)
d.add_paragraph("Ernst & Young LLP (EY), London — Financial Services Tax").runs[0].bold = True
table(d, [
    ["Tax Manager", "Oct 2018 – present"],
    ["Tax Senior", "Sep 2014 – Sep 2018"],
    ["Tax Associate (graduate scheme)", "Sep 2011 – Aug 2014"],
    ["Summer Tax Intern", "Jun 2010 – Aug 2010"],
])
for b in [
    "Manage a portfolio of 14 UK and Luxembourg fund-management clients (including Schroders-sized groups and the UK branch of Pictet) on corporation tax compliance and transfer-pricing documentation; team of six.",
    "Wrote Excel VBA macros that build transfer-pricing benchmarking workpapers straight from the Orbis extract, cutting preparation from three days to half a day; now used across the London FS tax practice.",
    "Led Pillar Two (GloBE) impact modelling for three insurance groups ahead of the 2024 UK implementation.",
    "Seconded to a client's in-house tax team for six months in 2016 (not a change of employer).",
]: d.add_paragraph(b, style="List Bullet")
d.add_heading("Education & Qualifications", level=1)
d.add_paragraph("MSc International Taxation (part-time), Queen Mary University of London, 2015 – 2017")
d.add_paragraph("BA (Mod.) Economics and Finance, Trinity College Dublin, 2007 – 2011")
d.add_paragraph("Chartered Tax Adviser (CTA), Chartered Institute of Taxation, 2014; ATT, 2012")
d.add_heading("Skills", level=1)
d.add_paragraph("Excel / VBA, Alteryx, OneSource Tax Provision, CCH, Power Query; Irish (fluent), French (working).")
d.save(os.path.join(OUT, "Deirdre_Mullally_CV.docx"))
print("ok")
