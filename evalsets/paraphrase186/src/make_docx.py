"""Builds the two DOCX CVs: Wu Chengyi's old English CV (2021) and Cang Xuehan's Chinese CV with tables."""
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH
import os
OUT = os.path.join(os.path.dirname(__file__), "..", "cvs")

# ---- 1. Wu Chengyi, old English CV (written mid 2021) ----
d = Document()
h = d.add_heading("CHENGYI WU", 0)
d.add_paragraph("Process Integration Engineer | Singapore | wu.chengyi.fab@outlook.com | +65 8127 4410")
d.add_heading("Experience", 1)
d.add_paragraph("GlobalFoundries Singapore Pte. Ltd. — Fab 7, Woodlands")
d.add_paragraph("Process Integration Engineer, Sep 2017 – Present")
for b in ["Own process-window optimisation and DOE for the 130nm/90nm BCD platforms.",
          "Lead the gate-oxide integrity (GOI) failure analysis task force across diffusion, thin film and etch modules.",
          "Built Python scripts that pull WAT and inline SPC data and flag excursions before lot disposition."]:
    d.add_paragraph(b, style="List Bullet")
d.add_paragraph("SMIC (Semiconductor Manufacturing International Corp.), Shanghai")
d.add_paragraph("Process Integration Intern, summer 2016")
d.add_heading("Education", 1)
d.add_paragraph("M.Eng. Microelectronics and Solid-State Electronics, Fudan University, 2017")
d.add_paragraph("B.Eng. Microelectronic Science and Engineering, Xidian University, 2014")
d.add_heading("Publications", 1)
d.add_paragraph("C. Wu, R. Tan, K. L. Goh, \"Root-cause analysis of gate-oxide integrity failures in a 90nm BCD process,\" ASMC 2021 (accepted).")
d.add_heading("Skills", 1)
d.add_paragraph("JMP, Python, SPC, DOE, FMEA, 8D, Mandarin (native), English (fluent)")
d.save(os.path.join(OUT, "chengyi_wu_resume_2021.docx"))

# ---- 2. 苍雪晗, Chinese CV with tables ----
d = Document()
t = d.add_paragraph(); r = t.add_run("个人简历"); r.bold = True; r.font.size = Pt(18)
t.alignment = WD_ALIGN_PARAGRAPH.CENTER
info = d.add_table(rows=3, cols=4); info.style = "Table Grid"
cells = [("姓名", "苍雪晗", "性别", "女"),
         ("电话", "186 1037 5529", "邮箱", "cangxh_research@163.com"),
         ("现任", "中信证券研究部 高级分析师（电子行业）", "所在地", "北京")]
for i, row in enumerate(cells):
    for j, v in enumerate(row):
        info.cell(i, j).text = v
d.add_heading("教育背景", 1)
edu = d.add_table(rows=3, cols=4); edu.style = "Table Grid"
for i, row in enumerate([("时间", "学校", "专业", "学历"),
                         ("2017.09–2019.06", "北京大学经济学院", "金融学", "经济学硕士"),
                         ("2013.09–2017.06", "武汉大学", "金融工程", "经济学学士")]):
    for j, v in enumerate(row):
        edu.cell(i, j).text = v
d.add_heading("工作经历", 1)
work = d.add_table(rows=4, cols=4); work.style = "Table Grid"
for i, row in enumerate([("时间", "单位", "职位", "主要工作"),
                         ("2022.01–至今", "中信证券股份有限公司 研究部", "高级分析师（电子行业）",
                          "覆盖半导体设备与晶圆代工板块共 18 家公司，撰写深度报告 11 篇；用 Python 搭建供应链数据爬取与营收预测模型"),
                         ("2019.07–2021.12", "中信证券股份有限公司 研究部", "分析师",
                          "协助首席完成消费电子与面板行业覆盖，维护盈利预测模型与行业数据库（Wind、Bloomberg 终端）"),
                         ("2018.06–2018.09", "中信证券股份有限公司 研究部", "研究实习生",
                          "暑期实习：整理行业数据、参与上市公司调研纪要撰写")]):
    for j, v in enumerate(row):
        work.cell(i, j).text = v
d.add_heading("荣誉与资格", 1)
for b in ["2023 年新财富最佳分析师 电子行业 第三名（团队）",
          "证券投资咨询业务（分析师）执业资格",
          "2019 年北京大学经济学院优秀毕业论文"]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("技能", 1)
d.add_paragraph("Python、Excel/VBA、Wind、Bloomberg；英语六级（623）")
d.save(os.path.join(OUT, "苍雪晗_中信证券_简历.docx"))
print("ok")
