"""Builds the two DOCX CVs of heldout19 (run with src/.venv/bin/python)."""
import sys
from docx import Document
from docx.shared import Pt, Cm, RGBColor
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.oxml.ns import qn

OUT = "../cvs/"


def zh_font(doc, name="微软雅黑", size=10.5):
    st = doc.styles["Normal"]
    st.font.name = name
    st.font.size = Pt(size)
    st.element.rPr.rFonts.set(qn("w:eastAsia"), name)


def gong():
    doc = Document()
    zh_font(doc)
    for s in doc.sections:
        s.left_margin = s.right_margin = Cm(2)
    p = doc.add_paragraph()
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = p.add_run("龚晓雯")
    r.bold = True
    r.font.size = Pt(20)
    p = doc.add_paragraph("高级商业分析 / 金融数据分析 ｜ 上海 ｜ 186 2179 0453 ｜ gongxiaowen_data@163.com")
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER

    doc.add_heading("教育背景", level=2)
    t = doc.add_table(rows=3, cols=4)
    t.style = "Table Grid"
    rows = [("时间", "学校", "专业", "学历"),
            ("2016.09 – 2018.06", "中央财经大学", "金融工程", "硕士"),
            ("2012.09 – 2016.06", "江西财经大学", "统计学", "本科")]
    for i, row in enumerate(rows):
        for j, v in enumerate(row):
            t.cell(i, j).text = v

    doc.add_heading("工作经历", level=2)
    jobs = [
        ("2022年3月 – 至今", "上海寻梦信息技术有限公司（拼多多）", "主站商业分析部 · 商业分析高级经理", [
            "负责拼多多主站商家侧经营分析：GMV 拆解、商家分层、补贴 ROI 测算，周报直达业务 VP。",
            "搭建百亿补贴频道的 uplift 模型评估体系，推动补贴预算节省约 8%。",
            "管理 5 人分析小组，统一指标口径并沉淀 200+ 张 Hive / ClickHouse 宽表。",
        ]),
        ("2020年1月 – 2022年2月", "蚂蚁集团 · 支付宝", "高级数据分析师（支付风控）", [
            "负责支付宝转账、收款码场景的交易风险分析，构建欺诈识别特征与策略监控看板。",
            "主导跨境支付（支付宝 HK、Alipay+ 合作钱包）交易数据分析，识别异常商户。",
        ]),
        ("2018年7月 – 2019年12月", "京东金融（现京东科技）", "数据分析师 · 消费金融", [
            "负责京东白条授信与逾期分析，建立 vintage、迁徙率等资产质量监控报表。",
            "用 Python + SQL 自动化月度经营分析，报表产出时间从 3 天缩短到半天。",
        ]),
        ("2017年6月 – 2017年9月", "中国国际金融股份有限公司（中金公司）", "研究部 · 暑期实习生", [
            "协助消费行业研究员整理上市公司财务数据，撰写行业周报数据部分。",
        ]),
    ]
    for when, org, role, bullets in jobs:
        p = doc.add_paragraph()
        r = p.add_run(org)
        r.bold = True
        p.add_run("　　" + when)
        doc.add_paragraph(role)
        for b in bullets:
            doc.add_paragraph(b, style="List Bullet")

    doc.add_heading("技能与证书", level=2)
    for line in ["分析工具：SQL（Hive / ClickHouse）、Python（pandas、statsmodels）、Tableau、Excel VBA",
                 "方法：A/B 实验设计、因果推断（uplift、DID）、信用风险建模（评分卡）",
                 "证书：CFA 二级（通过）、FRM 一级"]:
        doc.add_paragraph(line, style="List Bullet")

    doc.add_heading("语言能力", level=2)
    doc.add_paragraph("英语：CET-6（612），可作为工作语言阅读英文文献与撰写报告；日语：JLPT N1，可流利交流（本科期间在日本一桥大学交换一学期）")

    doc.add_heading("荣誉", level=2)
    doc.add_paragraph("2017 “正大杯”全国大学生市场调查与分析大赛 全国二等奖", style="List Bullet")
    doc.add_paragraph("蚂蚁集团 2021 年度“风控之星”", style="List Bullet")
    doc.save(OUT + "龚晓雯-数据分析-简历.docx")


