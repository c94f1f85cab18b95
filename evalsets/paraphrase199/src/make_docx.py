"""Builds the two DOCX CVs in ../cvs/."""
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

def table(doc, rows, header=None):
    t = doc.add_table(rows=0, cols=len(rows[0]))
    t.style = "Table Grid"
    if header:
        cells = t.add_row().cells
        for c, h in zip(cells, header):
            c.text = h
    for r in rows:
        cells = t.add_row().cells
        for c, v in zip(cells, r):
            c.text = v
    return t

# ---------------- B: 冯以沫 (Chinese, tables) ----------------
d = Document()
p = d.add_heading("冯以沫  个人简历", level=0)
d.add_paragraph("投资银行 | 股权融资 / 并购重组    电话：+86 138 1677 2049    邮箱：fengyimo_ib@163.com    现居：上海")
d.add_heading("教育背景", level=1)
table(d, [
    ["2019.09 – 2020.11", "伦敦政治经济学院（LSE）", "金融学 理学硕士（MSc Finance）"],
    ["2015.09 – 2019.06", "浙江大学", "经济学院 金融学 学士；GPA 3.86/4.0；竺可桢学院荣誉项目"],
], header=["时间", "学校", "专业 / 学位"])
d.add_heading("工作经历", level=1)
table(d, [
    ["2023.07 – 至今", "中信证券股份有限公司 投资银行管理委员会", "高级经理"],
    ["2020.12 – 2023.06", "中信证券股份有限公司 投资银行管理委员会", "分析师"],
], header=["时间", "公司 / 部门", "职位"])
d.add_paragraph("负责科技与先进制造行业的 IPO、再融资及并购项目的尽职调查、估值建模与申报材料撰写。")
d.add_paragraph("参与某半导体设备公司科创板 IPO 项目（客户），负责财务核查与招股书业务章节；项目于 2022 年成功上市，募资 32 亿元。")
d.add_paragraph("主导两单上市公司重大资产重组的 DCF 与可比公司估值模型，交易金额合计约 58 亿元。")
d.add_heading("实习经历", level=1)
table(d, [
    ["2018.07 – 2018.09", "华泰联合证券有限责任公司 投行部", "暑期实习生"],
], header=["时间", "公司", "岗位"])
d.add_heading("证书与技能", level=1)
d.add_paragraph("证券从业资格、保荐代表人胜任能力考试（已通过）；法律职业资格考试 A 证")
d.add_paragraph("Excel / VBA、Wind、Capital IQ、Python（pandas）；英语 雅思 7.5")
d.add_heading("荣誉", level=1)
d.add_paragraph("2018 浙江大学一等奖学金；2017 全国大学生金融建模大赛 二等奖")
d.save(os.path.join(OUT, "冯以沫_投行_简历.docx"))

# ---------------- G: Winifred Hallowes (English; name only in footer) ----------------
d = Document()
sec = d.sections[0]
fp = sec.footer.paragraphs[0]
fp.text = "Winifred Hallowes · CV · page 1"
fp.alignment = WD_ALIGN_PARAGRAPH.CENTER
d.add_heading("Brand Manager — Prestige Skincare", level=0)
d.add_paragraph("Shanghai, China · +86 186 2104 7731 · w.hallowes@outlook.com · linkedin.com/in/whallowes")
d.add_heading("Profile", level=1)
d.add_paragraph("Brand manager with fifteen years in beauty and personal care across the UK and China, "
                "moving from trade marketing into brand strategy. I run brands end to end: consumer insight, "
                "the annual brand plan, launches, and the P&L behind them.")
d.add_heading("Experience", level=1)
d.add_heading("Shiseido China Co., Ltd. — Brand Manager, Clé de Peau Beauté (Sep 2019 – present)", level=2)
d.add_paragraph("Own the brand plan and a RMB 400m sell-in budget for Clé de Peau Beauté in mainland China; "
                "led the 2023 relaunch of the serum franchise, which grew Tmall revenue 46% year on year.", style="List Bullet")
d.add_paragraph("Built the first in-house consumer-insight dashboard with the data team (Tableau, SQL).", style="List Bullet")
d.add_heading("Coty Inc. — Assistant Brand Manager, then Brand Manager (Feb 2014 – Aug 2019)", level=2)
d.add_paragraph("Assistant Brand Manager, Rimmel London (Feb 2014 – Jun 2016); promoted to Brand Manager, "
                "Coty Consumer Beauty, London (Jul 2016 – Aug 2019).", style="List Bullet")
d.add_paragraph("Moved to Shanghai with the business in 2019; handed over the UK portfolio.", style="List Bullet")
d.add_heading("Boots UK — Trade Marketing Executive (Sep 2011 – Jan 2014)", level=2)
d.add_paragraph("Planned in-store promotions for the No7 and Soap & Glory ranges across 400 stores.", style="List Bullet")
d.add_heading("Education", level=1)
d.add_paragraph("The University of Manchester — BSc (Hons) Management, 2008 – 2011")
d.add_paragraph("CEIBS (China Europe International Business School), Shanghai — Executive MBA, part-time, Sep 2025 – expected 2027")
d.add_heading("Other", level=1)
d.add_paragraph("Judge, Marketing Society Excellence Awards (beauty category), 2022.")
d.add_paragraph("Languages: English (native), Mandarin (HSK 5).")
d.save(os.path.join(OUT, "brand_manager_cv_2026.docx"))
print("ok")
