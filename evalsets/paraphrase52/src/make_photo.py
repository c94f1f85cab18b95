"""Turns the rendered 2021 CV page (hahn2021.png) into a phone photo (no text layer)."""
import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(52)
page = Image.open("hahn2021.png").convert("RGB")
w, h = page.size
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.10)), (92, 78, 64))  # wooden desk
bg.paste(page, ((bg.width - w) // 2, (bg.height - h) // 2))
img = bg.rotate(2.3, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# shading: a light gradient from top-left to bottom-right plus a vignette
W, H = img.size
shade = Image.new("L", (W, H))
d = ImageDraw.Draw(shade)
for y in range(H):
    d.line([(0, y), (W, y)], fill=int(255 - 60 * y / H))
vign = Image.new("L", (W, H), 0)
ImageDraw.Draw(vign).ellipse([-W * 0.15, -H * 0.1, W * 1.15, H * 1.1], fill=255)
vign = vign.filter(ImageFilter.GaussianBlur(120))
mask = ImageChops.multiply(shade, vign)
img = Image.composite(img, Image.new("RGB", (W, H), (20, 18, 15)), mask.point(lambda v: int(90 + v * 165 / 255)))
img = img.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((W, H), 18).convert("RGB")
img = Image.blend(img, noise, 0.06)
img.save("../cvs/IMG_20210514_183022.jpg", quality=82)
