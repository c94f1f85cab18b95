"""Turns src/cillian/page-1.png into a phone photo (cvs/IMG_20261103_184512.jpg), no text layer."""
import random
from pathlib import Path
from PIL import Image, ImageDraw, ImageFilter, ImageEnhance
random.seed(159)
here = Path(__file__).resolve().parent
src = Image.open(here / "cillian" / "page-1.png").convert("RGB")
W, H = src.size
# paper on a darker desk background
canvas = Image.new("RGB", (int(W * 1.12), int(H * 1.08)), (92, 78, 64))
canvas.paste(src, (int(W * 0.06), int(H * 0.04)))
canvas = canvas.rotate(-1.8, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# warm tint and uneven lighting (vignette + side shading)
tint = Image.new("RGB", canvas.size, (255, 240, 215))
canvas = Image.blend(canvas, tint, 0.08)
cw, ch = canvas.size
mask = Image.new("L", canvas.size, 0)
dr = ImageDraw.Draw(mask)
for i in range(40):
    v = int(255 * (i / 40) ** 1.5)
    dr.ellipse([-cw * 0.25 + i * cw * 0.01, -ch * 0.2 + i * ch * 0.01, cw * 1.25 - i * cw * 0.01, ch * 1.2 - i * ch * 0.01], fill=v)
mask = mask.filter(ImageFilter.GaussianBlur(60))
dark = ImageEnhance.Brightness(canvas).enhance(0.62)
canvas = Image.composite(canvas, dark, mask)
shade = Image.linear_gradient("L").rotate(90).resize(canvas.size)
canvas = Image.composite(canvas, ImageEnhance.Brightness(canvas).enhance(0.85), shade)
canvas = canvas.filter(ImageFilter.GaussianBlur(0.9))
# sensor noise
px = canvas.load()
for _ in range(cw * ch // 6):
    x, y = random.randrange(cw), random.randrange(ch)
    r, g, b = px[x, y]
    n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
out = here.parent / "cvs" / "IMG_20261103_184512.jpg"
canvas.save(out, "JPEG", quality=82)
print("wrote", out, canvas.size)
