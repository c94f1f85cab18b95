"""Turns src/bian_page.png into a phone-photo-like JPEG in ../cvs/ (no text layer)."""
import os, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
here = os.path.dirname(os.path.abspath(__file__))
random.seed(204)
img = Image.open(os.path.join(here, "bian_page.png")).convert("RGB")
w, h = img.size
# paper tint
tint = Image.new("RGB", (w, h), (238, 232, 220))
img = ImageChops.multiply(img, tint)
# perspective-ish: pad then rotate
bg = Image.new("RGB", (int(w * 1.08), int(h * 1.06)), (92, 84, 74))
bg.paste(img, (int(w * 0.04), int(h * 0.03)))
img = bg.rotate(-1.8, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 74))
W, H = img.size
# shading gradient (left darker) + vignette
shade = Image.new("L", (W, H))
d = ImageDraw.Draw(shade)
for x in range(W):
    v = int(255 - 55 * (1 - x / W))
    d.line([(x, 0), (x, H)], fill=v)
vig = Image.new("L", (W, H), 0)
dv = ImageDraw.Draw(vig)
dv.ellipse([-W * 0.25, -H * 0.2, W * 1.25, H * 1.2], fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(W // 8))
mask = ImageChops.multiply(shade, vig)
dark = Image.new("RGB", (W, H), (30, 28, 25))
img = Image.composite(img, dark, mask.point(lambda p: int(80 + p * 175 / 255)))
img = img.filter(ImageFilter.GaussianBlur(0.9))
# noise
noise = Image.effect_noise((W, H), 18).convert("RGB")
img = ImageChops.add(img, noise, scale=2.0, offset=-64)
img.save(os.path.join(here, "..", "cvs", "IMG_20261112_093418.jpg"), quality=82)
print(W, H)
