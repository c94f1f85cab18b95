import random, sys
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(235)
src, dst = sys.argv[1], sys.argv[2]
im = Image.open(src).convert("RGB")
w, h = im.size
# warm paper tint
tint = Image.new("RGB", (w, h), (246, 238, 222))
im = ImageChops.multiply(im, tint)
# vignette / uneven lighting
mask = Image.new("L", (w, h), 0)
d = ImageDraw.Draw(mask)
for i in range(60):
    d.ellipse([-w*0.3+i*8, -h*0.2+i*10, w*1.2-i*8, h*1.15-i*10], fill=min(255, 150+int(i*2.6)))
mask = mask.filter(ImageFilter.GaussianBlur(80))
dark = Image.new("RGB", (w, h), (70, 60, 50))
im = Image.composite(im, dark, mask)
# rotate ~2 degrees on a table-coloured background
im = im.rotate(-2.2, resample=Image.BICUBIC, expand=True, fillcolor=(92, 78, 64))
im = im.filter(ImageFilter.GaussianBlur(0.9))
# noise
noise = Image.effect_noise(im.size, 18).convert("RGB")
im = ImageChops.add(im, noise, scale=1.0, offset=-128)
im.save(dst, "JPEG", quality=78)
