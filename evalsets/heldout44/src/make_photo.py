#!/usr/bin/env python3
"""Turns build/yerlan.png (pdftoppm -r 150 of the printed page) into a phone-photo JPEG with no text layer."""
import random
from pathlib import Path
from PIL import Image, ImageFilter, ImageDraw, ImageChops

HERE = Path(__file__).resolve().parent
img = Image.open(HERE / "build/yerlan.png").convert("RGB")
img = img.crop((0, 0, img.width, 1150))                     # upper part of the A4 page (all text)
# paper tint
img = ImageChops.multiply(img, Image.new("RGB", img.size, (236, 230, 218)))
# rotate ~1.8 degrees onto a darker desk background
img = img.rotate(1.8, resample=Image.BICUBIC, expand=True, fillcolor=(92, 84, 74))
# uneven lighting: radial vignette + a soft shadow from the left
w, h = img.size
mask = Image.new("L", (w, h), 0)
d = ImageDraw.Draw(mask)
for i in range(60):
    v = int(255 * (i / 60) ** 0.6)
    d.ellipse((-w * 0.25 + i * w * 0.008, -h * 0.3 + i * h * 0.009,
               w * 1.25 - i * w * 0.008, h * 1.3 - i * h * 0.009), fill=v)
mask = mask.filter(ImageFilter.GaussianBlur(40))
dark = Image.new("RGB", (w, h), (40, 36, 30))
img = Image.composite(img, dark, mask.point(lambda p: 110 + int(p * 145 / 255)))
shadow = Image.linear_gradient("L").rotate(90).resize((w, h)).point(lambda p: 255 - int(p * 0.25))
img = ImageChops.multiply(img, Image.merge("RGB", [shadow] * 3))
# slight blur and sensor noise
img = img.filter(ImageFilter.GaussianBlur(0.8))
random.seed(44)
noise = Image.effect_noise((w, h), 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda p: 200 + p // 5)), 0.5)
img.save(HERE.parent / "cvs/yerlan_cv_photo.jpg", quality=80)
print(img.size)
