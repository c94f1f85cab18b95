"""Builds cvs/越晴川_简历.docx: Chinese CV, one table per job."""
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

d = Document()
st = d.styles["Normal"]; st.font.name = "SimSun"; st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn("w:eastAsia"), "SimSun")
d.add_heading("越晴川", level=1)
d.add_paragraph("手机：186 2190 3357 ｜ 邮箱：yueqc_ts@outlook.com ｜ 上海")
d.add_paragraph("信任与安全（Trust & Safety）分析师，7 年社区治理与内容安全经验，熟悉风控规则与审核策略闭环。")

d.add_heading("工作经历", level=2)
jobs = [
    [("公司", "上海任意门科技有限公司（Soul App）"), ("职位", "信任与安全高级分析师"),
     ("时间", "2022/9-至今"),
     ("工作内容", "负责社交场景下的诈骗、引流与未成年人保护风险识别；用 SQL 与 Python 搭建风险监控看板；设计并迭代审核策略，违规私信举报率下降 35%。")],
    [("公司", "行吟信息科技（上海）有限公司（小红书）"), ("职位", "社区治理分析师"),
     ("时间", "2019/7-2022/8"),
     ("工作内容", "负责笔记与评论的社区规范执行；日常用 SQL（Hive）取数分析违规趋势，输出周报；参与虚假种草治理专项。")],
    [("公司", "北京字节跳动科技有限公司（抖音）"), ("职位", "内容安全实习生"),
     ("时间", "2019/3-2019/6"),
     ("工作内容", "参与短视频内容审核标准的标注与质检，整理高风险样本库。")],
]
for job in jobs:
    t = d.add_table(rows=0, cols=2); t.style = "Table Grid"
    for k, v in job:
        r = t.add_row().cells; r[0].text = k; r[1].text = v
    d.add_paragraph("")

d.add_heading("教育背景", level=2)
t = d.add_table(rows=0, cols=4); t.style = "Table Grid"
for row in [("学校", "专业", "学历", "时间"),
            ("中国传媒大学", "传播学", "非全日制硕士（在读）", "2024.09–"),
            ("浙大城市学院（原浙江大学城市学院）", "网络与新媒体", "本科", "2015.09–2019.06")]:
    c = t.add_row().cells
    for i, v in enumerate(row): c[i].text = v

d.add_heading("技能与证书", level=2)
d.add_paragraph("SQL、Python（pandas）、Hive、Tableau；内容审核策略、风控规则设计")
d.add_paragraph("CIPP/E 隐私认证（IAPP，2023）")
d.add_paragraph("2021 小红书社区治理年度“守护者”奖")
d.save("../cvs/越晴川_简历.docx")
