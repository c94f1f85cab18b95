"""Build the two DOCX CVs of paraphrase23 into ../cvs/."""
from pathlib import Path
from docx import Document
from docx.shared import Pt

OUT = Path(__file__).resolve().parent.parent / "cvs"


def fu_old():
    d = Document()
    d.add_heading("傅承宇 个人简历", level=1)
    d.add_paragraph("手机：186 2153 0417　邮箱：fu.chengyu@foxmail.com　现居：上海")
    d.add_heading("求职意向", level=2)
    d.add_paragraph("数字芯片设计 / SoC 前端设计（更新于 2021年5月）")
    d.add_heading("工作经历", level=2)
    t = d.add_table(rows=1, cols=3)
    t.style = "Table Grid"
    hdr = t.rows[0].cells
    hdr[0].text, hdr[1].text, hdr[2].text = "时间", "单位", "职位 / 内容"
    rows = [
        ("2019.01–至今", "海思半导体（HiSilicon，华为全资子公司）上海研究所",
         "高级芯片设计工程师：负责视频编解码 IP 的 RTL 设计与综合时序收敛"),
        ("2016.07–2018.12", "海思半导体（HiSilicon）上海研究所",
         "芯片设计工程师：参与 ISP 模块前端设计，编写 Verilog 与 SystemVerilog 验证环境"),
        ("2015.07–2015.09", "超威半导体（AMD）上海研发中心",
         "实习生：GPU 模块 Verilog 验证"),
    ]
    for r in rows:
        cells = t.add_row().cells
        for i, v in enumerate(r):
            cells[i].text = v
    d.add_heading("教育背景", level=2)
    t2 = d.add_table(rows=2, cols=4)
    t2.style = "Table Grid"
    for i, v in enumerate(["时间", "学校", "专业", "学历"]):
        t2.rows[0].cells[i].text = v
    for i, v in enumerate(["2012.09–2016.06", "哈尔滨工业大学", "微电子科学与工程", "本科"]):
        t2.rows[1].cells[i].text = v
    d.add_heading("技能", level=2)
    d.add_paragraph("Verilog、SystemVerilog、UVM、Design Compiler、PrimeTime、Python")
    d.save(OUT / "fu_chengyu_2021.docx")


def ruan():
    d = Document()
    st = d.styles["Normal"]
    st.font.size = Pt(10.5)
    d.add_heading("阮静宜", level=0)
    d.add_paragraph("电话：139 1638 2250 ｜ 邮箱：ruanjingyi.quant@gmail.com ｜ 上海")
    d.add_heading("工作经历", level=1)
    d.add_paragraph("2023年7月 - 至今　上海幻方量化投资管理有限公司　高级量化研究员")
    d.add_paragraph("负责中低频股票多因子模型的研究与迭代，搭建因子衰减监控体系；所在策略组管理规模约 40 亿元。", style="List Bullet")
    d.add_paragraph("2012年7月 - 2018年8月　汇丰银行（中国）有限公司 上海总部　风险数据分析师")
    d.add_paragraph("负责零售信贷风险模型的数据处理与监控报表，2015 年晋升为高级分析师。", style="List Bullet")
    d.add_paragraph("用 SAS 与 SQL 重构月度拨备计算流程，耗时由 5 天缩短至 1 天。", style="List Bullet")
    d.add_heading("教育背景", level=1)
    d.add_paragraph("2018年9月 - 2023年6月　上海财经大学　统计学　博士（全日制，辞职后脱产攻读）")
    d.add_paragraph("2008年9月 - 2012年6月　南京大学金陵学院　金融学　学士")
    d.add_heading("论文", level=1)
    d.add_paragraph("Ruan J., Zhou W. Shrinkage estimation of high-dimensional factor covariance. Journal of Econometrics, 2023.")
    d.add_heading("技能", level=1)
    d.add_paragraph("Python、R、SAS、SQL、kdb+/q；CFA 二级")
    d.save(OUT / "阮静宜_简历.docx")


if __name__ == "__main__":
    fu_old()
    ruan()
