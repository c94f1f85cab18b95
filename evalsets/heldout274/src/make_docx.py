"""Builds cvs/乔语岚_康复治疗师.docx (Chinese CV with tables)."""
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

doc = Document()
st = doc.styles["Normal"]
st.font.name = "Noto Sans CJK SC"; st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")

doc.add_heading("乔语岚　个人简历", level=0)
doc.add_paragraph("求职意向：物理治疗师 / 康复治疗组长　|　北京　|　手机 186-1043-2759　|　邮箱 qiaoyulan.pt@outlook.com")

doc.add_heading("基本信息", level=1)
t = doc.add_table(rows=3, cols=4); t.style = "Table Grid"
cells = [("性别", "女", "出生年月", "1995.04"),
         ("执业资格", "康复医学治疗技术（中级）", "工作年限", "8 年"),
         ("语言", "英语（雅思 7.5）", "现居地", "北京朝阳区")]
for r, row in enumerate(cells):
    for c, v in enumerate(row):
        t.cell(r, c).text = v

doc.add_heading("教育背景", level=1)
t = doc.add_table(rows=3, cols=4); t.style = "Table Grid"
edu = [("时间", "学校", "专业", "学历"),
       ("2019/9-2020/11", "香港理工大学（The Hong Kong Polytechnic University）", "物理治疗（Master of Science in Physiotherapy）", "硕士"),
       ("2013/9-2017/6", "首都医科大学", "康复治疗学", "本科 / 理学学士")]
for r, row in enumerate(edu):
    for c, v in enumerate(row):
        t.cell(r, c).text = v

doc.add_heading("工作经历", level=1)
t = doc.add_table(rows=4, cols=4); t.style = "Table Grid"
jobs = [("时间", "单位", "科室 / 部门", "职位"),
        ("2023/4-至今", "北京和睦家康复医院", "骨科与运动康复中心", "物理治疗组组长（管理 6 名治疗师）"),
        ("2020/12-2023/3", "北京和睦家康复医院", "骨科与运动康复中心", "物理治疗师"),
        ("2017/7-2019/8", "北京大学第三医院", "运动医学科", "康复治疗师")]
for r, row in enumerate(jobs):
    for c, v in enumerate(row):
        t.cell(r, c).text = v

doc.add_paragraph("北京和睦家康复医院：负责前交叉韧带（ACL）重建术后、肩袖修补术后患者的分期康复方案；"
                  "2023 年起任组长，负责 6 名治疗师的排班、带教与病例质控，组内年门诊量约 9,000 人次；"
                  "引入 Biodex 等速肌力测试与 3D 步态分析评估流程，建立重返运动（Return to Sport）评估标准。")
doc.add_paragraph("北京大学第三医院运动医学科：参与运动员损伤康复，独立完成膝关节、踝关节术后康复治疗，"
                  "常规使用肌内效贴、干针与徒手治疗（Maitland 关节松动术）。")

doc.add_heading("进修与培训", level=1)
for s in ["2018 年 澳大利亚 Maitland 手法治疗 Level 1 课程（北京，5 天）",
          "2022 年 美国国家体能协会 NSCA-CSCS 认证",
          "2024 年 受邀在中国康复医学会运动康复专业委员会年会作报告：《ACL 重建术后重返运动评估》"]:
    doc.add_paragraph(s, style="List Bullet")

doc.add_heading("技能", level=1)
doc.add_paragraph("评估：等速肌力测试（Biodex）、3D 步态分析、FMS 功能性动作筛查；"
                  "治疗：徒手治疗、干针、肌内效贴、运动处方；"
                  "其他：普拉提康复（Polestar 认证课程学习中）、Python 数据整理（了解）")

doc.save("../cvs/乔语岚_康复治疗师.docx")
print("ok")
