"""Builds the two DOCX CVs into ../cvs/."""
from docx import Document
from docx.shared import Pt
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "cvs"


def table(doc, rows, header=None):
    t = doc.add_table(rows=0, cols=len(rows[0]))
    t.style = "Table Grid"
    if header:
        cells = t.add_row().cells
        for c, h in zip(cells, header):
            c.text = h
    for r in rows:
        cells = t.add_row().cells
        for c, v in zip(cells, r):
            c.text = v
    return t


def long_xueyan():
    d = Document()
    d.add_heading("隆雪嫣 · 个人简历", 0)
    d.add_paragraph("求职意向：商品企划经理 / 高级买手　｜　上海　｜　电话：139-1762-0583　｜　邮箱：xueyan.long@foxmail.com")
    d.add_heading("工作经历", 1)
    table(d, [
        ["2021年1月 - 至今", "飒拉商业（上海）有限公司（ZARA 中国，Inditex 集团）", "高级商品企划（女装）"],
        ["2016年9月 - 2020年12月", "飒拉商业（上海）有限公司（ZARA 中国，Inditex 集团）", "商品企划"],
    ], header=["时间", "公司", "职位"])
    d.add_paragraph("负责华东区 42 家门店女装品类的订货、补货与调拨，按周复盘售罄率与库存周转；"
                    "与西班牙总部设计团队对接快反款式，单季快反款占比提升至 38%。")
    d.add_paragraph("用 SQL 从门店销售数据仓库中提取日销与库存数据，搭建 Excel / Power BI 周报看板，"
                    "替代原有手工汇总。")
    d.add_paragraph("2023 年起兼任新员工商品培训讲师，累计培训 60 余人。")
    d.add_heading("教育背景", 1)
    table(d, [
        ["2012.09 - 2016.06", "东华大学", "服装设计与工程", "本科（学士）"],
        ["2019.09 - 2020.06", "香港理工大学", "时装及纺织（兼读）", "硕士课程，因工作调动未完成，已退学"],
    ], header=["时间", "学校", "专业", "学历"])
    d.add_heading("技能", 1)
    d.add_paragraph("SQL、Excel（数据透视表 / VBA）、Power BI、SAP Retail；英语（雅思 7.0）、西班牙语（A2）")
    d.add_heading("其他", 1)
    d.add_paragraph("2015 年 东华大学“时尚买手挑战赛”一等奖；2014 年暑期 参加 Inditex 校园开放日")
    d.save(OUT / "隆雪嫣_简历.docx")


def attinger():
    d = Document()
    st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)
    d.add_heading("Dr. Wolfram Attinger", 0)
    d.add_paragraph("German and European Patent Attorney (Patentanwalt) · Munich · +49 89 2102 7745 · w.attinger@attinger-ip.de")
    d.add_heading("Professional Experience", 1)
    d.add_paragraph("Grünecker Patent- und Rechtsanwälte PartG mbB, Munich", style="Heading 2")
    d.add_paragraph("Partner, Patent Attorney — since 01/2020")
    d.add_paragraph("Patent Attorney — 11/2015 – 12/2019")
    d.add_paragraph("Patent attorney trainee (Patentanwaltskandidat) — 10/2012 – 10/2015")
    d.add_paragraph("Drafting and prosecution of European and German patent applications in semiconductor physics, "
                    "optics and sensor technology; oppositions and appeals before the EPO Boards of Appeal; "
                    "freedom-to-operate opinions.", style="List Bullet")
    d.add_paragraph("Clients include Sony Semiconductor Solutions, Infineon and several university spin-offs.", style="List Bullet")
    d.add_heading("Education", 1)
    d.add_paragraph("Dr. rer. nat. in Physics, Technical University of Munich (TUM), 2008 – 2012. "
                    "Thesis: Spin transport in graphene nanoribbons.")
    d.add_paragraph("MSc in Physics, ETH Zurich (Swiss Federal Institute of Technology), 2006 – 2008.")
    d.add_paragraph("BSc in Physics, University of Vienna, 2003 – 2006.")
    d.add_heading("Qualifications", 1)
    d.add_paragraph("European Patent Attorney (EQE passed 2016); German Patent Attorney (2015); "
                    "Certified Patent Litigator, CEIPI (2018).")
    d.add_heading("Selected Publications", 1)
    d.add_paragraph("W. Attinger, S. Kaltenbrunner, and R. Lindemeyer, \"Long-distance spin transport in "
                    "armchair graphene nanoribbons\", Physical Review Letters 107, 176602 (2011).")
    d.add_paragraph("S. Kaltenbrunner, W. Attinger, and R. Lindemeyer, \"Edge magnetism in gated graphene "
                    "nanoribbons\", Physical Review B 85, 045412 (2012).")
    d.add_heading("Languages", 1)
    d.add_paragraph("German (native), English (fluent), French (good)")
    d.save(OUT / "Attinger_Wolfram_CV_EN.docx")


if __name__ == "__main__":
    long_xueyan()
    attinger()
