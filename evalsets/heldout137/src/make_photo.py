"""Turns the printed page (stefano_quaglino_2026.pdf -> PNG) into a phone photo JPEG, no text layer."""
import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(137)
page = Image.open("stefano_page-1.png").convert("RGB")
W, H = page.size
# paper on a darker desk background
bg = Image.new("RGB", (int(W * 1.12), int(H * 1.08)), (92, 80, 66))
bg.paste(page, (int(W * 0.06), int(H * 0.04)))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 80, 66))
# shading: a gradient from upper-left (bright) to lower-right (darker) + vignette
w, h = img.size
shade = Image.new("L", (w, h))
d = ImageDraw.Draw(shade)
for y in range(0, h, 4):
    for x in range(0, w, 64):
        v = int(255 - 55 * ((x / w) * 0.5 + (y / h) * 0.5))
        d.rectangle([x, y, x + 64, y + 4], fill=v)
shade = shade.filter(ImageFilter.GaussianBlur(40))
vign = Image.new("L", (w, h), 0)
ImageDraw.Draw(vign).ellipse([-w * 0.15, -h * 0.1, w * 1.15, h * 1.1], fill=255)
vign = vign.filter(ImageFilter.GaussianBlur(120))
mask = ImageChops.multiply(shade, vign.point(lambda v: 150 + v * 105 // 255))
img = ImageChops.multiply(img, Image.merge("RGB", (mask, mask, mask.point(lambda v: int(v * 0.96)))))
img = img.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((w, h), 14).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda v: 200 + v * 55 // 255)), 0.5)
img.save("../cvs/IMG_20261014_093512.jpg", quality=82)
