"""Turns the rendered page PNG into a phone-photo-like JPG (no text layer)."""
from PIL import Image, ImageFilter, ImageDraw, ImageChops
import random, os
here = os.path.dirname(os.path.abspath(__file__))
img = Image.open(os.path.join(here, 'jiayi_page.png')).convert('RGB')
w, h = img.size
img = img.crop((0, 0, w, int(h * 0.62)))          # only the printed part of the page
w, h = img.size
# paper on a desk: pad with a dark-ish background, rotate
bg = Image.new('RGB', (w + 160, h + 160), (92, 78, 64))
bg.paste(img, (80, 80))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
w, h = img.size
# uneven lighting: horizontal + radial gradient
shade = Image.new('L', (w, h), 0)
d = ImageDraw.Draw(shade)
for x in range(w):
    d.line([(x, 0), (x, h)], fill=int(55 * x / w))
vign = Image.new('L', (w, h), 0)
dv = ImageDraw.Draw(vign)
for i in range(40):
    a = int(i * 2.2)
    dv.rectangle([i * 6, i * 6, w - i * 6, h - i * 6], outline=None)
vign = Image.radial_gradient('L').resize((w, h))
mask = ImageChops.add(shade, vign.point(lambda v: int(v * 0.45)))
dark = Image.new('RGB', (w, h), (0, 0, 0))
img = Image.composite(dark, img, mask.point(lambda v: min(v, 120)))
img = img.filter(ImageFilter.GaussianBlur(0.9))
random.seed(7)
px = img.load()
for _ in range(w * h // 6):
    x, y = random.randrange(w), random.randrange(h)
    r, g, b = px[x, y]
    n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
img = img.resize((int(w * 0.9), int(h * 0.9)))
img.save(os.path.join(here, '..', 'cvs', 'IMG_20261103_184512.jpg'), quality=82)
print(img.size)
