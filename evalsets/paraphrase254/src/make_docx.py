"""Builds the two DOCX CVs into ../cvs/."""
import os
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "cvs")


def community_manager():
    d = Document()
    st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)
    foot = d.sections[0].footer.paragraphs[0]
    foot.text = "Nadhirah Sharifuddin — CV — page 1"
    foot.alignment = WD_ALIGN_PARAGRAPH.CENTER
    t = d.add_paragraph(); r = t.add_run("COMMUNITY MANAGER — GAMES PUBLISHING"); r.bold = True; r.font.size = Pt(16)
    d.add_paragraph("Singapore · nadhirah.sh@gmail.com · +65 9123 4471 · linkedin.com/in/nadhirah-sh")
    d.add_paragraph("Seven live-service launches, three regions, one rule: players hear it from us first. "
                    "I build and moderate player communities on Discord, Reddit, X and in-game, and translate what "
                    "players feel into something a producer can act on.")
    d.add_heading("Experience", level=1)
    d.add_heading("Level Infinite (Tencent Games) — Singapore", level=2)
    d.add_paragraph("Community Manager, SEA & Global | Mar 2022 – Present")
    for b in [
        "Lead community for two mid-core mobile titles; Discord grew from 40k to 310k members with a volunteer moderator programme of 55 people.",
        "Write and ship patch notes, maintenance notices and incident comms in English and Malay; weekly sentiment report to the live-ops producers.",
        "Run creator programme for 120 content creators across SEA; coordinate with Tencent's regional marketing teams in Shenzhen and Singapore.",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("Garena (Sea Group) — Singapore", level=2)
    d.add_paragraph("Community Executive | Jul 2020 – Feb 2022")
    for b in [
        "Moderated official Facebook groups and forums for a top-3 battle royale title in Indonesia and Malaysia.",
        "Organised 14 offline fan meet-ups and two community tournaments.",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("Ubisoft Singapore", level=2)
    d.add_paragraph("Community & Social Media Intern | May 2019 – Aug 2019")
    d.add_paragraph("Scheduled social posts and compiled player-feedback digests for the studio's live game team.", style="List Bullet")
    d.add_heading("Education", level=1)
    d.add_paragraph("Nanyang Technological University, Singapore — Bachelor of Communication Studies (Honours), 2016 – 2020")
    d.add_heading("Awards", level=1)
    d.add_paragraph("Community Hero of the Year, Singapore Games Association Awards 2023")
    d.add_heading("Tools & skills", level=1)
    tbl = d.add_table(rows=3, cols=2); tbl.style = "Table Grid"
    rows = [("Platforms", "Discord (bots, AutoMod), Reddit, X, Facebook Groups, TikTok"),
            ("Analytics", "Sprinklr, Brandwatch, Google Sheets, basic SQL"),
            ("Languages", "English, Malay (native), Bahasa Indonesia, conversational Mandarin")]
    for i, (a, b) in enumerate(rows):
        tbl.cell(i, 0).text = a; tbl.cell(i, 1).text = b
    d.save(os.path.join(OUT, "CV_community_2026.docx"))


def warehouse_zh():
    d = Document()
    st = d.styles["Normal"]; st.font.name = "SimSun"; st.font.size = Pt(10.5)
    p = d.add_paragraph(); r = p.add_run("孔德昌 — 个人简历"); r.bold = True; r.font.size = Pt(18)
    d.add_paragraph("求职意向：海外仓 / 跨境电商仓储运营负责人")
    info = d.add_table(rows=2, cols=4); info.style = "Table Grid"
    vals = [["性别", "男", "出生年月", "1987年3月"], ["电话", "138 2657 0913", "邮箱", "kong.dechang@163.com"]]
    for i, row in enumerate(vals):
        for j, v in enumerate(row):
            info.cell(i, j).text = v
    d.add_heading("教育背景", level=1)
    edu = d.add_table(rows=3, cols=4); edu.style = "Table Grid"
    erows = [["时间", "学校", "专业", "学历"],
             ["2025年9月 - 至今", "上海交通大学安泰经济与管理学院", "工商管理（在职MBA）", "硕士在读"],
             ["2005年9月 - 2009年7月", "同济大学", "物流工程", "本科"]]
    for i, row in enumerate(erows):
        for j, v in enumerate(row):
            edu.cell(i, j).text = v
    d.add_heading("工作经历", level=1)
    work = d.add_table(rows=5, cols=3); work.style = "Table Grid"
    wrows = [["时间", "公司", "职位"],
             ["2023年1月 - 至今", "安克创新科技股份有限公司（Anker）", "仓储运营高级经理"],
             ["2020年1月 - 2022年12月", "安克创新科技股份有限公司（Anker）", "仓储运营经理"],
             ["2014年6月 - 2019年12月", "递四方速递（4PX）", "海外仓运营经理"],
             ["2009年7月 - 2014年5月", "普洛斯（GLP）中国", "仓储主管"]]
    for i, row in enumerate(wrows):
        for j, v in enumerate(row):
            work.cell(i, j).text = v
    d.add_heading("主要业绩", level=2)
    for b in [
        "负责安克在美国、德国、日本共6个海外仓及FBA头程的仓储运营，管理团队82人，年出库量约2,100万件。",
        "主导WMS系统从自研切换至Manhattan Active WM，拣货差错率由0.21%降至0.04%。",
        "在递四方期间筹建英国伯明翰海外仓（3.5万平方米），从0到日均单量4万单。",
        "项目合作方：麦肯锡（2021年仓网规划项目），负责提供运营数据与现场支持。",
        "参与同济大学课题组横向合作，成果发表于 Transportation Research Part E（第三作者）。",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("技能证书", level=1)
    d.add_paragraph("精益六西格玛绿带；SAP EWM、Manhattan WMS、Excel/Power BI；英语CET-6，可作为工作语言。")
    d.save(os.path.join(OUT, "孔德昌_仓储运营_简历.docx"))


if __name__ == "__main__":
    community_manager()
    warehouse_zh()
