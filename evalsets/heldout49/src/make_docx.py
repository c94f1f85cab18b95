"""Builds the two DOCX CVs of heldout49 into ../cvs/."""
from docx import Document
from docx.shared import Pt
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "cvs"


def liao_2021():
    d = Document()
    d.add_heading("廖启航 — 个人简历", 0)
    d.add_paragraph("热设计工程师 | 手机：186-6301-5728 | 邮箱：liaoqh_thermal@163.com | 山东济南")
    d.add_heading("教育背景", 1)
    t = d.add_table(rows=2, cols=4)
    t.style = "Table Grid"
    for i, c in enumerate(["学校", "专业", "学历", "时间"]):
        t.cell(0, i).text = c
    for i, c in enumerate(["东南大学成贤学院", "热能与动力工程", "本科", "2011.09-2015.06"]):
        t.cell(1, i).text = c
    d.add_heading("工作经历", 1)
    d.add_paragraph("浪潮电子信息产业股份有限公司  服务器研发部  2015年7月 - 至今")
    d.add_paragraph("高级热设计工程师（2019年7月起）；热设计工程师（2015年7月 - 2019年6月）")
    for b in [
        "负责 2U/4U 机架式服务器及 GPU AI 服务器整机热设计，使用 Flotherm 和 Icepak 完成系统级风道仿真与风扇选型。",
        "主导 NF5488 系列液冷冷板方案验证，CPU 壳温降低 12℃，整机功耗降低 8%。",
        "与结构团队协作，用 Creo 完成导风罩与散热器三维建模，并输出热测试报告。",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_paragraph("联想（北京）有限公司  ThinkStation 结构设计实习生  2014年7月 - 2014年9月")
    d.add_paragraph("协助完成工作站机箱钣金件的公差分析与装配验证。", style="List Bullet")
    d.add_heading("专业技能", 1)
    d.add_paragraph("热仿真：Flotherm、Icepak、ANSYS Fluent；三维设计：Creo、SolidWorks；测试：热电偶、风洞测试")
    d.add_heading("荣誉", 1)
    d.add_paragraph("2020 年 浪潮集团 年度优秀员工")
    d.save(OUT / "廖启航_简历_2021.docx")


def auclair():
    d = Document()
    d.add_heading("Beatrix Auclair", 0)
    d.add_paragraph("Senior UX Designer  ·  Los Angeles, CA  ·  beatrix.auclair@proton.me  ·  +1 (323) 555-0148")
    d.add_paragraph(
        "UX designer with a background in graphic design who has spent her whole career in games, "
        "from console HUDs and menu flows to the new-player experience of a live-service PC title.")
    d.add_heading("Experience", 1)
    p = d.add_paragraph()
    p.add_run("Riot Games — Senior UX Designer").bold = True
    p.add_run("\tApr 2022 – Present")
    for b in [
        "Lead designer for the onboarding and store flows of a live-service PC game; ran 14 moderated playtests and rebuilt the first-session tutorial, raising day-7 retention of new players by 6%.",
        "Prototypes in Figma and ProtoPie, then works with UI engineers to ship screens in Unreal Engine 5 (UMG).",
    ]:
        d.add_paragraph(b, style="List Bullet")
    p = d.add_paragraph()
    p.add_run("Ubisoft Montréal — UX Designer").bold = True
    p.add_run("\tFeb 2018 – Mar 2022")
    for b in [
        "Designed HUD, inventory and map menus for Assassin's Creed Valhalla, including the accessibility options menu (subtitle sizing, colour-blind filters).",
        "Wrote UX specifications and wireframes in Figma and Axure; partnered with the Ubisoft user-research lab on eye-tracking studies.",
    ]:
        d.add_paragraph(b, style="List Bullet")
    p = d.add_paragraph()
    p.add_run("Electronic Arts (EA Motive) — UX Design Intern").bold = True
    p.add_run("\tsummer 2017")
    d.add_paragraph("Built paper and Unity prototypes for a multiplayer lobby; presented findings to the Star Wars Battlefront II UI team.", style="List Bullet")
    d.add_heading("Education", 1)
    t = d.add_table(rows=3, cols=3)
    t.style = "Table Grid"
    rows = [("Degree", "School", "Years"),
            ("Master of Design (M.Des.), Interaction Design", "Université de Montréal", "2016 – 2017"),
            ("BFA, Design (Graphic Design)", "Concordia University", "2012 – 2016")]
    for r, row in enumerate(rows):
        for c, v in enumerate(row):
            t.cell(r, c).text = v
    d.add_heading("Skills", 1)
    t = d.add_table(rows=3, cols=2)
    t.style = "Table Grid"
    rows = [("Design & prototyping", "Figma, ProtoPie, Axure, Adobe XD, Unity, Unreal Engine 5 (UMG)"),
            ("Research", "Moderated playtests, eye-tracking, surveys, heuristic evaluation"),
            ("Other", "Blender, Python (basic), Japanese (JLPT N3)")]
    for r, row in enumerate(rows):
        for c, v in enumerate(row):
            t.cell(r, c).text = v
    d.add_heading("Talks & certificates", 1)
    d.add_paragraph("GDC 2024 Game UX Summit — “Tutorials nobody skips” (co-presented with a researcher from Amazon Games)")
    d.add_paragraph("Google UX Design Professional Certificate (Coursera), 2020")
    d.save(OUT / "Beatrix_Auclair_Resume.docx")


if __name__ == "__main__":
    liao_2021()
    auclair()
