"""Turn a rendered page PNG into a phone photo (.jpg, no text layer)."""
import sys, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(250)
src, dst = sys.argv[1], sys.argv[2]
page = Image.open(src).convert('RGB')
W, H = page.size
bg = Image.new('RGB', (int(W*1.12), int(H*1.08)), (92, 78, 64))  # wooden table
bg.paste(page, (int(W*0.06), int(H*0.04)))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# uneven lighting: gradient + vignette
w, h = img.size
shade = Image.new('L', (w, h))
d = ImageDraw.Draw(shade)
for y in range(h):
    v = int(235 - 55 * (y / h))
    d.line([(0, y), (w, y)], fill=v)
vig = Image.new('L', (w, h), 0)
ImageDraw.Draw(vig).ellipse([-w*0.25, -h*0.2, w*1.25, h*1.2], fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(w*0.08))
mask = ImageChops.multiply(shade, vig)
img = ImageChops.multiply(img, Image.merge('RGB', [mask, mask, mask]).point(lambda p: min(255, p + 40)))
img = img.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise((w, h), 18).convert('RGB')
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda p: 200 + p // 5)), 0.35)
img = img.resize((int(w*0.9), int(h*0.9)))
img.save(dst, 'JPEG', quality=82)
print('wrote', dst, img.size)
