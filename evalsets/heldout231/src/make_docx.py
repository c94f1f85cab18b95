"""Build cvs/巢若蓁_个人简历.docx (Chinese CV with tables for experience and education)."""
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn
import pathlib

OUT = pathlib.Path(__file__).resolve().parent.parent / "cvs" / "巢若蓁_个人简历.docx"

d = Document()
st = d.styles["Normal"]
st.font.name = "Noto Sans CJK SC"
st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")

d.add_heading("巢若蓁 · 个人简历", level=0)
d.add_paragraph("求职意向：卖方/买方研究（TMT、半导体）　|　手机：186-1032-7750　|　邮箱：ruozhen.chao@outlook.com　|　北京")

d.add_heading("工作经历", level=1)
t = d.add_table(rows=1, cols=4)
t.style = "Table Grid"
for c, h in zip(t.rows[0].cells, ["时间", "单位", "职位", "主要工作"]):
    c.text = h
rows = [
    ("2023年7月 - 至今", "中国国际金融股份有限公司（中金公司）研究部", "高级分析师（副总经理）",
     "负责半导体设备与材料板块研究，独立覆盖 14 家 A 股及港股上市公司；带领 2 名研究助理，撰写深度报告与季度业绩点评。"),
    ("2020年7月 - 2023年6月", "中国国际金融股份有限公司（中金公司）研究部", "分析师",
     "参与电子行业研究，搭建消费电子产业链盈利预测模型，组织专家电话会与上市公司调研 80 余次。"),
    ("2019年6月 - 2019年12月", "中信证券股份有限公司 研究部", "研究实习生",
     "协助计算机行业团队整理财务数据、更新 Wind 数据库模型，撰写行业周报初稿。"),
]
for r in rows:
    cells = t.add_row().cells
    for c, v in zip(cells, r):
        c.text = v

d.add_heading("教育背景", level=1)
t2 = d.add_table(rows=1, cols=4)
t2.style = "Table Grid"
for c, h in zip(t2.rows[0].cells, ["时间", "学校", "专业", "学历"]):
    c.text = h
for r in [
    ("2018.09 - 2020.06", "上海财经大学", "金融", "硕士（金融专硕）"),
    ("2014.09 - 2018.06", "江西财经大学", "会计学", "本科"),
]:
    cells = t2.add_row().cells
    for c, v in zip(cells, r):
        c.text = v

d.add_heading("资格证书与荣誉", level=1)
for s in [
    "CFA 三级候选人（2025 年通过二级）",
    "证券从业资格、证券投资咨询（分析师）执业资格",
    "2024 年新财富最佳分析师 半导体行业第三名（团队成员）",
    "2019 年上海财经大学研究生学业一等奖学金",
]:
    d.add_paragraph(s, style="List Bullet")

d.add_heading("技能", level=1)
d.add_paragraph("Wind、Choice、Bloomberg 终端；Excel 财务建模（三表联动、DCF）；Python（pandas）数据抓取与处理；英语可作为工作语言（雅思 7.5）。")

d.save(OUT)
print("wrote", OUT)
