"""Build 荀明蔚's Chinese CV (one table per job) as DOCX."""
import sys
from docx import Document
from docx.shared import Pt

out = sys.argv[1] if len(sys.argv) > 1 else "../cvs/荀明蔚_简历.docx"
d = Document()
st = d.styles["Normal"]; st.font.name = "Noto Sans CJK SC"; st.font.size = Pt(10.5)
d.add_heading("荀明蔚", level=0)
d.add_paragraph("内容策略经理 ｜ 北京 ｜ 186-1037-5522 ｜ xunmingwei@qq.com")
d.add_heading("个人简介", level=1)
d.add_paragraph("7 年以上长视频与中视频平台内容工作经验，熟悉剧集/综艺内容评估、会员增长与创作者生态运营，擅长用数据驱动内容决策。")
d.add_heading("工作经历", level=1)

jobs = [
    [("公司", "北京爱奇艺科技有限公司（爱奇艺）"), ("部门/职位", "内容策略部 ｜ 内容策略经理"),
     ("时间", "2022年3月 - 至今"),
     ("工作内容", "1. 管理 5 人内容策略团队，负责剧集与综艺内容采买评估模型的搭建与迭代，年度评估版权项目 60 余个；\n"
                 "2. 使用 SQL（Hive）与 Tableau 搭建内容表现看板，跟踪会员拉新、留存与完播率；\n"
                 "3. 参与自制剧排播策略制定，推动 2 部悬疑剧集进入站内年度播放量前十。")],
    [("公司", "上海哔哩哔哩科技有限公司（B站）"), ("部门/职位", "知识区 ｜ 内容运营"),
     ("时间", "2019年7月 - 2022年2月"),
     ("工作内容", "1. 负责知识区 UP 主扶持计划，签约并孵化中腰部创作者 120 余位；\n"
                 "2. 策划“知识分享官”系列活动，活动期间分区投稿量提升 35%；\n"
                 "3. 用 Excel 与内部 BI 工具做选题与流量复盘。")],
    [("公司", "腾讯视频（深圳市腾讯计算机系统有限公司）"), ("部门/职位", "内容编辑实习生"),
     ("时间", "2018年6月 - 2018年9月"),
     ("工作内容", "协助综艺频道专题页编辑与节目资料整理，撰写节目推荐文案 80 余篇。")],
]
for job in jobs:
    t = d.add_table(rows=0, cols=2); t.style = "Table Grid"
    for k, v in job:
        r = t.add_row().cells; r[0].text = k; r[1].text = v
    d.add_paragraph("")

d.add_heading("教育背景", level=1)
t = d.add_table(rows=1, cols=4); t.style = "Table Grid"
for c, v in zip(t.rows[0].cells, ["时间", "学校", "专业", "学历"]): c.text = v
r = t.add_row().cells
for c, v in zip(r, ["2015.09 - 2019.06", "中国传媒大学", "新闻学", "本科（文学学士）"]): c.text = v

d.add_heading("证书与荣誉", level=1)
d.add_paragraph("2020 哔哩哔哩年度优秀员工；2017 全国大学生广告艺术大赛 三等奖")
d.add_heading("技能", level=1)
d.add_paragraph("SQL、Hive、Tableau、Excel、剪映；了解 Python；英语 CET-6")
d.save(out)
print("wrote", out)
