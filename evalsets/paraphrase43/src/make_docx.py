"""Build the two DOCX CVs of paraphrase43."""
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.oxml.ns import qn

OUT = "../cvs/"

def cjk(doc, font="Noto Serif CJK SC"):
    st = doc.styles["Normal"]
    st.font.name = font
    st.element.rPr.rFonts.set(qn("w:eastAsia"), font)
    st.font.size = Pt(10.5)

# ---------------- 焦书砚 (Chinese) ----------------
d = Document(); cjk(d)
t = d.add_paragraph(); t.alignment = WD_ALIGN_PARAGRAPH.CENTER
r = t.add_run("焦书砚"); r.bold = True; r.font.size = Pt(20)
d.add_paragraph("刻蚀设备主任工程师　|　上海浦东　|　shuyan.jiao@163.com　|　139 1776 0425").alignment = WD_ALIGN_PARAGRAPH.CENTER
d.add_heading("教育背景", level=1)
tb = d.add_table(rows=1, cols=4); tb.style = "Table Grid"
for c, h in zip(tb.rows[0].cells, ["时间", "学校", "专业", "学历"]): c.text = h
for row in [("2023.09–至今", "上海交通大学（在职）", "电子信息（集成电路工程方向）", "工程博士 在读"),
            ("2012.09–2015.06", "浙江大学", "材料科学与工程", "硕士"),
            ("2008.09–2012.06", "合肥工业大学", "材料物理", "本科")]:
    cells = tb.add_row().cells
    for c, v in zip(cells, row): c.text = v
d.add_heading("工作经历", level=1)
d.add_paragraph("中微半导体设备（上海）股份有限公司　刻蚀事业部　主任工程师　2023年1月 – 至今")
for b in ["负责 CCP 介质刻蚀机 Primo 系列在 12 英寸逻辑产线的装机、验收与量产爬坡，带领 6 人现场团队。",
          "建立腔体颗粒（particle）异常的根因分析流程，设备 MTBF 由 420 小时提升至 610 小时。"]:
    d.add_paragraph(b, style="List Bullet")
d.add_paragraph("泛林半导体设备技术（上海）有限公司（Lam Research）　资深设备工程师　2019年9月 – 2022年12月")
for b in ["驻场支持 3D NAND 客户的高深宽比刻蚀设备，负责 PM 规范优化与备件寿命管理。",
          "主导静电卡盘（ESC）温控漂移问题的改进项目，年度停机时间减少 18%。"]:
    d.add_paragraph(b, style="List Bullet")
d.add_paragraph("应用材料（中国）有限公司（Applied Materials）　工艺设备工程师　2015年7月 – 2019年8月")
for b in ["负责 PVD / CVD 设备的安装调试与日常维护，处理客户端 Tier-2 故障升级。",
          "编写设备预防性维护 SOP 23 份，被亚太区服务团队采用。"]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("论文与专利", level=1)
d.add_paragraph("Shuyan Jiao, Wei Tang, Mark Ellison. “In-situ chamber wall conditioning to reduce particle excursions in dielectric etch.” IEEE/SEMI Advanced Semiconductor Manufacturing Conference (ASMC), 2021.（第一作者）")
d.add_paragraph("发明专利 1 项（第二发明人）：一种等离子体刻蚀腔体的温度补偿方法，2024。")
d.add_heading("技能与证书", level=1)
d.add_paragraph("等离子体刻蚀、PVD/CVD、FDC 数据分析、JMP、Python、8D / FMEA；SEMI S2 安全培训证书")
d.save(OUT + "焦书砚-设备工程师.docx")

# ---------------- Imran Siddiqui (English) ----------------
d = Document()
d.styles["Normal"].font.name = "Calibri"; d.styles["Normal"].font.size = Pt(10.5)
h = d.add_paragraph(); r = h.add_run("IMRAN SIDDIQUI"); r.bold = True; r.font.size = Pt(22)
d.add_paragraph("Senior Product Manager – Payments  •  Amsterdam  •  imran.siddiqui.pm@gmail.com  •  +31 6 4120 8839")
d.add_heading("Summary", level=1)
d.add_paragraph("Payments product manager with eleven years across acquiring, wallets and cross-border "
                "checkout. I like messy regulatory problems and measurable conversion wins.")
d.add_heading("Experience", level=1)
jobs = [
 ("Adyen — Amsterdam", "Senior Product Manager, Payments (Local Payment Methods)", "04/2022 - today",
  ["Own the roadmap for local payment methods in APAC; launched Alipay+ and GCash acceptance for 9,000 merchants as partner integrations.",
   "Raised authorisation rates for card-not-present traffic in India by 3.1 points through network-token rollout."]),
 ("Tencent — WeChat Pay International, Hong Kong", "Product Manager", "Jan 2018 – Mar 2022",
  ["Built cross-border merchant onboarding for WeChat Pay in Japan, Korea and Thailand.",
   "Shipped the multi-currency settlement report used by 40,000 merchants."]),
 ("PayU India — Gurgaon", "Associate Product Manager", "Jul 2015 – Dec 2017",
  ["EMI and UPI checkout flows; A/B-tested the one-tap card save flow (+7% conversion)."]),
 ("Razorpay — Bengaluru", "Product Intern", "May 2014 – Jul 2014",
  ["Summer internship: merchant dashboard research and dunning e-mail experiments."]),
]
for org, title, dates, bullets in jobs:
    p = d.add_paragraph(); p.add_run(org).bold = True; p.add_run("\t" + dates)
    d.add_paragraph(title).runs[0].italic = True
    for b in bullets: d.add_paragraph(b, style="List Bullet")
d.add_heading("Education", level=1)
tb = d.add_table(rows=0, cols=3); tb.style = "Table Grid"
for row in [("2019 – 2021", "Executive MBA (part-time)", "HKUST Business School, Hong Kong"),
            ("2011 – 2015", "B.Tech. in Electrical Engineering", "Indian Institute of Technology Delhi")]:
    cells = tb.add_row().cells
    for c, v in zip(cells, row): c.text = v
d.add_heading("Skills & certifications", level=1)
d.add_paragraph("PCI DSS, ISO 20022, 3-D Secure 2, SQL, Amplitude, Figma; Certified Scrum Product Owner (2019)")
d.add_paragraph("Speaker, Money20/20 Asia 2023 (\"Wallet interoperability in Southeast Asia\")")
d.save(OUT + "Imran_Siddiqui_PM_Payments.docx")
