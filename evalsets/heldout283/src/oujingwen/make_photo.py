"""Turns page-1.png (rendered printed page) into a phone photo: cvs/IMG_20261114_093152.jpg."""
import random, os
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(283)
here = os.path.dirname(os.path.abspath(__file__))
page = Image.open(os.path.join(here, "page-1.png")).convert("RGB")
w, h = page.size
# paper slightly warm, placed on a darker desk background
paper = ImageChops.multiply(page, Image.new("RGB", (w, h), (246, 240, 228)))
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 78, 64))
bg.paste(paper, (int(w * 0.06), int(h * 0.035)))
img = bg.rotate(-2.1, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# lighting gradient (brighter top-left) + vignette
W, H = img.size
shade = Image.new("L", (W, H))
d = ImageDraw.Draw(shade)
for y in range(H):
    v = int(255 - 55 * (y / H))
    d.line([(0, y), (W, y)], fill=v)
vig = Image.new("L", (W, H), 0)
ImageDraw.Draw(vig).ellipse([-W * 0.25, -H * 0.2, W * 1.25, H * 1.2], fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(W // 8))
mask = ImageChops.multiply(shade, vig)
img = ImageChops.multiply(img, Image.merge("RGB", (mask, mask, mask)))
img = img.filter(ImageFilter.GaussianBlur(0.8))
# sensor noise
noise = Image.effect_noise((W, H), 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda p: 200 + p // 5)), 0.35)
out = os.path.join(here, "..", "..", "cvs", "IMG_20261114_093152.jpg")
img.save(out, "JPEG", quality=82)
print("wrote", out, img.size)
