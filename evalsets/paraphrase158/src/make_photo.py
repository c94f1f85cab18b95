"""Turns the rendered page PNG into a phone-photo JPG (no text layer)."""
import random, sys
from PIL import Image, ImageFilter, ImageDraw, ImageEnhance
random.seed(158)
src, dst = sys.argv[1], sys.argv[2]
page = Image.open(src).convert("RGB")
W, H = page.size
canvas = Image.new("RGB", (int(W * 1.08), int(H * 1.06)), (92, 78, 64))  # wooden desk
canvas.paste(page, (int(W * 0.04), int(H * 0.03)))
canvas = canvas.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# uneven lighting: vignette + a side shadow
mask = Image.new("L", canvas.size, 0)
d = ImageDraw.Draw(mask)
cw, ch = canvas.size
for i in range(60):
    v = int(255 * (i / 60))
    d.ellipse([cw * (-0.25 + i * 0.004), ch * (-0.2 + i * 0.004), cw * (1.25 - i * 0.004), ch * (1.2 - i * 0.004)], fill=v)
mask = mask.filter(ImageFilter.GaussianBlur(80))
dark = ImageEnhance.Brightness(canvas).enhance(0.62)
canvas = Image.composite(canvas, dark, mask)
shade = Image.new("L", canvas.size, 0)
ImageDraw.Draw(shade).polygon([(0, 0), (cw * 0.35, 0), (cw * 0.1, ch), (0, ch)], fill=70)
shade = shade.filter(ImageFilter.GaussianBlur(120))
canvas = Image.composite(Image.new("RGB", canvas.size, (30, 30, 40)), canvas, shade)
canvas = canvas.filter(ImageFilter.GaussianBlur(0.9))
px = canvas.load()
for _ in range(cw * ch // 6):
    x, y = random.randrange(cw), random.randrange(ch)
    r, g, b = px[x, y]; n = random.randint(-22, 22)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
canvas = ImageEnhance.Color(canvas).enhance(0.9)
canvas.save(dst, "JPEG", quality=80)
