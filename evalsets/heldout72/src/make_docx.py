"""Builds cvs/zong_peiran_2026.docx (Chinese, one table per position)."""
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

doc = Document()
st = doc.styles["Normal"]
st.font.name = "Noto Sans CJK SC"
st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")

doc.add_heading("宗沛然", level=0)
doc.add_paragraph("高级数据工程师 ｜ 北京 ｜ 186-0135-7742 ｜ zongpeiran@foxmail.com")
doc.add_paragraph("7年金融行业数据开发经验，熟悉银行数仓建模、实时计算与数据治理。")

doc.add_heading("工作经历", level=1)

def job(rows, bullets):
    t = doc.add_table(rows=len(rows) + 1, cols=2)
    t.style = "Table Grid"
    for i, (k, v) in enumerate(rows):
        t.cell(i, 0).text = k
        t.cell(i, 1).text = v
    last = t.rows[len(rows)]
    c = last.cells[0].merge(last.cells[1])
    c.text = "\n".join(bullets)
    doc.add_paragraph("")

job([("公司", "建信金融科技有限责任公司（中国建设银行全资子公司）"),
     ("职位", "高级数据工程师（数据中台部）"),
     ("时间", "2023年3月 - 至今")],
    ["• 负责零售信贷实时风控特征平台，基于Flink + Kafka构建实时指标，日处理事件约12亿条。",
     "• 将Flink作业迁移到Kubernetes集群（Flink on K8s），资源利用率提升40%。",
     "• 带领4人数据开发小组，负责任务分配、代码评审与绩效沟通。",
     "• 参与建行总行数据治理项目，制定指标口径与数据质量规则。"])

job([("公司", "平安科技（深圳）有限公司"),
     ("职位", "数据开发工程师"),
     ("时间", "2019年7月 - 2023年2月")],
    ["• 负责平安银行信用卡数仓ODS/DWD层建模与Hive离线ETL开发。",
     "• 使用Spark SQL与Airflow重构日终批处理，批次时长由5小时缩短至2小时。"])

job([("公司", "北京京东世纪贸易有限公司"),
     ("职位", "数据分析实习生"),
     ("时间", "2018年7月 - 2018年9月")],
    ["• 搭建618大促流量看板，SQL取数与Excel报表。"])

doc.add_heading("教育背景", level=1)
edu = doc.add_table(rows=3, cols=4)
edu.style = "Table Grid"
for i, row in enumerate([("时间", "学校", "专业", "学历"),
                         ("2024.09 - 至今", "北京邮电大学", "软件工程", "非全日制硕士（在读）"),
                         ("2015.09 - 2019.06", "华北电力大学", "计算机科学与技术", "本科")]):
    for j, v in enumerate(row):
        edu.cell(i, j).text = v

doc.add_heading("技能证书", level=1)
doc.add_paragraph("Flink、Spark、Hive、Kafka、Airflow、Kubernetes、Python、Java、SQL；CDA数据分析师二级。")
doc.save("../cvs/zong_peiran_2026.docx")
