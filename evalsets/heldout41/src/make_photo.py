"""Turns a rendered page PNG into a phone-photo-like JPEG (rotation, vignette, blur, noise)."""
import sys, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops

src, dst = sys.argv[1], sys.argv[2]
random.seed(41)
img = Image.open(src).convert("RGB")
w, h = img.size
img = img.crop((0, 60, w, min(h, 1060)))
# paper border + table background, slight rotation
paper = Image.new("RGB", (img.width + 80, img.height + 80), "white")
paper.paste(img, (40, 40))
bg = Image.new("RGB", (paper.width + 160, paper.height + 160), (107, 99, 87))
bg.paste(paper, (80, 80))
img = bg.rotate(2.2, resample=Image.BICUBIC, expand=True, fillcolor=(107, 99, 87))
# warm tint
img = Image.blend(img, Image.new("RGB", img.size, (243, 231, 207)), 0.08)
# vignette / uneven lighting
mask = Image.new("L", img.size, 0)
d = ImageDraw.Draw(mask)
W, H = img.size
d.ellipse((-W * 0.15, -H * 0.2, W * 1.05, H * 1.15), fill=255)
mask = mask.filter(ImageFilter.GaussianBlur(140))
dark = Image.blend(img, Image.new("RGB", img.size, (0, 0, 0)), 0.45)
img = Image.composite(img, dark, mask)
# blur + noise
img = img.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise(img.size, 18).convert("RGB")
img = ImageChops.add(img, noise, scale=2.0, offset=-64)
img.save(dst, "JPEG", quality=82)
