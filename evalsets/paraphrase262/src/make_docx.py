"""Builds the two DOCX CVs into ../cvs/."""
from docx import Document
from docx.shared import Pt
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "cvs"


def ke_yuheng():
    d = Document()
    d.add_heading("柯昱衡  个人简历", level=1)
    d.add_paragraph("电话：186-2173-5540 ｜ 邮箱：keyuheng@126.com ｜ 上海市浦东新区")
    d.add_paragraph("求职方向：支付风控 / 反欺诈策略负责人")
    d.add_heading("基本信息", level=2)
    t = d.add_table(rows=3, cols=4)
    t.style = "Table Grid"
    cells = [("姓名", "柯昱衡", "性别", "男"), ("出生年月", "1989.05", "政治面貌", "中共党员"),
             ("证书", "FRM（金融风险管理师）", "语言", "英语（雅思 7.5）")]
    for r, row in enumerate(cells):
        for c, v in enumerate(row):
            t.cell(r, c).text = v
    d.add_heading("教育背景", level=2)
    t = d.add_table(rows=3, cols=4)
    t.style = "Table Grid"
    rows = [("时间", "学校", "专业", "学历"),
            ("2011.10–2012.08", "剑桥大学（University of Cambridge）", "金融学 MPhil in Finance", "硕士"),
            ("2007.09–2011.06", "上海财经大学", "金融学", "学士")]
    for r, row in enumerate(rows):
        for c, v in enumerate(row):
            t.cell(r, c).text = v
    d.add_heading("工作经历", level=2)
    t = d.add_table(rows=4, cols=3)
    t.style = "Table Grid"
    rows = [("时间", "单位", "职位"),
            ("2019.03–至今", "中国银联股份有限公司 风险管理部", "高级经理（跨境支付风险）"),
            ("2013.07–2019.02", "中国银联股份有限公司 风险管理部", "风险分析师"),
            ("2012.09–2013.03", "招商银行信用卡中心", "风险策略实习生")]
    for r, row in enumerate(rows):
        for c, v in enumerate(row):
            t.cell(r, c).text = v
    d.add_paragraph("主要职责与业绩：")
    for b in [
        "负责银联跨境交易的欺诈监控策略，管理 6 人策略团队，年度欺诈损失率下降 31%",
        "使用 Tableau 搭建跨境交易欺诈监控看板，覆盖 40 余个国家和地区的收单机构",
        "用 SQL、Python 构建商户风险评分模型，上线后高风险商户识别准确率提升 18%",
        "负责与 Visa、Mastercard 等国际卡组织的风险信息共享对接",
        "2016 年起参与制定《银联卡收单业务风险管理规则》修订",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("技能", level=2)
    d.add_paragraph("SQL、Python、SAS、Tableau、规则引擎、图数据库（Neo4j）")
    d.save(OUT / "柯昱衡_简历.docx")


def elin_stenmark():
    d = Document()
    st = d.styles["Normal"]
    st.font.name = "Calibri"
    st.font.size = Pt(10.5)
    d.add_heading("Elin Stenmark", level=0)
    d.add_paragraph("Senior CAE Engineer · Crash & Durability · Södertälje, Sweden")
    d.add_paragraph("elin.stenmark@telia.com | +46 70 318 44 12 | linkedin.com/in/elinstenmark")
    d.add_heading("Profile", level=1)
    d.add_paragraph("CAE engineer with fifteen years in heavy-truck cab and chassis simulation. "
                    "I build and validate LS-DYNA crash models, run durability loops with nCode, and "
                    "have spent the last few years pushing our cab structures towards lighter high-strength "
                    "steels without giving up ECE R29 compliance.")
    d.add_heading("Experience", level=1)
    p = d.add_paragraph()
    p.add_run("Scania CV AB, Södertälje — Senior CAE Engineer, Cab Structures").bold = True
    d.add_paragraph("Feb 2020 – Present")
    for b in ["Lead analyst for the cab crash (ECE R29) and roof-strength load cases of the new cab generation",
              "Set up an ANSA-to-LS-DYNA model-build pipeline in Python that cut model turnaround from five days to two",
              "Mentor two junior analysts and one master's thesis student per year"]:
        d.add_paragraph(b, style="List Bullet")
    p = d.add_paragraph()
    p.add_run("Volvo Group Trucks Technology, Gothenburg — CAE Engineer").bold = True
    d.add_paragraph("09/2011 – 01/2020")
    for b in ["Frame and chassis durability simulation with Abaqus and nCode DesignLife",
              "Correlated virtual durability loops against test-track measurements for the FH platform"]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("Education", level=1)
    d.add_paragraph("Industrial PhD student (part-time), KTH Royal Institute of Technology, Dept. of Engineering Mechanics — since 09/2023, ongoing")
    d.add_paragraph("MSc Vehicle Engineering, KTH Royal Institute of Technology, Stockholm — 2009–2011")
    d.add_paragraph("BSc Mechanical Engineering, Chalmers University of Technology, Gothenburg — 2006–2009")
    d.add_heading("Publications", level=1)
    d.add_paragraph("Stenmark, E., Holm, P. and Lindgren, J. (2019) Cab roof-strength prediction with "
                    "strain-rate dependent steel models. SAE Technical Paper 2019-01-0412.")
    d.add_heading("Skills", level=1)
    t = d.add_table(rows=3, cols=2)
    t.style = "Table Grid"
    for r, (k, v) in enumerate([("Solvers", "LS-DYNA, Abaqus, Nastran"),
                                ("Pre/post", "ANSA, META, HyperMesh, nCode DesignLife"),
                                ("Scripting", "Python, MATLAB")]):
        t.cell(r, 0).text = k
        t.cell(r, 1).text = v
    d.add_paragraph("Languages: Swedish (native), English (fluent), German (basic)")
    d.save(OUT / "elin_stenmark_cv.docx")


if __name__ == "__main__":
    ke_yuheng()
    elin_stenmark()
