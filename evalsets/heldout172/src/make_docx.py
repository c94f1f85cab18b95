"""Builds cvs/滕岳松_简历.docx (Chinese, paragraphs only, no tables)."""
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

P = [
    ("title", "滕岳松"),
    ("p", "地质工程师 ｜ 矿产勘查与资源量估算 ｜ 河南洛阳"),
    ("p", "手机：150-3791-6628　邮箱：tengyuesong@126.com"),
    ("h", "个人概述"),
    ("p", "从事金属矿产勘查与资源量估算九年余，熟悉斑岩型铜钼矿、铜钴矿床地质，具有 JORC 与中国固体矿产资源储量分类标准下的资源量估算经验，目前负责海外铜钴项目的补充勘探与建模团队。"),
    ("h", "工作经历"),
    ("p", "洛阳栾川钼业集团股份有限公司　　2021年3月 - 至今"),
    ("p", "勘探项目经理（高级地质师），资源与勘探中心。管理 6 名地质师及 2 名测量员，负责刚果（金）TFM 铜钴矿补充勘探项目。"),
    ("p", "• 编制年度钻探计划（约 4 万米），组织岩芯编录、采样与质量控制（QA/QC）。"),
    ("p", "• 使用 Leapfrog Geo 建立三维地质与品位模型，配合外部合资格人（Competent Person）完成 JORC 资源量更新。"),
    ("p", "紫金矿业集团股份有限公司　　2017年7月 - 2021年2月"),
    ("p", "地质工程师，先后在紫金矿业地质勘查院及塞尔维亚紫金铜业项目部工作。"),
    ("p", "• 负责斑岩铜矿钻孔编录与地质填图，用 Surpac 完成块体模型与资源量估算。"),
    ("p", "• 参与编写储量核实报告 3 份，协助矿山生产勘探与品位控制。"),
    ("p", "必和必拓（BHP）上海办公室　　2016年7月 - 2016年9月"),
    ("p", "勘探实习生（暑期），协助整理南美铜矿项目的钻孔数据库与文献。"),
    ("h", "教育背景"),
    ("p", "中南大学　地质资源与地质工程　博士研究生（在职，在读）　2022年9月 - 至今"),
    ("p", "中国地质大学（武汉）　矿物学、岩石学、矿床学　硕士　2014年9月 - 2017年6月"),
    ("p", "成都理工大学　资源勘查工程　本科　2010年9月 - 2014年6月"),
    ("h", "证书与荣誉"),
    ("p", "注册地质工程师（2020）；2019 年紫金矿业集团“找矿突破先进个人”"),
    ("p", "2023 年受邀在中国国际矿业大会（天津）作报告，题目：中非铜钴带补充勘探实践"),
    ("h", "技能"),
    ("p", "Leapfrog Geo、Surpac、Micromine、ArcGIS、MapInfo、Python（自学）、英语（CET-6，可作为工作语言）"),
]

def main(out):
    d = Document()
    st = d.styles["Normal"]
    st.font.name = "Noto Sans CJK SC"
    st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")
    st.font.size = Pt(10.5)
    for kind, text in P:
        if kind == "title":
            r = d.add_paragraph().add_run(text); r.bold = True; r.font.size = Pt(20)
        elif kind == "h":
            r = d.add_paragraph().add_run(text); r.bold = True; r.font.size = Pt(13)
        else:
            d.add_paragraph(text)
    d.save(out)

if __name__ == "__main__":
    import sys
    main(sys.argv[1] if len(sys.argv) > 1 else "../cvs/滕岳松_简历.docx")
