"""Build cvs/安欣怡_UI设计师_2021.docx (old CV of An Xinyi, written in 2021)."""
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn
import os

out = os.path.join(os.path.dirname(__file__), "..", "cvs", "安欣怡_UI设计师_2021.docx")
d = Document()
st = d.styles["Normal"]
st.font.name = "Noto Sans CJK SC"; st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")

def para(text, bold=False, size=None):
    p = d.add_paragraph()
    r = p.add_run(text); r.bold = bold
    if size: r.font.size = Pt(size)
    return p

para("安欣怡", bold=True, size=18)
para("UI 设计师 ｜ 上海 ｜ 139-1762-0348 ｜ anxinyi.design@gmail.com")
para("作品集：dribbble.com/anxinyi")
para("个人简介", bold=True, size=12)
para("四年互联网视觉与交互设计经验，擅长移动端设计规范搭建与组件库建设，关注数据驱动的设计迭代。")
para("工作经历", bold=True, size=12)
para("美团（北京三快在线科技有限公司）    2020.04 - 至今", bold=True)
para("UI设计师 · 到店事业群 用户体验设计中心")
para("· 负责美团 App 到店团购频道改版，主导设计规范 2.0 与 Figma 组件库落地；")
para("· 与产品、研发协作完成 12 个版本迭代，团购详情页转化率提升 6%。")
para("网易（杭州）网络有限公司    2017.09 - 2020.03", bold=True)
para("视觉设计师 · 网易云音乐 设计中心")
para("· 负责云音乐 App 播放页、会员中心等模块的视觉设计与动效；")
para("· 参与运营活动页设计，年度歌单活动页获 1.2 亿次访问。")
para("教育背景", bold=True, size=12)
para("江南大学    2013.09 - 2017.06", bold=True)
para("数字媒体艺术 本科")
para("技能", bold=True, size=12)
para("Figma、Sketch、Adobe Photoshop / Illustrator、After Effects、Principle；了解 HTML/CSS")
para("其他", bold=True, size=12)
para("2019 阿里巴巴 UCAN 用户体验设计大会 分享嘉宾（主题：音乐产品中的情绪化设计）")
para("2016 江南大学优秀学生奖学金")
d.save(out)
print("wrote", out)
