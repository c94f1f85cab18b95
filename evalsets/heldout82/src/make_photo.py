"""Turns qu_page.png into a phone photo (cvs/IMG_20261103_142215.jpg) with Pillow only."""
import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(82)
page = Image.open("qu_page.png").convert("RGB")
w, h = page.size
# paper on a darker desk background
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 78, 64))
page = page.rotate(-2.2, resample=Image.BICUBIC, expand=True, fillcolor=(92, 78, 64))
bg.paste(page, ((bg.width - page.width) // 2, (bg.height - page.height) // 2))
img = bg
# uneven lighting: gradient shading from top-left + vignette
shade = Image.new("L", img.size, 0)
d = ImageDraw.Draw(shade)
for i in range(0, img.width, 8):
    v = int(255 - 55 * i / img.width)
    d.rectangle([i, 0, i + 8, img.height], fill=v)
shade = shade.filter(ImageFilter.GaussianBlur(40))
img = ImageChops.multiply(img, Image.merge("RGB", [shade] * 3))
vig = Image.new("L", img.size, 0)
ImageDraw.Draw(vig).ellipse([-img.width * 0.15, -img.height * 0.1, img.width * 1.15, img.height * 1.1], fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(120))
img = Image.composite(img, Image.new("RGB", img.size, (30, 25, 20)), vig)
# warm tint, blur, noise
r, g, b = img.split()
img = Image.merge("RGB", (r.point(lambda x: min(255, x + 8)), g, b.point(lambda x: max(0, x - 10))))
img = img.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise(img.size, 18).convert("RGB")
img = Image.blend(img, noise, 0.06)
img.save("../cvs/IMG_20261103_142215.jpg", quality=82)
