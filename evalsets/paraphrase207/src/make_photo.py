"""Turns the rendered page into a phone photo (no text layer)."""
import random, os
from PIL import Image, ImageFilter, ImageDraw, ImageChops
here = os.path.dirname(os.path.abspath(__file__))
random.seed(207)
src = [f for f in os.listdir(here) if f.startswith("yu_page") and f.endswith(".png")][0]
page = Image.open(os.path.join(here, src)).convert("RGB")
W, H = page.size
canvas = Image.new("RGB", (W + 160, H + 160), (92, 78, 64))  # wooden desk
canvas.paste(page, (80, 80))
img = canvas.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# shading: darker towards the bottom-right, vignette
grad = Image.new("L", img.size)
d = ImageDraw.Draw(grad)
w, h = img.size
for y in range(h):
    d.line([(0, y), (w, y)], fill=int(255 - 55 * y / h))
vign = Image.new("L", img.size, 0)
ImageDraw.Draw(vign).ellipse([-w * 0.15, -h * 0.1, w * 1.15, h * 1.1], fill=255)
vign = vign.filter(ImageFilter.GaussianBlur(120))
mask = ImageChops.multiply(grad, vign)
img = ImageChops.multiply(img, Image.merge("RGB", [mask] * 3).point(lambda v: 90 + v * 165 // 255))
img = img.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise(img.size, 18).convert("RGB")
img = Image.blend(img, ImageChops.add(img, noise, scale=2.0, offset=-64), 0.25)
img.save(os.path.join(here, "..", "cvs", "IMG_20261118_093412.jpg"), quality=82)
