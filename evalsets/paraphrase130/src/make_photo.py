"""Turns the rendered page (pdftoppm -r 150) into a phone-photo JPG without a text layer."""
import random, sys
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(130)
src, dst = sys.argv[1], sys.argv[2]
im = Image.open(src).convert("RGB")
w, h = im.size
im = im.crop((0, 0, w, int(h * 0.62)))          # the photographed part holds all text
# paper tint
tint = Image.new("RGB", im.size, (236, 229, 214))
im = ImageChops.multiply(im, tint)
# perspective-ish rotate on a dark table
bg = Image.new("RGB", (im.width + 160, im.height + 160), (58, 52, 47))
bg.paste(im, (80, 80))
im = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(58, 52, 47))
# shading: vignette + light gradient from the top-left
W, H = im.size
mask = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(mask)
for i in range(60):
    v = int(255 * i / 60)
    d.ellipse((-W * 0.25 + i * 6, -H * 0.25 + i * 6, W * 1.25 - i * 6, H * 1.25 - i * 6), fill=v)
mask = mask.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", (W, H), (25, 22, 20))
im = Image.composite(im, dark, mask.point(lambda p: 110 + p * 145 // 255))
# slight blur + sensor noise
im = im.filter(ImageFilter.GaussianBlur(0.9))
px = im.load()
for _ in range(W * H // 6):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]
    n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
im.save(dst, "JPEG", quality=82)
