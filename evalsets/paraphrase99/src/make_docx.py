"""Builds the two DOCX CVs in ../cvs."""
from pathlib import Path
from docx import Document
from docx.shared import Pt

OUT = Path(__file__).resolve().parent.parent / "cvs"


def mu_qingfeng_en():
    d = Document()
    # name only in the footer (and in the e-mail handle)
    d.sections[0].footer.paragraphs[0].text = "Qingfeng Mu — CV — updated Oct 2026"
    d.add_paragraph("Co-founder & CTO · Edtech · Hangzhou")
    d.add_paragraph("qingfeng.mu@qq.com · +86 138 5712 9046 · linkedin.com/in/qfmu")
    d.add_heading("Experience", level=1)
    d.add_heading("Lumi Learning (鹿鸣学堂), Hangzhou — Co-founder & CTO", level=2)
    d.add_paragraph("Jun 2019 – Present")
    for b in [
        "Built the engineering team from 2 to 38; own architecture, security and the data platform of an adaptive-practice app for middle-school maths used by 1.1M students.",
        "Run all services on Kubernetes (Alibaba Cloud ACK) with Argo CD; cut monthly cloud spend by 35% in 2024.",
        "Raised Series A (2021) and Series B (2024) alongside the CEO; technical due diligence lead.",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("Tencent — Senior Backend Engineer, Online Education (Tencent Classroom)", level=2)
    d.add_paragraph("Jul 2016 – May 2019")
    d.add_paragraph("Live-class interaction backend in C++ and Go, 300k concurrent learners per session.", style="List Bullet")
    d.add_heading("Huawei Technologies — Software Engineer", level=2)
    d.add_paragraph("Jul 2010 – Jun 2016")
    d.add_paragraph("Signalling services for the enterprise unified-communications platform.", style="List Bullet")
    d.add_heading("Education", level=1)
    t = d.add_table(rows=4, cols=3)
    t.style = "Table Grid"
    rows = [
        ("Beijing Normal University", "Doctoral studies (part-time), Educational Technology — discontinued, no degree", "2021 – 2023"),
        ("Zhejiang University", "MSc Computer Science and Technology", "2007 – 2010"),
        ("Beijing University of Posts and Telecommunications", "BEng Communication Engineering", "2003 – 2007"),
        ("", "", ""),
    ]
    for r, vals in zip(t.rows, rows):
        for c, v in zip(r.cells, vals):
            c.text = v
    d.add_heading("Publications", level=1)
    d.add_paragraph("J. Sun, Q. Mu, H. Ortega. “Sparse knowledge tracing for short practice sessions.” Proc. Educational Data Mining (EDM) 2023.")
    d.add_heading("Other", level=1)
    d.add_paragraph("Judge, Zhejiang Provincial EdTech Hackathon 2024 and 2025.")
    d.add_paragraph("Skills: Go, C++, Python, Kubernetes, Kafka, ClickHouse, PostgreSQL, system design, team building.")
    d.save(OUT / "Qingfeng_Mu_CV_2026.docx")


def wu_jiaman_zh():
    d = Document()
    st = d.styles["Normal"]
    st.font.size = Pt(10.5)
    p = d.add_paragraph()
    r = p.add_run("邬嘉蔓")
    r.bold = True
    r.font.size = Pt(18)
    d.add_paragraph("高级类目经理 | 本地生活 / 外卖平台 | 上海")
    d.add_paragraph("电话：177 2106 3389　邮箱：wujiaman_zju@126.com")
    d.add_paragraph("")
    d.add_paragraph("工作经历").runs[0].bold = True
    d.add_paragraph("饿了么（拉扎斯网络科技（上海）有限公司）　高级类目经理　2022年4月 – 至今")
    d.add_paragraph("负责上海、杭州两城的茶饮与烘焙类目，管理 1.8 万家门店的供给结构与补贴策略；2024 年类目 GMV 同比增长 31%，牵头与阿里巴巴本地生活集团下的口碑团队共建到店到家一体化活动。")
    d.add_paragraph("美团　到家事业群 · 美团外卖　类目经理　2018年7月 – 2022年3月")
    d.add_paragraph("从快餐类目运营做起，2020 年起负责华东区轻食与简餐类目，建立商家分层与爆品打造方法论，带领 6 人小组，类目订单量三年翻 2.4 倍。")
    d.add_paragraph("美团　外卖商家运营实习生　2017年7月 – 2017年9月")
    d.add_paragraph("协助城市经理完成商家上单与活动配置。")
    d.add_paragraph("")
    d.add_paragraph("教育背景").runs[0].bold = True
    d.add_paragraph("浙江大学　管理学院　市场营销　本科　2014.09 – 2018.06")
    d.add_paragraph("")
    d.add_paragraph("技能").runs[0].bold = True
    d.add_paragraph("SQL、Excel、Tableau、商家谈判、补贴 ROI 测算；英语 CET-6")
    d.save(OUT / "邬嘉蔓_简历.docx")


if __name__ == "__main__":
    mu_qingfeng_en()
    wu_jiaman_zh()
