"""Builds the three DOCX CVs of paraphrase4 into ../cvs/."""
import os
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")


def cjk(doc):
    st = doc.styles["Normal"]
    st.font.name = "Calibri"
    st.font.size = Pt(10.5)
    st.element.rPr.rFonts.set(qn("w:eastAsia"), "SimSun")


def bullets(doc, items):
    for t in items:
        doc.add_paragraph(t, style="List Bullet")


def xie_en():
    d = Document(); cjk(d)
    d.add_heading("Wanning Xie", 0)
    d.add_paragraph("Hangzhou, China · +86 138 5712 4406 · wanning.xie@outlook.com")
    d.add_paragraph("LLM pre-training / algorithm expert")
    d.add_heading("Experience", 1)
    d.add_heading("Alibaba Cloud — Tongyi Lab, Hangzhou", 2)
    p = d.add_paragraph(); p.add_run("Algorithm Expert").bold = True; p.add_run("    Apr 2024 – Present")
    bullets(d, [
        "Own data mixture and long-context extension for the Qwen (Tongyi Qianwen) large language model family; led the 128K-context continued pre-training recipe (+9 pts on long-document benchmarks).",
        "Lead a 4-person group that built training-stability monitoring for thousand-GPU Megatron-LM pre-training runs; recovery after a failure went from 40 to 6 minutes.",
    ])
    p = d.add_paragraph(); p.add_run("Senior Algorithm Engineer").bold = True; p.add_run("    Jan 2022 – Mar 2024")
    bullets(d, [
        "Built the corpus cleaning and near-duplicate removal pipeline (Spark + MinHash) for LLM pre-training; 12 TB of Chinese and English web text.",
        "Owned supervised fine-tuning (SFT) data construction and the automatic evaluation harness.",
    ])
    d.add_heading("ByteDance — Douyin Recommendation, Beijing", 2)
    p = d.add_paragraph(); p.add_run("Algorithm Engineer").bold = True; p.add_run("    Jul 2019 – Dec 2021")
    bullets(d, [
        "Iterated the retrieval models of the Douyin short-video recommender; multi-interest two-tower retrieval raised time spent per user by 0.8%.",
        "Built real-time sample joining and feature monitoring for 30 billion samples a day.",
    ])
    p = d.add_paragraph(); p.add_run("Algorithm Intern (Toutiao recommendation)").bold = True; p.add_run("    Jun 2018 – Sep 2018")
    d.add_heading("Education", 1)
    d.add_paragraph("Zhejiang University — B.Eng. in Computer Science and Technology, Sep 2015 – Jun 2019 (GPA 3.86/4.0)")
    d.add_heading("Skills", 1)
    d.add_paragraph("Python, C++, SQL, PyTorch, Megatron-LM, DeepSpeed, Spark, Kubernetes, Docker, Go")
    d.add_paragraph("Languages: Chinese (native), English (IELTS 7.5), Japanese (JLPT N4)")
    d.add_heading("Awards", 1)
    d.add_paragraph("Zhejiang University First-Class Scholarship (2018); ACM-ICPC Asia Regional Contest, Qingdao, Silver Medal (2017)")
    d.save(os.path.join(OUT, "Wanning_Xie_Resume_EN.docx"))


