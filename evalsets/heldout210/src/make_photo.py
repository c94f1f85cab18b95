"""Turns tex/cwf-1.png (rendered page of chang_wanfeng_2026.tex) into a phone photo of a printout."""
import random
from PIL import Image, ImageFilter, ImageDraw, ImageEnhance
random.seed(210)
page = Image.open("tex/cwf-1.png").convert("RGB")
W, H = page.size
bg = Image.new("RGB", (int(W * 1.12), int(H * 1.08)), (92, 78, 64))  # wooden desk
bg.paste(page, (int(W * 0.06), int(H * 0.04)))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# shading: darker towards the lower right, vignette
w, h = img.size
shade = Image.new("L", (w, h), 0)
dr = ImageDraw.Draw(shade)
for i in range(0, 256, 4):
    dr.ellipse([-w * 0.2 + i * 1.2, -h * 0.2 + i * 1.2, w * 1.2 - i * 1.2, h * 1.2 - i * 1.2], fill=i)
shade = shade.filter(ImageFilter.GaussianBlur(80))
dark = ImageEnhance.Brightness(img).enhance(0.62)
img = Image.composite(img, dark, shade)
grad = Image.linear_gradient("L").resize((w, h)).rotate(35, expand=False)
img = Image.composite(ImageEnhance.Brightness(img).enhance(0.85), img, grad.point(lambda v: v // 3))
img = img.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((w, h), 18).convert("RGB")
img = Image.blend(img, noise, 0.06)
img = ImageEnhance.Color(img).enhance(0.9)
img.save("../cvs/IMG_20260914_193208.jpg", quality=82)
