"""Builds cvs/舒朗轩_简历.docx (Chinese, paragraphs only)."""
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

d = Document()
st = d.styles["Normal"]; st.font.name = "Noto Sans CJK SC"; st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")

def p(text, bold=False, size=None):
    para = d.add_paragraph(); r = para.add_run(text); r.bold = bold
    if size: r.font.size = Pt(size)
    return para

p("舒朗轩", bold=True, size=20)
p("搜索排序算法 | 上海 | 电话：186-2150-7738 | 邮箱：shulangxuan.rank@qq.com")
p("求职意向：搜索 / 推荐算法专家")
p("工作经历", bold=True, size=13)
p("携程集团（Trip.com Group）  酒店事业部 · 搜索排序组   2022年9月 - 至今", bold=True)
p("资深算法工程师（2024年7月 - 至今）；高级算法工程师（2022年9月 - 2024年6月）")
p("负责携程 App 酒店列表页的搜索排序模型，主导从 LambdaMART 到多目标深度排序模型（MMoE）的升级，线上订单转化率提升 4.1%，GMV 提升 2.7%。")
p("搭建基于 Flink 的实时特征管道，支撑用户实时点击、收藏、比价行为特征，特征时延从小时级降至秒级。")
p("指导 2 名应届生完成 query 意图识别与召回模块的开发（非直属管理）。")
p("阿里巴巴 · 飞猪旅行   搜索算法工程师   2020年7月 - 2022年8月", bold=True)
p("负责飞猪机票与度假线路的搜索相关性与排序，使用 TensorFlow 实现 DeepFM / DIN 排序模型，离线 NDCG@10 提升 6%。")
p("基于 Elasticsearch 重构线路搜索召回，使用 Spark 构建每日训练样本（日均 3 亿条曝光日志）。")
p("美团   搜索算法实习生   2019年7月 - 2019年9月", bold=True)
p("参与美团外卖搜索的 Learning to Rank 特征工程，使用 LightGBM 训练排序模型。")
p("教育背景", bold=True, size=13)
p("北京邮电大学   计算机科学与技术   硕士   2017年9月 - 2020年6月")
p("南京信息工程大学   软件工程   本科   2013年9月 - 2017年6月")
p("竞赛与奖项", bold=True, size=13)
p("KDD Cup 2018 第 5 名（阿里巴巴赞助赛道）；北京邮电大学研究生一等学业奖学金（2018）")
p("专业技能", bold=True, size=13)
p("编程语言：Python、C++、Java、Scala、Rust（自学）")
p("机器学习：TensorFlow、PyTorch、LightGBM、XGBoost；Learning to Rank、多目标排序、CTR/CVR 预估")
p("大数据与工程：Spark、Flink、Hive、Elasticsearch、Kafka；了解 Kubernetes、Docker")
d.save("../cvs/舒朗轩_简历.docx")
