"""Builds the two DOCX CVs of paraphrase51 into ../cvs/."""
from pathlib import Path
from docx import Document
from docx.shared import Pt

OUT = Path(__file__).resolve().parent.parent / "cvs"


def yu_jingchen():
    d = Document()
    d.add_heading("喻景辰", 0)
    d.add_paragraph("风控模型工程师 | 手机：159 8021 3376 | 邮箱：yujingchen_risk@qq.com | 深圳")
    d.add_heading("工作经历", 1)
    d.add_heading("招联消费金融有限公司 · 风险管理部", 2)
    d.add_paragraph("高级风控模型工程师　2023.01–至今")
    d.add_paragraph("风控模型工程师　2020.09–2022.12")
    d.add_paragraph("负责贷前申请评分卡与反欺诈模型，基于 XGBoost / LightGBM 搭建 A 卡与 B 卡，首逾率下降 18%。", style="List Bullet")
    d.add_paragraph("用 Spark SQL 与 Hive 构建 3000+ 维用户特征宽表，支持每日千万级授信请求。", style="List Bullet")
    d.add_heading("京东数字科技（京东数科）· 金融风控部", 2)
    d.add_paragraph("风险数据分析师　2017.07–2020.08")
    d.add_paragraph("白条业务的逾期归因分析与策略回溯，搭建贷后催收评分模型。", style="List Bullet")
    d.add_heading("实习经历", 1)
    d.add_paragraph("腾讯 · 微信支付　风控数据分析实习生　2016.07–2016.09")
    d.add_paragraph("分析微信支付商户交易异常，输出套现识别规则 12 条。", style="List Bullet")
    d.add_heading("教育背景", 1)
    t = d.add_table(rows=2, cols=4)
    t.style = "Table Grid"
    for i, v in enumerate(["学校", "专业", "学历", "时间"]):
        t.rows[0].cells[i].text = v
    for i, v in enumerate(["西南财经大学", "统计学", "本科", "2013.09–2017.06"]):
        t.rows[1].cells[i].text = v
    d.add_heading("竞赛与证书", 1)
    d.add_paragraph("KDD Cup 2019 团队赛 Top 10（数据挖掘竞赛）", style="List Bullet")
    d.add_paragraph("FRM 一级（2019）", style="List Bullet")
    d.add_heading("技能", 1)
    d.add_paragraph("Python、SQL、XGBoost、LightGBM、Spark、Hive、SAS；了解 Docker / Kubernetes")
    d.save(OUT / "喻景辰_风控简历.docx")


def sunil_wadhwa():
    d = Document()
    st = d.styles["Normal"]
    st.font.name = "Calibri"
    st.font.size = Pt(10.5)
    d.add_heading("SUNIL WADHWA", 0)
    d.add_paragraph("Customer Success | Chennai, India | sunil.wadhwa.cs@gmail.com | +91 98404 61273")
    d.add_heading("Summary", 1)
    d.add_paragraph("Customer success manager with seven years in B2B software, owning renewals and "
                    "expansion for mid-market accounts across India and the Middle East.")
    d.add_heading("Experience", 1)
    t = d.add_table(rows=4, cols=3)
    t.style = "Table Grid"
    rows = [
        ("Company", "Role", "Dates"),
        ("Freshworks (Freshdesk & Freshservice)", "Senior Customer Success Manager", "since 10/2023"),
        ("Razorpay", "Customer Success Manager, RazorpayX", "Apr 2021 – Sep 2023"),
        ("Zoho Corporation", "Account Executive, Zoho CRM", "Aug 2019 – Mar 2021"),
    ]
    for r, row in enumerate(rows):
        for c, v in enumerate(row):
            t.rows[r].cells[c].text = v
    d.add_paragraph("")
    d.add_paragraph("Freshworks: book of 85 mid-market accounts ($4.2M ARR); gross retention 93%, net retention 112%.", style="List Bullet")
    d.add_paragraph("Freshworks: ran quarterly business reviews and onboarding playbooks in Gainsight.", style="List Bullet")
    d.add_paragraph("Razorpay: onboarded 140 SME merchants to payouts APIs; cut time-to-first-payout from 9 to 4 days.", style="List Bullet")
    d.add_paragraph("Zoho: closed 60+ new CRM subscriptions for Tamil Nadu SMB customers.", style="List Bullet")
    d.add_heading("Education", 1)
    d.add_paragraph("Executive MBA (online, part-time), IIM Kozhikode — in progress, 2025 – 2027")
    d.add_paragraph("B.Com (Hons.), Shri Ram College of Commerce, University of Delhi — 2016 – 2019")
    d.add_heading("Certifications", 1)
    d.add_paragraph("Gainsight Certified Administrator (2022); SuccessHACKER Certified Customer Success Manager (2021)")
    d.add_heading("Skills", 1)
    d.add_paragraph("Gainsight, Salesforce CRM, HubSpot, SQL, Postman, Kubernetes basics (online course), Excel")
    d.save(OUT / "sunil_wadhwa_resume.docx")


if __name__ == "__main__":
    yu_jingchen()
    sunil_wadhwa()
