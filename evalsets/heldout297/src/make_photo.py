"""Turns src/mq/page-1.png (pdftoppm -r 150 of marisol_dunleigh_2026.pdf) into a skewed phone photo, cvs/IMG_20261014_093512.jpg."""
import os, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(297)
here = os.path.dirname(os.path.abspath(__file__))
page = Image.open(os.path.join(here, "mq", "page-1.png")).convert("RGB")
W, H = page.size
# crop lower empty half a bit (the page is only partly filled) but keep paper edge
page = page.crop((0, 0, W, int(H * 0.62)))
W, H = page.size
# put paper on a darker desk background, then rotate
bg = Image.new("RGB", (W + 160, H + 160), (92, 80, 66))
bg.paste(page, (80, 80))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 80, 66))
# uneven lighting: a gradient from top-left (bright) to bottom-right (shadow)
g = Image.linear_gradient("L").resize((512, 512)).rotate(35, resample=Image.BICUBIC, expand=True)
gw, gh = g.size
grad = g.crop((gw // 2 - 181, gh // 2 - 181, gw // 2 + 181, gh // 2 + 181)).resize(img.size)
shade = Image.merge("RGB", [grad.point(lambda v: 255 - int(v * 0.28))] * 3)
img = ImageChops.multiply(img, shade)
# vignette
vig = Image.new("L", img.size, 0)
d = ImageDraw.Draw(vig)
w, h = img.size
d.ellipse((-w * 0.15, -h * 0.2, w * 1.15, h * 1.2), fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(120))
img = Image.composite(img, ImageChops.multiply(img, Image.new("RGB", img.size, (150, 140, 130))), vig)
# blur + noise
img = img.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise(img.size, 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, ImageChops.invert(Image.new("RGB", img.size, (0, 0, 0)))), 0)
img = ImageChops.add(img, noise, scale=1.0, offset=-128) if False else Image.blend(img, noise, 0.06)
img.save(os.path.join(here, "..", "cvs", "IMG_20261014_093512.jpg"), quality=82)
print("ok", img.size)
