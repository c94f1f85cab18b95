"""Turns page-1.png (pdftoppm -r 150 of wan_ziheng_2026.pdf) into a phone-photo-like JPEG without a text layer."""
import random
from pathlib import Path
from PIL import Image, ImageFilter, ImageDraw, ImageChops

HERE = Path(__file__).resolve().parent
random.seed(43)
img = Image.open(HERE / "page-1.png").convert("RGB")
w, h = img.size
# paper slightly warm, on a darker table
paper = ImageChops.multiply(img, Image.new("RGB", img.size, (246, 240, 228)))
canvas = Image.new("RGB", (int(w * 1.08), int(h * 1.06)), (92, 84, 76))
canvas.paste(paper, (int(w * 0.04), int(h * 0.03)))
canvas = canvas.rotate(-2.2, resample=Image.BICUBIC, fillcolor=(92, 84, 76))
# crop a bit, like a hand-held shot
cw, ch = canvas.size
canvas = canvas.crop((int(cw * 0.02), int(ch * 0.015), int(cw * 0.985), int(ch * 0.99)))
# vignette + one-sided shading
cw, ch = canvas.size
mask = Image.new("L", (cw, ch), 0)
d = ImageDraw.Draw(mask)
for i in range(60):
    v = int(255 * (i / 60) ** 0.6)
    d.ellipse((-cw * 0.35 + i * cw * 0.007, -ch * 0.3 + i * ch * 0.006,
               cw * 1.35 - i * cw * 0.007, ch * 1.3 - i * ch * 0.006), fill=v)
mask = mask.filter(ImageFilter.GaussianBlur(80))
dark = Image.new("RGB", (cw, ch), (40, 36, 32))
canvas = Image.composite(canvas, dark, mask)
grad = Image.linear_gradient("L").rotate(90).resize((cw, ch))
shade = Image.merge("RGB", [grad.point(lambda p: 255 - p // 5)] * 3)
canvas = ImageChops.multiply(canvas, shade)
canvas = canvas.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise((cw, ch), 18).convert("RGB")
canvas = Image.blend(canvas, ImageChops.multiply(canvas, ImageChops.invert(noise).point(lambda p: 200 + p // 5)), 0.5)
canvas.save(HERE.parent / "cvs" / "IMG_20261103_142215.jpg", quality=80)
print(canvas.size)
