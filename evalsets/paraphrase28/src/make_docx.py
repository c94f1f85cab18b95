"""Builds the two DOCX CVs in ../cvs/."""
from pathlib import Path
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH

OUT = Path(__file__).resolve().parent.parent / "cvs"


def fan_shucheng():
    d = Document()
    st = d.styles["Normal"]; st.font.size = Pt(10.5)
    h = d.add_heading("范书澄", level=0)
    d.add_paragraph("数字IC设计 / 芯片验证 ｜ 上海 ｜ 手机：186-2173-0958 ｜ 邮箱：fanshucheng_ic@126.com")
    d.add_heading("教育背景", level=1)
    t = d.add_table(rows=1, cols=4); t.style = "Table Grid"
    for c, s in zip(t.rows[0].cells, ["时间", "学校", "专业", "学历"]):
        c.text = s
    for row in [("2014年9月 - 2017年6月", "电子科技大学", "集成电路工程", "硕士"),
                ("2010年9月 - 2014年6月", "东南大学", "微电子科学与工程", "本科")]:
        cells = t.add_row().cells
        for c, s in zip(cells, row):
            c.text = s
    d.add_heading("工作经历", level=1)
    t = d.add_table(rows=1, cols=3); t.style = "Table Grid"
    for c, s in zip(t.rows[0].cells, ["时间", "公司", "职位"]):
        c.text = s
    for row in [("2020.07 - 至今", "平头哥半导体有限公司（阿里巴巴集团旗下芯片公司）", "资深芯片设计工程师（2023.04晋升）；高级芯片设计工程师（2020.07-2023.03）"),
                ("2017.07 - 2020.06", "紫光展锐（UNISOC）", "数字IC设计工程师")]:
        cells = t.add_row().cells
        for c, s in zip(cells, row):
            c.text = s
    d.add_paragraph("平头哥：负责玄铁 RISC-V 处理器 L2 缓存子系统的 RTL 设计与时序收敛，主导 UVM 验证环境重构，回归周期缩短 40%。", style="List Bullet")
    d.add_paragraph("紫光展锐：参与 5G 基带芯片 DMA 控制器设计，完成 3 次流片。", style="List Bullet")
    d.add_heading("论文与专利", level=1)
    d.add_paragraph("范书澄，李卫东. 一种低功耗片上缓存一致性协议的实现. DAC 2017，第一作者。", style="List Bullet")
    d.add_paragraph("发明专利 2 项（已授权）。", style="List Bullet")
    d.add_heading("获奖情况", level=1)
    d.add_paragraph("2016年 “华为杯”中国研究生电子设计竞赛 全国二等奖", style="List Bullet")
    d.add_heading("专业技能", level=1)
    t = d.add_table(rows=3, cols=2); t.style = "Table Grid"
    for i, (a, b) in enumerate([("硬件描述语言", "Verilog, SystemVerilog"),
                                ("验证/工具", "UVM, VCS, Verdi, PrimeTime"),
                                ("脚本", "Python, Tcl, Perl")]):
        t.cell(i, 0).text = a; t.cell(i, 1).text = b
    d.save(OUT / "范书澄_简历.docx")


def noemi_castaneda():
    d = Document()
    p = d.add_paragraph(); r = p.add_run("NOEMI CASTAÑEDA"); r.bold = True; r.font.size = Pt(20)
    d.add_paragraph("Senior Product Manager · Singapore · noemi.castaneda.pm@gmail.com · +65 8842 1037")
    d.add_heading("Summary", level=2)
    d.add_paragraph("Product manager with six-plus years in collaboration and travel products, "
                    "fluent in English, Spanish and Mandarin (HSK 6). I work closely with data science "
                    "and like to write the first SQL query myself.")
    d.add_heading("Experience", level=2)
    d.add_paragraph("Klook — Senior Product Manager, Search & Discovery (Singapore)   01/2023 - today")
    d.add_paragraph("Own ranking and merchandising of activities search; grew search conversion 11% in 2024 through a "
                    "re-ranking experiment program that I set up together with the data science team.", style="List Bullet")
    d.add_paragraph("ByteDance (Lark / Feishu) — Product Manager, Docs (Beijing)   03/2020 - 12/2022")
    d.add_paragraph("Shipped the Lark Docs comment and approval flows for enterprise customers; "
                    "ran the 2021 overseas launch in Japan and Thailand.", style="List Bullet")
    d.add_paragraph("NetEase Games — Product Intern, Overseas Publishing (Guangzhou)   summer 2017")
    d.add_paragraph("Market sizing and player-survey analysis for a mobile title's Latin American launch.", style="List Bullet")
    d.add_heading("Education", level=2)
    d.add_paragraph("London School of Economics and Political Science — MSc Business Analytics, 2018 – 2019")
    d.add_paragraph("Peking University — BA Economics (National School of Development), 2014 – 2018")
    d.add_heading("Skills", level=2)
    d.add_paragraph("SQL, Amplitude, Figma, A/B testing, Python (pandas), Kubernetes (coursework only), Spanish (native)")
    d.save(OUT / "Noemi_Castaneda_PM.docx")


if __name__ == "__main__":
    fan_shucheng()
    noemi_castaneda()
