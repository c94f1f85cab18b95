"""Builds cvs/程一鸣_算法工程师.docx (Chinese CV with tables)."""
from pathlib import Path
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

OUT = Path(__file__).resolve().parent.parent / "cvs" / "程一鸣_算法工程师.docx"

doc = Document()
st = doc.styles["Normal"]
st.font.name = "SimSun"
st.element.rPr.rFonts.set(qn("w:eastAsia"), "宋体")
st.font.size = Pt(10.5)

doc.add_heading("程一鸣", level=0)
doc.add_paragraph("搜索 / 推荐算法工程师  |  手机：139-1027-6681  |  邮箱：chengyiming_ml@outlook.com  |  北京")

doc.add_heading("教育背景", level=1)
t = doc.add_table(rows=3, cols=4)
t.style = "Table Grid"
rows = [
    ("时间", "学校", "专业", "学历"),
    ("2017.09 - 2020.06", "北京邮电大学", "计算机科学与技术（模式识别与智能系统实验室）", "硕士"),
    ("2013.09 - 2017.06", "南京邮电大学", "通信工程", "本科"),
]
for r, vals in zip(t.rows, rows):
    for c, v in zip(r.cells, vals):
        c.text = v

doc.add_heading("工作经历", level=1)
jobs = [
    ("快手", "2023.03 - 至今", "推荐算法专家（商业化推荐）", [
        "负责快手主站信息流广告的精排模型，基于 PyTorch 搭建多任务模型（CTR / CVR 联合建模），上线后广告收入提升 4.1%；",
        "主导实时特征平台的迁移，使用 Flink 与 Kafka 构建秒级用户行为特征；",
        "指导 2 名应届算法工程师。",
    ]),
    ("蚂蚁集团（支付宝）", "2022.01 - 2023.02", "高级算法工程师", [
        "支付宝首页搜索的语义召回：基于双塔模型与 Faiss 向量检索，召回率提升 9%；",
    ]),
    ("蚂蚁集团（支付宝）", "2020.07 - 2021.12", "算法工程师", [
        "支付宝小程序搜索排序，使用 TensorFlow 训练 LambdaMART / DNN 排序模型，离线数据处理基于 Spark 与 ODPS；",
    ]),
    ("阿里巴巴（淘宝）", "2019.06 - 2019.09", "算法实习生", [
        "参与淘宝主搜 query 改写项目，负责同义词挖掘与离线评估。",
    ]),
]
for company, period, title, bullets in jobs:
    p = doc.add_paragraph()
    p.add_run(company).bold = True
    p.add_run("    " + period + "    " + title)
    for b in bullets:
        doc.add_paragraph(b, style="List Bullet")

doc.add_heading("论文与竞赛", level=1)
doc.add_paragraph("KDD Cup 2019 推荐赛道 Top 10（团队）", style="List Bullet")
doc.add_paragraph("硕士期间发表 CIKM 2019 短文一篇（第二作者），主题为会话推荐", style="List Bullet")

doc.add_heading("专业技能", level=1)
doc.add_paragraph("Python、C++、SQL；PyTorch、TensorFlow；Spark、Flink、Kafka；Faiss、Elasticsearch；CUDA（自学）")

doc.save(OUT)
print("wrote", OUT)
