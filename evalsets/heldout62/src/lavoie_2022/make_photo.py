"""Turn page.png (pdftoppm -r 150 of lavoie_2022.pdf) into a phone photo: rotate, shade, blur, noise."""
import random, os
from PIL import Image, ImageFilter, ImageDraw, ImageEnhance
random.seed(62)
here = os.path.dirname(os.path.abspath(__file__))
page = Image.open(os.path.join(here, "page.png")).convert("RGB")
W, H = page.size
# paper slightly warm
page = Image.blend(page, Image.new("RGB", page.size, (246, 238, 222)), 0.12)
# put on a desk background with margin
bg = Image.new("RGB", (W + 220, H + 260), (92, 74, 58))
bg.paste(page, (110, 120))
bg = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 74, 58))
# vignette / shading: darker towards a corner
shade = Image.new("L", bg.size, 0)
d = ImageDraw.Draw(shade)
cx, cy = bg.size[0] * 0.35, bg.size[1] * 0.3
maxr = (bg.size[0] ** 2 + bg.size[1] ** 2) ** 0.5
for r in range(int(maxr), 0, -12):
    v = int(150 * (r / maxr) ** 1.6)
    d.ellipse([cx - r, cy - r, cx + r, cy + r], fill=v)
dark = Image.new("RGB", bg.size, (20, 16, 12))
bg = Image.composite(dark, bg, shade)
bg = bg.filter(ImageFilter.GaussianBlur(0.9))
# noise
px = bg.load()
for y in range(0, bg.size[1]):
    for x in range(0, bg.size[0]):
        n = random.randint(-14, 14)
        r, g, b = px[x, y]
        px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
bg = ImageEnhance.Contrast(bg).enhance(0.92)
out = os.path.join(here, "..", "..", "cvs", "IMG_20221014_183502.jpg")
bg.save(out, "JPEG", quality=80)
print("wrote", out, bg.size)
