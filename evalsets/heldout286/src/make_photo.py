import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(286)
im = Image.open("page-1.png").convert("RGB")
w, h = im.size
im = im.crop((0, 0, w, int(h * 0.52)))
w, h = im.size
# warm paper tint + uneven lighting
grad = Image.new("L", (w, h))
gd = ImageDraw.Draw(grad)
for y in range(h):
    gd.line([(0, y), (w, y)], fill=int(235 - 45 * (y / h)))
shade = Image.merge("RGB", [grad, grad.point(lambda v: int(v * 0.97)), grad.point(lambda v: int(v * 0.9))])
im = ImageChops.multiply(im, shade)
# vignette
vig = Image.new("L", (w, h), 0)
ImageDraw.Draw(vig).ellipse((-w * 0.15, -h * 0.2, w * 1.15, h * 1.2), fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(120))
im = Image.composite(im, Image.new("RGB", (w, h), (70, 60, 50)), vig)
im = im.rotate(-2.2, resample=Image.BICUBIC, expand=True, fillcolor=(95, 85, 72))
im = im.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise(im.size, 18).convert("RGB")
im = Image.blend(im, ImageChops.multiply(im, noise.point(lambda v: 200 + v // 5)), 0.35)
im.save("../cvs/IMG_20261114_093512.jpg", quality=82)
