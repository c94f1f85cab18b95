from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH

# ---- Yevgenia Marchuk (English, B2B SaaS PM) ----
d = Document()
d.add_heading("Yevgenia Marchuk", 0)
d.add_paragraph("Senior Product Manager · B2B SaaS · Contact-center & collaboration software")
d.add_paragraph("Seattle, WA  |  yevgenia.marchuk@protonmail.com  |  +1 206 555 0198")
d.add_heading("Summary", 1)
d.add_paragraph("Product manager with eleven years in B2B SaaS: admin consoles, workflow automation, "
                "usage-based pricing and enterprise onboarding. I write the PRD, run discovery with "
                "customers, and own the roadmap and the adoption metrics afterwards.")
d.add_heading("Experience", 1)
def job(title, org, dates, bullets):
    p = d.add_paragraph()
    r = p.add_run(f"{title} — {org}"); r.bold = True
    p.add_run(f"\t{dates}")
    for b in bullets:
        d.add_paragraph(b, style="List Bullet")
job("Senior Product Manager – Technical, Amazon Connect", "Amazon Web Services (AWS)", "Sep 2021 – Present",
    ["Own agent-workspace and case-management features for enterprise contact centers; launched Cases GA in 2023.",
     "Defined usage-based pricing for the Contact Lens add-on together with finance and sales."])
job("Product Manager, Enterprise Admin", "Miro", "Jun 2019 – Aug 2021",
    ["Built SCIM provisioning, SSO enforcement and audit logs that unlocked Fortune-500 deals."])
job("Product Manager, International", "DingTalk (Alibaba Group), Hangzhou", "May 2016 – May 2019",
    ["Localized approval workflows and attendance for Southeast-Asian SMB customers; grew paid tenants 5x."])
job("Associate Product Manager", "Grammarly, Kyiv", "Jul 2015 – Apr 2016",
    ["Ran A/B tests on the Business-plan onboarding funnel."])
d.add_heading("Education", 1)
d.add_paragraph("Imperial College Business School — Global Online MBA (part-time), 2025 – present")
d.add_paragraph("Taras Shevchenko National University of Kyiv — BSc in Computer Science, 2011 – 2015")
d.add_heading("Skills", 1)
t = d.add_table(rows=3, cols=2)
t.style = "Table Grid"
rows = [("Product", "Discovery interviews, PRDs, pricing & packaging, roadmap, OKRs"),
        ("Data", "SQL, Amplitude, Looker"),
        ("Technical", "REST APIs, Kubernetes (basic), Terraform (basic), Figma")]
for i, (a, b) in enumerate(rows):
    t.cell(i, 0).text = a; t.cell(i, 1).text = b
d.add_heading("Talks", 1)
d.add_paragraph("Speaker, SaaStr Annual 2024 — “Pricing a platform you don’t own”")
d.save("../cvs/Marchuk_Yevgenia_PM_2026.docx")

# ---- 桓语嫣 (Chinese, financial auditor) ----
d = Document()
h = d.add_paragraph(); r = h.add_run("桓语嫣"); r.bold = True; r.font.size = Pt(20)
h.alignment = WD_ALIGN_PARAGRAPH.CENTER
c = d.add_paragraph("审计经理 ｜ 中国注册会计师（CPA） ｜ 手机：139-5812-3076 ｜ 邮箱：huanyuyan_audit@126.com")
c.alignment = WD_ALIGN_PARAGRAPH.CENTER
d.add_heading("教育背景", 1)
t = d.add_table(rows=3, cols=4)
t.style = "Table Grid"
for i, row in enumerate([("时间", "学校", "专业", "学历"),
                         ("2018.09-2021.06", "浙江大学", "会计硕士（MPAcc，非全日制）", "硕士"),
                         ("2010.09-2014.06", "中南财经政法大学", "会计学", "本科")]):
    for j, v in enumerate(row):
        t.cell(i, j).text = v
d.add_heading("工作经历", 1)
p = d.add_paragraph(); p.add_run("安永华明会计师事务所（特殊普通合伙）杭州分所　审计部　高级经理　2020/9-至今").bold = True
for b in ["负责上市公司及拟IPO企业年报审计，单个项目团队8-15人，审计客户包括阿里巴巴集团下属子公司、杭州多家生物医药企业。",
          "主导两家科创板企业IPO财务尽调与申报审计，协调律师与保荐机构。"]:
    d.add_paragraph(b, style="List Bullet")
p = d.add_paragraph(); p.add_run("德勤华永会计师事务所（特殊普通合伙）上海分所　审计及鉴证部　2014/9-2020/8").bold = True
for b in ["2014-2017 审计员、高级审计员；2017-2020 审计经理（2017年晋升）。",
          "制造业与零售业客户的财务报表审计、内控审计（SOX 404）。"]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("证书与技能", 1)
d.add_paragraph("中国注册会计师（CPA）全科合格（2016）；ACCA 会员（2019）")
d.add_paragraph("Excel / Power Query、SAP FICO、IDEA 数据分析、Python（自学，未在工作中使用）")
d.save("../cvs/桓语嫣_审计经理.docx")
