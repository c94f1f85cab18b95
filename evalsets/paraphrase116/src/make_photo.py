"""Turns src/ng/page.png into a phone-photo-like JPEG (no text layer)."""
import os, random
from PIL import Image, ImageFilter, ImageDraw, ImageEnhance
random.seed(116)
here = os.path.dirname(os.path.abspath(__file__))
img = Image.open(os.path.join(here, "ng", "page.png")).convert("RGB")
w, h = img.size
# crop to the filled upper part of the page (the photo shows the top ~70 %)
img = img.crop((0, 0, w, int(h * 0.72)))
w, h = img.size
bg = Image.new("RGB", (int(w * 1.08), int(h * 1.08)), (92, 84, 74))
bg.paste(img, (int(w * 0.04), int(h * 0.04)))
img = bg.rotate(2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 74))
# warm tint + shading gradient from the left
img = ImageEnhance.Color(img).enhance(0.85)
shade = Image.new("L", img.size, 0)
d = ImageDraw.Draw(shade)
for x in range(img.size[0]):
    d.line([(x, 0), (x, img.size[1])], fill=int(70 * (1 - x / img.size[0])))
dark = Image.new("RGB", img.size, (30, 25, 20))
img = Image.composite(dark, img, shade)
# vignette
vig = Image.new("L", img.size, 0)
dv = ImageDraw.Draw(vig)
W, H = img.size
for i in range(40):
    dv.rectangle([i * W // 160, i * H // 160, W - i * W // 160, H - i * H // 160], outline=int(120 - 3 * i))
vig = vig.filter(ImageFilter.GaussianBlur(60))
img = Image.composite(dark, img, vig)
img = img.filter(ImageFilter.GaussianBlur(0.9))
# noise
px = img.load()
for _ in range(W * H // 12):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]
    n = random.randint(-22, 22)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
img.save(os.path.join(here, "..", "cvs", "IMG_20261103_142517.jpg"), quality=82)
