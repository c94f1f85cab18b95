# Turns the rendered page PNG into a phone-photo-like JPEG (no text layer).
import sys, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
src, dst = sys.argv[1], sys.argv[2]
im = Image.open(src).convert("RGB")
w, h = im.size
# warm paper tint
tint = Image.new("RGB", (w, h), (236, 228, 210))
im = ImageChops.multiply(im, tint)
# rotate ~1.7 degrees on a dark table background
im = im.rotate(1.7, resample=Image.BICUBIC, expand=True, fillcolor=(70, 62, 55))
w, h = im.size
# vignette / uneven lighting
mask = Image.new("L", (w, h), 0)
d = ImageDraw.Draw(mask)
d.ellipse([-w * 0.25, -h * 0.2, w * 1.15, h * 1.2], fill=255)
mask = mask.filter(ImageFilter.GaussianBlur(w // 6))
dark = Image.eval(im, lambda v: int(v * 0.55))
im = Image.composite(im, dark, mask)
# slight blur and noise
im = im.filter(ImageFilter.GaussianBlur(0.8))
random.seed(7)
noise = Image.effect_noise((w, h), 18).convert("RGB")
im = Image.blend(im, ImageChops.multiply(im, Image.eval(noise, lambda v: min(255, v + 150))), 0.5)
im.save(dst, "JPEG", quality=80)
