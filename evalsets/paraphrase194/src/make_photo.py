import random, sys
from PIL import Image, ImageFilter, ImageDraw, ImageEnhance
random.seed(194)
src, out = sys.argv[1], sys.argv[2]
im = Image.open(src).convert('RGB')
w, h = im.size
im = im.crop((0, 0, w, int(h * 0.62)))  # the page has content only in the top part
w, h = im.size
bg = Image.new('RGB', (w + 160, h + 160), (92, 78, 64))
bg.paste(im, (80, 80))
bg = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
W, H = bg.size
shade = Image.new('L', (W, H), 0)
d = ImageDraw.Draw(shade)
for i in range(60):
    d.ellipse((-W * 0.3 + i * 6, -H * 0.3 + i * 6, W * 1.3 - i * 6, H * 1.3 - i * 6), fill=int(i * 2.5))
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = ImageEnhance.Brightness(bg).enhance(0.55)
bg = Image.composite(bg, dark, shade)
grad = Image.linear_gradient('L').resize((W, H)).rotate(90, expand=False)
bg = Image.composite(ImageEnhance.Brightness(bg).enhance(0.85), bg, grad.point(lambda v: v // 2))
bg = bg.filter(ImageFilter.GaussianBlur(0.8))
px = bg.load()
for _ in range(W * H // 12):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]; n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
bg.save(out, 'JPEG', quality=82)
