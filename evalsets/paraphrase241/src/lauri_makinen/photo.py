"""Turns page-1.png into a phone-photo JPG (no text layer)."""
from PIL import Image, ImageFilter, ImageDraw
import random, sys
random.seed(241)
src = Image.open("page-1.png").convert("RGB")
W, H = src.size
bg = Image.new("RGB", (W + 160, H + 160), (92, 84, 74))  # desk
bg.paste(src, (80, 80))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 74))
# uneven lighting: darker toward one corner
shade = Image.new("L", img.size, 0)
d = ImageDraw.Draw(shade)
w, h = img.size
for i in range(0, 256, 4):
    d.ellipse([w * 0.5 - (w * 0.9) * (1 - i / 255), h * 0.45 - (h * 0.9) * (1 - i / 255),
               w * 0.5 + (w * 0.9) * (1 - i / 255), h * 0.45 + (h * 0.9) * (1 - i / 255)], fill=i)
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", img.size, (35, 30, 25))
img = Image.composite(img, dark, shade.point(lambda v: 150 + v * 105 // 255))
img = img.filter(ImageFilter.GaussianBlur(0.8))
px = img.load()
for _ in range(w * h // 6):
    x, y = random.randrange(w), random.randrange(h)
    r, g, b = px[x, y]
    n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
img.save(sys.argv[1], "JPEG", quality=82)
