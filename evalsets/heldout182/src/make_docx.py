"""Build the two DOCX CVs of heldout182."""
from docx import Document
from docx.shared import Pt, Cm
from docx.oxml.ns import qn
import os

OUT = os.path.join(os.path.dirname(__file__), "..", "cvs")


def imke():
    d = Document()
    for s in d.sections:
        s.left_margin = s.right_margin = Cm(1.6)
    h = d.add_paragraph()
    r = h.add_run("IMKE STURDEVANT"); r.bold = True; r.font.size = Pt(20)
    d.add_paragraph("Senior Content Strategist · Amsterdam · imke.sturdevant@proton.me · +31 6 4182 7730")
    t = d.add_table(rows=1, cols=2)
    left, right = t.rows[0].cells
    left.width = Cm(6); right.width = Cm(11.5)

    def lp(text, bold=False):
        p = left.add_paragraph(); rr = p.add_run(text); rr.bold = bold; return p

    def rp(text, bold=False, italic=False):
        p = right.add_paragraph(); rr = p.add_run(text); rr.bold = bold; rr.italic = italic; return p

    left.paragraphs[0].add_run("EDUCATION").bold = True
    lp("MA Journalism", True)
    lp("City, University of London")
    lp("2012 – 2013")
    lp("MA (Hons) History", True)
    lp("University of Edinburgh")
    lp("2008 – 2012")
    lp("Part-time MBA (not completed)", True)
    lp("The Open University Business School")
    lp("2019 – 2020, left after stage one")
    lp("")
    lp("SKILLS", True)
    for s in ["Content strategy & information architecture", "Editorial style guides, voice & tone",
              "SEO, Google Search Console", "Contentful, WordPress, Confluence",
              "Figma (content design)", "Tableau, SQL (basic)", "Interviewing & fact-checking"]:
        lp(s)
    lp("")
    lp("LANGUAGES", True)
    lp("English (native), Dutch (B2), German (A2)")
    lp("")
    lp("RECOGNITION", True)
    lp("Shortlisted, Technology Journalist of the Year, British Journalism Awards 2019")
    lp("Speaker, Google News Initiative verification workshop, London, 2018")

    right.paragraphs[0].add_run("PROFILE").bold = True
    rp("Former technology correspondent who moved from newsrooms into software in 2021. "
       "I build content systems for developer and team-collaboration products: in-product copy, "
       "documentation strategy and editorial governance across product teams.")
    rp("EXPERIENCE", True)
    rp("Atlassian — Amsterdam", True)
    rp("Senior Content Strategist, Confluence · 03/2023 – present", italic=True)
    rp("Own the content strategy for Confluence onboarding and templates; set the voice & tone "
       "guidelines used by 14 product teams. Ran a content audit of 2,400 help articles and cut "
       "duplicates by a third. Work with product managers and designers in Figma on in-product copy.")
    rp("Content Strategist · 03/2021 – 02/2023", italic=True)
    rp("Joined as the first content strategist on Jira Work Management; wrote the naming "
       "guidelines and release-note process.")
    rp("Reuters — London", True)
    rp("Technology Correspondent · 01/2016 – 02/2021", italic=True)
    rp("Covered European tech regulation, cybersecurity and the chip industry; broke stories on "
       "GDPR enforcement. Filed around 600 stories, including long-form investigations.")
    rp("The Guardian — London", True)
    rp("Reporter, Business desk · 09/2013 – 12/2015", italic=True)
    rp("Daily news reporting on retail and technology companies; live-blogged earnings.")
    rp("BBC News — Manchester", True)
    rp("Newsroom intern · summer 2012", italic=True)
    rp("Ten-week internship at BBC North West Tonight; researched and pitched local stories.")
    d.save(os.path.join(OUT, "Imke_Sturdevant_Resume.docx"))


def nai():
    d = Document()
    st = d.styles["Normal"]
    st.font.name = "SimSun"; st.element.rPr.rFonts.set(qn("w:eastAsia"), "SimSun")
    d.add_heading("佴雪宁 · 个人简历", level=1)
    d.add_paragraph("高级临床研究助理（Senior CRA）｜ 北京 ｜ 186-1103-5528 ｜ naixuening@126.com")
    d.add_paragraph("更新于 2026 年 10 月")
    d.add_heading("工作经历", level=2)
    d.add_paragraph("IQVIA 艾昆纬（原昆泰 Quintiles）　临床运营部　北京", style=None).runs[0].bold = True
    d.add_paragraph("高级临床研究助理（Senior CRA）　2024年4月 - 至今")
    d.add_paragraph("负责 2 项肿瘤 III 期国际多中心试验在华北 6 家中心的监查，包括中心筛选、启动、"
                    "常规监查与关闭；使用 Medidata Rave EDC 与 Veeva Vault CTMS；以 buddy 身份带教 2 名新入职 CRA（非直属汇报）。",
                    style="List Bullet")
    d.add_paragraph("临床研究助理（CRA）　2021年7月 - 2024年3月")
    d.add_paragraph("负责心血管与内分泌领域 II/III 期试验的现场监查、SDV 与 AE/SAE 跟踪，"
                    "累计独立监查 9 家中心。", style="List Bullet")
    d.add_paragraph("北京协和医院　药剂科").runs[0].bold = True
    d.add_paragraph("临床药师　2017年8月 - 2021年6月")
    d.add_paragraph("参与心内科临床查房与用药咨询；兼任 GCP 机构药物管理员，配合申办方及 CRO"
                    "（泰格医药、药明康德）完成 12 项临床试验的试验用药品管理。", style="List Bullet")
    d.add_paragraph("国药控股北京有限公司　零售药房").runs[0].bold = True
    d.add_paragraph("药师　2015年7月 - 2017年7月")
    d.add_paragraph("处方审核、用药指导与药品质量管理。", style="List Bullet")
    d.add_heading("教育背景", level=2)
    t = d.add_table(rows=3, cols=4); t.style = "Table Grid"
    rows = [("时间", "学校", "专业", "学历"),
            ("2024.09 - 至今", "北京大学医学部（药学院）", "药学（在职专业学位）", "硕士在读，预计 2027 年毕业"),
            ("2011.09 - 2015.06", "中国药科大学", "药学", "本科")]
    for i, row in enumerate(rows):
        for j, v in enumerate(row):
            t.cell(i, j).text = v
    d.add_heading("证书与技能", level=2)
    d.add_paragraph("执业药师资格证（2016）；ICH-GCP 培训证书（2021，IQVIA 内部）", style="List Bullet")
    d.add_paragraph("Medidata Rave EDC、Veeva Vault CTMS、Excel；英语 CET-6，可作英文监查报告", style="List Bullet")
    d.save(os.path.join(OUT, "佴雪宁_简历_2026.docx"))


if __name__ == "__main__":
    imke(); nai()
