"""Builds cvs/桑若川-飞机维修工程师.docx (Chinese, paragraphs only)."""
from docx import Document
from docx.shared import Pt
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "cvs" / "桑若川-飞机维修工程师.docx"

doc = Document()
style = doc.styles["Normal"]
style.font.name = "Noto Sans CJK SC"
style.font.size = Pt(10.5)

def h(text):
    p = doc.add_paragraph()
    r = p.add_run(text)
    r.bold = True
    r.font.size = Pt(13)

def para(text, bold=False):
    p = doc.add_paragraph()
    r = p.add_run(text)
    r.bold = bold
    return p

title = doc.add_paragraph()
tr = title.add_run("桑若川")
tr.bold = True
tr.font.size = Pt(20)
para("男 ｜ 1992 年生 ｜ 广州市白云区 ｜ 手机：186-2077-3158 ｜ 邮箱：sangruochuan@qq.com")
para("求职意向：飞机维修工程师 / 定检技术主管（宽体机）")

h("工作经历")
para("广州飞机维修工程有限公司（GAMECO，中国南方航空控股合资公司）", bold=True)
para("2023年1月 - 至今　高级工程师、定检部 B787 C 检技术主管")
para("负责 B787-9 机队 C 检的工卡审核、结构损伤评估与放行前技术把关，管理 12 名机务人员（含 4 名持照放行人员），"
     "单次 C 检平均停场时间从 26 天压缩到 21 天；牵头在 AMOS 系统中重建 C 检工包模板。")
para("2019年3月 - 2022年12月　飞机维修工程师，航线维修部（A320/A330）")
para("执行航线与短停维护，负责 A330 发动机孔探检查与故障隔离，使用 AMOS 跟踪保留故障与部件时限。")

para("厦门太古飞机工程有限公司（TAECO）", bold=True)
para("2014年7月 - 2019年2月　机械员（基地维修，B747/B777 重检）")
para("参与 B747-400 与 B777-300ER 的 D 检与客改货项目，负责起落架与舱门结构修理，2017 年取得 NDT 超声检测 II 级资格。")

para("中国东方航空技术有限公司（上海）", bold=True)
para("2013年7月 - 2013年8月　维修实习生")
para("在虹桥机库跟班学习 A320 航线维护流程。")

h("教育背景")
para("2020年9月 - 2021年7月　南京航空航天大学　航空工程（在职工程硕士）　未完成，因工作调动于 2021 年 7 月退学")
para("2010年9月 - 2014年6月　中国民航大学　飞行器动力工程　工学学士")

h("执照与证书")
para("CCAR-66 部民用航空器维修人员执照（TA 涡轮式飞机、ME 机械类）")
para("B787 机型签署（2023）；A320/A330 机型签署（2020）")
para("NDT 超声检测 II 级（UT II）")

h("技能")
para("AMOS、SAP PM、CATIA V5（读图）、英文手册（AMM/SRM/IPC）阅读、孔探（Borescope）")
para("英语：CET-6，可直接与波音/空客技术代表沟通")

doc.save(OUT)
print("wrote", OUT)
