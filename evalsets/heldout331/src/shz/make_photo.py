"""Turns the rendered 2026 CV page into a phone photo (no text layer)."""
import random, os
from PIL import Image, ImageFilter, ImageDraw, ImageEnhance
random.seed(331)
here = os.path.dirname(os.path.abspath(__file__))
page = Image.open(os.path.join(here, "page-1.png")).convert("RGB")
W, H = page.size
# paper on a darker desk
bg = Image.new("RGB", (int(W * 1.12), int(H * 1.08)), (92, 84, 74))
bg.paste(page, (int(W * 0.06), int(H * 0.04)))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 74))
# shading: gradient from top-left light to bottom-right darker + vignette
w, h = img.size
shade = Image.new("L", (w, h))
d = ImageDraw.Draw(shade)
for y in range(h):
    d.line([(0, y), (w, y)], fill=int(255 - 55 * y / h))
img = Image.composite(img, Image.new("RGB", (w, h), (40, 36, 30)), shade)
vig = Image.new("L", (w, h), 0)
ImageDraw.Draw(vig).ellipse([-w * 0.25, -h * 0.2, w * 1.25, h * 1.2], fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(w // 8))
img = Image.composite(img, Image.new("RGB", (w, h), (25, 22, 18)), vig)
img = img.filter(ImageFilter.GaussianBlur(0.8))
px = img.load()
for _ in range(w * h // 6):
    x, y = random.randrange(w), random.randrange(h)
    r, g, b = px[x, y]; n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
img = ImageEnhance.Color(img).enhance(0.9)
img.save(os.path.join(here, "..", "..", "cvs", "IMG_20260918_143207.jpg"), quality=82)
print("ok", img.size)
