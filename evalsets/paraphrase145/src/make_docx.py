"""Builds the two DOCX CVs into ../cvs/."""
from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

# ---- Leonie Achterfeld (English, buyer) ----
d = Document()
d.add_heading("Leonie Achterfeld", 0)
d.add_paragraph("Senior Buyer – Womenswear | London, UK | leonie.achterfeld@gmail.com | +44 7700 914 362")
d.add_heading("Profile", 1)
d.add_paragraph("Fashion buyer with eleven years on the high street, managing seasonal ranges worth up to "
                "£48m, trend-led sourcing from Portugal, Turkey and Morocco, and weekly trading with "
                "merchandisers and design.")
d.add_heading("Experience", 1)
p = d.add_paragraph(); p.add_run("Zara UK (Inditex Group), London").bold = True
d.add_paragraph("Senior Buyer, Womenswear Knitwear — Jan 2022 – Present")
d.add_paragraph("Buyer, Womenswear Jersey — Apr 2018 – Dec 2021")
d.add_paragraph("Own a £48m knitwear budget across 96 UK stores and zara.com; negotiate cost prices and "
                "lead times with 14 near-shore suppliers; cut markdown rate by 6 points in two seasons "
                "by moving 30% of the range to in-season drops.", style="List Bullet")
d.add_paragraph("Built the weekly sell-through report in Excel and Power BI that trading meetings now run on.",
                style="List Bullet")
p = d.add_paragraph(); p.add_run("H&M (Hennes & Mauritz UK), London").bold = True
d.add_paragraph("Assistant Buyer → Junior Buyer, Divided — Aug 2015 – Mar 2018")
d.add_paragraph("Range planning and sample tracking for the Divided young-fashion line; supplier visits in "
                "Bangladesh and Turkey.", style="List Bullet")
p = d.add_paragraph(); p.add_run("Zalando SE, Berlin").bold = True
d.add_paragraph("Buying Intern (summer placement) — Jun 2014 – Aug 2014")
d.add_paragraph("Supported the private-label buying team with competitor price checks.", style="List Bullet")
d.add_heading("Education", 1)
d.add_paragraph("BSc (Hons) Fashion Buying and Merchandising — The University of Manchester, 2012 – 2015 (First Class)")
d.add_heading("Skills & extras", 1)
d.add_paragraph("Excel (advanced), Power BI, WFX PLM, Centric PLM; German (native), English, Spanish (conversational).")
d.add_paragraph("Drapers Award shortlist 'Buyer of the Year' 2023 (not won).")
d.save(os.path.join(OUT, "Leonie_Achterfeld_Buyer.docx"))

# ---- 隆婧怡 (Chinese, internal auditor, tables) ----
d = Document()
d.add_heading("隆婧怡", 0)
t = d.add_table(rows=2, cols=4); t.style = "Table Grid"
for i, v in enumerate(["性别：女", "电话：186-2830-5571", "邮箱：longjy_audit@126.com", "现居：深圳"]):
    t.rows[i // 2].cells[(i % 2) * 2].text = v
t.rows[0].cells[1].text = "求职意向：内部审计"; t.rows[1].cells[1].text = "证书：CIA 国际注册内部审计师"
t.rows[0].cells[3].text = "出生：1993年"; t.rows[1].cells[3].text = "政治面貌：群众"
d.add_heading("教育背景", 1)
t = d.add_table(rows=3, cols=4); t.style = "Table Grid"
rows = [["时间", "学校", "专业", "学历"],
        ["2011年9月 - 2015年6月", "西南财经大学", "会计学", "本科（管理学学士）"],
        ["2018年9月 - 2021年6月", "暨南大学（非全日制）", "会计", "会计硕士（MPAcc）"]]
for r, row in enumerate(rows):
    for c, v in enumerate(row):
        t.rows[r].cells[c].text = v
d.add_heading("工作经历", 1)
t = d.add_table(rows=4, cols=3); t.style = "Table Grid"
rows = [["时间", "单位 / 部门", "职位"],
        ["2022年1月 - 至今", "招商银行股份有限公司 总行审计部", "审计经理"],
        ["2018年9月 - 2021年12月", "招商银行股份有限公司 总行审计部", "内部审计师"],
        ["2015年7月 - 2018年8月", "立信会计师事务所（特殊普通合伙）深圳分所", "审计助理 → 审计员"]]
for r, row in enumerate(rows):
    for c, v in enumerate(row):
        t.rows[r].cells[c].text = v
d.add_paragraph("招商银行：牵头零售信贷、信用卡分期业务的专项审计，每年覆盖 6 家分行；"
                "用 SQL 从数据仓库抽取全量交易数据做异常筛查，发现违规放款线索 23 条；"
                "负责审计发现整改跟踪与审计委员会季度汇报材料。")
d.add_paragraph("立信：参与上市公司年报审计及私募股权基金的专项审计，负责收入、应收与货币资金科目。")
d.add_heading("技能", 1)
d.add_paragraph("SQL、Excel（VBA）、ACL、IDEA 审计软件、Python、Tableau")
d.add_heading("其他", 1)
d.add_paragraph("2019 年 招商银行总行“优秀审计项目”一等奖；英语 CET-6。")
d.save(os.path.join(OUT, "隆婧怡-内审-简历.docx"))
print("docx ok")
