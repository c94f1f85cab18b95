from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn
d = Document()
st = d.styles["Normal"]; st.font.name = "Noto Sans CJK SC"; st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")
d.add_heading("个人简历", level=1)
t = d.add_table(rows=3, cols=4); t.style = "Table Grid"
cells = [["姓名", "隗书棠", "电话", "186-0137-5524"],
         ["邮箱", "shutang.wei@qq.com", "现居地", "北京市海淀区"],
         ["求职意向", "早教 / 学前教育产品经理", "工作年限", "13 年（含 5 年一线幼教）"]]
for i, row in enumerate(cells):
    for j, v in enumerate(row): t.cell(i, j).text = v
d.add_heading("工作经历", level=2)
w = d.add_table(rows=1, cols=3); w.style = "Table Grid"
for j, h in enumerate(["时间", "单位", "职位"]): w.rows[0].cells[j].text = h
rows = [("2023年7月 - 至今", "斑马（猿辅导在线教育旗下）", "高级产品经理（斑马思维 3-6 岁课程）"),
        ("2021年4月 - 2023年6月", "斑马（猿辅导在线教育旗下）", "产品经理"),
        ("2018年9月 - 2021年3月", "宝宝巴士（福州智永信息科技有限公司）", "早教内容策划"),
        ("2013年9月 - 2018年8月", "北京红黄蓝幼儿园（红黄蓝教育集团）", "幼儿园教师（2016 年起任大班班主任）")]
for r in rows:
    c = w.add_row().cells
    for j, v in enumerate(r): c[j].text = v
d.add_paragraph("工作内容：")
for b in ["斑马：负责斑马思维 3-6 岁课程的互动题型与学习报告，带 3 人产品小组（2 名产品经理、1 名交互设计师），负责需求评审和组员周会。",
          "斑马：用 Hive SQL 自助取数分析完课率与续费率，推动“家长陪学模式”上线，完课率提升 9 个百分点。",
          "斑马：使用 Axure、墨刀 绘制原型，与教研、美术、研发协作按双周迭代。",
          "宝宝巴士：策划 0-3 岁儿歌动画与亲子互动游戏脚本 60 余个，负责早教 App 内容排期。",
          "红黄蓝：担任小班、中班、大班教师，设计主题活动与家园共育方案。"]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("教育背景", level=2)
e = d.add_table(rows=1, cols=4); e.style = "Table Grid"
for j, h in enumerate(["时间", "学校", "学历", "专业"]): e.rows[0].cells[j].text = h
for r in [("2024.09 - 至今", "北京师范大学", "教育硕士（非全日制，在读）", "学前教育"),
          ("2009.09 - 2013.06", "首都师范大学", "本科", "学前教育")]:
    c = e.add_row().cells
    for j, v in enumerate(r): c[j].text = v
d.add_heading("证书与荣誉", level=2)
for b in ["幼儿园教师资格证（2013）", "NPDP 产品经理国际资格认证（2022）",
          "2019 年 腾讯“企鹅伴学”儿童内容创作大赛 二等奖"]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("技能", level=2)
d.add_paragraph("Axure、墨刀、Hive SQL、Excel；了解 Figma、Python")
d.save("../cvs/隗书棠-早教产品经理.docx")
