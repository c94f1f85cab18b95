#!/usr/bin/env python3
"""Turns src/zz_page.png (pdftoppm -r 150 of zheng_zhixing_cv.pdf) into a phone-photo JPEG."""
import random
from pathlib import Path
from PIL import Image, ImageDraw, ImageFilter, ImageChops
random.seed(59)
here = Path(__file__).resolve().parent
page = Image.open(here / "zz_page.png").convert("RGB")
w, h = page.size
# background desk + paper slightly rotated
canvas = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 78, 64))
rot = page.rotate(-2.2, resample=Image.BICUBIC, expand=True, fillcolor=(92, 78, 64))
canvas.paste(rot, ((canvas.width - rot.width) // 2, (canvas.height - rot.height) // 2))
# shading gradient (light from top-left) + vignette
shade = Image.new("L", canvas.size, 0)
d = ImageDraw.Draw(shade)
for i in range(0, canvas.width + canvas.height, 8):
    v = int(70 * i / (canvas.width + canvas.height))
    d.line([(i, 0), (0, i)], fill=v, width=9)
dark = Image.new("RGB", canvas.size, (0, 0, 0))
canvas = Image.composite(dark, canvas, shade.point(lambda p: int(p * 0.7)))
vig = Image.new("L", canvas.size, 0)
ImageDraw.Draw(vig).ellipse([-canvas.width * 0.15, -canvas.height * 0.1, canvas.width * 1.15, canvas.height * 1.1], fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(120))
canvas = Image.composite(canvas, dark, vig.point(lambda p: 90 + int(p * 165 / 255)))
# warm tint, blur, noise
r, g, b = canvas.split()
canvas = Image.merge("RGB", (r.point(lambda p: min(255, p + 6)), g, b.point(lambda p: max(0, p - 10))))
canvas = canvas.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise(canvas.size, 18).convert("RGB")
canvas = ImageChops.add(canvas, noise, scale=1.0, offset=-18)
canvas.save(here.parent / "cvs" / "郑知行_简历_拍照.jpg", quality=82)
