"""Turns bc_page-1.png (pdftoppm -r 150 of benedetta_corvino.pdf) into a phone-photo-like JPEG with no text layer."""
import random, os
from PIL import Image, ImageFilter, ImageChops, ImageDraw
random.seed(71)
here = os.path.dirname(os.path.abspath(__file__))
im = Image.open(os.path.join(here, "bc_page-1.png")).convert("RGB")
# warm paper tint
tint = Image.new("RGB", im.size, (242, 232, 212))
im = ImageChops.multiply(im, tint)
# rotate ~1.8 degrees onto a table-coloured background
im = im.rotate(1.8, resample=Image.BICUBIC, expand=True, fillcolor=(107, 98, 87))
W, H = im.size
# uneven lighting: diagonal shading + vignette
shade = Image.new("L", (W, H))
px = shade.load()
cx, cy = W * 0.45, H * 0.4
maxd = (W ** 2 + H ** 2) ** 0.5 / 2
for y in range(0, H):
    for x in range(0, W, 1):
        d = ((x - cx) ** 2 + (y - cy) ** 2) ** 0.5 / maxd
        v = 255 - int(110 * d ** 1.6) - int(25 * x / W)
        px[x, y] = max(0, min(255, v))
im = ImageChops.multiply(im, Image.merge("RGB", (shade, shade, shade)))
im = im.filter(ImageFilter.GaussianBlur(0.9))
# noise
noise = Image.effect_noise((W, H), 18).convert("RGB")
im = Image.blend(im, ImageChops.multiply(im, ImageChops.invert(ImageChops.invert(noise))), 0.12)
im.save(os.path.join(here, "..", "cvs", "IMG_20261103_142210.jpg"), "JPEG", quality=82)
print(im.size)
