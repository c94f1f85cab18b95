"""Turns src/zhen_page.png (pdftoppm -r 150 of zhen_haifan_zh.pdf) into a phone-photo JPG in ../cvs/."""
import os, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
here = os.path.dirname(os.path.abspath(__file__))
random.seed(169)
img = Image.open(os.path.join(here, "zhen_page.png")).convert("RGB")
w, h = img.size
# crop to the upper part that holds text (page is mostly empty below), keep some margin
img = img.crop((0, 0, w, int(h * 0.62)))
w, h = img.size
bg = Image.new("RGB", (int(w * 1.08), int(h * 1.08)), (92, 84, 70))
bg.paste(img, (int(w * 0.04), int(h * 0.04)))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 70))
w, h = img.size
# shading: darker towards bottom-right plus vignette
grad = Image.new("L", (w, h))
d = ImageDraw.Draw(grad)
for y in range(h):
    d.line([(0, y), (w, y)], fill=int(255 - 55 * y / h))
vign = Image.new("L", (w, h), 0)
ImageDraw.Draw(vign).ellipse((-w * 0.25, -h * 0.25, w * 1.25, h * 1.25), fill=255)
vign = vign.filter(ImageFilter.GaussianBlur(120))
mask = ImageChops.multiply(grad, vign)
img = ImageChops.multiply(img, Image.merge("RGB", (mask, mask, mask.point(lambda v: int(v * 0.93)))))
img = img.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((w, h), 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda v: 200 + v // 5)), 0.35)
img.save(os.path.join(here, "..", "cvs", "IMG_20261103_184512.jpg"), quality=82)
