"""Builds the two DOCX CVs into ../cvs/."""
from docx import Document
from docx.shared import Pt
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "cvs"

def lin_jiahe():
    d = Document()
    d.add_heading("蔺佳禾", 0)
    d.add_paragraph("高级数据分析师 ｜ 上海 ｜ 手机：159-2177-0386 ｜ 邮箱：linjiahe_data@163.com")
    d.add_heading("工作经历", 1)
    d.add_paragraph("拼多多（上海寻梦信息技术有限公司）　2022/6-至今", style=None).runs[0].bold = True
    d.add_paragraph("高级数据分析师（2024/3-至今）｜ 数据分析师（2022/6-2024/2）｜ 主站用户增长组")
    for t in [
        "2024年3月由数据分析师晋升为高级数据分析师，负责百亿补贴频道的核心指标体系与归因分析。",
        "搭建新客留存看板（Hive + Tableau），定位次日留存下滑原因，推动召回策略调整，30 日留存提升 2.4 个百分点。",
        "设计并评估 40 余个 A/B 实验，沉淀实验分析 SQL 模板供组内复用。",
    ]:
        d.add_paragraph(t, style="List Bullet")
    d.add_paragraph("蚂蚁集团（支付宝）　2019/7-2022/5").runs[0].bold = True
    d.add_paragraph("数据分析师 ｜ 支付宝用户增长部")
    for t in [
        "负责支付宝“小程序”流量分发的日常监控与专题分析，输出周报与月度经营分析。",
        "用 Python 构建用户分层模型（RFM + K-Means），支持精细化运营活动投放。",
    ]:
        d.add_paragraph(t, style="List Bullet")
    d.add_heading("教育背景", 1)
    tbl = d.add_table(rows=2, cols=4)
    tbl.style = "Table Grid"
    for i, h in enumerate(["学校", "专业", "学历", "时间"]):
        tbl.rows[0].cells[i].text = h
    for i, v in enumerate(["苏州大学", "统计学", "理学学士", "2015.09-2019.06"]):
        tbl.rows[1].cells[i].text = v
    d.add_heading("专业技能", 1)
    d.add_paragraph("熟练：SQL、Python（pandas）、Hive、Spark SQL、Tableau、A/B 实验设计")
    d.add_paragraph("了解：Kafka、Flink 实时数仓相关概念")
    d.add_heading("证书与荣誉", 1)
    d.add_paragraph("CFA 二级（2023 年通过）")
    d.add_paragraph("2018 年全国大学生数学建模竞赛 江苏赛区一等奖")
    d.save(OUT / "简历_蔺佳禾_数据分析.docx")

def oriana_zhuang():
    d = Document()
    d.add_heading("Oriana Zhuang", 0)
    d.add_paragraph("Director of Product · Shanghai · oriana.zhuang@outlook.com · +86 186 0213 5590")
    d.add_heading("Summary", 1)
    d.add_paragraph("Fourteen years in consumer and cloud products. I build and lead product teams that sit "
                    "between content and commerce, and I like to be close to the data and the users: most of my "
                    "roadmaps start from a spreadsheet of support tickets and end with a live experiment.")
    d.add_heading("Experience", 1)
    d.add_heading("Xiaohongshu (RED)", 2)
    d.add_paragraph("Director of Product, Community Commerce — Mar 2023 – Present")
    d.add_paragraph("Product Lead, Community Commerce — May 2019 – Feb 2023")
    for t in [
        "Promoted to Director in March 2023; now lead four product teams (31 PMs and designers) across seller tools, "
        "shoppable notes and the buyer checkout.",
        "Launched shoppable notes, which grew to 18% of community GMV within a year.",
    ]:
        d.add_paragraph(t, style="List Bullet")
    d.add_heading("Alibaba Group — Taobao", 2)
    d.add_paragraph("Senior Product Manager, Taobao Live — Aug 2016 – Apr 2019")
    d.add_paragraph("Owned the streamer-side tools for Taobao Live, from scheduling to in-stream coupons.",
                    style="List Bullet")
    d.add_heading("Tencent Cloud", 2)
    d.add_paragraph("Product Manager, Cloud Video on Demand — Jul 2012 – Jul 2016")
    d.add_paragraph("Defined the transcoding and CDN pricing packages for the VOD product; onboarded the first 200 "
                    "enterprise customers.", style="List Bullet")
    d.add_heading("Education", 1)
    tbl = d.add_table(rows=2, cols=3)
    tbl.style = "Table Grid"
    rows = [("INSEAD, Fontainebleau", "MBA", "2010 – 2011"),
            ("Beijing Language and Culture University", "B.A. English Language and Literature", "2005 – 2009")]
    for r, (a, b, c) in enumerate(rows):
        for i, v in enumerate((a, b, c)):
            tbl.rows[r].cells[i].text = v
    d.add_heading("Certifications", 1)
    d.add_paragraph("CFA Level I (passed 2014)")
    d.add_paragraph("Product-analytics certificate, Amplitude Academy (2021)")
    d.save(OUT / "oriana_zhuang_resume.docx")

if __name__ == "__main__":
    lin_jiahe()
    oriana_zhuang()
