"""Builds cvs/植嘉妮-直播运营负责人.docx (Chinese, paragraphs with bold company lines)."""
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn
import os

OUT = os.path.join(os.path.dirname(__file__), "..", "cvs", "植嘉妮-直播运营负责人.docx")
doc = Document()
st = doc.styles["Normal"]
st.font.name = "Noto Sans CJK SC"
st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")
st.font.size = Pt(10.5)

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

para("植嘉妮", bold=True, size=20)
para("直播电商运营 | 杭州 | 186 6721 0459 | zhijiani_live@163.com")
para("求职意向：直播电商运营总监 / 品牌自播负责人")

para("个人优势", bold=True, size=13)
para("6年直播电商全职运营经验，从达人直播间起步，目前负责抖音电商美妆类目品牌自播团队。熟悉巨量千川投放、直播间排品与话术、主播孵化，擅长用数据复盘驱动GMV增长。")

para("工作经历", bold=True, size=13)
company("北京抖音信息服务有限公司（抖音电商）", "2022.09 - 至今")
para("直播运营负责人 · 美妆个护品牌自播中心")
para("带领12人运营团队（运营6人、投放3人、场控3人），服务欧莱雅、珀莱雅等28个品牌自播直播间；")
para("搭建“千川投放+短视频引流+直播间承接”的数据看板，2024年团队负责品牌自播GMV累计9.6亿元，同比增长57%；")
para("制定主播考核与排班制度，孵化腰部主播14名。")

company("杭州谦寻文化传媒有限公司", "2020.07 - 2022.08")
para("直播运营专员（2020.07 - 2021.06）→ 直播运营主管（2021.07 - 2022.08）")
para("负责头部达人直播间食品、家居类目的选品排期与直播间场控，单场最高协调上架商品86个；")
para("对接品牌方200余家，完成商务谈判、寄样、机制确认与售后跟进。")

company("淘宝直播（阿里巴巴集团）", "2019.07 - 2019.12")
para("运营实习生")
para("协助直播频道活动报名审核与双11直播间数据日报。")

para("教育背景", bold=True, size=13)
company("浙江大学管理学院", "2024.09 - 至今")
para("工商管理硕士（MBA，在职），在读，预计2027年6月毕业")
company("浙江传媒学院", "2016.09 - 2020.06")
para("网络与新媒体 本科 / 文学学士")

para("技能与证书", bold=True, size=13)
para("工具：巨量千川、抖店后台、巨量百应、生意参谋、Excel（数据透视、VLOOKUP）、FineBI")
para("证书：互联网营销师（直播销售员）三级")
para("获奖：2019年全国大学生电子商务“创新、创意及创业”挑战赛 浙江省一等奖")
doc.save(OUT)
print("wrote", OUT)
