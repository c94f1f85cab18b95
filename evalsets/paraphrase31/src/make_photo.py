"""Turns the rendered PNG of 阎书衡's page into a phone-photo-like JPG (no text layer)."""
import sys, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
import math
random.seed(31)
src, dst = sys.argv[1], sys.argv[2]
im = Image.open(src).convert("RGB")
# paper tint
tint = Image.new("RGB", im.size, (236, 229, 212))
im = ImageChops.multiply(im, tint)
# rotate 2.2 degrees on a desk-coloured background
im = im.rotate(2.2, resample=Image.BICUBIC, expand=True, fillcolor=(120, 104, 86))
w, h = im.size
# vignette + uneven lighting (shadow from the top-left)
mask = Image.new("L", (w, h), 0)
d = ImageDraw.Draw(mask)
for i in range(60):
    f = i / 60
    d.ellipse([-w*0.3 + f*w*0.45, -h*0.25 + f*h*0.4, w*1.3 - f*w*0.45, h*1.25 - f*h*0.4], fill=int(150 + 105*f))
mask = mask.filter(ImageFilter.GaussianBlur(80))
shade = Image.merge("RGB", [mask]*3)
im = ImageChops.multiply(im, shade)
grad = Image.linear_gradient("L").resize((w, h)).rotate(35, expand=False)
grad = grad.point(lambda v: 200 + v * 55 // 255)
im = ImageChops.multiply(im, Image.merge("RGB", [grad]*3))
im = im.filter(ImageFilter.GaussianBlur(0.9))
# noise
noise = Image.effect_noise((w, h), 18).convert("RGB")
im = Image.blend(im, ImageChops.multiply(im, noise.point(lambda v: 200 + v*55//255)), 0.5)
im.save(dst, "JPEG", quality=80)
print(im.size)
