"""Builds the two DOCX CVs into ../cvs/."""
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

# ---- Rosalind Thackwray (English, editor) ----
d = Document()
h = d.add_heading("Rosalind Thackwray", 0)
d.add_paragraph("London, UK | r.thackwray@outlook.com | +44 7700 918 342")
d.add_paragraph("Senior Editor, literary fiction and narrative non-fiction. Acquires 8–10 titles a year, "
                "edits line by line, and works closely with agents, rights and publicity teams.")
d.add_heading("Experience", 1)
d.add_heading("Penguin Random House UK — Hamish Hamilton imprint", 2)
d.add_paragraph("Senior Editor, Jun 2021 – Present")
for b in ["Acquired and edited 31 titles, including two Booker Prize longlisted novels.",
          "Run the imprint's debut-fiction list and the quarterly acquisitions meeting.",
          "Commission translations from Norwegian and Dutch with the rights team."]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("Faber & Faber", 2)
d.add_paragraph("Assistant Editor, Mar 2018 – May 2021")
for b in ["Edited poetry and essay collections; managed proofs, permissions and jacket copy.",
          "Handled the Faber Academy anthology and its copy-edit schedule."]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("Bloomsbury Publishing", 2)
d.add_paragraph("Editorial Assistant, Sep 2015 – Feb 2018")
d.add_paragraph("Supported three commissioning editors; read and reported on 400+ submissions a year.",
                style="List Bullet")
d.add_heading("Daunt Books, Marylebone", 2)
d.add_paragraph("Bookseller (part-time, weekends), 2013 – 2015, while studying")
d.add_heading("Education", 1)
d.add_paragraph("BA (Hons) English Literature, Durham University, 2012 – 2015 (First)")
d.add_heading("Other", 1)
d.add_paragraph("Judge, Desmond Elliott Prize for debut fiction, 2023", style="List Bullet")
d.add_paragraph("Speaker, London Book Fair 2024: 'Editing the debut novel'", style="List Bullet")
d.add_paragraph("Tools: Word track changes, InDesign (basic), Biblio, Klopotek", style="List Bullet")
d.save(os.path.join(OUT, "Rosalind_Thackwray_CV.docx"))

# ---- 庹嘉言 (Chinese, customs broker, tables) ----
d = Document()
t = d.add_paragraph(); r = t.add_run("庹嘉言  个人简历"); r.bold = True; r.font.size = Pt(18)
t.alignment = WD_ALIGN_PARAGRAPH.CENTER
d.add_paragraph("电话：139-1826-5570　｜　邮箱：tuojiayan@126.com　｜　现居：上海浦东")
d.add_paragraph("求职意向：报关 / 关务经理")
d.add_heading("基本信息", 1)
tb = d.add_table(rows=3, cols=4); tb.style = "Table Grid"
cells = [["性别", "男", "出生年月", "1991.04"], ["资格证书", "报关水平测试证书（2014）", "英语", "CET-6"],
         ["工作年限", "12年", "籍贯", "湖南常德"]]
for i, row in enumerate(cells):
    for j, v in enumerate(row):
        tb.cell(i, j).text = v
d.add_heading("教育背景", 1)
tb = d.add_table(rows=2, cols=4); tb.style = "Table Grid"
for i, row in enumerate([["时间", "学校", "专业", "学历"],
                         ["2010.09-2014.06", "上海海关学院", "海关管理", "本科 / 管理学学士"]]):
    for j, v in enumerate(row):
        tb.cell(i, j).text = v
d.add_heading("工作经历", 1)
tb = d.add_table(rows=4, cols=4); tb.style = "Table Grid"
rows = [["时间", "公司", "职位", "主要工作"],
        ["2020/9-至今", "中外运物流有限公司上海分公司（中国外运）", "关务主管",
         "负责进口电子元器件、半导体设备报关，年申报单量约 1.8 万票；客户包括华为、联想等；带 5 人关务小组；"
         "对接海关 AEO 高级认证复审"],
        ["2016/3-2020/8", "德迅（中国）货运代理有限公司上海分公司（Kuehne+Nagel）", "高级报关员",
         "海运进出口报关、归类与商检；维护 HS 编码归类库，预归类准确率 99%+"],
        ["2014/7-2016/2", "上海锦江国际货运有限公司", "报关员", "一般贸易及加工贸易手册核销，单证制作"]]
for i, row in enumerate(rows):
    for j, v in enumerate(row):
        tb.cell(i, j).text = v
d.add_heading("实习经历", 1)
d.add_paragraph("2013年7月 - 2013年9月　交通银行上海分行 国际结算部　实习生：协助审核信用证单据、整理进出口收付汇资料。")
d.add_heading("其他", 1)
d.add_paragraph("合作伙伴：DHL Global Forwarding、Expeditors 等海外代理（业务对接，非雇佣关系）")
d.add_paragraph("技能：单一窗口、金关二期、Excel（VLOOKUP、数据透视）、SQL（了解）")
d.save(os.path.join(OUT, "庹嘉言_关务简历.docx"))
print("ok")
