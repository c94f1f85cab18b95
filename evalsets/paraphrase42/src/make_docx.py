"""Builds the two DOCX CVs of paraphrase42 into ../cvs/."""
import os
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")


def zh_font(doc, name="Microsoft YaHei"):
    st = doc.styles["Normal"]
    st.font.name = name
    st.font.size = Pt(10.5)
    st.element.rPr.rFonts.set(qn("w:eastAsia"), name)


def harpreet():
    d = Document()
    d.add_heading("Harpreet Sandhu", 0)
    d.add_paragraph("Toronto, ON  ·  +1 (416) 555-0187  ·  harpreet.sandhu.pm@outlook.com")
    d.add_paragraph("Product manager with a growth-marketing background: I've run paid and lifecycle "
                    "acquisition at scale and now own monetization products for creators.")
    d.add_heading("Experience", 1)
    d.add_heading("TikTok (ByteDance) — Toronto", 2)
    d.add_paragraph("Senior Product Manager, Creator Monetization | Sep 2023 – Present")
    d.add_paragraph("Product Manager, Creator Monetization | Jan 2020 – Aug 2023")
    for b in [
        "Own the LIVE Gifts and Subscriptions roadmap for North America; grew creator payouts 2.3x in 18 months.",
        "Partnered with trust & safety and payments teams to launch creator payouts in Canada and Mexico.",
        "Defined the experimentation guardrails (SQL + internal A/B platform) adopted by the monetization org.",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("Uber — Toronto", 2)
    d.add_paragraph("Senior Growth Marketing Manager, Uber Eats Canada | Sept 2016 – Dec 2019")
    for b in [
        "Ran paid acquisition and referral programmes for Uber Eats across 11 Canadian cities with a CAD 14M annual budget.",
        "Built lifecycle journeys in Braze that lifted 30-day retention of first-time eaters by 6 pts.",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("Shopify — Ottawa", 2)
    d.add_paragraph("Growth Marketing Manager | 2015 – Aug 2016")
    d.add_paragraph("Marketing Coordinator | Jun 2013 – 2015")
    d.add_paragraph("Launched the merchant free-trial onboarding e-mail series and the partner referral page.",
                    style="List Bullet")
    d.add_heading("Education", 1)
    t = d.add_table(rows=3, cols=3)
    t.style = "Table Grid"
    rows = [("Degree", "School", "Years"),
            ("MBA (part-time, Morning & Evening program)", "Rotman School of Management, University of Toronto", "2021 – 2024"),
            ("Bachelor of Commerce (Marketing)", "Sauder School of Business, University of British Columbia", "2009 – 2013")]
    for r, vals in zip(t.rows, rows):
        for c, v in zip(r.cells, vals):
            c.text = v
    d.add_heading("Awards & certifications", 1)
    for b in ["Google Analytics Individual Qualification (2014)",
              "Shopify Hack Days — 1st place, 2015",
              "Judge, Hack the North 2022 (University of Waterloo)"]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("Skills", 1)
    d.add_paragraph("SQL, Amplitude, Looker, Braze, A/B testing, Figma, JIRA; English, Punjabi, Hindi")
    d.save(os.path.join(OUT, "Harpreet_Sandhu_PM.docx"))


def xiaocen():
    d = Document()
    zh_font(d)
    d.add_heading("单晓岑", 0)
    d.add_paragraph("精算 / 寿险产品定价与评估  |  手机：186-0217-5532  |  邮箱：shanxc_actuary@126.com  |  上海")
    d.add_heading("教育背景", 1)
    t = d.add_table(rows=3, cols=4)
    t.style = "Table Grid"
    rows = [("时间", "学校", "专业", "学位"),
            ("2016.09 – 2017.12", "多伦多大学（University of Toronto）", "金融保险 Master of Financial Insurance", "硕士"),
            ("2012.09 – 2016.06", "中央财经大学", "精算学", "经济学学士")]
    for r, vals in zip(t.rows, rows):
        for c, v in zip(r.cells, vals):
            c.text = v
    d.add_heading("工作经历", 1)
    d.add_paragraph("中国太平洋人寿保险股份有限公司（太保寿险）　总精算师室　资深精算经理　2021年8月 – 至今")
    for b in ["负责分红险、万能险产品的定价与利润测试，主导 2 款养老年金产品的精算定价。",
              "牵头 IFRS 17 合同服务边际（CSM）计量模型在 Prophet 中的搭建与验证。"]:
        d.add_paragraph(b, style="List Bullet")
    d.add_paragraph("中国平安人寿保险股份有限公司　精算部　2018年3月 – 2021年7月")
    d.add_paragraph("精算经理（2019年12月起）；精算分析师（2018年3月 – 2019年11月）")
    for b in ["负责健康险产品的经验分析与准备金评估，使用 SAS、R 完成发生率假设回顾。",
              "开发 Excel VBA + Python 的月度准备金自动化报表，人工工作量减少约 60%。"]:
        d.add_paragraph(b, style="List Bullet")
    d.add_paragraph("宏利金融（Manulife）多伦多总部　精算实习生（暑期）　2017年5月 – 2017年8月")
    d.add_paragraph("协助加拿大团体寿险业务的死亡率经验研究。", style="List Bullet")
    d.add_heading("专业资格", 1)
    for b in ["北美精算师（FSA, Society of Actuaries），2021年", "中国精算师（FCAA）考试进行中"]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("技能", 1)
    d.add_paragraph("Prophet、AXIS、SAS、R、Python、SQL、Excel VBA；英语（雅思 7.5）")
    d.save(os.path.join(OUT, "单晓岑_精算_简历.docx"))


if __name__ == "__main__":
    harpreet()
    xiaocen()
