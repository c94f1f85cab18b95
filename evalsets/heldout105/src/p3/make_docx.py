# Builds cvs/班若琳_交互设计师.docx : Chinese CV, one table per job.
from docx import Document
from docx.shared import Pt, RGBColor
from docx.oxml.ns import qn
import os

OUT = os.path.join(os.path.dirname(__file__), "..", "..", "cvs", "班若琳_交互设计师.docx")
d = Document()
st = d.styles["Normal"]
st.font.name = "Microsoft YaHei"; st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn("w:eastAsia"), "微软雅黑")

def h(text):
    p = d.add_paragraph(); r = p.add_run(text); r.bold = True; r.font.size = Pt(13)
    r.font.color.rgb = RGBColor(0xE4, 0x39, 0x3C)

p = d.add_paragraph(); r = p.add_run("班若琳"); r.bold = True; r.font.size = Pt(20)
d.add_paragraph("高级交互设计师 | 上海 | 电话：186 2177 0935 | 邮箱：banruolin_ux@qq.com")
d.add_paragraph("作品集：ruolin.zcool.com.cn")

h("个人简介")
d.add_paragraph("7 年互联网交互设计经验，先后服务于音乐社区与本地生活（外卖）两类产品，擅长复杂交易链路设计、"
                "用户研究与数据驱动的设计验证。")

h("工作经历")
jobs = [
    [("公司", "饿了么（上海拉扎斯信息科技有限公司）"), ("部门", "用户体验设计中心（UED）"),
     ("职位", "高级交互设计师"), ("时间", "2024年4月 - 至今"),
     ("工作内容", "负责饿了么 App 外卖下单链路（首页—店铺—购物车—结算）的交互设计，主导结算页改版，下单转化率提升 3.2%；"
                 "组织 40+ 场用户访谈及可用性测试，覆盖骑手、商家与用户三端；与数据团队共建 A/B 实验评估体系。")],
    [("公司", "饿了么（上海拉扎斯信息科技有限公司）"), ("部门", "用户体验设计中心（UED）"),
     ("职位", "交互设计师"), ("时间", "2022年3月 - 2024年3月"),
     ("工作内容", "负责商家端（饿了么商家版）订单管理与出餐提醒的交互设计；输出商家端组件规范 60+ 个。")],
    [("公司", "网易（杭州）网络有限公司"), ("部门", "网易云音乐 · 社区产品部"),
     ("职位", "交互设计师"), ("时间", "2019年7月 - 2022年2月"),
     ("工作内容", "负责云村社区、评论与歌单广场的交互设计；用 Figma 搭建社区设计组件库；参与年度听歌报告 H5 的交互方案。")],
    [("公司", "腾讯科技（深圳）有限公司"), ("部门", "ISUX 社交用户体验设计中心"),
     ("职位", "交互设计实习生"), ("时间", "2018年7月 - 2018年9月"),
     ("工作内容", "参与 QQ 空间相册功能的竞品分析与交互原型制作。")],
]
for rows in jobs:
    t = d.add_table(rows=0, cols=2); t.style = "Table Grid"
    for k, v in rows:
        c = t.add_row().cells; c[0].text = k; c[1].text = v
    d.add_paragraph("")

h("教育背景")
t = d.add_table(rows=1, cols=4); t.style = "Table Grid"
for i, x in enumerate(["学校", "专业", "学历", "时间"]): t.rows[0].cells[i].text = x
c = t.add_row().cells
for i, x in enumerate(["江南大学 设计学院", "工业设计", "本科", "2015.09 - 2019.06"]): c[i].text = x

h("证书与奖项")
d.add_paragraph("NN/g UX Certification（Nielsen Norman Group，2023）")
d.add_paragraph("2019 iF 设计新秀奖（iF DESIGN TALENT AWARD）入围")
d.add_paragraph("2018 腾讯 ISUX 实习生优秀作品")

h("技能")
d.add_paragraph("设计工具：Figma、Sketch、ProtoPie、Axure、Principle")
d.add_paragraph("研究方法：用户访谈、可用性测试、问卷设计、A/B 实验")
d.add_paragraph("其他：Unity、Blender（课程作业）、基础 HTML/CSS")
d.save(OUT)
print("wrote", OUT)
