"""Turns the rendered page PNG into a phone photo JPG (no text layer)."""
import random, os
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(63)
here = os.path.dirname(os.path.abspath(__file__))
img = Image.open(os.path.join(here, "ru_qingyi_page.png")).convert("RGB")
w, h = img.size
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 84, 74))
bg.paste(img, ((bg.width - w) // 2, (bg.height - h) // 2))
img = bg.rotate(-2.2, resample=Image.BICUBIC, fillcolor=(92, 84, 74))
# warm light gradient + vignette
W, H = img.size
shade = Image.new("L", (W, H))
d = ImageDraw.Draw(shade)
for y in range(H):
    d.line([(0, y), (W, y)], fill=int(255 - 55 * (y / H)))
vign = Image.new("L", (W, H), 0)
ImageDraw.Draw(vign).ellipse([-W * 0.25, -H * 0.2, W * 1.25, H * 1.2], fill=255)
vign = vign.filter(ImageFilter.GaussianBlur(W // 8))
mask = ImageChops.multiply(shade, vign)
img = Image.composite(img, Image.new("RGB", (W, H), (40, 34, 28)), mask.point(lambda v: 90 + v * 165 // 255))
tint = Image.new("RGB", (W, H), (255, 240, 215))
img = ImageChops.multiply(img, tint)
img = img.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise((W, H), 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda v: 200 + v * 55 // 255)), 0.5)
img.save(os.path.join(here, "..", "cvs", "IMG_20260914_183207.jpg"), quality=82)
