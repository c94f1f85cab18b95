"""Build the two DOCX CVs (Connor Maguire, English; 阳思远, Chinese with tables)."""
import sys, os
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

out = sys.argv[1] if len(sys.argv) > 1 else "../cvs"

# ---------------- Connor Maguire (English) ----------------
d = Document()
d.add_heading("Connor Maguire", level=0)
d.add_paragraph("District Manager (Shanghai West) · Tim Hortons China\n"
                "connor.maguire.sh@outlook.com · +86 139 1827 4460 · Shanghai, China")
d.add_heading("Profile", level=1)
d.add_paragraph("Irish coffee-retail operator with more than a decade in China's specialty coffee market. "
                "I came to Shanghai in 2013 to work behind the bar and grew into running multi-store teams: "
                "I care about throughput at peak, barista retention and a P&L that is boring in the best way.")
d.add_heading("Experience", level=1)
d.add_heading("Tim Hortons China — Shanghai", level=2)
d.add_paragraph("District Manager, Shanghai West (6 stores) | 04/2023 – present")
d.add_paragraph("Store Manager, Jing'an Kerry Centre | 04/2021 – 03/2023")
for b in ["Opened two stores in 2023 (hiring and training 38 crew); both broke even in month five.",
          "Cut average drive-thru and pickup wait from 6 to 3.5 minutes by re-sequencing the bar and mobile-order handoff.",
          "Own the district labour plan and weekly inventory counts in the POS / ERP system."]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("Starbucks China — Shanghai", level=2)
d.add_paragraph("Store Manager, Xintiandi | Mar 2017 – Mar 2021")
d.add_paragraph("Shift Supervisor | Jan 2015 – Feb 2017")
d.add_paragraph("Barista (full-time) | Jul 2013 – Dec 2014")
for b in ["Ran a 22-partner flagship-area store with annual revenue of about RMB 9.6m; store of the quarter three times (2018–2019).",
          "Trained 14 baristas to Coffee Master level; store turnover fell from 61% to 34% a year."]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("Costa Coffee — Oxford, UK", level=2)
d.add_paragraph("Part-time Barista | 2010 – 2012 (during university)")
d.add_heading("Education", level=1)
d.add_paragraph("BA (Hons) International Hospitality Management — Oxford Brookes University, 2009 – 2012")
d.add_heading("Certificates & languages", level=1)
d.add_paragraph("SCA Barista Skills (Intermediate), 2016 · Food safety manager certificate (Shanghai), 2021 · "
                "Mandarin HSK 5 · English (native)")
d.save(os.path.join(out, "Connor Maguire - CV 2026.docx"))

# ---------------- 阳思远 (Chinese, tables) ----------------
d = Document()
st = d.styles["Normal"]
st.font.name = "Noto Sans CJK SC"
st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")
st.font.size = Pt(10.5)
d.add_heading("阳思远 · 个人简历", level=0)
t = d.add_table(rows=3, cols=4)
t.style = "Table Grid"
cells = [("姓名", "阳思远", "求职方向", "卖方研究 / 新能源行业分析师"),
         ("电话", "186 2170 5583", "邮箱", "yangsiyuan_research@163.com"),
         ("现居", "上海", "证书", "证券从业资格、证券投资咨询（分析师）执业资格")]
for r, row in enumerate(cells):
    for c, v in enumerate(row):
        t.cell(r, c).text = v
d.add_heading("教育背景", level=1)
t = d.add_table(rows=3, cols=4)
t.style = "Table Grid"
rows = [("时间", "学校", "专业", "学历"),
        ("2017.08 - 2018.11", "香港中文大学", "金融学（MSc in Finance）", "硕士"),
        ("2013.09 - 2017.06", "上海财经大学", "金融学", "本科")]
for r, row in enumerate(rows):
    for c, v in enumerate(row):
        t.cell(r, c).text = v
d.add_heading("工作经历", level=1)
t = d.add_table(rows=4, cols=3)
t.style = "Table Grid"
rows = [("时间", "公司 / 部门", "职位"),
        ("2022.09 - 至今", "中信建投证券 研究发展部 电力设备与新能源组", "高级分析师"),
        ("2019.07 - 2022.08", "平安证券 研究所 新能源与汽车组", "分析师（2021.01 起）；研究助理（2019.07-2020.12）"),
        ("2018.11 - 2019.06", "平安证券 研究所", "研究所实习生")]
for r, row in enumerate(rows):
    for c, v in enumerate(row):
        t.cell(r, c).text = v
for b in ["覆盖储能、锂电池产业链 20 余家上市公司，独立撰写深度报告 14 篇；2024 年新财富最佳分析师评选 电力设备与新能源 入围（团队）。",
          "用 Python（pandas）搭建储能电芯价格与装机量跟踪模型，按周更新并对接组内 Wind 数据。",
          "在平安证券期间负责锂电材料公司的盈利预测与估值模型（DCF / PE-Band）。"]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("实习经历", level=1)
d.add_paragraph("2016.07 - 2016.09　天健会计师事务所（特殊普通合伙）上海分所　审计实习生：参与一家 A 股公司半年报审阅，负责货币资金与往来科目的底稿。")
d.add_heading("其他", level=1)
d.add_paragraph("2021 KDD Cup 团队赛（时间序列赛道） 前 5%；CFA 二级候考中；技能：Python、Excel VBA、Wind、Choice、Stata")
d.save(os.path.join(out, "阳思远-简历-2026.docx"))
print("docx ok")
