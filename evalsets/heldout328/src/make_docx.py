"""Build cvs/鞠昀峥_采矿工程师_简历.docx (Chinese, tables)."""
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

doc = Document()
st = doc.styles["Normal"]
st.font.name = "Noto Sans CJK SC"
st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")
st.font.size = Pt(10.5)

doc.add_heading("鞠昀峥　个人简历", level=0)
doc.add_paragraph("采矿技术部副经理｜采矿工程　电话：+381 64 302 7718 / 159 7081 3346　邮箱：ju.yunzheng@zijinmining.rs　现居：塞尔维亚 博尔（Bor）")

doc.add_heading("教育背景", level=1)
t = doc.add_table(rows=1, cols=4)
t.style = "Table Grid"
for c, h in zip(t.rows[0].cells, ["时间", "学校", "专业", "学历 / 学位"]):
    c.text = h
for row in [
    ("2012.09–2015.06", "中南大学 资源与安全工程学院", "采矿工程", "硕士研究生 / 工学硕士"),
    ("2008.09–2012.06", "江西理工大学", "采矿工程", "本科 / 工学学士"),
]:
    cells = t.add_row().cells
    for c, v in zip(cells, row):
        c.text = v

doc.add_heading("工作经历", level=1)
t = doc.add_table(rows=1, cols=4)
t.style = "Table Grid"
for c, h in zip(t.rows[0].cells, ["时间", "单位", "职位", "主要工作"]):
    c.text = h
for row in [
    ("2022.09–至今", "紫金矿业集团股份有限公司——塞尔维亚紫金铜业有限公司（Serbia Zijin Copper, Bor）", "采矿技术部副经理",
     "管理 12 人采矿技术团队（含 4 名塞方工程师）；负责 JM 铜矿地下开采设计与产能爬坡，主导分段空场嗣后充填采矿法优化，年出矿量提升至 1000 万吨。"),
    ("2019.04–2022.08", "紫金矿业集团股份有限公司——塞尔维亚紫金铜业有限公司", "高级采矿工程师",
     "负责 VK 露天矿（Veliki Krivelj）境界优化与中长期采剥计划，使用 Whittle 与 Deswik 编制五年计划；完成边坡稳定性复核。"),
    ("2015.07–2019.03", "江西铜业股份有限公司 德兴铜矿", "采矿工程师",
     "负责大型露天铜矿爆破设计与穿爆成本管理，用 Surpac 建立三维地质模型，单位炸药消耗降低 8%。"),
    ("2011.07–2011.08", "铜陵有色金属集团 冬瓜山铜矿", "采矿技术实习生", "井下生产实习，参与采场测量与出矿统计。"),
]:
    cells = t.add_row().cells
    for c, v in zip(cells, row):
        c.text = v

doc.add_heading("证书与荣誉", level=1)
doc.add_paragraph("注册安全工程师（金属非金属矿山安全，2018）")
doc.add_paragraph("中国有色金属工业科学技术奖 二等奖（2018，德兴铜矿爆破降本项目，第三完成人）")
doc.add_paragraph("2021 年 受邀在中国矿业大学（北京）作“海外铜矿地下开采”专题报告")

doc.add_heading("专业技能", level=1)
doc.add_paragraph("软件：Surpac、Deswik、Whittle、3DMine、AutoCAD、Datamine、Python")
doc.add_paragraph("语言：英语（CET-6，工作语言）、塞尔维亚语（基础）")

doc.save("../cvs/鞠昀峥_采矿工程师_简历.docx")
print("ok")
