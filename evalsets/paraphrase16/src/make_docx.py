"""Build the two DOCX CVs into ../cvs/."""
from pathlib import Path
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH

OUT = Path(__file__).resolve().parent.parent / "cvs"


def gong_che_en():
    d = Document()
    t = d.add_heading("CHE GONG", 0)
    d.add_paragraph("Machine Learning Engineer — recommendation & ads ranking")
    d.add_paragraph("Hangzhou, China · gongche.ml@gmail.com · +86 138 5712 0486")
    d.add_heading("Experience", 1)
    d.add_heading("Alibaba Cloud — Senior Algorithm Engineer (Hangzhou)", 2)
    d.add_paragraph("Nov 2022 – present")
    d.add_paragraph("Recommendation model training and online inference on Alibaba Cloud PAI; rebuilt the feature platform.", style="List Bullet")
    d.add_paragraph("Moved GPU inference onto Kubernetes (ACK): 2.3x QPS at 35% lower unit cost.", style="List Bullet")
    d.add_heading("ByteDance (TikTok) — Algorithm Engineer (Singapore)", 2)
    d.add_paragraph("Jul 2019 – Oct 2022")
    d.add_paragraph("Ranking models for TikTok For You feed in Southeast Asian markets: multi-objective ranking, cold start.", style="List Bullet")
    d.add_paragraph("Built the A/B experiment readout dashboards used by 40+ online experiments.", style="List Bullet")
    d.add_heading("Education", 1)
    tbl = d.add_table(rows=3, cols=3)
    tbl.style = "Table Grid"
    rows = [
        ("School", "Degree", "Dates"),
        ("Georgia Institute of Technology", "M.S. Computer Science (OMSCS, online, part-time) — in progress, expected 2027", "Aug 2024 – "),
        ("University of Electronic Science and Technology of China (UESTC)", "B.Eng. Computer Science and Technology", "2015 – 2019"),
    ]
    for r, vals in zip(tbl.rows, rows):
        for c, v in zip(r.cells, vals):
            c.text = v
    d.add_heading("Skills", 1)
    d.add_paragraph("Python, C++, PyTorch, TensorFlow, Spark, Flink, Docker, Kubernetes")
    d.save(OUT / "Che_Gong_CV_en.docx")


def wu_liheng_zh():
    d = Document()
    p = d.add_paragraph()
    r = p.add_run("邬立珩")
    r.bold = True
    r.font.size = Pt(20)
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    d.add_paragraph("数字 IC 验证 | 13810297744 | wuliheng_ic@163.com | 杭州市余杭区").alignment = WD_ALIGN_PARAGRAPH.CENTER
    d.add_heading("个人概述", 1)
    d.add_paragraph("十二年数字芯片验证经验，熟悉 UVM 方法学、SoC 级验证环境搭建、形式验证与覆盖率收敛；"
                    "带领过 15 人验证团队完成两颗 7nm/5nm 服务器级 SoC 的流片前验证签核。")
    d.add_heading("工作经历", 1)
    tbl = d.add_table(rows=4, cols=4)
    tbl.style = "Table Grid"
    rows = [
        ("时间", "公司", "职位", "地点"),
        ("2021年4月 - 至今", "平头哥半导体有限公司（阿里巴巴集团）", "验证架构师", "杭州"),
        ("2018年1月 - 2021年3月", "海思半导体（华为技术有限公司）", "高级芯片验证工程师", "上海"),
        ("2014年7月 - 2017年12月", "海思半导体（华为技术有限公司）", "芯片验证工程师", "上海"),
    ]
    for r_, vals in zip(tbl.rows, rows):
        for c, v in zip(r_.cells, vals):
            c.text = v
    d.add_heading("平头哥 · 验证架构师", 2)
    d.add_paragraph("负责倚天系列服务器 SoC 的整体验证策略与验证平台架构，制定 IP 级 / 子系统级 / 芯片级验证计划。", style="List Bullet")
    d.add_paragraph("引入基于 Python 的回归调度与覆盖率分析平台，回归效率提升约 3 倍。", style="List Bullet")
    d.add_heading("海思 · 芯片验证工程师 → 高级芯片验证工程师", 2)
    d.add_paragraph("负责麒麟系列手机 SoC 中 DDR 控制器与 NoC 互联的 UVM 验证，累计发现 RTL 缺陷 200 余个。", style="List Bullet")
    d.add_paragraph("2019 年起担任子系统验证负责人，带 6 人小组。", style="List Bullet")
    d.add_heading("教育背景", 1)
    d.add_paragraph("2015.09 – 2017.06　上海交通大学　电子与通信工程　在职工程硕士（已修完课程，未完成学位论文，未获学位）")
    d.add_paragraph("2010.09 – 2014.06　东南大学　微电子科学与工程　工学学士")
    d.add_heading("专业技能", 1)
    d.add_paragraph("SystemVerilog、UVM、VCS、Verdi、JasperGold、Python、Perl、Tcl")
    d.add_heading("其他", 1)
    d.add_paragraph("2016 年华为公司“金牌个人”奖；受邀在 2023 年 DVCon China 做题为《服务器 SoC 验证左移实践》的报告。")
    d.save(OUT / "邬立珩-IC验证-简历.docx")


if __name__ == "__main__":
    gong_che_en()
    wu_liheng_zh()
