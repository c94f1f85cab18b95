"""Turns the rendered page into a phone photo of a printed sheet (no text layer)."""
import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(220)
page = Image.open("yin_page.png").convert("RGB")
W, H = page.size
# paper on a wooden-ish desk background
bg = Image.new("RGB", (W + 160, H + 200), (112, 92, 70))
bg.paste(page, (80, 90))
img = bg.rotate(-1.8, resample=Image.BICUBIC, expand=False, fillcolor=(112, 92, 70))
# shading: darker towards the lower right, vignette
grad = Image.new("L", img.size)
d = ImageDraw.Draw(grad)
gw, gh = img.size
for y in range(gh):
    for x in range(0, gw, 8):
        dx = (x - gw * 0.4) / gw; dy = (y - gh * 0.35) / gh
        v = int(255 - 150 * min(1.0, (dx * dx + dy * dy) * 1.6))
        d.line([(x, y), (x + 8, y)], fill=v)
shade = Image.merge("RGB", [grad] * 3)
img = ImageChops.multiply(img, shade)
# warm tint
r, g, b = img.split()
b = b.point(lambda v: int(v * 0.9)); img = Image.merge("RGB", (r, g, b))
img = img.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise(img.size, 18).convert("RGB")
img = Image.blend(img, noise, 0.06)
img.save("../cvs/IMG_20261103_184512.jpg", quality=85)
print(img.size)
