"""Builds cvs/言梓琳_简历.docx (Chinese, paragraphs only, no tables)."""
import os
from docx import Document
from docx.shared import Pt

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs", "言梓琳_简历.docx")

doc = Document()
style = doc.styles["Normal"]
style.font.name = "Noto Sans CJK SC"
style.font.size = Pt(10.5)

def p(text, bold=False, size=None):
    para = doc.add_paragraph()
    run = para.add_run(text)
    run.bold = bold
    if size:
        run.font.size = Pt(size)
    return para

p("言梓琳", bold=True, size=20)
p("精算经理 ｜ 寿险定价与评估 ｜ 北美精算师（FSA）")
p("手机：186-1027-3358　邮箱：yanzilin_act@outlook.com　城市：上海")

p("工作经历", bold=True, size=13)
p("友邦人寿保险有限公司（友邦保险集团全资子公司）　精算部　2021年6月 - 至今", bold=True)
p("精算经理　2024年1月 - 至今")
p("• 管理 3 人定价团队，负责重疾险与增额终身寿险新产品定价、利润测试及监管报备。")
p("• 牵头 IFRS 17 合同服务边际（CSM）计量模型在 Prophet 中的搭建，月度评估周期由 12 个工作日缩短至 7 个工作日。")
p("高级精算师　2021年6月 - 2023年12月")
p("• 负责偿二代（C-ROSS）二期最低资本测算及季度偿付能力报告，使用 Prophet 与 SQL 搭建资产负债现金流模型。")
p("• 用 R 编写死亡率与退保率经验分析脚本，为假设回顾提供依据。")

p("瑞士再保险股份有限公司北京分公司　寿险与健康险定价　2018年2月 - 2021年5月", bold=True)
p("精算分析师")
p("• 为国内寿险公司提供重疾险再保险定价支持，完成发病率经验研究 20 余项。")
p("• 使用 Python 与 Excel VBA 自动化再保险账单核对流程，每月节省约 40 小时人工。")

p("中国人寿保险股份有限公司　总公司精算部　2015年7月 - 2015年8月", bold=True)
p("精算实习生（暑期实习）")
p("• 协助整理年金产品准备金评估数据，复核精算报告中的表格。")

p("教育背景", bold=True, size=13)
p("伊利诺伊大学厄巴纳-香槟分校（UIUC）　精算学　理学硕士　2016年8月 - 2017年12月")
p("中央财经大学　精算学　经济学学士　2012年9月 - 2016年6月")

p("资格证书", bold=True, size=13)
p("• 北美精算师协会（SOA）正式会员 FSA，2022 年取得；ASA，2019 年取得")
p("• 中国精算师协会 准精算师（2020）")

p("技能", bold=True, size=13)
p("Prophet、R、SQL、Python、Excel VBA；熟悉 IFRS 17、偿二代；了解 AXIS、MG-ALFA")
p("语言：普通话（母语）、英语（流利，可作为工作语言）")

p("其他", bold=True, size=13)
p("2016 年 中央财经大学 优秀毕业生；2019 年 北美精算师协会亚太年会 演讲嘉宾（议题：中国重疾险经验发生率）")

os.makedirs(os.path.dirname(OUT), exist_ok=True)
doc.save(OUT)
print("wrote", OUT)
