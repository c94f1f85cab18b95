"""Builds cvs/qin_ruonan_cv.docx (Chinese CV, python-docx, with tables)."""
from pathlib import Path
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

OUT = Path(__file__).resolve().parent.parent / "cvs" / "qin_ruonan_cv.docx"

d = Document()
st = d.styles["Normal"]
st.font.name = "Noto Sans CJK SC"
st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")
st.font.size = Pt(10.5)

d.add_heading("秦若楠", level=0)
d.add_paragraph("产品总监 | 本地生活 / O2O | 北京")
d.add_paragraph("电话：186 0113 5207　邮箱：qinruonan_pm@126.com　微信：qrn-pm")

d.add_heading("个人优势", level=1)
d.add_paragraph("12 年互联网产品经验，其中 7 年以上在美团负责到家业务的交易与履约产品；"
                "目前管理 12 人的产品团队，擅长从 0 到 1 搭建业务中台和数据驱动的增长体系。")

d.add_heading("工作经历", level=1)
d.add_paragraph("北京三快在线科技有限公司（美团）｜到家事业群　2019年3月 - 至今")
d.add_paragraph("产品总监（2024年7月 - 至今）：负责闪购履约产品线，管理 12 人产品团队；"
                "推动即时零售履约时效提升 18%，年度 GMV 目标达成 112%。", style="List Bullet")
d.add_paragraph("高级产品经理（2021年1月 - 2024年6月）：主导商家端库存与订单中台重构，"
                "覆盖 30 万家门店；与腾讯地图合作上线骑手路径预估功能。", style="List Bullet")
d.add_paragraph("产品经理（2019年3月 - 2020年12月）：负责外卖商家端营销工具，"
                "满减活动配置效率提升 3 倍。", style="List Bullet")
d.add_paragraph("广州唯品会信息科技有限公司（唯品会）　2014年7月 - 2019年2月")
d.add_paragraph("产品经理（2015年7月 - 2019年2月）：负责特卖会场搭建工具和用户个性化推荐入口。", style="List Bullet")
d.add_paragraph("产品助理（2014年7月 - 2015年6月）：需求整理、原型设计与上线验收。", style="List Bullet")

d.add_heading("教育背景", level=1)
t = d.add_table(rows=3, cols=4)
t.style = "Table Grid"
rows = [("时间", "学校", "专业", "学历"),
        ("2025.09 - 至今", "中欧国际工商学院（CEIBS）", "工商管理（Part-time MBA，在职）", "MBA 在读，预计 2027 年毕业"),
        ("2010.09 - 2014.06", "华南理工大学广州学院", "市场营销", "本科")]
for r, row in enumerate(rows):
    for c, v in enumerate(row):
        t.cell(r, c).text = v

d.add_heading("证书与荣誉", level=1)
d.add_paragraph("PMP 项目管理专业人士认证（2020）", style="List Bullet")
d.add_paragraph("2023 年度美团到家事业群“卓越产品奖”", style="List Bullet")
d.add_paragraph("2013 年阿里巴巴“淘宝天下”校园营销大赛 华南赛区二等奖", style="List Bullet")

d.add_heading("技能", level=1)
t2 = d.add_table(rows=3, cols=2)
t2.style = "Table Grid"
for r, (k, v) in enumerate([("产品工具", "Axure、Figma、墨刀、Visio"),
                            ("数据分析", "SQL（Hive）、Excel、Tableau，能独立完成 A/B 实验分析"),
                            ("语言", "英语（CET-6）、粤语")]):
    t2.cell(r, 0).text = k
    t2.cell(r, 1).text = v

d.save(OUT)
print("wrote", OUT)
