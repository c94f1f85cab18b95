"""Build the two DOCX CVs (Siobhan Gallagher, 孟书雅)."""
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

OUT = "../cvs/"

def sg():
    d = Document()
    d.add_heading("Siobhan Gallagher", 0)
    d.add_paragraph("Quality Manager, sterile and API manufacturing | Carrigaline, Co. Cork, Ireland | "
                    "siobhan.gallagher.qa@gmail.com | +353 87 214 6630")
    d.add_heading("Profile", 1)
    d.add_paragraph("Quality professional with close to two decades in GMP pharmaceutical manufacturing, "
                    "moving from the QC laboratory through QA operations to site quality leadership. "
                    "Comfortable in front of the HPRA, FDA and EMA, and happiest on the shop floor.")
    d.add_heading("Professional Experience", 1)
    p = d.add_paragraph(); p.add_run("Pfizer Ireland Pharmaceuticals, Ringaskiddy API Plant — Quality Manager").bold = True
    d.add_paragraph("March 2020 – present")
    for t in [
        "Lead a team of 14 QA specialists and batch-record reviewers covering two API production "
        "buildings, and act as the quality approver for deviations, CAPAs and change controls across the site's "
        "small-molecule trains.",
        "Built the site's deviation and CAPA trending dashboards in Power BI on top of the TrackWise export, "
        "which replaced a monthly spreadsheet exercise and cut the time to prepare the quality management review "
        "from four days to under one.",
        "Hosted three regulatory inspections (FDA pre-approval inspection 2022, HPRA routine GMP inspections 2021 "
        "and 2024) with no critical or major observations.",
    ]:
        d.add_paragraph(t, style="List Bullet")
    p = d.add_paragraph(); p.add_run("Janssen Sciences Ireland UC (Johnson & Johnson), Ringaskiddy — QA Lead").bold = True
    d.add_paragraph("May 2016 – February 2020")
    for t in [
        "Ran QA operations for the biologics drug-substance facility on a 24/7 shift pattern, owning batch "
        "disposition for upstream and downstream suites and coaching four QA shift specialists.",
        "Led the data-integrity remediation programme after a 2017 internal audit, rewriting 31 SOPs and "
        "rolling out audit-trail review for the chromatography data system.",
    ]:
        d.add_paragraph(t, style="List Bullet")
    p = d.add_paragraph(); p.add_run("Eli Lilly Kinsale Limited").bold = True
    d.add_paragraph("QA Specialist, Jul 2011 – Apr 2016; QC Analyst, Sep 2007 – Jun 2011")
    for t in [
        "As QC Analyst, performed HPLC, GC and Karl Fischer release testing of API intermediates and "
        "investigated out-of-specification results.",
        "As QA Specialist, reviewed executed batch records and supported the validation of a new "
        "continuous-manufacturing line.",
    ]:
        d.add_paragraph(t, style="List Bullet")
    d.add_heading("Education", 1)
    d.add_paragraph("MSc in Pharmaceutical Manufacturing Technology (part-time), Trinity College Dublin, 2013 – 2015")
    d.add_paragraph("BSc (Hons) Biochemistry, University College Cork, 2003 – 2007")
    d.add_heading("Publications", 1)
    d.add_paragraph("Gallagher S, O'Riordan P, Hegarty M. Risk-based review of audit trails in chromatography "
                    "data systems: a site case study. PDA Journal of Pharmaceutical Science and Technology, 2019; "
                    "73(4): 355–364. (first author)")
    d.add_heading("Memberships and Other", 1)
    d.add_paragraph("Member, International Society for Pharmaceutical Engineering (ISPE), Ireland Affiliate", style="List Bullet")
    d.add_paragraph("Lean Six Sigma Green Belt (2018)", style="List Bullet")
    d.add_paragraph("Skills: GMP, ICH Q9/Q10, TrackWise, SAP QM, Power BI, root-cause analysis (5 Whys, Ishikawa)",
                    style="List Bullet")
    d.save(OUT + "Siobhan_Gallagher_CV.docx")

def ms():
    d = Document()
    st = d.styles["Normal"]; st.font.name = "SimSun"; st.font.size = Pt(10.5)
    st.element.rPr.rFonts.set(qn("w:eastAsia"), "宋体")
    d.add_heading("个人简历", 0)
    t = d.add_table(rows=2, cols=4); t.style = "Table Grid"
    for (r, c), v in {(0, 0): "姓名", (0, 1): "孟书雅", (0, 2): "求职意向", (0, 3): "内部审计 / 风险管理",
                      (1, 0): "电话", (1, 1): "139-1875-3321", (1, 2): "邮箱", (1, 3): "mengshuya_audit@163.com"}.items():
        t.cell(r, c).text = v
    d.add_heading("教育背景", 1)
    t = d.add_table(rows=3, cols=4); t.style = "Table Grid"
    rows = [("时间", "学校", "专业", "学位"),
            ("2011.09–2015.06", "西安交通大学", "会计学", "管理学学士"),
            ("2021.09–2024.01", "复旦大学管理学院", "工商管理（在职）", "工商管理硕士 MBA")]
    for i, row in enumerate(rows):
        for j, v in enumerate(row):
            t.cell(i, j).text = v
    d.add_heading("工作经历", 1)
    t = d.add_table(rows=4, cols=3); t.style = "Table Grid"
    rows = [("时间", "单位", "职位"),
            ("2022.03–至今", "交通银行股份有限公司 总行审计监督局（上海）", "高级内部审计师"),
            ("2018.07–2022.02", "交通银行股份有限公司 总行审计监督局（上海）", "内部审计师"),
            ("2015.07–2018.06", "立信会计师事务所（特殊普通合伙）上海总所", "审计助理")]
    for i, row in enumerate(rows):
        for j, v in enumerate(row):
            t.cell(i, j).text = v
    d.add_paragraph("交通银行 工作内容：")
    for s in ["负责信贷业务、个人金融条线的常规审计与专项审计，年均主审项目 6 个，牵头撰写审计报告并跟踪整改",
              "使用 SQL 从审计数据集市抽取交易流水，搭建 Power BI 审计监测看板，覆盖 32 家分行的异常交易预警",
              "参与制定《非现场审计模型开发指引》，开发 18 个非现场审计模型"]:
        d.add_paragraph(s, style="List Bullet")
    d.add_paragraph("立信 工作内容：")
    d.add_paragraph("参与上市公司年报审计、IPO 审计，负责收入、存货科目的实质性程序", style="List Bullet")
    d.add_heading("证书与荣誉", 1)
    d.add_paragraph("国际注册内部审计师（CIA）；中级会计师；2023 年度交通银行总行优秀员工")
    d.save(OUT + "孟书雅_简历.docx")

sg(); ms()
