"""Builds cvs/lu_qingyan_cv.docx (Chinese, paragraphs only, no tables)."""
from docx import Document
from docx.shared import Pt
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "cvs" / "鲁清晏-采购-简历.docx"
doc = Document()
st = doc.styles["Normal"]; st.font.size = Pt(10.5)

def p(text, bold=False, size=None):
    para = doc.add_paragraph()
    r = para.add_run(text); r.bold = bold
    if size: r.font.size = Pt(size)
    return para

p("鲁清晏", bold=True, size=18)
p("汽车零部件采购 / 供应链管理 ｜ 北京 ｜ 186 1027 5538 ｜ luqingyan_buyer@126.com")
p("求职意向：整车企业采购总监 / 供应链负责人")
p("工作经历", bold=True, size=13)
p("北京车和家信息技术有限公司（理想汽车）　采购高级经理　2021/6 - 至今", bold=True)
p("负责电池包与电驱系统（三电）零部件采购，管理一支8人的采购团队，年采购额约45亿元；主导电芯二供导入，与核心供应商宁德时代完成年度价格谈判，降本约6.5%。")
p("搭建 SAP MM 中的供应商绩效评分模型，推动季度供应商评审制度落地。")
p("浙江吉利汽车有限公司　采购经理（底盘件）　2017/9 - 2021/5", bold=True)
p("负责底盘与制动系统采购，管理4名采购工程师，完成 CMA 架构平台底盘件的定点与成本分析（Teardown、VAVE）。")
p("浙江吉利汽车有限公司　高级采购工程师　2014/4 - 2017/8", bold=True)
p("负责冲压件与紧固件的寻源、招投标与合同谈判，开发新供应商12家。")
p("一汽-大众汽车有限公司　采购工程师　2008/7 - 2014/3", bold=True)
p("在长春总部采购部负责内饰件国产化采购，参与捷达、宝来车型的供应商定点。")
p("教育背景", bold=True, size=13)
p("2016/9 - 2018/12　中欧国际工商学院　工商管理硕士（MBA，在职）")
p("2004/9 - 2008/6　吉林大学　车辆工程　工学学士")
p("证书与荣誉", bold=True, size=13)
p("2019年 吉利汽车年度优秀员工；注册采购经理（CPPM）证书。")
p("技能", bold=True, size=13)
p("SAP MM、Oracle SRM、Excel 成本模型、英语（商务谈判）、德语（基础）")
doc.save(OUT)
print("wrote", OUT)
