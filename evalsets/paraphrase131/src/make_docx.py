# Builds the two DOCX CVs in ../cvs
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

def yun_yanan():
    d = Document()
    st = d.styles["Normal"]; st.font.name = "Noto Sans CJK SC"; st.font.size = Pt(10.5)
    h = d.add_heading("个人简历", 0); h.alignment = WD_ALIGN_PARAGRAPH.CENTER
    t = d.add_table(rows=3, cols=4); t.style = "Table Grid"
    cells = [("姓名", "云雅楠", "性别", "女"),
             ("手机", "186 4712 3095", "邮箱", "yunyanan_tm@163.com"),
             ("现居地", "浙江 杭州", "求职意向", "渠道/贸易营销负责人")]
    for r, row in enumerate(cells):
        for c, v in enumerate(row):
            t.cell(r, c).text = v
    d.add_heading("教育背景", 1)
    t = d.add_table(rows=3, cols=4); t.style = "Table Grid"
    rows = [("时间", "学校", "专业", "学历"),
            ("2025.09–至今", "浙江大学管理学院", "工商管理（在职MBA）", "硕士在读"),
            ("2008.09–2012.06", "内蒙古大学", "市场营销", "本科")]
    for r, row in enumerate(rows):
        for c, v in enumerate(row):
            t.cell(r, c).text = v
    d.add_heading("工作经历", 1)
    d.add_paragraph("2016年6月 - 至今　内蒙古伊利实业集团股份有限公司　液态奶事业部 华东大区")
    d.add_paragraph("贸易营销经理（2020.03起）；贸易营销主管（2016.06–2020.02）")
    for b in ["负责华东六省一市现代渠道（KA、便利店、O2O）的贸易营销策略与年度费用预算，年费用规模约 1.2 亿元。",
              "主导金典、安慕希在盒马、永辉的联合陈列与货架优化项目，单店动销提升 18%。",
              "每月基于尼尔森零售数据做竞品（光明、雀巢、君乐宝）价格与促销监测，输出区域价盘建议。"]:
        d.add_paragraph(b, style="List Bullet")
    d.add_paragraph("2012年7月 - 2016年5月　内蒙古蒙牛乳业（集团）股份有限公司　呼和浩特")
    d.add_paragraph("销售代表 → 渠道专员")
    for b in ["负责呼和浩特市区 60 余家商超的铺货、陈列与促销执行。",
              "协助制定大区经销商返利政策，参与经销商年度大会组织。"]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("获奖情况", 1)
    d.add_paragraph("2019年 伊利集团液态奶事业部“年度优秀营销人”")
    d.add_paragraph("2011年 全国大学生市场调查与分析大赛 内蒙古赛区一等奖")
    d.add_heading("技能", 1)
    t = d.add_table(rows=2, cols=2); t.style = "Table Grid"
    for r, row in enumerate([("数据工具", "Excel（数据透视、Power Query）、Power BI、尼尔森 / 凯度零售数据"),
                             ("语言", "普通话、蒙古语（母语）、英语（CET-6）")]):
        for c, v in enumerate(row):
            t.cell(r, c).text = v
    d.save(os.path.join(OUT, "云雅楠-贸易营销经理.docx"))

if __name__ == "__main__":
    yun_yanan()


def motion_designer():
    # the owner's name appears only in the footer
    d = Document()
    st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)
    foot = d.sections[0].footer.paragraphs[0]
    foot.text = "Ffion Rhydderch · Motion Design · ffionr.studio"
    foot.alignment = WD_ALIGN_PARAGRAPH.CENTER
    p = d.add_paragraph(); r = p.add_run("MOTION DESIGNER — FREELANCE"); r.bold = True; r.font.size = Pt(18)
    d.add_paragraph("London, UK · hello@ffionr.studio · +44 7700 914 382 · showreel: ffionr.studio/reel")
    d.add_paragraph("2D/3D motion designer for brand launches, explainers and game trailers. "
                    "I take a film from storyboard to final comp, usually on my own and sometimes with a small crew.")
    d.add_heading("Work", 1)
    d.add_paragraph("Freelance Motion Designer, London — since 09/2021").runs[0].bold = True
    for b in ["Selected clients: Nestlé (KitKat social campaign, 2024), Lenovo (Legion launch film, 2023), "
              "Deloitte Digital (brand toolkit animations), Lilith Games (UI animation for a trailer).",
              "Typical projects are 2–6 weeks: style frames in Figma/Illustrator, animation in After Effects and Cinema 4D, "
              "delivery in 16:9, 9:16 and 1:1 cut-downs."]:
        d.add_paragraph(b, style="List Bullet")
    d.add_paragraph("Junior Motion Designer, Framestore, London — Sep 2019 – Aug 2021").runs[0].bold = True
    for b in ["Animated the explainer film for Swiss Re's sigma report on natural catastrophes (2019).",
              "Title and lower-third packages for documentary clients."]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("Education", 1)
    d.add_paragraph("MA Animation (online, part-time), Falmouth University — since January 2025, in progress")
    d.add_paragraph("BA (Hons) Motion Graphics, Ravensbourne University London — 2016–2019")
    d.add_heading("Recognition", 1)
    d.add_paragraph("Shortlisted, Motion Awards 2024 (Brand Film category)")
    d.add_heading("Tools", 1)
    d.add_paragraph("After Effects, Cinema 4D, Blender, Houdini (learning), Figma, Illustrator, Premiere Pro, Python, DaVinci Resolve")
    d.save(os.path.join(OUT, "motion_cv_2026.docx"))


if __name__ == "__main__":
    motion_designer()
