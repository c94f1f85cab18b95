"""Builds the four DOCX CVs of heldout10 into ../cvs/."""
from docx import Document
from docx.shared import Pt, Cm, RGBColor
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.oxml.ns import qn
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

def cjk(doc, font="宋体"):
    st = doc.styles["Normal"]
    st.font.name = "Calibri"
    st.element.rPr.rFonts.set(qn("w:eastAsia"), font)
    st.font.size = Pt(10.5)

# 1. Cao Yifan: two-column table layout (English)
def cao():
    d = Document()
    d.styles["Normal"].font.name = "Arial"; d.styles["Normal"].font.size = Pt(10)
    t = d.add_table(rows=1, cols=2)
    t.autofit = False
    left, right = t.rows[0].cells
    left.width, right.width = Cm(5.5), Cm(12)
    def L(text, bold=False, size=None):
        p = left.add_paragraph(); r = p.add_run(text); r.bold = bold
        if size: r.font.size = Pt(size)
    def R(text, bold=False, italic=False, size=None, style=None):
        p = right.add_paragraph(style=style) if style else right.add_paragraph()
        r = p.add_run(text); r.bold = bold; r.italic = italic
        if size: r.font.size = Pt(size)
    left.paragraphs[0].add_run("CAO YIFAN").bold = True
    L("Senior Mobile Engineer", size=11)
    L("")
    L("CONTACT", bold=True)
    L("yifan.cao.mobile@gmail.com")
    L("+65 8123 5570")
    L("Singapore (Employment Pass)")
    L("")
    L("SKILLS", bold=True)
    L("Swift, SwiftUI, Objective-C")
    L("Kotlin, Jetpack Compose, Java")
    L("Flutter, GraphQL, Bazel")
    L("")
    L("LANGUAGES", bold=True)
    L("English (professional)")
    L("Mandarin (native)")
    L("")
    L("EDUCATION", bold=True)
    L("National University of Singapore", bold=True)
    L("Master of Computing (Computer Science)")
    L("Aug 2017 – Jun 2019")
    L("Nanjing University of Aeronautics and Astronautics", bold=True)
    L("B.Eng. Software Engineering")
    L("Sep 2013 – Jun 2017")
    right.paragraphs[0].add_run("PROFILE").bold = True
    R("Mobile engineer with seven years shipping consumer apps used by hundreds of millions of people, on both iOS and Android.")
    R("")
    R("EXPERIENCE", bold=True)
    R("TikTok — Senior Mobile Engineer (iOS & Android)", bold=True)
    R("Singapore | Jul 2021 – Present", italic=True)
    R("Tech owner of the TikTok Shop live-shopping player on iOS; rewrote the playback layer in Swift and cut start-up stutter by 30%.", style="List Bullet")
    R("Built a cross-platform experiment SDK in Kotlin Multiplatform used by 14 client teams.", style="List Bullet")
    R("Shopee — Android Engineer", bold=True)
    R("Singapore | Jul 2019 – Jun 2021", italic=True)
    R("Developed the ShopeePay wallet screens in Kotlin; migrated image loading to Coil.", style="List Bullet")
    R("Grab — Android Engineering Intern", bold=True)
    R("Singapore | May 2018 – Aug 2018", italic=True)
    R("Prototyped offline map caching for the driver app.", style="List Bullet")
    R("")
    R("AWARDS", bold=True)
    R("Apple WWDC Scholarship recipient, 2016")
    d.save(os.path.join(OUT, "cao_yifan_cv.docx"))

# 2. Wei Shuang: Chinese DOCX
def wei_zh():
    d = Document(); cjk(d)
    p = d.add_paragraph(); r = p.add_run("魏爽"); r.bold = True; r.font.size = Pt(20)
    d.add_paragraph("算法专家 | 推荐系统 / 大模型 | 139-1177-0426 | weishuang.ml@outlook.com | 上海")
    d.add_heading("教育背景", level=1)
    t = d.add_table(rows=3, cols=4); t.style = "Table Grid"
    for i, row in enumerate([["时间", "学校", "专业", "学历"],
                             ["2017.09–2020.06", "清华大学", "计算机科学与技术", "硕士"],
                             ["2013.09–2017.06", "北京邮电大学", "通信工程", "本科"]]):
        for j, v in enumerate(row):
            t.cell(i, j).text = v
    d.add_heading("工作经历", level=1)
    d.add_paragraph("小红书（行吟信息科技（上海）有限公司）　算法专家　2024.07–至今").runs[0].bold = True
    d.add_paragraph("负责发现页多任务排序模型及基于大模型的查询理解，搜索点击率提升 3.2%。", style="List Bullet")
    d.add_paragraph("小红书　高级算法工程师　2022.04–2024.06").runs[0].bold = True
    d.add_paragraph("搭建实时用户兴趣模型与特征管道，带 3 名算法工程师。", style="List Bullet")
    d.add_paragraph("阿里巴巴达摩院　算法工程师（语言技术实验室）　2020.07–2022.03").runs[0].bold = True
    d.add_paragraph("负责多语言命名实体识别与商品属性抽取模型，服务速卖通商品发布。", style="List Bullet")
    d.add_heading("实习经历", level=1)
    d.add_paragraph("百度　自然语言处理部 实习生　2018.07–2018.09").runs[0].bold = True
    d.add_paragraph("参与百度搜索问答的阅读理解模型调优。", style="List Bullet")
    d.add_heading("获奖与其他", level=1)
    d.add_paragraph("2018 腾讯广告算法大赛 第三名", style="List Bullet")
    d.add_paragraph("2020 年获得字节跳动 AI Lab 校招 offer（未接受）", style="List Bullet")
    d.add_heading("技能", level=1)
    d.add_paragraph("PyTorch、TensorFlow、DeepSpeed、vLLM、Spark、Hive；英语六级（可作为工作语言）")
    d.save(os.path.join(OUT, "wei_shuang_zh.docx"))

