"""Build cvs/费思妍-信用风险-简历.docx (Chinese CV, work history in a table)."""
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn
import pathlib

out = pathlib.Path(__file__).resolve().parent.parent / "cvs" / "费思妍-信用风险-简历.docx"
d = Document()
st = d.styles["Normal"]
st.font.name = "Noto Sans CJK SC"
st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")
st.font.size = Pt(10.5)

d.add_heading("费思妍", level=0)
d.add_paragraph("信用风险策略 | 重庆 | 186-2315-0947 | feisiyan.risk@qq.com")
d.add_paragraph("个人简介：十一年消费金融信用风险经验，熟悉贷前审批、额度与定价策略、评分卡开发及资产质量监控。现任风险策略经理，管理 4 人策略团队。")

d.add_heading("工作经历", level=1)
t = d.add_table(rows=1, cols=4)
t.style = "Table Grid"
hdr = ["时间", "公司", "职位", "主要工作"]
for i, h in enumerate(hdr):
    t.rows[0].cells[i].text = h
rows = [
    ("2022年8月 - 至今", "招联消费金融股份有限公司", "风险策略经理",
     "负责线上现金贷产品贷前策略与额度策略，管理 4 名策略分析师；搭建基于 XGBoost 的申请评分模型，上线后首逾率（FPD30）下降 0.6 个百分点。"),
    ("2019年6月 - 2022年7月", "招联消费金融股份有限公司", "高级信用风险分析师",
     "开发 A 卡/B 卡评分卡（逻辑回归，SAS 与 Python），负责资产质量月度监控与 vintage 分析；使用 Hive SQL 搭建风险监控报表。"),
    ("2015年7月 - 2019年5月", "平安普惠企业管理有限公司（重庆分公司）", "风险分析师",
     "负责无抵押信用贷审批规则的监控与调优，使用 SAS 进行拒绝推断与策略回测。"),
    ("2014年7月 - 2014年9月", "中国工商银行重庆分行", "暑期实习生",
     "在个人信贷部协助整理贷后催收数据。"),
]
for r in rows:
    cells = t.add_row().cells
    for i, v in enumerate(r):
        cells[i].text = v

d.add_heading("教育背景", level=1)
d.add_paragraph("2012.09 - 2015.06　西南财经大学　统计学　硕士")
d.add_paragraph("2008.09 - 2012.06　重庆工商大学　数学与应用数学　学士")

d.add_heading("技能与证书", level=1)
d.add_paragraph("工具：SAS、Python（pandas、scikit-learn、XGBoost）、Hive SQL、Tableau")
d.add_paragraph("了解：Spark、R、Flink 实时计算")
d.add_paragraph("证书：FRM 金融风险管理师（2018）；CFA 二级通过")
d.add_heading("其他", level=1)
d.add_paragraph("2021 年受邀在蚂蚁集团举办的“智能风控开放日”分享评分卡监控实践；2013 年获西南财经大学研究生学业一等奖学金。")
out.parent.mkdir(exist_ok=True)
d.save(out)
print(out)
