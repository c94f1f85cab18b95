"""Builds cvs/方立言-Android-简历.docx (Chinese CV with tables)."""
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn
import os

OUT = os.path.join(os.path.dirname(__file__), "..", "..", "cvs", "方立言-Android-简历.docx")
d = Document()
st = d.styles["Normal"]
st.font.name = "Noto Sans CJK SC"; st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")

d.add_heading("个人简历", level=0)
t = d.add_table(rows=3, cols=4); t.style = "Table Grid"
cells = [("姓名", "方立言", "性别", "女"),
         ("电话", "186 5713 2290", "邮箱", "fangliyan.dev@qq.com"),
         ("现居地", "杭州", "求职意向", "Android 技术专家 / 移动端负责人")]
for r, row in enumerate(cells):
    for c, v in enumerate(row):
        t.cell(r, c).text = v

d.add_heading("教育经历", level=1)
t = d.add_table(rows=3, cols=4); t.style = "Table Grid"
edu = [("时间", "学校", "专业", "学历"),
       ("2015.09 - 2019.06", "西安电子科技大学", "计算机科学与技术", "本科（工学学士）"),
       ("2023.09 - 至今", "浙江大学 软件学院", "软件工程", "非全日制工程硕士（在读，预计2026年12月毕业）")]
for r, row in enumerate(edu):
    for c, v in enumerate(row):
        t.cell(r, c).text = v

d.add_heading("工作经历", level=1)
t = d.add_table(rows=5, cols=3); t.style = "Table Grid"
work = [("时间", "公司 / 部门", "职位"),
        ("2024年7月 - 至今", "招银网络科技（杭州）有限公司（招商银行全资子公司）移动开发部", "Android 技术专家（小组负责人）"),
        ("2022年3月 - 2024年6月", "招银网络科技（杭州）有限公司 移动开发部", "高级 Android 开发工程师"),
        ("2019年7月 - 2022年2月", "北京三快在线科技有限公司（美团）到家事业群", "Android 开发工程师"),
        ("2018年6月 - 2018年9月", "北京三快在线科技有限公司（美团）", "Android 开发实习生")]
for r, row in enumerate(work):
    for c, v in enumerate(row):
        t.cell(r, c).text = v

d.add_heading("招银网络科技 · 掌上生活 App", level=2)
for s in [
    "带领 5 人 Android 小组，负责招商银行信用卡“掌上生活”App 的账单、分期与支付模块。",
    "用 Kotlin + Jetpack Compose 重写账单首页，基于 Kotlin Coroutines / Flow 重构数据层，冷启动时间降低 35%。",
    "落地组件化与 Gradle 构建优化（Kotlin DSL、构建缓存），全量构建时间从 14 分钟降到 6 分钟。",
    "负责客户端安全加固：国密 SM2/SM4 通信加密、Root/Hook 检测，通过人民银行移动金融客户端检测。",
]:
    d.add_paragraph(s, style="List Bullet")

d.add_heading("美团 · 外卖商家端", level=2)
for s in [
    "负责美团外卖商家版 App 订单与打印模块开发，日活商家 200 万+。",
    "2020年起主导商家端从 Java 迁移到 Kotlin，完成 60% 存量代码迁移。",
    "实习期间参与 Robust 热修复平台的问题排查。",
]:
    d.add_paragraph(s, style="List Bullet")

d.add_heading("专业技能", level=1)
t = d.add_table(rows=4, cols=2); t.style = "Table Grid"
sk = [("语言", "Kotlin（精通）、Java（熟练）、Swift（了解）"),
      ("Android", "Jetpack Compose、Coroutines/Flow、Hilt、Room、Retrofit、组件化"),
      ("跨平台", "Flutter（个人项目）、Kotlin Multiplatform（学习中）"),
      ("工程", "Gradle、Jenkins、Git、性能监控（Matrix）")]
for r, row in enumerate(sk):
    for c, v in enumerate(row):
        t.cell(r, c).text = v

d.add_heading("荣誉奖项", level=1)
for s in ["2017 年 中国大学生服务外包创新创业大赛 全国二等奖",
          "2023 年 招银网络科技 年度优秀员工"]:
    d.add_paragraph(s, style="List Bullet")
d.save(OUT)
print("wrote", OUT)
