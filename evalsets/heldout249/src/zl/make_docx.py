"""Build cvs/邹芷岚-数据工程师.docx (Chinese CV, education in a table)."""
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn
import os
OUT = os.path.join(os.path.dirname(__file__), "..", "..", "cvs", "邹芷岚-数据工程师.docx")
d = Document()
st = d.styles["Normal"]; st.font.name = "Microsoft YaHei"; st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn("w:eastAsia"), "微软雅黑")
d.add_heading("邹芷岚", level=0)
d.add_paragraph("数据工程师 ｜ 深圳 ｜ 159-1873-4402 ｜ zouzhilan.data@qq.com")
d.add_heading("教育背景", level=1)
t = d.add_table(rows=3, cols=4); t.style = "Table Grid"
rows = [("时间", "学校", "专业", "学历"),
        ("2016.09 - 2019.06", "中山大学", "软件工程", "硕士"),
        ("2012.09 - 2016.06", "西南财经大学", "计算机科学与技术", "本科")]
for r, vals in zip(t.rows, rows):
    for c, v in zip(r.cells, vals):
        c.text = v
d.add_heading("工作经历", level=1)
d.add_paragraph("招商银行 信用卡中心 ｜ 高级数据工程师 ｜ 2022年6月 - 至今").runs[0].bold = True
for b in ["负责信用卡实时风控特征平台的数据链路建设，基于 Flink + Kafka 构建交易流实时特征，日处理交易事件约 12 亿条，端到端延迟 P99 低于 800 毫秒。",
          "主导离线数仓从 Hive on MapReduce 向 Spark SQL 迁移，核心报表任务平均耗时下降 55%；用 Airflow 重构 300 余个调度任务的依赖管理。",
          "参与监管报送（EAST 5.0）数据质量治理，设计字段级校验规则与血缘追踪。"]:
    d.add_paragraph(b, style="List Bullet")
d.add_paragraph("招银网络科技（深圳）有限公司 ｜ 数据开发工程师 ｜ 2019年7月 - 2022年5月").runs[0].bold = True
for b in ["为招商银行零售条线开发客户标签与营销数据集市，使用 Spark（Scala）与 Hive 编写 ETL，维护 2,000+ 张数仓表。",
          "搭建数据质量监控（Python + SQL），将夜间批处理失败的平均发现时间从 2 小时缩短到 10 分钟。"]:
    d.add_paragraph(b, style="List Bullet")
d.add_paragraph("平安科技（深圳）有限公司 ｜ 数据开发实习生 ｜ 2018.06 - 2018.09").runs[0].bold = True
d.add_paragraph("协助保险理赔数据清洗与 Hive 报表开发。", style="List Bullet")
d.add_heading("专业技能", level=1)
d.add_paragraph("熟练：SQL、Hive、Spark（Scala / PySpark）、Flink、Kafka、Airflow、Python")
d.add_paragraph("了解：Kubernetes、dbt、ClickHouse")
d.add_heading("证书", level=1)
d.add_paragraph("AWS Certified Data Engineer – Associate（2024）")
d.add_paragraph("英语 CET-6")
d.save(OUT)
print("wrote", OUT)
