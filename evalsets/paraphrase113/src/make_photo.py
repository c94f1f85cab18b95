"""Turns the rendered page of 栾沁禾's 2026 CV into a phone-photo JPG (no text layer)."""
import random, sys
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(113)
src, dst = sys.argv[1], sys.argv[2]
page = Image.open(src).convert("RGB")
w, h = page.size
canvas = Image.new("RGB", (int(w * 1.08), int(h * 1.06)), (92, 84, 74))   # desk
canvas.paste(page, (int(w * 0.04), int(h * 0.03)))
canvas = canvas.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 74))
# uneven lighting: darker towards bottom-right, vignette
W, H = canvas.size
shade = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(shade)
for i in range(0, max(W, H), 4):
    d.ellipse([W * 0.35 - i, H * 0.3 - i, W * 0.35 + i, H * 0.3 + i], outline=max(0, 255 - i // 7))
shade = shade.filter(ImageFilter.GaussianBlur(40))
canvas = ImageChops.multiply(canvas, Image.merge("RGB", [shade.point(lambda v: 150 + v * 105 // 255)] * 3))
canvas = canvas.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise((W, H), 18).convert("RGB")
canvas = Image.blend(canvas, ImageChops.multiply(canvas, noise.point(lambda v: 200 + v // 5)), 0.5)
canvas.save(dst, "JPEG", quality=78)
