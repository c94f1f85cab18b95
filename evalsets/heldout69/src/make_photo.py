"""Turns src/page.png (pdftoppm -r 150 of rong_jinyu_2023_zh.pdf) into a phone-photo-like JPG
(ImageMagick is not available here, so Pillow does the rotate / vignette / blur / noise)."""
import random, os
from PIL import Image, ImageFilter, ImageChops
here = os.path.dirname(os.path.abspath(__file__))
img = Image.open(os.path.join(here, "page.png")).convert("RGB")
w, h = img.size
img = img.crop((0, 0, w, int(h * 0.70)))           # printed page, lower blank part cut off
img = img.rotate(-2.3, resample=Image.BICUBIC, expand=True, fillcolor=(196, 188, 172))
w, h = img.size
# warm paper tint
tint = Image.new("RGB", (w, h), (238, 230, 214))
img = ImageChops.multiply(img, tint)
# vignette / uneven lighting (darker bottom-right)
vig = Image.new("L", (w, h))
px = vig.load()
for y in range(0, h):
    for x in range(0, w, 1):
        dx, dy = (x / w - 0.4), (y / h - 0.4)
        px[x, y] = max(0, min(255, int(255 * (1 - 0.75 * (dx * dx + dy * dy)))))
img = ImageChops.multiply(img, Image.merge("RGB", (vig, vig, vig)))
img = img.filter(ImageFilter.GaussianBlur(0.9))
# noise
random.seed(7)
noise = Image.effect_noise((w, h), 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, ImageChops.invert(ImageChops.invert(noise))), 0.12)
img.save(os.path.join(here, "..", "cvs", "IMG_20231105_142233.jpg"), quality=80)
print(img.size)
