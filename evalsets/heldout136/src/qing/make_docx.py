# Builds cvs/卿若彤_税务_简历.docx: a Chinese CV made of plain paragraphs (no tables).
import sys
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

out = sys.argv[1]
doc = Document()
st = doc.styles["Normal"]
st.font.name = "Noto Serif CJK SC"
st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Serif CJK SC")

def p(text, bold=False, size=None):
    para = doc.add_paragraph()
    run = para.add_run(text)
    run.bold = bold
    if size:
        run.font.size = Pt(size)
    return para

p("卿若彤", bold=True, size=18)
p("税务高级顾问 ｜ 上海 ｜ 186 2174 9053 ｜ qingruotong@outlook.com")
p("求职意向：企业税务经理 / 税务咨询经理")

p("工作经历", bold=True, size=13)
p("普华永道中天会计师事务所（特殊普通合伙）上海分所　税务及商务咨询部", bold=True)
p("高级顾问（Tax Senior Associate）　2023年9月 - 至今", bold=True)
p("• 负责 8 家制造业及消费品客户的企业所得税汇算清缴与复核，作为项目现场负责人与客户财务总监对接，指导 2 名顾问完成底稿。")
p("• 为 3 家外资企业编制转让定价同期资料（主体文档、本地文档），参与一项预约定价安排（APA）前期谈判材料准备。")
p("• 协助客户开展研发费用加计扣除专项审核及高新技术企业认定，累计为客户确认加计扣除金额约 2.3 亿元。")
p("顾问（Tax Associate）　2021年9月 - 2023年8月", bold=True)
p("• 负责增值税及附加税月度申报、出口退税申报与个人所得税年度汇算，服务客户 20 余家。")
p("• 参与某跨国消费品集团中国区重组项目的税务尽职调查，撰写印花税、土地增值税部分的分析备忘录。")
p("德勤华永会计师事务所（特殊普通合伙）上海分所", bold=True)
p("税务实习生　2020年7月 - 2020年9月", bold=True)
p("• 整理客户增值税发票台账，协助准备企业所得税汇算清缴底稿。")

p("教育背景", bold=True, size=13)
p("上海国家会计学院　会计硕士（MPAcc，非全日制）　2025年9月 - 至今（在读，预计 2028年6月毕业）")
p("上海财经大学　公共经济与管理学院　税收学　经济学学士　2017年9月 - 2021年6月")
p("主修课程：中国税制、国际税收、税务筹划、财务会计、公司财务")

p("专业资格", bold=True, size=13)
p("中国注册会计师（CPA）专业阶段六科全部通过（2023年）")
p("税务师职业资格（2024年）")

p("技能", bold=True, size=13)
p("税务专业：企业所得税、增值税、转让定价、研发费用加计扣除、税务尽职调查")
p("工具：Excel（数据透视表、VBA）、金税系统、SAP FI 基础；Power BI、Python（自学）")
p("语言：英语（CET-6，可作为工作语言）、粤语（日常交流）")

p("校园经历与荣誉", bold=True, size=13)
p("2020年 毕马威税务案例大赛（KPMG Tax Case Competition）华东赛区冠军")
p("2019年 上海财经大学人民奖学金一等奖")

doc.save(out)
