from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

d = Document()
st = d.styles["Normal"]
st.font.name = "Microsoft YaHei"; st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn("w:eastAsia"), "微软雅黑")

d.add_heading("冉启越", level=0)
d.add_paragraph("Unity 客户端主程 | 上海 | 手机：186-2130-5519 | 邮箱：ranqiyue@qq.com")

d.add_heading("工作经历", level=1)
jobs = [
    [("公司", "上海莉莉丝网络科技有限公司（莉莉丝游戏）"), ("时间", "2021年4月 - 至今"),
     ("职位", "客户端主程（2024年1月起）；此前为高级客户端开发工程师（2021年4月 - 2023年12月）"),
     ("工作内容", "负责一款未公开 SLG 手游的 Unity 客户端架构；带领 6 人客户端小组，负责招聘、排期与绩效评估；"
                 "主导 Addressables 资源管理改造，包体缩小 35%；基于 xLua 的热更新框架维护。")],
    [("公司", "网易游戏 雷火事业群"), ("时间", "2018年7月 - 2021年3月"),
     ("职位", "客户端开发工程师"),
     ("工作内容", "参与 MMO 手游客户端开发（Unity + C# + xLua）；负责战斗表现、技能编辑器与 UI 框架；"
                 "编写 URP 下的角色卡通渲染 Shader，低端机帧率从 24 提升到 30。")],
    [("公司", "腾讯 天美工作室群"), ("时间", "2017年7月 - 2017年9月"),
     ("职位", "客户端开发实习生"),
     ("工作内容", "在 Unity 中实现活动系统 UI 与红点逻辑，修复 40+ 个线上 bug。")],
]
for job in jobs:
    t = d.add_table(rows=0, cols=2)
    t.style = "Table Grid"
    for k, v in job:
        r = t.add_row().cells
        r[0].text = k; r[1].text = v
    d.add_paragraph("")

d.add_heading("教育背景", level=1)
t = d.add_table(rows=1, cols=4); t.style = "Table Grid"
for c, v in zip(t.rows[0].cells, ["时间", "学校", "专业", "学历"]): c.text = v
r = t.add_row().cells
for c, v in zip(r, ["2014.09 - 2018.06", "华南理工大学", "软件工程", "本科"]): c.text = v

d.add_heading("技能", level=1)
d.add_paragraph("Unity / C#（精通）、xLua、HLSL / URP Shader、Addressables、Jenkins 自动打包、Git / Perforce；"
                "了解 Unreal Engine 5 与 Houdini（个人兴趣学习）")
d.add_heading("获奖", level=1)
d.add_paragraph("2017 年 米哈游 校园编程挑战赛 三等奖")
d.add_paragraph("2016 年 全国大学生软件创新大赛 华南赛区 一等奖")
d.save("../cvs/冉启越_Unity客户端.docx")
