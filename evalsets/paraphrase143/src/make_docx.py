"""Build the two DOCX CVs of paraphrase143 (run with src/.venv/bin/python)."""
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH
import os
OUT = os.path.join(os.path.dirname(__file__), "..", "cvs")

def natalia():
    d = Document()
    t = d.add_heading("NATALIA FERRER QUINTANA", 0)
    d.add_paragraph("Senior Sales Manager, MICE & Groups · Phuket, Thailand · natalia.ferrerq@gmail.com · +66 81 555 2790")
    d.add_heading("Profile", 1)
    d.add_paragraph("Hospitality sales leader with thirteen years in luxury and all-inclusive resorts across Europe and Asia. "
                    "I build group and incentive business from Europe, India and Australia, negotiate wedding and MICE "
                    "contracts end to end, and run the sales plan together with revenue management.")
    d.add_heading("Experience", 1)
    p = d.add_paragraph(); p.add_run("Banyan Tree Group — Banyan Tree Phuket & Angsana Laguna Phuket").bold = True
    d.add_paragraph("Senior Sales Manager, MICE & Groups | Jan 2022 – Present")
    for b in ["Own the MICE and incentive segment for two resorts (about 560 keys); group revenue up 41% in 2024 versus 2019.",
              "Lead a team of three sales executives and a coordinator; report to the Director of Sales & Marketing."]:
        d.add_paragraph(b, style="List Bullet")
    p = d.add_paragraph(); p.add_run("Club Med — Club Med Bintan Island, Indonesia").bold = True
    d.add_paragraph("Sales Manager, Groups & Weddings | 06/2017 – 12/2021")
    for b in ["Sold weddings, corporate retreats and school groups from Singapore and Australia; kept the resort above 80% group pick-up during 2019.",
              "Moved the resort’s group contracts from spreadsheets into Salesforce."]:
        d.add_paragraph(b, style="List Bullet")
    p = d.add_paragraph(); p.add_run("Hotel Arts Barcelona (The Ritz-Carlton)").bold = True
    d.add_paragraph("Assistant Sales Manager | 2015 – May 2017")
    d.add_paragraph("Sales Executive | Jul 2013 – 2015")
    d.add_paragraph("Sales intern | summer 2012")
    d.add_heading("Education", 1)
    d.add_paragraph("BSc in International Hospitality Management — EHL (École hôtelière de Lausanne), Switzerland, 2009 – 2013")
    d.add_paragraph("Executive certificate in Hospitality Revenue Management — eCornell (online, 2020)")
    d.add_heading("Skills", 1)
    d.add_paragraph("Opera PMS, Delphi.fm, Salesforce, Excel; basic SQL and Tableau (course). Languages: Spanish, Catalan, English, French, basic Thai.")
    d.save(os.path.join(OUT, "Natalia_Ferrer_CV.docx"))

def teng():
    d = Document()
    st = d.styles["Normal"]; st.font.name = "Noto Sans CJK SC"; st.font.size = Pt(10.5)
    h = d.add_paragraph(); r = h.add_run("滕知雨　个人简历"); r.bold = True; r.font.size = Pt(18)
    h.alignment = WD_ALIGN_PARAGRAPH.CENTER
    t = d.add_table(rows=2, cols=4); t.style = "Table Grid"
    cells = [["姓名", "滕知雨", "求职意向", "视频剪辑 / 后期包装"],
             ["电话", "186-2101-7736", "邮箱", "tengzhiyu_edit@qq.com"]]
    for i, row in enumerate(cells):
        for j, v in enumerate(row): t.cell(i, j).text = v
    d.add_paragraph()
    d.add_paragraph().add_run("教育背景").bold = True
    t = d.add_table(rows=2, cols=4); t.style = "Table Grid"
    for j, v in enumerate(["时间", "学校", "专业", "学历"]): t.cell(0, j).text = v
    for j, v in enumerate(["2016.09-2020.06", "中国传媒大学", "广播电视编导", "本科"]): t.cell(1, j).text = v
    d.add_paragraph()
    d.add_paragraph().add_run("工作经历").bold = True
    t = d.add_table(rows=4, cols=3); t.style = "Table Grid"
    for j, v in enumerate(["时间", "单位", "职位"]): t.cell(0, j).text = v
    rows = [["2023年7月 - 至今", "湖南快乐阳光互动娱乐传媒有限公司（芒果TV）", "高级视频剪辑师（综艺中心）"],
            ["2020年7月 - 2023年6月", "上海广播电视台（SMG）融媒体中心", "视频编辑"],
            ["2019年7月 - 2019年10月", "北京字节跳动科技有限公司（抖音）", "内容运营实习生（短视频剪辑）"]]
    for i, row in enumerate(rows, 1):
        for j, v in enumerate(row): t.cell(i, j).text = v
    d.add_paragraph()
    d.add_paragraph().add_run("工作内容").bold = True
    for b in ["芒果TV：负责两档季播综艺的正片粗剪与精剪，用 After Effects 制作片头包装和花字动效，单季交付 12 期。",
              "SMG：新闻短视频日更剪辑，使用 Premiere Pro 和达芬奇调色，参与上海国际电影节专题报道。",
              "抖音实习：为官方账号剪辑挑战赛混剪视频，单条最高播放 3200 万。"]:
        d.add_paragraph(b, style="List Bullet")
    d.add_paragraph().add_run("技能与其他").bold = True
    d.add_paragraph("软件：Premiere Pro、After Effects、DaVinci Resolve、Audition；熟悉 Netflix 后期交付规范（自学课程）。")
    d.add_paragraph("获奖：2019 年中国大学生电视节 短片单元 优秀剪辑奖。")
    d.save(os.path.join(OUT, "滕知雨-视频剪辑-简历.docx"))

if __name__ == "__main__":
    natalia(); teng()
