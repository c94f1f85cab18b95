"""Turns the rendered page build/nadira-1.png into a phone-photo-like JPEG (no text layer)."""
import random
from pathlib import Path
from PIL import Image, ImageFilter, ImageChops, ImageDraw, ImageOps

here = Path(__file__).resolve().parent
page = Image.open(here / "build" / "nadira-1.png").convert("L")
bbox = ImageOps.invert(page).getbbox()
l, t, r, b = bbox
page = page.crop((max(0, l - 90), max(0, t - 90), min(page.width, r + 90), min(page.height, b + 140)))
img = page.convert("RGB")
# paper tint
img = ImageChops.multiply(img, Image.new("RGB", img.size, (244, 238, 226)))
# rotate ~2 degrees on a darker "desk" background
img = img.rotate(-2.2, resample=Image.BICUBIC, expand=True, fillcolor=(92, 80, 66))
# shading: left-to-right gradient + vignette
w, h = img.size
shade = Image.new("L", (w, h))
d = ImageDraw.Draw(shade)
for x in range(w):
    d.line([(x, 0), (x, h)], fill=int(255 - 55 * (x / w)))
vig = Image.new("L", (w, h), 0)
ImageDraw.Draw(vig).ellipse((-w * 0.25, -h * 0.25, w * 1.25, h * 1.25), fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(min(w, h) // 6))
mask = ImageChops.multiply(shade, vig)
img = ImageChops.multiply(img, Image.merge("RGB", (mask, mask, mask)))
img = img.filter(ImageFilter.GaussianBlur(0.9))
# noise
random.seed(39)
noise = Image.effect_noise((w, h), 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda v: 200 + v // 5)), 0.35)
img.save(here.parent / "cvs" / "IMG_20261121_184407.jpg", quality=82)
print(img.size)
