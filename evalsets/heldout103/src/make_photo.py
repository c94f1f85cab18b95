"""Turns the rendered page wen_yaqi_page-1.png into a phone-photo-like JPEG (no text layer)."""
import random
from pathlib import Path
from PIL import Image, ImageFilter, ImageDraw, ImageChops

here = Path(__file__).resolve().parent
random.seed(7)
page = Image.open(here / "wen_yaqi_page-1.png").convert("RGB")
# crop lower empty part a little, place on a darker "table" background
w, h = page.size
canvas = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (96, 84, 70))
canvas.paste(page, (int(w * 0.06), int(h * 0.04)))
canvas = canvas.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(96, 84, 70))
# uneven lighting: gradient shading from top-left to bottom-right + vignette
cw, ch = canvas.size
shade = Image.new("L", (cw, ch))
d = ImageDraw.Draw(shade)
for y in range(0, ch, 4):
    for x in range(0, cw, 4):
        dx, dy = (x - cw * 0.4) / cw, (y - ch * 0.35) / ch
        v = 255 - int(140 * (dx * dx + dy * dy)) - int(30 * (x + y) / (cw + ch))
        d.rectangle([x, y, x + 3, y + 3], fill=max(90, min(255, v)))
shade = shade.filter(ImageFilter.GaussianBlur(30))
canvas = ImageChops.multiply(canvas, Image.merge("RGB", (shade, shade, shade)))
# warm tint, blur, noise
r, g, b = canvas.split()
b = b.point(lambda v: int(v * 0.92))
canvas = Image.merge("RGB", (r, g, b)).filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise(canvas.size, 18).convert("RGB")
canvas = Image.blend(canvas, ImageChops.multiply(canvas, noise.point(lambda v: 200 + v // 5)), 0.35)
canvas.save(here.parent / "cvs" / "温雅淇_简历_拍照.jpg", quality=82)
print("ok", canvas.size)
