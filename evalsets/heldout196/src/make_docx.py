"""Builds cvs/邹致远_简历.docx (Chinese, paragraphs only, work history told in sentences)."""
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

doc = Document()
st = doc.styles["Normal"]
st.font.name = "Noto Sans CJK SC"
st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")
st.font.size = Pt(10.5)

def p(text, bold=False, size=None):
    para = doc.add_paragraph()
    r = para.add_run(text)
    r.bold = bold
    if size:
        r.font.size = Pt(size)
    return para

p("邹致远", bold=True, size=18)
p("电话：186 2175 3309　|　邮箱：zouzhiyuan_adas@outlook.com　|　常州")
p("求职意向：ADAS / 智能驾驶系统测试（高级工程师或测试负责人）")

p("个人简介", bold=True, size=13)
p("我是一名做了八年多智能驾驶测试的工程师，主要做 ADAS 功能的 HIL 台架测试、实车道路测试和测试自动化，熟悉 ISO 26262 与 SOTIF（ISO 21448）流程。")

p("工作经历", bold=True, size=13)
p("2018年7月本科毕业后，我加入蔚来汽车（NIO）智能驾驶部门，担任智能驾驶测试工程师，一直工作到2021年2月。在蔚来期间，我负责 NOP 领航辅助功能的场景库搭建，并用 dSPACE HIL 台架和 CANoe 做了大量回归测试。")
p("2021年3月我跳槽到理想汽车，岗位是 ADAS 测试工程师，2023年4月晋升为高级 ADAS 测试工程师，目前仍在理想汽车常州基地工作。我现在负责 AEB、LCC 和高速 NOA 的测试策略，用 Python 和 Jenkins 搭建了夜间自动回归流水线，把台架回归时间从两天缩短到六小时，并带两名校招生做测试用例评审。")
p("2017年暑假（7月到8月）我在上汽大众做过两个月的实习，岗位是整车电子电气测试实习生，主要协助做 CAN 总线报文的检查。")
p("2020年底我曾拿到华为智能汽车解决方案BU的测试岗 offer，但最终没有入职。")

p("教育背景", bold=True, size=13)
p("2014年9月至2018年6月，我在同济大学汽车学院读车辆工程专业，获得工学学士学位。")
p("2024年9月起，我在吉林大学攻读非全日制车辆工程专业硕士（工程硕士），目前在读，预计2027年6月毕业。")

p("技能", bold=True, size=13)
p("测试工具：dSPACE HIL、CANoe、CANalyzer、VTD 仿真；编程：Python、CAPL；流程：ISO 26262、ISO 21448（SOTIF）、ASPICE；持续集成：Jenkins。")

p("其他", bold=True, size=13)
p("2022年参加中国智能网联汽车创新创业大赛，团队获优秀奖（业余参赛）。")

doc.save("../cvs/邹致远_简历.docx")
