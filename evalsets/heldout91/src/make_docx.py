# Builds cvs/钭雨霏_简历.docx (Chinese, paragraphs only)
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn
import os
d = Document()
st = d.styles['Normal']; st.font.name = 'SimSun'; st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn('w:eastAsia'), '宋体')
def p(text, bold=False, size=None):
    para = d.add_paragraph(); r = para.add_run(text); r.bold = bold
    if size: r.font.size = Pt(size)
    return para
p('钭雨霏', True, 18)
p('求职意向：品类总监 / 采购总监（生鲜、休闲食品方向）｜ 上海')
p('电话：139 1652 0847 ｜ 邮箱：douyufei_cm@126.com ｜ 14年零售行业经验')
p('工作经历', True, 13)
p('盒马鲜生（阿里巴巴集团）　高级品类经理　2021年3月 - 至今', True)
p('负责华东区休闲食品与烘焙品类，年销售额约 18 亿元，直接管理 8 人的品类与采购团队（4 名品类经理、3 名采购专员、1 名数据分析师）。')
p('主导盒马自有品牌（盒马 MAX 及“盒马工坊”）烘焙线的选品与供应商开发，自有品牌占品类销售比从 21% 提升至 37%，品类毛利率提升 4.2 个百分点。')
p('搭建品类看板，用 SQL 与 Quick BI 追踪动销率、缺货率和库存周转天数，推动滞销 SKU 每季度汰换 15%。')
p('永辉超市股份有限公司　品类经理（休闲食品）　2016.04 - 2021.02', True)
p('负责福建、重庆两大区 400 余家门店休闲食品品类规划，管理 SKU 约 2,300 个；与旺旺、良品铺子、三只松鼠等 60 余家供应商谈判年度合同与促销资源。')
p('推动“永辉生活”小业态门店的品类精简方案，单店 SKU 数下降 28%，坪效提升 19%。')
p('家乐福（中国）管理咨询服务有限公司　采购助理 → 品类专员　2012.07 - 2016.03', True)
p('2012.07 - 2014.06 任采购助理，负责进口食品的供应商资料维护、到货跟踪与价格核对；2014.07 起任品类专员，负责华东区饼干糖果品类的陈列图（Planogram）和促销排期。')
p('教育背景', True, 13)
p('长江商学院　工商管理硕士（MBA，在职）　2024.09 - 至今（在读，预计 2026.12 毕业）')
p('上海财经大学　市场营销　管理学学士　2008.09 - 2012.06')
p('证书与荣誉', True, 13)
p('2019 年 永辉超市年度“优秀品类经理”；2023 年 阿里巴巴集团“盒马年度新品共创奖”（团队）')
p('中国连锁经营协会（CCFA）零售品类管理师 认证，2017 年')
p('技能', True, 13)
p('品类规划、供应商谈判、自有品牌开发、Planogram、Excel / SQL / Quick BI、英语（CET-6）')
out = os.path.join(os.path.dirname(__file__), '..', 'cvs', '钭雨霏_简历.docx')
d.save(out); print('saved', out)
