"""Builds the two DOCX CVs in ../cvs."""
from docx import Document
from docx.shared import Pt
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "cvs"


def table(doc, rows, widths=None):
    t = doc.add_table(rows=len(rows), cols=len(rows[0]))
    t.style = "Table Grid"
    for i, r in enumerate(rows):
        for j, c in enumerate(r):
            t.cell(i, j).text = c
    return t


def nie_wanqiu():
    d = Document()
    d.add_heading("聂晚秋", 0)
    d.add_paragraph("商品企划（MD） | 上海 | 159 2188 4306 | niewanqiu_md@qq.com")
    d.add_heading("教育背景", 1)
    table(d, [["时间", "学校", "专业", "学历"],
              ["2016.09–2020.06", "东华大学", "市场营销（服装营销方向）", "本科 / 管理学学士"]])
    d.add_heading("工作经历", 1)
    table(d, [["时间", "公司", "部门 / 职位"],
              ["2022.10–至今", "迅销（中国）商贸有限公司（优衣库 UNIQLO）", "商品企划部 / 商品企划（女装针织）"],
              ["2020.07–2022.09", "迅销（中国）商贸有限公司（优衣库 UNIQLO）", "商品企划部 / 助理商品企划"]])
    for b in ["负责女装针织品类的季度 OTB 预算与 SKU 规划，年销售额约 4.2 亿元，2024 年秋冬季售罄率提升 6 个百分点。",
              "每周基于销售与库存数据做补货、调拨与降价决策，与上海、杭州两个区域的门店运营团队对接。",
              "参与 2023 年与设计师品牌的联名系列企划，负责尺码配比与首单深度。"]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("实习经历", 1)
    table(d, [["时间", "单位", "岗位", "内容"],
              ["2019.07–2019.09", "中信证券股份有限公司 投资银行管理委员会", "暑期实习生", "协助消费行业 IPO 项目尽职调查，整理招股书行业章节数据"],
              ["2018.07–2018.08", "飒拉商业（上海）有限公司（ZARA）", "门店实习生", "南京西路旗舰店陈列与收货"]])
    d.add_heading("技能与证书", 1)
    d.add_paragraph("Excel（数据透视、VLOOKUP）、SAP、Power BI；英语 CET-6；日语 N2")
    d.add_heading("校园与荣誉", 1)
    d.add_paragraph("2019 年“中国国际大学生时装周”营销策划赛 优秀奖；东华大学 2018–2019 学年二等奖学金")
    d.save(OUT / "聂晚秋_商品企划_简历.docx")


def kepinski():
    d = Document()
    sec = d.sections[0]
    sec.header.paragraphs[0].text = "Radosław Kępiński — Curriculum Vitae"
    d.add_paragraph("Senior Infrastructure Engineer · Warsaw, Poland · r.kepinski@gmail.com · +48 601 338 927")
    d.add_heading("Summary", 1)
    d.add_paragraph("Infrastructure engineer with twelve years in platform and reliability work, the last eight "
                    "on a public cloud provider's managed-Kubernetes control plane. I like boring, well-measured systems.")
    d.add_heading("Experience", 1)
    p = d.add_paragraph()
    p.add_run("Google Cloud (Google Poland Sp. z o.o.), Warsaw").bold = True
    d.add_paragraph("Senior Infrastructure Engineer, GKE control plane — 07/2021 – present")
    d.add_paragraph("Infrastructure Engineer, Cloud Networking — 02/2018 – 06/2021")
    for b in ["Own the upgrade orchestration for GKE control planes across European regions; cut failed upgrades by 70% "
              "by moving the rollout controller onto Kubernetes operators and staged canaries.",
              "Wrote Terraform modules and Go tooling that provision regional Kubernetes test fleets on demand.",
              "Incident commander in the on-call rotation; author of 14 public post-mortems."]:
        d.add_paragraph(b, style="List Bullet")
    p = d.add_paragraph()
    p.add_run("Bosch Connected Devices and Solutions GmbH, Reutlingen, Germany").bold = True
    d.add_paragraph("Software Engineer, IoT back-end — 10/2014 – 12/2017")
    d.add_paragraph("Built the firmware-update back-end for connected sensors (Java, PostgreSQL, RabbitMQ) on "
                    "on-premise VMware clusters.", style="List Bullet")
    d.add_heading("Education", 1)
    table(d, [["2010 – 2014", "Warsaw University of Technology", "Inżynier (B.Eng.) in Computer Science"]])
    d.add_heading("Certifications & talks", 1)
    d.add_paragraph("Certified Kubernetes Administrator (CKA), 2019", style="List Bullet")
    d.add_paragraph("Talk: \"Upgrading ten thousand control planes\", KubeCon + CloudNativeCon Europe 2024", style="List Bullet")
    d.add_heading("Skills", 1)
    d.add_paragraph("Go, Python, Kubernetes, Terraform, Prometheus, Spanner, Linux networking, Polish (native), English (C2), German (B2)")
    d.save(OUT / "cv_senior_infra.docx")


if __name__ == "__main__":
    nie_wanqiu()
    kepinski()
