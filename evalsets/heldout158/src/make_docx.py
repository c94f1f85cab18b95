# Builds cvs/汤韵初_IT审计.docx (Chinese, plain paragraphs)
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

doc = Document()
st = doc.styles["Normal"]
st.font.name = "Noto Sans CJK SC"
st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")

def p(text, bold=False, size=None):
    para = doc.add_paragraph()
    r = para.add_run(text)
    r.bold = bold
    if size:
        r.font.size = Pt(size)
    return para

p("汤韵初", bold=True, size=18)
p("电话：186 1702 4439 ｜ 邮箱：yunchu.tang@outlook.com ｜ 上海市静安区")
p("IT审计 / 信息系统风险咨询 · 9年经验 · CISA")

p("工作经历", bold=True, size=13)
p("安永华明会计师事务所（特殊普通合伙）上海分所 — 风险咨询部（Technology Risk）", bold=True)
p("经理 2023年7月 – 至今")
p("带领 5 人IT审计团队，负责两家A股上市银行和一家保险集团的信息技术一般控制（ITGC）与应用控制测试，配合财务报表审计及内控审计。使用 ACL 和 SQL 对核心系统进行全量数据分析，识别异常授权与职责分离冲突。")
p("高级顾问 2020年7月 – 2023年6月")
p("执行 SOX 404 与《企业内部控制基本规范》下的IT控制测试，覆盖 SAP ECC、Oracle EBS 和自研信贷系统；编写 Python 脚本自动抽样与比对用户权限清单。")
p("普华永道中天会计师事务所（特殊普通合伙）— 风险鉴证部 IT审计", bold=True)
p("审计助理 → 高级审计员 2017.09 – 2020.06")
p("参与快消、零售和制造业客户的年审IT控制测试，主要客户包括某大型乳制品集团和一家新能源车企；负责访谈、穿行测试与底稿编写。")
p("德勤华永会计师事务所 — 风险咨询", bold=True)
p("暑期实习生 2016.07 – 2016.08")
p("协助整理IT一般控制测试底稿及客户系统权限导出数据。")

p("教育背景", bold=True, size=13)
p("中欧国际工商学院（CEIBS） 在职MBA 2025.09 – 至今（在读，预计2027年毕业）")
p("上海财经大学 会计学 学士（信息系统审计方向） 2013.09 – 2017.06")

p("证书", bold=True, size=13)
p("CISA（国际注册信息系统审计师），2019年取得；CPA 专业阶段六科已通过；ISO/IEC 27001 主任审核员培训结业")

p("其他", bold=True, size=13)
p("2022年 安永大中华区“数字化审计创新大赛”二等奖；2021年 在 ISACA 上海分会年会上分享《银行核心系统权限审计实践》。")
p("技能：ACL Analytics、SQL、Python（pandas）、Power BI、SAP GRC、Tableau、Alteryx；英语流利（雅思 7.5）")

doc.save("../cvs/汤韵初_IT审计.docx")
