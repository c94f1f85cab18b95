"""Builds the two DOCX CVs of paraphrase69 into ../cvs/."""
from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")


def job_table(doc, rows):
    t = doc.add_table(rows=0, cols=2)
    t.style = "Table Grid"
    for k, v in rows:
        c = t.add_row().cells
        c[0].text = k
        c[1].text = v
    doc.add_paragraph("")


def xu_jingwen():
    d = Document()
    st = d.styles["Normal"]; st.font.name = "Noto Sans CJK SC"; st.font.size = Pt(10.5)
    d.add_heading("胥婧雯", level=0)
    d.add_paragraph("高级审计员 | 中国注册会计师（CPA）全科通过 | ACCA 会员")
    d.add_paragraph("手机：186 2130 7745    邮箱：xujingwen.audit@outlook.com    上海市静安区")
    d.add_heading("工作经历", level=1)
    job_table(d, [
        ("公司", "普华永道中天会计师事务所（特殊普通合伙）上海分所"),
        ("部门", "审计及鉴证部（TMT 组）"),
        ("时间", "2021/9-至今"),
        ("职位", "审计员（2021/9-2023/8）→ 高级审计员（2023/9-至今）"),
        ("主要职责", "担任 3 个年报审计项目的现场负责人，带领 4-6 人审计小组完成风险评估、控制测试与实质性程序；"
                  "使用 SQL 和 Python 对客户 ERP 导出的全量凭证做日记账分录测试（JET），识别异常分录；"
                  "参与一家科创板拟上市公司的 IPO 申报审计。"),
        ("服务客户（节选）", "阿里巴巴本地生活服务板块下属公司（年审）、理想汽车供应链子公司（专项审计）、某半导体设备上市公司"),
    ])
    job_table(d, [
        ("公司", "德勤华永会计师事务所（特殊普通合伙）"),
        ("时间", "2020年6月 - 2020年9月"),
        ("职位", "审计实习生"),
        ("主要职责", "协助函证、存货监盘与底稿整理；用 Excel 完成应收账款账龄分析。"),
    ])
    d.add_heading("教育背景", level=1)
    job_table(d, [
        ("学校", "上海财经大学"),
        ("专业", "会计学（ACCA 方向）"),
        ("学历", "本科 / 管理学学士"),
        ("时间", "2017.09 - 2021.06"),
    ])
    d.add_heading("证书与技能", level=1)
    d.add_paragraph("CPA 专业阶段六科全部通过（2023）；ACCA 会员（2024）")
    d.add_paragraph("工具：SQL、Python（pandas）、IDEA 审计数据分析软件、Power BI、Excel VBA")
    d.add_paragraph("语言：英语（IELTS 7.5）")
    d.save(os.path.join(OUT, "胥婧雯_审计_简历.docx"))


def wenyu_qiao():
    d = Document()
    d.add_heading("Wenyu Qiao", level=0)
    d.add_paragraph("VP of Product  ·  Shanghai  ·  wenyu.qiao@protonmail.com  ·  +86 139 1642 8830")
    d.add_heading("Profile", level=1)
    d.add_paragraph("Product executive with 18 years in consumer internet and cloud. I run product for a "
                    "content-and-commerce platform with 300M+ monthly users, and I have built teams from 5 to 120 people.")
    d.add_heading("Experience", level=1)
    d.add_paragraph("Xiaohongshu (RED) — Shanghai", style="Heading 2")
    d.add_paragraph("VP of Product, Community & Commerce    Apr 2019 – Present")
    d.add_paragraph("Head a product organisation of 120 PMs and designers across the feed, search, shopping and creator tools.", style="List Bullet")
    d.add_paragraph("Launched in-app shopping notes and the seller live-room product; commerce GMV grew 4x in three years.", style="List Bullet")
    d.add_paragraph("Alibaba Cloud — Hangzhou", style="Heading 2")
    d.add_paragraph("Senior Product Director, Developer Services    2014 – Mar 2019")
    d.add_paragraph("Product Manager → Senior Product Manager, Elastic Compute Service (ECS)    Jul 2008 – 2013")
    d.add_paragraph("Defined the ECS console and open API roadmap; led the 2016 launch of Function Compute.", style="List Bullet")
    d.add_heading("Education", level=1)
    d.add_paragraph("China Europe International Business School (CEIBS) — Executive MBA (part-time), 2010 – 2012")
    d.add_paragraph("Zhejiang University — B.Eng. in Computer Science and Technology, 2004 – 2008")
    d.add_heading("Other", level=1)
    d.add_paragraph("Keynote speaker, JD.com Retail Technology Summit 2023 (“Content as a storefront”).")
    d.add_paragraph("Board advisor (unpaid) to a Hangzhou design-tools start-up since 2024.")
    d.add_paragraph("Skills: product strategy, org design, pricing, experimentation, SQL, Figma")
    d.save(os.path.join(OUT, "wenyu_qiao_vp_product.docx"))


if __name__ == "__main__":
    xu_jingwen()
    wenyu_qiao()
