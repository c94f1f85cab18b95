"""Builds the two DOCX CVs of paraphrase87."""
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH
import os
OUT = os.path.join(os.path.dirname(__file__), "..", "cvs")

def ji_wanqiu():
    d = Document()
    st = d.styles["Normal"]; st.font.name = "SimSun"; st.font.size = Pt(10.5)
    p = d.add_paragraph(); r = p.add_run("籍婉秋"); r.bold = True; r.font.size = Pt(20)
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    p = d.add_paragraph("供应链总监 ｜ 手机：186-0571-3392 ｜ 邮箱：jiwanqiu.scm@qq.com ｜ 杭州 / 厦门")
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    def h(t):
        p = d.add_paragraph(); r = p.add_run(t); r.bold = True; r.font.size = Pt(13)
    h("个人概述")
    d.add_paragraph("十七年服装与鞋服供应链经验，覆盖面料采购、成衣生产计划、海外工厂管理与物流网络规划。"
                    "擅长在快反（小单快返）模式下平衡交期、成本与库存周转。")
    h("工作经历")
    d.add_paragraph("2019年4月 - 至今　安踏体育用品集团有限公司　供应链总监（鞋服事业部）")
    d.add_paragraph("负责鞋服事业部从面料采购到区域仓的端到端供应链，管理 120 人团队和越南、柬埔寨两地的 46 家成衣与鞋类工厂；"
                    "推动需求预测与补货系统上线，使成品库存周转天数由 142 天降至 96 天。")
    d.add_paragraph("2022 年牵头建立可持续面料溯源体系，组织与联合利华等快消企业的供应链标杆交流，输出《鞋服行业碳足迹核算指引》内部版。")
    d.add_paragraph("2012年7月 - 2019年3月　利丰有限公司（Li & Fung）　采购经理 → 高级采购经理")
    d.add_paragraph("为欧美服装零售客户管理针织品采购，年采购额约 2.3 亿美元；在孟加拉与越南开发 20 余家新供应商。")
    d.add_paragraph("2009年7月 - 2012年6月　雅戈尔集团股份有限公司　生产计划专员")
    d.add_paragraph("负责衬衫工厂的月度排产与面辅料到货跟踪。")
    d.add_paragraph("2008年6月 - 2008年9月　埃森哲（Accenture）大中华区　管理咨询实习生")
    d.add_paragraph("参与一家运动品牌的渠道库存诊断项目，整理门店销售数据并撰写访谈纪要。")
    h("教育背景")
    d.add_paragraph("2015年9月 - 2018年6月　浙江大学管理学院　工商管理硕士（MBA，非全日制）")
    d.add_paragraph("2005年9月 - 2009年6月　东华大学　纺织工程　本科")
    h("证书与技能")
    d.add_paragraph("APICS CSCP 认证（2017）；SAP MM/PP 模块；Power BI；英语流利（雅思 7.0）")
    d.save(os.path.join(OUT, "籍婉秋-供应链总监-简历.docx"))

def vreeswijk_new():
    d = Document()
    st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)
    d.add_heading("Anneke Vreeswijk", level=0)
    d.add_paragraph("Country HR Director, China  |  Shanghai  |  anneke.vreeswijk@gmail.com  |  +86 185 2101 7730  |  CV updated October 2026")
    d.add_heading("Profile", level=1)
    d.add_paragraph("HR leader with 22 years in pharmaceuticals and HR advisory, the last nine in China. "
                    "Built organisations through two mergers and one commercial-model transformation.")
    d.add_heading("Experience", level=1)
    t = d.add_table(rows=1, cols=3); t.style = "Table Grid"
    hdr = t.rows[0].cells; hdr[0].text = "Period"; hdr[1].text = "Employer / role"; hdr[2].text = "Highlights"
    rows = [
        ("since 04/2023", "AstraZeneca China — Country HR Director",
         "Lead a 60-person HR function for about 17,000 employees; member of the China leadership team; redesigned sales-force incentive plans after the 2024 portfolio reorganisation."),
        ("2017 – 03/2023", "Novartis (China) — Head of HR Business Partnering, Oncology",
         "Moved to Shanghai in 2017; partnered the oncology business unit through a commercial-model transformation; ran talent reviews for 1,400 managers."),
        ("2009 – 2016", "Novartis Pharma AG, Basel — HR Business Partner, later Senior HRBP",
         "Supported global development functions; led the HR workstream of a site consolidation."),
        ("2004 – 2008", "Mercer, Amsterdam — Consultant, Rewards",
         "Full-time consultant running executive-pay benchmarking for Dutch and Belgian life-science clients."),
    ]
    for a, b, c in rows:
        cells = t.add_row().cells; cells[0].text = a; cells[1].text = b; cells[2].text = c
    d.add_heading("Education", level=1)
    d.add_paragraph("MSc Human Resource Studies, Tilburg University, 2002 – 2004")
    d.add_paragraph("BSc Psychology, Utrecht University, 1999 – 2002")
    d.add_heading("Other", level=1)
    d.add_paragraph("Speaker, Unilever-hosted Asia HR Leaders Roundtable, Singapore, 2024")
    d.add_paragraph("Languages: Dutch (native), English (fluent), German (good), Mandarin (conversational)")
    d.save(os.path.join(OUT, "Vreeswijk_CV_2026.docx"))

if __name__ == "__main__":
    ji_wanqiu(); vreeswijk_new()
