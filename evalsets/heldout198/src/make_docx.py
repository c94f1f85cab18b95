# Builds cvs/鄢明琛_安全工程师.docx (Chinese CV with tables).
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

doc = Document()
st = doc.styles["Normal"]
st.font.name = "Noto Sans CJK SC"; st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")

doc.add_heading("鄢明琛　个人简历", level=1)
doc.add_paragraph("电话：186 0113 5521　|　邮箱：yanmc.sec@qq.com　|　北京市海淀区")
doc.add_paragraph("目标岗位：银行/金融行业 安全架构师、安全团队负责人")

doc.add_heading("教育背景", level=2)
t = doc.add_table(rows=1, cols=4); t.style = "Table Grid"
for c, h in zip(t.rows[0].cells, ["时间", "学校", "专业", "学历"]):
    c.text = h
for row in [
    ("2019.09 – 2021.01", "北京邮电大学（在职）", "网络空间安全", "工程硕士（未完成，已退学）"),
    ("2011.09 – 2015.06", "西安电子科技大学", "信息安全", "工学学士"),
]:
    cells = t.add_row().cells
    for c, v in zip(cells, row):
        c.text = v

doc.add_heading("工作经历", level=2)
t2 = doc.add_table(rows=1, cols=3); t2.style = "Table Grid"
for c, h in zip(t2.rows[0].cells, ["时间", "单位 / 部门", "职位"]):
    c.text = h
for row in [
    ("2022年1月 - 至今", "中国工商银行 软件开发中心（北京）", "高级安全工程师、红队负责人"),
    ("2018年3月 - 2021年12月", "中国工商银行 软件开发中心（北京）", "安全工程师"),
    ("2015年7月 - 2018年2月", "北京奇虎科技有限公司（360）企业安全事业部", "安全工程师"),
    ("2014年7月 - 2014年9月", "北京神州绿盟科技有限公司（绿盟科技）", "渗透测试实习生"),
]:
    cells = t2.add_row().cells
    for c, v in zip(cells, row):
        c.text = v

doc.add_heading("工作内容", level=2)
for p in [
    "工商银行软件开发中心：带领 5 人红队，每年组织两次全行级攻防演练；负责手机银行、企业网银的应用安全评审和渗透测试，建立基于 Burp Suite 插件 + Python 的自动化漏洞回归平台。",
    "工商银行软件开发中心：2018–2021 年负责 SIEM 平台（Splunk）告警规则开发和 SOC 二线研判，主导核心系统等保三级测评整改。",
    "360 企业安全事业部：为政府和能源行业客户做渗透测试和应急响应，客户包括国家电网某省公司（客户项目，非雇主）；用 Go 编写内网资产扫描器。",
    "绿盟科技实习：协助 Web 漏洞扫描器规则编写。",
]:
    doc.add_paragraph(p, style="List Bullet")

doc.add_heading("证书与获奖", level=2)
t3 = doc.add_table(rows=1, cols=2); t3.style = "Table Grid"
for c, h in zip(t3.rows[0].cells, ["年份", "证书 / 奖项"]):
    c.text = h
for row in [
    ("2020", "CISSP（ISC²）"),
    ("2017", "OSCP（Offensive Security）"),
    ("2017", "第一届“强网杯”全国网络安全挑战赛 第三名（团队）"),
]:
    cells = t3.add_row().cells
    for c, v in zip(cells, row):
        c.text = v

doc.add_heading("技能", level=2)
doc.add_paragraph("渗透测试、代码审计、威胁建模；Burp Suite、Nmap、Metasploit、Splunk；Python、Go；了解 Rust、Kubernetes 安全（自学，未在工作中使用）。")
doc.save("../cvs/鄢明琛_安全工程师.docx")
print("ok")
