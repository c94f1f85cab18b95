"""Builds the two DOCX CVs in ../cvs/."""
import os
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "cvs")


def cjk(doc):
    st = doc.styles["Normal"]
    st.font.name = "Noto Sans CJK SC"
    st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")
    st.font.size = Pt(10.5)


def liu_sizhe():
    d = Document()
    cjk(d)
    d.add_heading("柳思哲  个人简历", 0)
    d.add_paragraph("手机：186-2750-3318　｜　邮箱：liusizhe_hwtest@126.com　｜　现居：深圳市龙岗区")
    d.add_paragraph("求职意向：硬件测试经理 / 整机可靠性测试专家")
    d.add_heading("工作经历", 1)
    t = d.add_table(rows=1, cols=4)
    t.style = "Table Grid"
    for c, h in zip(t.rows[0].cells, ["时间", "公司", "部门", "职位"]):
        c.text = h
    rows = [
        ("2020年12月 - 至今", "荣耀终端有限公司", "手机产品线 整机测试部", "硬件测试专家"),
        ("2018年4月 - 2020年11月", "小米通讯技术有限公司", "手机部 硬件测试组", "高级硬件测试工程师"),
        ("2016年3月 - 2018年3月", "小米通讯技术有限公司", "手机部 硬件测试组", "硬件测试工程师"),
        ("2013年7月 - 2016年2月", "中兴通讯股份有限公司", "终端事业部", "硬件测试工程师"),
    ]
    for r in rows:
        cells = t.add_row().cells
        for c, v in zip(cells, r):
            c.text = v
    d.add_heading("主要工作内容", 2)
    for s in [
        "荣耀：负责 Magic 系列旗舰机型射频与功耗专项测试，搭建自动化整机跌落与温循测试台，单机型测试周期缩短 25%。",
        "荣耀：牵头制定折叠屏铰链寿命测试规范（20 万次开合），推动 3 家供应商整改。",
        "小米：负责小米 9、小米 10 系列主板 SI/PI 测试与 ESD 摸底，编写 Python 脚本驱动示波器与程控电源批量采集数据。",
        "中兴：参与 Blade 系列手机可靠性测试，执行高低温、盐雾、跌落等环境试验。",
    ]:
        d.add_paragraph(s, style="List Bullet")
    d.add_heading("实习经历", 1)
    d.add_paragraph("2012年7月 - 2012年9月　高通无线半导体技术（上海）有限公司　硬件测试实习生（暑期实习）")
    d.add_paragraph("协助进行骁龙参考设计板的功耗测试与数据整理。")
    d.add_heading("教育背景", 1)
    d.add_paragraph("2009年9月 - 2013年6月　华中师范大学　物理科学与技术学院　电子信息工程　本科")
    d.add_heading("技能与证书", 1)
    d.add_paragraph("示波器、频谱仪、综测仪（CMW500）操作；Python、LabVIEW；CET-6；ISTQB 基础级认证（2019）")
    d.save(os.path.join(OUT, "柳思哲_简历.docx"))


def gu_yuhan_en():
    d = Document()
    sec = d.sections[0]
    sec.footer.paragraphs[0].text = "Gu Yuhan · CV · updated October 2026"
    d.add_paragraph("Operations Manager — Cross-border E-commerce").runs[0].bold = True
    d.add_paragraph("Guangzhou, China | +86 139-0571-2864 | guyuhan.ops@foxmail.com")
    d.add_heading("Profile", 1)
    d.add_paragraph(
        "E-commerce operations manager with twelve years across marketplace and D2C retail: "
        "category planning, campaign operations for 11.11 / 618, live-commerce channels and "
        "overseas storefronts.")
    d.add_heading("Experience", 1)
    t = d.add_table(rows=1, cols=3)
    t.style = "Table Grid"
    for c, h in zip(t.rows[0].cells, ["Period", "Company & title", "What I did"]):
        c.text = h
    rows = [
        ("Mar 2023 – Present", "SHEIN (Guangzhou) — Operations Manager, Home & Living, EU storefronts",
         "Run a team of 9; own GMV and margin for the home category in 6 EU markets; grew category GMV 64% in 2024."),
        ("Jul 2018 – Feb 2023", "NetEase Yanxuan (网易严选), Hangzhou — E-commerce Operations Lead",
         "Ran Yanxuan's flagship stores on Tmall, JD, Douyin and Kuaishou; built the live-commerce schedule with 40+ streamers."),
        ("Jul 2014 – Jun 2018", "Tmall, Alibaba Group, Hangzhou — Category Operations Specialist → Category Operations Manager",
         "Home-appliance category; merchant onboarding and 11.11 campaign planning."),
    ]
    for r in rows:
        cells = t.add_row().cells
        for c, v in zip(cells, r):
            c.text = v
    d.add_heading("Education", 1)
    d.add_paragraph("B.A. in Marketing, Sun Yat-sen University, Guangzhou, 2010 – 2014")
    d.add_paragraph("Executive certificate in Digital Retail (online, 8 weeks), INSEAD, 2021")
    d.add_heading("Skills", 1)
    d.add_paragraph("SQL, Excel/Power BI, Tmall & JD merchant back-ends, Amazon Seller Central, Mandarin, English (IELTS 7.5)")
    d.save(os.path.join(OUT, "resume_ops_2026.docx"))


if __name__ == "__main__":
    liu_sizhe()
    gu_yuhan_en()
