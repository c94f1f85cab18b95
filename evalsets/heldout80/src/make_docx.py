# Builds cvs/蓝婉秋-类目运营.docx (Chinese CV written in paragraphs, no tables)
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

d = Document()
st = d.styles['Normal']; st.font.name = 'SimSun'; st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn('w:eastAsia'), '宋体')
d.add_heading('蓝婉秋', level=0)
d.add_paragraph('求职意向：电商类目运营负责人 / 品类总监　｜　上海　｜　电话 186-2190-5537　｜　邮箱 lanwanqiu_ops@126.com')
d.add_heading('个人简介', level=1)
d.add_paragraph('从 2014 年毕业起一直在电商平台做类目运营，先后经历唯品会、京东和拼多多三家平台，熟悉特卖、自营和百亿补贴三种货盘逻辑。目前在拼多多负责家居日用类目，管理一支 8 人的运营团队，年 GMV 目标过百亿。擅长商家招商、价格带规划、大促资源排期和数据化选品。')
d.add_heading('工作经历', level=1)
d.add_paragraph('2021年1月至今，拼多多（上海寻梦信息技术有限公司），主站家居日用类目，类目运营高级经理。我带领 8 人团队（其中 3 名运营主管）负责家居日用一级类目，2023 年起兼管百亿补贴家居会场。通过价格带重构和头部商家分层扶持，类目 GMV 两年增长 63%，动销商家数增长 40%。日常用 SQL 和内部 BI 看板做数据复盘，每周输出选品与流量分配建议。')
d.add_paragraph('2017年7月到2020年12月，京东（京东零售，3C 事业部），品类运营经理。负责手机配件和智能穿戴两个三级类目的自营采销协同与 POP 商家运营，主导 618、双 11 期间的会场规划与品类资源排期。2019 年推动与 Anker、小米生态链等品牌的年框合作，品类 GMV 同比增长 48%。')
d.add_paragraph('2014年7月到2017年6月，唯品会（广州唯品会信息科技有限公司），女装类目运营专员。负责特卖档期排期、品牌招商和档期复盘，从专员做到小组长（2016 年起带 2 名新人）。')
d.add_heading('教育经历', level=1)
d.add_paragraph('2023年9月至今，中欧国际工商学院（CEIBS），在职 MBA（Part-time MBA），预计 2026 年 12 月毕业。')
d.add_paragraph('2010年9月到2014年6月，暨南大学，电子商务专业，管理学学士。在校期间担任学院电商创业协会会长。')
d.add_heading('证书与其他', level=1)
d.add_paragraph('阿里巴巴“电商运营专家”认证（2016，阿里巴巴商学院）；2022 年在亿邦动力电商峰会做过“类目价格带治理”的分享。')
d.add_paragraph('技能：SQL、Excel（数据透视、VBA）、Tableau、Python（入门，自学课程），英语 CET-6。')
d.save('../cvs/蓝婉秋-类目运营.docx')
print('saved')
