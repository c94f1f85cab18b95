"""Turns the rendered page PNG into a phone-photo JPG (no text layer)."""
import sys, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(216)
src, dst = sys.argv[1], sys.argv[2]
im = Image.open(src).convert("RGB")
w, h = im.size
# paper tint
tint = Image.new("RGB", (w, h), (236, 230, 214))
im = ImageChops.multiply(im, tint)
# rotate ~2 degrees on a darker "desk" background
bg = Image.new("RGB", (int(w * 1.08), int(h * 1.06)), (88, 76, 64))
bg.paste(im, ((bg.width - w) // 2, (bg.height - h) // 2))
im = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(88, 76, 64))
W, H = im.size
# vignette / uneven light from the top-left
mask = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(mask)
for i in range(60):
    v = int(255 * (i / 60))
    d.ellipse([-W * 0.3 + i * 12, -H * 0.25 + i * 14, W * 1.2 - i * 10, H * 1.25 - i * 12], fill=v)
mask = mask.filter(ImageFilter.GaussianBlur(80))
dark = Image.eval(im, lambda p: int(p * 0.62))
im = Image.composite(im, dark, mask)
# slight blur + noise
im = im.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((W, H), 18).convert("RGB")
im = Image.blend(im, ImageChops.multiply(im, Image.eval(noise, lambda p: min(255, p + 150))), 0.35)
im.save(dst, "JPEG", quality=78)
print(dst, im.size)
