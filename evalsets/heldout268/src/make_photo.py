"""Turns the rendered page of pang_minghui_2026_zh.pdf into a phone photo (no text layer)."""
import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(268)
page = Image.open("pang_page-1.png").convert("RGB")
W, H = page.size
canvas = Image.new("RGB", (W + 160, H + 200), (92, 78, 66))   # wooden desk
canvas.paste(page, (80, 90))
canvas = canvas.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 66))
# lighting gradient / vignette
grad = Image.new("L", canvas.size)
gd = ImageDraw.Draw(grad)
cw, ch = canvas.size
for y in range(ch):
    v = int(255 - 70 * (y / ch))
    gd.line([(0, y), (cw, y)], fill=v)
vign = Image.new("L", canvas.size, 0)
ImageDraw.Draw(vign).ellipse([-cw * 0.15, -ch * 0.1, cw * 1.15, ch * 1.1], fill=255)
vign = vign.filter(ImageFilter.GaussianBlur(120))
mask = ImageChops.multiply(grad, vign)
shade = Image.merge("RGB", [mask, mask, mask.point(lambda p: int(p * 0.93))])
canvas = ImageChops.multiply(canvas, shade)
canvas = canvas.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise(canvas.size, 18).convert("RGB")
canvas = Image.blend(canvas, ImageChops.multiply(canvas, noise.point(lambda p: 200 + p // 5)), 0.35)
canvas.save("../cvs/IMG_20261108_194512.jpg", quality=82)
