import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(249)
im = Image.open("build/qm-1.png").convert("RGB")
# crop to the upper part of the page (text area) with margin
w, h = im.size
im = im.crop((0, 0, w, int(h * 0.62)))
# paper tint
tint = Image.new("RGB", im.size, (236, 228, 210))
im = ImageChops.multiply(im, tint)
# rotate ~2 degrees onto a darker "desk" background
im = im.rotate(-2.2, resample=Image.BICUBIC, expand=True, fillcolor=(70, 62, 55))
# vignette / uneven lighting
W, H = im.size
mask = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(mask)
for i in range(60):
    a = int(255 * (i / 60) ** 1.5)
    d.ellipse((-W * 0.3 + i * W * 0.008, -H * 0.3 + i * H * 0.008, W * 1.3 - i * W * 0.008, H * 1.3 - i * H * 0.008), fill=a)
dark = Image.new("RGB", (W, H), (40, 36, 30))
im = Image.composite(im, dark, mask.filter(ImageFilter.GaussianBlur(40)))
# side shading (shadow of the phone)
shade = Image.new("L", (W, H), 0)
ds = ImageDraw.Draw(shade)
for x in range(W):
    ds.line([(x, 0), (x, H)], fill=int(70 * max(0, 1 - x / (W * 0.45))))
im = Image.composite(Image.new("RGB", (W, H), (0, 0, 0)), im, shade)
im = im.filter(ImageFilter.GaussianBlur(0.8))
# noise
noise = Image.effect_noise((W, H), 18).convert("RGB")
im = Image.blend(im, ImageChops.multiply(im, noise.point(lambda v: 200 + v // 5)), 0.35)
im.save("../cvs/IMG_20261114_183502.jpg", quality=82)
print(im.size)
