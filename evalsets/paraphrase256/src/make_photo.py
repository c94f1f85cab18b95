"""Turns the rendered page PNG of Qi Yunning's CV into a phone-photo JPEG (no text layer)."""
import os, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops

HERE = os.path.dirname(os.path.abspath(__file__))
random.seed(7)
page = Image.open(os.path.join(HERE, "qi_page-1.png")).convert("RGB")
w, h = page.size
# put the page on a darker "desk" background, then rotate
bg = Image.new("RGB", (w + 160, h + 160), (92, 80, 66))
bg.paste(page, (80, 80))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 80, 66))
# uneven lighting: a gradient shade from top-left and a vignette
shade = Image.new("L", img.size, 0)
d = ImageDraw.Draw(shade)
W, H = img.size
for i in range(0, 60):
    d.ellipse([-W * 0.2 + i * 8, -H * 0.2 + i * 10, W * 1.2 - i * 8, H * 1.2 - i * 10], fill=int(255 * i / 60))
shade = shade.filter(ImageFilter.GaussianBlur(80))
dark = Image.new("RGB", img.size, (40, 35, 30))
img = Image.composite(img, dark, shade.point(lambda v: 150 + v * 105 // 255))
warm = Image.new("RGB", img.size, (255, 244, 225))
img = ImageChops.multiply(img, warm)
img = img.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise(img.size, 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda v: 200 + v // 5)), 0.35)
img.save(os.path.join(HERE, "..", "cvs", "IMG_20261104_091522.jpg"), quality=82)
