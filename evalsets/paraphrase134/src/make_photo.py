"""Turns the rendered page qu_page-1.png into a phone-photo style JPEG (no text layer)."""
import random
from pathlib import Path
from PIL import Image, ImageFilter, ImageDraw, ImageEnhance

here = Path(__file__).resolve().parent
random.seed(134)
page = Image.open(here / "qu_page-1.png").convert("RGB")
w, h = page.size
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 80, 66))  # wooden desk
page = page.rotate(-2.2, resample=Image.BICUBIC, expand=True, fillcolor=(92, 80, 66))
bg.paste(page, ((bg.width - page.width) // 2, (bg.height - page.height) // 2))
# shading: darker toward the bottom-right, vignette
shade = Image.new("L", bg.size, 0)
d = ImageDraw.Draw(shade)
for i in range(0, max(bg.size), 6):
    d.ellipse([bg.width * 0.5 - i, bg.height * 0.45 - i, bg.width * 0.5 + i, bg.height * 0.45 + i],
              outline=min(255, int(i / max(bg.size) * 210)))
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", bg.size, (20, 18, 15))
img = Image.composite(dark, bg, shade.point(lambda v: int(v * 0.55)))
img = ImageEnhance.Color(img).enhance(0.85)
img = Image.blend(img, Image.new("RGB", img.size, (255, 236, 200)), 0.06)  # warm lamp cast
img = img.filter(ImageFilter.GaussianBlur(0.8))
px = img.load()
for _ in range(img.width * img.height // 12):
    x, y = random.randrange(img.width), random.randrange(img.height)
    r, g, b = px[x, y]
    n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
img.save(here.parent / "cvs" / "IMG_20261103_214517.jpg", quality=82)
