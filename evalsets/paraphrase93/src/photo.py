"""Turns src/swz/page.png into a phone-photo-like JPEG in cvs/ (no text layer)."""
import random, os
from PIL import Image, ImageFilter, ImageDraw, ImageChops
here = os.path.dirname(os.path.abspath(__file__))
random.seed(93)
im = Image.open(os.path.join(here, "swz", "page.png")).convert("RGB")
w, h = im.size
bg = Image.new("RGB", (int(w * 1.08), int(h * 1.06)), (92, 84, 74))
bg.paste(im, (int(w * 0.04), int(h * 0.03)))
im = bg.rotate(-1.8, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 74))
W, H = im.size
# vignette / uneven lighting
mask = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(mask)
for i in range(60):
    v = int(255 * i / 60)
    d.ellipse([W * 0.5 * i / 60 - W * 0.25, H * 0.5 * i / 60 - H * 0.2,
               W - W * 0.5 * i / 60 + W * 0.35, H - H * 0.5 * i / 60 + H * 0.25], fill=v)
mask = mask.filter(ImageFilter.GaussianBlur(80))
dark = Image.new("RGB", (W, H), (40, 36, 30))
im = Image.composite(im, dark, mask.point(lambda p: 110 + p * 145 // 255))
# warm tint
tint = Image.new("RGB", (W, H), (255, 240, 215))
im = ImageChops.multiply(im, tint)
im = im.filter(ImageFilter.GaussianBlur(0.9))
px = im.load()
for _ in range(W * H // 12):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]
    n = random.randint(-22, 22)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
im.save(os.path.join(here, "..", "cvs", "IMG_20261103_184512.jpg"), quality=82)
