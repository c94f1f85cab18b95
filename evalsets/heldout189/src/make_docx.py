"""Build the two DOCX CVs in ../cvs with python-docx."""
from pathlib import Path
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

OUT = Path(__file__).resolve().parent.parent / "cvs"


def ashbury():
    d = Document()
    st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)
    d.add_heading("Meredith Ashbury", 0)
    d.add_paragraph("Talent Acquisition Lead · London, UK · +44 7700 914 362 · meredith.ashbury@protonmail.com")
    d.add_heading("Summary", 1)
    d.add_paragraph(
        "Talent acquisition leader who started in recruitment process outsourcing and now runs an in-house "
        "team. Eleven years in recruiting, the last four managing recruiters. I care about structured "
        "interviewing, fair assessment and hiring-manager enablement.")
    d.add_heading("Experience", 1)
    p = d.add_paragraph(); p.add_run("Talent Acquisition Lead, Engineering & Product — Wise, London").bold = True
    d.add_paragraph("since 10/2022")
    for b in [
        "Lead a team of five recruiters and two sourcers hiring engineers, data scientists and product managers across London, Tallinn and Budapest.",
        "Moved Wise's engineering interview loop to structured scorecards in Greenhouse; time-to-offer down from 41 to 27 days.",
        "Own the workforce plan with the VP Engineering; about 180 hires in 2025.",
    ]:
        d.add_paragraph(b, style="List Bullet")
    p = d.add_paragraph(); p.add_run("Alexander Mann Solutions (AMS), Manchester").bold = True
    d.add_paragraph("Recruitment Team Lead, 01/2021 – 09/2022")
    d.add_paragraph("Senior Recruiter, 09/2018 – 12/2020")
    for b in [
        "RPO delivery for a global bank's technology division; as team lead managed four recruiters and the graduate programme.",
        "Sourcing with LinkedIn Recruiter and GitHub; Workday as the client's ATS.",
    ]:
        d.add_paragraph(b, style="List Bullet")
    p = d.add_paragraph(); p.add_run("Hudson RPO, Leeds").bold = True
    d.add_paragraph("Recruitment Coordinator, later Associate Recruiter, 07/2015 – 08/2018")
    d.add_heading("Education", 1)
    d.add_paragraph("MSc Human Resource Management (part-time, online) — University of Liverpool, 2023 – 2025")
    d.add_paragraph("CIPD Level 5 Associate Diploma in People Management — completed 2022")
    d.add_paragraph("BA (Hons) Psychology — University of Leeds, 2015")
    d.add_heading("Tools", 1)
    d.add_paragraph("Greenhouse, Workday, LinkedIn Recruiter, Ashby, Looker dashboards, Excel")
    d.save(OUT / "Meredith_Ashbury_TA_Lead_2026.docx")


def cjk(run, font="Noto Sans CJK SC"):
    run.font.name = font
    run._element.rPr.rFonts.set(qn("w:eastAsia"), font)


def tian():
    d = Document()
    st = d.styles["Normal"]; st.font.size = Pt(10.5); st.font.name = "Noto Sans CJK SC"
    st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")
    h = d.add_heading("", 0); cjk(h.add_run("田屿宁"))
    d.add_paragraph("计算机视觉算法工程师 ｜ 深圳南山 ｜ 186-2037-5519 ｜ tianyuning.cv@qq.com")
    d.add_heading("个人简介", 1)
    d.add_paragraph("5 年以上零售场景视觉算法经验，做过货架商品识别、客流统计和端侧部署，"
                    "熟悉从数据标注、训练到 TensorRT 上线的完整流程。")
    d.add_heading("工作经历", 1)
    jobs = [
        [("公司", "深圳码隆科技有限公司（Malong Technologies，零售 AI 初创公司）"),
         ("职位", "高级计算机视觉算法工程师（2023年7月晋升）；计算机视觉算法工程师"),
         ("时间", "2021年3月 - 至今"),
         ("工作内容", "负责货架 SKU 识别模型（10 万+ 商品类目），基于 PyTorch 训练检测+细粒度分类两阶段模型，"
                     "Top-1 准确率从 91% 提升到 96.5%；用 TensorRT 和 INT8 量化把模型部署到门店边缘盒子（NVIDIA Jetson Orin）；"
                     "自 2024 年起带 2 名算法工程师和 1 名实习生。")],
        [("公司", "深圳云天励飞技术股份有限公司"),
         ("职位", "视觉算法工程师"),
         ("时间", "2020年7月 - 2021年2月"),
         ("工作内容", "商场客流统计与行人重识别（ReID），YOLOv5 检测 + DeepSORT 跟踪；离职原因：转向零售商品识别方向。")],
        [("公司", "北京市商汤科技开发有限公司（SenseTime）"),
         ("职位", "算法研究实习生"),
         ("时间", "2019年6月 - 2019年12月"),
         ("工作内容", "人脸质量评估模型数据清洗与训练（实习）。")],
    ]
    for job in jobs:
        t = d.add_table(rows=0, cols=2); t.style = "Table Grid"
        for k, v in job:
            r = t.add_row().cells; r[0].text = k; r[1].text = v
        d.add_paragraph("")
    d.add_heading("教育背景", 1)
    d.add_paragraph("华南理工大学　计算机技术　硕士　2018.09 - 2020.06")
    d.add_paragraph("广东工业大学　软件工程　本科　2014.09 - 2018.06")
    d.add_heading("竞赛与荣誉", 1)
    d.add_paragraph("2019 阿里云天池 零售商品识别挑战赛 亚军")
    d.add_paragraph("2018 华南理工大学 研究生一等学业奖学金")
    d.add_heading("专业技能", 1)
    d.add_paragraph("PyTorch，TensorRT，ONNX，OpenCV，YOLO 系列，C++，CUDA，Docker，Kubernetes，Spark")
    d.save(OUT / "田屿宁_视觉算法_简历.docx")


if __name__ == "__main__":
    ashbury(); tian()
