# Builds cvs/柏若曦_HRBP简历.docx (Chinese, one table per job).
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn
import os

OUT = os.path.join(os.path.dirname(__file__), "..", "cvs", "柏若曦_HRBP简历.docx")
d = Document()
st = d.styles["Normal"]
st.font.name = "Microsoft YaHei"; st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn("w:eastAsia"), "微软雅黑")

d.add_heading("柏若曦", level=0)
d.add_paragraph("高级HRBP ｜ 深圳 ｜ 电话：139-2268-0451 ｜ 邮箱：ruoxi.bai@qq.com")
d.add_paragraph("9年互联网行业人力资源经验，熟悉研发团队组织发展、绩效与人才盘点。")

d.add_heading("工作经历", level=1)

def job(rows, bullets):
    t = d.add_table(rows=0, cols=2)
    t.style = "Table Grid"
    for k, v in rows:
        c = t.add_row().cells
        c[0].text = k; c[1].text = v
    c = t.add_row().cells
    c[0].text = "工作内容"
    c[1].text = "\n".join(bullets)
    d.add_paragraph("")

job([("公司", "腾讯（深圳市腾讯计算机系统有限公司）"),
     ("部门", "微信事业群（WXG）人力资源中心"),
     ("职位", "高级HRBP"),
     ("时间", "2021年3月 - 至今")],
    ["对接微信支付与小程序两个研发中心共约 600 人，负责组织设计、年度绩效校准与晋升答辩组织；",
     "带领 3 人 HR 团队，负责招聘交付与员工关系，2023 年核心岗位招聘达成率 112%；",
     "主导 WXG 后台研发线年度人才盘点，搭建关键岗位继任者梯队。"])

job([("公司", "美团点评"),
     ("部门", "到店事业群 人力资源部"),
     ("职位", "HRBP"),
     ("时间", "2019年1月 - 2021年2月")],
    ["支持到店餐饮技术团队（约 250 人）的组织调整与绩效管理；",
     "推动 2020 年远程办公期间新员工入职流程线上化。"])

job([("公司", "美团点评"),
     ("部门", "到店事业群 人力资源部"),
     ("职位", "HR专员（管培生）"),
     ("时间", "2017年7月 - 2018年12月")],
    ["负责技术岗社招与校招执行、入离职手续办理及薪酬数据维护。"])

job([("公司", "字节跳动"),
     ("部门", "招聘中心"),
     ("职位", "招聘实习生"),
     ("时间", "2016年7月 - 2016年12月")],
    ["协助今日头条产品与运营岗位简历筛选、面试安排。"])

d.add_heading("教育背景", level=1)
t = d.add_table(rows=1, cols=4); t.style = "Table Grid"
for i, h in enumerate(["学校", "学历", "专业", "时间"]):
    t.rows[0].cells[i].text = h
for r in [("中山大学 岭南学院", "MBA（在职，在读）", "工商管理", "2024.09 - 至今"),
          ("中国人民大学", "本科", "人力资源管理", "2013.09 - 2017.06")]:
    c = t.add_row().cells
    for i, v in enumerate(r):
        c[i].text = v

d.add_heading("证书与技能", level=1)
d.add_paragraph("一级人力资源管理师（高级人力资源管理师）；北森、Moka 招聘系统；Excel 数据透视与薪酬分析。")
d.save(OUT)
print("wrote", OUT)
