"""Builds the two DOCX CVs into ../cvs/."""
from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

def table(doc, rows, header=None):
    t = doc.add_table(rows=0, cols=len(rows[0]))
    t.style = "Table Grid"
    if header:
        cells = t.add_row().cells
        for c, h in zip(cells, header):
            c.text = h
    for r in rows:
        cells = t.add_row().cells
        for c, v in zip(cells, r):
            c.text = v
    return t

# ---------- 谷清漪 (Chinese, tables) ----------
d = Document()
d.styles["Normal"].font.name = "SimSun"
d.add_heading("谷清漪 · 个人简历", level=0)
d.add_paragraph("求职意向：汽车零部件采购总监 / 供应链管理　｜　电话：186 0755 3391　｜　邮箱：guqingyi.scm@qq.com　｜　深圳")
d.add_heading("基本信息", level=1)
table(d, [["姓名", "谷清漪", "性别", "女"],
          ["出生年月", "1992.05", "工作年限", "12年"],
          ["现任职位", "采购经理", "所在城市", "深圳坪山"]])
d.add_heading("教育背景", level=1)
table(d, [["2020.09 – 2023.06", "浙江大学管理学院", "工商管理硕士（MBA，非全日制）"],
          ["2010.09 – 2014.06", "吉林大学", "车辆工程 本科（工学学士）"]],
      header=["时间", "学校", "专业 / 学位"])
d.add_heading("工作经历", level=1)
table(d, [["2018.03 – 至今", "比亚迪汽车工业有限公司", "采购经理（电池结构件与电驱系统）"],
          ["2014.07 – 2018.02", "比亚迪汽车工业有限公司", "采购工程师"]],
      header=["时间", "公司", "职位"])
for b in [
    "负责刀片电池结构件、电驱壳体等 11 个品类的寻源与定点，年采购额约 46 亿元，管理 9 人团队；",
    "主导 2022 年铝压铸件二供导入，单件成本下降 12%，年节约约 1.8 亿元；",
    "建立供应商季度绩效评价（QCDS）与年度降本谈判机制，供应商交付准时率由 91% 提升至 98%；",
    "使用 SAP MM 模块完成采购订单、框架协议与价格主数据管理，推动 SRM 系统上线。",
]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("证书与培训", level=1)
d.add_paragraph("CPSM 美国供应管理协会认证采购经理（2019）；IATF 16949 内审员证书")
d.add_heading("其他", level=1)
d.add_paragraph("2021 年代表比亚迪参加中国汽车工业协会供应链论坛并作主题分享；英语 CET-6。")
d.save(os.path.join(OUT, "谷清漪_采购经理.docx"))

# ---------- Roshni Kapadia (English) ----------
d = Document()
d.add_heading("Roshni Kapadia, ACA, HKICPA", level=0)
d.add_paragraph("Audit Manager | Hong Kong SAR | +852 6123 4471 | roshni.kapadia@outlook.com")
d.add_heading("Professional Experience", level=1)
d.add_paragraph("PricewaterhouseCoopers (PwC Hong Kong) — Assurance, Consumer Markets", style="Heading 2")
d.add_paragraph("Audit Manager, Jul 2023 – Present")
d.add_paragraph("Senior Associate, Sep 2020 – Jun 2023")
d.add_paragraph("Associate, Sep 2017 – Aug 2020")
for b in [
    "Manage statutory and HKEX listing audits for a portfolio of consumer and healthcare clients with combined revenues above HK$60bn, including Alibaba Health Information Technology and two Hang Seng Index retail constituents; lead teams of up to 12.",
    "Led the first-year audit transition of a dual-primary listed e-commerce group in 2021, covering revenue recognition for platform commissions and IFRS 15 principal-versus-agent judgements.",
    "Review internal-control testing under HKSA 315 (Revised); built a Python and Alteryx journal-entry analytics template now used across the Consumer Markets practice.",
]:
    d.add_paragraph(b, style="List Bullet")
d.add_paragraph("HSBC — Global Banking & Markets", style="Heading 2")
d.add_paragraph("Summer Analyst Intern, Dec 2016 – Feb 2017 (Hong Kong)")
d.add_paragraph("Supported the credit risk team with covenant monitoring and sector reports.", style="List Bullet")
d.add_heading("Education", level=1)
d.add_paragraph("University of Melbourne — Bachelor of Commerce (Accounting and Finance), 2014 – 2017")
d.add_paragraph("Master of Professional Accounting, Monash University — enrolled Feb 2017, withdrew May 2017 after accepting the PwC graduate offer")
d.add_heading("Qualifications", level=1)
d.add_paragraph("HKICPA (2020); ICAEW Chartered Accountant (ACA, 2021); ACCA affiliate")
d.add_heading("Skills", level=1)
d.add_paragraph("HKFRS / IFRS, HKSA, Aura, Halo, Alteryx, Python (pandas), Power BI, Cantonese (conversational), Hindi, Gujarati")
d.save(os.path.join(OUT, "Roshni_Kapadia_CV_2026.docx"))
