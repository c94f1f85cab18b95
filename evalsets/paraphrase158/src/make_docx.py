"""Builds the two DOCX CVs into ../cvs/."""
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

def ashforth():
    d = Document()
    st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)
    t = d.add_paragraph(); r = t.add_run("Gwendolyn Ashforth ACA"); r.bold = True; r.font.size = Pt(18)
    d.add_paragraph("London, UK · gwen.ashforth@protonmail.com · +44 7700 900 742 · linkedin.com/in/gwenashforth")
    d.add_heading("Profile", level=1)
    d.add_paragraph("ICAEW Chartered Accountant who spent five and a half years in external audit at EY before moving in-house "
                    "to an online fashion retailer, where I now run group reporting and the close.")
    d.add_heading("Experience", level=1)
    d.add_heading("ASOS plc, London", level=2)
    d.add_paragraph("Group Financial Controller | Apr 2023 – Present")
    d.add_paragraph("Financial Reporting Manager | Apr 2019 – Mar 2023")
    for b in ["Own the monthly, half-year and annual close for 14 entities; cut the group close from working day 9 to working day 5.",
              "Co-led the finance workstream of the SAP S/4HANA migration (go-live 2022); redesigned intercompany reconciliations and the month-end close checklist in SAP.",
              "Prepare the annual report financial statements and the audit committee papers; primary contact for the external auditors."]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("EY (Ernst & Young LLP), London", level=2)
    d.add_paragraph("Audit Senior | Sep 2016 – Mar 2019")
    d.add_paragraph("Audit Associate | Sep 2013 – Aug 2016")
    for b in ["Ran fieldwork for listed and private clients in retail, logistics and chemicals, including DHL Supply Chain UK and INEOS.",
              "Supervised teams of up to six associates; reviewed revenue, inventory and IFRS 16 lease workpapers."]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("Education & Qualifications", level=1)
    d.add_paragraph("ACA, Institute of Chartered Accountants in England and Wales (ICAEW), qualified 2016")
    d.add_paragraph("BA (Hons) Accounting and Finance, The University of Manchester, 2010 – 2013")
    d.add_heading("Skills", level=1)
    d.add_paragraph("IFRS, consolidation, SAP S/4HANA, Excel (advanced), Alteryx, Tableau, Power BI, Python (beginner)")
    d.save(os.path.join(OUT, "gwendolyn_ashforth_cv.docx"))

def lu():
    d = Document()
    st = d.styles["Normal"]; st.font.name = "SimSun"; st.font.size = Pt(10.5)
    p = d.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = p.add_run("卢振鹏 · 个人简历"); r.bold = True; r.font.size = Pt(18)
    p = d.add_paragraph("求职意向：Android 车载系统工程师 ｜ 电话：138 2297 6630 ｜ 邮箱：luzhenpeng_dev@163.com ｜ 现居：广东惠州")
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    d.add_heading("教育背景", level=1)
    t = d.add_table(rows=1, cols=4); t.style = "Table Grid"
    for c, h in zip(t.rows[0].cells, ["时间", "学校", "专业", "学历"]): c.text = h
    for row in [("2017.09-2020.06", "华中科技大学", "计算机技术", "硕士"),
                ("2013.09-2017.06", "华中农业大学", "信息与计算科学", "本科")]:
        cells = t.add_row().cells
        for c, v in zip(cells, row): c.text = v
    d.add_heading("工作经历", level=1)
    t = d.add_table(rows=1, cols=3); t.style = "Table Grid"
    for c, h in zip(t.rows[0].cells, ["时间", "公司", "职位"]): c.text = h
    for row in [("2023.04-至今", "惠州市德赛西威汽车电子股份有限公司", "高级 Android 工程师（智能座舱事业部）"),
                ("2020.07-2023.03", "惠州市德赛西威汽车电子股份有限公司", "Android 工程师")]:
        cells = t.add_row().cells
        for c, v in zip(cells, row): c.text = v
    for b in ["负责基于 AOSP（Android Automotive OS）的车载信息娱乐系统 Framework 层开发，维护 CarService、车辆属性（VHAL）与多屏互动模块，量产交付三款车型。",
              "使用 Kotlin 与 Jetpack Compose 重写空调与座椅控制 App，冷启动时间从 1.8s 降到 0.9s。",
              "对接主机厂需求评审与 OTA 升级问题排查，编写 systrace/Perfetto 性能分析规范。"]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("实习经历", level=1)
    d.add_paragraph("2019年7月 - 2019年9月　OPPO 广东移动通信有限公司　Android 开发实习生")
    d.add_paragraph("参与 ColorOS 系统设置模块的需求开发与 Bug 修复。", style="List Bullet")
    d.add_heading("专利", level=1)
    d.add_paragraph("一种车载多屏应用无缝流转的方法及系统（第二发明人），2024 年公开")
    d.add_heading("专业技能", level=1)
    d.add_paragraph("Java、Kotlin、C++（JNI）、AOSP 编译与定制、Binder、HIDL/AIDL、Jetpack Compose、Gradle、Git/Gerrit")
    d.save(os.path.join(OUT, "卢振鹏_Android_简历.docx"))

if __name__ == "__main__":
    ashforth(); lu()
