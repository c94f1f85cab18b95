"""Builds the two DOCX CVs in ../cvs."""
from docx import Document
from docx.shared import Pt
from pathlib import Path
OUT = Path(__file__).resolve().parent.parent / "cvs"

def siyao_wen():
    d = Document()
    d.add_heading("Siyao Wen", 0)
    d.add_paragraph("Senior Risk Analyst | Shenzhen, China | siyao.wen.risk@outlook.com | +86 186 2075 3318")
    d.add_heading("Experience", 1)
    t = d.add_table(rows=1, cols=3); t.style = "Table Grid"
    h = t.rows[0].cells; h[0].text = "Dates"; h[1].text = "Employer"; h[2].text = "Role and work"
    rows = [
        ("04/2022 - today", "Ping An Property & Casualty Insurance Co. of China (平安产险), Shenzhen",
         "Senior Risk Analyst, Enterprise Risk Management. Build catastrophe-loss and reserve-risk models for the motor and agricultural lines in Python and SQL; report solvency (C-ROSS) risk indicators to the CRO office."),
        ("07/2019 - 03/2022", "Ping An Property & Casualty Insurance Co. of China, Shenzhen",
         "Risk Analyst. Monthly underwriting-risk dashboards in Tableau; claims-fraud scoring model (gradient boosting) for the auto-claims team."),
        ("06/2018 - 08/2018", "Guotai Junan Securities, Shanghai",
         "Summer Research Intern, Non-bank Financials team. Collected insurer solvency data and drafted sections of two sector reports."),
    ]
    for r in rows:
        c = t.add_row().cells
        for i, v in enumerate(r):
            c[i].text = v
    d.add_heading("Education", 1)
    d.add_paragraph("Zhejiang University, Hangzhou — B.Sc. in Statistics (2015 – 2019)")
    d.add_heading("Publications", 1)
    d.add_paragraph("Wen, S., Zhao, Q. (2021). Spatial correlation of crop-insurance losses and its pricing implications. Insurance Studies (保险研究), 2021(6): 45–58. — first author")
    d.add_heading("Skills & Certifications", 1)
    d.add_paragraph("Python (pandas, scikit-learn, statsmodels), SQL, R, Tableau, SAS; Chartered Enterprise Risk Analyst (CERA) exams in progress.")
    d.save(OUT / "Siyao_Wen_CV.docx")

def xin_yutang():
    d = Document()
    p = d.add_paragraph(); r = p.add_run("辛雨棠"); r.bold = True; r.font.size = Pt(20)
    d.add_paragraph("商品经理（服装零售） | 上海 | 电话 139 1820 6671 | 邮箱 xinyutang@qq.com")
    d.add_paragraph("个人简介").runs[0].bold = True
    d.add_paragraph("十余年快时尚与基础款服装商品企划经验，熟悉从季度商品计划、OTB 预算、上市节奏到门店调拨与降价的全流程。擅长用销售数据驱动补单与尺码配比，曾负责年销售额超过 6 亿元的品类。")
    d.add_paragraph("工作经历").runs[0].bold = True
    d.add_paragraph("2021年9月 - 至今　优衣库（迅销（中国）商贸有限公司）　商品经理，女装针织品类")
    d.add_paragraph("负责女装针织与 AIRism 品类的季度商品计划和 OTB，协调日本总部商品部与中国区供应链，品类销售额连续两年增长超过 15%。")
    d.add_paragraph("2019年4月 - 2021年8月　飒拉商业（上海）有限公司（ZARA，Inditex 集团）　高级商品企划")
    d.add_paragraph("负责华东区 60 家门店女装的商品分配与补货，建立周度畅滞销分析报表，季末库存周转提升 12%。")
    d.add_paragraph("2017年3月 - 2019年3月　飒拉商业（上海）有限公司（ZARA，Inditex 集团）　商品企划")
    d.add_paragraph("跟进西班牙总部每周两次上新，根据门店销售数据调整陈列与调拨。")
    d.add_paragraph("2014年7月 - 2017年2月　海恩斯莫里斯（上海）商业有限公司（H&M）　商品助理")
    d.add_paragraph("维护门店销售与库存报表，协助买手完成季度订货会。")
    d.add_paragraph("教育背景").runs[0].bold = True
    d.add_paragraph("2010年9月 - 2014年6月　苏州大学　纺织工程　学士")
    d.add_paragraph("其他").runs[0].bold = True
    d.add_paragraph("2023 年受邀担任中国国际大学生时装周新人设计大赛评委。")
    d.add_paragraph("技能：Excel（数据透视、VBA）、SQL 基础、Power BI、SAP Retail；英语 CET-6。")
    d.save(OUT / "辛雨棠_商品经理.docx")

if __name__ == "__main__":
    siyao_wen(); xin_yutang()
