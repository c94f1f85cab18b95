import sys, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(253)
src, out = sys.argv[1], sys.argv[2]
page = Image.open(src).convert('RGB')
# warm paper tint
tint = Image.new('RGB', page.size, (246, 240, 226))
page = ImageChops.multiply(page, tint)
W, H = page.size
bg = Image.new('RGB', (W + 220, H + 260), (92, 78, 64))  # wooden desk
page = page.rotate(-2.2, resample=Image.BICUBIC, expand=True, fillcolor=(92, 78, 64))
bg.paste(page, (100, 120))
img = bg
# shading: darker towards one corner + vignette
w, h = img.size
shade = Image.new('L', (w, h), 0)
d = ImageDraw.Draw(shade)
for i in range(0, 255, 3):
    r = int(max(w, h) * (1.05 - i / 300))
    d.ellipse([w * 0.45 - r, h * 0.4 - r, w * 0.45 + r, h * 0.4 + r], fill=i)
shade = shade.filter(ImageFilter.GaussianBlur(80))
dark = Image.new('RGB', (w, h), (20, 18, 16))
img = Image.composite(img, dark, shade.point(lambda v: min(255, 90 + v)))
img = img.filter(ImageFilter.GaussianBlur(0.9))
# noise
noise = Image.effect_noise((w, h), 18).convert('RGB')
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda v: 200 + v // 5)), 0.35)
img.save(out, 'JPEG', quality=82)
