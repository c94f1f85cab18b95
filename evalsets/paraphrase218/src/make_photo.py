"""Turns the rendered page into a phone-photo-like JPEG (no text layer)."""
import random, os
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(218)
here = os.path.dirname(os.path.abspath(__file__))
im = Image.open(os.path.join(here, 'wan_ziyue_page-1.png')).convert('RGB')
w, h = im.size
# paper tint + background (table) border
bg = Image.new('RGB', (w + 160, h + 160), (92, 78, 64))
paper = Image.blend(im, Image.new('RGB', im.size, (238, 231, 214)), 0.18)
bg.paste(paper, (80, 80))
im = bg.rotate(2.1, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# vignette / uneven lighting
W, H = im.size
mask = Image.new('L', (W, H), 0)
d = ImageDraw.Draw(mask)
for i in range(60):
    v = int(255 * i / 60)
    d.ellipse([-W * 0.25 + i * W * 0.012, -H * 0.2 + i * H * 0.01, W * 1.15 - i * W * 0.006, H * 1.2 - i * H * 0.01], fill=v)
mask = mask.filter(ImageFilter.GaussianBlur(80))
dark = Image.blend(im, Image.new('RGB', im.size, (0, 0, 0)), 0.45)
im = Image.composite(im, dark, mask)
# slight blur + noise
im = im.filter(ImageFilter.GaussianBlur(0.6))
noise = Image.effect_noise((W, H), 18).convert('RGB')
im = Image.blend(im, noise, 0.10)
im.save(os.path.join(here, '..', 'cvs', 'IMG_20261014_093512.jpg'), quality=82)
print('ok')
