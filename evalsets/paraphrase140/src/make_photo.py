"""Turn lian/page-1.png into a phone-photo style JPG (no text layer)."""
import random, os
from PIL import Image, ImageFilter, ImageDraw, ImageOps
random.seed(140)
here = os.path.dirname(os.path.abspath(__file__))
im = Image.open(os.path.join(here, "lian", "page-1.png")).convert("L")
bbox = ImageOps.invert(im).getbbox()
l, t, r, b = bbox
im = im.crop((max(0, l-60), max(0, t-60), min(im.width, r+60), min(im.height, b+90))).convert("RGB")
# paper tint
tint = Image.new("RGB", im.size, (236, 229, 214))
im = Image.blend(im, Image.composite(im, tint, im.convert("L")), 0.6)
im = im.rotate(-2.2, resample=Image.BICUBIC, expand=True, fillcolor=(92, 84, 72))
# shading: gradient from top-left (light) to bottom-right (dark) + vignette
w, h = im.size
shade = Image.new("L", (w, h)); d = ImageDraw.Draw(shade)
for y in range(h):
    d.line([(0, y), (w, y)], fill=int(255 - 55 * y / h))
vig = Image.new("L", (w, h), 0); dv = ImageDraw.Draw(vig)
dv.ellipse([-w*0.25, -h*0.2, w*1.25, h*1.2], fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(120))
from PIL import ImageChops
mask = ImageChops.multiply(shade, vig)
dark = Image.new("RGB", (w, h), (30, 26, 22))
im = Image.composite(im, dark, mask.point(lambda v: int(90 + v * 165 / 255)))
im = im.filter(ImageFilter.GaussianBlur(0.9))
px = im.load()
for _ in range(w * h // 6):
    x, y = random.randrange(w), random.randrange(h)
    c = px[x, y]; n = random.randint(-22, 22)
    px[x, y] = tuple(max(0, min(255, v + n)) for v in c)
im.save(os.path.join(here, "..", "cvs", "IMG_20261103_184512.jpg"), quality=82)
print(im.size)
