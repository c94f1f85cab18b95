from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

d = Document()
st = d.styles["Normal"]; st.font.name = "Microsoft YaHei"; st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn("w:eastAsia"), "微软雅黑")

d.add_heading("温岚汐", level=0)
d.add_paragraph("求职意向：内容运营总监 / 内容策略负责人　|　北京")
t = d.add_table(rows=3, cols=4); t.style = "Table Grid"
cells = [("电话", "186-1037-2295", "邮箱", "wenlanxi.ops@qq.com"),
         ("出生年份", "1997", "现居", "北京市海淀区"),
         ("工作年限", "7年+", "政治面貌", "群众")]
for r, row in enumerate(cells):
    for c, v in enumerate(row):
        t.cell(r, c).text = v

d.add_heading("教育背景", level=1)
t = d.add_table(rows=3, cols=4); t.style = "Table Grid"
edu = [("时间", "学校", "专业", "学历"),
       ("2025.09 - 至今", "北京大学光华管理学院", "工商管理（非全日制 MBA）", "硕士在读"),
       ("2015.09 - 2019.06", "中国传媒大学南广学院", "网络与新媒体", "本科")]
for r, row in enumerate(edu):
    for c, v in enumerate(row):
        t.cell(r, c).text = v

d.add_heading("工作经历", level=1)
t = d.add_table(rows=4, cols=3); t.style = "Table Grid"
jobs = [("时间", "公司 / 部门", "职位"),
        ("2022年3月 - 至今", "快手（北京快手科技有限公司）· 内容生态部 泛知识垂类", "内容运营负责人"),
        ("2019年7月 - 2022年2月", "字节跳动 · 抖音 内容运营中心", "内容运营"),
        ("2018年10月 - 2019年5月", "字节跳动 · 抖音 内容运营中心", "运营实习生")]
for r, row in enumerate(jobs):
    for c, v in enumerate(row):
        t.cell(r, c).text = v

d.add_paragraph("快手 · 内容运营负责人（2022年3月 - 至今）", style="Heading 2")
for b in ["带领 12 人的内容运营团队（含 3 名组长），负责泛知识垂类的创作者招募、分层扶持与流量策略，垂类日均播放量两年内增长 2.4 倍。",
          "搭建创作者分层模型与周度数据看板（基于 Hive SQL 与内部 BI），推动垂类内容供给结构优化。",
          "牵头 2024 年“快手新知计划”，联动 40 余所高校与科普机构入驻。"]:
    d.add_paragraph(b, style="List Bullet")
d.add_paragraph("字节跳动 · 抖音 内容运营（2019年7月 - 2022年2月）", style="Heading 2")
for b in ["负责抖音知识类短视频的头部创作者签约与日常运营，管理 80+ 位签约创作者。",
          "策划“抖音看见音乐”等站内活动 6 场，单场话题播放量超 5 亿。",
          "实习期间（2018年10月起）参与创作者审核与热点选题，毕业后转正。"]:
    d.add_paragraph(b, style="List Bullet")

d.add_heading("荣誉与其他", level=1)
for b in ["2024 快手光合创作者大会 分论坛演讲嘉宾",
          "2021 字节跳动 抖音内容运营中心 年度 Top Performer",
          "2018 中国大学生广告艺术节学院奖 银奖"]:
    d.add_paragraph(b, style="List Bullet")

d.add_heading("技能", level=1)
t = d.add_table(rows=3, cols=2); t.style = "Table Grid"
sk = [("运营工具", "巨量算数、飞瓜数据、Excel（数据透视表）、Hive SQL"),
      ("其他", "Python（自学，Coursera 入门课程）、剪映、Photoshop"),
      ("语言", "英语 CET-6")]
for r, row in enumerate(sk):
    for c, v in enumerate(row):
        t.cell(r, c).text = v
d.save("../../cvs/温岚汐_内容运营.docx")
