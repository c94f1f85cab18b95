"""Build the two DOCX CVs of heldout60 (python-docx)."""
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

def table(doc, rows, style="Table Grid"):
    t = doc.add_table(rows=len(rows), cols=len(rows[0]))
    t.style = style
    for i, r in enumerate(rows):
        for j, v in enumerate(r):
            t.cell(i, j).text = v
    return t

# ---- 欧晓蔓 (Chinese, tables) ----
d = Document()
p = d.add_paragraph(); r = p.add_run("欧晓蔓"); r.bold = True; r.font.size = Pt(20)
p.alignment = WD_ALIGN_PARAGRAPH.CENTER
d.add_paragraph("求职方向：电商平台产品经理（商家增长 / 商家成长体系）").alignment = WD_ALIGN_PARAGRAPH.CENTER
table(d, [["手机", "139-1862-7740", "邮箱", "ouxiaoman_pm@qq.com"],
          ["现居", "上海", "期望城市", "上海 / 杭州"]])
d.add_heading("教育背景", level=1)
table(d, [["时间", "学校", "专业", "学历"],
          ["2025/9-至今", "中欧国际工商学院", "工商管理（在职 MBA）", "硕士在读"],
          ["2013/9-2017/6", "对外经济贸易大学", "电子商务", "本科"]])
d.add_heading("工作经历", level=1)
table(d, [["时间", "公司", "职位"],
          ["2023/7-至今", "拼多多（上海寻梦信息技术有限公司）", "高级产品经理 · 主站商家增长"],
          ["2021/3-2023/6", "拼多多（上海寻梦信息技术有限公司）", "产品经理 · 主站商家增长"],
          ["2017/7-2021/2", "阿里巴巴（淘宝天猫商家平台）", "产品经理（P6）"],
          ["2016/7-2016/12", "京东", "产品实习生（京东商城 POP 商家平台）"]])
d.add_heading("拼多多 · 商家增长", level=2)
for s in ["负责新商家成长体系（新店扶持、流量券、成长任务）的产品规划，带领 3 名产品经理，新商家 90 天留存提升 11%",
          "搭建商家分层与 A/B 实验框架，与算法、运营团队共同迭代商家激励策略",
          "日常使用 SQL 自助取数，输出周度商家经营分析"]:
    d.add_paragraph(s, style="List Bullet")
d.add_heading("阿里巴巴 · 淘宝天猫商家平台", level=2)
for s in ["负责千牛商家工作台的经营诊断模块，从 0 到 1 设计“店铺体检”功能，覆盖 200 万+ 中小商家",
          "通过 A/B 测试迭代商家端消息触达策略，使用 Axure 输出原型"]:
    d.add_paragraph(s, style="List Bullet")
d.add_heading("其他", level=1)
d.add_paragraph("2021 年获抖音电商商家产品经理 offer（未入职）")
d.add_paragraph("技能：SQL、A/B 实验设计、Axure、Python（自学，了解 pandas）")
d.save(os.path.join(OUT, "欧晓蔓_产品经理简历.docx"))

# ---- Weiyi Kang (English) ----
d = Document()
p = d.add_paragraph(); r = p.add_run("WEIYI KANG"); r.bold = True; r.font.size = Pt(20)
d.add_paragraph("SoC Architect  |  Shanghai  |  +86 158-2103-6672  |  weiyi.kang@outlook.com")
d.add_heading("Summary", level=1)
d.add_paragraph("Chip engineer who spent the first part of his career in SoC design verification "
                "(UVM, coverage closure, emulation) and moved into SoC architecture in 2023: "
                "memory subsystem, coherent interconnect and performance modelling.")
d.add_heading("Experience", level=1)
d.add_heading("T-Head Semiconductor (Alibaba Group) — SoC Architect, since 03/2023", level=2)
for s in ["Define the cache-coherent interconnect and memory subsystem architecture for a Xuantie RISC-V based SoC",
          "Build performance models in gem5 and SystemC to size caches, NoC bandwidth and DDR controllers"]:
    d.add_paragraph(s, style="List Bullet")
d.add_heading("UNISOC — SoC Verification Manager, 07/2020 - 02/2023", level=2)
for s in ["Led a team of 8 verification engineers on 5G smartphone SoC sign-off",
          "Owned the SystemVerilog/UVM testbench architecture and the coverage closure plan; moved nightly regressions to an emulation + simulation hybrid flow"]:
    d.add_paragraph(s, style="List Bullet")
d.add_heading("HiSilicon (Huawei) — Shanghai", level=2)
table(d, [["Title", "Dates", "Scope"],
          ["Senior Verification Engineer", "01/2018 - 06/2020", "UVM verification of Kirin SoC DDR and ISP subsystems"],
          ["Verification Engineer", "03/2016 - 12/2017", "SystemVerilog block-level testbenches, Python/Perl regression scripts"]])
d.add_heading("Education", level=1)
for s in ["Ph.D. program, Electrical and Computer Engineering, University of Florida, 08/2015 - 01/2016 (left without completing the degree)",
          "M.S., Integrated Circuit Engineering, Southeast University, Nanjing, 2012 - 2015",
          "B.Eng., Microelectronics, Xidian University, Xi'an, 2008 - 2012"]:
    d.add_paragraph(s)
d.add_heading("Talks", level=1)
d.add_paragraph("DVCon China 2021 — speaker, \"Scaling UVM regressions with emulation\"")
d.add_heading("Skills", level=1)
table(d, [["Verification", "SystemVerilog, UVM, SVA, Verdi"],
          ["Architecture", "gem5, SystemC, RISC-V, AMBA CHI/AXI"],
          ["Scripting / other", "Python, Perl, Chisel"]])
d.save(os.path.join(OUT, "Weiyi_Kang_Resume.docx"))
