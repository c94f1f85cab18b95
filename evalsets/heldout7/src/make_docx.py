"""Builds the four DOCX CVs of heldout7 into ../cvs (python-docx)."""
import os
from docx import Document
from docx.shared import Pt, Cm, RGBColor
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.oxml.ns import qn
from docx.oxml import OxmlElement

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")


def cjk(doc, font="Microsoft YaHei"):
    st = doc.styles["Normal"]
    st.font.name = "Calibri"
    st.font.size = Pt(10.5)
    st.element.rPr.rFonts.set(qn("w:eastAsia"), font)


def no_borders(table):
    tbl = table._tbl
    pr = tbl.tblPr
    b = OxmlElement("w:tblBorders")
    for e in ("top", "left", "bottom", "right", "insideH", "insideV"):
        el = OxmlElement(f"w:{e}")
        el.set(qn("w:val"), "nil")
        b.append(el)
    pr.append(b)


def para(container, text="", bold=False, size=None, color=None, italic=False, align=None, style=None):
    p = container.add_paragraph(style=style) if style else container.add_paragraph()
    if text:
        r = p.add_run(text)
        r.bold = bold
        r.italic = italic
        if size:
            r.font.size = Pt(size)
        if color:
            r.font.color.rgb = RGBColor(*color)
    if align:
        p.alignment = align
    p.paragraph_format.space_after = Pt(2)
    return p


def bullet(container, text):
    p = container.add_paragraph(style="List Bullet")
    p.add_run(text)
    p.paragraph_format.space_after = Pt(1)
    return p


# ---------------- 1. Siyuan Chen, English, two-column table layout ----------------
def chen():
    d = Document()
    cjk(d)
    for s in d.sections:
        s.left_margin = s.right_margin = Cm(1.5)
        s.top_margin = s.bottom_margin = Cm(1.4)
    para(d, "SIYUAN CHEN", bold=True, size=22, color=(30, 60, 110))
    para(d, "Cloud-native infrastructure engineer · GPU scheduling · Kubernetes", italic=True)
    t = d.add_table(rows=1, cols=2)
    no_borders(t)
    t.autofit = False
    left, right = t.rows[0].cells
    left.width, right.width = Cm(5.6), Cm(12.4)
    left.paragraphs[0].add_run("CONTACT").bold = True
    for x in ["chen.siyuan.dev@gmail.com", "+86 138 1234 5678", "Hangzhou, China"]:
        para(left, x)
    para(left, "")
    para(left, "EDUCATION", bold=True)
    para(left, "Zhejiang University", bold=True)
    para(left, "B.Eng. Computer Science and Technology")
    para(left, "2010 – 2014")
    para(left, "")
    para(left, "SKILLS", bold=True)
    for x in ["Go, Java, Python", "Kubernetes, Docker", "Linux cgroup, eBPF", "MySQL, Redis"]:
        para(left, x)
    para(left, "")
    para(left, "AWARDS", bold=True)
    para(left, "2nd prize, Tencent Techo Hackathon 2016 (side project)")
    para(left, "Alibaba Cloud Double 11 Tech Award, 2019")
    para(left, "")
    para(left, "LANGUAGES", bold=True)
    para(left, "Chinese (native), English (fluent)")

    right.paragraphs[0].add_run("EXPERIENCE").bold = True
    para(right, "Alibaba Cloud — Container Service for Kubernetes (ACK), Hangzhou", bold=True)
    para(right, "Staff Engineer & Tech Lead, GPU Sharing · Jul 2021 – Present", italic=True)
    para(right, "Senior Software Engineer · Apr 2018 – Jun 2021", italic=True)
    bullet(right, "Designed GPU sharing (cGPU) in the Kubernetes scheduler: fine-grained slicing of GPU memory and compute between pods.")
    bullet(right, "Raised average cluster GPU utilisation from 30% to 65% for LLM inference workloads.")
    bullet(right, "Rewrote the ACK scheduler extension framework in Go; 20,000-node clusters.")
    bullet(right, "Promoted to Staff Engineer in July 2021.")
    para(right, "")
    para(right, "Meituan — Food Delivery, Beijing", bold=True)
    para(right, "Backend Engineer · Jul 2014 – Mar 2018", italic=True)
    bullet(right, "Java backend for the order system and rider dispatch; 20M orders/day at peak.")
    bullet(right, "Led the MySQL sharding of the order database; P99 latency of core APIs down 40%.")
    para(right, "")
    para(right, "Alibaba (Taobao), Hangzhou", bold=True)
    para(right, "Backend Intern · Jul 2013 – Sep 2013", italic=True)
    bullet(right, "Cache service for the Taobao item-detail page.")
    d.save(os.path.join(OUT, "Siyuan_Chen_Resume.docx"))


