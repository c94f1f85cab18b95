# Builds cvs/荀思语-产品运营-简历.docx (Chinese, one table per job)
from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(__file__), "..", "cvs", "荀思语-产品运营-简历.docx")
d = Document()
d.add_heading("荀思语", level=0)
d.add_paragraph("产品运营经理 | 北京 | 159 0127 3386 | xunsiyu.ops@163.com")
d.add_heading("个人简介", level=1)
d.add_paragraph("7 年短视频平台运营经验，先后在抖音和快手负责用户增长、创作者激励与产品运营，熟悉从需求洞察、活动策划到数据复盘的完整闭环。")
d.add_heading("工作经历", level=1)
jobs = [
    [("公司", "北京快手科技有限公司（快手极速版）"), ("时间", "2023年7月 - 至今"), ("职位", "产品运营经理（带 3 人运营小组）"),
     ("工作内容", "负责快手极速版签到、任务中心等激励产品的运营策略；带领 3 名运营专员，按周拆解 DAU 与留存目标；通过 A/B 测试迭代任务奖励，次日留存提升 2.1 个百分点。")],
    [("公司", "北京快手科技有限公司"), ("时间", "2020年9月 - 2023年6月"), ("职位", "产品运营"),
     ("工作内容", "负责下沉市场拉新活动与春节红包活动的玩法设计和数据复盘，用 SQL 搭建活动效果看板；定期输出对抖音、微信视频号的竞品分析报告。")],
    [("公司", "北京字节跳动科技有限公司（抖音）"), ("时间", "2019年7月 - 2020年8月"), ("职位", "用户运营"),
     ("工作内容", "负责抖音创作者成长计划中腰部创作者的扶持与分层运营，搭建创作者标签体系。")],
    [("公司", "北京字节跳动科技有限公司（抖音）"), ("时间", "2018年7月 - 2018年12月"), ("职位", "运营实习生"),
     ("工作内容", "协助话题挑战赛的活动排期与素材审核，整理每日数据日报。")],
]
for job in jobs:
    t = d.add_table(rows=len(job), cols=2)
    t.style = "Table Grid"
    for i, (k, v) in enumerate(job):
        t.cell(i, 0).text = k
        t.cell(i, 1).text = v
    d.add_paragraph("")
d.add_heading("教育背景", level=1)
d.add_paragraph("北京大学光华管理学院　MBA（在职，周末班）　2025年9月 - 至今（在读）")
d.add_paragraph("中国传媒大学　广告学　本科　2015年9月 - 2019年6月")
d.add_heading("技能", level=1)
d.add_paragraph("SQL、Excel、神策数据、A/B 测试、Python（基础）、Tableau、Axure、Figma")
d.add_heading("荣誉", level=1)
d.add_paragraph("2022 年 快手年度“破壁奖”（团队）")
d.save(OUT)
print("wrote", OUT)
