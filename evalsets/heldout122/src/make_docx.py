# Builds cvs/岑梦瑶-简历.docx (Chinese, paragraphs only).
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn
import os
d = Document()
st = d.styles['Normal']; st.font.name = 'Noto Sans CJK SC'; st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn('w:eastAsia'), 'Noto Sans CJK SC')
def p(text, bold=False, size=None):
    para = d.add_paragraph(); r = para.add_run(text); r.bold = bold
    if size: r.font.size = Pt(size)
    return para
p('岑梦瑶', bold=True, size=20)
p('公关经理 ｜ 深圳 ｜ 电话：139-2688-0517 ｜ 邮箱：cenmengyao@foxmail.com')
p('个人概述', bold=True, size=13)
p('十二年品牌传播与公共关系经验，其中九年服务于汽车行业，熟悉新车上市传播、媒体关系维护与危机公关处置。')
p('工作经历', bold=True, size=13)
p('比亚迪汽车工业有限公司（比亚迪股份有限公司旗下）　品牌及公关处　公关经理　2021年3月 - 至今', bold=True)
p('• 负责王朝网、海洋网多款新车上市的媒体传播方案，年均组织发布会及媒体试驾活动 20 余场；')
p('• 管理 6 人公关团队（直接下属），负责团队目标制定、绩效考核与媒体资源分配；')
p('• 建立 7×24 小时舆情监测与危机响应机制，重大负面舆情平均响应时间缩短至 2 小时以内。')
p('蔚来汽车（上海蔚来汽车有限公司）　用户发展与传播部　高级公关专员　2017年8月 - 2021年2月', bold=True)
p('• 参与 ES8、ES6 上市传播及 NIO Day 媒体沟通，维护核心汽车垂直媒体与财经媒体关系；')
p('• 撰写企业新闻稿、高管发言稿及社交媒体内容，单篇稿件最高阅读量超 300 万。')
p('蓝色光标传播集团　汽车事业部　客户经理　2014年7月 - 2017年7月', bold=True)
p('• 服务客户：一汽-大众、广汽丰田、华为终端，负责年度传播规划与媒体执行；')
p('• 统筹车展期间客户新闻中心运营及媒体邀约。')
p('教育背景', bold=True, size=13)
p('复旦大学管理学院　工商管理硕士（MBA，在职）　2024年9月 - 至今（在读，预计 2027 年毕业）')
p('中国传媒大学　新闻学　本科　2010年9月 - 2014年6月')
p('专业技能', bold=True, size=13)
p('媒体关系、危机公关、舆情监测（清博、识微）、新闻稿撰写、活动策划；英语 CET-6')
p('荣誉奖项', bold=True, size=13)
p('2023 年 金旗奖 年度公关人物')
out = os.path.join(os.path.dirname(__file__), '..', 'cvs', '岑梦瑶-简历.docx')
d.save(out); print('wrote', out)
