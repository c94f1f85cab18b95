"""Turns the rendered page PNG into a phone-photo JPG (no text layer)."""
import random, sys
from PIL import Image, ImageFilter, ImageDraw, ImageChops
from pathlib import Path
random.seed(157)
src, dst = sys.argv[1], sys.argv[2]
img = Image.open(src).convert("RGB")
w, h = img.size
# paper on a darker desk
canvas = Image.new("RGB", (int(w * 1.08), int(h * 1.06)), (92, 84, 74))
canvas.paste(img, (int(w * 0.04), int(h * 0.03)))
canvas = canvas.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 74))
W, H = canvas.size
# uneven lighting: gradient shading + vignette
shade = Image.new("L", (W, H))
d = ImageDraw.Draw(shade)
for y in range(H):
    v = int(255 - 55 * (y / H))
    d.line([(0, y), (W, y)], fill=v)
vig = Image.new("L", (W, H), 0)
ImageDraw.Draw(vig).ellipse([-W * 0.25, -H * 0.2, W * 1.25, H * 1.2], fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(W // 8))
mask = ImageChops.multiply(shade, vig)
canvas = ImageChops.multiply(canvas, Image.merge("RGB", [mask] * 3))
canvas = canvas.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise((W, H), 18).convert("RGB")
canvas = Image.blend(canvas, ImageChops.multiply(canvas, noise.point(lambda p: 200 + p // 5)), 0.35)
canvas.save(dst, "JPEG", quality=82)
