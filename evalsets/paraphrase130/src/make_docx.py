"""Builds the two DOCX CVs in ../cvs (he_yunxi_zh.docx, rhiannon_kiernan_ld.docx)."""
import os
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")


def table(doc, rows, style="Table Grid"):
    t = doc.add_table(rows=len(rows), cols=len(rows[0]))
    t.style = style
    for i, r in enumerate(rows):
        for j, v in enumerate(r):
            t.cell(i, j).text = v
    return t


def he_yunxi():
    d = Document()
    st = d.styles["Normal"]
    st.font.name = "Noto Sans CJK SC"
    st.font.size = Pt(10.5)
    p = d.add_paragraph()
    r = p.add_run("个人简历")
    r.bold = True
    r.font.size = Pt(18)
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    d.add_heading("基本信息", level=2)
    table(d, [
        ["姓名", "何芸溪", "性别", "女"],
        ["出生年月", "1991.03", "现居城市", "上海"],
        ["手机", "186 2103 4579", "邮箱", "heyunxi.pr@qq.com"],
        ["求职意向", "品牌公关 / 企业传播负责人", "期望城市", "上海、杭州"],
    ])
    d.add_heading("教育背景", level=2)
    table(d, [
        ["时间", "学校", "专业", "学历"],
        ["2022.09-至今", "上海交通大学安泰经济与管理学院", "工商管理（在职 MBA）", "硕士在读"],
        ["2009.09-2013.06", "浙江大学", "新闻学", "文学学士"],
    ])
    d.add_heading("工作经历", level=2)
    d.add_paragraph("资生堂（中国）投资有限公司　上海　2017年7月 - 至今")
    d.add_paragraph("品牌公关经理（2020年7月 - 至今）　公关主管（2017年7月 - 2020年6月）")
    for b in [
        "负责肌肤之钥（Clé de Peau Beauté）与 NARS 两个高端品牌在中国大陆的媒体关系、新品发布与危机公关，管理 4 人团队及 2 家代理公司。",
        "2023 年主导进博会品牌展区传播，全网曝光 3.2 亿次；建立 7×24 小时舆情监测与分级响应机制。",
        "统筹年度 KOL 与明星合作预算约 2,800 万元，按季度复盘 ROI。",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_paragraph("爱德曼国际公关（Edelman）上海办公室　客户经理　2013年7月 - 2017年6月")
    for b in [
        "服务客户：松下电器（中国）、百威亚太、某国际连锁酒店集团；负责新闻稿撰写、媒体邀约与发布会执行。",
        "2016 年获公司年度“最佳客户服务奖”。",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("实习经历", level=2)
    table(d, [
        ["时间", "单位", "岗位"],
        ["2012.07-2012.09", "浙江日报报业集团", "实习记者"],
    ])
    d.add_heading("技能与证书", level=2)
    d.add_paragraph("危机公关、媒体关系、舆情监测（清博、识微）、活动策划、新媒体运营；英语专业八级水平（TEM-8 未参考，雅思 7.5）；日语 N2。")
    d.save(os.path.join(OUT, "he_yunxi_zh.docx"))


def rhiannon_kiernan():
    d = Document()
    sec = d.sections[0]
    fp = sec.footer.paragraphs[0]
    fp.text = "Rhiannon Kiernan  |  Level Design CV  |  updated October 2026"
    fp.alignment = WD_ALIGN_PARAGRAPH.CENTER
    d.add_heading("Level Designer", level=0)
    d.add_paragraph("Cambridge, UK  ·  rkiernan.ld@gmail.com  ·  +44 7911 203 556  ·  portfolio: artstation.com/rkiernan-levels")
    d.add_paragraph("Level designer with seven years on narrative action games: blockouts, combat arenas, "
                    "traversal and encounter pacing in Unreal Engine.")
    d.add_heading("Experience", level=1)
    d.add_heading("Sharkmob London — Senior Level Designer", level=2)
    d.add_paragraph("04/2023 – today")
    for b in [
        "Own three multiplayer extraction maps from paper design to ship; run weekly playtests and heat-map reviews with the analytics team.",
        "Mentor two junior level designers; wrote the studio's blockout metrics guide (cover heights, sightlines, door widths).",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("Ninja Theory (Xbox Game Studios) — Cambridge, UK", level=2)
    table(d, [
        ["Title", "Dates", "Highlights"],
        ["Level Designer", "09/2021 – 03/2023", "Designed two chapters of Senua's Saga: Hellblade II, from greybox to final lighting pass with the environment art team."],
        ["Junior Level Designer", "09/2019 – 08/2021", "Built combat arenas and traversal puzzles in Unreal Engine 4/5 using Blueprint; iterated on feedback from weekly playtests."],
    ])
    d.add_heading("Outplay Entertainment — Dundee", level=2)
    d.add_paragraph("Design Intern, summer 2018: balanced 60 puzzle levels for a live mobile title.")
    d.add_heading("Education", level=1)
    d.add_paragraph("BA (Hons) Game Design and Production, Abertay University, Dundee — 2015 – 2019, First Class")
    d.add_heading("Talks & community", level=1)
    d.add_paragraph("Speaker, GDC 2024: \"Blocking Out Dread: Pacing Horror Without Jump Scares\"", style="List Bullet")
    d.add_paragraph("Juror, BAFTA Young Game Designers 2022", style="List Bullet")
    d.add_heading("Skills", level=1)
    d.add_paragraph("Unreal Engine 4/5, Blueprint, Houdini (level tools), Perforce, Jira, Maya (blockout), Python (basic, personal projects only)")
    d.save(os.path.join(OUT, "rhiannon_kiernan_ld.docx"))


if __name__ == "__main__":
    he_yunxi()
    rhiannon_kiernan()
