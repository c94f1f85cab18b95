"""Build the two DOCX CVs of the paraphrase84 set."""
from docx import Document
from docx.shared import Pt
from pathlib import Path
OUT = Path(__file__).resolve().parent.parent / "cvs"

def table(doc, rows, style="Table Grid"):
    t = doc.add_table(rows=len(rows), cols=len(rows[0]))
    t.style = style
    for i, r in enumerate(rows):
        for j, v in enumerate(r):
            t.cell(i, j).text = v
    return t

# ---- 司空望舟 (Chinese, tables) ----
d = Document()
d.add_heading("司空望舟", 0)
d.add_paragraph("仓储运营高级经理 | 14年仓储物流管理经验 | 电话 139 1128 7705 | 邮箱 sikong.wangzhou@126.com | 北京大兴")
d.add_heading("教育背景", 1)
table(d, [["时间", "学校", "专业", "学历"],
          ["2020.09–2022.07", "中欧国际工商学院（CEIBS）", "工商管理（在职 MBA）", "硕士"],
          ["2008.09–2012.07", "北京交通大学", "物流管理", "本科 / 管理学学士"]])
d.add_heading("工作经历", 1)
table(d, [["时间", "公司", "职位"],
          ["2019.01–至今", "京东物流（北京京邦达贸易有限公司）", "华北区域仓储运营高级经理"],
          ["2015.07–2018.12", "京东物流（北京京邦达贸易有限公司）", "仓储经理（亚洲一号北京仓）"],
          ["2012.07–2015.06", "德邦物流股份有限公司", "仓储主管"]])
for p in ["京东物流：管理华北 11 座仓库、约 1800 名一线员工，日均出库 120 万单；主导亚洲一号北京仓自动化分拣线上线，人效提升 37%。",
          "京东物流：推行精益仓储（5S、VSM），库存准确率由 99.2% 提升至 99.96%；2022 年“618”大促期间零爆仓。",
          "德邦物流：负责零担中转仓收发货与排班，搭建 KPI 看板（Excel）。"]:
    d.add_paragraph(p, style="List Bullet")
d.add_heading("证书与荣誉", 1)
d.add_paragraph("精益六西格玛绿带（2017）；京东集团 2021 年度“金牌管理者”；2023 年受邀在中国物流与采购联合会仓储年会作主题分享", style="List Bullet")
d.add_heading("技能", 1)
d.add_paragraph("WMS/TMS 系统（京东自研 WMS 5.0、SAP EWM）、精益管理、Excel 高级建模、Power BI、Python（自学，了解基础语法）")
d.save(OUT / "司空望舟_仓储运营.docx")

# ---- Daniela Roskam (English) ----
d = Document()
d.add_heading("Daniela Roskam", 0)
d.add_paragraph("VP of Product · B2B SaaS · Munich, Germany · daniela.roskam@gmail.com · +49 151 2290 4471")
d.add_heading("Profile", 1)
d.add_paragraph("Product leader with 14 years in fintech and B2B software. I build product organisations that ship: "
                "from zero-to-one HR modules to payment platforms processing billions. Comfortable with pricing, "
                "packaging and enterprise sales motions.")
d.add_heading("Experience", 1)
jobs = [
 ("Personio — VP of Product", "since 10/2022 · Munich",
  ["Lead 11 product teams (payroll, time tracking, workflow automation) for 14,000 SMB customers across Europe.",
   "Launched Personio Payroll in Germany and the UK; introduced usage-based pricing for the API tier."]),
 ("Mollie — Director of Product", "Jan 2019 – Sep 2022 · Amsterdam",
  ["Owned the merchant dashboard and onboarding; reduced time-to-first-payment from 5 days to 1 day."]),
 ("Booking.com — Senior Product Manager", "Jan 2016 – Dec 2018 · Amsterdam",
  ["Partner extranet for hotel owners; ran 200+ A/B experiments a year."]),
 ("Interactive Brokers — Product Manager (2013–2014); Product Analyst (2011–2013)", "Aug 2011 – Aug 2014 · Zug, Switzerland",
  ["Full-time. Specified the order-ticket and margin screens of Trader Workstation for European retail clients."]),
]
for head, when, bullets in jobs:
    p = d.add_paragraph(); r = p.add_run(head); r.bold = True
    d.add_paragraph(when)
    for b in bullets:
        d.add_paragraph(b, style="List Bullet")
d.add_heading("Education", 1)
table(d, [["Degree", "School", "Years"],
          ["MBA", "INSEAD (Fontainebleau / Singapore)", "2015"],
          ["BSc Econometrics and Operations Research", "Erasmus University Rotterdam", "2007 – 2011"]])
d.add_heading("Other", 1)
d.add_paragraph("Angel investor and advisor to two HR-tech start-ups (not operational roles).", style="List Bullet")
d.add_paragraph("Judge, Slush 2024 pitch competition.", style="List Bullet")
d.add_paragraph("Skills: product strategy, pricing, SQL, Amplitude, Figma, Jira; Dutch, English, German.", style="List Bullet")
d.save(OUT / "Daniela_Roskam_VP_Product.docx")
