"""Build cvs/宦嘉遥_推荐算法_简历.docx (Chinese, paragraphs + bullets)."""
from pathlib import Path
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

OUT = Path(__file__).resolve().parent.parent / "cvs" / "宦嘉遥_推荐算法_简历.docx"

doc = Document()
st = doc.styles["Normal"]
st.font.name = "Noto Sans CJK SC"
st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")
st.font.size = Pt(10.5)

def h(text):
    doc.add_heading(text, level=2)

def p(text, bold=False):
    para = doc.add_paragraph()
    r = para.add_run(text)
    r.bold = bold
    return para

def b(text):
    doc.add_paragraph(text, style="List Bullet")

doc.add_heading("宦嘉遥", level=1)
p("男 ｜ 1996 年生 ｜ 北京 ｜ 138 1042 6675 ｜ huanjiayao.ml@163.com")
p("求职意向：推荐算法专家 / 推荐系统技术负责人")

h("工作经历")
p("北京快手科技有限公司（快手）　主站推荐算法部 · 精排组", bold=True)
p("高级算法工程师　2023年4月 - 至今")
b("负责快手主站短视频精排模型（多任务 PLE 结构，预估点击、完播、点赞、关注等 8 个目标）的迭代，上线后人均观看时长提升 3.1%。")
b("2024 年起担任精排小组负责人，带 3 名算法工程师，负责组内需求排期、代码评审与新人培养。")
b("主导基于 Flink 的实时特征与样本拼接链路改造，特征延迟从分钟级降至 10 秒以内。")
p("算法工程师　2021年7月 - 2023年3月")
b("参与召回侧双塔模型与用户兴趣序列建模（SIM），负责离线评估体系与 A/B 实验分析。")
b("使用 PyTorch 与内部 XDL 框架训练百亿参数稀疏模型，Spark 处理日均 200 亿条曝光日志。")

p("北京字节跳动科技有限公司　抖音推荐策略组", bold=True)
p("算法实习生　2020/06 - 2020/09")
b("参与抖音 Feed 流冷启动策略实验，搭建新视频流量分配的离线模拟评估脚本。")

h("教育背景")
p("华中科技大学　计算机科学与技术　硕士　2018.09 - 2021.06")
b("研究方向：序列推荐；导师组为数据挖掘与服务计算实验室。")
p("南京邮电大学　通信工程　学士　2014.09 - 2018.06")

h("获奖情况")
b("2019 腾讯广告算法大赛 复赛第 7 名（三人队伍）")
b("2019 年 研究生国家奖学金")

h("专业技能")
b("编程：Python、C++、SQL；了解 Go 和 Rust（仅课程项目）")
b("框架与平台：PyTorch、TensorFlow、Spark、Flink、Kafka、Hive")
b("方向：推荐系统（召回 / 粗排 / 精排）、多任务学习、在线实验设计")

doc.save(OUT)
print("wrote", OUT)
