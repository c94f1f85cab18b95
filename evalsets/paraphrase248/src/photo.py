# turns src/p4/page.png into a phone-photo-like JPEG (no text layer)
import sys, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(7)
src, dst = sys.argv[1], sys.argv[2]
im = Image.open(src).convert("RGB")
w, h = im.size
# warm paper tint
tint = Image.new("RGB", im.size, (238, 230, 214))
im = ImageChops.multiply(im, tint)
# rotate ~2 degrees on a darker "desk" background
im = im.rotate(-2.2, resample=Image.BICUBIC, expand=True, fillcolor=(92, 80, 66))
w, h = im.size
# vignette + side shading
mask = Image.new("L", im.size, 0)
d = ImageDraw.Draw(mask)
for i in range(60):
    d.ellipse([-w*0.25 + i*6, -h*0.2 + i*6, w*1.25 - i*6, h*1.2 - i*6], fill=int(255 * i / 60))
mask = mask.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", im.size, (40, 34, 28))
im = Image.composite(im, dark, mask)
grad = Image.linear_gradient("L").rotate(90, expand=True).resize(im.size)
shade = Image.new("RGB", im.size, (0, 0, 0))
im = Image.composite(shade, im, grad.point(lambda v: int(v * 0.18)))
im = im.filter(ImageFilter.GaussianBlur(0.9))
# noise
noise = Image.effect_noise(im.size, 18).convert("RGB")
im = ImageChops.add(im, noise, scale=1.0, offset=-9)
im.save(dst, "JPEG", quality=82)
