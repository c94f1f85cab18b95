from PIL import Image, ImageFilter, ImageDraw, ImageChops
import random, os
random.seed(118)
here = os.path.dirname(os.path.abspath(__file__))
im = Image.open(os.path.join(here, 'page-1.png')).convert('RGB')
# crop to upper part with content, then warm paper tint
w, h = im.size
im = im.crop((0, 0, w, int(h * 0.78)))
tint = Image.new('RGB', im.size, (244, 236, 220))
im = ImageChops.multiply(im, tint)
# put on a darker desk background with margin, rotate
bg = Image.new('RGB', (im.width + 160, im.height + 160), (92, 78, 64))
bg.paste(im, (80, 80))
bg = bg.rotate(2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# vignette / shading
W, H = bg.size
mask = Image.new('L', (W, H), 0)
dr = ImageDraw.Draw(mask)
dr.ellipse((-W * 0.25, -H * 0.15, W * 1.25, H * 1.15), fill=255)
mask = mask.filter(ImageFilter.GaussianBlur(180))
dark = Image.new('RGB', (W, H), (30, 25, 20))
bg = Image.composite(bg, dark, mask)
# diagonal shadow
sh = Image.new('L', (W, H), 0)
ImageDraw.Draw(sh).polygon([(0, H), (W * 0.55, H), (0, H * 0.45)], fill=70)
sh = sh.filter(ImageFilter.GaussianBlur(90))
bg = Image.composite(Image.new('RGB', (W, H), (0, 0, 0)), bg, sh)
bg = bg.filter(ImageFilter.GaussianBlur(0.9))
# noise
px = bg.load()
for _ in range(W * H // 6):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]; n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
bg.save(os.path.join(here, '..', 'cvs', 'IMG_20261103_142210.jpg'), quality=82)
print(bg.size)
