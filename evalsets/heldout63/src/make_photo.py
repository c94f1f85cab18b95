"""Turns gao/gao_en-1.png (pdftoppm -r 150) into a phone photo ../cvs/IMG_20261102_184512.jpg."""
import os, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
here = os.path.dirname(os.path.abspath(__file__))
random.seed(63)
page = Image.open(os.path.join(here, "gao", "gao_en-1.png")).convert("RGB")
# crop to the printed part of the page (top ~60%)
w, h = page.size
page = page.crop((0, 0, w, int(h * 0.62)))
# paper on a darker desk
canvas = Image.new("RGB", (page.width + 160, page.height + 160), (88, 80, 70))
canvas.paste(page, (80, 80))
canvas = canvas.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(88, 80, 70))
# uneven lighting: vertical-diagonal gradient + vignette
W, H = canvas.size
shade = Image.new("L", (W, H))
d = ImageDraw.Draw(shade)
for y in range(H):
    v = int(255 - 55 * (y / H))
    d.line([(0, y), (W, y)], fill=v)
vign = Image.radial_gradient("L").resize((W, H)).point(lambda p: 255 - int(p * 0.45))
mask = ImageChops.multiply(shade, vign)
canvas = ImageChops.multiply(canvas, Image.merge("RGB", (mask, mask, mask)))
# warm tint, blur, noise
r, g, b = canvas.split()
b = b.point(lambda p: int(p * 0.9))
canvas = Image.merge("RGB", (r, g, b)).filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((W, H), 18).convert("RGB")
canvas = Image.blend(canvas, ImageChops.multiply(canvas, noise.point(lambda p: 200 + p // 5)), 0.35)
canvas.save(os.path.join(here, "..", "cvs", "IMG_20261102_184512.jpg"), quality=80)
