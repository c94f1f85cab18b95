"""Build the Chinese DOCX CV of 宋可颐 (paragraphs only, no tables)."""
from docx import Document
from docx.shared import Pt
import os

OUT = os.path.join(os.path.dirname(__file__), "..", "cvs", "宋可颐-内容运营-简历.docx")

paras = [
    ("title", "宋可颐"),
    ("p", "内容运营负责人 | 北京 | 186-0135-2297 | songkeyi_ops@qq.com"),
    ("h", "个人概述"),
    ("p", "7年短视频平台内容运营经验，先后在抖音和快手负责知识类、生活类内容生态建设，擅长创作者扶持、内容分级和数据驱动的选题策略。目前管理12人的内容运营团队。"),
    ("h", "工作经历"),
    ("b", "北京快手科技有限公司　内容运营负责人（泛知识垂类）　2022.04 - 至今"),
    ("p", "• 负责快手泛知识垂类内容生态，管理12人的内容运营团队（含3名组长），年度垂类日均播放量提升40%。"),
    ("p", "• 搭建创作者分层扶持体系，孵化百万粉知识创作者60余位；与腾讯新闻联合发起“知识下乡”公益内容活动（合作方项目）。"),
    ("p", "• 用SQL跑数、搭建周报看板，推动基于完播率与互动率的选题评估机制。"),
    ("b", "北京抖音信息服务有限公司（抖音）　高级内容运营　2021.01 - 2022.03"),
    ("p", "• 负责抖音生活类垂类（美食、家居）内容运营，制定垂类内容分级标准与流量扶持策略。"),
    ("b", "北京抖音信息服务有限公司（抖音）　内容运营　2019.07 - 2020.12"),
    ("p", "• 校招入职，负责热点选题策划与达人对接，策划的春节专题活动总播放量超过12亿。"),
    ("b", "上海宽娱数码科技有限公司（哔哩哔哩）　内容运营实习生　2018.09 - 2019.01"),
    ("p", "• 在知识区协助UP主招募与活动执行，整理每周热门稿件数据。"),
    ("h", "教育背景"),
    ("p", "对外经济贸易大学　工商管理硕士（MBA，非全日制）　2024.09 - 至今（在读）"),
    ("p", "中国传媒大学　新闻学　本科　2015.09 - 2019.06"),
    ("h", "技能与证书"),
    ("p", "内容策划、创作者运营、活动策划；Excel、SQL（日常跑数）、剪映；普通话一级乙等。"),
    ("h", "荣誉"),
    ("p", "2023年 快手年度优秀管理者；2020年 抖音年度“最佳内容运营”。"),
]

doc = Document()
style = doc.styles["Normal"]
style.font.name = "Noto Sans CJK SC"
style.font.size = Pt(10.5)
for kind, text in paras:
    if kind == "title":
        doc.add_heading(text, level=0)
    elif kind == "h":
        doc.add_heading(text, level=1)
    elif kind == "b":
        p = doc.add_paragraph()
        p.add_run(text).bold = True
    else:
        doc.add_paragraph(text)
doc.save(OUT)
print("wrote", OUT)
