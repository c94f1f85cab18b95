"""Builds the two DOCX CVs into ../cvs/."""
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

def serena():
    d = Document()
    p = d.add_paragraph(); r = p.add_run("Serena Gu Wanting"); r.bold = True; r.font.size = Pt(20)
    d.add_paragraph("Senior Brand Manager · Prestige Skincare | Shanghai | +86 139 1624 7705 | serena.gu.wt@gmail.com")
    d.add_heading("Profile", level=1)
    d.add_paragraph("Brand builder with thirteen years in prestige and mass beauty: consumer insight, 360° launch plans, "
                    "pricing and P&L ownership for brands with RMB 1bn+ retail sales. I like to turn a sharp consumer "
                    "truth into a campaign the sales team can actually sell.")
    d.add_heading("Experience", level=1)
    d.add_heading("Shiseido China — Clé de Peau Beauté", level=2)
    d.add_paragraph("Senior Brand Manager, Apr 2022 – Present", style="List Bullet")
    d.add_paragraph("Own the skincare franchise P&L (RMB 1.3bn retail); led the 2024 serum relaunch, +27% sell-out in Tmall "
                    "and duty-free travel retail.", style="List Bullet")
    d.add_paragraph("Brand Manager, Nov 2019 – Mar 2022: launched the brand's first Douyin live-commerce programme.", style="List Bullet")
    d.add_paragraph("Partnered with Baidu and Xiaohongshu on search and social campaigns; agency of record: Publicis.", style="List Bullet")
    d.add_heading("L'Oréal China — Consumer Products Division (Maybelline New York)", level=2)
    d.add_paragraph("Assistant Brand Manager, Sep 2014 – Jun 2018: lip and base make-up lines, consumer tests, "
                    "trade-marketing toolkits for 3,000 counters.", style="List Bullet")
    d.add_paragraph("Management Trainee, Jul 2013 – Aug 2014: rotations in sales, supply chain and marketing.", style="List Bullet")
    d.add_heading("Earlier", level=2)
    d.add_paragraph("Summer 2012 — Audit Intern, PwC Zhong Tian, Shanghai (six weeks).")
    d.add_heading("Education", level=1)
    d.add_paragraph("INSEAD — MBA, Fontainebleau & Singapore campuses, Aug 2018 – Jul 2019")
    d.add_paragraph("Fudan University — BA in Advertising, School of Journalism, 2009 – 2013")
    d.add_heading("Speaking & Awards", level=1)
    d.add_paragraph("Speaker, Cosmoprof Asia Beauty Summit, Hong Kong, 2023 (\"Prestige skincare after the duty-free boom\").")
    d.add_paragraph("L'Oréal China Brand Excellence Award, 2017.")
    d.add_heading("Skills", level=1)
    d.add_paragraph("Brand strategy, pricing, Nielsen & Kantar panels, Tmall/Douyin e-commerce, Python (basic, online course), "
                    "Mandarin (native), English (fluent), French (basic).")
    d.save(os.path.join(OUT, "Serena_Gu_Brand_Manager.docx"))

def qi():
    d = Document()
    t = d.add_paragraph(); t.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = t.add_run("戚梦洁"); r.bold = True; r.font.size = Pt(20)
    c = d.add_paragraph("2026届会计学本科毕业生 | 北京 | 电话：152-0113-8846 | 邮箱：qimengjie2026@126.com")
    c.alignment = WD_ALIGN_PARAGRAPH.CENTER
    d.add_heading("教育背景", level=1)
    tb = d.add_table(rows=2, cols=4); tb.style = "Table Grid"
    for i, v in enumerate(["学校", "专业 / 学历", "时间", "成绩"]): tb.rows[0].cells[i].text = v
    for i, v in enumerate(["中央财经大学", "会计学（ACCA方向） 本科 管理学学士", "2022.09 - 2026.06", "GPA 3.71/4.0，专业前 10%"]):
        tb.rows[1].cells[i].text = v
    d.add_heading("实习经历", level=1)
    tb = d.add_table(rows=3, cols=3); tb.style = "Table Grid"
    rows = [["时间", "单位 / 岗位", "工作内容"],
            ["2025年7月 - 2025年9月", "招商银行 上海分行 公司金融部 实习生",
             "协助客户经理整理授信材料、编制企业财务报表分析；参与贷后检查，复核 40 余家企业的流水与发票。"],
            ["2025年1月 - 2025年2月", "普华永道中天会计师事务所 审计部 寒假实习生",
             "参与一家制造业客户年审，负责存货监盘与函证跟进，用 Excel 完成底稿。"]]
    for ri, row in enumerate(rows):
        for ci, v in enumerate(row): tb.rows[ri].cells[ci].text = v
    d.add_heading("校园经历", level=1)
    d.add_paragraph("2023.09 - 2024.06 中央财经大学会计学院学生会 学术部部长")
    d.add_paragraph("2024 全国大学生会计信息化技能大赛 一等奖")
    d.add_heading("证书与技能", level=1)
    d.add_paragraph("CPA 专业阶段：会计、税法 已通过；初级会计职称；英语六级 612")
    d.add_paragraph("技能：Excel（数据透视表、VLOOKUP）、用友 U8、金蝶；Python、SQL（课程学习）")
    d.add_heading("求职意向", level=1)
    d.add_paragraph("银行对公业务 / 审计。曾获某证券公司投行部 offer（已婉拒）。")
    d.save(os.path.join(OUT, "qi_mengjie_简历.docx"))

serena(); qi()
