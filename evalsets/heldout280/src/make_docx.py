"""Builds cvs/邹丽萍_个人简历.docx: Chinese, plain paragraphs only (no tables, no headings styles)."""
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn
import pathlib

paras = [
    "邹丽萍",
    "手机：139-1752-6408　　邮箱：zouliping_hr@qq.com　　现居：上海市徐汇区",
    "求职意向：薪酬福利经理 / 薪酬交付主管",
    "",
    "工作经历",
    "2019年6月 - 至今　中智上海经济技术合作有限公司（中智上海）　薪酬外包事业部　高级薪酬专员",
    "负责 12 家外资客户（约 6,800 名员工）的月度薪资核算与发放，涵盖个税累计预扣、社保公积金基数调整、年终奖单独计税方案测算。服务客户包括飞利浦中国、华为上海研究所等 40 余家企业的部分外包薪资项目。",
    "主导客户薪资数据从 Excel 模板迁移到 SAP SuccessFactors Employee Central Payroll，梳理 230 余项工资项目映射规则，上线后月度差错率由 0.8% 降至 0.1%。",
    "2014年7月 - 2019年5月　北京外企德科人力资源服务上海有限公司（FESCO Adecco）　薪酬服务部　薪酬专员",
    "为外包客户提供全流程代发工资服务，月均处理薪资 3,000 余人次；负责上海、苏州两地社保公积金申报与离职员工经济补偿金计算。",
    "2012年9月 - 2014年6月　上海锦程国际贸易有限公司　财务部　出纳",
    "负责现金与银行日记账、员工报销审核、每月工资银行代发文件的制作。",
    "",
    "教育背景",
    "2024年9月 - 2027年6月（在读）　东华大学　工商管理学院　人力资源管理方向　在职硕士（非全日制）",
    "2008年9月 - 2012年6月　上海立信会计金融学院　会计学　本科",
    "",
    "证书与技能",
    "人力资源管理师（二级）；初级会计职称；注册会计师（CPA）备考中，已通过《会计》《税法》两科。",
    "熟练使用 Excel（数据透视表、VLOOKUP、Power Query）、SAP SuccessFactors、金蝶 K/3 薪酬模块。",
    "",
    "自我评价",
    "十余年薪酬核算经验，熟悉上海及长三角地区社保、公积金、个税政策，细致、抗压。",
]

doc = Document()
st = doc.styles["Normal"]
st.font.name = "SimSun"
st.element.rPr.rFonts.set(qn("w:eastAsia"), "宋体")
st.font.size = Pt(10.5)
for i, t in enumerate(paras):
    p = doc.add_paragraph()
    r = p.add_run(t)
    if i == 0:
        r.bold = True; r.font.size = Pt(18)
    elif t in ("工作经历", "教育背景", "证书与技能", "自我评价"):
        r.bold = True; r.font.size = Pt(12)
out = pathlib.Path(__file__).resolve().parent.parent / "cvs" / "邹丽萍_个人简历.docx"
doc.save(out)
print(out)
