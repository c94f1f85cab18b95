"""Builds cvs/苗书瑾_简历_2022.docx (old CV of Miao Shujin, written mid-2022): one table per job."""
from docx import Document
from docx.shared import Pt
import os
here = os.path.dirname(os.path.abspath(__file__))
out = os.path.join(here, "..", "cvs", "苗书瑾_简历_2022.docx")
d = Document()
st = d.styles["Normal"]; st.font.name = "Noto Sans CJK SC"; st.font.size = Pt(10.5)
d.add_heading("苗书瑾", level=0)
d.add_paragraph("收益经理 ｜ 电话：186-2173-5508 ｜ 邮箱：shujin.miao@outlook.com ｜ 上海")
d.add_paragraph("更新于 2022年6月")
d.add_heading("个人简介", level=1)
d.add_paragraph("六年高星级酒店收益管理经验，熟悉动态定价、渠道分销与需求预测，能够独立制定年度预算与定价策略。")
d.add_heading("工作经历", level=1)
jobs = [
    [("公司", "上海浦东丽思卡尔顿酒店（万豪国际集团）"), ("职位", "收益经理"), ("时间", "2019.03 - 至今"),
     ("职责", "负责酒店客房与会议收益策略，直接向酒店总经理汇报；使用 IDeaS G3 收益管理系统与 Opera PMS 进行每日定价与超售控制；2021 年在疫情恢复期实现 RevPAR 同比增长 34%。")],
    [("公司", "上海静安香格里拉大酒店"), ("职位", "收益分析师"), ("时间", "2016.07 - 2019.02"),
     ("职责", "每日编制 pick-up 与竞争对手价格报表（Excel、SQL）；维护 OTA 渠道价格一致性（携程、Booking.com）。")],
    [("公司", "锦江国际酒店管理有限公司"), ("职位", "前厅部实习生"), ("时间", "2015.07 - 2015.09"),
     ("职责", "暑期实习，负责前台入住与客户投诉处理。")],
]
for job in jobs:
    t = d.add_table(rows=0, cols=2); t.style = "Table Grid"
    for k, v in job:
        r = t.add_row().cells; r[0].text = k; r[1].text = v
    d.add_paragraph("")
d.add_heading("教育背景", level=1)
t = d.add_table(rows=1, cols=4); t.style = "Table Grid"
for c, h in zip(t.rows[0].cells, ["学校", "专业", "学历", "时间"]):
    c.text = h
r = t.add_row().cells
for c, v in zip(r, ["中山大学", "旅游管理", "本科", "2012.09 - 2016.06"]):
    c.text = v
d.add_heading("证书与技能", level=1)
d.add_paragraph("eCornell 酒店收益管理证书（Cornell University 在线证书课程，2020）")
d.add_paragraph("技能：IDeaS G3、Opera PMS、Excel（高级）、SQL、英语（雅思 7.5）")
d.save(out)
print("wrote", out)
