"""Builds the two DOCX CVs of heldout177 (feng_zhilan_简历.docx, 阮知微_简历_2026.docx)."""
from docx import Document
from docx.shared import Pt, Cm
from docx.enum.text import WD_TAB_ALIGNMENT
from docx.oxml.ns import qn
import os

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")


def base():
    d = Document()
    st = d.styles["Normal"]
    st.font.name = "Noto Sans CJK SC"
    st.font.size = Pt(10.5)
    st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")
    return d


def head(d, text):
    p = d.add_paragraph()
    r = p.add_run(text)
    r.bold = True
    r.font.size = Pt(13)
    return p


def tabline(d, left, right, bold=True):
    p = d.add_paragraph()
    p.paragraph_format.tab_stops.add_tab_stop(Cm(16.5), WD_TAB_ALIGNMENT.RIGHT)
    r = p.add_run(left)
    r.bold = bold
    p.add_run("\t" + right)
    return p


def bullet(d, text):
    return d.add_paragraph(text, style="List Bullet")


def feng():
    d = base()
    p = d.add_paragraph()
    r = p.add_run("冯知澜")
    r.bold = True
    r.font.size = Pt(20)
    d.add_paragraph("求职意向：宠物食品 / 宠物健康 高级产品经理　|　上海")
    d.add_paragraph("手机：186-1072-3348　|　邮箱：zhilan.feng.vet@qq.com")
    head(d, "个人简介")
    d.add_paragraph("兽医临床出身，五年小动物门诊经验后转型宠物食品产品经理，熟悉处方粮与功能性主粮的配方逻辑、"
                    "原料供应链与线上渠道（天猫、京东、抖音）的新品上市节奏。")
    head(d, "工作经历")
    tabline(d, "乖宝宠物食品集团股份有限公司　高级产品经理", "2023.07 - 至今")
    bullet(d, "负责“弗列加特”高端主粮线产品规划，管理 3 名产品经理，年销售额 4.2 亿元")
    bullet(d, "主导鲜肉烘焙粮上市，从配方立项到首发 9 个月，首年 GMV 1.1 亿元")
    tabline(d, "乖宝宠物食品集团股份有限公司　产品经理", "2021.03 - 2023.06")
    bullet(d, "负责处方粮与功能粮（肠胃、泌尿）产品定义，联合研发与兽医顾问团完成 6 款新品")
    tabline(d, "玛氏宠物营养（中国）有限公司　产品专员（皇家宠物食品品牌）", "2018.06 - 2021.02")
    bullet(d, "支持皇家处方粮在华东宠物医院渠道的推广，撰写产品培训材料，培训医院兽医 400 余人次")
    tabline(d, "瑞鹏宠物医疗集团（上海瑞鹏宠物医院）　主治兽医师", "2016.01 - 2018.05")
    bullet(d, "小动物内科门诊，日均接诊 25 例，擅长消化道与泌尿系统疾病")
    tabline(d, "瑞鹏宠物医疗集团（上海瑞鹏宠物医院）　执业兽医师", "2013.07 - 2015.12")
    head(d, "教育背景")
    tabline(d, "华中农业大学　兽医硕士（在职，专业学位）", "2015.09 - 2018.06")
    tabline(d, "中国农业大学　动物医学　学士（五年制）", "2008.09 - 2013.07")
    head(d, "证书与其他")
    d.add_paragraph("全国执业兽医资格证（2013）；皇家宠物食品 2019 年度“最佳渠道合作伙伴”奖由所在团队获得；"
                    "2024 年受邀在亚洲宠物展（Pet Fair Asia）做主题分享。")
    head(d, "技能")
    d.add_paragraph("产品规划、用户调研、配方评审、竞品分析、Excel 数据透视、SQL（基础）、Axure、飞书项目")
    d.save(os.path.join(OUT, "feng_zhilan_简历.docx"))


def ruan():
    d = base()
    p = d.add_paragraph()
    r = p.add_run("阮知微")
    r.bold = True
    r.font.size = Pt(20)
    d.add_paragraph("复旦大学化学系 有机化学方向 博士研究生")
    d.add_paragraph("电话：157-2190-6634　|　邮箱：zwruan22@m.fudan.edu.cn　|　更新于 2026 年 10 月")
    head(d, "教育背景")
    tabline(d, "复旦大学　化学系　有机化学　博士研究生（在读，预计 2027 年 6 月毕业）", "2023.09 - 至今")
    d.add_paragraph("导师：（略）；研究方向：可见光催化 C–H 键官能团化、不对称合成")
    tabline(d, "华东理工大学　化学与分子工程学院　有机化学　理学硕士", "2020.09 - 2023.06")
    tabline(d, "南京工业大学　化工学院　化学工程与工艺　工学学士", "2016.09 - 2020.06")
    head(d, "实习与工作经历")
    tabline(d, "药明康德（上海合全药业股份有限公司）　化学合成实习生", "2022.07 - 2023.08")
    bullet(d, "参与 3 个小分子原料药中间体的工艺路线开发，完成公斤级放大 2 次")
    tabline(d, "复旦大学化学系　本科生《有机化学实验》助教", "2024.02 - 2024.06")
    head(d, "发表论文")
    d.add_paragraph("1. Ruan, Z.; Lin, H.; Zhou, Q.* Photocatalytic site-selective C(sp3)–H amination of aliphatic amides. "
                    "J. Am. Chem. Soc. 2025, 147, 10231–10239.（第一作者）")
    d.add_paragraph("2. Lin, H.; Ruan, Z.; Zhou, Q.* Enantioselective radical cyclization enabled by chiral copper catalysis. "
                    "Angew. Chem. Int. Ed. 2024, 63, e202405512.（第二作者）")
    d.add_paragraph("3. Ruan, Z.; Xu, M.; Gao, L.* Metal-free oxidative coupling of indoles under visible light. "
                    "Org. Lett. 2022, 24, 8815–8820.（第一作者，硕士期间）")
    head(d, "荣誉奖励")
    d.add_paragraph("2025 博士研究生国家奖学金；2024 年中国化学会第 34 届学术年会墙报奖；2022 华东理工大学优秀硕士研究生")
    head(d, "技能")
    d.add_paragraph("有机合成、柱层析与 HPLC 纯化、NMR / HRMS 谱图解析、Gaussian（DFT 计算）、ChemDraw、Python（数据处理）")
    d.save(os.path.join(OUT, "阮知微_简历_2026.docx"))


if __name__ == "__main__":
    feng()
    ruan()
