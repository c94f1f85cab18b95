"""Builds the two DOCX CVs into ../cvs/."""
from pathlib import Path
from docx import Document
from docx.shared import Pt, RGBColor
from docx.enum.text import WD_ALIGN_PARAGRAPH

OUT = Path(__file__).resolve().parent.parent / "cvs"


def mai_en():
    d = Document()
    st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)
    h = d.add_heading("Mai Chengyuan (麦承远)", level=0)
    d.add_paragraph("Senior MLOps Engineer · Hangzhou, China · maichengyuan@foxmail.com · +86 158 6712 3390")
    d.add_heading("Summary", level=1)
    d.add_paragraph("Eight years of full-time work building the plumbing between data scientists and production: feature pipelines, "
                    "training on shared GPU clusters, model registries, canary roll-outs and drift monitoring.")
    d.add_heading("Experience", level=1)
    t = d.add_table(rows=0, cols=2)
    t.style = "Table Grid"
    rows = [
        ("Apr 2022 – Present", "Cainiao Network (菜鸟) — Senior MLOps Engineer, Intelligent Logistics Platform"),
        ("Jul 2018 – Mar 2022", "Alibaba Cloud — Machine Learning Platform for AI (PAI), Software Engineer"),
        ("summer 2017", "Ericsson Nanjing R&D Center — Software Intern (test automation)"),
    ]
    for a, b in rows:
        c = t.add_row().cells; c[0].text = a; c[1].text = b
    d.add_heading("Cainiao Network", level=2)
    for s in [
        "Run the model-serving platform on Kubernetes (KServe + Argo Workflows) behind parcel-volume forecasting and delivery-ETA models; 300+ models, p99 latency under 40 ms.",
        "Wrote the SQL feature-extraction jobs on MaxCompute that feed the forecasting models, with data-quality checks in Great Expectations.",
        "Cut GPU spend by 35% with spot-instance scheduling and model distillation.",
    ]:
        d.add_paragraph(s, style="List Bullet")
    d.add_heading("Alibaba Cloud", level=2)
    for s in [
        "Built the PAI-EAS autoscaler for online inference on Kubernetes; on-call for the East China region.",
        "Migrated batch training from YARN to Kubernetes operators for TensorFlow and PyTorch jobs.",
    ]:
        d.add_paragraph(s, style="List Bullet")
    d.add_heading("Education", level=1)
    d.add_paragraph("Zhejiang University — B.Eng. Computer Science and Technology, 2014–2018")
    d.add_paragraph("Admitted to the direct-entry PhD programme in Computer Science, Zhejiang University (2018) — declined, joined Alibaba Cloud instead.")
    d.add_heading("Publications & talks", level=1)
    d.add_paragraph("Y. Zhang, C. Mai, L. Wu. “Continuous evaluation for robot perception models.” ICRA 2022 Workshop on MLOps for Robotics (workshop paper).")
    d.add_paragraph("Speaker, Applied Machine Learning Days (AMLD), EPFL, Lausanne, 2024 — “Serving 300 forecasting models without losing sleep”.")
    d.add_heading("Skills", level=1)
    d.add_paragraph("Kubernetes, Docker, Argo, KServe, Python, Go, SQL, MaxCompute, Prometheus/Grafana, Terraform")
    d.save(OUT / "mai_chengyuan_2026.docx")


def su_zh():
    d = Document()
    st = d.styles["Normal"]; st.font.name = "SimSun"; st.font.size = Pt(10.5)
    p = d.add_paragraph(); r = p.add_run("苏明岚"); r.bold = True; r.font.size = Pt(20)
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    p = d.add_paragraph("高级法务经理 | 上海 | 139 1623 8874 | suminglan.law@gmail.com")
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    def sec(x):
        p = d.add_paragraph(); r = p.add_run(x); r.bold = True; r.font.size = Pt(13)
        r.font.color.rgb = RGBColor(0x8B, 0x1A, 0x1A)
    sec("工作经历")
    d.add_paragraph("饿了么（拉扎斯网络科技（上海）有限公司）　法务部　高级法务经理　2020年7月 - 至今")
    d.add_paragraph("负责平台商户合同体系、用户协议与平台规则的起草和审核，牵头个人信息保护合规项目，配合集团完成数据出境安全评估；为即时配送业务的骑手合作模式提供劳动与用工合规意见；管理 4 人法务小组。")
    d.add_paragraph("北京市金杜律师事务所（上海分所）　公司并购组　律师　2014年7月 - 2019年6月")
    d.add_paragraph("参与跨境并购、私募股权投资及合资项目十余个，负责尽职调查、交易文件起草与谈判；代表高通（Qualcomm）处理一项经营者集中反垄断申报的中国法部分。")
    d.add_paragraph("江苏恒瑞医药股份有限公司　法务部　实习生　2013年7月 - 2013年9月")
    d.add_paragraph("协助审阅临床试验协议与技术许可合同，整理药品专利到期台账。")
    sec("教育背景")
    d.add_paragraph("哥伦比亚大学法学院（Columbia Law School）　法学硕士（LL.M.）　2019.08 - 2020.05")
    d.add_paragraph("中国政法大学　法学　法学学士　2010.09 - 2014.06")
    sec("资格证书")
    d.add_paragraph("中华人民共和国法律职业资格证书（2013年）；美国纽约州律师执业资格（2021年）")
    sec("语言")
    d.add_paragraph("普通话（母语）、英语（工作语言，可作为谈判语言）")
    d.save(OUT / "苏明岚_法务简历.docx")


if __name__ == "__main__":
    mai_en(); su_zh()
