"""Build the two DOCX CVs of paraphrase35."""
from docx import Document
from docx.shared import Pt

# ---------- 曾浩霖 (Chinese, risk-control modeller) ----------
d = Document()
d.add_heading("曾浩霖", level=0)
d.add_paragraph("风控建模 | 深圳 | 电话 186-2035-7718 | 邮箱 zenghaolin_risk@qq.com")
d.add_heading("教育背景", level=1)
t = d.add_table(rows=3, cols=4)
t.style = "Table Grid"
rows = [("时间", "学校", "专业", "学历"),
        ("2016.09 - 2018.06", "清华大学 五道口金融学院", "金融", "硕士（金融硕士）"),
        ("2012.09 - 2016.06", "西南财经大学", "统计学", "本科")]
for r, vals in zip(t.rows, rows):
    for c, v in zip(r.cells, vals):
        c.text = v
d.add_heading("工作经历", level=1)
d.add_paragraph("招联消费金融有限公司　高级风控建模专家　2022年1月 - 至今")
d.add_paragraph("负责信用卡分期与现金贷产品的 A 卡、B 卡建模，使用 XGBoost 与评分卡（WOE/IV）方法，"
                "模型 KS 提升 6 个点；基于 Flink 搭建实时反欺诈特征，覆盖日均 300 万笔申请。", style="List Bullet")
d.add_paragraph("马上消费金融股份有限公司　风控模型工程师　2018年7月 - 2021年12月")
d.add_paragraph("负责贷前审批模型与额度策略，搭建 Python + Spark 的特征工程流水线；"
                "与美团金融开展联合建模项目（合作方，数据不出域的联邦学习试点）。", style="List Bullet")
d.add_heading("实习经历", level=1)
d.add_paragraph("腾讯 财付通 风险控制部　风控数据分析实习生　2017.06 - 2017.09")
d.add_paragraph("协助搭建支付反欺诈规则的监控看板。", style="List Bullet")
d.add_heading("论文", level=1)
d.add_paragraph("曾浩霖，李思敬．基于梯度提升树的消费信贷违约预测研究［J］．统计研究，2018（第一作者）")
d.add_heading("技能与证书", level=1)
d.add_paragraph("Python、SQL、Spark、Flink、XGBoost、LightGBM、评分卡；FRM 持证人（2020）")
d.save("../cvs/曾浩霖_风控建模.docx")

# ---------- Corinne Abernathy (English, HR-tech PM; name only in the footer) ----------
d = Document()
d.add_paragraph("Product leader for HR and people software — 13 years building HRIS, recruiting and "
                "performance tools used by millions of employees.")
d.add_paragraph("Singapore / remote · corinne.a.pm@outlook.com · +65 8822 4109")
d.add_heading("Experience", level=1)
d.add_paragraph("Deel — Head of Product, HRIS | 06/2024 - today")
d.add_paragraph("Own the HRIS roadmap (org charts, time off, documents) across 150 countries; grew weekly "
                "active HR admins 2.4x in 18 months.", style="List Bullet")
d.add_paragraph("Lark (ByteDance) — Director of Product, Lark People | 03/2022 - 05/2024")
d.add_paragraph("Led the people-management suite (core HR, performance reviews, onboarding) of Feishu/Lark "
                "for enterprise customers in APAC; team of 9 PMs.", style="List Bullet")
d.add_paragraph("Greenhouse Software — Group Product Manager | 03/2018 - 02/2022")
d.add_paragraph("Launched structured-interview kits and DEI reporting for the applicant tracking system.",
                style="List Bullet")
d.add_paragraph("Workday — Product Manager, later Senior Product Manager (promoted 2016) | 09/2013 - 02/2018")
d.add_paragraph("Recruiting module: candidate pipeline, offer letters and the first mobile recruiter app.",
                style="List Bullet")
d.add_heading("Education", level=1)
t = d.add_table(rows=3, cols=3)
t.style = "Table Grid"
rows = [("Michigan State University", "Ph.D. studies, Industrial-Organizational Psychology — withdrew 2013 "
         "(M.A. awarded en route, 2012)", "2010 - 2013"),
        ("University of Michigan", "B.A. Psychology", "2006 - 2010"),
        ("Certificate", "SHRM-CP (2019)", "")]
for r, vals in zip(t.rows, rows):
    for c, v in zip(r.cells, vals):
        c.text = v
d.add_heading("Skills", level=1)
d.add_paragraph("Product discovery, SQL, Amplitude, Figma, people analytics, HR compliance (GDPR, PDPA)")
d.sections[0].footer.paragraphs[0].text = "Corinne Abernathy — CV — page 1"
d.save("../cvs/resume_pm_final.docx")