# 3. Qiu Zhenyu's old 2021 CV: name only in the page header
def qiu_old():
    d = Document(); cjk(d)
    sec = d.sections[0]
    hp = sec.header.paragraphs[0]; hp.text = "邱振宇 | 个人简历"; hp.alignment = WD_ALIGN_PARAGRAPH.RIGHT
    p = d.add_paragraph(); r = p.add_run("数据开发工程师"); r.bold = True; r.font.size = Pt(16)
    d.add_paragraph("邮箱：qiuzy.data@163.com　电话：158-6811-2093　现居：北京")
    d.add_heading("工作经历", level=1)
    d.add_paragraph("北京京东世纪贸易有限公司（京东）　2017.07–至今").runs[0].bold = True
    d.add_paragraph("高级数据开发工程师（2020.01–至今）：负责订单与物流数仓，设计基于 Kafka 的点击流采集链路，日处理 300 亿条事件。", style="List Bullet")
    d.add_paragraph("数据开发工程师（2017.07–2019.12）：使用 Scala 编写 Spark ETL 作业，为推荐团队产出训练数据。", style="List Bullet")
    d.add_heading("教育背景", level=1)
    d.add_paragraph("杭州电子科技大学　软件工程　在职工程硕士（非全日制，在读）　2019.09–至今")
    d.add_paragraph("浙江大学城市学院　计算机科学与技术　本科　2013.09–2017.06")
    d.add_heading("技能", level=1)
    d.add_paragraph("Spark、Hive、Kafka、Flink、Scala、Java、SQL、Airflow")
    d.save(os.path.join(OUT, "qiu_cv_2021.docx"))

# 4. Ryan O'Connell: bold paragraphs as section titles, no heading styles
def ryan():
    d = Document()
    d.styles["Normal"].font.name = "Georgia"; d.styles["Normal"].font.size = Pt(10.5)
    p = d.add_paragraph(); r = p.add_run("Ryan O'Connell"); r.bold = True; r.font.size = Pt(18)
    d.add_paragraph("Director of Engineering · Sydney, NSW · ryan.oconnell.eng@gmail.com · +61 412 667 908")
    def sec(t):
        p = d.add_paragraph(); r = p.add_run(t.upper()); r.bold = True; r.font.size = Pt(12)
        r.font.color.rgb = RGBColor(0x22, 0x44, 0x66)
    sec("Summary")
    d.add_paragraph("Engineering leader with 18 years in software, the last eleven managing teams. I build organisations that ship reliably: clear ownership, boring on-call, and engineers who grow into leads. Born and educated in Ireland, moved to Australia in 2015.")
    sec("Experience")
    p = d.add_paragraph(); p.add_run("Canva").bold = True; p.add_run(" — Director of Engineering, Design Platform (Mar 2019 – present)")
    d.add_paragraph("Lead an engineering organisation of 45 engineers across five teams (editor core, real-time collaboration, print, performance, developer platform).")
    d.add_paragraph("Grew the group from 12 to 45 people; introduced the staff-engineer track and a quarterly reliability review.")
    d.add_paragraph("Sponsored the move of the editor's collaboration backend from polling to CRDT-based sync, cutting conflict errors by 80%.")
    p = d.add_paragraph(); p.add_run("Atlassian").bold = True; p.add_run(" — Engineering Manager, Jira Cloud (Jul 2015 – Feb 2019)")
    d.add_paragraph("Managed three teams (22 engineers) responsible for Jira Cloud notifications and integrations.")
    d.add_paragraph("Partnered with Microsoft on the Microsoft Teams integration launch in 2018.")
    p = d.add_paragraph(); p.add_run("Amazon Web Services").bold = True; p.add_run(" — Software Development Engineer II (Jan 2012 – Jun 2015); Software Development Engineer (Sep 2008 – Dec 2011), Dublin")
    d.add_paragraph("Built control-plane services for Amazon EC2 networking in Java; on-call for the VPC control plane.")
    sec("Education")
    d.add_paragraph("Executive MBA, AGSM @ UNSW Business School, Sydney — 2017 – 2018 (completed four of eight courses; did not finish)")
    d.add_paragraph("B.A. (Mod.) Computer Science, Trinity College Dublin — 2004 – 2008, First Class Honours")
    sec("Talks")
    d.add_paragraph("“Scaling on-call without burning out”, QCon London 2019")
    sec("Skills")
    d.add_paragraph("Engineering management, hiring, org design, incident management, Java, TypeScript, AWS")
    d.save(os.path.join(OUT, "ryan_oconnell.docx"))

if __name__ == "__main__":
    cao(); wei_zh(); qiu_old(); ryan(); print("docx done")
