"""Builds the two DOCX CVs into ../cvs/."""
from docx import Document
from docx.shared import Pt
from pathlib import Path
OUT = Path(__file__).resolve().parent.parent / "cvs"

def table(doc, rows, style="Table Grid"):
    t = doc.add_table(rows=0, cols=len(rows[0]))
    t.style = style
    for r in rows:
        cells = t.add_row().cells
        for c, v in zip(cells, r):
            c.text = v
    return t

# ---- Lan Shuyi, analog IC designer (English) ----
d = Document()
d.add_heading("LAN Shuyi", 0)
d.add_paragraph("Senior Analog IC Design Engineer · Beijing · lan.shuyi.ic@gmail.com · +86 139 1182 6604")
d.add_heading("Profile", 1)
d.add_paragraph("Analog/mixed-signal designer with 7 years of tape-out experience in data converters, "
                "LDOs and bandgap references, from spec to silicon validation (TSMC 28nm/40nm, SMIC 55nm).")
d.add_heading("Professional Experience", 1)
d.add_heading("SG Micro Corp (圣邦微电子) — Senior Analog IC Design Engineer", 2)
d.add_paragraph("04/2022 - today, Beijing")
d.add_paragraph("Own the design of low-noise LDOs and a 16-bit sigma-delta ADC for industrial sensing; "
                "three products taped out and in mass production.", style="List Bullet")
d.add_paragraph("Work with customers on specifications; customers include T-Head (Alibaba's chip unit) "
                "and several automotive Tier-1 suppliers.", style="List Bullet")
d.add_heading("HiSilicon (Huawei) — Analog IC Design Engineer", 2)
d.add_paragraph("07/2019 - 03/2022, Shanghai")
d.add_paragraph("Designed a 12-bit 200-MS/s SAR ADC and the clock buffer for a Wi-Fi 6 transceiver in TSMC 28nm.",
                style="List Bullet")
d.add_paragraph("Built Cadence Virtuoso/Spectre corner and Monte Carlo regression flows used by the whole team.",
                style="List Bullet")
d.add_heading("Education", 1)
table(d, [["Period", "School", "Degree"],
          ["2016 – 2019", "Tsinghua University, Institute of Microelectronics", "M.Eng., Integrated Circuit Engineering"],
          ["2012 – 2016", "Tsinghua University, Department of Electronic Engineering", "B.Eng., Electronic Engineering"]])
d.add_heading("Publications", 1)
d.add_paragraph("S. Lan, W. Chen, and H. Jiang, “A 12-b 100-MS/s SAR ADC with a bypass-window "
                "switching scheme,” IEEE Journal of Solid-State Circuits (JSSC), vol. 55, 2020.")
d.add_paragraph("W. Chen, S. Lan, and H. Jiang, “A 0.6-V bandgap reference with curvature compensation,” "
                "IEEE ISSCC 2019.")
d.add_heading("Skills", 1)
table(d, [["Tools", "Cadence Virtuoso, Spectre, Calibre, MATLAB"],
          ["Circuits", "SAR / sigma-delta ADC, LDO, bandgap, PLL basics"]])
d.save(OUT / "LanShuyi_AnalogIC_EN.docx")

# ---- 桑雨禾, data scientist at an insurer (Chinese) ----
d = Document()
d.add_heading("桑雨禾", 0)
d.add_paragraph("数据科学家 ｜ 深圳 ｜ 手机：136-2531-8874 ｜ 邮箱：sangyuhe_ds@qq.com")
d.add_heading("教育背景", 1)
table(d, [["时间", "学校", "专业", "学位"],
          ["2017年9月 - 2020年6月", "复旦大学 管理学院", "统计学", "硕士"],
          ["2013年9月 - 2017年6月", "上海财经大学 统计与管理学院", "经济统计学", "学士"]])
d.add_heading("工作经历", 1)
d.add_heading("中国平安财产保险股份有限公司 · 数据科学家", 2)
d.add_paragraph("2020年7月 - 至今")
d.add_paragraph("负责车险定价与理赔反欺诈模型，使用 PySpark 在集团大数据平台上处理千万级保单与理赔数据，"
                "反欺诈模型上线后每年减少赔付损失约 1.2 亿元。", style="List Bullet")
d.add_paragraph("搭建客户流失预警模型（XGBoost + SHAP），续保率提升 3 个百分点。", style="List Bullet")
d.add_heading("实习经历", 1)
d.add_heading("腾讯 微信事业群（WXG）· 数据分析实习生", 2)
d.add_paragraph("2020年1月 - 2020年5月")
d.add_paragraph("参与微信支付商户活跃度分析，撰写周报与专题分析。", style="List Bullet")
d.add_heading("中国国际金融股份有限公司（中金公司）· 研究部实习生", 2)
d.add_paragraph("2016年7月 - 2016年9月")
d.add_paragraph("协助保险行业研究员整理上市险企财务数据，撰写行业点评初稿。", style="List Bullet")
d.add_heading("论文", 1)
d.add_paragraph("Jian Zhou, Lei Wu, Yuhe Sang. Graph-Based Fraud Ring Detection in Auto Insurance Claims. "
                "KDD 2024 (Applied Data Science Track).")
d.add_heading("获奖", 1)
d.add_paragraph("2018 阿里云天池大数据竞赛 · 保险风控赛道 亚军")
d.add_heading("技能", 1)
d.add_paragraph("Python、SQL、PySpark、Hive、XGBoost、R")
d.save(OUT / "桑雨禾-数据科学家.docx")
