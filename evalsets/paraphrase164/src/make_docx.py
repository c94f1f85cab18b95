"""Builds the two DOCX CVs in ../cvs."""
from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

def table(doc, rows, style="Table Grid"):
    t = doc.add_table(rows=len(rows), cols=len(rows[0]))
    t.style = style
    for i, r in enumerate(rows):
        for j, v in enumerate(r):
            t.cell(i, j).text = v
    return t

# ---- 祁砚舟 (Chinese, tables) ----
d = Document()
d.add_heading("祁砚舟  个人简历", 0)
table(d, [["性别", "男", "出生年月", "1994.03"],
          ["电话", "186-2177-4930", "邮箱", "qyz_server@163.com"],
          ["现居地", "上海", "求职意向", "游戏服务器主程 / 后端架构"]])
d.add_heading("教育背景", 1)
table(d, [["时间", "学校", "专业", "学历"],
          ["2012.09–2016.06", "电子科技大学", "软件工程", "本科（工学学士）"]])
d.add_heading("工作经历", 1)
table(d, [["时间", "公司", "职位"],
          ["2019/7-至今", "上海莉莉丝网络科技有限公司（莉莉丝游戏）", "高级服务器开发工程师"],
          ["2016/7-2019/6", "珠海西山居互动娱乐科技有限公司（金山软件旗下）", "服务器开发工程师"],
          ["2015/7-2015/9", "腾讯科技（深圳）有限公司 天美工作室群", "后台开发实习生"]])
d.add_paragraph("莉莉丝游戏：负责 SLG 手游全球服的战斗与联盟服务器，使用 Go 与 C++ 开发，单服同时在线 12 万；"
                "设计基于 Redis Cluster 的排行榜与跨服匹配服务，MySQL 分库分表承载 3000 万注册玩家数据；"
                "用 Kubernetes 部署无状态网关，开服时间由 2 小时缩短到 15 分钟。")
d.add_paragraph("西山居：参与 MMORPG《剑网3》服务器逻辑开发（C++/Lua），负责副本与交易行模块，以及 Redis 缓存层的重构。")
d.add_paragraph("腾讯实习：在天美工作室群参与手游后台压测工具开发（C++、Python）。")
d.add_heading("获奖与证书", 1)
d.add_paragraph("2015 年 清华大学 THUPC 程序设计竞赛 二等奖（校外队伍）")
d.add_paragraph("2014 年 ACM-ICPC 亚洲区域赛（成都站）铜奖")
d.add_heading("专业技能", 1)
d.add_paragraph("Go、C++、Lua、Erlang（自学）、Redis、MySQL、Kafka、Kubernetes、Skynet 框架")
d.save(os.path.join(OUT, "祁砚舟-游戏服务器.docx"))

# ---- Callum Dearden (English, name only in the header section) ----
d = Document()
hdr = d.sections[0].header.paragraphs[0]
hdr.text = "Callum Dearden  |  c.dearden.chem@outlook.com  |  +44 7456 301 882  |  Manchester"
d.add_heading("Curriculum Vitae – Graduate Chemist", 0)
d.add_heading("Profile", 1)
d.add_paragraph("Chemistry graduate (First Class, 2026) with hands-on experience in waterborne coatings formulation "
                "and colour-matching from a summer placement, now working as a graduate formulation chemist. "
                "Comfortable in both the analytical lab and pilot-scale mixing.")
d.add_heading("Experience", 1)
d.add_paragraph("Graduate Formulation Chemist — AkzoNobel (Dulux Decorative Paints), Slough — since 09/2026")
d.add_paragraph("Reformulating low-VOC interior emulsions; running viscosity, scrub-resistance and opacity tests; "
                "writing test reports for the product-development lead.", style="List Bullet")
d.add_paragraph("Summer Intern, Research & Development — AkzoNobel (Dulux), Slough — Jun 2025 – Sep 2025")
d.add_paragraph("Ten-week summer internship in the decorative paints lab: tested titanium dioxide reduction in "
                "matt emulsions and logged results in the lab information system.", style="List Bullet")
d.add_paragraph("Laboratory Demonstrator (part-time) — Department of Chemistry, University of Manchester — 2025–2026")
d.add_heading("Education", 1)
table(d, [["Degree", "Institution", "Dates", "Result"],
          ["BSc (Hons) Chemistry", "The University of Manchester", "2023 – 2026", "First Class"],
          ["A-levels: Chemistry, Biology, Mathematics", "Loreto College, Manchester", "2021 – 2023", "A*, A, A"]])
d.add_heading("Publications", 1)
d.add_paragraph("C. Dearden, R. Mistry and J. P. Halloran, \"Bio-based alkyd binders from tall oil fatty acids\", "
                "RSC Advances, 2026, 16, 4412–4420. (undergraduate project, first author)")
d.add_heading("Awards", 1)
d.add_paragraph("Royal Society of Chemistry Undergraduate Award, 2025")
d.add_heading("Skills", 1)
d.add_paragraph("FTIR, UV-Vis, GC-MS, rheometry, DSC; Python, MATLAB, SQL; COSHH risk assessment; full UK driving licence")
d.save(os.path.join(OUT, "CV_graduate_chemist_2026.docx"))
print("ok")
