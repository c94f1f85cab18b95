"""Builds the two DOCX CVs in ../cvs."""
from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

def table(doc, rows, style="Table Grid"):
    t = doc.add_table(rows=len(rows), cols=len(rows[0]))
    t.style = style
    for i, r in enumerate(rows):
        for j, c in enumerate(r):
            t.cell(i, j).text = c
    return t

# --- A, old CV (2021), Chinese, tables ---
d = Document()
d.add_heading("宓嘉川 个人简历", 0)
d.add_paragraph("电话：138-1762-4093　邮箱：mi.jiachuan@outlook.com　求职意向：自动驾驶感知算法　更新于 2021年3月")
d.add_heading("教育背景", 1)
table(d, [["时间", "学校", "专业", "学历"],
          ["2016.09–2019.03", "上海交通大学", "控制科学与工程", "硕士"],
          ["2012.09–2016.06", "同济大学", "测控技术与仪器", "学士"]])
d.add_heading("工作经历", 1)
table(d, [["时间", "公司", "职位"],
          ["2019.04–至今", "文远知行（WeRide）", "感知算法工程师"],
          ["2017.07–2017.12", "上海禾赛光电科技有限公司", "实习生（激光雷达算法）"]])
d.add_paragraph("文远知行：负责激光雷达-相机外参标定工具链（C++ / PCL / ROS），参与广州 Robotaxi 车队的地面分割与可行驶区域检测。")
d.add_paragraph("禾赛：点云运动畸变校正，回波强度标定脚本（Python）。")
d.add_heading("科研成果", 1)
d.add_paragraph("Robust Ground Segmentation for Multi-LiDAR Vehicles in Adverse Weather，ICRA 2020，第二作者。")
d.add_heading("技能", 1)
d.add_paragraph("C++、Python、PCL、ROS、OpenCV、Linux")
d.save(os.path.join(OUT, "宓嘉川_简历_2021.docx"))

# --- D, English DOCX ---
d = Document()
d.add_heading("KUANG YIWEN (Joyce)", 0)
d.add_paragraph("Shanghai, China · +86 186 2107 5538 · joyce.kuang.yw@gmail.com · linkedin.com/in/joycekuangyw")
d.add_heading("Summary", 1)
d.add_paragraph("Growth marketer with a decade in consumer apps and sportswear e-commerce. I own the funnel from paid "
                "acquisition to week-4 retention, write my own SQL against the event warehouse, and run around forty "
                "A/B tests a year.")
d.add_heading("Experience", 1)
d.add_paragraph("LAIX Inc. (Liulishuo / 英语流利说), Shanghai", style="Heading 2")
d.add_paragraph("Senior Growth Marketing Manager · Jan 2021 – Present")
for b in ["Lead a team of five running paid user acquisition, referral and reactivation for the Liulishuo English-learning app.",
          "Built the cohort and LTV dashboards in SQL (Hive, then ClickHouse) that finance now uses for budget allocation.",
          "Cut cost per paying learner by 27% in 2023 by moving budget from app-store ads to short-video creators."]:
    d.add_paragraph(b, style="List Bullet")
d.add_paragraph("Growth Marketing Manager · Mar 2018 – Dec 2020")
for b in ["Launched the referral programme ('invite a study buddy'), which drove 18% of new paid subscriptions in 2019.",
          "Ran onboarding A/B tests with the product team; wrote SQL queries for weekly funnel reviews."]:
    d.add_paragraph(b, style="List Bullet")
d.add_paragraph("Anta Sports Products Ltd., Jinjiang / Xiamen", style="Heading 2")
d.add_paragraph("E-commerce Growth Specialist · Jul 2015 – Feb 2018")
for b in ["Managed Tmall and JD flagship-store campaigns for Anta running shoes, including Double 11 in 2016 and 2017.",
          "Pulled order data with SQL to segment repeat buyers for CRM campaigns."]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("Education", 1)
d.add_paragraph("Tan Kah Kee College, Xiamen University — B.A. in Marketing, 2011 – 2015")
d.add_heading("Skills & Tools", 1)
table(d, [["Analytics", "SQL, Excel, Sensors Data, AppsFlyer, Google Analytics"],
          ["Marketing", "Paid social, ASO, referral design, CRM, A/B testing"],
          ["Languages", "Mandarin (native), English (fluent), Cantonese (basic)"]])
d.add_heading("Other", 1)
d.add_paragraph("Speaker, 2022 GrowingIO Growth Summit: 'Referral loops for paid education apps'.")
d.save(os.path.join(OUT, "Joyce_Kuang_CV.docx"))
print("ok")
