"""Turns page-1.png (rendered from gu_yutang_2026.pdf) into a phone-photo style JPEG with no text layer."""
from PIL import Image, ImageFilter, ImageDraw, ImageChops
import random, os
random.seed(119)
here = os.path.dirname(os.path.abspath(__file__))
img = Image.open(os.path.join(here, "page-1.png")).convert("RGB")
w, h = img.size
img = img.crop((0, 0, w, int(h * 0.62)))           # printed page photographed from the top part
w, h = img.size
# paper tint
tint = Image.new("RGB", img.size, (236, 230, 214))
img = ImageChops.multiply(img, tint.point(lambda v: min(255, v + 18)))
# put on a dark table and rotate
bg = Image.new("RGB", (w + 160, h + 160), (70, 62, 55))
bg.paste(img, (80, 80))
img = bg.rotate(2.2, resample=Image.BICUBIC, expand=False, fillcolor=(70, 62, 55))
# uneven lighting / vignette
W, H = img.size
mask = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(mask)
for i in range(60):
    v = int(255 * (i / 60) ** 0.6)
    d.ellipse((-W * 0.3 + i * W * 0.012, -H * 0.35 + i * H * 0.012, W * 1.15 - i * W * 0.012, H * 1.3 - i * H * 0.012), fill=v)
mask = mask.filter(ImageFilter.GaussianBlur(40))
dark = Image.new("RGB", (W, H), (25, 22, 20))
img = Image.composite(img, dark, mask.point(lambda v: 90 + int(v * 165 / 255)))
img = img.filter(ImageFilter.GaussianBlur(0.9))
# noise
px = img.load()
for _ in range(W * H // 6):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]; n = random.randint(-22, 22)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
img.save(os.path.join(here, "..", "..", "cvs", "IMG_20261103_142215.jpg"), quality=82)
