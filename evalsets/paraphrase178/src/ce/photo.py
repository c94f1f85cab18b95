"""Turns page-1.png into a phone-photo-like JPEG (no text layer)."""
import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(7)
im = Image.open("page-1.png").convert("RGB")
w, h = im.size
im = im.crop((0, 0, w, int(h * 0.70)))           # the phone framed the top of the page
w, h = im.size
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.12)), (92, 78, 64))   # desk
bg.paste(im, ((bg.width - w) // 2, (bg.height - h) // 2))
im = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# uneven lighting: darker toward the bottom-right corner
grad = Image.new("L", im.size)
gd = ImageDraw.Draw(grad)
for y in range(im.height):
    v = int(255 - 70 * (y / im.height))
    gd.line([(0, y), (im.width, y)], fill=v)
shade = Image.merge("RGB", [grad, grad, grad])
im = ImageChops.multiply(im, shade)
# vignette
vig = Image.new("L", im.size, 0)
vd = ImageDraw.Draw(vig)
vd.ellipse([-im.width * 0.25, -im.height * 0.25, im.width * 1.25, im.height * 1.25], fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(120))
im = Image.composite(im, Image.new("RGB", im.size, (30, 25, 20)), vig)
im = im.filter(ImageFilter.GaussianBlur(0.8))
# sensor noise
px = im.load()
for _ in range(im.width * im.height // 12):
    x, y = random.randrange(im.width), random.randrange(im.height)
    r, g, b = px[x, y]
    n = random.randint(-22, 22)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
im = im.convert("RGB")
im.save("../../cvs/IMG_20261103_094512.jpg", quality=82)
print(im.size)
