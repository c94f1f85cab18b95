"""Turn page-1.png (pdftoppm -r 150 of shu_yihang_zh.pdf) into a phone-photo-like JPEG (no text layer)."""
import random, os
from PIL import Image, ImageFilter, ImageChops, ImageDraw
here = os.path.dirname(os.path.abspath(__file__))
im = Image.open(os.path.join(here, "page-1.png")).convert("RGB")
im = im.crop((0, 0, im.width, 1000))
# warm paper tint
tint = Image.new("RGB", im.size, (246, 238, 220))
im = ImageChops.multiply(im, tint)
# rotate on a desk-coloured background
im = im.rotate(2.2, resample=Image.BICUBIC, expand=True, fillcolor=(120, 104, 88))
# vignette / uneven lighting
w, h = im.size
mask = Image.new("L", (w, h), 0)
d = ImageDraw.Draw(mask)
for i in range(40):
    v = int(150 + 105 * i / 39)
    d.ellipse((-w * 0.25 + i * w * 0.012, -h * 0.3 + i * h * 0.012, w * 1.25 - i * w * 0.012, h * 1.3 - i * h * 0.012), fill=v)
mask = mask.filter(ImageFilter.GaussianBlur(60))
shade = Image.merge("RGB", (mask, mask, mask))
im = ImageChops.multiply(im, shade)
# slight diagonal shadow
sh = Image.new("L", (w, h), 255)
ImageDraw.Draw(sh).polygon([(w * 0.7, 0), (w, 0), (w, h * 0.5)], fill=205)
sh = sh.filter(ImageFilter.GaussianBlur(40))
im = ImageChops.multiply(im, Image.merge("RGB", (sh, sh, sh)))
im = im.filter(ImageFilter.GaussianBlur(0.8))
# noise
random.seed(53)
px = im.load()
for y in range(0, h):
    for x in range(0, w):
        n = random.randint(-12, 12)
        r, g, b = px[x, y]
        px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
im.save(os.path.join(here, "..", "cvs", "舒亦航_简历_手机拍照.jpg"), quality=82)
