"""Turns nie_page.png into a phone-photo-like JPEG (rotation, shading/vignette, blur, noise)."""
import random, sys
from PIL import Image, ImageFilter, ImageDraw, ImageChops
src, dst = sys.argv[1], sys.argv[2]
random.seed(33)
im = Image.open(src).convert("RGB")
w, h = im.size
# paper on a table: pad, rotate
bg = Image.new("RGB", (int(w * 1.08), int(h * 1.06)), (120, 108, 92))
bg.paste(im, ((bg.width - w) // 2, (bg.height - h) // 2))
im = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(120, 108, 92))
w, h = im.size
# warm tint
im = Image.blend(im, Image.new("RGB", im.size, (243, 226, 196)), 0.10)
# vignette + uneven light from upper left
mask = Image.new("L", (w, h), 0)
d = ImageDraw.Draw(mask)
d.ellipse((-w * 0.25, -h * 0.3, w * 1.05, h * 1.15), fill=255)
mask = mask.filter(ImageFilter.GaussianBlur(w // 6))
dark = Image.blend(im, Image.new("RGB", im.size, (0, 0, 0)), 0.45)
im = Image.composite(im, dark, mask)
# slight blur
im = im.filter(ImageFilter.GaussianBlur(0.9))
# noise
noise = Image.effect_noise((w, h), 18).convert("RGB")
im = ImageChops.add(im, noise, scale=1.0, offset=-128 + 128 - 9) if False else Image.blend(im, noise, 0.06)
im.save(dst, "JPEG", quality=80)
