"""Turns the rendered page xz-1.png into a phone-photo-like JPEG in ../cvs/."""
import os, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
HERE = os.path.dirname(os.path.abspath(__file__))
random.seed(254)
img = Image.open(os.path.join(HERE, "xz-1.png")).convert("RGB")
w, h = img.size
# warm paper tint
tint = Image.new("RGB", (w, h), (246, 238, 222))
img = ImageChops.multiply(img, tint)
# rotate 2 degrees with a table-coloured background
img = img.rotate(-2.0, resample=Image.BICUBIC, expand=True, fillcolor=(92, 78, 64))
w, h = img.size
# vignette / uneven lighting
shade = Image.new("L", (w, h), 0)
d = ImageDraw.Draw(shade)
for i in range(40):
    box = (int(-w * 0.3 + i * w * 0.012), int(-h * 0.2 + i * h * 0.01),
           int(w * 1.2 - i * w * 0.008), int(h * 1.1 - i * h * 0.008))
    d.ellipse(box, fill=int(110 + i * 3.6))
shade = shade.filter(ImageFilter.GaussianBlur(80))
img = ImageChops.multiply(img, Image.merge("RGB", (shade, shade, shade)).point(lambda v: min(255, v + 40)))
img = img.filter(ImageFilter.GaussianBlur(0.8))
# noise
noise = Image.effect_noise((w, h), 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda v: 200 + v // 5)), 0.35)
img.save(os.path.join(HERE, "..", "cvs", "IMG_20261108_213455.jpg"), quality=82)
