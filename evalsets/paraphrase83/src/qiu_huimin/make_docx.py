from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn
import sys
d = Document()
st = d.styles['Normal']; st.font.name = 'SimSun'; st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn('w:eastAsia'), '宋体')
def P(t, bold=False, size=None):
    p = d.add_paragraph(); r = p.add_run(t); r.bold = bold
    if size: r.font.size = Pt(size)
    return p
P('裘慧敏', True, 18)
P('人力资源总监 ｜ 上海 ｜ 138-0162-7735 ｜ qiuhuimin.hr@126.com')
P('个人概述', True, 13)
P('二十余年人力资源从业经历，其中十年以上管理岗位经验，熟悉外资半导体与消费电子企业的组织发展、薪酬绩效、人才招聘与雇主品牌建设。主导过千人规模的组织架构调整与两次并购后的人员整合。')
P('工作经历', True, 13)
P('2016.07 - 至今　恩智浦半导体（NXP Semiconductors）中国区　人力资源总监', True)
P('全面负责大中华区约 3,200 名员工的人力资源工作，下辖 HRBP、薪酬福利、人才发展与招聘四个团队共 28 人；推动研发中心扩编，两年内完成 600 余名芯片设计与测试工程师的招聘；搭建关键岗位继任者计划，核心人才流失率由 11% 降至 6%。')
P('2010.01 - 2016.06　飞利浦（中国）投资有限公司　高级 HRBP（2013 年起），HRBP（2010-2012）', True)
P('支持照明与个人护理事业部，负责年度绩效校准、组织诊断和销售团队激励方案设计；参与照明业务分拆期间的员工沟通与岗位安置。')
P('2004.07 - 2009.12　联想集团　招聘经理（2007.03 起）；人力资源专员（2004.07 - 2007.02）', True)
P('负责校园招聘与社会招聘，年均招聘 400 余人；建立校招测评体系并推广到全国 12 个城市。')
P('教育背景', True, 13)
P('2012.09 - 2014.06　中欧国际工商学院（CEIBS）　高级管理人员工商管理硕士（EMBA，在职）')
P('2000.09 - 2004.07　南京师范大学　应用心理学　理学学士')
P('证书与其他', True, 13)
P('国家一级企业人力资源管理师（高级人力资源管理师）')
P('2023 年受邀担任“上海市人力资源年度峰会”演讲嘉宾，主题：半导体行业人才供需与保留策略')
d.save(sys.argv[1])
