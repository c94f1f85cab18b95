"""Turns xing_page.png into a phone-photo-like JPEG (rotation, vignette, blur, noise; no text layer)."""
import sys, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops

src, dst = sys.argv[1], sys.argv[2]
random.seed(26)
im = Image.open(src).convert("RGB")
w, h = im.size
# paper tint
tint = Image.new("RGB", (w, h), (243, 233, 210))
im = Image.blend(im, tint, 0.10)
# rotate on a table-coloured background
im = im.rotate(-1.8, resample=Image.BICUBIC, expand=True, fillcolor=(120, 108, 92))
w, h = im.size
# vignette / uneven lighting
mask = Image.new("L", (w, h), 0)
ImageDraw.Draw(mask).ellipse([-w * 0.15, -h * 0.2, w * 1.1, h * 1.05], fill=255)
mask = mask.filter(ImageFilter.GaussianBlur(min(w, h) // 6))
dark = Image.new("RGB", (w, h), (60, 55, 48))
im = Image.composite(im, Image.blend(im, dark, 0.55), mask)
# slight blur and sensor noise
im = im.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise((w, h), 12).convert("RGB")
im = ImageChops.add(im, noise, scale=1.0, offset=-128)
im = im.resize((int(w * 0.92), int(h * 0.92)), Image.LANCZOS)
im.save(dst, "JPEG", quality=82)