def qiu():
    d = Document(); cjk(d)
    d.add_heading("邱思琪", 0)
    t = d.add_table(rows=2, cols=4); t.style = "Table Grid"
    for i, v in enumerate(["电话", "150-2391-7724", "邮箱", "siqi.qiu@foxmail.com"]): t.cell(0, i).text = v
    for i, v in enumerate(["求职意向", "数据分析 / 商业分析", "所在地", "上海"]): t.cell(1, i).text = v
    d.add_heading("教育背景", 1)
    t = d.add_table(rows=3, cols=4); t.style = "Table Grid"
    rows = [["时间", "学校", "专业", "学历"],
            ["2023.09–2026.06", "南京邮电大学", "统计学", "硕士"],
            ["2019.09–2023.06", "西南大学", "数学与应用数学", "理学学士"]]
    for r, row in enumerate(rows):
        for c, v in enumerate(row): t.cell(r, c).text = v
    d.add_heading("工作与实习经历", 1)
    d.add_paragraph("小红书　数据分析师（社区增长）　2026.07–至今")
    bullets(d, ["负责社区新用户留存分析与实验评估，搭建留存归因看板（Hive + Tableau）。"])
    d.add_paragraph("TikTok（字节跳动）　电商数据分析实习生　2025.06–2025.09")
    bullets(d, ["负责 TikTok Shop 东南亚站点商家分层与 GMV 归因分析，输出周报 12 期。"])
    d.add_paragraph("腾讯　微信支付　数据分析实习生　2024.06–2024.09")
    bullets(d, ["搭建商户交易异常监控指标体系，识别异常商户准确率 92%；使用 SQL、Python 完成专题分析 5 份。"])
    d.add_heading("荣誉奖项", 1)
    bullets(d, ["2024 年 第二十一届中国研究生数学建模竞赛（“华为杯”）二等奖",
                "2022 年 全国大学生数学建模竞赛 重庆赛区一等奖",
                "2021 年 西南大学 国家励志奖学金"])
    d.add_heading("技能与语言", 1)
    d.add_paragraph("技能：SQL、Python（pandas）、Hive、Spark、Tableau、A/B 实验设计；Docker/K8s（了解）")
    d.add_paragraph("语言：日语 N1（2022 年 12 月）、英语 CET-6")
    d.save(os.path.join(OUT, "邱思琪_简历.docx"))


def fang_new():
    d = Document(); cjk(d)
    d.add_heading("方志远　个人简历", 0)
    d.add_paragraph("手机：139-1682-0457　邮箱：fangzhiyuan_ic@163.com　现居：上海　（2026 年 9 月更新）")
    d.add_heading("工作经历", 1)
    t = d.add_table(rows=4, cols=3); t.style = "Table Grid"
    rows = [["时间", "公司", "职位"],
            ["2022年3月 - 至今", "平头哥半导体（阿里巴巴集团）", "验证总监"],
            ["2018年7月 - 2022年2月", "紫光展锐", "高级验证工程师"],
            ["2015年7月 - 2018年6月", "华为海思（海思半导体）", "芯片验证工程师"]]
    for r, row in enumerate(rows):
        for c, v in enumerate(row): t.cell(r, c).text = v
    d.add_heading("平头哥半导体　验证总监", 2)
    bullets(d, [
        "负责玄铁 RISC-V 处理器及含光系列 NPU 的 SoC 级验证，管理验证团队 28 人（3 个小组），建立覆盖率驱动的签核流程，两代芯片一次流片成功。",
        "推动 UVM 验证平台与形式验证结合，回归周期由 5 天缩短至 36 小时。",
    ])
    d.add_heading("紫光展锐　高级验证工程师", 2)
    bullets(d, ["负责 5G 基带芯片 LDPC 译码模块与 DDR 控制器的 UVM 验证环境搭建与覆盖率收敛。"])
    d.add_heading("华为海思　芯片验证工程师", 2)
    bullets(d, ["参与麒麟系列手机 SoC 的 ISP 与视频编解码模块验证，编写 SystemVerilog 断言 600 余条。"])
    d.add_heading("教育背景", 1)
    t = d.add_table(rows=4, cols=4); t.style = "Table Grid"
    rows = [["时间", "学校", "专业", "学位"],
            ["2024.09–至今", "上海交通大学", "电子信息（在职）", "工程博士（在读）"],
            ["2012.09–2015.06", "电子科技大学", "微电子学与固体电子学", "工学硕士"],
            ["2008.09–2012.06", "西南交通大学", "电子信息工程", "工学学士"]]
    for r, row in enumerate(rows):
        for c, v in enumerate(row): t.cell(r, c).text = v
    d.add_heading("技能", 1)
    d.add_paragraph("SystemVerilog、UVM、形式验证（JasperGold）、Python、Perl；英语 CET-6")
    d.save(os.path.join(OUT, "方志远_简历_2026.docx"))


if __name__ == "__main__":
    os.makedirs(OUT, exist_ok=True)
    xie_en(); qiu(); fang_new()
