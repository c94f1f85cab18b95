"""Builds the two DOCX CVs of paraphrase94 into ../cvs/."""
from pathlib import Path
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

OUT = Path(__file__).resolve().parent.parent / "cvs"


def zh_font(doc, name="SimSun"):
    st = doc.styles["Normal"]
    st.font.name = name
    st.font.size = Pt(10.5)
    st.element.rPr.rFonts.set(qn("w:eastAsia"), name)


def table(doc, rows, header=None):
    n = len(rows[0])
    t = doc.add_table(rows=0, cols=n)
    t.style = "Table Grid"
    for r in ([header] if header else []) + rows:
        cells = t.add_row().cells
        for c, v in zip(cells, r):
            c.text = v
    return t


def hang_qinrou():
    d = Document()
    zh_font(d)
    d.add_heading("杭沁柔", level=0)
    d.add_paragraph("用户增长经理 ｜ 北京朝阳 ｜ 138 1163 9027 ｜ hangqinrou@126.com")
    d.add_heading("基本信息", level=1)
    table(d, [["性别", "女", "工作年限", "11 年"],
              ["求职方向", "用户增长 / 用户运营负责人", "期望城市", "北京"]])
    d.add_heading("教育背景", level=1)
    table(d, [["2011年9月 - 2015年6月", "中国传媒大学", "新闻学", "本科"],
              ["2024年9月 - 至今", "对外经济贸易大学 国际商学院", "工商管理（在职 MBA）", "硕士在读"]],
          header=["时间", "学校", "专业", "学历"])
    d.add_heading("工作经历", level=1)
    table(d, [["2021年3月 - 至今", "凤凰网（凤凰新闻客户端）", "用户增长经理"],
              ["2018年7月 - 2021年2月", "新浪微博", "用户运营高级专员"],
              ["2015年7月 - 2018年6月", "猎豹移动", "增长运营专员"]],
          header=["时间", "公司", "职位"])
    d.add_heading("凤凰新闻客户端 · 用户增长经理", level=2)
    for b in ["带领 6 人增长小组，负责凤凰新闻 App 新用户获取、次留与召回，DAU 两年内由 1,100 万提升至 1,450 万；",
              "搭建 push 召回策略与分层触达体系，沉默用户 7 日召回率提升 4.2 个百分点；",
              "用 Hive SQL 与 Python 搭建增长漏斗看板，主导 60 余次 A/B 测试并沉淀实验规范。"]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("新浪微博 · 用户运营高级专员", level=2)
    for b in ["负责微博热搜与话题页的新用户引导流程，新手任务完成率提升 18%；",
              "与增长产品协作完成积分体系改版，月活用户留存提升 2.3%。"]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("猎豹移动 · 增长运营专员", level=2)
    d.add_paragraph("负责海外工具类 App 的应用商店优化（ASO）与买量素材测试。", style="List Bullet")
    d.add_heading("实习经历", level=1)
    table(d, [["2014年7月 - 2014年9月", "腾讯新闻", "内容运营实习生"],
              ["2013年7月 - 2013年8月", "当当网", "图书频道运营实习生"]],
          header=["时间", "公司", "岗位"])
    d.add_heading("技能与证书", level=1)
    d.add_paragraph("Hive SQL、Python（pandas）、神策数据、GrowingIO、A/B 实验设计；英语 CET-6；"
                    "2022 年 凤凰网年度“增长突破奖”。")
    d.save(OUT / "杭沁柔-用户增长经理.docx")


def ng_jia_wen():
    d = Document()
    d.styles["Normal"].font.name = "Calibri"
    d.styles["Normal"].font.size = Pt(10.5)
    d.add_heading("NG JIA WEN, CA (Singapore)", level=0)
    d.add_paragraph("Tax Manager | Singapore | +65 9127 4480 | jiawen.ng.tax@gmail.com")
    d.add_heading("Profile", level=1)
    d.add_paragraph("Corporate tax professional with more than twelve years across advisory and in-house roles, "
                    "specialising in transfer pricing, GST and regional tax compliance for logistics and supply-chain groups.")
    d.add_heading("Experience", level=1)
    p = d.add_paragraph(); p.add_run("Kuehne + Nagel — Asia Pacific Regional Centre, Singapore").bold = True
    d.add_paragraph("Tax Manager, Oct 2023 – Present")
    for b in ["Lead direct and indirect tax compliance for 14 APAC entities of the sea- and air-freight business; manage two analysts.",
              "Own the regional transfer-pricing documentation and the Pillar Two readiness workstream."]:
        d.add_paragraph(b, style="List Bullet")
    p = d.add_paragraph(); p.add_run("DHL Supply Chain (Deutsche Post DHL Group), Singapore").bold = True
    d.add_paragraph("Senior Tax Analyst, Jul 2019 – Sep 2023")
    for b in ["Prepared corporate income tax returns and GST filings for warehousing and contract-logistics entities in Singapore and Malaysia.",
              "Built an Alteryx workflow that cut monthly GST reconciliation from four days to one."]:
        d.add_paragraph(b, style="List Bullet")
    p = d.add_paragraph(); p.add_run("PwC Singapore — Corporate Tax").bold = True
    d.add_paragraph("Senior Tax Associate, Jul 2017 – Jun 2019")
    d.add_paragraph("Tax Associate, Aug 2014 – Jun 2017")
    for b in ["Advised multinational clients including the Singapore holding entities of Tencent and Grab on tax incentives and withholding tax.",
              "Supported transfer-pricing benchmarking studies for shipping and logistics clients."]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("Education", level=1)
    t = table(d, [["National University of Singapore", "Bachelor of Business Administration (Accountancy), Honours", "2010 – 2014"],
                  ["Singapore Management University", "Master of Tax (part-time)", "2017 – 2019"]])
    d.add_heading("Certifications & Training", level=1)
    for b in ["Chartered Accountant of Singapore, ISCA (2017)",
              "Accredited Tax Advisor (Income Tax), Singapore Chartered Tax Professionals (2020)",
              "Project management short course (35 contact hours), NUS SCALE, 2021 — PMP exam not taken"]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("Skills", level=1)
    d.add_paragraph("SAP FI, OneSource Tax Provision, Alteryx, Excel (Power Query), SQL (basic); English, Mandarin, Malay (conversational)")
    d.save(OUT / "NgJiaWen_TaxManager_2026.docx")


if __name__ == "__main__":
    hang_qinrou()
    ng_jia_wen()
