"""Builds the two DOCX CVs in ../cvs/ (run with src/.venv/bin/python)."""
import os
from docx import Document
from docx.shared import Pt, Cm
from docx.oxml.ns import qn

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")


def zh_font(doc):
    st = doc.styles["Normal"]
    st.font.name = "Microsoft YaHei"
    st.font.size = Pt(10.5)
    st.element.rPr.rFonts.set(qn("w:eastAsia"), "Microsoft YaHei")


def wei_xiaoning():
    doc = Document()
    zh_font(doc)
    doc.add_heading("蔚晓柠", level=0)
    doc.add_paragraph("手机：186 2103 5527 ｜ 邮箱：weixiaoning_sh@126.com ｜ 上海")
    doc.add_paragraph("求职意向：生鲜品类经理 / 品类负责人")

    doc.add_heading("工作经历", level=1)
    doc.add_heading("叮咚买菜（上海壹佰米网络科技有限公司）　2021年6月 - 至今", level=2)
    doc.add_paragraph("高级品类经理（水果）　2023年9月 - 至今；品类经理（水果）　2021年6月 - 2023年8月")
    doc.add_paragraph("负责华东区水果品类的选品、定价、供应商管理与毛利，管理 3 名采购专员。")
    doc.add_paragraph("项目经历：", style=None).runs[0].bold = True
    doc.add_paragraph("1. 云南蓝莓产地直采项目（2022）：对接 8 家基地，采购成本下降 12%，损耗率由 9% 降至 5%。", style="List Number")
    doc.add_paragraph("2. 水果价格带重构（2024）：对标京东到家、美团买菜的水果价格带，用 SQL 拉取销售与损耗数据，重做 180 个 SKU 的定价，品类毛利提升 3.4 个百分点。", style="List Number")
    doc.add_paragraph("3. 自有品牌“叮咚鲜选”果切上线（2025）：牵头供应商开发与品控标准，上线 6 个月月销 40 万份。", style="List Number")

    doc.add_heading("盒马鲜生（阿里巴巴集团）　2018年7月 - 2021年5月", level=2)
    doc.add_paragraph("采购专员 - 生鲜")
    doc.add_paragraph("负责上海区域叶菜与根茎类采购，日均采购额约 60 万元。")
    doc.add_paragraph("项目经历：").runs[0].bold = True
    doc.add_paragraph("1. 日日鲜蔬菜供应链项目（2019）：与崇明 12 家合作社签订订单农业协议，缺货率下降 40%。", style="List Number")
    doc.add_paragraph("2. 门店订货看板（2020）：用 Excel 与 Tableau 制作订货看板，在 20 家门店推广。", style="List Number")

    doc.add_heading("永辉超市　2017年7月 - 2017年9月", level=2)
    doc.add_paragraph("采购实习生（暑期实习）：协助整理供应商报价、盘点库存。")

    doc.add_heading("教育背景", level=1)
    t = doc.add_table(rows=2, cols=4)
    t.style = "Table Grid"
    for i, v in enumerate(["学校", "专业", "学历", "时间"]):
        t.cell(0, i).text = v
    for i, v in enumerate(["上海财经大学", "市场营销", "本科", "2014.09 - 2018.06"]):
        t.cell(1, i).text = v

    doc.add_heading("技能", level=1)
    doc.add_paragraph("SQL、Excel（数据透视表、VLOOKUP）、Tableau、Python、商务谈判、供应商管理")
    doc.add_heading("其他", level=1)
    doc.add_paragraph("2020 年盒马“年度好采购”；英语 CET-6")
    doc.save(os.path.join(OUT, "蔚晓柠-品类经理-简历.docx"))


def drummond():
    doc = Document()
    st = doc.styles["Normal"]
    st.font.name = "Calibri"
    st.font.size = Pt(10.5)
    t = doc.add_table(rows=0, cols=2)
    t.autofit = False

    def row(left, right_lines):
        cells = t.add_row().cells
        cells[0].width = Cm(4.5)
        cells[1].width = Cm(12.5)
        cells[0].text = left
        cells[1].text = right_lines[0]
        for line in right_lines[1:]:
            cells[1].add_paragraph(line)

    row("ISHBEL DRUMMOND", ["Compliance Manager | Financial Crime | Chartered Tax Adviser",
                            "London, UK · +44 7911 204 613 · ishbel.drummond@outlook.com"])
    row("PROFILE", ["Chartered accountant and tax adviser who moved from Big Four tax advisory into "
                    "financial-crime compliance at a fintech. I enjoy turning regulation into controls "
                    "that product teams can actually build."])
    row("EXPERIENCE", [""])
    row("Jan 2023 – Present", ["Compliance Manager – Financial Crime, Revolut, London",
                               "Line-manage a team of five AML analysts covering UK retail customers.",
                               "Own the transaction-monitoring rule book and the quarterly MLRO report; "
                               "reduced false-positive alerts by 28% with the data science team.",
                               "Led the compliance workstream for the UK banking licence mobilisation."])
    row("Sep 2020 – Dec 2022", ["Compliance Analyst, Revolut, London",
                                "Enhanced due diligence on high-risk customers; wrote SAR submissions to the NCA.",
                                "Built Alteryx workflows for sanctions-screening quality assurance."])
    row("Oct 2017 – Aug 2020", ["Senior Tax Consultant, Deloitte LLP, London",
                                "Corporate tax compliance and advisory for financial-services clients "
                                "(clients included HSBC and Barclays); reviewed transfer-pricing files."])
    row("Sep 2014 – Sep 2017", ["Tax Consultant, Deloitte LLP, London",
                                "Graduate scheme in Business Tax; prepared corporation tax returns and "
                                "R&D tax credit claims."])
    row("EDUCATION", [""])
    row("2024 – 2027 (expected)", ["MSc Financial Regulation (online, part-time), Queen Mary University of London",
                                   "Currently in year 2."])
    row("2011 – 2014", ["BSc Accounting and Finance, The London School of Economics and Political Science (LSE)"])
    row("QUALIFICATIONS", ["ACA, ICAEW (2017)", "CTA, Chartered Institute of Taxation (2018)",
                           "ICA International Diploma in Anti Money Laundering (2021)"])
    row("SKILLS", ["Excel, Alteryx, SQL (basic), Python (currently learning)",
                   "UK Money Laundering Regulations 2017, FCA SYSC, sanctions screening, corporate tax"])
    doc.save(os.path.join(OUT, "Ishbel Drummond - CV.docx"))


if __name__ == "__main__":
    wei_xiaoning()
    drummond()
