"""Turn a rendered PNG page into a phone-photo JPG (no text layer)."""
import random, sys
from PIL import Image, ImageFilter, ImageDraw, ImageEnhance

src, dst = sys.argv[1], sys.argv[2]
random.seed(150)
im = Image.open(src).convert("RGB")
w, h = im.size
bg = Image.new("RGB", (int(w * 1.08), int(h * 1.06)), (92, 84, 76))
bg.paste(im, (int(w * 0.04), int(h * 0.03)))
im = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 76))
w, h = im.size
# shading: darker towards the bottom right, plus vignette
shade = Image.new("L", (w, h), 0)
dr = ImageDraw.Draw(shade)
for i in range(0, max(w, h), 4):
    dr.line([(i, 0), (0, i)], fill=min(90, i * 90 // max(w, h)), width=4)
shade = shade.filter(ImageFilter.GaussianBlur(40))
dark = Image.new("RGB", (w, h), (20, 18, 15))
im = Image.composite(dark, im, shade.point(lambda v: v // 2))
vig = Image.new("L", (w, h), 0)
ImageDraw.Draw(vig).ellipse([-w * 0.2, -h * 0.15, w * 1.2, h * 1.15], fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(120))
im = Image.composite(im, Image.new("RGB", (w, h), (35, 30, 28)), vig)
im = im.filter(ImageFilter.GaussianBlur(0.8))
px = im.load()
for _ in range(w * h // 12):
    x, y = random.randrange(w), random.randrange(h)
    r, g, b = px[x, y]
    n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
im = ImageEnhance.Color(im).enhance(0.85)
im = ImageEnhance.Brightness(im).enhance(1.04)
im.save(dst, "JPEG", quality=82)
