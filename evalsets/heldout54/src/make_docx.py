"""Builds the two DOCX CVs into ../cvs/."""
from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

def table(doc, rows, style="Table Grid"):
    t = doc.add_table(rows=0, cols=len(rows[0]))
    t.style = style
    for r in rows:
        cells = t.add_row().cells
        for c, v in zip(cells, r):
            c.text = v
    return t

# ---- Bao Shuhe, old Chinese CV (2023), tables ----
d = Document()
d.add_heading("个人简历", 0)
table(d, [["姓名", "鲍书禾", "性别", "男"],
          ["电话", "152-1033-8270", "邮箱", "baoshuhe@163.com"],
          ["现居地", "北京", "求职意向", "推荐算法工程师"]])
d.add_heading("教育经历", 1)
table(d, [["时间", "学校", "专业", "学历"],
          ["2017.09-2020.03", "北京邮电大学", "信息与通信工程（推荐系统方向）", "硕士"],
          ["2013.09-2017.06", "北京邮电大学", "计算机科学与技术", "本科"]])
d.add_heading("工作经历", 1)
table(d, [["时间", "公司", "职位"],
          ["2020.07-至今", "北京快手科技有限公司", "推荐算法工程师（主站短视频推荐）"],
          ["2019.06-2019.09", "美团", "算法实习生（到店搜索推荐）"]])
d.add_paragraph("快手：负责主站双列发现页精排模型迭代，引入多任务学习（MMoE）建模时长与互动目标，人均播放时长提升 2.1%。")
d.add_paragraph("快手：搭建基于 Flink 的实时样本拼接流水线，模型更新周期由天级缩短到小时级。")
d.add_paragraph("美团：参与到店召回模型优化，使用 Spark 处理训练样本。")
d.add_heading("获奖情况", 1)
d.add_paragraph("2019 天池 阿里妈妈广告算法大赛 第5名")
d.add_paragraph("2018 研究生国家奖学金")
d.add_heading("专业技能", 1)
d.add_paragraph("TensorFlow、PyTorch、Spark、Flink、Hive、C++、Python")
d.save(os.path.join(OUT, "鲍书禾_简历_2023.docx"))

# ---- Mao Jingchuan, English CV ----
d = Document()
d.add_heading("Jingchuan Mao", 0)
d.add_paragraph("Shanghai, China | +86 137 6102 5589 | jc.mao@protonmail.com")
d.add_paragraph("Wireless protocol-stack and RF engineer, 15 years across LTE and 5G NR modems and base stations.")
d.add_heading("Experience", 1)
p = d.add_paragraph(); p.add_run("HiSilicon (Huawei), Shanghai — Principal Engineer, Balong Modem RF & L1/L2 Integration").bold = True
d.add_paragraph("January 2020 – Present")
for b in ["Lead a team of 8 engineers owning the RF front-end calibration and 5G NR L2 integration for the Balong 5000-series modem.",
          "Cut RF calibration time on the production line by 35% with a new MATLAB/Python fitting flow.",
          "Interoperability testing against Qualcomm and MediaTek reference devices and Keysight test equipment."]:
    d.add_paragraph(b, style="List Bullet")
p = d.add_paragraph(); p.add_run("Huawei Technologies, Wireless Network Product Line, Shanghai — Senior Engineer, 5G NR Protocol Stack").bold = True
d.add_paragraph("July 2015 – December 2019")
for b in ["Developed gNB L2 (MAC scheduler, RLC) and L3 RRC procedures in C for the first 5G NR commercial base station release.",
          "Owned 3GPP TS 38.321 / 38.331 compliance for handover and carrier aggregation features."]:
    d.add_paragraph(b, style="List Bullet")
p = d.add_paragraph(); p.add_run("Ericsson, Stockholm — Software Engineer, LTE RAN").bold = True
d.add_paragraph("September 2011 – June 2015")
for b in ["Implemented RLC and PDCP features of the LTE eNodeB protocol stack in C++.",
          "Wrote TTCN-3 conformance tests for Release 10 features."]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("Education", 1)
table(d, [["Degree", "School", "Years"],
          ["M.Sc. Electrical Engineering (Wireless Systems)", "KTH Royal Institute of Technology, Sweden", "2009 – 2011"],
          ["B.Eng. Communication Engineering", "Xidian University, Xi'an", "2005 – 2009"]])
d.add_heading("Talks & Certifications", 1)
d.add_paragraph("Speaker, MWC Shanghai 2023, \"Calibrating mmWave front-ends at scale\"")
d.add_paragraph("Certified LabVIEW Developer (CLD), 2014")
d.add_heading("Skills", 1)
d.add_paragraph("C, C++, Python, MATLAB, TTCN-3, Keysight ADS, spectrum analysers, 3GPP RAN2 specifications")
d.save(os.path.join(OUT, "Mao_Jingchuan_CV.docx"))
