"""Builds the two DOCX CVs into ../cvs/."""
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

def ainhoa():
    d = Document()
    d.add_heading("Ainhoa Urrestarazu Lasa", 0)
    d.add_paragraph("PR & Communications Manager | Madrid, Spain | ainhoa.urrestarazu@outlook.es | +34 612 448 903")
    d.add_heading("Profile", 1)
    d.add_paragraph("Hospitality communications professional with fifteen years in press relations, crisis "
                    "communication and brand storytelling for hotel groups and cultural institutions.")
    d.add_heading("Professional Experience", 1)
    d.add_heading("Accor — PR & Communications Manager, Southern Europe (Mar 2020 – Present)", 2)
    for b in ["Lead media relations for 140 hotels in Spain and Portugal across the Sofitel, Pullman, Novotel and ibis brands.",
              "Ran the press office for the 2024 reopening of Sofitel Barcelona Skipper; 310 earned-media pieces in six weeks.",
              "Managed crisis communication during the 2020–2021 hotel closures; wrote the group's Spanish-language guest messaging."]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("Meliá Hotels International — Senior PR Executive (2017 – Feb 2020); PR Executive (2014 – 2017)", 2)
    for b in ["Press trips and launch events for ME by Meliá and Gran Meliá openings in Madrid, Palma and Lisbon.",
              "Wrote and placed bylined features in Hosteltur, Expansión and Condé Nast Traveler España."]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("Guggenheim Museum Bilbao — Communication Assistant (Sep 2011 – Jun 2014)", 2)
    d.add_paragraph("Press accreditation, media monitoring and bilingual (Spanish/Basque) press releases.", style="List Bullet")
    d.add_heading("Fagor Electrodomésticos — Communications Intern (summer 2010)", 2)
    d.add_paragraph("Internship in the corporate communications team of the appliance maker in Mondragón: internal newsletter and trade-fair press kits.", style="List Bullet")
    d.add_heading("Education", 1)
    d.add_paragraph("MA Strategic Communication (online, part-time) — King's College London, 2016 – 2018")
    d.add_paragraph("BA Journalism — Universidad de Navarra, Pamplona, 2007 – 2011")
    d.add_heading("Awards & Memberships", 1)
    d.add_paragraph("PRWeek Global Awards 2023 — shortlisted, Crisis Communication (team entry)", style="List Bullet")
    d.add_paragraph("Member, Dircom (Asociación de Directivos de Comunicación)", style="List Bullet")
    d.add_heading("Skills", 1)
    d.add_paragraph("Cision, Meltwater, Canva, Adobe InDesign, media training, crisis playbooks. Languages: Spanish, Basque, English, French.")
    d.save(os.path.join(OUT, "Ainhoa_Urrestarazu_CV_2026.docx"))

def yue():
    d = Document()
    st = d.styles["Normal"]; st.font.name = "Noto Sans CJK SC"; st.font.size = Pt(10.5)
    st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")
    d.add_heading("岳明筠 个人简历", 0)
    t = d.add_table(rows=2, cols=4); t.style = "Table Grid"
    for i, v in enumerate(["性别：女", "电话：139-1862-3057", "邮箱：yuemingjun_ic@qq.com", "现居：苏州"]):
        t.rows[0].cells[i].text = v
    for i, v in enumerate(["求职意向：混合信号 IC 设计", "工作年限：9 年", "政治面貌：群众", "英语：CET-6"]):
        t.rows[1].cells[i].text = v
    d.add_heading("教育背景", 1)
    t = d.add_table(rows=3, cols=4); t.style = "Table Grid"
    rows = [("时间", "学校", "专业", "学历"),
            ("2012.09–2017.06", "东南大学", "微电子学与固体电子学（直博）", "博士"),
            ("2008.09–2012.06", "电子科技大学", "微电子科学与工程", "本科")]
    for r, vals in enumerate(rows):
        for c, v in enumerate(vals):
            t.rows[r].cells[c].text = v
    d.add_heading("工作经历", 1)
    t = d.add_table(rows=3, cols=3); t.style = "Table Grid"
    rows = [("时间", "公司", "职位"),
            ("2022年6月 - 至今", "矽力杰半导体（Silergy）苏州研发中心", "资深混合信号设计工程师"),
            ("2017年8月 - 2022年5月", "德州仪器（Texas Instruments）上海", "高级模拟设计工程师（2020年起）；模拟设计工程师")]
    for r, vals in enumerate(rows):
        for c, v in enumerate(vals):
            t.rows[r].cells[c].text = v
    d.add_paragraph("矽力杰：负责多相 Buck 控制器中 12-bit SAR ADC 与数字环路接口的混合信号设计，完成两颗芯片从架构到量产的流片；"
                    "用 Python 编写 Spectre/Virtuoso 仿真回归与 PVT 角分析脚本，回归时间缩短 60%。")
    d.add_paragraph("德州仪器：参与 DC/DC 电源管理芯片中带隙基准、LDO 和电流检测放大器设计；负责版图协同与 ATE 测试向量评审。")
    d.add_heading("论文与学术服务", 1)
    d.add_paragraph("[1] 岳明筠（第一作者）, 吴承涛, 王志功. A 0.6-V 10-bit 200-kS/s SAR ADC with Dynamic Comparator Calibration. IEEE Journal of Solid-State Circuits (JSSC), 2017.")
    d.add_paragraph("[2] 吴承涛, 岳明筠, 王志功. A Ring-Amplifier-Based Pipelined ADC. ISSCC 2016（第二作者）.")
    d.add_paragraph("2021年至今 担任 IEEE Transactions on Circuits and Systems II (TCAS-II) 审稿人。")
    d.add_heading("技能与证书", 1)
    d.add_paragraph("Cadence Virtuoso、Spectre、Calibre、MATLAB、Verilog-A、Python；2019 年 TI 内部 Analog Design Excellence 奖。")
    d.save(os.path.join(OUT, "岳明筠_简历.docx"))

ainhoa(); yue()
