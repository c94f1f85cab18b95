"""Builds the two DOCX CVs in ../cvs (python-docx)."""
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH

OUT = "../cvs/"

# ---- Ke Xueqing, English, plain paragraphs + headings ----
d = Document()
st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)
t = d.add_paragraph(); r = t.add_run("XUEQING (SNOW) KE"); r.bold = True; r.font.size = Pt(20)
d.add_paragraph("Machine Learning Engineer · Beijing · xueqing.ke@foxmail.com · +86 186 2107 4419")
d.add_heading("Summary", level=1)
d.add_paragraph("Recommendation-systems engineer with seven years on large-scale ranking for short video. "
                "Comfortable across modelling, feature pipelines and serving.")
d.add_heading("Experience", level=1)
p = d.add_paragraph(); p.add_run("ByteDance — TikTok Recommendation").bold = True
d.add_paragraph("Senior Machine Learning Engineer, Apr 2022 – Present")
d.add_paragraph("Machine Learning Engineer, Aug 2019 – Mar 2022")
d.add_paragraph("Candidate generation and pre-ranking models for TikTok's international For You feed; "
                "launched a multi-gate mixture-of-experts ranker that raised watch time per user by 2.3%.", style="List Bullet")
d.add_paragraph("Mentored five new graduates; interviewer for the recommendation hiring loop.", style="List Bullet")
p = d.add_paragraph(); p.add_run("Microsoft Research Asia").bold = True
d.add_paragraph("Research Intern, Machine Learning Group, Jul 2017 – Dec 2017")
d.add_paragraph("Graph neural networks for knowledge-graph completion.", style="List Bullet")
d.add_heading("Education", level=1)
d.add_paragraph("Carnegie Mellon University — M.S. in Machine Learning, May 2019")
d.add_paragraph("Zhejiang University — B.Eng. in Computer Science and Technology (Chu Kochen Honors College), Jun 2017")
d.add_heading("Publication", level=1)
d.add_paragraph("R. Desai, X. Ke, L. Marwick. Set-Structured Priors for Few-Shot Ranking. NeurIPS 2019.")
d.add_heading("Skills", level=1)
d.add_paragraph("Python, C++, PyTorch, TensorFlow, Spark, Go")
d.save(OUT + "xueqing_ke_resume_en.docx")

# ---- 雷思嘉, Chinese, tables ----
d = Document()
st = d.styles["Normal"]; st.font.name = "SimSun"; st.font.size = Pt(10.5)
t = d.add_paragraph(); t.alignment = WD_ALIGN_PARAGRAPH.CENTER
r = t.add_run("雷思嘉"); r.bold = True; r.font.size = Pt(22)
c = d.add_paragraph("求职意向：后端开发工程师（2028届）｜ 电话：152 2036 8841 ｜ 邮箱：leisijia2028@qq.com")
c.alignment = WD_ALIGN_PARAGRAPH.CENTER

def table(head, rows):
    tb = d.add_table(rows=1, cols=len(head)); tb.style = "Table Grid"
    for i, h in enumerate(head):
        tb.rows[0].cells[i].text = h
    for row in rows:
        cells = tb.add_row().cells
        for i, v in enumerate(row):
            cells[i].text = v

d.add_heading("教育背景", level=2)
table(["时间", "学校", "专业", "学历"], [
    ["2025/9-至今", "华南理工大学", "计算机技术", "硕士研究生（在读，预计2028年6月毕业）"],
    ["2021.09-2025.06", "浙江工业大学", "软件工程", "本科（工学学士）"],
])
d.add_heading("实习经历", level=2)
table(["时间", "公司 / 部门", "岗位", "工作内容"], [
    ["2024.06-2024.09", "腾讯 微信事业群（WXG）", "后台开发实习生",
     "参与微信支付对账服务的 Go 重构，接口 P99 延迟降低 22%；编写单元测试覆盖率提升至 80%。"],
    ["2025年3月 - 2025年6月", "美团 到店事业群", "数据开发实习生",
     "基于 Hive / Spark 搭建商户画像日更链路，完成 12 张核心指标表的口径梳理。"],
])
d.add_heading("科研成果", level=2)
d.add_paragraph("雷思嘉，周明，王涛. 基于图注意力网络的商户推荐冷启动方法[J]. 计算机工程与应用，2025，61(8)：112-120.（第一作者）")
d.add_heading("竞赛与荣誉", level=2)
table(["时间", "名称"], [
    ["2024", "华为软件精英挑战赛 杭厦赛区二等奖"],
    ["2023", "国家奖学金"],
])
d.add_heading("专业技能", level=2)
d.add_paragraph("编程语言：Java，Go，Python；数据库：MySQL，Redis；其他：Kubernetes，Docker，Linux")
d.save(OUT + "雷思嘉_简历.docx")
