"""Builds cvs/kuai_yutang_用户研究.docx (Chinese CV with tables)."""
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

doc = Document()
st = doc.styles["Normal"]
st.font.name = "Noto Sans CJK SC"
st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")
st.font.size = Pt(10.5)

doc.add_heading("个人简历", level=1)
t = doc.add_table(rows=3, cols=4)
t.style = "Table Grid"
cells = [("姓名", "蒯雨棠", "求职意向", "高级用户研究 / 用研负责人"),
         ("电话", "186-1077-3052", "邮箱", "kuaiyutang@foxmail.com"),
         ("现居", "北京市亦庄", "工作年限", "6年")]
for r, row in enumerate(cells):
    for c, v in enumerate(row):
        t.cell(r, c).text = v

doc.add_heading("教育背景", level=2)
t = doc.add_table(rows=3, cols=4)
t.style = "Table Grid"
rows = [("时间", "学校", "专业", "学历"),
        ("2017年9月 - 2020年6月", "华东师范大学", "应用心理学（人因与工效方向）", "硕士"),
        ("2013年9月 - 2017年6月", "华中师范大学", "心理学", "本科")]
for r, row in enumerate(rows):
    for c, v in enumerate(row):
        t.cell(r, c).text = v

doc.add_heading("工作经历", level=2)
doc.add_paragraph("京东集团 · 京东零售 用户体验设计部（北京）　2020年7月 - 至今")
doc.add_paragraph("高级用户研究员　2024年4月 - 至今")
doc.add_paragraph("负责京东App首页与搜索结果页的用户研究，主导季度满意度追踪（NPS）与可用性测试，"
                  "研究结论推动搜索筛选栏改版，筛选使用率提升 18%。", style="List Bullet")
doc.add_paragraph("用户研究员　2020年7月 - 2024年3月", )
doc.add_paragraph("使用 Tobii Pro 眼动仪开展商品详情页眼动实验（n=60），输出热区与注视路径报告；"
                  "用 R 和 SPSS 完成问卷数据分析与用户分群。", style="List Bullet")
doc.add_paragraph("阿里巴巴 · 淘宝（杭州）　用户研究实习生　2019年6月 - 2019年9月")
doc.add_paragraph("参与淘宝直播观众访谈 20 场，整理用户旅程图。", style="List Bullet")

doc.add_heading("项目摘要", level=2)
t = doc.add_table(rows=3, cols=3)
t.style = "Table Grid"
rows = [("项目", "方法", "产出"),
        ("京东618大促会场体验评估", "可用性测试、眼动实验", "12 项体验问题，9 项上线修复"),
        ("银发用户购物习惯研究", "深度访谈、日记研究", "“长辈模式”需求文档")]
for r, row in enumerate(rows):
    for c, v in enumerate(row):
        t.cell(r, c).text = v

doc.add_heading("技能与荣誉", level=2)
doc.add_paragraph("研究方法：可用性测试、深度访谈、问卷设计、眼动实验、卡片分类；工具：R、SPSS、Qualtrics、Figma、Tobii Pro Lab")
doc.add_paragraph("2022年 京东零售年度优秀项目奖（用户体验类）")
doc.save("../cvs/kuai_yutang_用户研究.docx")
