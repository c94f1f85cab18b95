# Turns lu_qiyan/page-1.png into a phone-photo-like JPEG (no text layer).
import os, random
from PIL import Image, ImageFilter, ImageDraw, ImageOps
random.seed(288)
here = os.path.dirname(os.path.abspath(__file__))
im = Image.open(os.path.join(here, 'lu_qiyan', 'page-1.png')).convert('RGB')
w, h = im.size
im = im.crop((0, 0, w, int(h * 0.75)))          # printed page, lower blank half folded away
w, h = im.size
# paper tint
im = Image.blend(im, Image.new('RGB', im.size, (236, 230, 214)), 0.12)
# put on a desk background, rotate
bg = Image.new('RGB', (w + 160, h + 160), (92, 76, 60))
bg.paste(im, (80, 80))
bg = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 76, 60))
# shading: gradient from top-left (light) to bottom-right (shadow)
W, H = bg.size
grad = Image.new('L', (W, H))
gd = ImageDraw.Draw(grad)
for y in range(H):
    gd.line([(0, y), (W, y)], fill=int(255 * (0.25 + 0.5 * y / H)))
shade = Image.new('RGB', (W, H), (40, 34, 30))
bg = Image.composite(shade, bg, grad.point(lambda v: int(v * 0.35)))
# vignette
vig = Image.new('L', (W, H), 0)
vd = ImageDraw.Draw(vig)
vd.ellipse([-W * 0.15, -H * 0.15, W * 1.15, H * 1.15], fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(120))
bg = Image.composite(bg, Image.new('RGB', (W, H), (20, 18, 16)), vig)
# blur + noise
bg = bg.filter(ImageFilter.GaussianBlur(0.9))
px = bg.load()
for _ in range(W * H // 6):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]; n = random.randint(-22, 22)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
bg.save(os.path.join(here, '..', 'cvs', 'IMG_20261108_213544.jpg'), quality=82)
print('ok', bg.size)
