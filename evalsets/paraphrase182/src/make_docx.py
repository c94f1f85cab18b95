"""Builds the two DOCX CVs of Zheng Yuche (old English 2023, new Chinese 2026 with tables)."""
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

OUT = "../cvs/"

def old_en():
    d = Document()
    d.add_heading("Yuche Zheng", 0)
    d.add_paragraph("Android Engineer | Dongguan, China | zheng.yuche@outlook.com | +86 139 2261 0375")
    d.add_heading("Experience", 1)
    d.add_paragraph("vivo Mobile Communication Co., Ltd., Dongguan").runs[0].bold = True
    d.add_paragraph("Senior Android Engineer, System Framework — Jul 2020 – present")
    d.add_paragraph("Android Engineer — Jul 2017 – Jun 2020")
    for b in [
        "Own the window-management and multi-window modules of OriginOS on top of AOSP; cut cold-start time of system apps by 18 % using Perfetto traces.",
        "Migrated the Settings app from Java to Kotlin and Jetpack Compose (120k lines).",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_paragraph("TCL Communication (TCL / Alcatel phones), Huizhou").runs[0].bold = True
    d.add_paragraph("Android Development Intern — summer 2016")
    d.add_paragraph("Wrote automated UI tests for the launcher of Alcatel-branded phones.", style="List Bullet")
    d.add_heading("Education", 1)
    d.add_paragraph("Shenzhen University — B.Eng. in Software Engineering, 2013 – 2017")
    d.add_heading("Skills", 1)
    d.add_paragraph("Kotlin, Java, C++, Jetpack Compose, AOSP framework, Binder, Perfetto / systrace, Gradle")
    d.save(OUT + "zheng_yuche_2023_en.docx")

def table(d, rows, widths=None):
    t = d.add_table(rows=len(rows), cols=len(rows[0]))
    t.style = "Table Grid"
    for i, r in enumerate(rows):
        for j, c in enumerate(r):
            t.cell(i, j).text = c
    return t

def new_zh():
    d = Document()
    st = d.styles["Normal"]
    st.font.name = "Noto Sans CJK SC"
    st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")
    st.font.size = Pt(10.5)
    d.add_heading("个人简历", 0)
    table(d, [["姓名", "郑屿澈", "电话", "139-2261-0375"],
              ["邮箱", "zheng.yuche@outlook.com", "现居", "深圳"],
              ["求职意向", "Android 系统框架 / 性能优化", "工作年限", "9 年"]])
    d.add_heading("工作经历", 1)
    table(d, [["时间", "公司", "职位"],
              ["2023.06–至今", "荣耀终端有限公司", "高级Android开发工程师（系统框架部）"],
              ["2017.07–2023.05", "维沃移动通信有限公司（vivo）", "Android开发工程师 → 高级Android开发工程师（2020年7月晋升）"]])
    d.add_paragraph("荣耀：负责 MagicOS 多窗口与折叠屏适配，主导 Magic V 系列折叠屏的分屏框架重构；与富士康（鸿海）产线团队协作，完成工厂测试 APK 的适配与交付。")
    d.add_paragraph("vivo：负责 OriginOS 窗口管理模块，使用 Perfetto 分析启动耗时，系统应用冷启动提速 18%；将设置应用从 Java 迁移至 Kotlin 与 Jetpack Compose。")
    d.add_heading("教育背景", 1)
    table(d, [["学校", "专业", "学历", "时间"],
              ["深圳大学", "软件工程", "本科", "2013.09–2017.06"]])
    d.add_heading("专业技能", 1)
    d.add_paragraph("Kotlin、Java、C++、Jetpack Compose、AOSP Framework、Binder、WMS/AMS、Perfetto、Gradle 插件开发")
    d.add_heading("其他", 1)
    d.add_paragraph("2021 年 vivo 开发者大会分享嘉宾；英语 CET-6。")
    d.save(OUT + "郑屿澈_简历_2026.docx")

old_en()
new_zh()
