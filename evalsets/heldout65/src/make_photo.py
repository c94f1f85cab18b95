"""Turns yasmin_page.png (pdftoppm -r 150 of yasmin_qadri_cv.pdf) into a phone-photo JPEG."""
import os, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops

here = os.path.dirname(os.path.abspath(__file__))
random.seed(65)
page = Image.open(os.path.join(here, "yasmin_page.png")).convert("RGB")
w, h = page.size
# place the page on a darker table background, then rotate ~2 degrees
bg = Image.new("RGB", (w + 160, h + 200), (92, 78, 64))
bg.paste(page, (80, 110))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# uneven lighting: a linear shade from top-left to bottom-right plus a vignette
W, H = img.size
small = Image.new("L", (2, 2)); small.putdata([255, 230, 215, 170])
shade = small.resize((W, H), Image.BILINEAR)
vig = Image.radial_gradient("L").resize((W, H)).point(lambda v: 255 - int(v * 0.45))
mask = ImageChops.multiply(shade, vig)
img = ImageChops.multiply(img, Image.merge("RGB", (mask, mask, mask)))
# warm tint, slight blur, noise
r, g, b = img.split()
img = Image.merge("RGB", (r.point(lambda v: min(255, v + 8)), g, b.point(lambda v: max(0, v - 10))))
img = img.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((W, H), 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda v: 200 + v // 5)), 0.5)
img.save(os.path.join(here, "..", "cvs", "IMG_20261103_184512.jpg"), quality=82)
