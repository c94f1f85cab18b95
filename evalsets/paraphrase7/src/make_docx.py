"""Builds the DOCX CVs of paraphrase7 into ../cvs/."""
import sys
from pathlib import Path
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

OUT = Path(__file__).resolve().parent.parent / "cvs"


def _cjk(doc, font="SimSun"):
    st = doc.styles["Normal"]
    st.font.name = font
    st.font.size = Pt(10.5)
    st.element.rPr.rFonts.set(qn("w:eastAsia"), font)


def gu_xiaoting():
    d = Document()
    _cjk(d)
    d.add_heading("顾晓婷 · 个人简历", level=0)
    d.add_paragraph("手机：186-2103-5587　邮箱：guxiaoting_data@163.com　所在地：上海 / 杭州均可")
    d.add_heading("教育背景", level=1)
    t = d.add_table(rows=1, cols=4)
    t.style = "Table Grid"
    for c, h in zip(t.rows[0].cells, ["时间", "学校", "专业", "学历"]):
        c.text = h
    for row in [
        ("2018.09 - 2020.06", "上海财经大学", "统计学", "硕士研究生"),
        ("2014.09 - 2018.06", "南京财经大学", "经济统计学", "本科"),
    ]:
        cells = t.add_row().cells
        for c, v in zip(cells, row):
            c.text = v
    d.add_heading("工作经历", level=1)
    t = d.add_table(rows=1, cols=4)
    t.style = "Table Grid"
    for c, h in zip(t.rows[0].cells, ["时间", "公司", "职位", "主要工作"]):
        c.text = h
    for row in [
        ("2022.04 - 至今", "蚂蚁集团（支付宝 · 会员增长）", "高级数据分析师",
         "负责支付宝会员增长的指标体系与 AB 实验分析；搭建 Hive + Tableau 的增长看板，支持 20 余个业务方。"),
        ("2020.07 - 2022.03", "拼多多", "数据分析师",
         "负责多多买菜用户留存分析，建立次日 / 7 日留存归因模型；日常 SQL 取数与周报。"),
    ]:
        cells = t.add_row().cells
        for c, v in zip(cells, row):
            c.text = v
    d.add_heading("实习经历", level=1)
    d.add_paragraph("2019.07 - 2019.12　蚂蚁金服　数据分析实习生")
    d.add_paragraph("协助花呗风控团队做逾期用户画像分析，完成 3 份专题报告。", style="List Bullet")
    d.add_heading("技能与证书", level=1)
    d.add_paragraph("SQL（Hive / MaxCompute）、Python（pandas）、Tableau、AB 实验设计；CDA 数据分析师二级")
    d.add_heading("获奖", level=1)
    d.add_paragraph("2019 年 全国大学生统计建模大赛（研究生组）一等奖")
    d.save(OUT / "顾晓婷-数据分析-简历.docx")


def he_wenbo_en():
    d = Document()
    d.add_heading("Wenbo He", level=0)
    d.add_paragraph("Product Manager · Beijing · +86 139 1188 4702 · hewenbo.pm@outlook.com")
    d.add_heading("Summary", level=1)
    d.add_paragraph("Product manager with ten years in B2B and payments products at Tencent and ByteDance. "
                    "Comfortable turning messy enterprise workflows into simple admin tools.")
    d.add_heading("Experience", level=1)
    d.add_paragraph("ByteDance (Lark / Feishu) — Product Manager, Apr 2019 – Present")
    for b in ["Own Lark Calendar and meeting-room booking; built the room-management console from scratch, now used by 3,000+ enterprise customers.",
              "Connected Calendar with Lark video meetings, lifting meeting-creation conversion by 18%."]:
        d.add_paragraph(b, style="List Bullet")
    d.add_paragraph("Tencent, Weixin Group (WXG) — Product Manager, Jul 2016 – Mar 2019")
    d.add_paragraph("Merchant reconciliation and settlement features for WeChat Pay; led the merchant console redesign.", style="List Bullet")
    d.add_paragraph("Baidu — Product Intern, Jul 2015 – Oct 2015")
    d.add_paragraph("User research and prototypes for Baidu Maps' local services channel.", style="List Bullet")
    d.add_heading("Education", level=1)
    d.add_paragraph("Peking University, School of Software & Microelectronics — Master of Engineering in Software Engineering (part-time, in progress), 2024 – present")
    d.add_paragraph("Beijing University of Posts and Telecommunications (BUPT) — B.Eng. in Information Engineering, 2012 – 2016")
    d.add_heading("Skills", level=1)
    d.add_paragraph("Figma, Axure, SQL, PRD writing, B2B SaaS roadmapping")
    d.save(OUT / "Wenbo_He_Resume_EN.docx")


BUILDERS = {"gu_xiaoting": gu_xiaoting, "he_wenbo_en": he_wenbo_en}

if __name__ == "__main__":
    for name in (sys.argv[1:] or BUILDERS):
        BUILDERS[name]()
        print("built", name)
