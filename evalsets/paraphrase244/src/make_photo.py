"""Turn the rendered page into a phone photo (no text layer)."""
from PIL import Image, ImageFilter, ImageDraw, ImageEnhance
import random, os
random.seed(7)
here = os.path.dirname(os.path.abspath(__file__))
im = Image.open(os.path.join(here, "wu_page.png")).convert("RGB")
W, H = im.size
bg = Image.new("RGB", (W + 160, H + 160), (92, 80, 66))
bg.paste(im, (80, 80))
im = bg.rotate(1.8, resample=Image.BICUBIC, expand=False, fillcolor=(92, 80, 66))
# shading: warm light from top-left, vignette
shade = Image.new("L", im.size, 0)
dr = ImageDraw.Draw(shade)
w, h = im.size
for i in range(0, 60):
    dr.rectangle([i * 6, i * 8, w - i * 6, h - i * 8], outline=int(i * 2.2))
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = ImageEnhance.Brightness(im).enhance(0.6)
im = Image.composite(im, dark, shade.point(lambda v: min(255, v * 2)))
im = ImageEnhance.Color(im).enhance(0.85)
im = im.filter(ImageFilter.GaussianBlur(0.8))
px = im.load()
for _ in range(w * h // 25):
    x, y = random.randrange(w), random.randrange(h)
    r, g, b = px[x, y]; n = random.randint(-22, 22)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
im.save(os.path.join(here, "..", "cvs", "IMG_20261104_183522.jpg"), quality=82)
