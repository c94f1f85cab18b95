"""Build the two DOCX CVs of paraphrase44 into ../cvs/."""
from pathlib import Path
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

OUT = Path(__file__).resolve().parent.parent / "cvs"


def zh_font(doc):
    st = doc.styles["Normal"]
    st.font.name = "Noto Sans CJK SC"
    st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")
    st.font.size = Pt(10.5)


def qi_yuanhang():
    d = Document()
    zh_font(d)
    d.add_heading("祁远航", 0)
    d.add_paragraph("嵌入式软件工程师（整车控制 / BMS）｜ 上海 ｜ 139-1620-5831 ｜ qiyuanhang@foxmail.com")
    d.add_heading("教育背景", 1)
    t = d.add_table(rows=3, cols=4)
    t.style = "Table Grid"
    rows = [("时间", "学校", "专业", "学历"),
            ("2018年9月 - 2021年6月", "西安交通大学", "电子信息", "工程硕士（非全日制）"),
            ("2012年9月 - 2016年6月", "合肥工业大学", "电气工程及其自动化", "工学学士")]
    for r, vals in zip(t.rows, rows):
        for c, v in zip(r.cells, vals):
            c.text = v
    d.add_heading("工作经历", 1)
    d.add_paragraph("蔚来汽车（NIO）　2020年7月 - 至今　上海").runs[0].bold = True
    d.add_paragraph("高级嵌入式软件工程师（2023年1月 - 至今）；嵌入式软件工程师（2020年7月 - 2022年12月）")
    for b in ["负责 ET5/ET7 车型 BMS 主控软件（AUTOSAR Classic、C 语言），完成 SOC 估算模块重构，估算误差降至 2% 以内。",
              "搭建基于 HIL 台架的自动化回归测试流水线，固件发布周期从 4 周缩短到 10 天。",
              "作为主机厂一方参与 腾讯智能出行 车机生态合作项目的 CAN 信号对接（合作方，非雇佣）。"]:
        d.add_paragraph(b, style="List Bullet")
    d.add_paragraph("比亚迪汽车工业有限公司　2016年7月 - 2020年6月　西安").runs[0].bold = True
    d.add_paragraph("嵌入式工程师，第十四事业部 电控软件组")
    for b in ["开发电机控制器（MCU）底层驱动与 CAN/UDS 诊断协议栈，基于 FreeRTOS。",
              "参与百度 Apollo 开放平台合作项目的线控底盘接口联调（由百度方提供平台，本人为比亚迪方工程师）。"]:
        d.add_paragraph(b, style="List Bullet")
    d.add_paragraph("海思半导体（华为）　2015年7月 - 2015年9月　深圳").runs[0].bold = True
    d.add_paragraph("芯片验证实习生：编写 SoC 外设寄存器级测试用例。")
    d.add_heading("技能", 1)
    d.add_paragraph("C / C++、AUTOSAR Classic、FreeRTOS、CAN / CAN FD / UDS、Simulink 代码生成、CANoe、Python 测试脚本")
    d.add_heading("证书", 1)
    d.add_paragraph("ISO 26262 功能安全工程师（TÜV 莱茵，2022）")
    d.save(OUT / "祁远航-嵌入式-简历.docx")


def beatrice():
    d = Document()
    d.add_heading("Beatrice Ndlovu", 0)
    d.add_paragraph("Senior UX Researcher · Stockholm, Sweden · beatrice.ndlovu@proton.me · +46 70 412 88 09")
    d.add_heading("Profile", 1)
    d.add_paragraph("Mixed-methods UX researcher with a psychology background. I run diary studies, contextual "
                    "inquiry and large-scale surveys, and I like turning messy qualitative data into decisions "
                    "product teams can act on within a sprint.")
    d.add_heading("Experience", 1)
    t = d.add_table(rows=4, cols=3)
    t.style = "Table Grid"
    rows = [("Dates", "Role and company", "What I did"),
            ("04/2022 - today", "Senior UX Researcher, Spotify (Stockholm)",
             "Lead researcher for podcast discovery; ran a 9-market diary study that reshaped the Home feed roadmap."),
            ("09/2019 - 03/2022", "UX Researcher, Booking.com (Amsterdam)",
             "Owned research for the accommodation-partner extranet; built the partner research panel (2,400 hosts)."),
            ("summer 2018", "UX Research Intern, Amazon Devices (Seattle)",
             "Usability studies for Echo Show setup flows; 12-week internship.")]
    for r, vals in zip(t.rows, rows):
        for c, v in zip(r.cells, vals):
            c.text = v
    d.add_heading("Education", 1)
    for p in ["MSc Human-Computer Interaction, University College London (UCL), 2017 – 2019",
              "PhD programme in Psychology, University of Cape Town, 2015 – 2016 (withdrew before completion)",
              "BA (Hons) Psychology, University of Cape Town, 2011 – 2014"]:
        d.add_paragraph(p, style="List Bullet")
    d.add_heading("Community", 1)
    d.add_paragraph("Reviewer, ACM CHI Late-Breaking Work track, 2023 and 2024", style="List Bullet")
    d.add_paragraph("Speaker, UXinsight Festival 2024 (talk on diary studies at scale)", style="List Bullet")
    d.add_heading("Tools", 1)
    d.add_paragraph("Dovetail, Qualtrics, UserTesting, Figma, R (tidyverse), SQL basics")
    d.save(OUT / "Beatrice_Ndlovu_CV.docx")


if __name__ == "__main__":
    qi_yuanhang()
    beatrice()
