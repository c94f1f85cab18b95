# Builds cvs/喻知禾_简历.docx (Chinese, one table per job)
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn
import os

doc = Document()
st = doc.styles["Normal"]
st.font.name = "Noto Sans CJK SC"
st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")
st.font.size = Pt(10.5)

doc.add_heading("喻知禾", level=0)
doc.add_paragraph("电话：186-2935-0418　｜　邮箱：yuzhihe_fin@163.com　｜　现居：陕西西安")
doc.add_paragraph("求职意向：财务总监 / 财务控制官（新能源、制造业）")

doc.add_heading("个人简介", level=1)
doc.add_paragraph("十四年财务与审计经验，其中十年在光伏制造企业负责预算、成本管控与月结合并；中国注册会计师（CPA），ACCA 会员。"
                  "熟悉上市公司内控与信息披露要求，带领 14 人财务团队。")

doc.add_heading("工作经历", level=1)
jobs = [
    [("公司", "隆基绿能科技股份有限公司（组件事业部）"), ("职位", "事业部财务总监"), ("时间", "2023年7月 - 至今"),
     ("工作内容", "全面负责组件事业部财务管理，直接管理 14 人的财务团队（成本、预算、资金三个小组）；"
                 "主导 SAP S/4HANA 财务模块上线后的月结提速，合并报表周期由 8 天缩短至 5 天；"
                 "建立硅片—电池—组件全链条标准成本模型，支持 Hi-MO 系列产品定价。")],
    [("公司", "隆基绿能科技股份有限公司"), ("职位", "财务经理（成本与预算）"), ("时间", "2021年3月 - 2023年6月"),
     ("工作内容", "负责西安、银川两个生产基地的年度预算编制与滚动预测；用 Power BI 搭建经营分析看板，"
                 "每月向管理层汇报毛利与费用偏差。")],
    [("公司", "晶澳太阳能科技股份有限公司"), ("职位", "高级财务分析师"), ("时间", "2016年8月 - 2021年2月"),
     ("工作内容", "负责海外销售回款分析与汇率风险敞口测算，参与越南工厂投资项目的可行性与 IRR 测算；"
                 "使用 Oracle Hyperion 完成集团预算系统的数据迁移。")],
    [("公司", "普华永道中天会计师事务所（特殊普通合伙）上海分所"), ("职位", "审计部 审计员 → 高级审计员"), ("时间", "2012年7月 - 2016年7月"),
     ("工作内容", "参与制造业与新能源行业上市公司年报审计，服务客户包括天合光能、上海电气等；"
                 "负责存货监盘、收入截止性测试及内控测试。")],
    [("公司", "毕马威华振会计师事务所 成都分所"), ("职位", "审计实习生"), ("时间", "2011年7月 - 2011年9月"),
     ("工作内容", "协助年审底稿整理与函证。")],
]
for job in jobs:
    t = doc.add_table(rows=len(job), cols=2)
    t.style = "Table Grid"
    for i, (k, v) in enumerate(job):
        t.cell(i, 0).text = k
        t.cell(i, 1).text = v
    doc.add_paragraph("")

doc.add_heading("教育背景", level=1)
t = doc.add_table(rows=3, cols=4)
t.style = "Table Grid"
rows = [("时间", "学校", "专业", "学历"),
        ("2022年9月 - 至今", "西安交通大学 管理学院", "工商管理（在职 MBA）", "硕士在读，预计 2027 年 6 月毕业"),
        ("2008年9月 - 2012年6月", "西南财经大学", "会计学", "本科 / 管理学学士")]
for r, row in enumerate(rows):
    for c, v in enumerate(row):
        t.cell(r, c).text = v

doc.add_heading("证书", level=1)
doc.add_paragraph("中国注册会计师（CPA），2015 年取得全科合格证")
doc.add_paragraph("ACCA 会员，2018 年")

doc.add_heading("技能", level=1)
doc.add_paragraph("系统：SAP S/4HANA（FI/CO）、Oracle Hyperion、金蝶 EAS")
doc.add_paragraph("分析：Excel（VBA）、Power BI、Python（pandas，业余学习）")
doc.add_paragraph("语言：英语（CET-6，可作为工作语言）")

out = os.path.join(os.path.dirname(__file__), "..", "..", "cvs", "喻知禾_简历.docx")
doc.save(out)
print("saved", out)
