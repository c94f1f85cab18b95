"""Builds the two DOCX CVs in ../cvs/."""
from pathlib import Path
from docx import Document
from docx.shared import Pt

OUT = Path(__file__).resolve().parent.parent / "cvs"


def zhu_yuqiao():
    d = Document()
    d.add_heading("祝雨桥 · 个人简历", level=1)
    d.add_paragraph("手机：186-0217-5530　|　邮箱：zhuyuqiao_pm@qq.com　|　上海")
    d.add_heading("基本信息", level=2)
    t = d.add_table(rows=3, cols=4)
    t.style = "Table Grid"
    cells = [("姓名", "祝雨桥", "求职意向", "高级产品经理 / 产品负责人"),
             ("工作年限", "9 年", "所在城市", "上海"),
             ("出生年份", "1993", "政治面貌", "群众")]
    for r, row in enumerate(cells):
        for c, v in enumerate(row):
            t.cell(r, c).text = v
    d.add_heading("教育背景", level=2)
    t = d.add_table(rows=3, cols=4)
    t.style = "Table Grid"
    rows = [("时间", "学校", "专业", "学历"),
            ("2015/9-2017/6", "复旦大学", "管理科学与工程", "硕士"),
            ("2011/9-2015/6", "南京信息工程大学", "信息管理与信息系统", "本科")]
    for r, row in enumerate(rows):
        for c, v in enumerate(row):
            t.cell(r, c).text = v
    d.add_heading("工作经历", level=2)
    t = d.add_table(rows=4, cols=3)
    t.style = "Table Grid"
    rows = [("时间", "公司", "职位"),
            ("2021/1-至今", "小红书（行吟信息科技（上海）有限公司）", "高级产品经理"),
            ("2017/7-2020/12", "阿里云计算有限公司", "产品经理"),
            ("2016/7-2016/9", "华为技术有限公司", "产品实习生")]
    for r, row in enumerate(rows):
        for c, v in enumerate(row):
            t.cell(r, c).text = v
    d.add_paragraph("小红书：负责社区电商交易链路的产品规划，主导“直播间一键下单”改版，转化率提升 12%。")
    d.add_paragraph("阿里云：负责云数据库 RDS 控制台与计费产品，完成 40+ 次版本迭代；对接大客户需求并输出 PRD。")
    d.add_paragraph("华为（实习）：参与终端云服务用户调研，整理竞品分析报告。")
    d.add_heading("专业技能", level=2)
    d.add_paragraph("SQL、Python、Axure、Figma、Tableau、Kubernetes（自学，未在工作中使用）")
    d.add_heading("证书", level=2)
    d.add_paragraph("NPDP 产品经理国际资格认证（2019）")
    d.save(OUT / "简历_祝雨桥_2026.docx")


def ishaan_old():
    d = Document()
    p = d.add_paragraph()
    r = p.add_run("ISHAAN MUKHERJEE")
    r.bold = True
    r.font.size = Pt(18)
    d.add_paragraph("Bengaluru, India · ishaan.mukherjee91@gmail.com · +91 98450 22731")
    d.add_heading("Summary", level=2)
    d.add_paragraph("Data analyst with two years of e-commerce analytics experience in pricing and "
                    "supply-chain experiments. Comfortable with SQL, Python and Tableau; curious about "
                    "product management.")
    d.add_heading("Experience", level=2)
    d.add_paragraph("Data Analyst, Flipkart — Bengaluru, Aug 2019 – Present")
    d.add_paragraph("Owns the weekly pricing-experiment readouts for the Grocery category; built the "
                    "A/B-test significance dashboard used by 30+ category managers.", style="List Bullet")
    d.add_paragraph("Analytics Intern, Zomato — Gurugram, May 2018 – Jul 2018")
    d.add_paragraph("Delivery-time prediction baseline in Python (scikit-learn).", style="List Bullet")
    d.add_heading("Education", level=2)
    d.add_paragraph("B.Tech, Mechanical Engineering, Indian Institute of Technology Bombay, 2015 – 2019")
    d.add_paragraph("Exchange semester, National Tsing Hua University (Hsinchu, Taiwan), Spring 2018")
    d.add_heading("Skills", level=2)
    d.add_paragraph("SQL, Python (pandas), Tableau, Excel, R")
    d.save(OUT / "ishaan_mukherjee_cv_2021.docx")


if __name__ == "__main__":
    zhu_yuqiao()
    ishaan_old()
