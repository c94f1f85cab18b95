"""Builds the two DOCX CVs of paraphrase52 into ../cvs/."""
import os
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")


def cjk(doc):
    st = doc.styles["Normal"]
    st.font.name = "Noto Sans CJK SC"
    st.font.size = Pt(10.5)
    st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")


def yan_boyuan():
    d = Document()
    cjk(d)
    d.add_heading("闫泊远", level=0)
    d.add_paragraph("广告算法工程师 ｜ 北京 ｜ 138-1120-4476 ｜ yanboyuan.ads@163.com")
    d.add_heading("教育背景", level=1)
    t = d.add_table(rows=3, cols=4)
    t.style = "Table Grid"
    rows = [("时间", "学校", "专业", "学历"),
            ("2018.09–2021.06", "浙江大学", "计算机科学与技术", "硕士"),
            ("2014.09–2018.06", "华中科技大学", "软件工程", "本科")]
    for r, vals in enumerate(rows):
        for c, v in enumerate(vals):
            t.cell(r, c).text = v
    d.add_heading("工作经历", level=1)
    d.add_paragraph("北京字节跳动科技有限公司 · 抖音商业化　　2021.07–至今")
    d.add_paragraph("高级广告算法工程师（2023.10 晋升）；广告算法工程师（2021.07–2023.09）")
    for b in ["负责抖音信息流广告精排模型（多任务 CTR/CVR 预估），上线后广告收入提升 3.1%。",
              "将广告召回服务迁移至 Kubernetes 集群，使用 Flink 实时特征管道，P99 延迟降低 40%。",
              "主导 oCPM 出价策略迭代，与商业化产品团队协同设计冷启动扶持方案。"]:
        d.add_paragraph(b, style="List Bullet")
    d.add_paragraph("美团 · 到店事业群　　算法实习生　　2020.06–2020.09")
    d.add_paragraph("搜索广告相关性模型优化，离线 AUC 提升 0.8 个百分点。", style="List Bullet")
    d.add_heading("论文发表", level=1)
    d.add_paragraph("Boyuan Yan, Lin Qiao, Wei Chen. Debiasing Delayed Conversion Feedback in Display Advertising. "
                    "The Web Conference (WWW) 2021.（第一作者）")
    d.add_heading("竞赛与荣誉", level=1)
    d.add_paragraph("2019 腾讯广告算法大赛 复赛第 12 名", style="List Bullet")
    d.add_paragraph("2020 浙江大学 优秀研究生", style="List Bullet")
    d.add_heading("技能", level=1)
    d.add_paragraph("Python / C++ / TensorFlow / PyTorch / Flink / Spark / Kubernetes / SQL")
    d.save(os.path.join(OUT, "闫泊远_广告算法_简历.docx"))


def geng_yunxi():
    d = Document()
    d.add_heading("Yunxi Geng", level=0)
    d.add_paragraph("M.S. student in Robotics · Shanghai · yunxi.geng@sjtu.edu.cn · +86 157 2104 8830")
    d.add_heading("Education", level=1)
    t = d.add_table(rows=2, cols=3)
    t.style = "Table Grid"
    rows = [("Shanghai Jiao Tong University", "M.S. in Robotics (in progress)", "09/2025 – expected 03/2028"),
            ("Zhejiang University of Technology", "B.Eng. in Automation, GPA 3.7/4.0", "09/2021 – 06/2025")]
    for r, vals in enumerate(rows):
        for c, v in enumerate(vals):
            t.cell(r, c).text = v
    d.add_heading("Experience", level=1)
    d.add_paragraph("Unitree Robotics, Hangzhou — Motion Control Intern (07/2025 – 08/2025)")
    d.add_paragraph("Tuned reinforcement-learning locomotion policies for the Go2 quadruped in Isaac Gym and on hardware.",
                    style="List Bullet")
    d.add_paragraph("SJTU Intelligent Robotics Lab — Graduate Researcher (since 09/2025)")
    d.add_paragraph("Tactile sensing for dexterous in-hand manipulation.", style="List Bullet")
    d.add_heading("Publications", level=1)
    d.add_paragraph("L. Shao, Y. Geng, and M. Xu, \"Tactile-Guided Regrasping with Low-Cost Sensors,\" "
                    "in Proc. IEEE International Conference on Robotics and Automation (ICRA), 2026.")
    d.add_heading("Activities & Awards", level=1)
    d.add_paragraph("Student volunteer, ICRA 2025 (Atlanta)", style="List Bullet")
    d.add_paragraph("Xiaomi Scholarship, 2023", style="List Bullet")
    d.add_paragraph("Second prize, RoboMaster University Championship, 2023", style="List Bullet")
    d.add_heading("Skills", level=1)
    d.add_paragraph("Python, C++, ROS, MuJoCo, Isaac Gym, Docker, Kubernetes, SolidWorks")
    d.save(os.path.join(OUT, "geng_yunxi_resume.docx"))


if __name__ == "__main__":
    yan_boyuan()
    geng_yunxi()