def mariana():
    doc = Document()
    st = doc.styles["Normal"]
    st.font.name = "Calibri"
    st.font.size = Pt(10)
    for s in doc.sections:
        s.left_margin = s.right_margin = Cm(1.5)
        s.top_margin = s.bottom_margin = Cm(1.5)
    p = doc.add_paragraph()
    r = p.add_run("MARIANA COSTA")
    r.bold = True
    r.font.size = Pt(22)
    r.font.color.rgb = RGBColor(0x1F, 0x4E, 0x79)
    doc.add_paragraph("Lead Product Designer · Fintech & Payments UX")

    t = doc.add_table(rows=1, cols=2)
    t.autofit = False
    left, right = t.rows[0].cells
    left.width, right.width = Cm(6), Cm(12)

    def head(cell, text, first=False):
        p = cell.paragraphs[0] if first else cell.add_paragraph()
        r = p.add_run(text.upper())
        r.bold = True
        r.font.color.rgb = RGBColor(0x1F, 0x4E, 0x79)

    def line(cell, text, bold=False, italic=False):
        p = cell.add_paragraph()
        r = p.add_run(text)
        r.bold, r.italic = bold, italic
        return p

    head(left, "Contact", first=True)
    for x in ["Singapore", "+65 9123 4471", "mariana.costa.design@gmail.com", "behance.net/marianacosta"]:
        line(left, x)
    head(left, "Education")
    line(left, "Pontifícia Universidade Católica do Rio de Janeiro (PUC-Rio)", bold=True)
    line(left, "Bachelor of Design (B.Des.), Visual Communication, 2011 – 2015")
    line(left, "Universidade de Lisboa", bold=True)
    line(left, "MSc Human-Computer Interaction, 2015 (one semester, not completed)")
    head(left, "Languages")
    for x in ["Portuguese: native", "English: full professional (C2)", "Spanish: conversational (B1)",
              "German: basic (A2), took classes in Berlin"]:
        line(left, x)
    head(left, "Skills")
    for x in ["Figma, FigJam, ProtoPie, Principle", "Design systems, accessibility (WCAG 2.1)",
              "Usability testing, diary studies", "Blender, Unity, After Effects",
              "HTML/CSS, basic Python"]:
        line(left, x)
    head(left, "Recognition")
    line(left, "iF Design Award 2021 (Zalando size advisor)")
    line(left, "Judge, Singapore Fintech Festival Hackathon 2024")

    head(right, "Experience", first=True)
    jobs = [
        ("Grab", "Lead Product Designer, GrabPay & GrabFin", "04/2022 - today · Singapore", [
            "Lead a team of 5 designers across GrabPay wallet, PayLater and merchant QR payments in 6 Southeast Asian markets.",
            "Redesigned the PayLater checkout, lifting completion by 14% while cutting support tickets about repayments by a third.",
            "Set up the GrabFin design system (tokens, components, accessibility guidelines) shared by 40+ engineers.",
        ]),
        ("Zalando SE", "Senior Product Designer, Checkout & Fit", "Aug 2019 – Mar 2022 · Berlin, Germany", [
            "Owned the size advisor and checkout experience for Europe's largest online fashion store; A/B tested every major change with the data science team.",
        ]),
        ("Nubank", "Product Designer → Senior Product Designer", "Mar 2016 – Jul 2019 · São Paulo, Brazil", [
            "Joined as the 9th designer; designed the credit card onboarding and the first version of NuConta, Nubank's digital account.",
            "Promoted to Senior Product Designer in 2018; ran weekly usability sessions with customers in São Paulo and Belo Horizonte.",
        ]),
        ("Wildlife Studios", "UX Design Intern (mobile games)", "summer 2015 · São Paulo, Brazil", [
            "Designed onboarding and in-game store screens for two casual mobile titles.",
        ]),
    ]
    for org, role, when, bullets in jobs:
        line(right, org, bold=True)
        line(right, role, italic=True)
        line(right, when)
        for b in bullets:
            line(right, "• " + b)
    doc.add_paragraph("References available on request.")
    doc.save(OUT + "Mariana_Costa_Product_Designer.docx")


if __name__ == "__main__":
    which = sys.argv[1:] or ["gong", "mariana"]
    for w in which:
        globals()[w]()
