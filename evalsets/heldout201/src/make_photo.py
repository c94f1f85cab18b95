"""Turns src/cui_page.png into a phone-photo style JPEG (no text layer)."""
import random
from pathlib import Path
from PIL import Image, ImageDraw, ImageFilter

random.seed(201)
HERE = Path(__file__).resolve().parent
page = Image.open(HERE / "cui_page.png").convert("RGB")
w, h = page.size
# paper slightly off-white
page = Image.blend(page, Image.new("RGB", page.size, (236, 230, 214)), 0.12)
# put it on a darker desk background, rotated
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 78, 64))
rot = page.rotate(-2.2, resample=Image.BICUBIC, expand=True, fillcolor=(92, 78, 64))
bg.paste(rot, ((bg.width - rot.width) // 2, (bg.height - rot.height) // 2))
# shading: a diagonal gradient + vignette
shade = Image.new("L", bg.size, 0)
d = ImageDraw.Draw(shade)
for i in range(0, bg.width + bg.height, 8):
    v = int(70 * i / (bg.width + bg.height))
    d.line([(i, 0), (0, i)], fill=v, width=8)
vign = Image.new("L", bg.size, 0)
dv = ImageDraw.Draw(vign)
for k in range(40):
    m = k * 6
    dv.rectangle([m, m, bg.width - m, bg.height - m], outline=int(120 * (1 - k / 40)))
vign = vign.filter(ImageFilter.GaussianBlur(60))
mask = Image.eval(Image.eval(shade, lambda x: x) , lambda x: x)
dark = Image.new("RGB", bg.size, (0, 0, 0))
bg = Image.composite(dark, bg, Image.eval(shade, lambda x: x // 2))
bg = Image.composite(dark, bg, vign)
bg = bg.filter(ImageFilter.GaussianBlur(0.9))
# noise
px = bg.load()
for _ in range(bg.width * bg.height // 6):
    x = random.randrange(bg.width); y = random.randrange(bg.height)
    r, g, b = px[x, y]; n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
out = HERE.parent / "cvs" / "IMG_20261103_191544.jpg"
bg.save(out, quality=82)
print("wrote", out, bg.size)
