"""Turns the rendered page of shen_tianyu_zh.pdf (shen_page-1.png) into a phone photo JPEG."""
import random, os
from PIL import Image, ImageFilter, ImageDraw, ImageEnhance
here = os.path.dirname(os.path.abspath(__file__))
random.seed(69)
im = Image.open(os.path.join(here, "shen_page-1.png")).convert("RGB")
w, h = im.size
bg = Image.new("RGB", (int(w * 1.08), int(h * 1.06)), (92, 78, 64))  # wooden desk
bg.paste(im, (int(w * 0.04), int(h * 0.03)))
im = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
W, H = im.size
# uneven lighting: darker towards bottom-right, vignette
shade = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(shade)
for i in range(60):
    a = int(i * 1.6)
    d.ellipse([-W * 0.3 + i * 8, -H * 0.3 + i * 10, W * 1.1 - i * 6, H * 1.05 - i * 8], outline=None, fill=a)
shade = shade.filter(ImageFilter.GaussianBlur(80))
dark = ImageEnhance.Brightness(im).enhance(0.62)
im = Image.composite(im, dark, shade.point(lambda v: min(255, v * 3)))
im = ImageEnhance.Color(im).enhance(0.85)
im = im.filter(ImageFilter.GaussianBlur(0.9))
px = im.load()
for _ in range(int(W * H * 0.02)):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]
    n = random.randint(-28, 28)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
im.save(os.path.join(here, "..", "cvs", "IMG_20261103_214512.jpg"), quality=82)
