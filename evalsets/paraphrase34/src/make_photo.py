"""Turns the rendered page ludovica_page.png into a phone-photo-like JPG (no text layer)."""
import random
from pathlib import Path
from PIL import Image, ImageFilter, ImageChops, ImageDraw

HERE = Path(__file__).resolve().parent
random.seed(34)
page = Image.open(HERE / "ludovica_page.png").convert("RGB")
W, H = page.size
# table surface around the sheet, rotate by 1.8 degrees
canvas = Image.new("RGB", (W + 160, H + 160), (107, 99, 88))
canvas.paste(page, (80, 80))
canvas = canvas.rotate(1.8, resample=Image.BICUBIC, expand=False, fillcolor=(107, 99, 88))
# vignette / uneven lighting
mask = Image.new("L", canvas.size, 0)
d = ImageDraw.Draw(mask)
cw, ch = canvas.size
for i in range(60):
    v = int(150 + 105 * i / 60)
    d.ellipse([-cw * 0.35 + i * cw * 0.012, -ch * 0.25 + i * ch * 0.01,
               cw * 1.3 - i * cw * 0.012, ch * 1.2 - i * ch * 0.01], fill=v)
mask = mask.filter(ImageFilter.GaussianBlur(60))
shade = Image.merge("RGB", [mask, mask, mask.point(lambda x: int(x * 0.93))])
canvas = ImageChops.multiply(canvas, shade)
# warm tint, slight blur, noise
tint = Image.new("RGB", canvas.size, (255, 244, 222))
canvas = ImageChops.multiply(canvas, tint)
canvas = canvas.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise(canvas.size, 18).convert("RGB")
canvas = Image.blend(canvas, ImageChops.multiply(canvas, noise.point(lambda x: 200 + x // 5)), 0.5)
canvas.save(HERE.parent / "cvs" / "ludovica_ferrante_cv.jpg", quality=82)
