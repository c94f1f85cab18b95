"""Render xian_langqing_page.pdf to PNG and turn it into a phone photo (.jpg, no text layer)."""
import subprocess, random
from PIL import Image, ImageFilter, ImageDraw, ImageEnhance
random.seed(261)
subprocess.run(["pdftoppm", "-r", "150", "-png", "-singlefile", "build/xian_langqing_page.pdf", "build/xian_page"], check=True)
im = Image.open("build/xian_page.png").convert("RGB")
im = im.rotate(-2.2, resample=Image.BICUBIC, expand=True, fillcolor=(92, 84, 74))
w, h = im.size
shade = Image.new("L", (w, h), 0)
d = ImageDraw.Draw(shade)
for i in range(0, w, 4):  # left-to-right lighting gradient
    d.line([(i, 0), (i, h)], fill=int(70 * i / w))
im = Image.composite(Image.new("RGB", (w, h), (40, 36, 30)), im, shade.point(lambda v: v))
vig = Image.new("L", (w, h), 0)
ImageDraw.Draw(vig).ellipse([-w * 0.15, -h * 0.1, w * 1.15, h * 1.1], fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(120))
im = Image.composite(im, Image.new("RGB", (w, h), (30, 28, 25)), vig)
im = im.filter(ImageFilter.GaussianBlur(0.9))
px = im.load()
for _ in range(w * h // 12):
    x, y = random.randrange(w), random.randrange(h)
    r, g, b = px[x, y]; n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
im = ImageEnhance.Color(im).enhance(0.85)
im.save("../cvs/IMG_20261104_213855.jpg", quality=82)
