import random, sys
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(246)
src, out = sys.argv[1], sys.argv[2]
im = Image.open(src).convert("RGB")
w, h = im.size
# paper tint
tint = Image.new("RGB", im.size, (236, 229, 214))
im = ImageChops.multiply(im, tint)
# rotate ~1.8 degrees on a dark desk background
im = im.rotate(-1.8, resample=Image.BICUBIC, expand=True, fillcolor=(58, 52, 47))
w, h = im.size
# vignette / uneven lighting
mask = Image.new("L", (w, h), 0)
d = ImageDraw.Draw(mask)
for i in range(40):
    v = int(255 * (i / 40))
    d.ellipse([-w*0.25 + i*w/80, -h*0.2 + i*h/80, w*1.15 - i*w/80, h*1.2 - i*h/80], fill=v)
mask = mask.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", (w, h), (70, 64, 58))
im = Image.composite(im, dark, mask.point(lambda p: 90 + p * 165 // 255))
# shadow band
shade = Image.new("L", (w, h), 255)
ds = ImageDraw.Draw(shade)
ds.polygon([(int(w*0.7), 0), (w, 0), (w, int(h*0.5))], fill=205)
shade = shade.filter(ImageFilter.GaussianBlur(40))
im = ImageChops.multiply(im, Image.merge("RGB", [shade]*3))
im = im.filter(ImageFilter.GaussianBlur(0.8))
# noise
noise = Image.effect_noise((w, h), 18).convert("RGB")
im = Image.blend(im, ImageChops.multiply(im, noise.point(lambda p: 200 + p // 5)), 0.35)
im.save(out, "JPEG", quality=82)
