"""Builds the two DOCX CVs of paraphrase26 into ../cvs/."""
import os
from docx import Document
from docx.shared import Pt, RGBColor
from docx.enum.text import WD_ALIGN_PARAGRAPH

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "cvs")


def table(doc, rows, style="Table Grid", bold_header=True):
    t = doc.add_table(rows=len(rows), cols=len(rows[0]))
    t.style = style
    for i, r in enumerate(rows):
        for j, v in enumerate(r):
            cell = t.cell(i, j)
            cell.text = v
            if i == 0 and bold_header:
                for p in cell.paragraphs:
                    for run in p.runs:
                        run.bold = True
    return t


def lei_qihang():
    d = Document()
    st = d.styles["Normal"]
    st.font.name = "SimSun"
    st.font.size = Pt(10.5)
    p = d.add_paragraph()
    r = p.add_run("雷启航")
    r.bold = True
    r.font.size = Pt(20)
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    p = d.add_paragraph("高级算法工程师 | 手机：186-0571-3328 | 邮箱：leiqihang@163.com | 北京")
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER

    d.add_heading("教育背景", level=1)
    table(d, [
        ["时间", "学校", "专业", "学历"],
        ["2014.09-2017.06", "浙江大学", "控制科学与工程", "硕士"],
        ["2010.09-2014.06", "北京邮电大学", "自动化", "本科"],
    ])

    d.add_heading("工作经历", level=1)
    table(d, [
        ["公司", "部门", "职位", "时间"],
        ["字节跳动", "抖音 · 推荐算法", "高级算法工程师", "2022.04-至今"],
        ["字节跳动", "抖音 · 推荐算法", "算法工程师", "2020.06-2022.03"],
        ["华为技术有限公司", "消费者BG · 云服务", "算法工程师", "2017.07-2020.05"],
        ["阿里巴巴达摩院", "机器智能实验室", "算法实习生", "2016.07-2016.09"],
    ])
    d.add_paragraph("字节跳动（2020.06-至今）", style="Heading 2")
    for b in [
        "负责抖音同城 feed 精排模型迭代，主导多目标融合与时长预估建模，人均使用时长提升 1.8%。",
        "基于 Kubernetes 搭建推荐模型的弹性训练与在线 A/B 实验平台，日均调度 3000+ 训练任务，GPU 利用率由 46% 提升至 71%。",
        "带领 4 人小组完成特征平台从离线 Hive 到流式 Flink 的迁移。",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_paragraph("华为技术有限公司（2017.07-2020.05）", style="Heading 2")
    for b in [
        "负责华为应用市场首页推荐的召回与粗排，上线 DeepFM 与双塔召回模型，下载转化率提升 6.2%。",
        "2019 年参与应用市场海外版推荐系统从 0 到 1 的建设，覆盖 40+ 国家。",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_paragraph("阿里巴巴达摩院（实习，2016.07-2016.09）", style="Heading 2")
    d.add_paragraph("参与商品图像检索的特征蒸馏实验。", style="List Bullet")

    d.add_heading("论文", level=1)
    d.add_paragraph("Xiaojun Peng, Ran Ao, Qihang Lei, Mingyu Tan. Duration-Aware Multi-Task Ranking for Short Video Feeds. KDD 2021.（第三作者）")

    d.add_heading("专业技能", level=1)
    table(d, [
        ["类别", "内容"],
        ["语言", "Python、C++、Scala、SQL"],
        ["框架与平台", "TensorFlow、PyTorch、Kubernetes、Flink、Spark、Hive"],
    ])
    d.add_heading("荣誉奖项", level=1)
    d.add_paragraph("2016 九坤杯量化投资大赛 三等奖")
    d.add_paragraph("2015 全国大学生数学建模竞赛 浙江赛区一等奖")
    d.save(os.path.join(OUT, "雷启航-算法工程师.docx"))


def chai_yining_2026():
    d = Document()
    st = d.styles["Normal"]
    st.font.name = "Calibri"
    st.font.size = Pt(11)
    p = d.add_paragraph()
    r = p.add_run("Yining Chai")
    r.bold = True
    r.font.size = Pt(22)
    d.add_paragraph("Product Manager · Beijing · +86 139 5718 2046 · chaiyining.pm@gmail.com")
    d.add_paragraph("Updated October 2026")

    d.add_heading("Summary", level=1)
    d.add_paragraph(
        "Product manager with a data-analytics background: five years of analytics at Meituan before moving "
        "into product in 2025. I write the SQL myself, run my own experiment readouts and like owning a metric "
        "end to end.")

    d.add_heading("Experience", level=1)
    d.add_heading("Kuaishou Technology — Commercialization (Ads Platform)", level=2)
    d.add_paragraph("Product Manager, since 03/2025")
    for b in [
        "Own the self-serve campaign creation flow for small merchants; redesigned the budget and bidding steps, "
        "raising first-week campaign launch rate from 31% to 44%.",
        "Write PRDs, prioritise a backlog shared by 9 engineers and 2 designers, and run the weekly experiment review.",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("Meituan — Food Delivery", level=2)
    d.add_paragraph("Senior Data Analyst, Jan 2023 – Feb 2025")
    d.add_paragraph("Data Analyst, Jul 2020 – Dec 2022")
    for b in [
        "Built the merchant-retention dashboard used by 300+ city managers; defined the churn metric later adopted company-wide.",
        "Designed and analysed 60+ A/B tests on delivery-fee and coupon strategies.",
    ]:
        d.add_paragraph(b, style="List Bullet")

    d.add_heading("Education", level=1)
    t = table(d, [
        ["Degree", "School", "Dates"],
        ["M.S. in Analytics (online, part-time)", "Georgia Institute of Technology", "2023 – present"],
        ["B.Eng. Information Management and Information Systems", "Zhejiang University of Technology", "2016 – 2020"],
    ])

    d.add_heading("Skills", level=1)
    d.add_paragraph("SQL (Hive, ClickHouse), Python (pandas), Tableau, experiment design, PRD writing, Figma")
    d.save(os.path.join(OUT, "Yining_Chai_PM_2026.docx"))


if __name__ == "__main__":
    lei_qihang()
    chai_yining_2026()
