"""Turns the rendered page ji_page-1.png into a phone-photo-like JPEG (no text layer)."""
import random
from pathlib import Path
from PIL import Image, ImageFilter, ImageDraw, ImageChops

random.seed(99)
here = Path(__file__).resolve().parent
page = Image.open(here / "ji_page-1.png").convert("RGB")
w, h = page.size
# put the page on a desk-coloured background and rotate slightly
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (118, 96, 74))
bg.paste(page, ((bg.width - w) // 2, (bg.height - h) // 2))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(110, 90, 70))
# uneven lighting: a diagonal gradient + vignette
W, H = img.size
shade = Image.new("L", (W, H))
dr = ImageDraw.Draw(shade)
for y in range(H):
    v = int(255 - 55 * (y / H))
    dr.line([(0, y), (W, y)], fill=v)
vign = Image.new("L", (W, H), 0)
ImageDraw.Draw(vign).ellipse([-W * 0.15, -H * 0.1, W * 1.15, H * 1.1], fill=255)
vign = vign.filter(ImageFilter.GaussianBlur(120))
mask = ImageChops.multiply(shade, vign.point(lambda p: 150 + p * 105 // 255))
img = ImageChops.multiply(img, Image.merge("RGB", (mask, mask, mask)))
img = img.filter(ImageFilter.GaussianBlur(0.8))
# sensor noise
noise = Image.effect_noise((W, H), 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda p: 200 + p // 5)), 0.35)
img.save(here.parent / "cvs" / "IMG_20261103_091244.jpg", quality=82)
