"""Builds the two DOCX CVs into ../cvs/."""
import os
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")


def zh_font(doc):
    st = doc.styles["Normal"]
    st.font.name = "Noto Sans CJK SC"
    st.font.size = Pt(10.5)
    st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")


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


def kuang_siyi():
    doc = Document()
    zh_font(doc)
    doc.add_heading("匡思颐　个人简历", level=0)
    doc.add_paragraph("注册事务经理 ｜ 连云港 ｜ 139-1553-7082 ｜ kuangsiyi_ra@126.com")
    doc.add_heading("基本信息", level=1)
    table(doc, [["性别", "女", "出生年月", "1992.03"],
                ["执业资格", "执业药师（2015）", "政治面貌", "群众"]])
    doc.add_heading("教育背景", level=1)
    table(doc, [["2024.09 - 至今", "沈阳药科大学", "药事管理（非全日制在职）", "硕士在读"],
                ["2010.09 - 2014.06", "中国药科大学", "药学", "理学学士"]],
          header=["时间", "学校", "专业", "学历"])
    doc.add_heading("工作经历", level=1)
    table(doc, [["2022年1月 - 至今", "江苏恒瑞医药股份有限公司 注册事务部", "注册经理"],
                ["2018年8月 - 2021年12月", "江苏恒瑞医药股份有限公司 注册事务部", "注册专员"],
                ["2014年7月 - 2018年7月", "国药控股国大药房连锁有限公司（南京）", "执业药师 / 门店质量负责人"]],
          header=["时间", "单位", "职位"])
    doc.add_paragraph("恒瑞医药：负责 4 个创新药（肿瘤、麻醉方向）的 IND / NDA 申报资料撰写与递交，"
                      "主导与国家药监局药品审评中心（CDE）的 Pre-IND 沟通交流会议 9 次；"
                      "2023 年牵头完成一项 ICH E2B(R3) 电子递交的系统切换。")
    doc.add_paragraph("国大药房：处方审核、用药咨询与 GSP 质量管理，连续三年门店 GSP 检查零缺陷。")
    doc.add_heading("论文发表", level=1)
    doc.add_paragraph("匡思颐，王立伟．创新药 Pre-IND 沟通交流的实践与思考［J］．中国新药杂志，2023，32（14）：1401-1406．（第一作者）")
    doc.add_heading("技能与证书", level=1)
    doc.add_paragraph("执业药师（2015）；RAC-Drugs（2021）；熟悉 eCTD、ICH 指导原则；英语 CET-6；Office、SAS 基础")
    doc.save(os.path.join(OUT, "匡思颐_注册经理_简历.docx"))


def ailsa_dunbarton():
    doc = Document()
    doc.add_heading("Ailsa Dunbarton MRICS", level=0)
    doc.add_paragraph("Senior Quantity Surveyor  |  Glasgow  |  +44 7911 203 448  |  ailsa.dunbarton@outlook.com")
    doc.add_heading("Profile", level=1)
    doc.add_paragraph("Chartered quantity surveyor with eighteen years of post-graduate experience on "
                      "hospitals, schools and rail stations, from early cost planning to final account. "
                      "I enjoy the commercial side of big public projects and mentoring APC candidates.")
    doc.add_heading("Employment", level=1)
    table(doc, [["Balfour Beatty plc (Scotland & Ireland region)", "Senior Quantity Surveyor", "Apr 2015 – present"],
                ["Balfour Beatty plc (Scotland & Ireland region)", "Quantity Surveyor", "Sep 2011 – Mar 2015"],
                ["Morrison Construction", "Assistant Quantity Surveyor", "Jul 2008 – Aug 2011"]],
          header=["Employer", "Role", "Dates"])
    for b in ["Commercial lead on the £210m Royal Hospital for Children extension: NEC4 ECC Option C, "
              "monthly valuations, change control and a final account agreed 4 % under target.",
              "Prepared bills of quantities to NRM2 and cost plans to NRM1 for eleven school projects.",
              "Built the regional Excel/Power BI cost dashboard still used for monthly board reporting."]:
        doc.add_paragraph(b, style="List Bullet")
    doc.add_heading("Education", level=1)
    doc.add_paragraph("BSc (Hons) Quantity Surveying, Edinburgh Napier University, 2004 – 2008")
    doc.add_heading("Professional", level=1)
    for b in ["Member of the Royal Institution of Chartered Surveyors (MRICS), 2012",
              "RICS APC assessor since 2019",
              "Speaker, RICS Scotland Construction Conference 2022"]:
        doc.add_paragraph(b, style="List Bullet")
    doc.add_heading("Software", level=1)
    doc.add_paragraph("CostX, CATO, Excel, Power BI, Bluebeam, NEC4 contract suite")
    doc.save(os.path.join(OUT, "ailsa_dunbarton_qs.docx"))


if __name__ == "__main__":
    kuang_siyi()
    ailsa_dunbarton()
