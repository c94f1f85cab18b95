"""Builds the two DOCX CVs in ../cvs/ (run with src/.venv/bin/python)."""
import os
from docx import Document
from docx.shared import Pt

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "cvs")


def table(doc, rows, header=None):
    n = len(rows[0])
    t = doc.add_table(rows=0, cols=n)
    t.style = "Table Grid"
    if header:
        cells = t.add_row().cells
        for i, h in enumerate(header):
            cells[i].text = h
    for r in rows:
        cells = t.add_row().cells
        for i, v in enumerate(r):
            cells[i].text = v
    return t


def bai_yufei():
    d = Document()
    d.add_heading("柏雨霏 个人简历", 0)
    table(d, [["姓名", "柏雨霏", "性别", "女"],
              ["电话", "186-0371-5528", "邮箱", "baiyufei.work@qq.com"],
              ["现居地", "河南郑州", "求职意向", "连锁餐饮 加盟拓展 / 区域运营"]])
    d.add_heading("工作经历", 1)
    table(d, [
        ["2019.04–至今", "蜜雪冰城股份有限公司", "加盟拓展经理（华中大区）",
         "负责河南、湖北两省加盟商招募与门店选址评估，累计签约新店 420 余家；用 SQL 从门店 POS 数据库拉取同商圈销售数据，搭建选址评分模型；开店选址辅助参考百度地图 API 的人流热力数据"],
        ["2017.06–2019.03", "星巴克（中国）· 星巴克企业管理（中国）有限公司", "区域经理（郑州）",
         "管理郑州 9 家门店的运营与人员，区域同店销售增长 11%"],
        ["2014.07–2017.05", "星巴克（中国）· 星巴克企业管理（中国）有限公司", "门店经理",
         "由值班主管晋升为门店经理，负责单店排班、库存与损耗控制"],
    ], header=["时间", "公司", "职位", "主要工作"])
    d.add_heading("教育背景", 1)
    table(d, [["2010.09–2014.06", "厦门大学嘉庚学院", "市场营销", "本科（管理学学士）"]],
          header=["时间", "学校", "专业", "学历"])
    d.add_heading("技能与证书", 1)
    d.add_paragraph("SQL、Excel（数据透视表、VLOOKUP）、门店 P&L 分析；食品安全管理员证")
    d.add_heading("荣誉", 1)
    d.add_paragraph("2022 年度蜜雪冰城华中大区“拓展之星”")
    d.save(os.path.join(OUT, "柏雨霏_加盟拓展经理.docx"))


def yue_qingrong():
    d = Document()
    p = d.add_paragraph()
    r = p.add_run("YUE Qingrong (岳清蓉)")
    r.bold = True
    r.font.size = Pt(18)
    d.add_paragraph("yueqingrong2004@outlook.com | +86 150-1093-3176 | Beijing")
    d.add_heading("Education", 1)
    d.add_paragraph("Central University of Finance and Economics (CUFE), Beijing — B.Econ. in Finance, Sep 2022 – Jun 2026. GPA 3.78/4.0, rank 9/162")
    d.add_paragraph("Exchange semester: University of Amsterdam, School of Economics, Feb 2025 – Jun 2025")
    d.add_heading("Experience", 1)
    d.add_paragraph("CITIC Securities, Research Department (Non-bank Financials team) — Research Intern, 06/2025 - 09/2025", style="List Bullet")
    d.add_paragraph("Built an earnings model for 6 listed brokerages in Excel and Wind; drafted sections of two sector reports on wealth-management fee reform.", style="List Bullet 2")
    d.add_paragraph("Research Assistant to Prof. Li Ming, School of Finance, CUFE — 2024 – 2025 (part-time, unpaid)", style="List Bullet")
    d.add_paragraph("Cleaned STAR Market IPO data and ran event-study regressions in Stata.", style="List Bullet 2")
    d.add_heading("Publications", 1)
    d.add_paragraph("Yue, Q., & Li, M. (2025). Retail investor attention and IPO underpricing: Evidence from China's STAR Market. Economics Letters, 247, 112215.")
    d.add_heading("Awards", 1)
    d.add_paragraph("National Finalist, Baidu Astar Developer Competition, 2024 (team of three; data-analysis track)")
    d.add_paragraph("First-class Academic Scholarship, CUFE, 2023 and 2024")
    d.add_heading("Skills", 1)
    d.add_paragraph("Stata, Python (pandas), SQL, Wind, Excel/VBA; English IELTS 7.5")
    d.add_heading("Other", 1)
    d.add_paragraph("Declined a 2025 summer internship offer from CICC (Investment Banking Division).")
    d.save(os.path.join(OUT, "Yue_Qingrong_CV_2026.docx"))


if __name__ == "__main__":
    bai_yufei()
    yue_qingrong()
