from PIL import Image, ImageFilter, ImageDraw, ImageChops
import random, os
random.seed(285)
here = os.path.dirname(os.path.abspath(__file__))
im = Image.open(os.path.join(here, 'page.png')).convert('RGB')
# crop lower empty half a bit, keep the page look
w, h = im.size
im = im.crop((0, 0, w, int(h * 0.62)))
w, h = im.size
# paper tone
tone = Image.new('RGB', im.size, (236, 230, 216))
im = ImageChops.multiply(im, tone)
# place on a desk background and rotate
bg = Image.new('RGB', (w + 160, h + 160), (92, 74, 58))
bg.paste(im, (80, 80))
bg = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 74, 58))
# vignette / uneven lighting
W, H = bg.size
mask = Image.new('L', (W, H), 0)
d = ImageDraw.Draw(mask)
for i in range(60):
    v = int(255 * (i / 60))
    d.ellipse((-W * 0.35 + i * W * 0.006, -H * 0.3 + i * H * 0.006, W * 1.25 - i * W * 0.006, H * 1.35 - i * H * 0.006), fill=v)
mask = mask.filter(ImageFilter.GaussianBlur(60))
dark = Image.new('RGB', (W, H), (40, 34, 28))
bg = Image.composite(bg, dark, mask.point(lambda p: int(110 + p * 145 / 255)))
bg = bg.filter(ImageFilter.GaussianBlur(0.8))
# noise
px = bg.load()
for _ in range(W * H // 6):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]; n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
bg.save(os.path.join(here, '..', '..', 'cvs', 'IMG_20261114_183022.jpg'), quality=80)
