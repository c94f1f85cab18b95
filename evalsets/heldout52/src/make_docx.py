"""Builds the two DOCX CVs in ../cvs (qiu_yuting Chinese with tables, peng_haolin English)."""
from docx import Document
from docx.shared import Pt, RGBColor
from docx.oxml.ns import qn
import os

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")


def zh_font(doc, name="Microsoft YaHei"):
    st = doc.styles["Normal"]
    st.font.name = name
    st.font.size = Pt(10.5)
    st.element.rPr.rFonts.set(qn("w:eastAsia"), name)


def table(doc, rows, widths=None, style="Table Grid"):
    t = doc.add_table(rows=0, cols=len(rows[0]))
    t.style = style
    for r in rows:
        cells = t.add_row().cells
        for c, v in zip(cells, r):
            c.text = v
    return t


# ---------------- 裘雨婷 (Chinese, tables) ----------------
d = Document()
zh_font(d)
h = d.add_heading("裘雨婷  个人简历", level=0)
table(d, [
    ["姓名", "裘雨婷", "性别", "女"],
    ["手机", "139 1652 7730", "邮箱", "qiuyuting.pm@qq.com"],
    ["现居地", "杭州", "求职方向", "电商平台 / 商家运营产品负责人"],
])
d.add_heading("工作经历", level=1)
table(d, [
    ["时间", "公司", "职位", "主要工作"],
    ["2021/9-至今", "淘天集团（淘宝天猫）", "高级产品专家",
     "负责天猫商家营销工具（优惠券、满减、跨店活动）产品规划；管理3人产品小组；推动双11商家报名流程改版，报名转化率提升18%。"],
    ["2018/3-2021/8", "拼多多", "产品经理",
     "负责“百亿补贴”商家招商与选品后台，设计商品审核与价格监控规则；与运营、研发协作完成从0到1上线。"],
    ["2015/7-2018/2", "京东商城", "品类运营专员",
     "家电品类日常运营、促销排期与库存周转分析；撰写SQL周报。"],
])
d.add_heading("教育背景", level=1)
table(d, [
    ["时间", "学校", "学历", "专业"],
    ["2025.09 - 至今", "复旦大学管理学院", "MBA（在职，在读）", "工商管理"],
    ["2011.09 - 2015.06", "上海财经大学", "本科", "电子商务"],
])
d.add_heading("技能与证书", level=1)
d.add_paragraph("熟练使用 SQL、Axure、Figma；熟悉 A/B 实验设计与漏斗分析；PMP 项目管理认证（2019）。")
d.add_heading("其他", level=1)
d.add_paragraph("2014 年阿里巴巴大数据竞赛（天池）入围复赛；2020 年拼多多年度优秀员工。")
d.save(os.path.join(OUT, "裘雨婷_电商产品_简历.docx"))

# ---------------- Peng Haolin (English) ----------------
d = Document()
st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)
d.add_heading("Haolin Peng", level=0)
d.add_paragraph("Senior Java Backend Engineer · Beijing · haolin.peng@outlook.com · +86 150 7311 2468")
d.add_heading("Professional Summary", level=1)
d.add_paragraph(
    "Backend engineer with eight years of full-time experience building high-concurrency Java services "
    "for local-services and food-delivery platforms. Comfortable owning a service end to end, from "
    "schema design to on-call, and happiest when a p99 graph goes down.")
d.add_heading("Experience", level=1)
p = d.add_paragraph(); r = p.add_run("Meituan — Food Delivery (美团外卖), Beijing"); r.bold = True
d.add_paragraph("Backend Technical Expert, 01/2024 - today")
d.add_paragraph("Order dispatch platform: redesigned the rider-order matching service (Java 17, Spring Boot, "
                "Kafka, Redis) handling 40k QPS at lunch peak; led the migration of 30+ services to Kubernetes.",
                style="List Bullet")
d.add_paragraph("Senior Backend Engineer, 07/2020 - 12/2023")
d.add_paragraph("Built the merchant settlement service on MySQL sharding and Dubbo RPC; introduced Kafka-based "
                "event sourcing for order state changes.", style="List Bullet")
p = d.add_paragraph(); r = p.add_run("Ele.me (Alibaba Local Services), Shanghai"); r.bold = True
d.add_paragraph("Backend Engineer, 07/2018 - 06/2020")
d.add_paragraph("Java services for the restaurant menu and promotions system; Redis caching layer and "
                "MySQL query tuning.", style="List Bullet")
d.add_paragraph("Java Development Intern, summer 2017")
d.add_paragraph("Wrote unit tests and internal admin pages for the coupon service.", style="List Bullet")
d.add_heading("Education", level=1)
d.add_paragraph("Hunan University of Technology, Zhuzhou — B.Eng. in Software Engineering, 2014 - 2018")
d.add_heading("Certifications", level=1)
d.add_paragraph("Oracle Certified Professional: Java SE 11 Developer (2021)")
d.add_heading("Skills", level=1)
d.add_paragraph("Java, Spring Boot, Dubbo, MySQL, Redis, Kafka, Kubernetes, Docker, Go, Elasticsearch")
d.save(os.path.join(OUT, "HaolinPeng_Resume.docx"))
print("ok")
