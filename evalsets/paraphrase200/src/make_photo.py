"""Turns the rendered page of Lan Qiuyu's CV into a phone photo (no text layer)."""
from PIL import Image, ImageFilter, ImageDraw
import random, os
random.seed(7)
here = os.path.dirname(os.path.abspath(__file__))
im = Image.open(os.path.join(here, 'pol', 'page-1.png')).convert('RGB')
bg = Image.new('RGB', (im.width + 160, im.height + 160), (92, 84, 74))
bg.paste(im, (80, 80))
bg = bg.rotate(-1.8, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 74))
w, h = bg.size
shade = Image.new('L', (w, h), 0); d = ImageDraw.Draw(shade)
for i in range(0, 255, 3):
    d.ellipse([-w * 0.3 + i * 2, -h * 0.3 + i * 2, w * 1.3 - i * 2, h * 1.3 - i * 2], fill=int(i * 0.35))
dark = Image.new('RGB', (w, h), (30, 26, 20))
bg = Image.composite(bg, dark, shade.filter(ImageFilter.GaussianBlur(60)).point(lambda v: min(255, 150 + v)))
bg = bg.filter(ImageFilter.GaussianBlur(0.8))
px = bg.load()
for _ in range(w * h // 6):
    x, y = random.randrange(w), random.randrange(h); r, g, b = px[x, y]; n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
bg.save(os.path.join(here, '..', 'cvs', 'IMG_20261102_183344.jpg'), quality=82)
