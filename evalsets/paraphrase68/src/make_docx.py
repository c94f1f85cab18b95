"""Builds the two DOCX CVs of paraphrase68 into ../cvs/."""
from pathlib import Path
from docx import Document
from docx.shared import Pt

OUT = Path(__file__).resolve().parent.parent / "cvs"


def song():
    d = Document()
    d.add_heading("宋沛琳", level=0)
    d.add_paragraph("税务经理 | 上海 | 电话：186-2137-5508 | 邮箱：peilin.song@outlook.com")
    d.add_heading("个人简介", level=1)
    d.add_paragraph("十一年四大税务从业经验，专注企业所得税汇算清缴、跨境交易转让定价与外资企业税务合规，"
                    "服务客户覆盖消费品、汽车零部件和医疗器械行业。")
    d.add_heading("工作经历", level=1)
    jobs = [
        [("公司", "德勤华永会计师事务所（特殊普通合伙）上海分所"), ("部门", "税务与商务咨询部"),
         ("职位", "税务经理"), ("时间", "2019.07–至今"),
         ("工作内容", "带领6人团队负责约30家外资企业的年度企业所得税汇算清缴与转让定价同期资料准备；"
                      "主导某医疗器械客户的研发费用加计扣除专项，为客户节税约1,200万元。")],
        [("公司", "德勤华永会计师事务所（特殊普通合伙）上海分所"), ("部门", "税务与商务咨询部"),
         ("职位", "税务顾问 → 高级税务顾问"), ("时间", "2015.07–2019.06"),
         ("工作内容", "参与增值税改革（营改增）对客户影响的测算；编制关联交易申报表及税务尽职调查报告。")],
        [("公司", "普华永道中天会计师事务所"), ("部门", "审计部"),
         ("职位", "审计实习生"), ("时间", "2014.07–2014.09"),
         ("工作内容", "暑期实习：参与快消客户年报审计的存货监盘与函证。")],
    ]
    for job in jobs:
        t = d.add_table(rows=0, cols=2)
        t.style = "Table Grid"
        for k, v in job:
            row = t.add_row().cells
            row[0].text = k
            row[1].text = v
        d.add_paragraph("")
    d.add_heading("教育背景", level=1)
    d.add_paragraph("复旦大学　会计硕士（MPAcc，非全日制）　2019.09–2022.06")
    d.add_paragraph("上海财经大学　会计学　学士　2011.09–2015.06")
    d.add_heading("证书", level=1)
    d.add_paragraph("中国注册会计师（CPA）全科合格，2017年")
    d.add_paragraph("税务师，2018年")
    d.add_heading("技能", level=1)
    d.add_paragraph("Excel（Power Query）、SAP FI 模块、金税系统、Python 基础（自动化对账脚本）")
    d.save(OUT / "宋沛琳_税务经理_简历.docx")


def castellino():
    d = Document()
    d.add_heading("Software Engineer — New Graduate (Class of 2026)", level=0)
    d.add_paragraph("r.castellino@uwaterloo.ca · +1 519 555 0142 · Waterloo, ON · github.com/rcastellino")
    d.add_heading("Education", level=1)
    d.add_paragraph("University of Waterloo — Bachelor of Computer Science (Co-op), Game Design specialization. "
                    "Sep 2021 – Apr 2026. cGPA 3.7/4.0.")
    d.add_heading("Work Experience", level=1)
    d.add_paragraph("Wealthsimple — Software Developer Intern (co-op), Toronto. Jan 2025 – Apr 2025")
    d.add_paragraph("Wrote Go services for the account-transfer flow and added integration tests that caught "
                    "two release-blocking regressions.", style="List Bullet")
    d.add_paragraph("Ubisoft Toronto — Gameplay Programmer Intern (co-op). May 2024 – Aug 2024")
    d.add_paragraph("Implemented a traversal-ability prototype in C++ in the studio's proprietary engine and "
                    "profiled animation blending to save 0.8 ms per frame on console.", style="List Bullet")
    d.add_paragraph("University of Waterloo — Undergraduate Teaching Assistant, CS 246. Sep 2023 – Dec 2023")
    d.add_heading("Projects & Awards", level=1)
    d.add_paragraph("Global Game Jam 2023 — “Best Gameplay” award (team of 4, Unity/C#).", style="List Bullet")
    d.add_paragraph("Alibaba Cloud Tianchi competition — top 5% in a recommendation-system contest (2024).",
                    style="List Bullet")
    d.add_paragraph("Student volunteer, CVPR 2025 (Nashville): registration desk and session logistics.",
                    style="List Bullet")
    d.add_heading("Skills", level=1)
    d.add_paragraph("C++, C#, Go, Python, Unity, Unreal Engine 5, Docker, Kubernetes, Terraform, PostgreSQL")
    d.save(OUT / "ravi_castellino_resume.docx")


if __name__ == "__main__":
    song()
    castellino()
