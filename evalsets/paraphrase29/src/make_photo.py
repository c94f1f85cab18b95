"""Turns page-1.png (pdftoppm -r 150 of shi_manqing_photo.pdf) into a phone-photo JPEG."""
import random
from pathlib import Path
from PIL import Image, ImageFilter, ImageDraw, ImageChops

here = Path(__file__).resolve().parent
img = Image.open(here / "page-1.png").convert("RGB")
img = img.crop((0, 0, img.width, 900))
# warm paper tint
tint = Image.new("RGB", img.size, (243, 234, 216))
img = ImageChops.multiply(img, tint)
img = img.rotate(2.2, resample=Image.BICUBIC, expand=True, fillcolor=(200, 192, 176))
# vignette / uneven lighting
w, h = img.size
mask = Image.new("L", (w, h), 0)
ImageDraw.Draw(mask).ellipse((-w * 0.15, -h * 0.25, w * 1.1, h * 1.2), fill=255)
mask = mask.filter(ImageFilter.GaussianBlur(140))
dark = Image.new("RGB", (w, h), (120, 112, 100))
img = Image.composite(img, ImageChops.multiply(img, dark.point(lambda v: min(255, v + 60))), mask)
img = img.filter(ImageFilter.GaussianBlur(0.9))
# noise
random.seed(29)
px = img.load()
for y in range(h):
    for x in range(w):
        n = random.randint(-14, 14)
        r, g, b = px[x, y]
        px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
img.save(here.parent / "cvs" / "IMG_20261103_194522.jpg", quality=82)
