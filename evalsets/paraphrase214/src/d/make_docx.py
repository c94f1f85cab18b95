# builds cvs/卫语澄_验证工程师.docx (Chinese, tables) and cvs/cv_sre_2022.docx (English, name only in footer)
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn
import os
OUT = os.path.join(os.path.dirname(__file__), "..", "..", "cvs")

def zh_doc():
    d = Document()
    st = d.styles["Normal"]; st.font.name = "Noto Sans CJK SC"; st.font.size = Pt(10.5)
    st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")
    d.add_heading("个人简历", 0)
    t = d.add_table(rows=3, cols=4); t.style = "Table Grid"
    cells = [("姓名", "卫语澄", "性别", "女"),
             ("电话", "186-2218-0947", "邮箱", "weiyucheng_val@163.com"),
             ("现居地", "天津市经济技术开发区", "求职意向", "验证主管 / 高级验证工程师")]
    for r, row in enumerate(cells):
        for c, v in enumerate(row):
            t.cell(r, c).text = v
    d.add_heading("教育背景", 1)
    t = d.add_table(rows=3, cols=4); t.style = "Table Grid"
    rows = [("时间", "学校", "专业", "学历"),
            ("2024.09–至今", "天津大学（非全日制）", "生物与医药", "工程硕士（在读）"),
            ("2014.09–2018.06", "天津科技大学", "生物工程", "本科 / 工学学士")]
    for r, row in enumerate(rows):
        for c, v in enumerate(row):
            t.cell(r, c).text = v
    d.add_heading("工作经历", 1)
    d.add_paragraph("2020年3月 - 至今　康希诺生物股份有限公司（CanSino Biologics）　验证工程师；2023年1月起任高级验证工程师")
    for b in ["负责原液车间与制剂车间生产线设备、公用系统（纯化水、注射用水、洁净压缩空气）的 IQ/OQ/PQ，编写并执行验证方案与报告 60 余份。",
              "使用 Kaye Validator AVS 完成冻干机、湿热灭菌柜的温度分布与热穿透验证，主导 3 次药监飞行检查中验证模块的迎检。",
              "对标 Moderna 等 mRNA 疫苗企业公开的工艺验证实践，参与编写公司 mRNA 平台中试车间验证总计划（VMP）。"]:
        d.add_paragraph(b, style="List Bullet")
    d.add_paragraph("2018年7月 - 2020年2月　华北制药集团有限责任公司　QA专员（全职）")
    d.add_paragraph("负责偏差、变更控制台账管理，参与无菌粉针车间清洁验证。", style="List Bullet")
    d.add_heading("实习经历", 1)
    d.add_paragraph("2017年7月 - 2017年9月　药明生物（WuXi Biologics，无锡）　质量保证实习生")
    d.add_paragraph("协助整理批生产记录审核清单，参与一次供应商审计的资料准备。", style="List Bullet")
    d.add_heading("发表论文", 1)
    d.add_paragraph("卫语澄，孟庆华，赵立新. 人用狂犬病疫苗冻干工艺验证中的温度分布研究[J]. 中国生物制品学杂志，2023，36(5)：590-594.（第一作者）")
    d.add_heading("培训与证书", 1)
    t = d.add_table(rows=2, cols=2); t.style = "Table Grid"
    t.cell(0, 0).text = "2021"; t.cell(0, 1).text = "北京协和医学院 药品GMP继续教育培训班（结业）"
    t.cell(1, 0).text = "2019"; t.cell(1, 1).text = "ISPE 中国 无菌工艺验证研讨会 参会"
    d.add_heading("专业技能", 1)
    d.add_paragraph("GMP / GAMP 5、验证生命周期管理、Kaye Validator、Minitab、SQL、Python、英语 CET-6")
    d.save(os.path.join(OUT, "卫语澄_验证工程师.docx"))

def sre_old():
    d = Document()
    d.sections[0].footer.paragraphs[0].text = "Tomasz Rydzewski — CV — page 1"
    d.add_heading("Site Reliability Engineer", 0)
    d.add_paragraph("Kraków, Poland · +48 601 337 218 · t.rydzewski.sre@gmail.com · github.com/trydz")
    d.add_heading("Summary", 1)
    d.add_paragraph("SRE with five years of production operations on large-scale cloud and edge networks. I like boring, well-instrumented systems and blameless post-mortems.")
    d.add_heading("Experience", 1)
    d.add_paragraph("Fastly — Site Reliability Engineer, Edge Cloud Platform (remote, EU) — Apr 2021 – Present")
    for b in ["On-call for the global POP fleet; cut mean time to mitigate for cache-node incidents from 41 to 17 minutes.",
              "Wrote Go tooling that drains and re-admits POPs automatically during kernel rollouts."]:
        d.add_paragraph(b, style="List Bullet")
    d.add_paragraph("Alibaba Cloud (Alibaba Group) — Site Reliability Engineer, International Region Operations (Singapore) — Aug 2017 – Mar 2021")
    for b in ["Ran capacity planning and change management for ECS and SLB in the ap-southeast-1 region.",
              "Migrated alerting from Zabbix to Prometheus and Alertmanager for 9,000 hosts."]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("Education", 1)
    t = d.add_table(rows=2, cols=3); t.style = "Table Grid"
    t.cell(0, 0).text = "Georgia Institute of Technology (OMSCS, online, part-time)"; t.cell(0, 1).text = "MS Computer Science (in progress)"; t.cell(0, 2).text = "2021 – "
    t.cell(1, 0).text = "Warsaw University of Technology"; t.cell(1, 1).text = "BSc Computer Science"; t.cell(1, 2).text = "2013 – 2017"
    d.add_heading("Skills", 1)
    d.add_paragraph("Linux, Kubernetes, Terraform, Go, Python, Prometheus, Grafana, BGP basics, Varnish/VCL")
    d.save(os.path.join(OUT, "cv_sre_2022.docx"))

zh_doc(); sre_old()
