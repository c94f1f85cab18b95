"""Build the three DOCX CVs of heldout11 into ../cvs/."""
import os
from docx import Document
from docx.shared import Pt, Cm, RGBColor
from docx.oxml.ns import qn
from docx.enum.text import WD_ALIGN_PARAGRAPH

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")


def cjk(doc, font="宋体", size=10.5):
    st = doc.styles["Normal"]
    st.font.name = "Calibri"
    st.font.size = Pt(size)
    st.element.rPr.rFonts.set(qn("w:eastAsia"), font)


def heading(doc, text, color=(0x1F, 0x4E, 0x79)):
    p = doc.add_paragraph()
    r = p.add_run(text)
    r.bold = True
    r.font.size = Pt(13)
    r.font.color.rgb = RGBColor(*color)
    return p


def table(doc, rows, widths=None, style="Table Grid"):
    t = doc.add_table(rows=len(rows), cols=len(rows[0]))
    t.style = style
    for i, row in enumerate(rows):
        for j, cell in enumerate(row):
            t.cell(i, j).text = cell
            if widths:
                t.cell(i, j).width = Cm(widths[j])
    return t


# ---------------------------------------------------------------- 苏晓晴 (old CV, 2021)
def su_old():
    d = Document()
    cjk(d, "微软雅黑")
    p = d.add_paragraph()
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = p.add_run("苏晓晴")
    r.bold = True
    r.font.size = Pt(20)
    p = d.add_paragraph("产品经理 ｜ 135-0571-8826 ｜ suxq_pm@126.com ｜ 北京")
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    heading(d, "工作经历")
    d.add_paragraph().add_run("美团 到店事业群　2018.07 - 至今").bold = True
    d.add_paragraph("2020.07 - 至今　高级产品经理（到店餐饮 团购交易）")
    d.add_paragraph("2018.07 - 2020.06　产品经理（点评 App 内容社区）")
    for b in [
        "负责团购下单链路的产品设计，推动“随时退、过期退”改版，退款投诉率下降 37%。",
        "搭建商家券核销数据看板，与数据团队定义 12 个核心指标，自己写 SQL 做日常分析。",
        "主导大众点评笔记发布流程重构，日均 UGC 笔记发布量提升 22%。",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_paragraph().add_run("网易严选　2017.07 - 2017.09").bold = True
    d.add_paragraph("产品运营实习生：协助完成 618 大促会场搭建与活动复盘。", style="List Bullet")
    heading(d, "教育背景")
    d.add_paragraph("宁波大学　市场营销　管理学学士　2014.09 - 2018.06")
    heading(d, "技能与证书")
    d.add_paragraph("Axure、墨刀、Figma、SQL、用户访谈与可用性测试；PMP（2020）")
    heading(d, "自我评价")
    d.add_paragraph("三年互联网本地生活产品经验，擅长交易链路与内容社区，数据驱动，沟通顺畅。")
    d.save(os.path.join(OUT, "苏晓晴_简历_2021.docx"))


# ---------------------------------------------------------------- 韩志远 (table-based)
def han():
    d = Document()
    cjk(d, "宋体")
    p = d.add_paragraph()
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = p.add_run("个 人 简 历")
    r.bold = True
    r.font.size = Pt(18)
    heading(d, "基本信息")
    table(d, [
        ["姓名", "韩志远", "性别", "男"],
        ["出生年月", "1990年5月", "现居地", "杭州"],
        ["电话", "159-6813-2047", "邮箱", "hanzy_ic@qq.com"],
        ["应聘岗位", "数字IC设计 / CPU 微架构", "到岗时间", "一个月内"],
    ])
    heading(d, "教育经历")
    table(d, [
        ["时间", "学校", "专业", "学历"],
        ["2012.09-2015.03", "东南大学", "电路与系统", "硕士"],
        ["2008.09-2012.07", "西安电子科技大学", "微电子学", "本科"],
    ])
    heading(d, "工作经历")
    table(d, [
        ["时间", "公司", "职位", "主要工作"],
        ["2020/9-至今", "平头哥半导体有限公司（阿里巴巴集团）", "资深芯片设计专家",
         "玄铁 C9 系列 RISC-V 处理器的 L2 缓存与一致性总线设计负责人，带 5 人小组；主导 12nm 流片两次，一次成功。"],
        ["2018/1-2020/8", "华为技术有限公司 海思半导体", "高级数字IC设计工程师",
         "麒麟 SoC 的 DDR 控制器子系统 RTL 设计与时序收敛，使用 Verilog、SpyGlass、DC、PrimeTime。"],
        ["2015/4-2017/12", "华为技术有限公司 海思半导体", "数字IC设计工程师",
         "参与视频编解码 IP 的模块设计与 UVM 验证环境搭建。"],
    ])
    heading(d, "获奖与专利")
    table(d, [
        ["2014", "全国大学生集成电路创新创业大赛 一等奖（研究生组）"],
        ["2019", "发明专利：一种低功耗缓存行预取方法（第二发明人）"],
        ["2013", "Intel 杯 嵌入式系统设计邀请赛 优胜奖"],
    ])
    heading(d, "专业技能")
    d.add_paragraph("Verilog / SystemVerilog、UVM、SpyGlass、Design Compiler、PrimeTime、Perl、Python；了解 Chisel、FPGA 原型验证")
    d.save(os.path.join(OUT, "韩志远-数字IC设计.docx"))


# ---------------------------------------------------------------- Ethan Brooks (English, Heading styles)
def ethan():
    d = Document()
    d.styles["Normal"].font.name = "Calibri"
    d.styles["Normal"].font.size = Pt(10.5)
    d.add_heading("Ethan Brooks", 0)
    d.add_paragraph("Engineering Manager, Infrastructure Reliability · Seattle, WA · "
                    "ethan.brooks.sre@gmail.com · +1 206 555 0148")
    d.add_heading("Summary", 1)
    d.add_paragraph("Twelve years keeping large fleets up: SRE at Google, systems work at AWS, "
                    "and now leading the reliability org for Stripe's compute platform.")
    d.add_heading("Experience", 1)
    d.add_heading("Stripe — Seattle, WA", 2)
    d.add_paragraph("Engineering Manager, Infrastructure Reliability | 04/2023 - today")
    for b in [
        "Manage 9 engineers across two teams (compute platform SRE and incident tooling).",
        "Drove the move of payments API services to multi-region Kubernetes with Envoy-based failover; "
        "availability went from 99.95% to 99.995% over 18 months.",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_paragraph("Staff Site Reliability Engineer | 04/2021 - 03/2023")
    d.add_paragraph("Built the SLO and error-budget program (Prometheus, Thanos, Go tooling) used by 60+ services.",
                    style="List Bullet")
    d.add_heading("Amazon Web Services (AWS) — Seattle, WA", 2)
    d.add_paragraph("Senior Systems Development Engineer, EC2 Networking | 07/2018 - 03/2021")
    d.add_paragraph("Owned deployment safety for the VPC data plane; wrote canary analysis in Python and "
                    "automated rollbacks that cut customer-impacting deploy incidents by half.", style="List Bullet")
    d.add_heading("Google — Mountain View, CA", 2)
    d.add_paragraph("Site Reliability Engineer, Gmail | 09/2014 - 06/2018")
    d.add_paragraph("On-call for Gmail storage backends; capacity planning and Borg job tuning; "
                    "wrote postmortems and runbooks for 30+ incidents.", style="List Bullet")
    d.add_heading("Microsoft — Redmond, WA", 2)
    d.add_paragraph("Software Engineering Intern, Azure Storage | 05/2013 - 08/2013")
    d.add_heading("Education", 1)
    d.add_paragraph("Georgia Institute of Technology — M.S. Computer Science (OMSCS, online, part-time), "
                    "2019 - 2021, not completed (withdrew after five courses)")
    d.add_paragraph("University of Calgary — B.Sc. Computer Science, 2010 - 2014")
    d.add_heading("Certifications & Talks", 1)
    d.add_paragraph("Certified Kubernetes Administrator (CKA), 2020", style="List Bullet")
    d.add_paragraph("AWS Certified Solutions Architect – Professional, 2019", style="List Bullet")
    d.add_paragraph("Talk: \"Error budgets that engineers actually respect\", KubeCon + CloudNativeCon "
                    "North America 2022", style="List Bullet")
    d.add_heading("Skills", 1)
    d.add_paragraph("Kubernetes, Terraform, Envoy, Prometheus, Go, Python, Bash, Linux internals; "
                    "also familiar with Nomad and Ansible")
    d.save(os.path.join(OUT, "Ethan_Brooks_Resume.docx"))


if __name__ == "__main__":
    su_old()
    han()
    ethan()
    print("ok")
