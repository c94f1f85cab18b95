"""Builds the two DOCX CVs of Wei Siqi (卫思琦): an older Chinese one (2023, tables) and a newer English one (2026)."""
from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

def table(doc, rows, style="Table Grid"):
    t = doc.add_table(rows=len(rows), cols=len(rows[0]))
    t.style = style
    for i, r in enumerate(rows):
        for j, c in enumerate(r):
            t.cell(i, j).text = c
    return t

# ---- old Chinese CV (May 2023) ----
d = Document()
d.add_heading("卫思琦 个人简历", 0)
d.add_paragraph("电话：139-1702-8846 ｜ 邮箱：siqi.wei.risk@outlook.com ｜ 现居：杭州 ｜ 更新于 2023年5月")
d.add_heading("基本信息", 1)
table(d, [["姓名", "卫思琦", "性别", "女"],
          ["求职意向", "风控策略 / 信贷风险管理", "工作年限", "4年+"]])
d.add_heading("教育背景", 1)
table(d, [["时间", "学校", "专业", "学历"],
          ["2014.09–2018.06", "西南财经大学", "统计学", "本科"],
          ["2021.09–（在读）", "上海财经大学", "应用统计（在职）", "硕士"]])
d.add_heading("工作经历", 1)
table(d, [["时间", "公司", "职位"],
          ["2022.04–至今", "蚂蚁集团（花呗事业部）", "高级风控策略分析师（P6）"],
          ["2020.07–2022.03", "蚂蚁集团（花呗事业部）", "风控策略分析师"],
          ["2018.09–2020.06", "招联消费金融有限公司", "风控策略专员"],
          ["2017.07–2017.09", "平安普惠", "风控实习生"]])
d.add_paragraph("蚂蚁集团：负责花呗新客授信策略，搭建基于 XGBoost 的申请评分卡，用 SQL 和 Python 做策略回溯与 A/B 分流，新客首逾率下降 0.3 个百分点。")
d.add_paragraph("招联消费金融：负责贷前反欺诈规则与额度策略，日常使用 SAS 和 SQL 做样本分析与规则监控。")
d.add_heading("技能与证书", 1)
d.add_paragraph("SQL、Python、SAS、XGBoost、评分卡建模；FRM 一级（2019）")
d.save(os.path.join(OUT, "卫思琦_风控策略_2023.docx"))

# ---- new English CV (Nov 2026) ----
d = Document()
d.add_heading("Siqi Wei", 0)
d.add_paragraph("Risk Strategy Manager · Beijing · +86 139 1702 8846 · siqi.wei.risk@outlook.com")
d.add_heading("Summary", 1)
d.add_paragraph("Credit risk strategist with eight years in consumer lending: application scoring, anti-fraud rules, credit-line management and collections strategy, now running a strategy team.")
d.add_heading("Experience", 1)
p = d.add_paragraph(); p.add_run("Du Xiaoman Financial (度小满), Beijing — Risk Strategy Manager, since 03/2024").bold = True
d.add_paragraph("Manage a team of 4 risk strategy analysts covering pre-loan, credit-line and collections strategy for the installment loan product.", style="List Bullet")
d.add_paragraph("Rebuilt the line-increase strategy with LightGBM response models and champion/challenger tests written in SQL; bad-rate-neutral balance growth of 11%.", style="List Bullet")
p = d.add_paragraph(); p.add_run("Ant Group (Huabei), Hangzhou — Senior Risk Strategy Analyst, 04/2022 – 02/2024; Risk Strategy Analyst, 07/2020 – 03/2022").bold = True
d.add_paragraph("Owned new-customer credit approval strategy for Huabei; built an XGBoost application scorecard and monitored it with SQL and Python dashboards.", style="List Bullet")
p = d.add_paragraph(); p.add_run("Merchants Union Consumer Finance (MUCFC), Shenzhen — Risk Strategy Specialist, 09/2018 – 06/2020").bold = True
d.add_paragraph("Pre-loan anti-fraud rules and credit-line policy; daily sample analysis in SAS and SQL.", style="List Bullet")
d.add_heading("Education", 1)
table(d, [["Southwestern University of Finance and Economics", "B.Ec. in Statistics", "2014 – 2018"],
          ["Shanghai University of Finance and Economics", "Part-time master's in Applied Statistics — discontinued (left in 2022)", "2021 – 2022"]])
d.add_heading("Skills", 1)
d.add_paragraph("Used daily: SQL, Python, SAS, XGBoost, LightGBM, scorecard development, A/B testing.")
d.add_paragraph("Familiar with: Spark, Scala, Tableau (online courses).")
d.add_heading("Certifications", 1)
d.add_paragraph("FRM Part I (2019)")
d.save(os.path.join(OUT, "Siqi_Wei_Resume_2026.docx"))
print("ok")
