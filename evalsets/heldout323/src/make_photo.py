"""Turns src/honor/page.png (pdftoppm -r 150 of honor_tregenza_2026.pdf) into a phone-photo JPEG without a text layer."""
import random
from pathlib import Path
from PIL import Image, ImageFilter, ImageDraw, ImageChops

here = Path(__file__).resolve().parent
src = Image.open(here / "honor" / "page.png").convert("RGB")
random.seed(323)
W, H = src.size
# paper on a darker desk, rotated ~2 degrees
bg = Image.new("RGB", (int(W * 1.12), int(H * 1.08)), (92, 80, 66))
bg.paste(src, ((bg.width - W) // 2, (bg.height - H) // 2))
img = bg.rotate(-1.8, resample=Image.BICUBIC, expand=False, fillcolor=(92, 80, 66))
# warm tint + uneven lighting (vignette + diagonal shading)
shade = Image.new("L", img.size, 0)
d = ImageDraw.Draw(shade)
cx, cy = img.width * 0.45, img.height * 0.4
maxr = (img.width ** 2 + img.height ** 2) ** 0.5 / 2
for i in range(60, 0, -1):
    r = maxr * i / 60
    d.ellipse([cx - r, cy - r * 1.2, cx + r, cy + r * 1.2], fill=int(255 - 150 * (i / 60) ** 2.2))
shade = shade.filter(ImageFilter.GaussianBlur(40))
dark = Image.new("RGB", img.size, (40, 34, 28))
img = Image.composite(img, dark, shade)
tint = Image.new("RGB", img.size, (255, 244, 225))
img = ImageChops.multiply(img, tint)
img = img.filter(ImageFilter.GaussianBlur(0.8))
# noise
noise = Image.effect_noise(img.size, 14).convert("RGB")
img = Image.blend(img, ImageChops.add(img, noise, scale=2.0, offset=-60), 0.18)
img.save(here.parent / "cvs" / "IMG_20261114_093152.jpg", quality=82)
print("ok", img.size)
