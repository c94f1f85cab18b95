# Builds cvs/fu_yaqin_jianli.docx (Chinese, paragraphs only; the owner's name is only in the page footer and the file name)
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn
import os
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "..", "cvs", "fu_yaqin_jianli.docx")
d = Document()
st = d.styles["Normal"]; st.font.name = "Noto Sans CJK SC"; st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")
d.sections[0].footer.paragraphs[0].text = "符雅琴 · 个人简历 · 更新于2026年10月"
P = d.add_paragraph
h = P(); r = h.add_run("个人简历"); r.bold = True; r.font.size = Pt(18)
P("女 | 1991年10月 | 上海 | 手机：186 2105 3374 | 邮箱：yaqin.fu.sh@outlook.com")
P("求职方向：医疗器械 大客户经理／KA销售经理（心血管、重症方向）")
h = P(); h.add_run("工作经历").bold = True
P("美敦力（上海）管理有限公司 | 心血管业务部 | 2020/9-至今")
P("2023/4-至今 高级大客户经理（华东区）：负责上海、苏州12家三甲医院的冠脉和结构性心脏病产品线，年度指标1.1亿元，2024、2025年连续完成率超过105%；主导瑞金医院、中山医院的院内准入和带量采购续约谈判；用Salesforce CRM管理客户拜访与商机漏斗。")
P("2020/9-2023/3 大客户经理：接手上海6家核心医院，搭建关键意见领袖（KOL）网络，组织区域学术会议20余场；协同市场部完成新品药物球囊上市推广。")
P("深圳迈瑞生物医疗电子股份有限公司（迈瑞医疗）| 2014/7-2020/8")
P("2017/3-2020/8 区域销售经理（上海），负责监护和麻醉产品在上海二级医院的销售，年销售额从2800万增长到4600万元，管理2名销售代表。")
P("2014/7-2017/2 销售代表（生命信息与支持事业部），覆盖浦东新区8家医院；2015年度“新人销售之星”。")
P("2013年7-8月 迈瑞医疗 暑期实习生（临床应用支持），在深圳总部学习监护仪装机与培训。")
h = P(); h.add_run("教育背景").bold = True
P("2021.09-2023.06 上海交通大学 安泰经济与管理学院 工商管理硕士（MBA，在职）")
P("2010.09-2014.06 北京理工大学珠海学院 生物医学工程 工学学士")
h = P(); h.add_run("证书与培训").bold = True
P("医疗器械经营质量管理规范（GSP）培训证书；米勒·黑曼（Miller Heiman）战略销售课程结业；英语 CET-6")
h = P(); h.add_run("技能").bold = True
P("大客户管理、医院准入与招投标、带量采购谈判、学术推广、Salesforce CRM、Excel数据分析、Power BI")
h = P(); h.add_run("其他").bold = True
P("2019年曾获波士顿科学（Boston Scientific）区域经理职位录用，未接受。")
d.save(OUT)
print("wrote", OUT)
