"""Builds the two DOCX CVs of heldout26 into ../cvs/."""
import os
from docx import Document
from docx.shared import Pt, RGBColor
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.oxml.ns import qn

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")


def zh_font(doc, name="SimSun"):
    st = doc.styles["Normal"]
    st.font.name = name
    st.font.size = Pt(10.5)
    st.element.rPr.rFonts.set(qn("w:eastAsia"), name)


def heading_zh(doc, text):
    p = doc.add_paragraph()
    r = p.add_run(text)
    r.bold = True
    r.font.size = Pt(13)
    r.font.color.rgb = RGBColor(0x1F, 0x4E, 0x79)
    return p


def table(doc, rows, widths=None, header=False):
    t = doc.add_table(rows=0, cols=len(rows[0]))
    t.style = "Table Grid"
    for i, row in enumerate(rows):
        cells = t.add_row().cells
        for c, val in zip(cells, row):
            c.text = val
            if header and i == 0:
                for run in c.paragraphs[0].runs:
                    run.bold = True
    return t


# ---------------------------------------------------------------- 符嘉澍 (Chinese, tables)
def fu_zh():
    doc = Document()
    zh_font(doc)
    p = doc.add_paragraph()
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = p.add_run("个人简历")
    r.bold = True
    r.font.size = Pt(18)
    heading_zh(doc, "基本信息")
    table(doc, [
        ["姓名", "符嘉澍", "性别", "男"],
        ["电话", "186-1043-7728", "邮箱", "fujiashu.pm@gmail.com"],
        ["现居", "杭州", "求职意向", "高级产品经理 / 产品专家（支付、商家方向）"],
    ])
    heading_zh(doc, "教育经历")
    table(doc, [
        ["时间", "学校", "专业", "学历"],
        ["2025/9-至今", "中欧国际工商学院", "工商管理（在职 MBA）", "硕士在读，预计 2027 年毕业"],
        ["2011/9-2015/6", "华中科技大学", "软件工程", "本科"],
    ], header=True)
    heading_zh(doc, "工作经历")
    table(doc, [
        ["时间", "公司", "职位", "主要工作"],
        ["2022/9-至今", "蚂蚁集团", "高级产品经理",
         "负责支付宝商家收款产品（码牌收款、经营账单），主导收款到账时效优化项目，商家投诉率下降 37%；协同风控团队上线商家侧交易异常提醒。"],
        ["2019/7-2022/8", "字节跳动", "产品经理",
         "飞书产品团队，负责企业内信息检索与知识发现相关功能的需求规划与迭代，与研发、设计协作完成多个版本上线。"],
        ["2017/7-2019/6", "字节跳动", "前端开发工程师",
         "今日头条 Web 端前端开发，基于 React 重构文章详情页，首屏时间降低 42%；搭建前端监控埋点 SDK。"],
        ["2015/7-2017/6", "北京三快在线科技有限公司（美团）", "前端开发工程师",
         "美团外卖商家后台前端开发（jQuery → Vue 迁移），参与订单管理、营销活动配置页面开发。"],
    ], header=True)
    heading_zh(doc, "职业转型")
    doc.add_paragraph("2019 年在字节跳动内部由前端开发转岗为产品经理，四年一线研发经验使我能够与工程团队高效沟通，准确评估技术方案与排期。")
    heading_zh(doc, "技能与证书")
    table(doc, [
        ["产品工具", "Axure、Figma、XMind、飞书文档"],
        ["数据分析", "SQL、Tableau、A/B 实验设计"],
        ["技术背景", "JavaScript、TypeScript、React、Vue、Node.js"],
        ["证书", "NPDP 产品经理国际资格认证（2020）"],
    ])
    doc.save(os.path.join(OUT, "fu_jiashu_zh.docx"))


# ---------------------------------------------------------------- Naledi Whitcombe (English, bold paragraphs)
def bold_title(doc, text):
    p = doc.add_paragraph()
    r = p.add_run(text)
    r.bold = True
    r.font.size = Pt(12)
    return p


def line(doc, bold_part, rest=""):
    p = doc.add_paragraph()
    r = p.add_run(bold_part)
    r.bold = True
    if rest:
        p.add_run(rest)
    return p


def bullet(doc, text):
    return doc.add_paragraph(text, style="List Bullet")


def naledi_en():
    doc = Document()
    st = doc.styles["Normal"]
    st.font.name = "Calibri"
    st.font.size = Pt(10.5)
    p = doc.add_paragraph()
    r = p.add_run("NALEDI WHITCOMBE")
    r.bold = True
    r.font.size = Pt(20)
    doc.add_paragraph("Hong Kong SAR  |  +852 6218 4790  |  naledi.whitcombe@outlook.com  |  linkedin.com/in/nwhitcombe")

    bold_title(doc, "PROFILE")
    doc.add_paragraph(
        "Data analyst in retail and wealth banking. I turn messy transaction and customer data into "
        "dashboards and models that product and risk teams actually use, and I have spent the last "
        "few years doing that inside a bank rather than advising one.")

    bold_title(doc, "EXPERIENCE")
    line(doc, "HSBC", " \u2014 Wealth & Personal Banking Analytics, Hong Kong")
    line(doc, "Senior Data Analyst", "    04/2024 - today")
    bullet(doc, "Own the customer attrition model for Premier clients (Python, scikit-learn); monthly scoring feeds the relationship-manager call list.")
    bullet(doc, "Rebuilt the WPB KPI pack in Tableau on top of Teradata SQL views, replacing 40+ Excel workbooks.")
    line(doc, "Data Analyst", "    04/2022 - 03/2024")
    bullet(doc, "Analysed card spend and mortgage pipeline data in SQL and SAS; presented monthly insights to the Hong Kong retail leadership team.")
    line(doc, "Deloitte", " \u2014 Risk Advisory, Johannesburg")
    line(doc, "Analyst, Data & Analytics", "    10/2019 - 03/2022")
    bullet(doc, "Built credit-risk and IFRS 9 provisioning dashboards in Power BI for banking clients including Standard Chartered and Absa.")
    bullet(doc, "Automated regulatory-report reconciliations with Python and Excel VBA, saving about 3 analyst days per quarter-end.")
    line(doc, "J.P. Morgan", " \u2014 Corporate & Investment Bank, London")
    line(doc, "Summer Analyst (internship)", "    06/2019 - 08/2019")
    bullet(doc, "Wrote SQL checks for trade-data quality in the markets middle office.")

    bold_title(doc, "EDUCATION")
    line(doc, "University of Warwick (Warwick Business School)", " \u2014 MSc Business Analytics, 2018 - 2019, Merit")
    line(doc, "University of Cape Town", " \u2014 BCom Economics, 2014 - 2016")
    line(doc, "WorldQuant University (online)", " \u2014 MSc in Financial Engineering, 2023 - 2024, discontinued after three of nine courses")

    bold_title(doc, "CERTIFICATIONS")
    doc.add_paragraph("CFA Level I (passed, 2021)  |  Tableau Desktop Specialist (2022)")

    bold_title(doc, "SKILLS")
    doc.add_paragraph("Daily: SQL (Teradata, SQL Server), Python (pandas, scikit-learn), Tableau, Power BI, SAS, Excel/VBA")
    doc.add_paragraph("Familiar with: R, Apache Spark, Airflow, dbt")
    doc.add_paragraph("Languages: English, isiZulu, Afrikaans (basic), Cantonese (beginner)")
    doc.save(os.path.join(OUT, "Naledi_Whitcombe_CV_2026.docx"))


if __name__ == "__main__":
    fu_zh()
    naledi_en()
