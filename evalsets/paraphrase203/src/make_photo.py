"""Turns the rendered page of zhen_kaile.pdf into a phone-photo-like JPG (no text layer)."""
from PIL import Image, ImageFilter, ImageDraw, ImageChops
import random, os
random.seed(203)
here = os.path.dirname(os.path.abspath(__file__))
im = Image.open(os.path.join(here, "zhen_kaile_page-1.png")).convert("RGB")
w, h = im.size
im = im.crop((0, 0, w, int(h * 0.62)))
w, h = im.size
canvas = Image.new("RGB", (w + 160, h + 160), (96, 84, 70))
canvas.paste(im, (80, 80))
canvas = canvas.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(96, 84, 70))
# vignette / uneven lighting
mask = Image.new("L", canvas.size, 0)
d = ImageDraw.Draw(mask)
W, H = canvas.size
for i in range(60):
    d.ellipse((-W * 0.3 + i * 6, -H * 0.25 + i * 5, W * 1.2 - i * 6, H * 1.3 - i * 5), fill=int(i * 3.2))
shade = Image.new("RGB", canvas.size, (40, 35, 30))
canvas = Image.composite(canvas, shade, mask.filter(ImageFilter.GaussianBlur(40)).point(lambda v: min(255, v + 70)))
canvas = canvas.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise(canvas.size, 18).convert("RGB")
canvas = ImageChops.add(canvas, noise, scale=2.0, offset=-64)
canvas.save(os.path.join(here, "..", "cvs", "IMG_20251108_094512.jpg"), quality=82)
