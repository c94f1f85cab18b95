# Builds cvs/郎佩瑶-人力资源总监.docx: a Chinese CV whose sections are bold paragraphs (no Heading styles).
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn
import pathlib

OUT = pathlib.Path(__file__).resolve().parent.parent / "cvs" / "郎佩瑶-人力资源总监.docx"
doc = Document()
st = doc.styles["Normal"]
st.font.name = "SimSun"
st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn("w:eastAsia"), "宋体")

def bold(text, size=12):
    p = doc.add_paragraph()
    r = p.add_run(text)
    r.bold = True
    r.font.size = Pt(size)
    return p

def para(text):
    return doc.add_paragraph(text)

bold("郎佩瑶", 18)
para("女 | 1982年 | 北京 | 电话：139-1077-5382 | 邮箱：langpeiyao_hr@126.com")
para("现任：理想汽车 人力资源总监 | 22年人力资源从业经验，其中10年以上团队管理经验")

bold("工作经历")
bold("2021年4月 - 至今　北京车和家信息技术有限公司（理想汽车）　人力资源总监（研发体系）", 10.5)
para("• 负责智能驾驶、智能座舱、三电研发体系约 6,000 人的组织发展、人才招聘、绩效与薪酬；管理 30 人的 HRBP 与招聘团队。")
para("• 2022-2023 年主导研发体系扩张，年度招聘 2,400+ 人，关键岗位到岗周期由 68 天缩短至 45 天。")
para("• 搭建职级与任职资格体系（P 序列/M 序列），推动 OKR 与绩效校准机制落地。")
bold("2017年9月 - 2021年3月　京东物流（京东集团）　人力资源总监", 10.5)
para("• 负责华北区域仓储与配送体系 HR 工作（员工 4 万余人，含大量一线员工），下属 HR 团队 45 人。")
para("• 推动一线员工灵活用工与排班系统上线，年度离职率下降 9 个百分点。")
bold("2011年1月 - 2017年8月　联想集团　HRBP高级经理（中国区 PC 业务）", 10.5)
para("• 作为业务伙伴支持中国区消费 PC 事业部（约 1,200 人）的组织调整与人才盘点，带领 4 名 HRBP。")
para("• 参与 2014 年收购摩托罗拉移动后的组织整合项目。")
bold("2004年7月 - 2010年12月　宝洁（中国）有限公司", 10.5)
para("• 2006.07-2010.12　人力资源经理（大中华区销售部）：负责销售团队招聘、校园招聘及培训项目，管理 3 人团队。")
para("• 2004.07-2006.06　人力资源管理培训生：轮岗招聘、薪酬福利、员工关系。")

bold("教育背景")
para("2015 - 2017　中欧国际工商学院（CEIBS）　高级管理人员工商管理硕士（EMBA）")
para("2000 - 2004　中国人民大学　劳动人事学院　人力资源管理　学士")

bold("资格证书")
para("企业人力资源管理师（一级）；SHRM-SCP（2019）；盖洛普优势教练认证")

bold("专业技能")
para("组织发展、人才盘点、薪酬绩效体系设计、雇主品牌、劳动关系处理；SAP SuccessFactors、北森、Workday；Excel/Power BI 人力数据分析")

bold("其他")
para("2019 年受邀在“中国人力资源管理年会”作主题分享《百万级一线员工的组织效能》。")
doc.save(OUT)
print("wrote", OUT)
