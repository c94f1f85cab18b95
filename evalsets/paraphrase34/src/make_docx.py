"""Builds the two DOCX CVs in ../cvs."""
from pathlib import Path
from docx import Document
from docx.shared import Pt

OUT = Path(__file__).resolve().parent.parent / "cvs"


def tan_jiayan():
    d = Document()
    d.add_heading("谭嘉言", 0)
    d.add_paragraph("数字 IC 设计工程师 ｜ 上海 ｜ 186-2105-7731 ｜ tanjiayan_ic@163.com")
    d.add_heading("个人简介", 1)
    d.add_paragraph("十年数字芯片前端设计经验，熟悉 SoC 总线架构、低功耗设计与 UVM 验证流程，"
                    "主导过两款量产芯片的 CPU 子系统集成。")
    d.add_heading("教育背景", 1)
    t = d.add_table(rows=3, cols=4)
    t.style = "Table Grid"
    rows = [("时间", "学校", "专业", "学历"),
            ("2013.09-2016.06", "西安电子科技大学", "微电子学与固体电子学", "硕士"),
            ("2009.09-2013.06", "电子科技大学", "电子科学与技术", "本科")]
    for r, vals in zip(t.rows, rows):
        for c, v in zip(r.cells, vals):
            c.text = v
    d.add_heading("工作经历", 1)
    d.add_heading("平头哥半导体有限公司（阿里巴巴集团旗下）　2020年10月 - 至今", 2)
    d.add_paragraph("资深芯片设计工程师（2023年4月起）；高级芯片设计工程师（2020年10月 - 2023年3月）")
    d.add_paragraph("负责玄铁 RISC-V 处理器子系统的前端设计与集成，完成 AXI 总线互联与缓存一致性模块的 RTL 实现。",
                    style="List Bullet")
    d.add_paragraph("牵头低功耗方案（多电源域、时钟门控），芯片待机功耗降低 27%。", style="List Bullet")
    d.add_heading("华为技术有限公司 海思半导体　2016年7月 - 2020年9月", 2)
    d.add_paragraph("芯片设计工程师，无线终端芯片业务部")
    d.add_paragraph("参与麒麟系列 SoC 的 ISP 模块 RTL 设计与综合，负责时序收敛与 DFT 插入。", style="List Bullet")
    d.add_paragraph("编写 SystemVerilog/UVM 验证环境，模块级覆盖率达到 98%。", style="List Bullet")
    d.add_heading("技能", 1)
    d.add_paragraph("Verilog / SystemVerilog、UVM、Synopsys DC / PrimeTime、Spyglass、Python、Tcl、Perl")
    d.add_heading("其他", 1)
    d.add_paragraph("2021 年获得小米集团芯片部门 offer，未接受。")
    d.add_paragraph("2015 全国研究生电子设计竞赛 华东赛区二等奖")
    d.save(OUT / "谭嘉言_简历.docx")


def keziah_moreland():
    d = Document()
    sec = d.sections[0]
    sec.header.paragraphs[0].text = "Keziah Moreland — Curriculum Vitae"
    p = d.add_paragraph("Senior Machine Learning Engineer · Amsterdam, NL · keziah.moreland@fastmail.com · +31 6 2841 7730")
    d.add_heading("Summary", 1)
    d.add_paragraph("ML platform engineer with twelve years in industry across product, data science and "
                    "ML infrastructure. I build the systems that take models from a notebook to thousands of "
                    "GPUs and keep them there, and I care a lot about making training jobs cheap and boring.")
    d.add_heading("Experience", 1)
    t = d.add_table(rows=4, cols=3)
    t.style = "Table Grid"
    rows = [("Dates", "Employer / Role", "Highlights"),
            ("01/2021 - today", "Databricks — Senior ML Engineer, Model Serving",
             "Runs the Kubernetes-based GPU serving fleet for Mosaic AI Model Serving; cut cold-start latency by 40% with image streaming and node pre-warming."),
            ("08/2016 - 12/2020", "Spotify (Stockholm) — Data Scientist, then ML Engineer",
             "Built the feature store for podcast recommendations; moved batch training from Hadoop to Kubeflow pipelines on Kubernetes (GKE)."),
            ("02/2014 - 06/2016", "Xero (Wellington) — Associate Product Manager",
             "Owned the bank-reconciliation suggestions roadmap; ran user research with 60 small-business customers.")]
    for r, vals in zip(t.rows, rows):
        for c, v in zip(r.cells, vals):
            c.text = v
    d.add_heading("Education", 1)
    d.add_paragraph("PhD in Informatics (part-time), University of Edinburgh, 2023 - present. Topic: scheduling for elastic distributed training.")
    d.add_paragraph("BSc (Hons) in Computer Science and Statistics, University of Auckland, 2010 - 2013.")
    d.add_heading("Publications & Service", 1)
    d.add_paragraph("R. Idowu, S. Halme, K. Moreland. \"Elastic checkpointing for preemptible GPU clusters.\" NeurIPS 2024 Workshop on Machine Learning for Systems.")
    d.add_paragraph("Reviewer, Transactions on Machine Learning Research (TMLR), since 2024.")
    d.add_heading("Skills", 1)
    d.add_paragraph("Python, Go, Scala, Kubernetes, Ray, Spark, Terraform, PyTorch, CUDA basics")
    d.save(OUT / "resume_2026.docx")


if __name__ == "__main__":
    tan_jiayan()
    keziah_moreland()
