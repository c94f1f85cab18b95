"""Turns src/tex/page-1.png into a phone-photo-like JPG (no text layer)."""
import random
from pathlib import Path
from PIL import Image, ImageFilter, ImageDraw, ImageEnhance

here = Path(__file__).resolve().parent
img = Image.open(here / "tex" / "page-1.png").convert("RGB")
w, h = img.size
# paper tint + uneven lighting
tint = Image.new("RGB", (w, h), (236, 228, 210))
img = Image.blend(img, tint, 0.12)
shade = Image.new("L", (w, h), 0)
d = ImageDraw.Draw(shade)
for i in range(0, w, 4):
    d.line([(i, 0), (i, h)], fill=int(70 * i / w))
img = Image.composite(Image.new("RGB", (w, h), (60, 55, 50)), img, shade.point(lambda v: v // 2))
# vignette
vig = Image.new("L", (w, h), 0)
ImageDraw.Draw(vig).ellipse([-w * 0.25, -h * 0.2, w * 1.25, h * 1.2], fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(180))
img = Image.composite(img, Image.new("RGB", (w, h), (40, 38, 35)), vig)
# rotate onto a desk background
img = img.rotate(-2.2, resample=Image.BICUBIC, expand=True, fillcolor=(92, 74, 58))
img = img.filter(ImageFilter.GaussianBlur(0.9))
random.seed(7)
px = img.load()
W, H = img.size
for _ in range(W * H // 12):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]
    n = random.randint(-22, 22)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
img = ImageEnhance.Contrast(img).enhance(0.92)
img.save(here.parent / "cvs" / "IMG_20261103_214512.jpg", quality=80)
