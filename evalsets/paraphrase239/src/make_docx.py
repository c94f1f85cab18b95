"""Builds the two DOCX CVs in ../cvs with python-docx."""
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


def table(doc, rows, header=None):
    n = len(rows[0])
    t = doc.add_table(rows=0, cols=n)
    t.style = "Table Grid"
    if header:
        cells = t.add_row().cells
        for c, v in zip(cells, header):
            c.text = v
            for r in c.paragraphs[0].runs:
                r.bold = True
    for row in rows:
        cells = t.add_row().cells
        for c, v in zip(cells, row):
            c.text = v
    return t


def feng():
    d = Document()
    zh_font(d)
    d.add_heading("封晓棠 个人简历", level=0)
    d.add_paragraph("手机：186-1035-2271　邮箱：fengxiaotang@163.com　现居：北京")
    d.add_heading("基本信息", level=1)
    table(d, [["姓名", "封晓棠", "求职意向", "移动端测试负责人 / 质量保障经理"],
              ["工作年限", "9年", "期望城市", "北京"]])
    d.add_heading("教育背景", level=1)
    table(d, [["2013.09 - 2017.06", "重庆邮电大学", "软件工程", "本科"]],
          header=["时间", "学校", "专业", "学历"])
    d.add_heading("工作经历", level=1)
    table(d, [
        ["2020年4月 - 至今", "北京陌陌科技有限公司（陌陌）", "移动端测试负责人（QA Lead）",
         "带领 7 人测试团队负责陌陌 App iOS/Android 版本质量，双周发版；搭建 Appium + pytest 自动化回归体系，核心链路自动化覆盖率 78%；使用 SQL 在 Hive/MySQL 中构造测试数据并核对埋点上报。"],
        ["2017年7月 - 2020年3月", "OPPO广东移动通信有限公司", "软件测试工程师",
         "负责 ColorOS 相机与相册模块的系统测试，编写 Monkey 稳定性脚本与性能基线；跟进 300+ 缺陷闭环。"],
    ], header=["时间", "公司", "职位", "工作内容"])
    d.add_heading("实习经历", level=1)
    table(d, [["2016年暑期", "腾讯 微信事业群（WXG）", "测试开发实习生",
               "参与微信 Android 客户端朋友圈模块的 UI 自动化用例编写。"]],
          header=["时间", "公司", "职位", "内容"])
    d.add_heading("专业技能", level=1)
    d.add_paragraph("Appium、pytest、Charles、Jenkins、SQL、Python、ADB、Xcode Instruments；ISTQB 基础级认证（2018）")
    d.save(OUT / "封晓棠_测试负责人.docx")


def carbonara():
    d = Document()
    d.add_heading("Giulia Carbonara", level=0)
    d.add_paragraph("Merchandising Planner | London, UK | giulia.carbonara@outlook.com | +44 7700 900418")
    d.add_heading("Profile", level=1)
    d.add_paragraph(
        "Merchandise planner with seven years in fast-fashion retail who likes her buying decisions "
        "backed by numbers: I build the weekly sell-through, open-to-buy and markdown models that the "
        "buying teams work from, and I am happiest when a size-curve change shows up in full-price sell-through.")
    d.add_heading("Experience", level=1)
    d.add_paragraph("UNIQLO Europe Ltd (Fast Retailing Group) — Merchandising Planner, 06/2022 - today")
    for b in ["Plan seasonal buys and in-season replenishment for women's knitwear across 40 UK and Ireland stores (annual budget £38m).",
              "Built the weekly sell-through and open-to-buy reports in SQL (BigQuery) and Python, replacing eleven Excel workbooks.",
              "Reduced end-of-season markdown depth by 4 points by re-cutting size curves per store cluster."]:
        d.add_paragraph(b, style="List Bullet")
    d.add_paragraph("H&M Group (H & M Hennes & Mauritz UK) — Assistant Merchandiser, 08/2019 - 05/2022")
    for b in ["Allocated stock for menswear basics; maintained range plans and weekly trade reports in Excel and SAP."]:
        d.add_paragraph(b, style="List Bullet")
    d.add_paragraph("Zara (Inditex) — Product Intern, summer 2018")
    d.add_paragraph("Supported the womenswear product team in Arteixo with competitor price checks.", style="List Bullet")
    d.add_heading("Education", level=1)
    d.add_paragraph("Imperial College Business School — MSc Business Analytics (part-time, online), since 10/2025, expected 2027")
    d.add_paragraph("London College of Fashion, University of the Arts London — BA (Hons) Fashion Buying and Merchandising, 2016 - 2019")
    d.add_heading("Skills", level=1)
    d.add_paragraph("SQL, Python (pandas), Excel, Tableau, SAP Retail, Italian (native), English (fluent), Spanish (B1)")
    d.save(OUT / "giulia_carbonara_cv.docx")


if __name__ == "__main__":
    feng()
    carbonara()
