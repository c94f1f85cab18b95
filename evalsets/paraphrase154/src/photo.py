"""Turns the rendered PNG of cheng_anhe.pdf into a phone-photo JPG (no text layer)."""
import random, sys
from PIL import Image, ImageFilter, ImageDraw
random.seed(154)
im = Image.open(sys.argv[1]).convert("RGB")
w, h = im.size
# warm paper tint
im = Image.blend(im, Image.new("RGB", (w, h), (236, 226, 205)), 0.12)
# shading gradient + vignette
shade = Image.new("L", (w, h), 0)
dr = ImageDraw.Draw(shade)
for y in range(h):
    v = int(55 * (y / h))
    dr.line([(0, y), (w, y)], fill=v)
vig = Image.new("L", (w, h), 0)
dv = ImageDraw.Draw(vig)
for i in range(40):
    dv.rectangle([i * 6, i * 6, w - i * 6, h - i * 6], outline=max(0, 90 - i * 3))
mask = Image.composite(Image.new("L", (w, h), 255), shade, vig.point(lambda p: 0)).point(lambda p: p)
dark = Image.new("RGB", (w, h), (40, 35, 30))
im = Image.composite(dark, im, Image.eval(Image.merge("L", [shade]), lambda p: p // 2))
im = Image.composite(dark, im, vig.filter(ImageFilter.GaussianBlur(40)))
im = im.rotate(-2.2, resample=Image.BICUBIC, expand=True, fillcolor=(70, 62, 55))
im = im.filter(ImageFilter.GaussianBlur(0.9))
px = im.load()
W, H = im.size
for _ in range(W * H // 12):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]; n = random.randint(-22, 22)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
im.save(sys.argv[2], "JPEG", quality=80)
