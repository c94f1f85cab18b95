from docx import Document
from docx.shared import Pt

# ---- Bao Ruoning, Chinese DOCX with a table ----
d = Document()
d.add_heading("包若宁 · 信用风险建模", level=0)
d.add_paragraph("手机：159 6821 0473　邮箱：bao.ruoning@foxmail.com　现居：重庆")
d.add_heading("工作经历", level=1)
d.add_paragraph("马上消费金融股份有限公司　风险管理部　2018.07–至今")
d.add_paragraph("高级信用风险建模专家　2021.03–至今", style="List Bullet")
d.add_paragraph("信用风险建模工程师　2018.07–2021.02", style="List Bullet")
d.add_paragraph("负责线上消费信贷申请评分卡（A卡）与行为评分卡（B卡）开发，模型覆盖月均 300 万笔授信申请；"
                "引入图特征后欺诈识别 KS 提升 0.04；搭建模型监控体系（PSI、KS、逾期迁徙），按月向风控委员会汇报。")
d.add_heading("实习经历", level=1)
d.add_paragraph("中国工商银行浙江省分行　风险管理部　实习生　2017年7月 - 2017年9月")
d.add_paragraph("协助对公客户贷后检查资料整理，编写逾期客户清单的 Excel 宏。")
d.add_heading("教育背景", level=1)
t = d.add_table(rows=3, cols=4)
t.style = "Table Grid"
rows = [("时间", "学校", "专业", "学历"),
        ("2014.09–2018.06", "浙江大学", "统计学", "本科（理学学士）"),
        ("2023.01–至今", "伊利诺伊大学厄巴纳-香槟分校（线上）", "数据科学", "硕士在读（非全日制）")]
for r, vals in zip(t.rows, rows):
    for c, v in zip(r.cells, vals):
        c.text = v
d.add_heading("论文", level=1)
d.add_paragraph("Lin Hu, Ruoning Bao, Tao Song. Graph-based Fraud Ring Detection for Consumer Loans. "
                "KDD 2021 (Applied Data Science Track).")
d.add_paragraph("2021 年 8 月在 KDD 2021 线上会议作口头报告。")
d.add_heading("技能", level=1)
d.add_paragraph("Python、SQL、Spark、XGBoost、LightGBM、评分卡建模、SAS；FRM 一级")
d.save("cvs/包若宁_风控建模.docx")

# ---- Tao Jingsong, English DOCX ----
d = Document()
d.add_heading("Jingsong TAO", level=0)
d.add_paragraph("Co-founder & CTO · Hangzhou · jingsong.tao@haulwise.cn · +86 135 8811 2046")
d.add_heading("Summary", level=1)
d.add_paragraph("Engineering leader with a background in large-scale distributed storage. I build small, senior teams "
                "and like to stay close to the code: routing, dispatch and the data platform behind them.")
d.add_heading("Experience", level=1)
p = d.add_paragraph(); p.add_run("Haulwise (杭州运智科技) — Co-founder & CTO").bold = True
d.add_paragraph("Jan 2019 – Present · Hangzhou")
d.add_paragraph("Built the freight-matching and dispatch platform from zero to 1.4M shipments per month; team of 38 engineers.", style="List Bullet")
d.add_paragraph("Integrated carrier partners SF Express and ZTO Express through their order and tracking APIs.", style="List Bullet")
d.add_paragraph("Raised Series A (2021) and Series B (2024); runs on Kubernetes across two regions.", style="List Bullet")
p = d.add_paragraph(); p.add_run("Alibaba Cloud (Aliyun), Storage & Networking").bold = True
d.add_paragraph("Technical Expert (P8), Jul 2015 – Dec 2018", style="List Bullet")
d.add_paragraph("Senior Engineer, Sep 2010 – Jun 2015", style="List Bullet")
d.add_paragraph("Worked on the Pangu distributed file system and the OSS object store metadata layer; led the migration of "
                "OSS metadata to a sharded Raft-based service.")
d.add_heading("Education", level=1)
t = d.add_table(rows=2, cols=3)
t.style = "Table Grid"
for r, vals in zip(t.rows, [("2007 – 2010", "Georgia Institute of Technology", "Ph.D. program in Computer Science; left in 2010 without completing the degree (M.S. awarded en route)"),
                            ("2003 – 2007", "Zhejiang University", "B.S. in Computer Science and Technology")]):
    for c, v in zip(r.cells, vals):
        c.text = v
d.add_heading("Skills", level=1)
d.add_paragraph("Go, Java, C++, Kubernetes, Kafka, PostgreSQL, ClickHouse, operations research (OR-Tools)")
d.save("cvs/tao_jingsong_cto.docx")
