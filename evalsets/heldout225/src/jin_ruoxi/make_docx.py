from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

paras = [
    ("title", "金若溪"),
    ("p", "数据科学家 ｜ 深圳 ｜ 电话：186-2039-7715 ｜ 邮箱：ruoxi.jin@outlook.com"),
    ("h", "求职意向"),
    ("p", "保险行业数据科学 / 风控建模方向，期望职位：数据科学专家或数据科学团队负责人。"),
    ("h", "工作经历"),
    ("p", "中国平安财产保险股份有限公司（平安产险）　总部数据科学部　高级数据科学家　2020年7月 - 至今"),
    ("b", "负责车险理赔反欺诈模型的迭代，使用 Python、XGBoost 与 LightGBM 建立团伙欺诈识别模型，年拦截可疑赔案金额约 1.2 亿元。"),
    ("b", "参与 UBI 车险定价项目，基于车载 OBD 与驾驶行为数据构建风险评分，配合精算团队完成费率因子设计与监管报备材料。"),
    ("b", "在 Hive/Spark SQL 上搭建理赔特征宽表，日均处理约 300 万条理赔与报案记录；推动模型监控看板上线。"),
    ("p", "众安在线财产保险股份有限公司　数据分析部　数据分析师　2018年7月 - 2020年6月"),
    ("b", "负责退货运费险、航旅险等互联网保险产品的赔付率分析与定价回测，编写 SQL 与 Python 报表脚本。"),
    ("b", "搭建用户分群与续保预测模型（逻辑回归），协助产品团队调整续保触达策略。"),
    ("p", "蚂蚁金服　数据分析实习生　2017年6月 - 2017年9月"),
    ("b", "在花呗风控团队协助清洗逾期样本数据，完成特征分箱与 WOE 编码脚本。"),
    ("h", "教育背景"),
    ("p", "佐治亚理工学院（Georgia Institute of Technology）　分析学硕士（Online Master of Science in Analytics，在职在读）　2023年1月 - 至今"),
    ("p", "西南财经大学　统计学　学士　2014年9月 - 2018年6月"),
    ("h", "证书与奖项"),
    ("p", "2022年 平安集团“科技赋能”优秀项目奖（团队）"),
    ("p", "2019年 天池“保险理赔预测”数据竞赛 Top 5%"),
    ("p", "CDA 数据分析师二级认证"),
    ("h", "专业技能"),
    ("p", "编程语言：Python、SQL、R、Scala"),
    ("p", "工具与框架：XGBoost、LightGBM、scikit-learn、Hive、Spark、Tableau、TensorFlow"),
    ("p", "业务领域：车险定价、理赔反欺诈、续保预测、赔付率分析"),
]

doc = Document()
st = doc.styles["Normal"]
st.font.name = "SimSun"
st.element.rPr.rFonts.set(qn("w:eastAsia"), "宋体")
st.font.size = Pt(10.5)
for kind, text in paras:
    if kind == "title":
        p = doc.add_paragraph()
        r = p.add_run(text); r.bold = True; r.font.size = Pt(20)
    elif kind == "h":
        p = doc.add_paragraph()
        r = p.add_run(text); r.bold = True; r.font.size = Pt(13)
    elif kind == "b":
        doc.add_paragraph("• " + text)
    else:
        doc.add_paragraph(text)
doc.save("../../cvs/金若溪_数据科学家简历.docx")
