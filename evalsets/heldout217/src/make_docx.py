"""Build the Chinese DOCX (paragraphs only) for 葛雁秋."""
from docx import Document
from docx.shared import Pt
P = [
 ("h", "葛雁秋"),
 ("p", "销售总监 ｜ 上海 ｜ 139 1620 4418 ｜ geyanqiu@outlook.com"),
 ("h2", "个人概述"),
 ("p", "18 年 B2B 企业软件销售经验，其中 8 年 SaaS 大客户销售与团队管理。擅长从 0 到 1 搭建区域销售团队、制造业与零售行业大客户攻坚、续费与增购管理。"),
 ("h2", "工作经历"),
 ("b", "2021年9月 - 至今　北森云计算有限公司（北森 Beisen，HR SaaS）　华东大区销售总监"),
 ("p", "· 管理 35 人销售团队（含 4 名区域销售经理），覆盖上海、江苏、浙江；2024 年大区新签 ARR 1.2 亿元，完成率 118%。"),
 ("p", "· 推行 MEDDIC 商机管理方法，平均成单周期从 5.5 个月缩短到 4 个月。"),
 ("p", "· 2023 年与 Salesforce 中国合作伙伴签订渠道合作协议，拓展外资制造业客户。"),
 ("b", "2018年1月 - 2021年8月　钉钉（阿里巴巴集团）　大客户部"),
 ("p", "· 2020年1月 - 2021年8月　销售总监（华东）：带领 12 人团队，负责年营收 5000 万以上的大型企业数字化项目。"),
 ("p", "· 2018年1月 - 2019年12月　高级客户经理：签约 20 余家上市公司，2019 年获钉钉年度销冠。"),
 ("b", "2012年7月 - 2017年12月　甲骨文（中国）软件系统有限公司（Oracle）　客户经理 → 销售经理（2015年起）"),
 ("p", "· 负责华东区零售与快消行业 ERP、数据库许可销售，连续三年超额完成指标。"),
 ("b", "2008年7月 - 2012年6月　用友网络科技股份有限公司　销售代表"),
 ("p", "· 面向中小企业销售财务软件 U8，2011 年晋升为组长。"),
 ("h2", "教育背景"),
 ("p", "2019 - 2021　中欧国际工商学院　EMBA（高级管理人员工商管理硕士）"),
 ("p", "2004 - 2008　江西财经大学　市场营销　本科"),
 ("h2", "技能与证书"),
 ("p", "大客户销售、MEDDIC、SaaS 续费与增购、渠道管理、Salesforce CRM 与纷享销客 CRM 熟练使用；英语可作为工作语言（雅思 7.0）。"),
]
d = Document()
st = d.styles["Normal"]; st.font.name = "Noto Sans CJK SC"; st.font.size = Pt(10.5)
for kind, text in P:
    para = d.add_paragraph()
    run = para.add_run(text)
    if kind == "h": run.bold = True; run.font.size = Pt(18)
    elif kind == "h2": run.bold = True; run.font.size = Pt(13)
    elif kind == "b": run.bold = True
d.save("cvs/葛雁秋-销售总监.docx")
