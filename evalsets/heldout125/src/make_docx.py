"""Builds ../cvs/韦书琳_简历.docx (Chinese, one table per job)."""
from pathlib import Path
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

OUT = Path(__file__).resolve().parent.parent / "cvs" / "韦书琳_简历.docx"
d = Document()
st = d.styles["Normal"]
st.font.name = "Noto Sans CJK SC"
st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")
st.font.size = Pt(10.5)

d.add_heading("韦书琳", level=0)
d.add_paragraph("电话：159-0117-3386　|　邮箱：weishulin_audit@qq.com　|　现居：北京市海淀区")
d.add_paragraph("求职方向：内容安全 / 审核运营管理")

d.add_heading("工作经历", level=1)
jobs = [
    [("公司", "北京快手科技有限公司（快手）"), ("部门", "内容安全中心 · 短视频审核部"),
     ("职位", "审核组长"), ("时间", "2021年3月 - 至今"),
     ("工作内容", "管理 18 人审核团队（含 2 名副组长），负责直播与短视频涉政、低俗、未成年人保护类内容的审核排班、质检与培训；"
                  "牵头修订《低俗内容审核细则》3 个版本，团队质检准确率由 96.2% 提升至 98.7%；"
                  "与策略、算法团队对接，输出模型误判样本，推动机审召回率提升。")],
    [("公司", "北京快手科技有限公司（快手）"), ("部门", "内容安全中心 · 短视频审核部"),
     ("职位", "内容审核专员"), ("时间", "2019年3月 - 2021年2月"),
     ("工作内容", "日均审核短视频 1,500+ 条，负责疑难案例复审；参与建设审核知识库，编写新人培训材料。")],
    [("公司", "北京快手科技有限公司（快手）"), ("部门", "内容安全中心"),
     ("职位", "内容审核实习生"), ("时间", "2018年9月 - 2019年2月"),
     ("工作内容", "参与评论区与直播弹幕巡查，协助整理违规样本库。")],
    [("公司", "北京字节跳动科技有限公司（今日头条）"), ("部门", "内容质量部"),
     ("职位", "内容审核实习生"), ("时间", "2017年7月 - 2017年8月"),
     ("工作内容", "暑期实习，负责资讯类图文内容初审与标签标注。")],
]
for job in jobs:
    t = d.add_table(rows=0, cols=2)
    t.style = "Table Grid"
    for k, v in job:
        r = t.add_row().cells
        r[0].text = k
        r[1].text = v
    d.add_paragraph("")

d.add_heading("教育背景", level=1)
t = d.add_table(rows=1, cols=4)
t.style = "Table Grid"
for c, h in zip(t.rows[0].cells, ["时间", "学校", "专业", "学历"]):
    c.text = h
for row in [("2024年9月 - 至今", "中国传媒大学", "新闻与传播（非全日制）", "硕士在读"),
            ("2014年9月 - 2018年6月", "河北传媒学院", "广播电视编导", "本科")]:
    cells = t.add_row().cells
    for c, v in zip(cells, row):
        c.text = v

d.add_heading("技能与荣誉", level=1)
d.add_paragraph("审核规则制定、质检体系搭建、团队排班与绩效管理；Excel（数据透视表）、SQL（基础查询）、飞书多维表格")
d.add_paragraph("2022年度 快手内容安全中心“优秀管理者”")
d.add_paragraph("普通话二级甲等；英语 CET-6")
d.save(OUT)
print("wrote", OUT)
