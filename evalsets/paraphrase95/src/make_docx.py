"""Builds the two DOCX CVs in ../cvs."""
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

def zh_doc():
    d = Document()
    st = d.styles["Normal"]; st.font.name = "SimSun"; st.font.size = Pt(10.5)
    st.element.rPr.rFonts.set(qn("w:eastAsia"), "宋体")
    d.add_heading("樊启川", 0)
    d.add_paragraph("模拟/混合信号集成电路设计 主任工程师　|　北京海淀　|　手机：+49 151 4420 7316 / +86 186 1043 2275　|　邮箱：qichuan.fan.ic@gmail.com")
    d.add_paragraph("更新于 2026 年 10 月")
    d.add_heading("个人简介", 1)
    d.add_paragraph("十余年模拟电路设计与研究经历（含博士阶段），专注低功耗数据转换器、带隙基准与电源管理芯片，从指标定义、电路设计、版图协同到量产测试全流程负责。2023 年从德国回国加入圣邦微电子。")
    d.add_heading("工作经历", 1)
    d.add_paragraph("2023年8月 - 至今　圣邦微电子（北京）股份有限公司　主任工程师（模拟IC设计）")
    d.add_paragraph("负责高精度运放与 16 位逐次逼近型 ADC 产品线的架构设计，带领 5 人设计小组，两款芯片已于 2025 年量产出货；建立团队内部的蒙特卡洛与老化仿真签核流程。")
    d.add_paragraph("2020年9月 - 2023年7月　英飞凌科技（Infineon Technologies AG），德国慕尼黑　模拟设计工程师，电源与传感系统事业部")
    d.add_paragraph("为车规级电流传感器 ASIC 设计 16 位增量型 ΔΣ ADC 与带隙基准（28nm），一次流片成功。")
    d.add_paragraph("2014年7月 - 2014年8月　德州仪器（上海）　模拟设计实习生（暑期）")
    d.add_heading("教育背景", 1)
    d.add_paragraph("2015年9月 - 2020年6月　瑞士洛桑联邦理工学院（EPFL）　微系统与微电子 博士")
    d.add_paragraph("2011年9月 - 2015年6月　复旦大学　微电子学 学士")
    d.add_heading("论文", 1)
    d.add_paragraph("Q. Fan（第一作者）等，A 0.6-V 12-bit 2-MS/s SAR ADC with a dynamic bias comparator，ISSCC 2019。")
    d.add_paragraph("Q. Fan（第一作者）等，A 90-nW curvature-corrected bandgap reference for IoT nodes，IEEE JSSC，2020。")
    d.add_heading("学术服务", 1)
    d.add_paragraph("IEEE TCAS-II 审稿人（2021 年起）；2025 年起担任 IEEE JSSC 审稿人。")
    d.add_heading("技能", 1)
    d.add_paragraph("Cadence Virtuoso、Spectre、Calibre、MATLAB、Python、Verilog-A；中文（母语）、英语（流利）、德语（B1）")
    d.save(os.path.join(OUT, "樊启川_简历_2026.docx"))

def en_doc():
    d = Document()
    d.add_heading("Anran Li", 0)
    d.add_paragraph("Social Media Marketing Manager · Shanghai · +86 139 1762 5048 · anran.li.social@outlook.com")
    d.add_heading("Profile", 1)
    d.add_paragraph("Social-first brand marketer with more than a decade in drinks: from growing a tea-drink brand's first WeChat and Weibo following to running always-on social, KOL and livestream programmes for premium cognac and champagne. Comfortable owning budgets, agencies and the numbers behind them.")
    d.add_heading("Experience", 1)
    d.add_paragraph("Moët Hennessy China, Shanghai — Social Media Marketing Manager, Hennessy & Moët & Chandon (Jun 2022 – Present)")
    d.add_paragraph("Lead social strategy across WeChat, Weibo, Xiaohongshu-style lifestyle platforms and Douyin for two Maisons; manage an annual budget of RMB 42M and three agencies. Grew Hennessy's WeChat community from 1.1M to 2.6M followers and launched the brand's first livestream gifting series for Chinese New Year. Co-ran a Hennessy × China Merchants Bank credit-card co-branded campaign (partner activation).", style="List Bullet")
    d.add_paragraph("AB InBev – Budweiser Brewing Company APAC, Shanghai — Social Media Lead, Budweiser & Corona (Apr 2019 – May 2022)")
    d.add_paragraph("Ran always-on content and KOL seeding for Budweiser and Corona; set up the social listening dashboard used by the China marketing team.", style="List Bullet")
    d.add_paragraph("HEYTEA, Shenzhen — New Media Operations Specialist (Jul 2015 – Mar 2019)")
    d.add_paragraph("Built the brand's WeChat account from launch to 800k followers; coordinated the co-branded 'coffee × tea' launch with Nescafé as partner brand, 38M campaign views.", style="List Bullet")
    d.add_heading("Education", 1)
    t = d.add_table(rows=3, cols=3)
    t.style = "Table Grid"
    rows = [("School", "Degree", "Dates"),
            ("China Europe International Business School (CEIBS)", "Part-time MBA (in progress)", "Sep 2025 – expected 2027"),
            ("Shanghai International Studies University", "B.A. in Journalism and Communication", "2011 – 2015")]
    for r, vals in zip(t.rows, rows):
        for c, v in zip(r.cells, vals):
            c.text = v
    d.add_heading("Skills", 1)
    d.add_paragraph("Social strategy, KOL/KOC management, livestream commerce, paid social, Adobe Premiere, Canva, Excel, Chinese (native), English (fluent)")
    d.save(os.path.join(OUT, "li_anran_cv.docx"))

zh_doc(); en_doc()
