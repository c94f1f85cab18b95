# Builds cvs/屠晓岚_个人简历.docx (Chinese, one table per job)
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn
import os
out = os.path.join(os.path.dirname(__file__), "..", "cvs", "屠晓岚_个人简历.docx")
d = Document()
st = d.styles["Normal"]; st.font.name = "Noto Sans CJK SC"; st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")
d.add_heading("屠晓岚", level=1)
d.add_paragraph("生鲜品类经理 ｜ 手机：186 2173 5509 ｜ 邮箱：tuxiaolan_retail@126.com ｜ 福州")
d.add_heading("个人概述", level=2)
d.add_paragraph("十一年零售采购与品类管理经验，熟悉生鲜供应链、供应商谈判与门店陈列优化，带领团队完成年度品类规划。")
d.add_heading("工作经历", level=2)
jobs = [
  [("公司", "永辉超市股份有限公司（福州总部）"), ("时间", "2022年4月 - 至今"), ("职位", "生鲜品类经理（水果、蔬菜）"),
   ("职责与业绩", "负责华东、华南两大区水果品类的选品、定价与促销规划，年销售额约 18 亿元；带领 6 人品类团队，负责团队招聘与绩效考核；主导与 40 余家产地供应商的年度谈判，毛利率提升 1.8 个百分点。")],
  [("公司", "盒马鲜生（阿里巴巴集团）上海"), ("时间", "2020年4月 - 2022年3月"), ("职位", "高级采购（晋升）"),
   ("职责与业绩", "负责进口水果直采，建立智利车厘子、新西兰奇异果产地直采渠道；用 SQL 和 Excel 分析门店损耗数据，推动日日鲜系列损耗率下降 2.3%。")],
  [("公司", "盒马鲜生（阿里巴巴集团）上海"), ("时间", "2018年7月 - 2020年3月"), ("职位", "采购专员"),
   ("职责与业绩", "负责蔬菜品类日常订货、到货质检与供应商对账。")],
  [("公司", "沃尔玛（中国）投资有限公司 · 山姆会员店 深圳"), ("时间", "2015年7月 - 2018年6月"), ("职位", "管理培训生（采购方向）"),
   ("职责与业绩", "轮岗门店运营、配送中心与采购部，参与会员商店自有品牌 Member's Mark 坚果系列选品。")],
]
for rows in jobs:
    t = d.add_table(rows=0, cols=2); t.style = "Table Grid"
    for k, v in rows:
        c = t.add_row().cells; c[0].text = k; c[1].text = v
    d.add_paragraph("")
d.add_heading("实习经历", level=2)
t = d.add_table(rows=0, cols=2); t.style = "Table Grid"
for k, v in [("公司", "家乐福（中国）杭州分公司"), ("时间", "2014年暑期"), ("职位", "采购部实习生"), ("内容", "协助干货品类价格调研与陈列检查。")]:
    c = t.add_row().cells; c[0].text = k; c[1].text = v
d.add_heading("教育背景", level=2)
t = d.add_table(rows=1, cols=4); t.style = "Table Grid"
for i, h in enumerate(["时间", "学校", "专业", "学历"]): t.rows[0].cells[i].text = h
for r in [("2023.09 - 至今", "华东师范大学", "工商管理（在职 MBA）", "硕士在读，预计 2027 年毕业"),
          ("2011.09 - 2015.06", "上海财经大学浙江学院", "市场营销", "本科")]:
    c = t.add_row().cells
    for i, v in enumerate(r): c[i].text = v
d.add_heading("技能与证书", level=2)
d.add_paragraph("品类管理、供应商谈判、SAP MM、Excel、SQL、Power BI、Python、Tableau")
d.add_paragraph("2019 年中国连锁经营协会“生鲜创新案例”获奖团队成员")
d.save(out)
print("saved", out)
