"""Builds the two DOCX CVs in ../cvs/."""
import os
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "cvs")


def zh_font(doc):
    st = doc.styles["Normal"]
    st.font.name = "Noto Sans CJK SC"
    st.font.size = Pt(10.5)
    st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")


def table(doc, rows, style="Table Grid"):
    t = doc.add_table(rows=len(rows), cols=len(rows[0]))
    t.style = style
    for i, r in enumerate(rows):
        for j, v in enumerate(r):
            t.cell(i, j).text = v
    return t


# ---------------- P4: 卜嘉言, new Chinese CV with tables ----------------
d = Document()
zh_font(d)
d.add_heading("个人简历", 0)
table(d, [
    ["姓名", "卜嘉言", "求职意向", "地图 / 出行产品负责人"],
    ["电话", "186-0275-3318", "邮箱", "bujiayan_pm@126.com"],
    ["现居", "北京", "更新", "2025年10月"],
])
d.add_heading("教育背景", 1)
table(d, [
    ["时间", "学校", "专业", "学历"],
    ["2014.09 - 2018.06", "武汉理工大学", "地理信息科学", "理学学士"],
])
d.add_heading("工作经历", 1)
table(d, [
    ["时间", "公司", "职位"],
    ["2024.07 - 至今", "北京小桔科技有限公司（滴滴出行）", "高级地图产品经理"],
    ["2022.01 - 2024.06", "北京小桔科技有限公司（滴滴出行）", "地图产品经理"],
    ["2018.07 - 2021.12", "高德软件有限公司（高德地图，阿里巴巴集团旗下）", "产品经理（导航）"],
    ["2017.07 - 2017.09", "北京四维图新科技股份有限公司", "数据运营实习生"],
])
d.add_paragraph("滴滴出行 · 地图产品", style="Heading 2")
for b in [
    "负责网约车上车点推荐与司机端路线规划产品，上车点准确率从 81% 提升到 93%，乘客取消率下降 2.1 个百分点",
    "用 Python 和 Hive SQL 分析司乘轨迹数据，定位偏航与绕路高发路段，推动道路数据迭代",
    "牵头与地图数据、定价、安全团队的跨部门评审，负责需求优先级与版本节奏",
]:
    d.add_paragraph(b, style="List Bullet")
d.add_paragraph("高德地图 · 驾车导航", style="Heading 2")
for b in [
    "负责路线偏好、到达提醒与道路事件上报功能，覆盖日活 3000 万用户",
    "设计施工封路事件的众包审核流程，事件生效时长缩短 40%",
]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("专利与荣誉", 1)
d.add_paragraph("发明专利（第二发明人）：一种基于轨迹聚类的上车点推荐方法，2023")
d.add_paragraph("2020 年度高德地图“最佳产品体验奖”")
d.add_heading("技能", 1)
d.add_paragraph("Python、Hive SQL、Axure、Figma、A/B 实验设计、ArcGIS")
d.save(os.path.join(OUT, "卜嘉言-地图产品经理-2025.docx"))

# ---------------- P5: Karan Thiruvengadam, English CV ----------------
d = Document()
d.add_heading("Karan Thiruvengadam", 0)
d.add_paragraph("Staff Analog IC Design Engineer — Power Management")
d.add_paragraph("San Jose, CA  ·  karan.thiru.ic@gmail.com  ·  +1 408 555 0174")
d.add_heading("Summary", 1)
d.add_paragraph(
    "Fourteen years designing power-management ICs (buck/boost converters, LDOs, battery chargers and "
    "multi-rail PMICs) from specification through silicon bring-up, for mobile, automotive and "
    "data-centre customers.")
d.add_heading("Experience", 1)
p = d.add_paragraph()
p.add_run("Monolithic Power Systems (MPS)").bold = True
p.add_run(" — San Jose, CA")
d.add_paragraph("Staff Analog Design Engineer, 04/2023 – today")
d.add_paragraph("Senior Analog Design Engineer, 06/2019 – 03/2023")
for b in [
    "Lead designer of a 6-phase digital multiphase controller's current-sense and protection blocks for AI-server VRMs.",
    "Designed a 40 V synchronous buck converter with adaptive on-time control; first-silicon success, now in mass production.",
    "Mentor three junior designers; own the analog design review checklist for the Power Solutions group.",
]:
    d.add_paragraph(b, style="List Bullet")
p = d.add_paragraph()
p.add_run("Dialog Semiconductor (now part of Renesas)").bold = True
p.add_run(" — Edinburgh, UK")
d.add_paragraph("Analog Design Engineer, PMIC, Sep 2012 – May 2019")
for b in [
    "Designed LDOs and a low-quiescent-current bandgap for smartphone PMICs shipped in tens of millions of units.",
    "Transistor-level design and verification in Cadence Virtuoso and Spectre; top-level mixed-signal checks with AMS Designer.",
]:
    d.add_paragraph(b, style="List Bullet")
p = d.add_paragraph()
p.add_run("Tata Motors").bold = True
p.add_run(" — Pune, India")
d.add_paragraph("Industrial placement (summer intern), Electrical & Electronics, May 2010 – Jul 2010")
d.add_paragraph("Bench-tested body-control-module power supplies against automotive load-dump profiles.", style="List Bullet")
d.add_heading("Education", 1)
table(d, [
    ["Degree", "Institution", "Years"],
    ["MSc Electronics", "University of Edinburgh", "2011 – 2012"],
    ["PhD, Electronics (part-time) — discontinued", "University of Edinburgh", "2014 – 2016"],
    ["B.Tech Electronics and Communication Engineering", "Vellore Institute of Technology", "2007 – 2011"],
])
d.add_heading("Publications", 1)
d.add_paragraph(
    "H. Kessler, A. Moreau, K. Thiruvengadam, et al., \"A 94%-Peak-Efficiency Hybrid Buck Converter with "
    "Dual-Mode Inductor Current Sensing,\" ISSCC 2018. (third author)")
d.add_heading("Skills", 1)
d.add_paragraph("Cadence Virtuoso, Spectre, AMS Designer, SKILL scripting, MATLAB, lab bring-up (oscilloscopes, e-loads), DFMEA")
d.save(os.path.join(OUT, "Karan_Thiruvengadam_PMIC.docx"))
print("ok")
