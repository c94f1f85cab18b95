"""Build the two DOCX CVs of paraphrase108 (run with src/.venv/bin/python)."""
from docx import Document
from docx.shared import Pt
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "cvs"


def table(doc, rows, style="Table Grid"):
    t = doc.add_table(rows=len(rows), cols=len(rows[0]))
    t.style = style
    for i, r in enumerate(rows):
        for j, v in enumerate(r):
            t.cell(i, j).text = v
    return t


def gui_xiaoman():
    d = Document()
    d.add_heading("桂晓蔓 · 个人简历", 0)
    d.add_paragraph("求职意向：电商运营总监 / 品牌数字化负责人　|　杭州")
    d.add_paragraph("手机：158-6712-0935　邮箱：xiaoman.gui@163.com")
    d.add_heading("基本信息", 1)
    table(d, [["性别", "女", "出生年月", "1993.04"],
              ["现居地", "杭州市西湖区", "工作年限", "11年"]])
    d.add_heading("教育背景", 1)
    table(d, [["时间", "学校", "专业", "学历"],
              ["2011.09-2015.06", "浙江大学", "市场营销", "本科（管理学学士）"]])
    d.add_heading("工作经历", 1)
    table(d, [["时间", "公司", "职位"],
              ["2018.07-至今", "珀莱雅化妆品股份有限公司", "电商运营负责人（2021年起）；此前为天猫旗舰店运营经理"],
              ["2015.07-2018.06", "天猫（阿里巴巴集团）美妆行业运营部", "行业运营专员 → 高级运营"]])
    d.add_paragraph("珀莱雅化妆品股份有限公司 · 电商运营负责人", style="Heading 2")
    for b in [
        "统筹天猫、抖音、京东三大平台旗舰店运营，带领 18 人团队，2025 年线上 GMV 同比增长 42%。",
        "每周用 SQL 从数据银行和自建数仓取数，搭建会员复购与大促投放 ROI 看板，推动人群包精细化投放。",
        "主导双11 大促节奏规划，红宝石精华单品进入天猫美妆榜 TOP3。",
        "定期对标欧莱雅、雅诗兰黛等国际品牌的店铺运营与会员策略，输出竞品分析月报。",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_paragraph("天猫美妆行业运营部 · 高级运营", style="Heading 2")
    for b in [
        "负责国货彩妆类目商家运营与招商，对接 60+ 品牌，策划 38 女王节、618 类目会场。",
        "参与天猫新品创新中心（TMIC）新品孵化项目。",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("技能与证书", 1)
    d.add_paragraph("SQL、Excel（Power Query）、生意参谋、达摩盘、巨量千川；阿里巴巴电商运营认证（高级）")
    d.add_heading("荣誉", 1)
    d.add_paragraph("2019 年度珀莱雅“卓越贡献奖”；2017 年天猫双11“最佳协作小二”")
    d.save(OUT / "桂晓蔓_电商运营.docx")


def priyamvada():
    d = Document()
    sec = d.sections[0]
    sec.footer.paragraphs[0].text = "Priyamvada Ramaswamy — CV — page 1"
    p = d.add_paragraph()
    r = p.add_run("Curriculum Vitae")
    r.bold = True
    r.font.size = Pt(20)
    d.add_paragraph("London, UK · p.ramaswamy.lse@gmail.com · +44 7700 918 442 · linkedin.com/in/pramaswamy")
    d.add_paragraph("Recent graduate in Mathematics & Economics seeking an analyst role in investment banking or "
                    "equity research; available from January 2027.")
    d.add_heading("Education", 1)
    table(d, [["London School of Economics and Political Science (LSE)", "Sep 2023 – Jul 2026"],
              ["BSc Mathematics and Economics, First Class Honours", "Dissertation: Liquidity premia in UK small caps"],
              ["Delhi Public School, R.K. Puram", "2021 – 2023"]])
    d.add_heading("Experience", 1)
    d.add_paragraph("Goldman Sachs, London — Summer Analyst, Investment Banking Division (Industrials)", style="Heading 2")
    d.add_paragraph("Jun 2025 – Aug 2025 (10-week summer internship)")
    for b in [
        "Built a trading-comparables and precedent-transactions model for a GBP 1.2bn sell-side mandate.",
        "Drafted 20+ pages of the confidential information memorandum and management presentation.",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_paragraph("LSE Students' Union Investment Society — Head of Research", style="Heading 2")
    d.add_paragraph("2024 – 2025")
    d.add_paragraph("Led a team of 8 writing weekly stock pitches; grew newsletter readership to 1,900.", style="List Bullet")
    d.add_heading("Competitions & Awards", 1)
    d.add_paragraph("Winner, J.P. Morgan Code for Good hackathon, London, 2024", style="List Bullet")
    d.add_paragraph("LSE Deputy Director's List, 2024 and 2025", style="List Bullet")
    d.add_heading("Skills", 1)
    d.add_paragraph("Excel/VBA, PowerPoint, Python (pandas), SQL, Bloomberg Terminal, Capital IQ; "
                    "languages: English, Tamil, Hindi, French (B1)")
    d.save(OUT / "CV_2026_final.docx")


if __name__ == "__main__":
    gui_xiaoman()
    priyamvada()
