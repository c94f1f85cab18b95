"""Turns tex/ewan_page.png into a phone-photo-like JPEG (no text layer)."""
import random, os
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(7)
here = os.path.dirname(os.path.abspath(__file__))
im = Image.open(os.path.join(here, "tex", "ewan_page.png")).convert("RGB")
w, h = im.size
im = im.crop((0, 0, w, int(h * 0.62)))           # photo of the filled part of the page
w, h = im.size
# paper tint
tint = Image.new("RGB", im.size, (236, 230, 214))
im = ImageChops.multiply(im, tint)
# put on a darker "desk" and rotate
desk = Image.new("RGB", (w + 160, h + 160), (92, 78, 64))
desk.paste(im, (80, 80))
im = desk.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
W, H = im.size
# vignette + side shading
mask = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(mask)
for i in range(60):
    d.ellipse((-W * 0.25 + i * 6, -H * 0.25 + i * 6, W * 1.25 - i * 6, H * 1.25 - i * 6), fill=int(i * 4.2))
mask = mask.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", (W, H), (20, 18, 15))
im = Image.composite(im, dark, mask)
grad = Image.linear_gradient("L").rotate(90).resize((W, H))
shade = Image.new("RGB", (W, H), (0, 0, 0))
im = Image.blend(im, Image.composite(im, shade, grad.point(lambda v: 255 - v // 5)), 0.6)
im = im.filter(ImageFilter.GaussianBlur(0.8))
# noise
px = im.load()
for _ in range(W * H // 12):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]
    n = random.randint(-22, 22)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
im.save(os.path.join(here, "..", "cvs", "IMG_20261104_0932.jpg"), quality=80)
