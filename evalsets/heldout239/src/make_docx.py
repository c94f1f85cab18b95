"""Builds cvs/龚思琦_简历.docx (Chinese, paragraphs only, no tables)."""
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn
import pathlib

OUT = pathlib.Path(__file__).resolve().parent.parent / "cvs" / "龚思琦_简历.docx"

doc = Document()
st = doc.styles["Normal"]
st.font.name = "Noto Sans CJK SC"
st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")
st.font.size = Pt(10.5)

def h(text):
    p = doc.add_paragraph()
    r = p.add_run(text)
    r.bold = True
    r.font.size = Pt(13)

def para(text, bold=False):
    p = doc.add_paragraph()
    r = p.add_run(text)
    r.bold = bold
    return p

t = doc.add_paragraph()
r = t.add_run("龚思琦")
r.bold = True
r.font.size = Pt(20)
para("流行病学 / 慢性病流行病学　|　副研究员")
para("电话：139-1170-2864　　邮箱：gongsiqi_epi@126.com　　北京市昌平区")

h("求职意向")
para("慢性病流行病学研究、真实世界研究（RWE）、公共卫生数据分析相关岗位")

h("工作经历")
para("中国疾病预防控制中心　慢性非传染性疾病预防控制中心（慢病中心）", bold=True)
para("副研究员　2023年1月 - 至今")
para("• 牵头全国慢性病及其危险因素监测（覆盖 302 个监测点）中高血压与糖尿病模块的数据清理、加权与年度报告撰写，使用 R（survey 包）和 SAS 完成复杂抽样加权估计；")
para("• 主持国家自然科学基金青年项目“空气污染长期暴露与 2 型糖尿病发病的队列研究”（2024–2026），负责研究设计、多水平模型与孟德尔随机化分析；")
para("• 作为项目骨干参与《中国居民营养与慢性病状况报告（2025年）》编写，负责糖尿病章节。")
para("助理研究员　2019年7月 - 2022年12月")
para("• 参与新冠疫情期间慢性病患者就医中断的快速调查，设计抽样方案并用 Stata 完成分析；")
para("• 负责慢病监测数据库的 R 数据处理流程标准化，编写内部培训材料并为省级疾控中心授课 6 次。")

h("教育背景")
para("复旦大学　公共卫生学院　流行病与卫生统计学　博士（硕博连读）　2014年9月 - 2019年6月", bold=True)
para("博士论文：中国中老年人群血压轨迹与心血管事件风险的队列研究")
para("2017年9月 - 2018年8月　国家留学基金委联合培养博士生，约翰斯·霍普金斯大学彭博公共卫生学院（Johns Hopkins Bloomberg School of Public Health）流行病学系")
para("南京医科大学　预防医学　医学学士（五年制）　2009年9月 - 2014年6月", bold=True)

h("代表性论文")
para("1. Gong S, Wang L, Zhang M, et al. Trends in hypertension prevalence, awareness, treatment and control among Chinese adults, 2013–2022: a nationally representative survey. The Lancet Public Health. 2023;8(11):e850–e861.（第一作者）")
para("2. 龚思琦, 李明, 赵文华. 中国成年人糖尿病前期流行特征分析. 中华流行病学杂志, 2024, 45(3): 321-328.（第一作者、通讯作者）")
para("3. Li Y, Gong S, Hu FB, et al. Long-term exposure to fine particulate matter and incident type 2 diabetes in China: a prospective cohort study. BMJ. 2021;375:e066843.（第二作者）")
para("4. Gong S, Chen X. Blood pressure trajectories and cardiovascular events in middle-aged and older Chinese adults. American Journal of Epidemiology. 2020;189(9):1012–1021.")

h("专业技能")
para("统计软件：R（熟练，tidyverse / survey / lme4 / TwoSampleMR）、SAS、Stata；Python 入门")
para("方法：复杂抽样调查分析、队列研究设计、多水平模型、生存分析、孟德尔随机化")
para("语言：英语（IELTS 7.5），可用英文撰写论文并作学术报告")

h("其他")
para("2022年 中华预防医学会 青年科技奖")
para("《中华流行病学杂志》审稿人")
doc.save(OUT)
print("wrote", OUT)
