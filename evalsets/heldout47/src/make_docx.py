"""Builds the two DOCX CVs in ../cvs/."""
from pathlib import Path
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

OUT = Path(__file__).resolve().parent.parent / "cvs"


def cjk(doc):
    st = doc.styles["Normal"]
    st.font.name = "Microsoft YaHei"
    st.element.rPr.rFonts.set(qn("w:eastAsia"), "微软雅黑")
    st.font.size = Pt(10.5)


def table(doc, rows, header=None):
    n = len(rows[0])
    t = doc.add_table(rows=0, cols=n)
    t.style = "Table Grid"
    if header:
        cells = t.add_row().cells
        for c, h in zip(cells, header):
            c.text = h
            for r in c.paragraphs[0].runs:
                r.bold = True
    for row in rows:
        cells = t.add_row().cells
        for c, v in zip(cells, row):
            c.text = v
    return t


def ni_old():
    d = Document()
    cjk(d)
    d.add_heading("个人简历", level=0)
    table(d, [
        ["姓名", "倪振轩", "性别", "男"],
        ["电话", "138-2657-4410", "邮箱", "nizhenxuan@163.com"],
        ["现居地", "广东省东莞市", "求职意向", "硬件工程师 / PCB 设计"],
    ])
    d.add_heading("教育背景", level=1)
    table(d, [
        ["2015.09-2018.06", "南京邮电大学", "电路与系统", "硕士"],
        ["2011.09-2015.06", "电子科技大学成都学院", "电子信息工程", "本科"],
    ], header=["时间", "学校", "专业", "学历"])
    d.add_heading("工作经历", level=1)
    table(d, [
        ["2020.07-至今", "OPPO广东移动通信有限公司", "高级硬件工程师"],
        ["2018.07-2020.06", "OPPO广东移动通信有限公司", "硬件工程师"],
        ["2017.07-2017.09", "海思半导体（HiSilicon）", "硬件测试实习生"],
    ], header=["时间", "公司", "职位"])
    d.add_paragraph("")
    for s in [
        "负责 Find 系列手机主板 10 层 HDI PCB 布局布线，使用 Cadence Allegro 完成高速信号（LPDDR4X、UFS、MIPI）约束与走线。",
        "使用 HyperLynx 做 SI/PI 仿真，参与 EMC/ESD 整改，配合工厂解决 SMT 量产问题。",
        "海思实习期间参与手机 SoC 参考板的功能测试。",
    ]:
        d.add_paragraph(s, style="List Bullet")
    d.add_heading("专业技能", level=1)
    table(d, [
        ["EDA 工具", "Cadence Allegro、OrCAD、Altium Designer"],
        ["仿真", "HyperLynx、SIwave"],
        ["其他", "Verilog、Python、C 语言"],
    ])
    d.add_heading("获奖情况", level=1)
    d.add_paragraph("2014 全国大学生电子设计竞赛 四川赛区一等奖")
    d.add_paragraph("2016 第十一届中国研究生电子设计竞赛（华为杯）二等奖")
    d.save(OUT / "倪振轩_硬件工程师_2022.docx")


def eckhoff():
    d = Document()
    d.styles["Normal"].font.name = "Calibri"
    d.styles["Normal"].font.size = Pt(10.5)
    d.add_heading("Nadine Eckhoff", level=0)
    d.add_paragraph("Senior Product Manager · In-car software | Gothenburg, Sweden | "
                    "nadine.eckhoff@gmail.com | +46 70 318 24 55")
    d.add_heading("Summary", level=1)
    d.add_paragraph(
        "Product manager with eight years in connected and in-car software. I have shipped "
        "infotainment apps on Android Automotive OS, run large A/B tests on voice and "
        "car-mode features, and I manage a small team of product managers.")
    d.add_heading("Experience", level=1)
    jobs = [
        ("Polestar — Senior Product Manager, In-car Apps & Infotainment", "04/2022 - today",
         ["Own the roadmap for the in-car app ecosystem and the media/navigation experience of the "
          "Polestar 2, Polestar 3 and Polestar 4 infotainment (Android Automotive OS with Google built-in).",
          "Line manager for 3 product managers; hired two of them in 2024.",
          "Shipped over-the-air (OTA) software releases every six weeks with the vehicle software and "
          "cockpit UX teams; feature adoption tracked through in-car telemetry.",
          "Partner integrations with Google and Qualcomm (Snapdragon Cockpit platform)."]),
        ("Spotify — Product Manager, Car & Voice", "09/2018 - 03/2022",
         ["PM for Spotify in the car: Android Auto, Apple CarPlay and the Car Thing device.",
          "Designed and ran A/B tests on voice search and car-mode UI across millions of listeners; "
          "a new voice onboarding flow lifted weekly voice usage by 14%."]),
        ("Volvo Cars — Graduate Trainee, Digital Products", "01/2016 - 08/2018",
         ["Two-year rotational graduate programme (connected services, digital key, dealer tools); "
          "stayed on as business analyst for the Volvo On Call app."]),
    ]
    for head, dates, bullets in jobs:
        p = d.add_paragraph()
        p.add_run(head).bold = True
        p.add_run("\t" + dates)
        for b in bullets:
            d.add_paragraph(b, style="List Bullet")
    d.add_heading("Education", level=1)
    table(d, [
        ["2023 - 2025", "Executive MBA (part-time)", "Stockholm School of Economics"],
        ["2010 - 2015", "MSc Industrial Engineering and Management", "Linköping University"],
    ])
    d.add_heading("Other", level=1)
    d.add_paragraph("Speaker, Automotive Grade Linux All Member Meeting 2023.")
    d.add_paragraph("Received an offer from Rivian (Product Lead, Infotainment) in 2021 — declined to stay at Spotify.")
    d.add_paragraph("Languages: Swedish, German, English.")
    d.save(OUT / "Nadine_Eckhoff_PM.docx")


if __name__ == "__main__":
    ni_old()
    eckhoff()
