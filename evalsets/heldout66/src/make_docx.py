"""Build cvs/缑雅雯-IT审计-简历.docx: the whole CV is one table (label column + content column)."""
from docx import Document
from docx.shared import Pt, Cm
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.oxml.ns import qn

doc = Document()
st = doc.styles["Normal"]
st.font.name = "SimSun"; st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn("w:eastAsia"), "宋体")
for s in doc.sections:
    s.left_margin = s.right_margin = Cm(1.8)

rows = [
    ("个人简历", None),
    ("姓名", "缑雅雯　　性别：女　　出生年月：1992.05"),
    ("联系方式", "手机：159-0755-3318　　邮箱：gouyawen_audit@163.com　　现居：深圳"),
    ("求职意向", "信息科技审计 / IT 内控与合规负责人"),
    ("教育背景", [
        "2010.09-2014.06　中南财经政法大学　会计学（注册会计师方向）　管理学学士",
        "2021.09-2022.12　香港中文大学（深圳）　金融学硕士（在职）　因工作调动中途退学，未取得学位",
    ]),
    ("工作经历", [
        "2018年9月 - 至今　招商银行股份有限公司　总行审计部（深圳）",
        "信息科技审计团队负责人（高级经理），管理 4 名审计师",
        "· 牵头核心系统、网银与手机银行的信息科技审计，年度审计项目 12 个；",
        "· 建立数据中心与云平台（含容器平台）的 IT 一般控制审计程序；",
        "· 2021 年起使用 ACL 与 Python 做全量交易数据分析，发现异常授权 37 项。",
        "2014年9月 - 2018年8月　普华永道中天会计师事务所　风险鉴证部（上海）",
        "高级审计员（2016.09 起）；审计员（2014.09 - 2016.08）",
        "· 为国有大型银行、券商客户执行 IT 一般控制（ITGC）与应用控制测试；",
        "· 参与 SOX 404 内控审计，负责 SAP ERP 用户权限与职责分离测试；",
        "· 客户包括中国工商银行、华为技术有限公司等。",
    ]),
    ("证书", "CISA（国际注册信息系统审计师，2017）；CIA（国际注册内部审计师，2019）；ISO 27001 主任审核员"),
    ("技能", "ITGC / 应用控制测试；COBIT 2019；ACL Analytics；SQL；Python（pandas）；Excel VBA"),
    ("自我评价", "十年以上信息科技审计经验，熟悉银行业监管要求（银保监会信息科技风险管理指引）。"),
]
t = doc.add_table(rows=0, cols=2)
t.style = "Table Grid"
for label, content in rows:
    r = t.add_row().cells
    if content is None:
        m = r[0].merge(r[1])
        p = m.paragraphs[0]; p.alignment = WD_ALIGN_PARAGRAPH.CENTER
        run = p.add_run(label); run.bold = True; run.font.size = Pt(16)
        continue
    r[0].paragraphs[0].add_run(label).bold = True
    lines = content if isinstance(content, list) else [content]
    r[1].paragraphs[0].add_run(lines[0])
    for ln in lines[1:]:
        r[1].add_paragraph(ln)
for row in t.rows:
    row.cells[0].width = Cm(2.6); row.cells[1].width = Cm(14.8)
doc.save("../cvs/缑雅雯-IT审计-简历.docx")
