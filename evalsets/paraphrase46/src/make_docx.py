#!/usr/bin/env python3
"""Builds the two DOCX CVs of paraphrase46 into ../cvs/."""
from pathlib import Path
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

OUT = Path(__file__).resolve().parent.parent / "cvs"


def zh_font(doc):
    st = doc.styles["Normal"]
    st.font.name = "Noto Sans CJK SC"
    st.font.size = Pt(10.5)
    st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")


def e_qinglan():
    d = Document()
    zh_font(d)
    d.add_heading("鄂晴岚", level=0)
    d.add_paragraph("信用风险建模 | 深圳 | 电话：159-2043-8816 | 邮箱：eqinglan_risk@163.com")
    d.add_heading("教育背景", level=1)
    t = d.add_table(rows=3, cols=4)
    t.style = "Table Grid"
    rows = [("时间", "学校", "专业", "学历"),
            ("2016.09-2019.06", "中央财经大学", "统计学", "硕士"),
            ("2012.09-2016.06", "山东大学", "经济统计学", "本科")]
    for r, vals in zip(t.rows, rows):
        for c, v in zip(r.cells, vals):
            c.text = v
    d.add_heading("工作经历", level=1)
    d.add_paragraph("招商银行股份有限公司 信用卡中心 风险管理部", style="Heading 2")
    d.add_paragraph("2022年7月 - 至今　高级信用风险建模专家")
    d.add_paragraph("负责信用卡申请评分卡（A卡）与行为评分卡（B卡）迭代，使用 Python、SAS 与 LightGBM 建模，模型 KS 由 0.38 提升至 0.45。", style="List Bullet")
    d.add_paragraph("牵头 IFRS 9 预期信用损失（ECL）模型的 PD/LGD 参数重估，通过内审与监管检查。", style="List Bullet")
    d.add_paragraph("2019年7月 - 2022年6月　信用风险模型分析师")
    d.add_paragraph("搭建贷后催收评分模型，开发 SQL 特征库 600+ 变量。", style="List Bullet")
    d.add_heading("实习经历", level=1)
    d.add_paragraph("京东数字科技控股有限公司（京东数科） 风控算法实习生　2018年6月 - 2018年9月")
    d.add_paragraph("白条反欺诈规则挖掘，XGBoost 模型特征筛选。", style="List Bullet")
    d.add_heading("证书与奖项", level=1)
    d.add_paragraph("FRM 金融风险管理师（2021）")
    d.add_paragraph("2015 年 全国大学生统计建模大赛 一等奖")
    d.add_heading("技能", level=1)
    d.add_paragraph("Python、SAS、SQL、XGBoost、LightGBM、评分卡开发；了解 Spark、Docker、Kubernetes。")
    d.save(OUT / "鄂晴岚-信用风险建模-简历.docx")


def ning_zhaoyuan():
    d = Document()
    d.sections[0].header.paragraphs[0].text = "Zhaoyuan NING — Senior Analog IC Designer — zy.ning.analog@outlook.com — +86 139 1638 2054"
    d.add_heading("Senior Analog / Mixed-Signal IC Designer", level=1)
    d.add_paragraph("11 years designing PLLs, LDOs and SAR ADCs from spec to silicon in 28 nm – 7 nm FinFET. Shanghai, China.")
    d.add_heading("Work Experience", level=1)
    t = d.add_table(rows=3, cols=3)
    t.style = "Table Grid"
    rows = [("Dates", "Company", "Role"),
            ("Jun 2020 – Present", "Analog Devices, Shanghai Design Center", "Senior Analog Design Engineer"),
            ("Jul 2015 – May 2020", "HiSilicon (Shanghai) Technologies Co., Ltd.", "Analog IC Design Engineer")]
    for r, vals in zip(t.rows, rows):
        for c, v in zip(r.cells, vals):
            c.text = v
    d.add_paragraph("Analog Devices: low-jitter fractional-N PLL for RF transceivers; owner of the LDO and bandgap blocks; Cadence Virtuoso, Spectre, Calibre.", style="List Bullet")
    d.add_paragraph("HiSilicon: 12-bit SAR ADC for Kirin SoC power management; layout supervision and silicon bring-up in the lab.", style="List Bullet")
    d.add_heading("Education", level=1)
    d.add_paragraph("M.Sc. Microelectronics, Fudan University, 2012 – 2015")
    d.add_paragraph("B.Eng. Electronic Science and Technology, University of Electronic Science and Technology of China (UESTC), 2008 – 2012")
    d.add_heading("Publications", level=1)
    d.add_paragraph("Z. Ning, H. Qu, W. Lin, \"A 0.9-V 12-bit 100-MS/s SAR ADC with a split-capacitor DAC,\" IEEE CICC 2018.")
    d.add_paragraph("L. Zhou, Z. Ning, \"A bandgap reference with curvature compensation in 16 nm FinFET,\" IEEE JSSC, 2021.")
    d.add_heading("Professional Activities", level=1)
    d.add_paragraph("Reviewer, IEEE Transactions on Circuits and Systems II: Express Briefs (since 2021)")
    d.add_paragraph("Member, IEEE Solid-State Circuits Society")
    d.add_heading("Skills", level=1)
    d.add_paragraph("Cadence Virtuoso, Spectre, Calibre, MATLAB, Verilog-A; English (fluent), Mandarin (native)")
    d.save(OUT / "analog_ic_designer_cv.docx")


if __name__ == "__main__":
    e_qinglan()
    ning_zhaoyuan()
