"""Builds the two DOCX CVs of paraphrase13 into ../cvs/."""
from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

def rz():
    d = Document()
    d.add_heading("ZHIQIU RAN", 0)
    d.add_paragraph("Beijing, China · +86 138 1702 4469 · ran.zhiqiu@outlook.com")
    d.add_heading("Profile", 1)
    d.add_paragraph("Product manager with a backend engineering background. Spent six and a half years "
                    "writing server code (online games, social content, collaborative docs) before "
                    "transitioning from engineering to product management at Lark in January 2023.")
    d.add_heading("Experience", 1)
    d.add_heading("ByteDance — Lark (Feishu)", 2)
    d.add_paragraph("Product Manager, Lark Docs | Jan 2023 – Present", style="List Bullet")
    d.add_paragraph("Internal transfer from the engineering team. Owns permissions, external "
                    "collaboration and the template centre; manages 3 PMs. Grew monthly active "
                    "external collaborators by 41%.")
    d.add_paragraph("Senior Backend Engineer, Lark Docs | Aug 2019 – Dec 2022", style="List Bullet")
    d.add_paragraph("Co-editing service in Go (operational transformation), rebuilt the permission "
                    "service; cut P99 latency from 380 ms to 120 ms.")
    d.add_heading("Xiaohongshu (RED), Shanghai", 2)
    d.add_paragraph("Backend Engineer, community feed | Mar 2019 – Jul 2019", style="List Bullet")
    d.add_paragraph("Left after five months when the business line was reorganised.")
    d.add_heading("NetEase Games — Leihuo Studio, Hangzhou", 2)
    d.add_paragraph("Game Server Engineer | Jul 2016 – Feb 2019", style="List Bullet")
    d.add_paragraph("Server development for the MMORPG Justice (Nishuihan): cross-server battleground "
                    "matchmaking, guild system, anti-cheat log pipeline (C++/Python).")
    d.add_heading("Education", 1)
    t = d.add_table(rows=3, cols=3)
    t.style = "Table Grid"
    rows = [("University of Southern California", "M.S. in Computer Science", "2014 – 2016"),
            ("Huazhong University of Science and Technology", "B.Eng. in Computer Science and Technology", "2010 – 2014"),
            ("", "", "")]
    for r, vals in zip(t.rows, rows[:2] + [("Exchange", "—", "—")]):
        for c, v in zip(r.cells, vals):
            c.text = v
    t._tbl.remove(t.rows[2]._tr)
    d.add_heading("Skills & Languages", 1)
    d.add_paragraph("Go, C++, Python, MySQL, Redis, Kafka, SQL; Figma, Axure; PRDs, A/B testing")
    d.add_paragraph("Languages: Mandarin (native), English (fluent, TOEFL 108)")
    d.save(os.path.join(OUT, "zhiqiu_ran_resume.docx"))

def dy():
    d = Document()
    st = d.styles["Normal"]; st.font.name = "SimSun"; st.font.size = Pt(10.5)
    d.add_heading("戴屹峰  个人简历", 0)
    d.add_paragraph("手机：139 2655 0813 ｜ 邮箱：daiyifeng_ic@163.com ｜ 现居：上海")
    d.add_paragraph("求职意向：芯片研发总监 / SoC 研发负责人")
    d.add_heading("教育背景", 1)
    t = d.add_table(rows=4, cols=4); t.style = "Table Grid"
    rows = [("时间", "学校", "专业", "学历"),
            ("2009.09 – 2011.06", "代尔夫特理工大学（TU Delft，荷兰）", "微电子", "博士研究生（肄业，未取得学位）"),
            ("2006.09 – 2009.03", "东南大学", "电路与系统", "硕士"),
            ("2002.09 – 2006.06", "电子科技大学", "微电子学", "本科")]
    for r, vals in zip(t.rows, rows):
        for c, v in zip(r.cells, vals):
            c.text = v
    d.add_heading("工作经历", 1)
    t = d.add_table(rows=5, cols=3); t.style = "Table Grid"
    rows = [("时间", "公司", "职位"),
            ("2023年1月 - 至今", "地平线（Horizon Robotics）", "芯片研发总监"),
            ("2019年11月 - 2022年12月", "地平线（Horizon Robotics）", "芯片研发经理"),
            ("2018年3月 - 2019年10月", "紫光展锐（UNISOC）", "资深 SoC 设计工程师"),
            ("2011年8月 - 2018年2月", "海思半导体（HiSilicon，华为旗下）", "数字 IC 设计工程师 → 高级工程师（2015 年晋升）")]
    for r, vals in zip(t.rows, rows):
        for c, v in zip(r.cells, vals):
            c.text = v
    d.add_heading("工作内容", 1)
    d.add_paragraph("地平线：从一线设计转向团队管理，组建并管理 25 人的 SoC 前端设计与验证团队，负责征程系列车载 AI 芯片的 SoC 集成、项目排期与人员招聘；2023 年起任总监，向 CTO 汇报。", style="List Bullet")
    d.add_paragraph("紫光展锐：负责 5G 基带 SoC 的总线互联与低功耗设计，RTL 编码、综合与时序收敛。", style="List Bullet")
    d.add_paragraph("海思：麒麟系列手机 SoC 的 DDR 控制器与 NoC 设计；与瑞萨（Renesas）日方团队对接车规 IP 评估。", style="List Bullet")
    d.add_heading("技能", 1)
    d.add_paragraph("Verilog / SystemVerilog、UVM、Synopsys DC / PrimeTime、ARM AMBA、低功耗 UPF；团队管理、项目管理（PMP 认证，2020）")
    d.add_paragraph("语言：英语（CET-6，可作为工作语言）")
    d.save(os.path.join(OUT, "dai_yifeng_jianli.docx"))

if __name__ == "__main__":
    rz(); dy()
