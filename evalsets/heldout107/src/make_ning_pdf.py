# 宁柏川 简历: two-column Chinese résumé (left sidebar + right main column).
# TeX Live/ctex was not installed on this machine, so it is drawn with reportlab (CID font STSong-Light).
from reportlab.lib.pagesizes import A4
from reportlab.pdfgen import canvas
from reportlab.lib.colors import HexColor, white, black
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.cidfonts import UnicodeCIDFont
pdfmetrics.registerFont(UnicodeCIDFont("STSong-Light"))
F = "STSong-Light"
OUT = "cvs/宁柏川_简历.pdf"
c = canvas.Canvas(OUT, pagesize=A4); W, H = A4
SB = 190
c.setFillColor(HexColor("#24465f")); c.rect(0, 0, SB, H, stroke=0, fill=1)
def wrap(text, width, size):
    out, cur = [], ""
    for ch in text:
        if pdfmetrics.stringWidth(cur + ch, F, size) > width:
            out.append(cur); cur = ""
        cur += ch
    out.append(cur); return out
# ---- left column
y = H - 60
c.setFillColor(white); c.setFont(F, 24); c.drawString(20, y, "宁柏川"); y -= 20
c.setFont(F, 10); c.drawString(20, y, "热管理 / 热系统工程师"); y -= 30
def lhead(t):
    global y
    c.setFont(F, 12); c.drawString(20, y, t); c.setStrokeColor(white); c.line(20, y - 4, SB - 20, y - 4); y -= 20
def lline(t, size=9):
    global y
    c.setFont(F, size)
    for l in wrap(t, SB - 40, size):
        c.drawString(20, y, l); y -= 13
lhead("联系方式")
for t in ["电话：138 1762 4409", "邮箱：ning.baichuan@163.com", "现居：上海市嘉定区", "出生年份：1995"]: lline(t)
y -= 10; lhead("教育背景")
lline("上海理工大学", 10); lline("动力工程 工程硕士（非全日制）"); lline("2021.09 – 2024.06"); y -= 6
lline("华中科技大学", 10); lline("能源与动力工程 工学学士"); lline("2013.09 – 2017.06"); lline("GPA 3.6/4.0，专业前 15%"); y -= 10
lhead("专业技能")
for t in ["CFD：ANSYS Fluent、STAR-CCM+", "一维系统仿真：GT-SUITE、AMESim", "三维设计：CATIA V5、NX",
          "编程：Python、MATLAB/Simulink", "其他：Abaqus、ANSYS Mechanical（课程学习）", "英语：CET-6"]: lline(t)
y -= 10; lhead("获奖与证书")
for t in ["2016 全国大学生节能减排社会实践与科技竞赛 二等奖", "2019 比亚迪汽车工程研究院 年度优秀员工", "华中科技大学 国家励志奖学金（2015）"]: lline(t)
# ---- right column
x0 = SB + 25; RW = W - x0 - 35
y = H - 60
c.setFillColor(black)
def rhead(t):
    global y
    c.setFillColor(HexColor("#24465f")); c.setFont(F, 14); c.drawString(x0, y, t)
    c.setStrokeColor(HexColor("#24465f")); c.setLineWidth(1.2); c.line(x0, y - 5, W - 35, y - 5); y -= 24; c.setFillColor(black)
def job(head, dates, sub, bullets):
    global y
    c.setFont(F, 11); c.drawString(x0, y, head); c.setFont(F, 9.5); c.drawRightString(W - 35, y, dates); y -= 15
    if sub:
        c.setFont(F, 9.5); c.setFillColor(HexColor("#555555")); c.drawString(x0, y, sub); c.setFillColor(black); y -= 14
    c.setFont(F, 9.5)
    for b in bullets:
        ls = wrap(b, RW - 12, 9.5)
        for k, l in enumerate(ls):
            c.drawString(x0 + (0 if k == 0 else 10), y, ("- " if k == 0 else "") + l); y -= 13
    y -= 8
rhead("个人简介")
c.setFont(F, 9.5)
for l in wrap("9 年新能源汽车热管理开发经验，覆盖动力电池包液冷、电驱油冷与整车热泵空调系统，熟悉从概念仿真、台架验证到量产问题闭环的完整流程。", RW, 9.5):
    c.drawString(x0, y, l); y -= 13
y -= 10
rhead("工作经历")
job("蔚来汽车（NIO）  高级热管理工程师", "2023.01 – 至今", "整车热管理部 ｜ 上海嘉定", [
    "负责 NT3 平台 900V 电池包液冷板与热泵集成模块的热设计，带领 2 名工程师完成快充工况（5C）温升仿真与台架标定",
    "用 ANSYS Fluent 与 STAR-CCM+ 建立电芯—液冷板—冷却液三维共轭传热模型，仿真与试验温差控制在 ±1.5°C 以内",
    "牵头供应商（三花智控、拓普集团）热泵阀件 DV/PV 验证，解决冬季低温制热衰减问题"])
job("蔚来汽车（NIO）  热管理工程师", "2020.07 – 2022.12", "整车热管理部", [
    "ES8/ES6 电驱系统油冷回路设计，GT-SUITE 一维热管理系统建模，支持 NEDC/WLTC 续航能耗分析",
    "参与换电电池包热失控防护方案，完成 3 轮热扩散试验"])
job("比亚迪汽车工业有限公司  热管理工程师", "2017.07 – 2020.06", "汽车工程研究院 ｜ 深圳坪山", [
    "刀片电池包冷却系统结构设计（CATIA V5），负责汉 EV 电池包液冷板流道优化，压降降低 18%",
    "整理热管理 DFMEA，跟进量产爬坡阶段售后热相关问题"])
job("宁德时代（CATL）  热管理实习生", "2016.07 – 2016.09", "电池系统研发中心 ｜ 福建宁德", [
    "协助完成电池模组风冷方案对比试验与数据整理"])
rhead("项目亮点")
c.setFont(F, 9.5)
for t in ["- 900V 高压平台 5C 超充电池包热管理（蔚来，2023–2025），专利 2 项（一作 1 项）",
          "- 汉 EV 刀片电池包液冷板流道优化（比亚迪，2019）"]:
    for l in wrap(t, RW, 9.5): c.drawString(x0, y, l); y -= 13
c.save()
