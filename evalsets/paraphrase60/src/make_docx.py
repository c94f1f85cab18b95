"""Builds the two DOCX CVs into ../cvs/."""
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


def rui():
    d = Document()
    zh_font(d)
    d.add_heading("芮景澄", level=0)
    d.add_paragraph("高级天线工程师 ｜ 东莞 ｜ 手机：158 2216 7093 ｜ 邮箱：ruijingcheng@163.com")
    d.add_heading("教育背景", level=1)
    t = d.add_table(rows=1, cols=4)
    t.style = "Table Grid"
    for c, h in zip(t.rows[0].cells, ["时间", "学校", "专业", "学历"]):
        c.text = h
    for row in [
        ("2020.09–2023.06", "电子科技大学", "电子与通信工程", "工程硕士（非全日制）"),
        ("2011.09–2015.06", "西安电子科技大学", "电磁场与无线技术", "本科"),
    ]:
        cells = t.add_row().cells
        for c, v in zip(cells, row):
            c.text = v
    d.add_heading("工作经历", level=1)
    d.add_heading("立讯精密工业股份有限公司　高级天线工程师　2019年4月 - 至今", level=2)
    d.add_paragraph("负责手机及可穿戴设备 5G 毫米波 AiP 天线模组设计，使用 HFSS、CST 完成仿真与优化，主导 3 款量产项目的 OTA 测试整改。", style="List Bullet")
    d.add_paragraph("搭建天线暗室自动化测试脚本（Python），测试效率提升约 40%。", style="List Bullet")
    d.add_heading("中兴通讯股份有限公司　天线工程师　2015年7月 - 2019年3月", level=2)
    d.add_paragraph("参与 5G 基站 Massive MIMO 天线阵列研发，负责 64T64R 阵列单元与馈电网络设计。", style="List Bullet")
    d.add_heading("中兴通讯股份有限公司　天线部实习生　2014年7月 - 2014年8月", level=2)
    d.add_paragraph("协助完成基站天线近场测试数据整理。", style="List Bullet")
    d.add_heading("论文与专利", level=1)
    d.add_paragraph("何嘉琪，芮景澄，刘海波. A Compact Dual-Polarized Magnetoelectric Dipole for 5G Base Stations. IEEE Antennas and Wireless Propagation Letters, 2018.")
    d.add_paragraph("发明专利 3 项（第一发明人），其中“一种宽带双极化天线单元”已授权。")
    d.add_heading("学术服务与其他", level=1)
    d.add_paragraph("IEEE Transactions on Antennas and Propagation 期刊审稿人（2021 年至今）")
    d.add_paragraph("技能：HFSS、CST、ADS、MATLAB、Python；熟悉 3GPP 射频一致性测试")
    d.save(OUT / "芮景澄_简历.docx")


def samir_old():
    d = Document()
    d.add_heading("Samir Bhandarkar", level=0)
    d.add_paragraph("Singapore · +65 9127 4480 · samir.bhandarkar@gmail.com · CV updated March 2019")
    d.add_heading("Summary", level=1)
    d.add_paragraph("Engineering leader with 11+ years building payments and trading systems; currently running payments engineering for a Southeast Asian super-app's financial arm.")
    d.add_heading("Experience", level=1)
    d.add_heading("Grab Financial Group (GrabPay) — Head of Payments Engineering, Aug 2016 – present", level=2)
    d.add_paragraph("Lead 70 engineers across wallet, ledger and merchant acquiring; led the migration of the GrabPay ledger services from VMs to Kubernetes (EKS), cutting deploy time from hours to minutes.", style="List Bullet")
    d.add_heading("Goldman Sachs — Vice President, Technology, 2013 – Jul 2016", level=2)
    d.add_paragraph("Owned the low-latency FX pricing engine (Java) for Asia trading desks.", style="List Bullet")
    d.add_heading("Goldman Sachs — Associate, Technology, Jul 2010 – 2013", level=2)
    d.add_paragraph("Built settlement reconciliation services in Java and Sybase.", style="List Bullet")
    d.add_heading("Infosys — Software Engineer, Jul 2007 – Jun 2010", level=2)
    d.add_paragraph("Core-banking integration projects for European retail-bank clients.", style="List Bullet")
    d.add_heading("Deutsche Bank — Summer Technology Intern, May 2006 – Jul 2006", level=2)
    d.add_paragraph("Internship in Mumbai: wrote test harnesses for the trade-capture system.", style="List Bullet")
    d.add_heading("Education", level=1)
    t = d.add_table(rows=0, cols=3)
    t.style = "Table Grid"
    for row in [
        ("Georgia Institute of Technology", "MS Computer Science (online, part-time, OMSCS)", "2016 – expected Dec 2019"),
        ("Indian Institute of Technology Bombay", "B.Tech, Computer Science and Engineering", "2003 – 2007"),
    ]:
        cells = t.add_row().cells
        for c, v in zip(cells, row):
            c.text = v
    d.add_heading("Skills", level=1)
    d.add_paragraph("Java, Kotlin, Go, Kafka, Kubernetes, PostgreSQL, PCI-DSS, ISO 20022")
    d.save(OUT / "samir_bhandarkar_2019.docx")


if __name__ == "__main__":
    rui()
    samir_old()
