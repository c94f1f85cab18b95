"""Builds the two DOCX CVs into ../cvs/."""
from pathlib import Path
from docx import Document
from docx.shared import Pt
OUT = Path(__file__).resolve().parent.parent / "cvs"

def pang():
    d = Document()
    d.add_heading("庞诗绮", 0)
    d.add_paragraph("手机：139 1762 0458 ｜ 邮箱：pangshiqi_ops@163.com ｜ 现居：上海 ｜ 求职意向：游戏长线运营负责人")
    d.add_heading("基本信息", 1)
    t = d.add_table(rows=3, cols=4); t.style = "Table Grid"
    cells = [("姓名", "庞诗绮", "性别", "女"), ("出生年月", "1992.03", "工作年限", "12年"), ("语言", "日语N2、英语CET-6", "政治面貌", "群众")]
    for r, row in enumerate(cells):
        for c, v in enumerate(row):
            t.cell(r, c).text = v
    d.add_heading("工作经历", 1)
    t = d.add_table(rows=1, cols=4); t.style = "Table Grid"
    for c, v in enumerate(["时间", "公司", "职位", "工作内容"]):
        t.rows[0].cells[c].text = v
    rows = [
        ("2021.07–至今", "上海莉莉丝网络科技有限公司（莉莉丝游戏）", "海外发行部 长线运营经理",
         "负责《万国觉醒》海外服长线运营，管理8人运营团队；制定赛季与节日活动日历；用 Tableau 搭建活动效果与付费转化看板，活动ROI提升23%。"),
        ("2018.04–2021.06", "上海莉莉丝网络科技有限公司（莉莉丝游戏）", "高级运营专员",
         "负责日韩服版本更新与活动上线，撰写活动策划案200余份；协调本地化与客服团队。"),
        ("2014.07–2018.03", "巨人网络集团股份有限公司", "游戏运营专员",
         "负责《征途2》手游的用户分层运营与召回活动；用 SQL 提取留存与流失数据，周报给制作人。"),
    ]
    for row in rows:
        cs = t.add_row().cells
        for c, v in enumerate(row):
            cs[c].text = v
    d.add_heading("教育背景", 1)
    t = d.add_table(rows=2, cols=3); t.style = "Table Grid"
    for c, v in enumerate(["2010.09–2014.06", "同济大学浙江学院", "数字媒体技术 本科（工学学士）"]):
        t.cell(1, c).text = v
    for c, v in enumerate(["时间", "学校", "专业/学历"]):
        t.cell(0, c).text = v
    d.add_heading("技能与证书", 1)
    d.add_paragraph("SQL（Hive/Presto）、Tableau、Excel 高级函数与数据透视、Jira、Confluence")
    d.add_paragraph("2019 莉莉丝年度最佳运营奖；2016 上海市游戏行业协会“优秀运营人”称号")
    d.save(OUT / "庞诗绮_简历.docx")

def birkholm():
    d = Document()
    sec = d.sections[0]
    sec.footer.paragraphs[0].text = "Lasse Birkholm · Curriculum Vitae · 2026"
    d.add_heading("Embedded Software Engineer — Curriculum Vitae", 0)
    d.add_paragraph("lasse.birkholm@gmail.com · +45 31 72 90 16 · Smørum, Denmark · github.com/lbirkholm")
    d.add_heading("Profile", 1)
    d.add_paragraph("Embedded engineer working on the firmware of premium hearing aids: low-power DSP pipelines on ARM Cortex-M, Bluetooth LE Audio streaming and the fitting interface used by audiologists. I enjoy the place where signal processing meets tight power budgets, and I like writing the test rigs as much as the firmware itself.")
    d.add_heading("Experience", 1)
    d.add_paragraph("Demant A/S (Oticon) — Smørum, Denmark", style="Heading 2")
    d.add_paragraph("Senior Embedded Software Engineer, 2023 – present")
    d.add_paragraph("Embedded Software Engineer, Feb 2020 – 2022")
    for b in ["Implemented the LE Audio (LC3) receive path for the Oticon Intent platform in C on a dual-core Cortex-M33 under Zephyr RTOS.",
              "Cut feedback-canceller wake-up current by 18% by moving the adaptive filter to the DSP co-processor.",
              "Built a hardware-in-the-loop rig in Python with a B&K ear simulator, now used by the whole firmware team."]:
        d.add_paragraph(b, style="List Bullet")
    d.add_paragraph("WS Audiology (Widex) — Lynge, Denmark", style="Heading 2")
    d.add_paragraph("Student assistant (part-time, during MSc), Sep 2018 – Dec 2019")
    d.add_paragraph("Wrote unit tests and a UART logging tool for the Widex Moment firmware.", style="List Bullet")
    d.add_heading("Education", 1)
    d.add_paragraph("MSc Electrical Engineering, Technical University of Denmark (DTU), 2017 – 2019")
    d.add_paragraph("BSc Electronic Engineering, Aalborg University, 2014 – 2017")
    d.add_heading("Publications", 1)
    d.add_paragraph("L. Birkholm, J. M. Nielsen, T. Dau. “Low-latency adaptive feedback cancellation for open-fit hearing aids.” ICASSP 2020, Barcelona, pp. 516–520.")
    d.add_heading("Skills", 1)
    d.add_paragraph("C, C++, ARM Cortex-M, Zephyr RTOS, FreeRTOS, Bluetooth LE Audio / LC3, MATLAB, Python, Git, Jenkins")
    d.save(OUT / "lasse_birkholm_cv.docx")

pang(); birkholm()
