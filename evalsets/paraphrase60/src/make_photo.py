"""Turns the rendered page PNG into a phone-photo-like JPG (no text layer)."""
import random, sys
from pathlib import Path
from PIL import Image, ImageFilter, ImageDraw, ImageChops

src, dst = Path(sys.argv[1]), Path(sys.argv[2])
random.seed(60)
im = Image.open(src).convert("RGB")
w, h = im.size
im = im.crop((0, 0, w, int(h * 0.665)))  # the text ends around 64 % of the page
w, h = im.size
# paper tint and canvas (table surface)
im = ImageChops.multiply(im, Image.new("RGB", im.size, (246, 240, 228)))
canvas = Image.new("RGB", (w + 160, h + 160), (92, 78, 64))
canvas.paste(im, (80, 80))
canvas = canvas.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# shading: darker towards the lower-right, plus vignette
W, H = canvas.size
grad = Image.new("L", (W, H))
gd = ImageDraw.Draw(grad)
for y in range(0, H, 4):
    for x in range(0, W, 4):
        dx, dy = (x - W * 0.4) / W, (y - H * 0.35) / H
        v = int(255 - min(110, 260 * (dx * dx + dy * dy)))
        gd.rectangle([x, y, x + 3, y + 3], fill=v)
grad = grad.filter(ImageFilter.GaussianBlur(30))
canvas = ImageChops.multiply(canvas, Image.merge("RGB", (grad, grad, grad)))
canvas = canvas.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise((W, H), 18).convert("RGB")
canvas = Image.blend(canvas, ImageChops.multiply(canvas, noise.point(lambda p: 200 + p // 5)), 0.35)
canvas.save(dst, "JPEG", quality=80)
