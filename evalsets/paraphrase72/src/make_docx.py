"""Build the two DOCX CVs into ../cvs."""
from docx import Document
from docx.shared import Pt

# ---- 邵星遥: Chinese, paragraphs only ----
d = Document()
d.add_heading("邵星遥", 0)
d.add_paragraph("供应链数据分析师 ｜ 手机：159 2671 0835 ｜ 邮箱：shaoxy_scm@outlook.com ｜ 佛山")
d.add_heading("工作经历", 1)
d.add_paragraph("安得智联供应链科技股份有限公司（美的集团旗下）　高级供应链分析师　2021/3-至今")
d.add_paragraph("负责华南区域仓网的需求预测与库存优化，用 Python（statsmodels、LightGBM）搭建 SKU 级周度预测模型，预测准确率从 71% 提升到 84%；主导仓储 BI 平台迁移至阿里云 MaxCompute，报表产出时间从 T+2 缩短到 T+1。")
d.add_paragraph("德邦物流股份有限公司　运营数据分析师　2019/7-2021/2")
d.add_paragraph("负责快运线路的成本分析与网点盈亏模型，输出每周线路优化建议。")
d.add_paragraph("德邦物流股份有限公司　数据分析专员　2017/7-2019/6")
d.add_paragraph("维护运营日报与 KPI 看板（SQL、Tableau）。")
d.add_heading("实习经历", 1)
d.add_paragraph("敦豪供应链（DHL Supply Chain）上海　仓储运营实习生　2016年6月 - 2016年9月")
d.add_paragraph("协助完成某快消客户仓库的拣货路径分析。")
d.add_heading("教育背景", 1)
d.add_paragraph("上海交通大学　工程管理硕士（MEM，在职）　2023/9-至今")
d.add_paragraph("浙江工业大学　物流工程　本科　2013/9-2017/6")
d.add_heading("技能", 1)
d.add_paragraph("Python、SQL、Tableau、Excel VBA、SAP EWM；Kubernetes（了解）、Docker（了解）")
d.add_paragraph("证书：APICS CSCP 供应链专业认证（2020）")
d.save("../cvs/邵星遥-供应链分析-简历.docx")

# ---- Ke Lanxi: new English CV (2025), with a table ----
d = Document()
d.add_heading("Lanxi Ke", 0)
d.add_paragraph("Senior Brand Designer · Shanghai · lanxi.ke.design@gmail.com · +86 137 5812 6604 · behance.net/kelanxi")
d.add_heading("Experience", 1)
t = d.add_table(rows=0, cols=3)
t.style = "Table Grid"
rows = [
    ("Apr 2022 – Present", "Xiaohongshu (RED), Shanghai", "Senior Brand Designer — owns the visual identity system for RED's e-commerce campaigns; led the 2024 brand refresh of the shopping channel."),
    ("Jul 2019 – Mar 2022", "Taobao, Alibaba Group, Hangzhou", "Brand Designer — Double 11 campaign key visuals and the Taobao merchant brand guideline."),
    ("Mar 2018 – Aug 2018", "Ogilvy, Shanghai", "Design Intern — packaging and social assets for FMCG clients."),
]
for a, b, c in rows:
    cells = t.add_row().cells
    cells[0].text, cells[1].text, cells[2].text = a, b, c
d.add_heading("Education", 1)
d.add_paragraph("MA Brand Design (online, part-time), Falmouth University, UK — 2023 – present")
d.add_paragraph("BA Visual Communication Design, China Academy of Art, Hangzhou — 2015 – 2019")
d.add_heading("Recognition", 1)
d.add_paragraph("Red Dot Award: Brand & Communication Design, 2023 (RED shopping channel identity)")
d.add_heading("Skills", 1)
d.add_paragraph("Figma, Adobe Illustrator, Photoshop, After Effects, Blender, Python (basic)")
d.save("../cvs/Lanxi_Ke_Brand_Designer_2025.docx")
