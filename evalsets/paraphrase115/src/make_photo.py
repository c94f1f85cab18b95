import random, os
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(115)
here = os.path.dirname(os.path.abspath(__file__))
im = Image.open(os.path.join(here, 'ben_langzhou-1.png')).convert('RGB')
# paper tint
tint = Image.new('RGB', im.size, (236, 228, 212))
im = ImageChops.multiply(im, tint)
# place on a darker "desk" and rotate
W, H = im.size
desk = Image.new('RGB', (W + 160, H + 160), (92, 78, 64))
desk.paste(im, (80, 80))
im = desk.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# vignette / uneven lighting
W, H = im.size
mask = Image.new('L', (W, H), 0)
d = ImageDraw.Draw(mask)
for i in range(60):
    v = int(255 * (i / 60))
    d.ellipse([-W * 0.25 + i * W * 0.006, -H * 0.2 + i * H * 0.005, W * 1.15 - i * W * 0.006, H * 1.2 - i * H * 0.005], fill=v)
mask = mask.filter(ImageFilter.GaussianBlur(80))
dark = Image.eval(im, lambda p: int(p * 0.55))
im = Image.composite(im, dark, mask)
im = im.filter(ImageFilter.GaussianBlur(0.9))
# noise
px = im.load()
for _ in range(W * H // 6):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]
    n = random.randint(-22, 22)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
im.save(os.path.join(here, '..', 'cvs', 'IMG_20261103_184522.jpg'), quality=82)
