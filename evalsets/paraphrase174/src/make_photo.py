"""Turns src/ying_page.png into a phone-photo JPEG in ../cvs (no text layer)."""
import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(7)
from PIL import ImageEnhance
im = Image.open("ying_page.png").convert("L").point(lambda p: 0 if p < 170 else p).convert("RGB")
w, h = im.size
# crop to the used part of the page
im = im.crop((0, 0, w, int(h * 0.7)))
w, h = im.size
bg = Image.new("RGB", (int(w * 1.1), int(h * 1.1)), (92, 80, 66))
bg.paste(im, (int(w * 0.05), int(h * 0.05)))
im = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 80, 66))
w, h = im.size
# vignette / uneven lighting
mask = Image.new("L", (w, h), 0)
d = ImageDraw.Draw(mask)
for i in range(60):
    v = int(255 * (i / 60))
    d.ellipse((-w * 0.3 + i * w * 0.006, -h * 0.3 + i * h * 0.006, w * 1.2 - i * w * 0.004, h * 1.3 - i * h * 0.004), fill=v)
mask = mask.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", (w, h), (40, 34, 28))
im = Image.composite(im, dark, mask.point(lambda p: 110 + p * 145 // 255))
im = im.filter(ImageFilter.GaussianBlur(0.6))
noise = Image.effect_noise((w, h), 18).convert("RGB")
im = ImageChops.add(im, noise, scale=1.0, offset=-9)
im.save("../cvs/IMG_20260612_183402.jpg", quality=82)
