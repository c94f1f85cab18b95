"""Turns the rendered page PNG into a phone-photo JPG (no text layer)."""
import random, sys
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(111)
src, dst = sys.argv[1], sys.argv[2]
page = Image.open(src).convert("RGB")
w, h = page.size
# paper on a darker desk background
canvas = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 80, 66))
canvas.paste(page, (int(w * 0.06), int(h * 0.04)))
canvas = canvas.rotate(-1.8, resample=Image.BICUBIC, expand=False, fillcolor=(92, 80, 66))
W, H = canvas.size
# warm tint + vignette/shading from the upper left
shade = Image.new("L", (W, H))
d = ImageDraw.Draw(shade)
for i in range(0, max(W, H), 4):
    v = int(255 - 70 * (i / max(W, H)))
    d.ellipse([W * 0.3 - i, H * 0.3 - i, W * 0.3 + i, H * 0.3 + i], outline=v, width=5)
shade = shade.filter(ImageFilter.GaussianBlur(40))
canvas = ImageChops.multiply(canvas, Image.merge("RGB", (shade, shade, shade.point(lambda x: int(x * 0.93)))))
canvas = canvas.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise((W, H), 18).convert("RGB")
canvas = Image.blend(canvas, ImageChops.multiply(canvas, noise.point(lambda x: 180 + x // 4)), 0.25)
canvas.save(dst, "JPEG", quality=82)
