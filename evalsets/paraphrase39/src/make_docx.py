"""Builds the two DOCX CVs into ../cvs/."""
from docx import Document
from docx.shared import Pt
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "cvs"


def table(doc, rows, style="Table Grid"):
    t = doc.add_table(rows=len(rows), cols=len(rows[0]))
    t.style = style
    for i, r in enumerate(rows):
        for j, v in enumerate(r):
            t.cell(i, j).text = v
    return t


def callum():
    d = Document()
    # name only in the header section, not in the body
    d.sections[0].header.paragraphs[0].text = "Callum Brierley  |  CV  |  page 1"
    d.add_paragraph("Business Intelligence Developer").runs[0].bold = True
    d.add_paragraph("c.brierley.bi@gmail.com · 07700 914 362 · Hertfordshire, UK · linkedin.com/in/cbrierley-bi")
    d.add_heading("Profile", level=1)
    d.add_paragraph("BI developer with a background in retail analytics. I build the semantic models, "
                    "pipelines and Power BI reports that store, supply-chain and commercial teams use every "
                    "morning, and I care a lot about a single version of the truth for sales and availability figures.")
    d.add_heading("Experience", level=1)
    d.add_heading("Tesco — BI Developer (Tesco Technology, Group Data)   since 10/2023", level=2)
    for b in ["Own the Power BI semantic model for store availability across 2,900 UK stores; moved 140 reports onto one certified dataset.",
              "Rewrote nightly SSIS loads as Azure Data Factory pipelines into Azure Synapse; refresh window cut from 5 h to 70 min.",
              "Run the DAX clinic for 30 analysts in Commercial."]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("Sainsbury's (Argos) — Senior Data Analyst   2021 – 09/2023", level=2)
    for b in ["Built the weekly promotions-effectiveness dashboard used by the Argos trading team.",
              "Migrated legacy Excel/Access reporting to SQL Server and Power BI."]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("Sainsbury's (Argos) — Data Analyst   2018 – 2021", level=2)
    d.add_paragraph("Stock-loss and shrinkage reporting for 800 stores; T-SQL, SSRS.", style="List Bullet")
    d.add_heading("Education", level=1)
    table(d, [["Years", "Institution", "Qualification"],
              ["2014 – 2017", "University of Hull", "BSc (Hons) Mathematics, 2:1"],
              ["2012 – 2014", "Hymers College, Hull", "A-levels: Maths, Further Maths, Economics"]])
    d.add_heading("Certifications & skills", level=1)
    table(d, [["Certifications", "Microsoft Certified: Power BI Data Analyst Associate (PL-300), 2022; Microsoft Certified: Azure Data Fundamentals, 2023"],
              ["Tools", "Power BI, DAX, Power Query, T-SQL, SQL Server, SSIS, SSRS, Azure Data Factory, Azure Synapse, Python (pandas), Tableau (basic)"]])
    d.save(OUT / "CV_BI_Developer_2026.docx")


def wei():
    d = Document()
    st = d.styles["Normal"]
    st.font.name = "Microsoft YaHei"
    h = d.add_paragraph()
    r = h.add_run("卫语棠")
    r.bold = True
    r.font.size = Pt(20)
    d.add_paragraph("B2B SaaS 产品专家 ｜ 电话：137-6120-5583 ｜ 邮箱：weiyutang.pm@163.com ｜ 杭州")
    d.add_heading("个人优势", level=1)
    d.add_paragraph("12 年 To B 产品经验，从 ERP 财务云做到协同办公 SaaS，擅长复杂权限体系、审批流与开放平台设计，"
                    "带过 8 人产品团队，负责过年收入过亿的产品线。")
    d.add_heading("工作经历", level=1)
    table(d, [["时间", "公司", "职位", "主要工作"],
              ["2021年3月 - 至今", "钉钉（阿里巴巴集团）", "高级产品专家（P8）",
               "负责钉钉审批与智能人事产品线；主导低代码审批表单引擎上线，企业付费转化率提升 21%；与飞书、企业微信做竞品对标分析"],
              ["2016年7月 - 2021年2月", "用友网络科技股份有限公司", "产品经理 → 高级产品经理",
               "负责用友 YonSuite 财务云的费用报销与共享服务模块，服务客户包括小米、蔚来、海底捞等 300 余家企业"],
              ["2014年7月 - 2016年6月", "用友网络科技股份有限公司", "产品助理",
               "协助完成 U8 ERP 供应链模块需求调研与原型设计"]])
    d.add_heading("教育背景", level=1)
    table(d, [["时间", "学校", "专业", "学历"],
              ["2023年9月 - 2025年6月", "中欧国际工商学院", "工商管理（在职 MBA）", "工商管理硕士（MBA）"],
              ["2010年9月 - 2014年6月", "南京信息工程大学", "信息管理与信息系统", "管理学学士"]])
    d.add_heading("项目与荣誉", level=1)
    for b in ["2022 年钉钉开放平台生态大会 分论坛演讲嘉宾",
              "2019 年用友年度优秀产品经理",
              "NPDP 产品经理国际资格认证（2018）"]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("技能", level=1)
    d.add_paragraph("Axure、Figma、SQL、墨刀；熟悉 OKR 与 PLG 增长方法；英语 CET-6")
    d.save(OUT / "卫语棠_产品经理.docx")


if __name__ == "__main__":
    callum()
    wei()
