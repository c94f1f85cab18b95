"""Builds cvs/祁望川_量化研究员简历.docx (Chinese DOCX with an education table)."""
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn
import pathlib
out = pathlib.Path(__file__).resolve().parent.parent / "cvs" / "祁望川_量化研究员简历.docx"
d = Document()
st = d.styles["Normal"]; st.font.name = "Noto Serif CJK SC"; st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Serif CJK SC")
d.add_heading("祁望川", level=0)
d.add_paragraph("量化研究员 ｜ 深圳 ｜ 137 2846 9015 ｜ qiwangchuan@foxmail.com")
d.add_heading("教育背景", level=1)
t = d.add_table(rows=1, cols=4); t.style = "Table Grid"
for c, h in zip(t.rows[0].cells, ["时间", "学校", "专业", "学历"]):
    c.text = h
for row in [("2019.09 - 2021.06", "复旦大学 管理学院", "金融工程", "硕士"),
            ("2015.09 - 2019.06", "南京信息工程大学", "数学与应用数学", "本科")]:
    cells = t.add_row().cells
    for c, v in zip(cells, row):
        c.text = v
d.add_heading("工作经历", level=1)
d.add_paragraph("易方达基金管理有限公司　量化投资部　高级量化研究员　2024年7月 - 至今")
for b in ["负责 A 股指数增强组合的多因子 alpha 研究，基于 Barra CNE6 风险模型做风险归因与组合优化；",
          "用 C++ 重写日频回测引擎，单次全市场回测从 40 分钟降到 6 分钟；",
          "支持两只指数增强基金的日常调仓，合计规模约 60 亿元。"]:
    d.add_paragraph(b, style="List Bullet")
d.add_paragraph("易方达基金管理有限公司　量化投资部　量化研究员　2021年7月 - 2024年6月")
for b in ["开发基本面与量价因子 120 余个，搭建因子库与因子评价流程（Python、pandas、Wind 数据）；",
          "参与公募量化产品的业绩归因周报。"]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("实习经历", level=1)
d.add_paragraph("中信证券股份有限公司　研究部金融工程组　研究实习生　2020年6月 - 2020年9月")
d.add_paragraph("协助撰写行业轮动策略报告，整理宏观因子数据。", style="List Bullet")
d.add_heading("证书与奖项", level=1)
d.add_paragraph("CFA 三级候选人（已通过一级、二级）；2020 年全国大学生数学建模竞赛（研究生组）二等奖；复旦大学优秀毕业生（2021）")
d.add_heading("技能", level=1)
d.add_paragraph("Python（pandas、NumPy、cvxpy）、C++、SQL、Wind / 聚宽、Barra 风险模型；了解 Rust、Julia")
d.save(out)
print(out)
