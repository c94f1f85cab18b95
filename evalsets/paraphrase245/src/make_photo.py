"""Turns the rendered page ge_page.png into a phone-photo JPEG (no text layer)."""
from PIL import Image, ImageFilter, ImageDraw, ImageEnhance
import random, os
random.seed(7)
here = os.path.dirname(os.path.abspath(__file__))
page = Image.open(os.path.join(here, "ge_page.png")).convert("RGB")
w, h = page.size
# table background
bg = Image.new("RGB", (w + 260, h + 300), (112, 94, 78))
bg.paste(page, (130, 150))
img = bg.rotate(2.2, resample=Image.BICUBIC, expand=False, fillcolor=(112, 94, 78))
# shading: gradient from left-top bright to bottom-right dark
W, H = img.size
shade = Image.new("L", (W, H))
d = ImageDraw.Draw(shade)
for y in range(H):
    d.line([(0, y), (W, y)], fill=int(255 - 70 * y / H))
img = Image.composite(img, Image.new("RGB", (W, H), (40, 35, 30)), shade)
# vignette
vig = Image.new("L", (W, H), 0)
dv = ImageDraw.Draw(vig)
dv.ellipse([-W * 0.25, -H * 0.2, W * 1.25, H * 1.2], fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(160))
img = Image.composite(img, Image.new("RGB", (W, H), (20, 18, 15)), vig)
img = img.filter(ImageFilter.GaussianBlur(0.9))
# noise
px = img.load()
for _ in range(W * H // 6):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]
    n = random.randint(-22, 22)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
img = ImageEnhance.Color(img).enhance(0.85)
img.save(os.path.join(here, "..", "cvs", "IMG_20261114_213507.jpg"), quality=82)
print("ok", img.size)
