"""Turns page-1.png (pdftoppm -r 150 of yan_licheng_zh.pdf) into a phone-photo JPG."""
from PIL import Image, ImageFilter, ImageDraw
import random, os
random.seed(164)
here = os.path.dirname(os.path.abspath(__file__))
im = Image.open(os.path.join(here, "page-1.png")).convert("RGB")
w, h = im.size
bg = Image.new("RGB", (w + 160, h + 160), (96, 84, 70))
bg.paste(im, (80, 80))
im = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(96, 84, 70))
W, H = im.size
shade = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(shade)
for i in range(0, 255, 3):
    d.ellipse([-W * 0.3 + i * 2, -H * 0.3 + i * 2, W * 1.3 - i * 2, H * 1.3 - i * 2], fill=i)
shade = shade.filter(ImageFilter.GaussianBlur(80))
dark = Image.new("RGB", (W, H), (40, 35, 30))
im = Image.composite(im, dark, shade.point(lambda v: 110 + v * 145 // 255))
grad = Image.linear_gradient("L").resize((W, H)).point(lambda v: 200 + v // 5)
im = Image.composite(im, Image.new("RGB", (W, H), (230, 225, 210)), grad)
im = im.filter(ImageFilter.GaussianBlur(0.9))
px = im.load()
for _ in range(W * H // 12):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]
    n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
im.save(os.path.join(here, "..", "cvs", "IMG_20261103_214522.jpg"), quality=82)
print("ok")
