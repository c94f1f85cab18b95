"""Turns page-1.png (pdftoppm -r 150 of zhuang_yifan_zh_2021.pdf) into a phone-photo-like JPEG (no text layer)."""
import random
from PIL import Image, ImageFilter, ImageChops, ImageDraw, ImageEnhance
random.seed(52)
im = Image.open("page-1.png").convert("RGB")
# crop to the upper part of the A4 page where the text is, as a phone shot would frame it
w, h = im.size
im = im.crop((0, 0, w, int(h * 0.62)))
im = im.rotate(-2.2, resample=Image.BICUBIC, expand=True, fillcolor=(120, 116, 104))
w, h = im.size
# vignette / uneven lighting
shade = Image.new("L", (w, h), 0)
d = ImageDraw.Draw(shade)
for i in range(60):
    t = i / 60
    box = (int(-0.25 * w + t * 0.3 * w), int(-0.25 * h + t * 0.3 * h), int(1.25 * w - t * 0.3 * w), int(1.25 * h - t * 0.3 * h))
    d.ellipse(box, fill=int(150 + 105 * t))
shade = shade.filter(ImageFilter.GaussianBlur(60))
im = ImageChops.multiply(im, Image.merge("RGB", (shade, shade, shade)))
# warm paper tint and lower contrast
im = ImageChops.multiply(im, Image.new("RGB", (w, h), (255, 246, 228)))
im = ImageEnhance.Contrast(im).enhance(0.85)
im = im.filter(ImageFilter.GaussianBlur(0.8))
# noise
noise = Image.effect_noise((w, h), 18).convert("RGB")
im = Image.blend(im, ImageChops.multiply(im, ImageEnhance.Brightness(noise).enhance(1.9)), 0.25)
im.save("../cvs/IMG_20211014_193522.jpg", quality=80)
print(im.size)
