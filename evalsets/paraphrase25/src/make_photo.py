"""Turns tomoko_page.png into a phone-photo-like JPG (rotation, warm tint, vignette, blur, noise)."""
import random, os
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(25)
here = os.path.dirname(os.path.abspath(__file__))
im = Image.open(os.path.join(here, "tomoko_page.png")).convert("RGB")
im = im.rotate(1.8, resample=Image.BICUBIC, expand=True, fillcolor=(150, 140, 128))
w, h = im.size
# warm tint
tint = Image.new("RGB", (w, h), (243, 230, 207))
im = Image.blend(im, ImageChops.multiply(im, tint), 0.6)
# vignette / uneven light
mask = Image.new("L", (w, h), 0)
ImageDraw.Draw(mask).ellipse((-w * 0.25, -h * 0.2, w * 1.15, h * 1.2), fill=255)
mask = mask.filter(ImageFilter.GaussianBlur(min(w, h) * 0.15))
dark = Image.eval(im, lambda v: int(v * 0.72))
im = Image.composite(im, dark, mask)
im = im.filter(ImageFilter.GaussianBlur(0.7))
# noise
noise = Image.effect_noise((w, h), 18).convert("RGB")
im = Image.blend(im, ImageChops.multiply(im, Image.eval(noise, lambda v: 200 + v // 5)), 0.5)
im.save(os.path.join(here, "..", "cvs", "IMG_20261103_142217.jpg"), quality=82)
print(im.size)
