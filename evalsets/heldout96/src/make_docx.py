# Builds cvs/简历_郏书岑_2023.docx: the OLD (2023) CV of 郏书岑, paragraphs with manual line breaks.
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_BREAK

doc = Document()
st = doc.styles["Normal"]; st.font.name = "SimSun"; st.font.size = Pt(10.5)

def para(lines, bold_first=False):
    p = doc.add_paragraph()
    for i, line in enumerate(lines):
        r = p.add_run(line)
        if i == 0 and bold_first:
            r.bold = True
        if i < len(lines) - 1:
            r.add_break(WD_BREAK.LINE)
    return p

para(["郏书岑", "电芯工程师 | 深圳市坪山区", "电话：139 5021 7736　邮箱：shucen.jia@foxmail.com"], bold_first=True)
para(["【求职意向】", "动力电池电芯研发 / 电芯工艺"], bold_first=True)
para(["【工作经历】",
      "弗迪电池有限公司（比亚迪子公司）　刀片电池研发部　电芯工程师　2020年7月 - 至今",
      "· 刀片电池（LFP）电芯结构设计、卷绕/叠片工艺开发",
      "· 极片涂布面密度、压实密度参数窗口制定，配合产线爬坡",
      "· 电芯内阻与自放电一致性 SPC 管控"], bold_first=True)
para(["【实习经历】",
      "合肥国轩高科动力能源有限公司　电芯工艺实习生　2019年7月 - 2019年9月",
      "· 三元软包电芯化成、分容工艺数据整理"], bold_first=True)
para(["【教育背景】",
      "哈尔滨工业大学　电化学工程　硕士　2017年9月 - 2020年6月",
      "中南大学　冶金工程　本科　2013年9月 - 2017年6月"], bold_first=True)
para(["【技能证书】",
      "Python、JMP、Minitab；六西格玛绿带（2022）；英语 CET-6"], bold_first=True)
doc.save("../cvs/简历_郏书岑_2023.docx")
