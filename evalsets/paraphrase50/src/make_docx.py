"""Builds the two DOCX CVs in ../cvs (run with the venv python)."""
from pathlib import Path
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

CVS = Path(__file__).resolve().parent.parent / "cvs"


def zh_font(doc):
    st = doc.styles["Normal"]
    st.font.name = "Noto Sans CJK SC"
    st.font.size = Pt(10.5)
    st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")


def ge_mingrui():
    d = Document()
    zh_font(d)
    d.add_heading("戈明睿  个人简历", level=0)
    d.add_paragraph("求职意向：电池管理系统（BMS）算法 / 架构    现居：上海嘉定")
    d.add_paragraph("手机：186 2150 7736    邮箱：ge.mingrui@outlook.com")
    d.add_heading("教育背景", level=1)
    t = d.add_table(rows=2, cols=4)
    t.style = "Table Grid"
    for i, h in enumerate(["时间", "学校", "专业", "学历"]):
        t.cell(0, i).text = h
    for i, v in enumerate(["2011.09 - 2015.06", "浙江大学 电气工程学院", "电气工程及其自动化", "工学学士"]):
        t.cell(1, i).text = v
    d.add_heading("工作经历", level=1)
    d.add_heading("蔚来汽车（NIO）电池系统部    高级 BMS 算法工程师    2021年3月 - 至今", level=2)
    for b in [
        "负责 100kWh 电池包的 SOC/SOH 估计算法，在换电站场景下把 SOC 估计误差控制在 2% 以内。",
        "主导电池热失控预警模型，从电芯电压、温度和绝缘阻抗多信号融合，已在 ET7、ES8 车型量产。",
        "对标 Tesla Model 3 电池包，完成竞品 BMS 拆解分析报告（内部项目）。",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("华为数字能源技术有限公司    BMS 软件工程师    2017年7月 - 2021年2月", level=2)
    for b in [
        "负责储能系统电池簇的均衡控制策略与 AUTOSAR 架构下的 BMS 底层软件开发。",
        "用 MATLAB/Simulink 搭建电池等效电路模型并完成 HIL 台架验证。",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("宁德时代新能源科技股份有限公司（CATL）    电池管理系统开发工程师    2015年7月 - 2017年6月", level=2)
    d.add_paragraph("参与乘用车电池包 BMS 从板级测试到整车标定的全过程，编写 CAN 通信协议与故障诊断代码。", style="List Bullet")
    d.add_heading("论文", level=1)
    d.add_paragraph("Ge M., Lin H., Zhao Y. Temperature-aware SOC estimation for LFP packs using an adaptive extended Kalman filter. Journal of Power Sources, 2020.（第一作者）")
    d.add_heading("技能与证书", level=1)
    d.add_paragraph("C / 嵌入式 C，MATLAB/Simulink，AUTOSAR，CANoe，Python；ISO 26262 功能安全工程师认证（2022）")
    d.save(CVS / "戈明睿-BMS工程师.docx")


def delphine_new():
    d = Document()
    d.add_heading("Delphine Arkwright", level=0)
    d.add_paragraph("Growth & lifecycle marketing  |  London  |  delphine.arkwright@gmail.com  |  +44 7911 562 304")
    d.add_paragraph("CV updated October 2026")
    d.add_heading("Profile", level=1)
    d.add_paragraph("Growth marketer who has run acquisition, activation and retention for consumer apps at scale. "
                    "Comfortable owning a P&L, writing SQL, and arguing with finance about attribution.")
    d.add_heading("Experience", level=1)
    rows = [
        ("Jun 2024 – Present", "Revolut, London", "Head of Growth, UK Retail",
         "Own paid and lifecycle acquisition for UK retail; grew monthly funded accounts 37% year on year while holding CAC flat."),
        ("Apr 2020 – May 2024", "Booking.com, Amsterdam", "Senior Growth Marketing Manager",
         "Ran the app-install and re-engagement programme for 11 European markets; built the holdout-based incrementality framework."),
        ("Sep 2017 – Mar 2020", "Booking.com, Amsterdam", "Growth Marketing Manager",
         "Launched the Genius loyalty onboarding journey in Braze; owned CRM experiments."),
        ("Sep 2015 – Aug 2017", "Unilever, London", "Graduate Marketing Trainee (Future Leaders Programme)",
         "Rotations in brand, e-commerce and media buying."),
        ("Jun 2014 – Aug 2014", "Bain & Company, London", "Summer Associate Intern",
         "Customer-segmentation work for a retail due-diligence case."),
    ]
    t = d.add_table(rows=0, cols=3)
    t.style = "Table Grid"
    for dates, org, title, what in rows:
        c = t.add_row().cells
        c[0].text = dates
        c[1].text = org
        c[2].text = f"{title}\n{what}"
    d.add_heading("Education", level=1)
    d.add_paragraph("BSc Economics, London School of Economics and Political Science (LSE), 2012 – 2015")
    d.add_heading("Skills", level=1)
    d.add_paragraph("SQL, Amplitude, Braze, Google Ads, Meta Ads, AppsFlyer, Looker; French (native), English (native)")
    d.save(CVS / "Delphine_Arkwright_CV_2026.docx")


if __name__ == "__main__":
    ge_mingrui()
    delphine_new()
