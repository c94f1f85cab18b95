# Builds cvs/xie_mingxi_resume_2022.docx (old CV of 解明曦, one table per job).
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

d = Document()
st = d.styles["Normal"]; st.font.name = "Noto Sans CJK SC"; st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")
d.add_heading("解明曦 · 个人简历", level=0)
d.add_paragraph("求职意向：高级前端工程师 / 前端技术专家　　邮箱：xiemingxi.fe@163.com　　电话：138 1107 2954")
d.add_paragraph("更新于 2022年11月")
d.add_heading("工作经历", level=1)

jobs = [
    [("公司", "美团（北京三快在线科技有限公司）· 到店事业群"), ("职位", "高级前端工程师"),
     ("时间", "2020.04 – 至今"),
     ("工作内容", "负责商家端 B 端中后台前端架构；基于 qiankun 落地微前端，接入 20+ 子应用；"
                  "主导组件库 TypeScript 化，线上 JS 错误率下降 60%。")],
    [("公司", "美团（北京三快在线科技有限公司）"), ("职位", "前端工程师"),
     ("时间", "2018.07 – 2020.03"),
     ("工作内容", "使用 React + TypeScript 开发商家营销活动页与可视化搭建平台，支持 618、双 11 大促。")],
    [("公司", "百度（百度地图）"), ("职位", "前端开发实习生"),
     ("时间", "2017.07 – 2017.12"),
     ("工作内容", "参与百度地图 Web 端 POI 详情页重构，使用 Vue 与 Webpack。")],
]
for job in jobs:
    t = d.add_table(rows=0, cols=2); t.style = "Table Grid"
    for k, v in job:
        r = t.add_row().cells; r[0].text = k; r[1].text = v
    d.add_paragraph("")

d.add_heading("教育背景", level=1)
t = d.add_table(rows=1, cols=4); t.style = "Table Grid"
for c, v in zip(t.rows[0].cells, ["学校", "专业", "学历", "时间"]): c.text = v
r = t.add_row().cells
for c, v in zip(r, ["华中科技大学", "软件工程", "本科", "2014.09 – 2018.06"]): c.text = v

d.add_heading("专业技能", level=1)
d.add_paragraph("精通 React、TypeScript；熟悉 Vue、Webpack、Node.js；了解 Flutter、Electron。")
d.add_heading("获奖情况", level=1)
d.add_paragraph("2017 全国大学生软件创新大赛 二等奖")
d.save("../cvs/xie_mingxi_resume_2022.docx")
