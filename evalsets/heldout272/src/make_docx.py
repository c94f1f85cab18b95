# Builds cvs/lingqiuyan_resume.docx (Chinese, plain paragraphs only).
from docx import Document
from docx.shared import Pt
import os
paras = [
 "凌秋雁 个人简历",
 "手机：135-6418-2270　邮箱：ling.qiuyan@163.com　现居：上海市长宁区",
 "求职意向：护理部主任 / 护士长（综合医院或国际医院）",
 "工作经历",
 "上海和睦家医院（United Family Healthcare，私立国际医院）　外科病房护士长　2020/9-至今",
 "全面负责 42 张床位外科病房的护理管理，管理 32 名护士及护理助理，负责排班、绩效考核与新员工带教。",
 "牵头病房护理质量改进（PDCA），住院患者跌倒发生率两年下降 40%；参与医院 JCI 复评审准备工作。",
 "复旦大学附属华山医院　神经外科　主管护师　2017/1-2020/8",
 "负责神经外科重症监护单元的危重患者护理，担任科室带教老师，指导实习护士约 60 人次。",
 "复旦大学附属华山医院　神经外科　护士　2012/7-2016/12",
 "从事神经外科术后护理与围手术期健康宣教。",
 "教育背景",
 "复旦大学护理学院　护理硕士（MNS，在职）　2024年9月 - 至今（在读）",
 "上海中医药大学　护理学　本科　2008年9月 - 2012年6月",
 "证书与荣誉",
 "护士执业证书；主管护师资格（2016 年取得）；美国心脏协会（AHA）BLS / ACLS 证书",
 "2019 年上海市“优秀护士”称号",
 "技能",
 "护理质量管理、护理信息系统（HIS/EMR）、Excel 数据统计、英语（CET-6，可用英语与外籍患者沟通）",
]
d = Document()
st = d.styles["Normal"]; st.font.size = Pt(10.5)
for p in paras:
    d.add_paragraph(p)
out = os.path.join(os.path.dirname(__file__), "..", "cvs", "lingqiuyan_resume.docx")
d.save(out)
print("wrote", out)
