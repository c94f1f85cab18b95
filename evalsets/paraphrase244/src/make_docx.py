"""Build the two DOCX CVs into ../cvs/."""
from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

def maren():
    d = Document()
    d.add_heading("Maren Tveitdal", 0)
    d.add_paragraph("Revenue Manager · Amsterdam, NL · maren.tveitdal@outlook.com · +31 6 4812 7730")
    d.add_heading("Profile", 1)
    d.add_paragraph("Hotel revenue manager with nine years in pricing, forecasting and distribution for "
                    "full-service and midscale hotels in the Netherlands.")
    d.add_heading("Experience", 1)
    d.add_heading("Hilton — Hilton Amsterdam Airport Schiphol", 2)
    d.add_paragraph("Revenue Manager | 04/2022 - today")
    for b in ["Own transient and group pricing for a 433-room airport hotel in IDeaS G3 RMS and Opera PMS.",
              "Built Power BI pickup and pace dashboards shared with the cluster commercial team.",
              "Write SQL against the data warehouse for displacement analysis of group requests."]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("Accor — Novotel Amsterdam City", 2)
    d.add_paragraph("Revenue Analyst | 09/2017 - 03/2022")
    for b in ["Daily rate loading across Booking.com, Expedia and the Accor brand site; weekly forecast in Excel."]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("Mandarin Oriental Hong Kong", 2)
    d.add_paragraph("Front Office Trainee (internship) | 06/2016 - 12/2016")
    d.add_heading("Education", 1)
    t = d.add_table(rows=2, cols=3)
    t.style = "Table Grid"
    rows = [("2013 - 2017", "Bachelor of Business Administration in International Hospitality Management",
             "EHL Hospitality Business School (École hôtelière de Lausanne), Switzerland"),
            ("2025", "Certified Revenue Management Executive (CRME)", "HSMAI")]
    for r, vals in zip(t.rows, rows):
        for c, v in zip(r.cells, vals):
            c.text = v
    d.add_heading("Skills", 1)
    d.add_paragraph("IDeaS G3 RMS, Opera PMS, SQL, Power BI, Excel (advanced), Python (basic)")
    d.add_paragraph("Languages: Norwegian (native), English (fluent), Dutch (B2)")
    d.save(os.path.join(OUT, "Maren_Tveitdal_CV.docx"))

def mi():
    d = Document()
    d.add_heading("宓浩宇 — 个人简历", 0)
    d.add_paragraph("求职意向：高级 PCB Layout 工程师 ｜ 电话：159-6813-2275 ｜ 邮箱：mihaoyu_pcb@126.com ｜ 杭州")
    d.add_heading("教育背景", 1)
    t = d.add_table(rows=2, cols=4); t.style = "Table Grid"
    for c, v in zip(t.rows[0].cells, ["时间", "学校", "专业", "学历"]): c.text = v
    for c, v in zip(t.rows[1].cells, ["2014.09-2018.06", "杭州电子科技大学", "电子信息工程", "本科"]): c.text = v
    d.add_heading("工作经历", 1)
    t = d.add_table(rows=4, cols=4); t.style = "Table Grid"
    for c, v in zip(t.rows[0].cells, ["时间", "公司", "职位", "类型"]): c.text = v
    data = [("2022.01-至今", "新华三技术有限公司（H3C）", "高级 PCB Layout 工程师", "全职"),
            ("2018.07-2021.12", "新华三技术有限公司（H3C）", "PCB Layout 工程师", "全职"),
            ("2017.07-2017.12", "深圳市一博科技股份有限公司（EDADOC）", "PCB 设计实习生", "实习")]
    for r, vals in zip(t.rows[1:], data):
        for c, v in zip(r.cells, vals): c.text = v
    d.add_heading("主要工作内容", 2)
    for b in ["负责数据中心交换机主板（12.8T/25.6T）PCB 布局布线，板层 24-28 层，单板 100G PAM4 SerDes 走线。",
              "使用 Cadence Allegro 17.4 完成高速布线，配合 SI 工程师用 HyperLynx 做 PCIe 4.0 与 DDR4 仿真。",
              "制定 H3C 交换机产品线 Layout 设计规范（叠层、过孔背钻、等长规则），培训新人 6 名。"]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("证书与技能", 1)
    d.add_paragraph("IPC CID+ 认证设计师（2020）")
    d.add_paragraph("工具：Cadence Allegro、Mentor PADS、HyperLynx、AutoCAD、Excel")
    d.save(os.path.join(OUT, "宓浩宇_PCB_Layout.docx"))

maren(); mi()
