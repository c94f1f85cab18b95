# Builds cvs/白露晞_ESG分析师_简历.docx (Chinese, paragraphs with bold company lines).
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

doc = Document()
st = doc.styles["Normal"]
st.font.name = "Noto Sans CJK SC"
st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")

def para(text, bold=False, size=None):
    p = doc.add_paragraph()
    r = p.add_run(text)
    r.bold = bold
    if size:
        r.font.size = Pt(size)
    return p

def company(name, dates):
    p = doc.add_paragraph()
    r = p.add_run(name)
    r.bold = True
    p.add_run("\t" + dates)
    return p

para("白露晞", bold=True, size=18)
para("高级ESG分析师 ｜ 广州 ｜ 电话 186-2043-7715 ｜ bai.luxi.esg@outlook.com")
para("个人简介", bold=True, size=13)
para("6年公募基金ESG研究经验，覆盖A股公用事业、电力设备和化工行业的ESG评级、碳排放测算与尽责管理（stewardship），熟悉MSCI、Wind ESG和中证ESG评级方法。")

para("工作经历", bold=True, size=13)
company("易方达基金管理有限公司 — ESG投资部", "2024年1月 - 至今")
para("高级ESG分析师")
para("• 负责公用事业与电力设备行业约80家上市公司的内部ESG评级，评级结果纳入权益投资部股票池的负面剔除与正面筛选。")
para("• 用Python（pandas、statsmodels）搭建持仓组合碳足迹与加权平均碳强度（WACI）测算模型，按季度向投委会汇报。")
para("• 牵头撰写公司年度《ESG投资与尽责管理报告》气候章节，参照TCFD框架披露。")
company("易方达基金管理有限公司 — ESG投资部", "2020年10月 - 2023年12月")
para("ESG分析师")
para("• 对化工行业公司开展ESG尽调与上市公司现场调研，累计参与企业沟通（engagement）60余次。")
para("• 在Wind与Bloomberg中整理ESG争议事件数据库，并用Stata做ESG评分与估值溢价的回归分析。")
company("商道融绿（SynTao Green Finance）", "2020年7月 - 2020年9月")
para("ESG研究助理（实习）")
para("• 协助完成A股上市公司ESG评级数据采集与打分。")

para("教育背景", bold=True, size=13)
company("香港科技大学（HKUST）", "2019年9月 - 2020年7月")
para("环境科学与管理 理学硕士（MSc in Environmental Science and Management）")
company("中南财经政法大学", "2015年9月 - 2019年6月")
para("金融学 学士 ｜ GPA 3.7/4.0")

para("证书与其他", bold=True, size=13)
para("• CFA 三级候选人（已通过二级）")
para("• 2023年 中国责任投资论坛（China SIF）年会 演讲嘉宾：《公募基金的气候风险披露实践》")
para("• 技能：Python、Stata、Wind、Bloomberg、MSCI ESG Manager、SQL（了解）")

doc.save("../cvs/白露晞_ESG分析师_简历.docx")
print("saved")