# ---------------- 2. 刘佳琪, Chinese, education table ----------------
def liu():
    d = Document()
    cjk(d)
    h = para(d, "刘佳琪", bold=True, size=20, align=WD_ALIGN_PARAGRAPH.CENTER)
    para(d, "女 | 北京 | 177-2030-4455 | liujiaqi_data@163.com", align=WD_ALIGN_PARAGRAPH.CENTER)
    para(d, "求职意向：高级数据分析师 / 数据分析专家", align=WD_ALIGN_PARAGRAPH.CENTER)
    d.add_heading("教育背景", level=2)
    t = d.add_table(rows=2, cols=4)
    t.style = "Table Grid"
    for c, x in zip(t.rows[0].cells, ["学校", "专业", "学历", "时间"]):
        c.paragraphs[0].add_run(x).bold = True
    for c, x in zip(t.rows[1].cells, ["北京邮电大学", "统计学", "本科", "2016.09–2020.06"]):
        c.text = x
    d.add_heading("工作经历", level=2)
    para(d, "京东集团 · 零售数据中心　　高级数据分析师　　2023.01–至今", bold=True)
    bullet(d, "负责京东超市用户增长分析，搭建 GMV 归因看板（Tableau），覆盖 30+ 品类")
    bullet(d, "设计并分析 A/B 实验，年均评估 80+ 个营销与页面实验")
    para(d, "美团 · 到店事业群　　数据分析师　　2020.07–2022.12", bold=True)
    bullet(d, "负责到店团购用户留存与复购分析，搭建用户分层模型（RFM）")
    bullet(d, "营销活动 ROI 评估，Hive SQL 日常取数与指标体系建设")
    para(d, "字节跳动 · 抖音电商　　数据分析实习生　　2019.07–2019.12", bold=True)
    bullet(d, "直播带货 GMV 日报与异常波动归因")
    d.add_heading("专业技能", level=2)
    para(d, "SQL（Hive / Spark SQL）、Python（pandas、statsmodels）、Tableau、A/B 测试、因果推断")
    d.add_heading("证书与获奖", level=2)
    bullet(d, "CDA 数据分析师二级认证（2021）")
    bullet(d, "2019 全国大学生统计建模大赛 一等奖")
    bullet(d, "2018 阿里云天池新人赛（数据分析赛道）Top 5%")
    d.save(os.path.join(OUT, "刘佳琪_数据分析师_简历.docx"))


# ---------------- 3. SRE CV, name only in the footer and e-mail ----------------
def nowak():
    d = Document()
    st = d.styles["Normal"]
    st.font.name = "Calibri"
    st.font.size = Pt(10.5)
    sec = d.sections[0]
    fp = sec.footer.paragraphs[0]
    fp.text = "Katarzyna Nowak — CV 2026"
    fp.alignment = WD_ALIGN_PARAGRAPH.CENTER
    para(d, "Curriculum Vitae", bold=True, size=20)
    para(d, "Site Reliability Engineering · Engineering Management", italic=True, size=12)
    para(d, "Amsterdam, NL · +31 6 1234 5678 · katarzyna.nowak.sre@gmail.com")
    d.add_heading("Profile", level=1)
    para(d, "SRE leader with 12 years in infrastructure: large-scale Kubernetes, observability and incident management. Currently manages the Payments SRE team.")
    d.add_heading("Experience", level=1)
    d.add_heading("Booking.com, Amsterdam", level=2)
    para(d, "Engineering Manager, SRE (Payments) — Feb 2024 – present", italic=True)
    bullet(d, "Manages 8 SREs; owns reliability of the payments platform (99.99% SLO).")
    para(d, "Senior Site Reliability Engineer — Oct 2021 – Jan 2024", italic=True)
    bullet(d, "Migrated 1,200 services to Kubernetes with Terraform-managed clusters.")
    d.add_heading("Google, Warsaw", level=2)
    para(d, "Site Reliability Engineer, Google Cloud Storage — Jan 2018 – Sep 2021", italic=True)
    bullet(d, "On-call for GCS metadata services; wrote Go tooling for automated capacity planning.")
    d.add_heading("Allegro, Poznań", level=2)
    para(d, "System Administrator, later DevOps Engineer — Jul 2014 – Dec 2017", italic=True)
    bullet(d, "Puppet to Ansible migration; Prometheus monitoring for 3,000 hosts.")
    d.add_heading("Education", level=1)
    para(d, "Warsaw University of Technology — BSc Computer Science, 2010 – 2014")
    para(d, "Warsaw University of Technology — MSc Computer Science, 2014 – 2015 (not completed)")
    d.add_heading("Certifications", level=1)
    bullet(d, "Certified Kubernetes Administrator (CKA), 2019")
    bullet(d, "AWS Certified Solutions Architect – Associate, 2022")
    d.add_heading("Skills", level=1)
    para(d, "Kubernetes, Terraform, Prometheus, Grafana, Go, Python, incident management")
    d.save(os.path.join(OUT, "CV_SRE_2026.docx"))


# ---------------- 4. 黄志强, old Chinese CV (2021) ----------------
def huang():
    d = Document()
    cjk(d, "SimSun")
    para(d, "个人简历", bold=True, size=18, align=WD_ALIGN_PARAGRAPH.CENTER)
    para(d, "姓名：黄志强　　性别：男　　手机：139-8765-4321　　邮箱：hzq.bigdata@163.com")
    para(d, "求职意向：大数据平台架构师　　更新于 2021 年 3 月")
    d.add_heading("工作经历", level=2)
    para(d, "百度在线网络技术（北京）有限公司　大数据部　2016.01–至今", bold=True)
    para(d, "高级工程师（2016.01–2018.12）；数据湖团队技术负责人（2019.01–至今）")
    bullet(d, "建设公司级 Flink 实时计算平台，承载 3000+ 流式作业")
    bullet(d, "主导 40PB Hive 数仓向数据湖迁移，全程无停机")
    para(d, "华为技术有限公司　软件工程师　2012.07–2015.12", bold=True)
    bullet(d, "运营商 OSS 产品线基于 Hadoop 的日志分析系统，Java 开发")
    d.add_heading("教育背景", level=2)
    para(d, "西安电子科技大学　计算机科学与技术　本科　2008.09–2012.06")
    d.add_heading("专业技能", level=2)
    para(d, "Hadoop、Spark、Flink、Kafka、Hive；Java、Scala、Python")
    d.save(os.path.join(OUT, "黄志强_简历_2021.docx"))


if __name__ == "__main__":
    chen(); liu(); nowak(); huang()
