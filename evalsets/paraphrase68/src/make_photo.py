"""Turns src/wen_page.png into a phone-photo style JPEG in ../cvs (no text layer)."""
import random
from pathlib import Path
from PIL import Image, ImageFilter, ImageDraw, ImageChops

here = Path(__file__).resolve().parent
random.seed(68)
page = Image.open(here / "wen_page.png").convert("RGB")
w, h = page.size
# place the page on a darker "desk" background, rotate slightly
canvas = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 80, 68))
canvas.paste(page, (int(w * 0.06), int(h * 0.04)))
canvas = canvas.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 80, 68))
W, H = canvas.size
# uneven lighting: a gradient from top-left (bright) to bottom-right (shaded), plus vignette
shade = Image.new("L", (W, H))
d = ImageDraw.Draw(shade)
for y in range(0, H, 4):
    for x in range(0, W, 4):
        v = 255 - int(60 * (x / W * 0.5 + y / H * 0.5))
        dx, dy = (x - W / 2) / (W / 2), (y - H / 2) / (H / 2)
        v -= int(45 * max(0.0, (dx * dx + dy * dy) - 0.35))
        d.rectangle([x, y, x + 3, y + 3], fill=max(0, min(255, v)))
shade = shade.filter(ImageFilter.GaussianBlur(8))
canvas = ImageChops.multiply(canvas, Image.merge("RGB", (shade, shade, shade)))
canvas = canvas.filter(ImageFilter.GaussianBlur(0.8))
# noise
noise = Image.effect_noise((W, H), 18).convert("RGB")
canvas = Image.blend(canvas, ImageChops.multiply(canvas, noise), 0.12)
canvas = canvas.resize((int(W * 0.85), int(H * 0.85)))
canvas.save(here.parent / "cvs" / "IMG_20261103_194512.jpg", quality=82)
