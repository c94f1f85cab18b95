# Turns latex/zms-1.png (pdftoppm -r 150 of zhan_mingshu_2026.pdf) into a phone-photo JPEG.
import random, os
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(165)
here = os.path.dirname(os.path.abspath(__file__))
im = Image.open(os.path.join(here, "latex", "zms-1.png")).convert("RGB")
w, h = im.size
# crop bottom whitespace a bit, put on a desk-coloured background
bg = Image.new("RGB", (w + 160, h + 160), (92, 78, 66))
bg.paste(im, (80, 70))
im = bg.rotate(-1.8, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 66))
W, H = im.size
# lighting gradient + vignette
shade = Image.new("L", (W, H))
dr = ImageDraw.Draw(shade)
for y in range(H):
    for_val = int(255 - 55 * (y / H))
    dr.line([(0, y), (W, y)], fill=for_val)
vig = Image.new("L", (W, H), 0)
ImageDraw.Draw(vig).ellipse([-W * 0.25, -H * 0.2, W * 1.25, H * 1.2], fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(120))
mask = ImageChops.multiply(shade, vig)
dark = Image.new("RGB", (W, H), (20, 18, 15))
im = Image.composite(im, dark, mask.point(lambda v: int(110 + v * 145 / 255)))
im = im.filter(ImageFilter.GaussianBlur(0.9))
# noise
noise = Image.effect_noise((W, H), 18).convert("RGB")
im = Image.blend(im, noise, 0.06)
im = im.convert("RGB").resize((int(W * 0.9), int(H * 0.9)), Image.LANCZOS)
im.save(os.path.join(here, "..", "cvs", "IMG_20261014_093512.jpg"), quality=82)
print("ok", im.size)
