"""Builds the two DOCX CVs of paraphrase162 into ../cvs/."""
from pathlib import Path
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

OUT = Path(__file__).resolve().parent.parent / "cvs"


def zh_font(doc):
    st = doc.styles["Normal"]
    st.font.name = "Noto Sans CJK SC"
    st.font.size = Pt(10.5)
    st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")


def table(doc, rows, header=None):
    n = len(rows[0])
    t = doc.add_table(rows=0, cols=n)
    t.style = "Table Grid"
    for r in ([header] if header else []) + rows:
        cells = t.add_row().cells
        for c, v in zip(cells, r):
            c.text = v
    return t


def xi_mingzhao():
    d = Document()
    zh_font(d)
    d.add_heading("郤明昭 · 个人简历", level=1)
    d.add_paragraph("推荐算法工程师 ｜ 上海 ｜ 电话 186-2179-4403 ｜ 邮箱 ximingzhao@foxmail.com")
    d.add_heading("基本信息", level=2)
    table(d, [["性别", "男", "出生年月", "1996.05"],
              ["工作年限", "5年", "期望岗位", "推荐 / 搜索算法专家"]])
    d.add_heading("教育背景", level=2)
    table(d, [["2018.09-2021.03", "复旦大学", "计算机科学技术学院", "工学硕士"],
              ["2014.09-2018.06", "电子科技大学", "计算机科学与工程学院", "工学学士"]],
          header=["时间", "学校", "院系", "学历"])
    d.add_heading("工作经历", level=2)
    table(d, [["2021.04-至今", "哔哩哔哩（上海幻电信息科技有限公司）", "推荐算法工程师 → 高级推荐算法工程师（2023.07 晋升）"],
              ["2020.06-2020.09", "北京爱奇艺科技有限公司", "推荐算法实习生"]],
          header=["时间", "公司", "职位"])
    d.add_paragraph("哔哩哔哩 · 首页推荐组", style="List Bullet")
    d.add_paragraph("负责首页双列 Feed 的召回与粗排：上线多兴趣双塔召回和 MMoE 多任务粗排模型，人均播放时长提升 3.8%，"
                    "日均服务请求 12 亿次。", style="List Bullet")
    d.add_paragraph("将在线推理服务迁移到 Kubernetes 集群，基于 HPA 自动扩缩容，晚高峰 P99 延迟从 85ms 降至 52ms，"
                    "GPU 利用率提升约 30%。", style="List Bullet")
    d.add_paragraph("搭建 Flink 实时特征流水线，特征延迟由小时级降至分钟级；指导 2 名实习生。", style="List Bullet")
    d.add_paragraph("爱奇艺 · 实习期间负责短视频冷启动策略离线评估，使用 Spark 处理日志。", style="List Bullet")
    d.add_heading("论文与学术服务", level=2)
    d.add_paragraph("[1] 郤明昭（第一作者）等. Interest-Aware Dual-Tower Retrieval for Short Video Feeds. KDD 2023 (Applied Data Science Track).")
    d.add_paragraph("[2] 第三作者. Debiasing Watch-Time Prediction with Duration Buckets. CIKM 2022.")
    d.add_paragraph("KDD 2025 Applied Data Science Track 程序委员会委员（审稿人）。")
    d.add_heading("专业技能", level=2)
    d.add_paragraph("Python / C++ / SQL；PyTorch、TensorFlow；Spark、Flink、Kafka；Faiss 向量检索；Kubernetes、Docker。")
    d.add_heading("荣誉", level=2)
    d.add_paragraph("2022 年哔哩哔哩技术部年度之星；2017 年全国大学生数学建模竞赛 四川赛区一等奖。")
    d.save(OUT / "郤明昭_推荐算法_简历.docx")


def thornquist_old():
    d = Document()
    d.add_heading("AUDRA THORNQUIST", level=0)
    d.add_paragraph("London  |  +44 7911 208 517  |  audra.thornquist@gmail.com")
    d.add_paragraph("Engagement Manager, Retail & Consumer practice — CV updated March 2023")
    d.add_heading("Professional experience", level=1)
    d.add_paragraph("Oliver Wyman, London — Engagement Manager, Retail & Consumer (Feb 2018 – present)")
    for b in ["Led 14 strategy and pricing engagements for grocery and general-merchandise retailers, "
              "including clients such as Tesco, Carrefour and Ahold Delhaize; managed teams of 4–8 consultants.",
              "Designed a loyalty-led promotions programme that lifted a client's like-for-like sales by 2.1%.",
              "Co-author of the firm's annual European Retail Outlook (2021, 2022)."]:
        d.add_paragraph(b, style="List Bullet")
    d.add_paragraph("Oliver Wyman, London — Consultant (Sep 2014 – Aug 2016); Associate (Sep 2012 – Aug 2014)")
    d.add_paragraph("Category-management and store-network reviews for UK supermarkets; built Excel/Alteryx store-cluster models.",
                    style="List Bullet")
    d.add_paragraph("Kantar Worldpanel, London — Summer Analyst intern (summer 2011)")
    d.add_paragraph("Cleaned consumer-panel purchase data and wrote category briefing decks for FMCG clients.",
                    style="List Bullet")
    d.add_heading("Education", level=1)
    t = d.add_table(rows=0, cols=3)
    t.style = "Table Grid"
    for r in [["INSEAD, Fontainebleau", "MBA", "Jan 2017 – Dec 2017"],
              ["London School of Economics and Political Science", "BSc Economics, First Class", "2009 – 2012"]]:
        cells = t.add_row().cells
        for c, v in zip(cells, r):
            c.text = v
    d.add_heading("Other", level=1)
    d.add_paragraph("Speaker, World Retail Congress 2022 (panel on price perception). Languages: English, Swedish, French (working).")
    d.save(OUT / "Thornquist_CV_2023.docx")


if __name__ == "__main__":
    xi_mingzhao()
    thornquist_old()
