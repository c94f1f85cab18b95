import random, sys
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(75)
src, dst = sys.argv[1], sys.argv[2]
im = Image.open(src).convert("RGB")
w, h = im.size
# paper tint
tint = Image.new("RGB", (w, h), (236, 228, 212))
im = ImageChops.multiply(im, tint)
# shading gradient (light from top-left)
grad = Image.new("L", (w, h))
d = ImageDraw.Draw(grad)
for y in range(h):
    d.line([(0, y), (w, y)], fill=int(255 - 55 * y / h))
im = Image.composite(im, Image.new("RGB", (w, h), (0, 0, 0)), grad.point(lambda v: v))
# rotate on a dark desk background
im = im.rotate(-2.2, resample=Image.BICUBIC, expand=True, fillcolor=(58, 48, 40))
# vignette
w2, h2 = im.size
vig = Image.new("L", (w2, h2), 0)
dv = ImageDraw.Draw(vig)
for i in range(40):
    dv.ellipse([-w2 * 0.25 + i * 6, -h2 * 0.2 + i * 6, w2 * 1.25 - i * 6, h2 * 1.2 - i * 6], fill=int(120 + i * 3.4))
vig = vig.filter(ImageFilter.GaussianBlur(60))
im = Image.composite(im, Image.new("RGB", im.size, (20, 18, 15)), vig)
im = im.filter(ImageFilter.GaussianBlur(0.8))
# noise
noise = Image.effect_noise(im.size, 18).convert("RGB")
im = Image.blend(im, noise, 0.06)
im.save(dst, "JPEG", quality=82)
