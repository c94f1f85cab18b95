"""Turns the rendered page xz_page-1.png into a phone-photo JPG (no text layer)."""
import os, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
here = os.path.dirname(os.path.abspath(__file__))
random.seed(243)
img = Image.open(os.path.join(here, "xz_page-1.png")).convert("RGB")
w, h = img.size
# put page on a darker "desk" background, rotate slightly
bg = Image.new("RGB", (w + 160, h + 160), (92, 84, 74))
bg.paste(img, (80, 80))
bg = bg.rotate(-1.8, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 74))
# shading: gradient from top-left light to bottom-right darker + vignette
W, H = bg.size
shade = Image.new("L", (W, H))
d = ImageDraw.Draw(shade)
for y in range(H):
    v = int(255 - 55 * (y / H))
    d.line([(0, y), (W, y)], fill=v)
vign = Image.new("L", (W, H), 0)
dv = ImageDraw.Draw(vign)
dv.ellipse([-W * 0.25, -H * 0.2, W * 1.25, H * 1.2], fill=255)
vign = vign.filter(ImageFilter.GaussianBlur(180))
mask = ImageChops.multiply(shade, vign)
dark = Image.new("RGB", (W, H), (30, 28, 25))
bg = Image.composite(bg, dark, mask.point(lambda p: max(p, 120)))
bg = bg.filter(ImageFilter.GaussianBlur(0.9))
# noise
px = bg.load()
for _ in range(W * H // 6):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]
    n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
bg = bg.convert("RGB")
bg.save(os.path.join(here, "..", "cvs", "IMG_20261104_093512.jpg"), quality=82)
print(bg.size)
