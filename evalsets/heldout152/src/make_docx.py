# Builds cvs/甘承岳_EHS经理_简历.docx (Chinese, plain paragraphs, no tables)
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn
import os

d = Document()
st = d.styles["Normal"]
st.font.name = "Noto Sans CJK SC"
st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")
st.font.size = Pt(10.5)

def h(t):
    p = d.add_paragraph()
    r = p.add_run(t); r.bold = True; r.font.size = Pt(13)

def para(t, bold=False):
    p = d.add_paragraph()
    r = p.add_run(t); r.bold = bold

p = d.add_paragraph(); r = p.add_run("甘承岳"); r.bold = True; r.font.size = Pt(20)
para("男 | 1986年生 | 上海市金山区 | 手机：139 1847 2260 | 邮箱：gancy_ehs@126.com")
para("求职意向：EHS 总监 / 工厂 EHS 负责人（化工、新材料行业）")

h("个人概述")
para("从事化工企业安全、环保与职业健康（EHS）管理工作 18 年，经历石化、精细化工和聚合物三类装置，熟悉危险化学品重大危险源管理、HAZOP 分析、PSM 过程安全管理体系和环评/排污许可。目前在科思创上海一体化基地负责一个生产单元的 EHS 工作，直接管理 9 人团队。")

h("工作经历")
para("2019年9月 – 至今　科思创聚合物（中国）有限公司　上海一体化基地　EHS 经理", bold=True)
para("负责聚碳酸酯和聚氨酯原料两个装置区的 EHS 管理，下属 EHS 工程师 6 人、安全员 3 人，共 9 人；每年组织 HAZOP/LOPA 复审 20 余次，推动装置可记录事故率（TRIR）由 0.62 降至 0.21。主导 2022 年基地 ISO 45001 体系转版审核，零不符合项通过。")
para("作为承包商安全管理牵头人，建立承包商准入与作业许可电子化流程，覆盖年均 1,200 余名承包商人员。")
para("2013年1月 – 2019年8月　万华化学（宁波）有限公司　安全环保部　安全环保主管", bold=True)
para("负责 MDI 装置的安全环保日常管理及危险废物合规处置；编制并演练厂级突发环境事件应急预案，2017 年牵头完成排污许可证申领。2016 年起兼任公司内审员。")
para("2008年7月 – 2012年12月　中国石化扬子石油化工有限公司　芳烃厂　安全工程师", bold=True)
para("负责芳烃联合装置检修期间的动火、受限空间作业票审核与现场监护；参与装置 HAZOP 分析。")

h("教育背景")
para("2014年9月 – 2017年6月　中国石油大学（华东）　安全工程　工程硕士（非全日制，已获学位）")
para("2004年9月 – 2008年6月　南京工业大学　安全工程　工学学士")

h("资格证书")
para("注册安全工程师（化工安全），2015年")
para("NEBOSH 国际通用证书（IGC），2018年")
para("ISO 14001 / ISO 45001 内审员")

h("其他")
para("2021 年受邀在中国化工安全大会（由中国化学品安全协会主办）作“承包商作业许可数字化”主题分享；曾为巴斯夫、陶氏等企业的安全交流活动提供案例。")
para("熟练使用 SAP EHS 模块、Office；英语读写熟练。")

out = os.path.join(os.path.dirname(__file__), "..", "cvs", "甘承岳_EHS经理_简历.docx")
d.save(out)
print("saved", out)
