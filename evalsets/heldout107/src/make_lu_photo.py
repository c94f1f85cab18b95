# 陆婉希 2026 简历: one Chinese page drawn with reportlab, printed, then "photographed" with Pillow.
import random, subprocess
from reportlab.lib.pagesizes import A4
from reportlab.pdfgen import canvas
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.cidfonts import UnicodeCIDFont
pdfmetrics.registerFont(UnicodeCIDFont("STSong-Light")); F = "STSong-Light"
PDF = "src/lu_wanxi_2026_page.pdf"
c = canvas.Canvas(PDF, pagesize=A4); W, H = A4
def wrap(text, width, size):
    out, cur = [], ""
    for ch in text:
        if pdfmetrics.stringWidth(cur + ch, F, size) > width: out.append(cur); cur = ""
        cur += ch
    out.append(cur); return out
y = H - 70
c.setFont(F, 24); c.drawCentredString(W / 2, y, "陆婉希"); y -= 22
c.setFont(F, 10); c.drawCentredString(W / 2, y, "深圳 ｜ 135 1098 7260 ｜ wendy.lu.scm@gmail.com ｜ 求职意向：供应链计划负责人"); y -= 30
def head(t):
    global y
    c.setFont(F, 13); c.drawString(60, y, t); c.setLineWidth(0.8); c.line(60, y - 5, W - 60, y - 5); y -= 22
def para(t, size=10, indent=0):
    global y
    c.setFont(F, size)
    for k, l in enumerate(wrap(t, W - 120 - indent - 10, size)):
        c.drawString(60 + indent + (10 if k else 0), y, l); y -= 15
def job(left, right):
    global y
    c.setFont(F, 11); c.drawString(60, y, left); c.setFont(F, 10); c.drawRightString(W - 60, y, right); y -= 17
head("工作经历")
job("安克创新科技股份有限公司（Anker Innovations）  高级供应计划经理", "2022.09 - 至今")
for t in ["- 负责充电类（Anker 充电器、移动电源）全球供应计划，管理 4 人计划团队（直属下属），年出货约 4,000 万台",
          "- 主导 Kinaxis RapidResponse 上线，打通需求计划—供应计划—产能约束，库存周转天数由 78 天降至 55 天",
          "- 主持月度 S&OP 供应评审，对接 ODM/EMS 工厂与关键物料（电芯、GaN 功率芯片）供应商"]: para(t)
y -= 6
job("小米集团  高级需求计划", "2021.01 - 2022.08")
job("小米集团  需求计划专员", "2019.08 - 2020.12")
for t in ["- 手机部 Redmi Note 系列东南亚、欧洲市场需求预测与 S&OP，预测准确率由 68% 提升至 81%",
          "- 参与 SAP IBP 需求计划模块试点上线，编写统计预测模型参数规范"]: para(t)
y -= 6
job("富士康（鸿海精密工业）  供应链分析员", "2015.07 - 2019.07")
para("- 笔记本/平板组装线物料需求计划（MRP），SAP ERP MM/PP 模块缺料跟踪")
y -= 10
head("教育背景")
job("中欧国际工商学院  MBA（兼读制，在读）", "2025.09 - 2027.06（预计）")
job("武汉理工大学  物流管理  管理学学士", "2011.09 - 2015.06")
y -= 10
head("证书与技能")
for t in ["- APICS CPIM（2020）；CSCP 备考中", "- 系统：Kinaxis RapidResponse、SAP IBP、SAP APO、SAP ERP（MM/PP）",
          "- 分析：SQL、Excel VBA、Power BI；Python（自学，未在工作中使用）", "- 语言：英语流利（IELTS 7.5）、粤语日常交流"]: para(t)
c.save()
subprocess.run(["pdftotext", "-layout", PDF, "src/lu_wanxi_2026_photo.txt"], check=True)
subprocess.run(["pdftoppm", "-r", "150", "-png", "-singlefile", PDF, "/tmp/lu_page"], check=True)
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(7)
im = Image.open("/tmp/lu_page.png").convert("RGB")
# paper on a dark desk
bg = Image.new("RGB", (im.width + 160, im.height + 160), (58, 50, 44))
bg.paste(im, (80, 80))
bg = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(58, 50, 44))
# shading: warm light from top-left, vignette
w, h = bg.size
grad = Image.new("L", (w, h))
gd = ImageDraw.Draw(grad)
for i in range(0, min(w, h) - 1, 4):
    v = int(255 - 70 * (i / min(w, h)))
    gd.rectangle([i, i, w, h], fill=v)
grad = grad.filter(ImageFilter.GaussianBlur(60))
shade = Image.merge("RGB", (grad, grad.point(lambda v: int(v * 0.97)), grad.point(lambda v: int(v * 0.9))))
bg = ImageChops.multiply(bg, shade)
vig = Image.new("L", (w, h), 0); ImageDraw.Draw(vig).ellipse([-w * 0.15, -h * 0.1, w * 1.15, h * 1.1], fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(120))
bg = Image.composite(bg, Image.new("RGB", (w, h), (20, 18, 16)), vig)
bg = bg.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((w, h), 18).convert("RGB")
bg = Image.blend(bg, ImageChops.multiply(bg, noise.point(lambda v: 200 + v // 5)), 0.35)
bg.save("cvs/IMG_20261103_194512.jpg", quality=82)
