"""Turns page-1.png (pdftoppm -r 150) into a phone-photo-like JPEG without a text layer."""
import random, sys
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(129)
src, dst = sys.argv[1], sys.argv[2]
im = Image.open(src).convert("RGB")
w, h = im.size
im = im.crop((0, 0, w, int(h * 0.62)))           # only the written part of the page
im = im.rotate(-2.2, resample=Image.BICUBIC, expand=True, fillcolor=(96, 88, 80))
w, h = im.size
bg = Image.new("RGB", (w + 120, h + 120), (84, 72, 62))  # desk
bg.paste(im, (60, 70))
im = bg
w, h = im.size
# shading: warm tint + vignette + side shadow
tint = Image.new("RGB", (w, h), (255, 240, 215))
im = ImageChops.multiply(im, tint)
vig = Image.new("L", (w, h), 0)
d = ImageDraw.Draw(vig)
for i in range(40):
    box = (i * w // 90, i * h // 90, w - i * w // 90, h - i * h // 90)
    d.ellipse(box, fill=int(120 + i * 3.4))
vig = vig.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", (w, h), (30, 25, 20))
im = Image.composite(im, dark, vig)
shadow = Image.new("L", (w, h), 255)
ds = ImageDraw.Draw(shadow)
for x in range(w // 3):
    ds.line([(x, 0), (x, h)], fill=int(255 - 55 * (1 - x / (w / 3))))
im = ImageChops.multiply(im, Image.merge("RGB", [shadow] * 3))
im = im.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise((w, h), 18).convert("RGB")
im = Image.blend(im, ImageChops.multiply(im, ImageChops.invert(ImageChops.invert(noise))), 0.12)
im.save(dst, "JPEG", quality=82)
