"""Builds the two DOCX CVs of paraphrase9 into ../cvs/."""
import os
from docx import Document
from docx.shared import Pt, RGBColor
from docx.enum.text import WD_ALIGN_PARAGRAPH

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")


def qi_en():
    d = Document()
    st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)
    h = d.add_heading("Wangshu QI", level=0)
    d.add_paragraph("Beijing, China  |  +86 138 0013 7421  |  wangshu.qi@proton.me  |  github.com/qws-dev")
    d.add_heading("Summary", level=1)
    d.add_paragraph("Backend engineer with 11 years of server-side experience in storage, order "
                    "fulfilment and messaging systems at Alibaba Cloud, ByteDance and Meituan. "
                    "Currently a Senior Technical Expert (P8) at Alibaba Cloud.")
    d.add_heading("Experience", level=1)
    jobs = [
        ("Alibaba Cloud (Alibaba Group), Storage Business Unit", "Senior Technical Expert (P8)", "Apr 2022 – Present",
         ["Own the architecture of the OSS object-storage metadata service; lead a 9-person backend team.",
          "Designed multi-Raft cross-zone replication; 99.995% annual availability."]),
        ("Alibaba Cloud (Alibaba Group), Storage Business Unit", "Senior Software Engineer (P7)", "Dec 2018 – Mar 2022",
         ["Built control-plane services for distributed block storage in Go and C++."]),
        ("ByteDance, Douyin Server Team", "Backend Engineer", "Apr 2018 – Nov 2018",
         ["Migrated the Douyin comment service to Go microservices; left after 8 months to relocate to Hangzhou."]),
        ("Meituan, Food Delivery Technology", "Backend Engineer", "Jul 2015 – Mar 2018",
         ["Java services for order fulfilment and message-queue governance (peak 18M orders/day)."]),
        ("Tencent, WeChat Group (WXG)", "Backend Development Intern", "Summer 2014",
         ["C++ reconciliation backend for WeChat Pay; returned to university after the internship."]),
    ]
    for org, title, dates, bullets in jobs:
        p = d.add_paragraph()
        r = p.add_run(org); r.bold = True
        p.add_run("\t" + dates)
        p2 = d.add_paragraph(); r2 = p2.add_run(title); r2.italic = True
        for b in bullets:
            d.add_paragraph(b, style="List Bullet")
    d.add_heading("Education", level=1)
    p = d.add_paragraph(); r = p.add_run("Beijing University of Posts and Telecommunications (BUPT)"); r.bold = True
    d.add_paragraph("B.Eng. in Computer Science and Technology, Sep 2011 – Jun 2015")
    d.add_heading("Skills", level=1)
    d.add_paragraph("Go, Java, C++, Raft/Paxos, Kubernetes, MySQL, RocksDB, Kafka")
    d.add_paragraph("Languages: Mandarin (native), English (CET-6, professional reading)")
    d.add_heading("Awards", level=1)
    d.add_paragraph("Silver Medal, ACM-ICPC Asia Regional Contest (Beijing), 2013")
    d.save(os.path.join(OUT, "Wangshu_Qi_Resume_EN.docx"))


def gan_zh():
    d = Document()
    st = d.styles["Normal"]; st.font.name = "Microsoft YaHei"; st.font.size = Pt(10.5)
    t = d.add_paragraph(); t.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = t.add_run("甘沐晴"); r.bold = True; r.font.size = Pt(20)
    c = d.add_paragraph("电话：186-2170-5538　邮箱：gan.muqing@outlook.com　现居：上海")
    c.alignment = WD_ALIGN_PARAGRAPH.CENTER
    d.add_heading("个人简介", level=1)
    d.add_paragraph("8 年数据分析与数据产品经验，曾在东京工作三年半，熟悉电商与内容社区的指标体系、实验平台和用户增长分析。"
                    "日语可作为工作语言，能够独立对接日本客户与团队。")
    d.add_heading("教育背景", level=1)
    tb = d.add_table(rows=3, cols=4); tb.style = "Table Grid"
    rows = [("时间", "学校", "专业", "学历"),
            ("2016年9月 - 2018年9月", "早稻田大学（日本东京）", "经济学研究科", "硕士（修士）"),
            ("2012年9月 - 2016年6月", "南京信息工程大学", "统计学", "本科")]
    for i, row in enumerate(rows):
        for j, v in enumerate(row):
            tb.cell(i, j).text = v
    d.add_heading("工作经历", level=1)
    jobs = [
        ("小红书　商业数据产品部", "数据产品经理", "2026年5月 - 至今",
         ["负责广告投放归因看板与商家经营分析产品的需求规划，协调数据研发与前端团队。"]),
        ("拼多多（Temu 跨境业务）", "高级数据分析师", "2022年4月 - 2026年4月",
         ["搭建 Temu 日本站的用户增长指标体系与 A/B 实验分析流程，支持 GMV 周度复盘。",
          "2024年起带领 3 人分析小组，负责日本与韩国站点。"]),
        ("乐天（Rakuten）　东京总部 市场数据部", "数据分析师", "2018年10月 - 2022年3月",
         ["使用 SQL、Python 和 Tableau 进行乐天市场会员留存与促销效果分析，日常工作语言为日语。"]),
    ]
    for org, title, dates, bullets in jobs:
        p = d.add_paragraph(); r = p.add_run(org + "　" + title); r.bold = True
        p.add_run("　" + dates)
        for b in bullets:
            d.add_paragraph(b, style="List Bullet")
    d.add_heading("语言能力", level=1)
    lt = d.add_table(rows=3, cols=2); lt.style = "Table Grid"
    for i, (a, b) in enumerate([("日语", "JLPT N1（2015年12月，168分）"),
                                ("英语", "TOEIC 860"),
                                ("普通话", "母语")]):
        lt.cell(i, 0).text = a; lt.cell(i, 1).text = b
    d.add_heading("技能与其他", level=1)
    d.add_paragraph("SQL、Python（pandas）、Tableau、Hive、实验设计与因果推断")
    d.add_paragraph("2017 腾讯广告算法大赛 复赛入围（个人参赛）")
    d.save(os.path.join(OUT, "甘沐晴-数据产品.docx"))


if __name__ == "__main__":
    qi_en(); gan_zh()
