"""Turns the rendered page into a phone photo (no text layer)."""
import random
from PIL import Image, ImageFilter, ImageDraw
from pathlib import Path
here = Path(__file__).resolve().parent
random.seed(7)
page = Image.open(here / "she_page-1.png").convert("RGB")
w, h = page.size
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 78, 64))  # wooden desk
page = page.rotate(-2.2, expand=True, fillcolor=(92, 78, 64), resample=Image.BICUBIC)
bg.paste(page, ((bg.width - page.width) // 2, (bg.height - page.height) // 2))
# shading: darker towards lower-right, vignette
shade = Image.new("L", bg.size, 0)
d = ImageDraw.Draw(shade)
for i in range(0, 255, 3):
    d.ellipse([-bg.width * 0.2 + i * 2, -bg.height * 0.2 + i * 2, bg.width * 1.2 - i * 2, bg.height * 1.2 - i * 2], fill=i)
shade = shade.filter(ImageFilter.GaussianBlur(80))
dark = Image.new("RGB", bg.size, (30, 25, 20))
img = Image.composite(bg, dark, shade.point(lambda v: min(255, 90 + v)))
grad = Image.linear_gradient("L").resize(bg.size).point(lambda v: 255 - v // 5)
img = Image.composite(img, Image.new("RGB", bg.size, (0, 0, 0)), grad)
img = img.filter(ImageFilter.GaussianBlur(0.9))
px = img.load()
for _ in range(img.width * img.height // 12):
    x, y = random.randrange(img.width), random.randrange(img.height)
    r, g, b = px[x, y]; n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
img.save(here.parent / "cvs" / "IMG_20261118_093412.jpg", quality=82)
